import '@lib/i18n/personel';
import { hataAnahtari } from '@lib/schemas/personel';
import { useTx, type Tx } from '@panel/ui/useTx';
import '@styles/personel.css';

/** Small shared pieces of the staff screens: the register, the appointment staff, hours, leave and tasks. */

export { useTx, type Tx };
export { hataMetni } from '@api/client';

/** A schema issue message ('key' or 'key|gun') in the user's language. */
export function sorunMetni(message: string | undefined, t: Tx): string {
  const { anahtar, gun } = hataAnahtari(message ?? 'error.invalidInput');
  const key = anahtar.includes(' ') ? 'error.invalidInput' : anahtar;
  return t(key, { gun: gun === null ? '' : t(`personel.gun.${gun}`) });
}
