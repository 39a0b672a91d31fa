import { computed } from 'nanostores';
import { VARSAYILAN_DILIM } from '../lib/zaman/dilim';
import { $session, patchSession } from './session';

/** The selected venue's IANA zone (the default zone until the session names one). */
export const $saatDilimi = computed($session, (session) =>
  session.userInfo?.isletmeler.find((venue) => venue.id === session.selectedIsletmeId)?.saatDilimi ?? VARSAYILAN_DILIM);

/** The venue's parameters saved a new zone: the screens follow without a new login. */
export function saatDilimiDegisti(saatDilimi: string): void {
  const session = $session.get();
  if (!session.userInfo) return;
  const isletmeler = session.userInfo.isletmeler.map((venue) => (venue.id === session.selectedIsletmeId ? { ...venue, saatDilimi } : venue));
  patchSession({ userInfo: { ...session.userInfo, isletmeler } });
}
