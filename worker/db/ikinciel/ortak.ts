import type { CihazDurumu, CihazTuru, Kondisyon } from '@lib/ikinciel/durum';
import { silinebilirGun, tcMaskele } from '@lib/ikinciel/tc';
import type { Cihaz, CihazOzet, Masraf, Ozellik } from '@lib/schemas/ikinciel/ikinciel';
import type { OdemeYontemi } from '@lib/schemas/parametre';
import { ApiError } from '@worker/http/envelope';

export const cihazYok = () => new ApiError(404, 'NOT_FOUND', 'ikinciel.api.cihazYok');

export interface CihazRow {
  id: number; tur: CihazTuru; marka: string; model: string; ozellik: string; seri_no: string; kondisyon: Kondisyon; kondisyon_not: string;
  fotolar: string; satici_ad: string; satici_tel: string; satici_tc: string; satici_silinme: string | null;
  alis_kurus: number; alis_tarihi: string; istenen_kurus: number | null; durum: CihazDurumu;
  alici_ad: string | null; alici_tel: string | null; satis_kurus: number | null; satis_tarihi: string | null; odeme: OdemeYontemi | null;
  garanti_gun: number | null; satis_kasa_id: number | null; iade_tarihi: string | null; iade_kasa_id: number | null; masraf_kurus: number;
}

/** Every item column plus the sum of its costs. */
export const CIHAZ_SQL = `SELECT c.*, COALESCE((SELECT sum(m.tutar_kurus) FROM ikinciel_masraf m WHERE m.cihaz_id = c.id), 0) AS masraf_kurus FROM ikinciel_cihaz c`;

const json = <T>(text: string, bos: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return bos;
  }
};

export function ozellikOku(text: string): Ozellik {
  const o = json<Partial<Ozellik>>(text, {});
  return { islemci: o.islemci ?? '', ram: o.ram ?? '', depolama: o.depolama ?? '', ekranKarti: o.ekranKarti ?? '', ekran: o.ekran ?? '', serbest: o.serbest ?? '' };
}

export const fotolarOku = (text: string): string[] => json<unknown>(text, []) instanceof Array ? (json<unknown[]>(text, []).filter((x) => typeof x === 'string') as string[]) : [];

export function ozetCevir(r: CihazRow): CihazOzet {
  const maliyet = r.alis_kurus + r.masraf_kurus;
  const satildi = r.durum === 'satildi' && r.satis_kurus !== null;
  return {
    id: r.id, tur: r.tur, marka: r.marka, model: r.model, kondisyon: r.kondisyon, durum: r.durum, kapak: fotolarOku(r.fotolar)[0] ?? null,
    alisKurus: r.alis_kurus, masrafKurus: r.masraf_kurus, maliyetKurus: maliyet, istenenKurus: r.istenen_kurus,
    satisKurus: satildi ? r.satis_kurus : null, karKurus: satildi ? r.satis_kurus! - maliyet : null,
    alisTarihi: r.alis_tarihi, satisTarihi: satildi ? r.satis_tarihi : null,
  };
}

export function cihazCevir(r: CihazRow, masraflar: Masraf[], tcAcik: boolean): Cihaz {
  return {
    ...ozetCevir(r),
    ozellik: ozellikOku(r.ozellik), seriNo: r.seri_no, kondisyonNot: r.kondisyon_not, fotolar: fotolarOku(r.fotolar),
    saticiAd: r.satici_ad, saticiTel: r.satici_tel, saticiTc: tcAcik ? r.satici_tc : tcMaskele(r.satici_tc), tcAcik,
    saticiSilinme: r.satici_silinme, silinebilir: silinebilirGun(r.alis_tarihi),
    aliciAd: r.alici_ad, aliciTel: r.alici_tel, odeme: r.odeme, garantiGun: r.garanti_gun, satisKasaId: r.satis_kasa_id,
    iadeTarihi: r.iade_tarihi, iadeKasaId: r.iade_kasa_id, masraflar,
  };
}
