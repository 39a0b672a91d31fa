import { useStore } from '@nanostores/react';
import { $session } from '@stores/session';

/** The selected venue's name, for headings and printouts. */
export function useVenueName(): string {
  const session = useStore($session);
  return session.userInfo?.isletmeler.find((venue) => venue.id === session.selectedIsletmeId)?.ad ?? '';
}
