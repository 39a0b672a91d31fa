import type { Kategori, KategoriGirdisi, OzelAlan } from '@lib/schemas/envanter/demirbas';
import { ApiError } from '@worker/http/envelope';
import { uniqueAs409 } from '@worker/http/validation';
import { logIfadesi } from '../log';

interface KategoriSatiri { id: number; ad: string; alanlar: string; bakim_aralik_gun: number | null; sayi: number }

const alanlarOku = (text: string): OzelAlan[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as OzelAlan[]) : [];
  } catch {
    return [];
  }
};
const kategori = (r: KategoriSatiri): Kategori => ({ id: r.id, ad: r.ad, alanlar: alanlarOku(r.alanlar), bakimAralikGun: r.bakim_aralik_gun, demirbasSayisi: r.sayi });

export const KATEGORI_SQL = `SELECT k.id, k.ad, k.alanlar, k.bakim_aralik_gun,
    (SELECT count(*) FROM envanter_demirbas d WHERE d.kategori_id = k.id AND d.isletme_id = k.isletme_id) AS sayi
  FROM envanter_kategori k WHERE k.isletme_id = ? ORDER BY k.ad COLLATE NOCASE, k.id`;

export const kategoriSatirlari = (rows: readonly unknown[]) => (rows as KategoriSatiri[]).map(kategori);

export async function kategoriler(db: D1Database, isletmeId: number): Promise<Kategori[]> {
  return kategoriSatirlari((await db.prepare(KATEGORI_SQL).bind(isletmeId).all()).results);
}

export async function kategoriBul(db: D1Database, isletmeId: number, id: number): Promise<Kategori> {
  const bulunan = (await kategoriler(db, isletmeId)).find((k) => k.id === id);
  if (!bulunan) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return bulunan;
}

const adTekil = <T>(write: () => Promise<T>) => uniqueAs409(write, 'NAME_TAKEN', 'envanter.demirbas.api.kategoriAdVar');

export async function kategoriEkle(db: D1Database, isletmeId: number, kullaniciId: number, g: KategoriGirdisi): Promise<number> {
  return adTekil(async () => {
    const [row] = await db.batch<{ id: number }>([
      db.prepare('INSERT INTO envanter_kategori (isletme_id, ad, alanlar, bakim_aralik_gun) VALUES (?, ?, ?, ?) RETURNING id').bind(isletmeId, g.ad, JSON.stringify(g.alanlar), g.bakimAralikGun),
      logIfadesi(db, isletmeId, kullaniciId, { varlik: 'kategori', varlikId: null, varlikIdSql: { sql: '(SELECT max(id) FROM envanter_kategori WHERE isletme_id = ?)', binds: [isletmeId] }, islem: 'ekle', ozet: { ad: g.ad } }),
    ]);
    return row!.results[0]!.id;
  });
}

export async function kategoriGuncelle(db: D1Database, isletmeId: number, kullaniciId: number, id: number, g: KategoriGirdisi): Promise<void> {
  const eski = await kategoriBul(db, isletmeId, id);
  await adTekil(() => db.batch([
    db.prepare('UPDATE envanter_kategori SET ad = ?, alanlar = ?, bakim_aralik_gun = ? WHERE id = ? AND isletme_id = ?').bind(g.ad, JSON.stringify(g.alanlar), g.bakimAralikGun, id, isletmeId),
    logIfadesi(db, isletmeId, kullaniciId, { varlik: 'kategori', varlikId: id, islem: 'guncelle', ozet: { ad: g.ad, eskiAd: eski.ad } }),
  ]));
}

/** Only a category no asset uses can go (its assets keep their custom values otherwise). */
export async function kategoriSil(db: D1Database, isletmeId: number, kullaniciId: number, id: number): Promise<void> {
  const k = await kategoriBul(db, isletmeId, id);
  if (k.demirbasSayisi > 0) throw new ApiError(409, 'CATEGORY_IN_USE', 'envanter.demirbas.api.kategoriDolu', { sayi: k.demirbasSayisi });
  await db.batch([
    db.prepare('DELETE FROM envanter_kategori WHERE id = ? AND isletme_id = ? AND NOT EXISTS (SELECT 1 FROM envanter_demirbas WHERE kategori_id = ?)').bind(id, isletmeId, id),
    logIfadesi(db, isletmeId, kullaniciId, { varlik: 'kategori', varlikId: id, islem: 'sil', ozet: { ad: k.ad } }),
  ]);
}
