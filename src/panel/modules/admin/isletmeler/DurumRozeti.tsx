import type { IsletmeDurumu } from '@lib/schemas/admin/isletmeler';
import { useTx } from './ortak';

/** A venue's state as a coloured word (never colour alone: the word is the information). */
export function DurumRozeti({ durum, testId }: { durum: IsletmeDurumu; testId?: string }) {
  const t = useTx();
  return <span className={`ais-rozet ais-durum-${durum}`} data-testid={testId}>{t(`admin.isletme.durum.${durum}`)}</span>;
}
