import { ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import type { IsletmeDetayi, IsletmeEkle, IsletmeGuncelle, IsletmeSatiri, IsletmeTuru } from '@lib/schemas/admin/isletmeler';
import { LISANS_MODULLERI, type LisansModulu, type LisansPlani } from '@lib/lisans';
import { bugun, gunEkle, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { ApiError } from '@worker/http/envelope';
import { isUniqueViolation } from '@worker/http/validation';
import { isletmeHali, type LisansSutunlari } from './isletme-durum';

/** Venues and their owners for the platform admin (/api/admin/isletmeler): all SQL of the venues screen. */

/** An owner account that has not set its password yet carries this unusable hash (verifyPassword never matches it). */
export const DAVET_HASH_ONEKI = 'davet$';

interface IsletmeRow extends LisansSutunlari {
  id: number;
  ad: string;
  url_adi: string;
  tur: IsletmeTuru;
  sehir: string | null;
  telefon: string | null;
  adres: string | null;
  askiya_alma_nedeni: string | null;
  olusturma_zamani: string;
  sahip_id: number | null;
  sahip_ad: string | null;
  sahip_email: string | null;
  sahip_hash: string | null;
  operator: number;
  lisans_moduller: string | null;
  lisans_koltuk: number | null;
  lisans_baslangic: string | null;
}

const SATIR_SQL = `SELECT i.id, i.ad, i.url_adi, i.tur, i.sehir, i.telefon, i.adres, i.saat_dilimi, i.askiya_alma_zamani, i.askiya_alma_nedeni,
       i.olusturma_zamani, k.id AS sahip_id, k.ad_soyad AS sahip_ad, k.email AS sahip_email, k.sifre_hash AS sahip_hash,
       (SELECT count(*) FROM isletme_kullanici ik WHERE ik.isletme_id = i.id AND ik.aktif = 1) AS operator,
       l.plan AS lisans_plan, l.bitis AS lisans_bitis, l.deneme AS lisans_deneme, l.ek_sure_gun AS lisans_ek_sure_gun,
       l.moduller AS lisans_moduller, l.koltuk AS lisans_koltuk, l.baslangic AS lisans_baslangic
  FROM isletme i
  LEFT JOIN kullanici k ON k.id = i.sahip_kullanici_id
  LEFT JOIN lisans l ON l.isletme_id = i.id`;

/** The platform's default grace period (a licence without its own). */
export async function varsayilanEkSure(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT ek_sure_gun FROM platform_ayar WHERE id = 1').first<number>('ek_sure_gun')) ?? 7;
}

function satir(row: IsletmeRow, ekSure: number, now: number): IsletmeSatiri {
  const { hali, durum } = isletmeHali(row, ekSure, now);
  return {
    id: row.id,
    ad: row.ad,
    urlAdi: row.url_adi,
    tur: row.tur,
    sehir: row.sehir ?? '',
    sahip: row.sahip_id === null ? null : { id: row.sahip_id, adSoyad: row.sahip_ad ?? '', email: row.sahip_email ?? '', davetBekliyor: (row.sahip_hash ?? '').startsWith(DAVET_HASH_ONEKI) },
    lisans: row.lisans_plan === null || row.lisans_bitis === null || hali === null ? null : { plan: row.lisans_plan, bitis: row.lisans_bitis, hali },
    durum,
    askiyaNedeni: row.askiya_alma_nedeni,
    operator: row.operator,
    olusturma: row.olusturma_zamani,
  };
}

/** Every venue as a list row, newest first (the list filters and searches them in JS: katla, the licence rule). */
export async function tumIsletmeler(db: D1Database, now = Date.now()): Promise<IsletmeSatiri[]> {
  const [{ results }, ekSure] = await Promise.all([db.prepare(`${SATIR_SQL} ORDER BY i.id DESC`).all<IsletmeRow>(), varsayilanEkSure(db)]);
  return results.map((row) => satir(row, ekSure, now));
}

/** One venue with its contact details and licence summary, else 404. */
export async function isletmeDetayi(db: D1Database, id: number, now = Date.now()): Promise<IsletmeDetayi> {
  const [row, ekSure] = await Promise.all([db.prepare(`${SATIR_SQL} WHERE i.id = ?`).bind(id).first<IsletmeRow>(), varsayilanEkSure(db)]);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  let moduller: LisansModulu[] = [];
  try {
    const list: unknown = JSON.parse(row.lisans_moduller ?? '[]');
    if (Array.isArray(list)) moduller = LISANS_MODULLERI.filter((m) => list.includes(m));
  } catch {
    moduller = [];
  }
  return {
    ...satir(row, ekSure, now),
    telefon: row.telefon ?? '',
    adres: row.adres ?? '',
    saatDilimi: row.saat_dilimi,
    askiyaZamani: row.askiya_alma_zamani,
    lisansOzeti: row.lisans_plan === null || row.lisans_bitis === null
      ? null
      : { plan: row.lisans_plan as LisansPlani, moduller, koltuk: row.lisans_koltuk ?? 0, baslangic: row.lisans_baslangic ?? '', bitis: row.lisans_bitis, deneme: row.lisans_deneme === 1, ekSureGun: row.lisans_ek_sure_gun ?? ekSure },
  };
}

/** An account by e-mail, to decide between a new owner and an existing operator. */
export async function hesapBul(db: D1Database, email: string) {
  return db.prepare('SELECT id, kullanici_tipi FROM kullanici WHERE email = ?').bind(email).first<{ id: number; kullanici_tipi: number }>();
}

/** A lead that has not become a venue yet, else 404 / 409. */
export async function talepDenetle(db: D1Database, talepId: number): Promise<void> {
  const talep = await db.prepare('SELECT isletme_id FROM talep WHERE id = ?').bind(talepId).first<{ isletme_id: number | null }>();
  if (!talep) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  if (talep.isletme_id !== null) throw new ApiError(409, 'LEAD_CONVERTED', 'admin.isletme.e.talepKullanildi');
}

const urlAdiAlindi = (error: unknown): never => {
  if (isUniqueViolation(error, 'url_adi')) throw new ApiError(409, 'URL_TAKEN', 'admin.isletme.e.urlAdiAlindi');
  if (isUniqueViolation(error, 'email')) throw new ApiError(409, 'EMAIL_TAKEN', 'error.emailTaken');
  throw error;
};

export interface EkleSecenekleri {
  /** the existing operator who becomes the owner, or null for a new account with this unusable hash */
  mevcutKullaniciId: number | null;
  davetHash: string;
  adminId: number;
  now: number;
}

/**
 * The venue, its trial licence (every module, platform trial length, from the venue's today), the owner (a new
 * account without a usable password, or an existing operator), a "Tam Yetki" set copied from the platform template,
 * the membership, the log row and the lead marked won: one batch, so nothing half-made is ever left behind.
 */
export async function isletmeEkle(db: D1Database, g: IsletmeEkle, o: EkleSecenekleri): Promise<{ id: number; sahipId: number }> {
  const isletme = '(SELECT id FROM isletme WHERE url_adi = ?)';
  const kullanici = o.mevcutKullaniciId === null ? '(SELECT id FROM kullanici WHERE email = ?)' : '?';
  const kullaniciDeger = o.mevcutKullaniciId ?? g.sahipEmail;
  const ayar = await db.prepare('SELECT deneme_gun FROM platform_ayar WHERE id = 1').first<{ deneme_gun: number }>();
  // a new venue starts in the product's zone (isletme.saat_dilimi default); its today is that zone's today
  const baslangic = bugun(VARSAYILAN_DILIM, o.now);
  const bitis = gunEkle(baslangic, (ayar?.deneme_gun ?? 14) - 1);
  const statements = [
    db.prepare('INSERT INTO isletme (ad, url_adi, tur, sehir, telefon) VALUES (?, ?, ?, ?, ?) RETURNING id').bind(g.ad, g.urlAdi, g.tur, g.sehir || null, g.telefon || null),
  ];
  if (o.mevcutKullaniciId === null) {
    statements.push(db.prepare('INSERT INTO kullanici (email, ad_soyad, sifre_hash, kullanici_tipi) VALUES (?, ?, ?, 2)').bind(g.sahipEmail, g.sahipAdSoyad, o.davetHash));
  }
  statements.push(
    db.prepare(`INSERT INTO lisans (isletme_id, plan, moduller, koltuk, baslangic, bitis, deneme) VALUES (${isletme}, 'deneme', ?, ?, ?, ?, 1)`)
      .bind(g.urlAdi, JSON.stringify(LISANS_MODULLERI), g.koltuk, baslangic, bitis),
    db.prepare(
      `INSERT INTO yetki_seti (isletme_id, kapsam, ad, aciklama, yetkiler)
       VALUES (${isletme}, 'isletme', 'Tam Yetki',
               coalesce((SELECT aciklama FROM yetki_seti WHERE isletme_id IS NULL AND kapsam = 'isletme' AND ad = 'Tam Yetki'), 'İşletme sahibi'),
               coalesce((SELECT yetkiler FROM yetki_seti WHERE isletme_id IS NULL AND kapsam = 'isletme' AND ad = 'Tam Yetki'), ?))`,
    ).bind(g.urlAdi, JSON.stringify([...ISLETME_PERMISSION_KEYS].sort())),
    db.prepare(
      `INSERT INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id)
       VALUES (${isletme}, ${kullanici}, (SELECT id FROM yetki_seti WHERE isletme_id = ${isletme} AND kapsam = 'isletme' AND ad = 'Tam Yetki'))`,
    ).bind(g.urlAdi, kullaniciDeger, g.urlAdi),
    db.prepare(`UPDATE isletme SET sahip_kullanici_id = ${kullanici} WHERE url_adi = ?`).bind(kullaniciDeger, g.urlAdi),
    db.prepare(`INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti) VALUES (?, ${isletme}, 'isletme.ekle', ?)`)
      .bind(o.adminId, g.urlAdi, JSON.stringify({ ad: g.ad, sahip: g.sahipEmail, yeniHesap: o.mevcutKullaniciId === null, talepId: g.talepId })),
  );
  if (g.talepId !== null) {
    // talepDenetle checked the lead is still open; the condition keeps a lead converted meanwhile pointing at its first venue
    statements.push(
      db.prepare(`UPDATE talep SET durum = 'kazanildi', isletme_id = ${isletme}, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND isletme_id IS NULL RETURNING id`)
        .bind(g.urlAdi, g.talepId),
    );
  }
  let sonuc: D1Result[];
  try {
    sonuc = await db.batch(statements);
  } catch (error) {
    return urlAdiAlindi(error);
  }
  const id = (sonuc[0]!.results[0] as { id: number }).id;
  const sahipId = o.mevcutKullaniciId ?? (await db.prepare('SELECT id FROM kullanici WHERE email = ?').bind(g.sahipEmail).first<number>('id'))!;
  return { id, sahipId };
}

/** Name, type, city, phone, address and URL name; a taken URL name is 409. */
export async function isletmeGuncelle(db: D1Database, id: number, g: IsletmeGuncelle, adminId: number): Promise<void> {
  try {
    const [guncellenen] = await db.batch([
      db.prepare('UPDATE isletme SET ad = ?, tur = ?, url_adi = ?, sehir = ?, telefon = ?, adres = ?, menu_surum = menu_surum + 1 WHERE id = ? RETURNING id')
        .bind(g.ad, g.tur, g.urlAdi, g.sehir || null, g.telefon || null, g.adres || null, id),
      db.prepare("INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti) SELECT ?, id, 'isletme.guncelle', ? FROM isletme WHERE id = ?")
        .bind(adminId, JSON.stringify(g), id),
    ]);
    if (guncellenen!.results.length === 0) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  } catch (error) {
    if (error instanceof ApiError) throw error;
    urlAdiAlindi(error);
  }
}

/**
 * Suspends (neden given) or reopens (neden null) a venue, with its log row; a venue already in that state is 409
 * so two admins never log one change twice.
 */
export async function askiDurumu(db: D1Database, id: number, neden: string | null, adminId: number): Promise<void> {
  const var_ = await db.prepare('SELECT askiya_alma_zamani FROM isletme WHERE id = ?').bind(id).first<{ askiya_alma_zamani: string | null }>();
  if (!var_) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  const kosul = neden === null ? 'askiya_alma_zamani IS NOT NULL' : 'askiya_alma_zamani IS NULL';
  const [degisen] = await db.batch([
    db.prepare(`UPDATE isletme SET askiya_alma_zamani = ?, askiya_alma_nedeni = ? WHERE id = ? AND ${kosul} RETURNING id`)
      .bind(neden === null ? null : new Date().toISOString(), neden, id),
    // logged only when the update above changed the row (changes() of the statement before)
    db.prepare(`INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti) SELECT ?, ?, ?, ? WHERE changes() = 1`)
      .bind(adminId, id, neden === null ? 'isletme.ac' : 'isletme.askiya-al', JSON.stringify(neden === null ? {} : { neden })),
  ]);
  if (degisen!.results.length === 0) throw new ApiError(409, 'STATE_CHANGED', neden === null ? 'admin.isletme.e.askidaDegil' : 'admin.isletme.e.zatenAskida');
}

/** The owner of a venue as the invite link needs it (id, hash), else 404; null owner → 409. */
export async function sahipHesabi(db: D1Database, isletmeId: number) {
  const row = await db
    .prepare('SELECT i.id AS isletme_id, k.id, k.sifre_hash FROM isletme i LEFT JOIN kullanici k ON k.id = i.sahip_kullanici_id WHERE i.id = ?')
    .bind(isletmeId)
    .first<{ isletme_id: number; id: number | null; sifre_hash: string | null }>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return row.id === null || row.sifre_hash === null ? null : { id: row.id, sifreHash: row.sifre_hash };
}

/** Logs an admin action about a venue (a re-issued invite link). */
export async function platformLogu(db: D1Database, adminId: number, isletmeId: number, tur: string, ayrinti: Record<string, unknown>): Promise<void> {
  await db.prepare('INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti) VALUES (?, ?, ?, ?)').bind(adminId, isletmeId, tur, JSON.stringify(ayrinti)).run();
}
