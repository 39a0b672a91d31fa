import type { GunAcGirdisi } from '@lib/schemas/cafe/gun';
import { acikGunOku, CALISMA_GUNU_KEY, gunAcIfadeleri } from '@worker/db/cafe/gun';
import { ApiError } from '@worker/http/envelope';
import type { IslemBaglami, IslemSonucu, Isleyici, Yayin } from '../tipler';

/** Opening the working day: an operation of the venue's live object, so it never races with checks. */

/** 403 unless the operator's set holds `key` (the engine passes the set with the operation). */
export function yetkiGerekli(b: IslemBaglami, key: string): void {
  if (!b.kullanici.yetkiler.includes(key)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
}

export const gunYayini = (olay: Record<string, unknown>): Yayin[] => [
  { kitle: 'takip', olay: { tur: 'gun', ...olay } },
  { kitle: 'kasa', olay: { tur: 'gun', ...olay } },
];

/** 'gunAc': the cashier opens the day with the opening float; 409 while a day is open. */
export const gunAc: Isleyici<GunAcGirdisi> = async (b, op): Promise<IslemSonucu> => {
  yetkiGerekli(b, `${CALISMA_GUNU_KEY}:ekle`);
  const acik = await acikGunOku(b.db, b.isletmeId);
  if (acik) throw new ApiError(409, 'DAY_OPEN', 'cafe.gun.api.gunAcik', { gun: acik.is_gunu }, { gunId: acik.id });
  const acilisKasasiKurus = op.acilisKasasiKurus ?? 0;
  const { ifadeler, isGunu: gun, devredilen } = await gunAcIfadeleri(b.db, b.isletmeId, b.kullanici.id, b.simdi, acilisKasasiKurus);
  return {
    durum: 201,
    veri: { isGunu: gun, acilisKasasiKurus, acilis: b.simdi, devredilen },
    ifadeler,
    gunluk: { tur: 'gunAc', ozet: { isGunu: gun, acilisKasasiKurus, devredilen } },
    yayin: gunYayini({ durum: 'acik', isGunu: gun }),
  };
};
