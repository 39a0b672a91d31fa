import { VARSAYILAN_SABLON, yenilenmeli, type YuvarlamaYonu } from '@lib/ikinciel/ilan';
import type { AyarSchema, Ayar, Ilan, IlanDurumu, IlanListesi, IlanSchema, IlanGuncelleSchema } from '@lib/schemas/ikinciel/ikinciel';
import type * as v from 'valibot';
import { ApiError } from '@worker/http/envelope';
import { CIHAZ_SQL, cihazYok, fotolarOku, ozellikOku, ozetCevir, type CihazRow } from './ortak';

/** Marketplace listings composed from items for sale, and the venue's composer settings. */

const ilanYok = () => new ApiError(404, 'NOT_FOUND', 'ikinciel.api.ilanYok');

/** Listing moves: draft → live → sold / removed; a removed one can be drafted again. */
const ILAN_GECISLERI: Record<IlanDurumu, readonly IlanDurumu[]> = {
  taslak: ['yayinda', 'kaldirildi'],
  yayinda: ['yayinda', 'satildi', 'kaldirildi'],
  satildi: [],
  kaldirildi: ['taslak'],
};
export const ilanGecisVar = (from: IlanDurumu, to: IlanDurumu) => ILAN_GECISLERI[from].includes(to);

export async function ayarOku(db: D1Database, isletmeId: number): Promise<Ayar> {
  const r = await db.prepare('SELECT sablon, yuvarlama_adim, yuvarlama_yon, yenile_gun FROM ikinciel_ayar WHERE isletme_id = ?').bind(isletmeId)
    .first<{ sablon: string; yuvarlama_adim: number; yuvarlama_yon: YuvarlamaYonu; yenile_gun: number }>();
  return r ? { sablon: r.sablon, yuvarlamaAdim: r.yuvarlama_adim, yuvarlamaYon: r.yuvarlama_yon, yenileGun: r.yenile_gun } : { sablon: VARSAYILAN_SABLON, yuvarlamaAdim: 5000, yuvarlamaYon: 'asagi', yenileGun: 14 };
}

export async function ayarKaydet(db: D1Database, isletmeId: number, g: v.InferOutput<typeof AyarSchema>): Promise<void> {
  await db.prepare(`INSERT INTO ikinciel_ayar (isletme_id, sablon, yuvarlama_adim, yuvarlama_yon, yenile_gun) VALUES (?1, ?2, ?3, ?4, ?5)
      ON CONFLICT (isletme_id) DO UPDATE SET sablon = ?2, yuvarlama_adim = ?3, yuvarlama_yon = ?4, yenile_gun = ?5`)
    .bind(isletmeId, g.sablon, g.yuvarlamaAdim, g.yuvarlamaYon, g.yenileGun).run();
}

interface IlanRow { id: number; cihaz_id: number; durum: IlanDurumu; baslik: string; aciklama: string; fiyat_kurus: number; url: string; yayin_tarihi: string | null }

function ilanCevir(r: IlanRow, c: CihazRow, bugun: string, yenileGun: number): Ilan {
  return {
    id: r.id, cihazId: r.cihaz_id, durum: r.durum, baslik: r.baslik, aciklama: r.aciklama, fiyatKurus: r.fiyat_kurus, url: r.url, yayinTarihi: r.yayin_tarihi,
    yenilenmeli: r.durum === 'yayinda' && yenilenmeli(r.yayin_tarihi, bugun, yenileGun),
    cihaz: { tur: c.tur, marka: c.marka, model: c.model, kondisyon: c.kondisyon, kondisyonNot: c.kondisyon_not, ozellik: ozellikOku(c.ozellik), fotolar: fotolarOku(c.fotolar), durum: c.durum, istenenKurus: c.istenen_kurus, garantiGun: c.garanti_gun },
  };
}

export async function ilanlar(db: D1Database, isletmeId: number, bugun: string): Promise<IlanListesi> {
  const [ilanSonuc, cihazSonuc] = await db.batch([
    db.prepare('SELECT id, cihaz_id, durum, baslik, aciklama, fiyat_kurus, url, yayin_tarihi FROM ikinciel_ilan WHERE isletme_id = ? ORDER BY id DESC LIMIT 500').bind(isletmeId),
    db.prepare(`${CIHAZ_SQL} WHERE c.isletme_id = ? AND (c.durum IN ('satista', 'rezerve') OR c.id IN (SELECT cihaz_id FROM ikinciel_ilan WHERE isletme_id = ?))`).bind(isletmeId, isletmeId),
  ]);
  const ayar = await ayarOku(db, isletmeId);
  const cihazlar = new Map((cihazSonuc!.results as unknown as CihazRow[]).map((c) => [c.id, c]));
  const rows = ilanSonuc!.results as unknown as IlanRow[];
  const canli = new Set(rows.filter((r) => r.durum === 'taslak' || r.durum === 'yayinda').map((r) => r.cihaz_id));
  return {
    ilanlar: rows.filter((r) => cihazlar.has(r.cihaz_id)).map((r) => ilanCevir(r, cihazlar.get(r.cihaz_id)!, bugun, ayar.yenileGun)),
    adaylar: [...cihazlar.values()].filter((c) => (c.durum === 'satista' || c.durum === 'rezerve') && !canli.has(c.id))
      .map((c) => ({ ...ozetCevir(c), ozellik: ozellikOku(c.ozellik), kondisyonNot: c.kondisyon_not, fotolar: fotolarOku(c.fotolar) })),
    ayar,
    bugun,
  };
}

async function ilanRow(db: D1Database, isletmeId: number, id: number): Promise<IlanRow> {
  const r = await db.prepare('SELECT id, cihaz_id, durum, baslik, aciklama, fiyat_kurus, url, yayin_tarihi FROM ikinciel_ilan WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).first<IlanRow>();
  if (!r) throw ilanYok();
  return r;
}

export async function ilanOku(db: D1Database, isletmeId: number, id: number, bugun: string): Promise<Ilan> {
  const r = await ilanRow(db, isletmeId, id);
  const c = await db.prepare(`${CIHAZ_SQL} WHERE c.id = ? AND c.isletme_id = ?`).bind(r.cihaz_id, isletmeId).first<CihazRow>();
  if (!c) throw ilanYok();
  return ilanCevir(r, c, bugun, (await ayarOku(db, isletmeId)).yenileGun);
}

/** A draft for an item on sale; one live (draft or published) listing per item. */
export async function ilanEkle(db: D1Database, isletmeId: number, g: v.InferOutput<typeof IlanSchema>): Promise<number> {
  const c = await db.prepare('SELECT durum FROM ikinciel_cihaz WHERE id = ? AND isletme_id = ?').bind(g.cihazId, isletmeId).first<{ durum: string }>();
  if (!c) throw cihazYok();
  if (c.durum !== 'satista' && c.durum !== 'rezerve') throw new ApiError(409, 'NOT_FOR_SALE', 'ikinciel.api.satistaDegil');
  const row = await db.prepare(`INSERT INTO ikinciel_ilan (isletme_id, cihaz_id, baslik, aciklama, fiyat_kurus) SELECT ?1, ?2, ?3, ?4, ?5
      WHERE NOT EXISTS (SELECT 1 FROM ikinciel_ilan WHERE cihaz_id = ?2 AND isletme_id = ?1 AND durum IN ('taslak', 'yayinda')) RETURNING id`)
    .bind(isletmeId, g.cihazId, g.baslik, g.aciklama, g.fiyatKurus).first<{ id: number }>();
  if (!row) throw new ApiError(409, 'LISTING_EXISTS', 'ikinciel.api.ilanVar');
  return row.id;
}

export async function ilanGuncelle(db: D1Database, isletmeId: number, id: number, g: v.InferOutput<typeof IlanGuncelleSchema>): Promise<void> {
  const r = await ilanRow(db, isletmeId, id);
  if (r.durum === 'satildi') throw new ApiError(409, 'LISTING_CLOSED', 'ikinciel.api.ilanKapali');
  await db.prepare("UPDATE ikinciel_ilan SET baslik = ?3, aciklama = ?4, fiyat_kurus = ?5, guncelleme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND isletme_id = ?2")
    .bind(id, isletmeId, g.baslik, g.aciklama, g.fiyatKurus).run();
}

/** Publish (with the pasted URL), renew, mark sold or removed; nonsense moves are 409. */
export async function ilanDurum(db: D1Database, isletmeId: number, id: number, g: { durum: IlanDurumu; url: string; yenile: boolean }, bugun: string): Promise<void> {
  const r = await ilanRow(db, isletmeId, id);
  if (!ilanGecisVar(r.durum, g.durum)) throw new ApiError(409, 'STATUS_MOVE', 'ikinciel.api.ilanGecisYok');
  const yayin = g.durum === 'yayinda' && (r.durum !== 'yayinda' || g.yenile) ? bugun : r.yayin_tarihi;
  const url = g.durum === 'yayinda' ? g.url : r.url;
  const s = await db.prepare("UPDATE ikinciel_ilan SET durum = ?3, url = ?4, yayin_tarihi = ?5, guncelleme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND isletme_id = ?2 AND durum = ?6")
    .bind(id, isletmeId, g.durum, url, yayin, r.durum).run();
  if ((s.meta.changes ?? 0) === 0) throw new ApiError(409, 'STATUS_MOVE', 'ikinciel.api.ilanGecisYok');
}

export async function ilanSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const s = await db.prepare('DELETE FROM ikinciel_ilan WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).run();
  if ((s.meta.changes ?? 0) === 0) throw ilanYok();
}
