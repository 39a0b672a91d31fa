import { fisDuzeni, type FisDuzeni, type FisSablonu, type IsletmePosSecimi, type OdemeYontemi, type PosTanimlari, type YaziciProfili } from '@lib/pos';
import type { FisSablonuGirdisi, PosIzinleri, YaziciProfiliGirdisi } from '@lib/schemas/pos';

/** POS definitions (platform) and a venue's choice among them. */

interface SablonRow { id: number; ad: string; ust_satirlar: string; alt_satirlar: string; logo_goster: number; izinli: number; varsayilan: number }
interface ProfilRow { id: number; ad: string; kagit_mm: number; satir_karakter: number; izinli: number; varsayilan: number }

const dizi = (json: string): string[] => {
  try {
    const x: unknown = JSON.parse(json);
    return Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
};

/** Everything in one batch (one round trip). */
export async function posTanimlari(db: D1Database): Promise<PosTanimlari> {
  const [y, s, p] = await db.batch([
    db.prepare('SELECT kod, etiket, sira, izinli FROM pos_odeme_yontemi ORDER BY sira, kod'),
    db.prepare('SELECT id, ad, ust_satirlar, alt_satirlar, logo_goster, izinli, varsayilan FROM pos_fis_sablonu ORDER BY ad COLLATE NOCASE, id'),
    db.prepare('SELECT id, ad, kagit_mm, satir_karakter, izinli, varsayilan FROM pos_yazici_profili ORDER BY ad COLLATE NOCASE, id'),
  ]);
  return {
    yontemler: (y!.results as { kod: OdemeYontemi['kod']; etiket: string; sira: number; izinli: number }[]).map((r) => ({ ...r, izinli: r.izinli === 1 })),
    sablonlar: (s!.results as unknown as SablonRow[]).map((r): FisSablonu => ({ id: r.id, ad: r.ad, ustSatirlar: dizi(r.ust_satirlar), altSatirlar: dizi(r.alt_satirlar), logoGoster: r.logo_goster === 1, izinli: r.izinli === 1, varsayilan: r.varsayilan === 1 })),
    profiller: (p!.results as unknown as ProfilRow[]).map((r): YaziciProfili => ({ id: r.id, ad: r.ad, kagitMm: r.kagit_mm, satirKarakter: r.satir_karakter, izinli: r.izinli === 1, varsayilan: r.varsayilan === 1 })),
  };
}

export async function odemeYontemleriKaydet(db: D1Database, yontemler: readonly OdemeYontemi[]): Promise<void> {
  const stmt = db.prepare('UPDATE pos_odeme_yontemi SET etiket = ?, sira = ?, izinli = ? WHERE kod = ?');
  await db.batch(yontemler.map((y) => stmt.bind(y.etiket, y.sira, y.izinli ? 1 : 0, y.kod)));
}

/** Allowed sets and defaults in one batch; every id must exist (the caller checked) and each default be allowed. */
export async function posIzinleriKaydet(db: D1Database, izin: PosIzinleri): Promise<void> {
  await db.batch([
    db.prepare('UPDATE pos_fis_sablonu SET varsayilan = 0 WHERE varsayilan = 1'),
    db.prepare('UPDATE pos_yazici_profili SET varsayilan = 0 WHERE varsayilan = 1'),
    db.prepare("UPDATE pos_fis_sablonu SET izinli = (id IN (SELECT value FROM json_each(?))), varsayilan = (id IS ?), guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')").bind(JSON.stringify(izin.sablonlar), izin.varsayilanSablonId),
    db.prepare("UPDATE pos_yazici_profili SET izinli = (id IN (SELECT value FROM json_each(?))), varsayilan = (id IS ?), guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')").bind(JSON.stringify(izin.profiller), izin.varsayilanProfilId),
  ]);
}

export async function sablonEkle(db: D1Database, g: FisSablonuGirdisi): Promise<number> {
  const row = await db.prepare('INSERT INTO pos_fis_sablonu (ad, ust_satirlar, alt_satirlar, logo_goster) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(g.ad, JSON.stringify(g.ustSatirlar), JSON.stringify(g.altSatirlar), g.logoGoster ? 1 : 0).first<{ id: number }>();
  return row!.id;
}

export async function sablonGuncelle(db: D1Database, id: number, g: FisSablonuGirdisi): Promise<boolean> {
  const r = await db.prepare("UPDATE pos_fis_sablonu SET ad = ?, ust_satirlar = ?, alt_satirlar = ?, logo_goster = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
    .bind(g.ad, JSON.stringify(g.ustSatirlar), JSON.stringify(g.altSatirlar), g.logoGoster ? 1 : 0, id).run();
  return (r.meta.changes ?? 0) > 0;
}

export async function profilEkle(db: D1Database, g: YaziciProfiliGirdisi): Promise<number> {
  const row = await db.prepare('INSERT INTO pos_yazici_profili (ad, kagit_mm, satir_karakter) VALUES (?, ?, ?) RETURNING id').bind(g.ad, g.kagitMm, g.satirKarakter).first<{ id: number }>();
  return row!.id;
}

export async function profilGuncelle(db: D1Database, id: number, g: YaziciProfiliGirdisi): Promise<boolean> {
  const r = await db.prepare("UPDATE pos_yazici_profili SET ad = ?, kagit_mm = ?, satir_karakter = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
    .bind(g.ad, g.kagitMm, g.satirKarakter, id).run();
  return (r.meta.changes ?? 0) > 0;
}

/**
 * Deletes a definition that is not the platform default: venues that chose it fall back to the default (their
 * choice is cleared in the same batch). 'yok' | 'varsayilan' | 'silindi'.
 */
export async function tanimSil(db: D1Database, tur: 'sablon' | 'profil', id: number): Promise<'yok' | 'varsayilan' | 'silindi'> {
  const tablo = tur === 'sablon' ? 'pos_fis_sablonu' : 'pos_yazici_profili';
  const kolon = tur === 'sablon' ? 'sablon_id' : 'profil_id';
  const row = await db.prepare(`SELECT varsayilan FROM ${tablo} WHERE id = ?`).bind(id).first<{ varsayilan: number }>();
  if (!row) return 'yok';
  if (row.varsayilan === 1) return 'varsayilan';
  const [, silinen] = await db.batch([
    db.prepare(`UPDATE isletme_pos SET ${kolon} = NULL WHERE ${kolon} = ?`).bind(id),
    db.prepare(`DELETE FROM ${tablo} WHERE id = ? AND varsayilan = 0`).bind(id),
  ]);
  return (silinen!.meta.changes ?? 0) > 0 ? 'silindi' : 'varsayilan';
}

/** The venue's choice and its own receipt header/footer (Parametreler → Fiş), one query. */
export async function isletmePosSecimi(db: D1Database, isletmeId: number): Promise<IsletmePosSecimi> {
  const row = await db.prepare(`SELECT (SELECT sablon_id FROM isletme_pos WHERE isletme_id = i.id) AS sablon_id,
      (SELECT profil_id FROM isletme_pos WHERE isletme_id = i.id) AS profil_id,
      coalesce(p.fis_ust_bilgi, '') AS ust_metin, coalesce(p.fis_alt_bilgi, '') AS alt_metin
    FROM isletme i LEFT JOIN isletme_parametre p ON p.isletme_id = i.id WHERE i.id = ?`).bind(isletmeId)
    .first<{ sablon_id: number | null; profil_id: number | null; ust_metin: string; alt_metin: string }>();
  return { sablonId: row?.sablon_id ?? null, profilId: row?.profil_id ?? null, ustMetin: row?.ust_metin ?? '', altMetin: row?.alt_metin ?? '' };
}

export async function isletmePosKaydet(db: D1Database, isletmeId: number, sablonId: number | null, profilId: number | null): Promise<void> {
  await db.prepare(`INSERT INTO isletme_pos (isletme_id, sablon_id, profil_id) VALUES (?, ?, ?)
    ON CONFLICT (isletme_id) DO UPDATE SET sablon_id = excluded.sablon_id, profil_id = excluded.profil_id, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)
    .bind(isletmeId, sablonId, profilId).run();
}

/** The venue's view: what it may choose (allowed only), what it chose, and the resolved ticket. */
export async function isletmePos(db: D1Database, isletmeId: number): Promise<{ secenekler: PosTanimlari; secim: IsletmePosSecimi; fis: FisDuzeni }> {
  const [tanim, secim] = await Promise.all([posTanimlari(db), isletmePosSecimi(db, isletmeId)]);
  const secenekler: PosTanimlari = { yontemler: tanim.yontemler.filter((y) => y.izinli), sablonlar: tanim.sablonlar.filter((s) => s.izinli), profiller: tanim.profiller.filter((p) => p.izinli) };
  return { secenekler, secim, fis: fisDuzeni(tanim, secim) };
}
