import type { TakipKurali } from '@lib/crm/kural';
import { aramaHazirla, musteriEslesir } from '@lib/schemas/musteri';
import type { ManuelTakip, TakipDegisikligi, TakipSatiri, TakipSayfasi, TakipSekmesi } from '@lib/schemas/crm/takip';
import { ApiError } from '@worker/http/envelope';

/**
 * The follow-up list: one venue's crm_takip rows over the index (isletme_id, durum, vade), filtered by tab, rule,
 * staff member and "mine"; erased customers never appear. The text search folds name and phone with katla in JS
 * (the customer book has no folded column; the same matcher as the customer pickers), only when a search is typed.
 */

export const SAYFA_BOYU = 50;

interface Satir { id: number; musteri_id: number; ad_soyad: string; telefon: string; kural: TakipKurali; neden: string; vade: string; personel_id: number | null; personel_ad: string | null; durum: TakipSatiri['durum']; sonuc: TakipSatiri['sonuc']; son_gonderim: string | null; kapanis: string | null }

export const SATIR_SQL = `SELECT t.id, t.musteri_id, m.ad_soyad, m.telefon, t.kural, t.neden, t.vade, t.personel_id, p.ad AS personel_ad, t.durum, t.sonuc, t.son_gonderim, t.kapanis
  FROM crm_takip t JOIN musteri m ON m.id = t.musteri_id AND m.silinme_zamani IS NULL LEFT JOIN personel p ON p.id = t.personel_id`;

function nedenOku(json: string): Record<string, string | number> {
  try {
    const v = JSON.parse(json) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string | number>) : {};
  } catch {
    return {};
  }
}

export const satir = (r: Satir): TakipSatiri => ({
  id: r.id, musteri: { id: r.musteri_id, ad: r.ad_soyad, telefon: r.telefon }, kural: r.kural, neden: nedenOku(r.neden), vade: r.vade,
  personel: r.personel_id === null ? null : { id: r.personel_id, ad: r.personel_ad ?? '' }, durum: r.durum, sonuc: r.sonuc, sonGonderim: r.son_gonderim, kapanis: r.kapanis,
});

export interface TakipFiltresi { sekme: TakipSekmesi; benimKullaniciId: number | null; kural?: TakipKurali; personel?: number; q?: string }

function kosullar(isletmeId: number, f: TakipFiltresi, bugun: string): { where: string; binds: unknown[]; sira: string } {
  const w = ['t.isletme_id = ?'];
  const b: unknown[] = [isletmeId];
  let sira = 't.vade, t.id';
  if (f.sekme === 'tamam' || f.sekme === 'atlandi') {
    w.push('t.durum = ?');
    b.push(f.sekme);
    sira = 't.vade DESC, t.id DESC';
  } else {
    w.push("t.durum = 'acik'");
    if (f.sekme === 'bugun') { w.push('t.vade = ?'); b.push(bugun); }
    if (f.sekme === 'gecikmis') { w.push('t.vade < ?'); b.push(bugun); }
  }
  if (f.kural) { w.push('t.kural = ?'); b.push(f.kural); }
  if (f.personel) { w.push('t.personel_id = ?'); b.push(f.personel); }
  if (f.benimKullaniciId !== null) { w.push('t.personel_id IN (SELECT id FROM personel WHERE isletme_id = ? AND kullanici_id = ?)'); b.push(isletmeId, f.benimKullaniciId); }
  return { where: w.join(' AND '), binds: b, sira };
}

export async function takipler(db: D1Database, isletmeId: number, f: TakipFiltresi, bugun: string, sayfa: number, boyut = SAYFA_BOYU): Promise<TakipSayfasi> {
  const { where, binds, sira } = kosullar(isletmeId, f, bugun);
  const arama = aramaHazirla(f.q ?? '');
  if (arama.rakam !== null || arama.kelimeler.length > 0) {
    const { results } = await db.prepare(`${SATIR_SQL} WHERE ${where} ORDER BY ${sira}`).bind(...binds).all<Satir>();
    const uyan = results.filter((r) => musteriEslesir({ adSoyad: r.ad_soyad, telefon: r.telefon, email: null }, arama));
    return { satirlar: uyan.slice((sayfa - 1) * boyut, sayfa * boyut).map(satir), toplam: uyan.length, sayfa, sayfaBoyu: boyut, bugun };
  }
  const [liste, sayi] = await db.batch([
    db.prepare(`${SATIR_SQL} WHERE ${where} ORDER BY ${sira} LIMIT ? OFFSET ?`).bind(...binds, boyut, (sayfa - 1) * boyut),
    db.prepare(`SELECT count(*) AS n FROM crm_takip t JOIN musteri m ON m.id = t.musteri_id AND m.silinme_zamani IS NULL WHERE ${where}`).bind(...binds),
  ]);
  return { satirlar: (liste!.results as Satir[]).map(satir), toplam: (sayi!.results[0] as { n: number }).n, sayfa, sayfaBoyu: boyut, bugun };
}

/** One follow-up of the venue (not of an erased customer), else 404. */
export async function takipBul(db: D1Database, isletmeId: number, id: number): Promise<TakipSatiri> {
  const r = await db.prepare(`${SATIR_SQL} WHERE t.id = ? AND t.isletme_id = ?`).bind(id, isletmeId).first<Satir>();
  if (!r) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return satir(r);
}

/** The next open follow-up assigned to the caller: overdue first, then today's, then the earliest. */
export async function siradakiBenim(db: D1Database, isletmeId: number, kullaniciId: number): Promise<number | null> {
  const r = await db.prepare(`SELECT t.id FROM crm_takip t JOIN musteri m ON m.id = t.musteri_id AND m.silinme_zamani IS NULL
      WHERE t.isletme_id = ? AND t.durum = 'acik' AND t.personel_id IN (SELECT id FROM personel WHERE isletme_id = ? AND kullanici_id = ?)
      ORDER BY t.vade, t.id LIMIT 1`).bind(isletmeId, isletmeId, kullaniciId).first<{ id: number }>();
  return r?.id ?? null;
}

export async function personelDogrula(db: D1Database, isletmeId: number, personelId: number | null | undefined): Promise<void> {
  if (personelId === null || personelId === undefined) return;
  const p = await db.prepare('SELECT 1 FROM personel WHERE id = ? AND isletme_id = ?').bind(personelId, isletmeId).first();
  if (!p) throw new ApiError(422, 'VALIDATION', 'crm.takip.api.personelYok');
}

export async function manuelEkle(db: D1Database, isletmeId: number, kullaniciId: number, g: ManuelTakip): Promise<number> {
  const m = await db.prepare('SELECT 1 FROM musteri WHERE id = ? AND isletme_id = ? AND silinme_zamani IS NULL').bind(g.musteriId, isletmeId).first();
  if (!m) throw new ApiError(422, 'VALIDATION', 'crm.takip.api.musteriYok');
  await personelDogrula(db, isletmeId, g.personelId);
  const r = await db.prepare(`INSERT INTO crm_takip (isletme_id, musteri_id, kural, anahtar, neden, vade, personel_id, kullanici_id)
      VALUES (?, ?, 'manuel', ?, ?, ?, ?, ?) RETURNING id`)
    .bind(isletmeId, g.musteriId, `m${crypto.randomUUID()}`, JSON.stringify({ metin: g.metin }), g.vade, g.personelId, kullaniciId).first<{ id: number }>();
  return r!.id;
}

/** Assign, change the due day, skip (atlandi) or reopen. */
export async function takipDegistir(db: D1Database, isletmeId: number, id: number, g: TakipDegisikligi): Promise<void> {
  await takipBul(db, isletmeId, id);
  await personelDogrula(db, isletmeId, g.personelId);
  const set: string[] = [];
  const b: unknown[] = [];
  if (g.personelId !== undefined) { set.push('personel_id = ?'); b.push(g.personelId); }
  if (g.vade !== undefined) { set.push('vade = ?'); b.push(g.vade); }
  if (g.durum === 'atlandi') set.push("durum = 'atlandi', kapanis = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
  if (g.durum === 'acik') set.push("durum = 'acik', kapanis = NULL, sonuc = NULL");
  await db.prepare(`UPDATE crm_takip SET ${set.join(', ')} WHERE id = ? AND isletme_id = ?`).bind(...b, id, isletmeId).run();
}

/** The venue's staff for the assignee pickers (people who left are kept only if something still points at them). */
export async function personeller(db: D1Database, isletmeId: number): Promise<{ id: number; ad: string; aktif: boolean }[]> {
  const { results } = await db.prepare('SELECT id, ad, aktif FROM personel WHERE isletme_id = ? ORDER BY aktif DESC, ad COLLATE NOCASE, id').bind(isletmeId).all<{ id: number; ad: string; aktif: number }>();
  return results.map((p) => ({ id: p.id, ad: p.ad, aktif: p.aktif === 1 }));
}

/** Customers for the manual follow-up picker: name words folded, or phone digits; never erased ones. */
export async function musteriAra(db: D1Database, isletmeId: number, q: string): Promise<{ id: number; ad: string; telefon: string }[]> {
  const arama = aramaHazirla(q);
  if (arama.rakam === null && arama.kelimeler.length === 0) return [];
  const { results } = await db.prepare('SELECT id, ad_soyad, telefon, email FROM musteri WHERE isletme_id = ? AND silinme_zamani IS NULL').bind(isletmeId).all<{ id: number; ad_soyad: string; telefon: string; email: string | null }>();
  return results
    .filter((r) => musteriEslesir({ adSoyad: r.ad_soyad, telefon: r.telefon, email: r.email }, arama))
    .sort((a, b) => a.ad_soyad.localeCompare(b.ad_soyad, 'tr') || a.id - b.id)
    .slice(0, 20)
    .map((r) => ({ id: r.id, ad: r.ad_soyad, telefon: r.telefon }));
}
