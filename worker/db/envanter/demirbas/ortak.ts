import { etiketSlug } from '@lib/envanter/etiket';
import type { DemirbasDurumu, DemirbasOzet } from '@lib/schemas/envanter/demirbas';
import { ApiError } from '@worker/http/envelope';
import { hataZinciri } from '@worker/http/validation';

/** Row of envanter_demirbas with its category, holder and location names (OZET_SQL). */
export interface OzetSatiri {
  id: number; kod: string; ad: string; kategori_id: number | null; kategori_ad: string | null; marka: string; model: string; seri_no: string;
  lokasyon_id: number | null; personel_id: number | null; personel_ad: string | null; durum: DemirbasDurumu; garanti_bitis: string | null;
  alis_tarihi: string | null; alis_kurus: number; fotolar: string;
}

export const OZET_SQL = `SELECT d.id, d.kod, d.ad, d.kategori_id, k.ad AS kategori_ad, d.marka, d.model, d.seri_no, d.lokasyon_id, d.personel_id,
    p.ad AS personel_ad, d.durum, d.garanti_bitis, d.alis_tarihi, d.alis_kurus, d.fotolar
  FROM envanter_demirbas d
  LEFT JOIN envanter_kategori k ON k.id = d.kategori_id
  LEFT JOIN personel p ON p.id = d.personel_id`;

/** The venue's locations, small enough to read whole: id → path 'Bina › Kat › Oda'. */
export const LOKASYON_SQL = 'SELECT id, ad, ust_id, aktif FROM envanter_lokasyon WHERE isletme_id = ?';
export interface LokasyonSatiri { id: number; ad: string; ust_id: number | null; aktif: number }

export function lokasyonYollari(satirlar: readonly LokasyonSatiri[]): Map<number, string> {
  const byId = new Map(satirlar.map((l) => [l.id, l]));
  const yollar = new Map<number, string>();
  const yol = (id: number, derinlik = 0): string => {
    const bilinen = yollar.get(id);
    if (bilinen !== undefined) return bilinen;
    const l = byId.get(id);
    if (!l) return '';
    const ust = l.ust_id !== null && derinlik < 20 ? yol(l.ust_id, derinlik + 1) : '';
    const sonuc = ust ? `${ust} › ${l.ad}` : l.ad;
    yollar.set(id, sonuc);
    return sonuc;
  };
  for (const l of satirlar) yol(l.id);
  return yollar;
}

export const jsonDizi = (text: string): string[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export function ozet(row: OzetSatiri, mask: number, yollar: Map<number, string>): DemirbasOzet {
  const fotolar = jsonDizi(row.fotolar);
  return {
    id: row.id, slug: etiketSlug('demirbas', row.id, mask), kod: row.kod, ad: row.ad, kategoriId: row.kategori_id, kategoriAd: row.kategori_ad,
    marka: row.marka, model: row.model, seriNo: row.seri_no, lokasyonId: row.lokasyon_id,
    lokasyonYol: row.lokasyon_id === null ? null : (yollar.get(row.lokasyon_id) ?? null),
    personelId: row.personel_id, personelAd: row.personel_ad, durum: row.durum, garantiBitis: row.garanti_bitis, alisTarihi: row.alis_tarihi,
    alisKurus: row.alis_kurus, kapak: fotolar[0] ?? null,
  };
}

export const hurdaHatasi = (kod: string) => new ApiError(409, 'ASSET_SCRAPPED', 'envanter.api.hurdaDegismez', { kod });

/** The trigger that keeps a scrapped asset unchanged (a race past the code's own check) answers 409, never 500. */
export async function hurdaKoru<T>(kod: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hataZinciri(error).includes('envanter_hurda_degismez')) throw hurdaHatasi(kod);
    throw error;
  }
}

/** Refuses any change to a scrapped asset before anything is written. */
export function hurdaDegil(d: { kod: string; durum: string }): void {
  if (d.durum === 'hurda') throw hurdaHatasi(d.kod);
}

/** Search words → `arama LIKE ?` clauses (every folded word must appear). */
export const likeKalibi = (kelime: string) => `%${kelime.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
