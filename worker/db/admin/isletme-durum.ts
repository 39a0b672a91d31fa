import { lisansHali, type LisansPlani } from '@lib/lisans';
import { bugun, gunEkle } from '@lib/zaman/dilim';
import type { IsletmeDurumu } from '@lib/schemas/admin/isletmeler';

/** A venue's licence columns as the admin lists read them (lisans_* null = no licence row: unrestricted). */
export interface LisansSutunlari {
  saat_dilimi: string;
  askiya_alma_zamani: string | null;
  lisans_plan: LisansPlani | null;
  lisans_bitis: string | null;
  lisans_deneme: number | null;
  lisans_ek_sure_gun: number | null;
}

/**
 * Where a venue stands today (its own local day): the licence state by the one rule (lisansHali), and the list
 * state, where a suspension outranks the licence and both expired states (grace or past it) read 'suresi-doldu'.
 */
export function isletmeHali(row: LisansSutunlari, varsayilanEkSure: number, now = Date.now()) {
  const gun = bugun(row.saat_dilimi, now);
  const hali = row.lisans_bitis === null ? null : lisansHali({ bitis: row.lisans_bitis, deneme: row.lisans_deneme === 1 }, gun, row.lisans_ek_sure_gun ?? varsayilanEkSure);
  const durum: IsletmeDurumu = row.askiya_alma_zamani ? 'askida' : hali === 'deneme' ? 'deneme' : hali === 'ek-sure' || hali === 'bitti' ? 'suresi-doldu' : 'aktif';
  // a licence that is running and ends within 30 days (its own local days)
  const bitiyor = row.lisans_bitis !== null && row.lisans_bitis >= gun && row.lisans_bitis <= gunEkle(gun, 30);
  return { gun, hali, durum, bitiyor };
}
