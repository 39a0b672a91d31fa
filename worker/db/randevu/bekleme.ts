import type { Lang } from '@lib/i18n/languages';
import { metin, parseMetin } from '@lib/menu/text';
import { TEKLIF_DK_VARSAYILAN, type BeklemeDurumu } from '@lib/randevu/bekleme';
import type { BeklemeGirdisi, BeklemeListesi, BeklemeSatiri, TeklifDurumu } from '@lib/schemas/randevu/bekleme';
import type { GonderimKanali } from '@lib/schemas/randevu/hatirlatma';
import { ApiError } from '@worker/http/envelope';

/** The waitlist's rows: entries with their latest offer, the venue's offer lifetime, staff adds, edits and removals. */

const SIMDI = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

interface SatirRow {
  id: number; ad_soyad: string; telefon: string; hizmet_id: number; hizmet_ad: string; personel_id: number | null; personel_ad: string | null;
  tarih: string; pencere_bas: string; pencere_bit: string; durum: BeklemeDurumu; kaynak: BeklemeSatiri['kaynak']; olusturma: string; dil: string | null;
  t_id: number | null; t_personel_id: number | null; t_personel_ad: string | null; t_baslangic: string | null; t_bitis: string | null; t_son_zaman: string | null;
  t_durum: TeklifDurumu | null; t_kanal: GonderimKanali | null; t_zaman: string | null; t_kullanici: string | null;
}

const SATIR_SQL = `SELECT b.id, b.ad_soyad, b.telefon, b.hizmet_id, h.ad AS hizmet_ad, b.personel_id, p.ad AS personel_ad, b.tarih, b.pencere_bas, b.pencere_bit,
    b.durum, b.kaynak, b.olusturma, b.dil,
    t.id AS t_id, t.personel_id AS t_personel_id, tp.ad AS t_personel_ad, t.baslangic AS t_baslangic, t.bitis AS t_bitis, t.son_zaman AS t_son_zaman,
    t.durum AS t_durum, t.gonderim_kanal AS t_kanal, t.gonderim_zamani AS t_zaman, u.ad_soyad AS t_kullanici
  FROM randevu_bekleme b
  JOIN randevu_hizmet h ON h.id = b.hizmet_id
  LEFT JOIN personel p ON p.id = b.personel_id
  LEFT JOIN randevu_bekleme_teklif t ON t.id = (SELECT max(id) FROM randevu_bekleme_teklif WHERE bekleme_id = b.id)
  LEFT JOIN personel tp ON tp.id = t.personel_id
  LEFT JOIN kullanici u ON u.id = t.gonderen_id`;

export function satirGorunumu(r: SatirRow, lang: Lang): BeklemeSatiri {
  return {
    id: r.id, adSoyad: r.ad_soyad, telefon: r.telefon, hizmet: { id: r.hizmet_id, ad: metin(parseMetin(r.hizmet_ad), lang) },
    personel: r.personel_id ? { id: r.personel_id, ad: r.personel_ad ?? '' } : null,
    tarih: r.tarih, pencereBas: r.pencere_bas, pencereBit: r.pencere_bit, durum: r.durum, kaynak: r.kaynak, olusturma: r.olusturma,
    teklif: r.t_id ? {
      id: r.t_id, personel: { id: r.t_personel_id!, ad: r.t_personel_ad ?? '' }, baslangic: r.t_baslangic!, bitis: r.t_bitis!, sonZaman: r.t_son_zaman!, durum: r.t_durum!,
      gonderim: r.t_kanal && r.t_zaman ? { kanal: r.t_kanal, kullanici: r.t_kullanici, zaman: r.t_zaman } : null,
    } : null,
  };
}

/** Offer lifetime in minutes (the default when the venue never saved one). */
export async function teklifDkOku(db: D1Database, isletmeId: number): Promise<number> {
  return (await db.prepare('SELECT teklif_dk FROM randevu_bekleme_ayar WHERE isletme_id = ?').bind(isletmeId).first<number>('teklif_dk')) ?? TEKLIF_DK_VARSAYILAN;
}

export async function teklifDkYaz(db: D1Database, isletmeId: number, teklifDk: number): Promise<void> {
  await db.prepare(`INSERT INTO randevu_bekleme_ayar (isletme_id, teklif_dk) VALUES (?, ?)
    ON CONFLICT (isletme_id) DO UPDATE SET teklif_dk = excluded.teklif_dk, guncelleme_zamani = ${SIMDI}`).bind(isletmeId, teklifDk).run();
}

/** The list: waiting and offered entries first, then the rest of the last 30 days. */
export async function beklemeListesi(db: D1Database, isletmeId: number, lang: Lang, tz: string, bugunTarih: string): Promise<BeklemeListesi> {
  const [satir, hizmet, personel, ayar] = await db.batch([
    db.prepare(`${SATIR_SQL} WHERE b.isletme_id = ? AND (b.durum IN ('bekliyor', 'teklif') OR b.guncelleme_zamani >= datetime('now', '-30 days'))
      ORDER BY b.durum NOT IN ('teklif', 'bekliyor'), b.durum <> 'teklif', b.tarih, b.pencere_bas, b.id LIMIT 500`).bind(isletmeId),
    db.prepare('SELECT id, ad FROM randevu_hizmet WHERE isletme_id = ? AND aktif = 1 AND online = 1 ORDER BY id').bind(isletmeId),
    db.prepare(`SELECT p.id, p.ad, (SELECT json_group_array(ph.hizmet_id) FROM randevu_personel_hizmet ph WHERE ph.personel_id = p.id) AS hizmet_idler
      FROM randevu_personel p WHERE p.isletme_id = ? AND p.aktif = 1 AND p.online = 1 ORDER BY p.id`).bind(isletmeId),
    db.prepare('SELECT teklif_dk FROM randevu_bekleme_ayar WHERE isletme_id = ?').bind(isletmeId),
  ]);
  return {
    saatDilimi: tz,
    bugun: bugunTarih,
    teklifDk: (ayar!.results[0] as { teklif_dk: number } | undefined)?.teklif_dk ?? TEKLIF_DK_VARSAYILAN,
    hizmetler: (hizmet!.results as { id: number; ad: string }[]).map((h) => ({ id: h.id, ad: metin(parseMetin(h.ad), lang) })),
    personeller: (personel!.results as { id: number; ad: string; hizmet_idler: string }[]).map((p) => ({ id: p.id, ad: p.ad, hizmetIdler: JSON.parse(p.hizmet_idler) as number[] })),
    satirlar: (satir!.results as unknown as SatirRow[]).map((r) => satirGorunumu(r, lang)),
  };
}

export async function beklemeSatiri(db: D1Database, isletmeId: number, id: number): Promise<SatirRow | null> {
  return db.prepare(`${SATIR_SQL} WHERE b.id = ? AND b.isletme_id = ?`).bind(id, isletmeId).first<SatirRow>();
}

/** The service must be the venue's bookable one and the staff member (if any) must do it. */
export async function secimDogrula(db: D1Database, isletmeId: number, hizmetId: number, personelId: number | null): Promise<void> {
  const [h, p] = await db.batch([
    db.prepare('SELECT 1 FROM randevu_hizmet WHERE id = ? AND isletme_id = ? AND aktif = 1 AND online = 1').bind(hizmetId, isletmeId),
    db.prepare(`SELECT 1 FROM randevu_personel p JOIN randevu_personel_hizmet ph ON ph.personel_id = p.id AND ph.hizmet_id = ?
      WHERE p.id = ? AND p.isletme_id = ? AND p.aktif = 1 AND p.online = 1`).bind(hizmetId, personelId ?? 0, isletmeId),
  ]);
  if (!h!.results.length) throw new ApiError(400, 'VALIDATION', 'randevu.api.serviceInvalid');
  if (personelId !== null && !p!.results.length) throw new ApiError(400, 'VALIDATION', 'randevu.api.staffInvalid');
}

export interface YeniBekleme extends BeklemeGirdisi {
  kaynak: BeklemeSatiri['kaynak'];
  dil: Lang | null;
  kvkkSurum: string | null;
  kullaniciId: number | null;
}

export async function beklemeEkle(db: D1Database, isletmeId: number, g: YeniBekleme): Promise<number> {
  // a guest's form sent again (a double tap, a reload, a retry) finds the entry it made: one row per wish
  const ayni = `isletme_id = ?1 AND telefon = ?3 AND hizmet_id = ?4 AND personel_id IS ?5 AND tarih = ?6 AND pencere_bas = ?7 AND pencere_bit = ?8
    AND durum IN ('bekliyor', 'teklif')`;
  const tekrarKontrolu = g.kaynak === 'panel' ? '' : `WHERE NOT EXISTS (SELECT 1 FROM randevu_bekleme WHERE ${ayni})`;
  const binds = [isletmeId, g.adSoyad, g.telefon, g.hizmetId, g.personelId, g.tarih, g.pencereBas, g.pencereBit, g.kaynak, g.dil, g.kvkkSurum, g.kullaniciId];
  const row = await db.prepare(`INSERT INTO randevu_bekleme (isletme_id, ad_soyad, telefon, hizmet_id, personel_id, tarih, pencere_bas, pencere_bit, kaynak, dil,
      kvkk_metin_surum, kvkk_onay_zamani, kullanici_id)
      SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, CASE WHEN ?11 IS NULL THEN NULL ELSE ${SIMDI} END, ?12 ${tekrarKontrolu} RETURNING id`)
    .bind(...binds).first<{ id: number }>();
  if (row) return row.id;
  const varolan = await db.prepare(`SELECT id FROM randevu_bekleme WHERE ${ayni} ORDER BY id LIMIT 1`).bind(...binds.slice(0, 8)).first<{ id: number }>();
  return varolan!.id;
}

/** An edit starts the entry over: its open offer closes and it waits again (with the new wishes). */
export async function beklemeGuncelle(db: D1Database, isletmeId: number, id: number, g: BeklemeGirdisi): Promise<boolean> {
  const [, upd] = await db.batch([
    db.prepare(`UPDATE randevu_bekleme_teklif SET durum = 'iptal' WHERE bekleme_id = ? AND isletme_id = ? AND durum = 'acik'
      AND EXISTS (SELECT 1 FROM randevu_bekleme WHERE id = ? AND durum IN ('bekliyor', 'teklif', 'suresi_doldu'))`).bind(id, isletmeId, id),
    db.prepare(`UPDATE randevu_bekleme SET ad_soyad = ?, telefon = ?, hizmet_id = ?, personel_id = ?, tarih = ?, pencere_bas = ?, pencere_bit = ?, durum = 'bekliyor',
      guncelleme_zamani = ${SIMDI} WHERE id = ? AND isletme_id = ? AND durum IN ('bekliyor', 'teklif', 'suresi_doldu')`)
      .bind(g.adSoyad, g.telefon, g.hizmetId, g.personelId, g.tarih, g.pencereBas, g.pencereBit, id, isletmeId),
  ]);
  return (upd!.meta.changes ?? 0) > 0;
}

/** Removal keeps the row (status kaldirildi) so the list shows what happened; its open offer closes. */
export async function beklemeKaldir(db: D1Database, isletmeId: number, id: number): Promise<boolean> {
  const [, upd] = await db.batch([
    db.prepare("UPDATE randevu_bekleme_teklif SET durum = 'iptal' WHERE bekleme_id = ? AND isletme_id = ? AND durum = 'acik'").bind(id, isletmeId),
    db.prepare(`UPDATE randevu_bekleme SET durum = 'kaldirildi', guncelleme_zamani = ${SIMDI} WHERE id = ? AND isletme_id = ? AND durum IN ('bekliyor', 'teklif', 'suresi_doldu')`).bind(id, isletmeId),
  ]);
  return (upd!.meta.changes ?? 0) > 0;
}

/** Records the open offer's message sent (the latest send wins: who, channel, when). */
export async function teklifGonderildi(db: D1Database, isletmeId: number, teklifId: number, kullaniciId: number, kanal: GonderimKanali): Promise<boolean> {
  const { meta } = await db.prepare(`UPDATE randevu_bekleme_teklif SET gonderim_kanal = ?, gonderen_id = ?, gonderim_zamani = ${SIMDI}
    WHERE id = ? AND isletme_id = ? AND durum = 'acik'`).bind(kanal, kullaniciId, teklifId, isletmeId).run();
  return (meta.changes ?? 0) > 0;
}

/** The venue's channel for an offer's link (any state: the message names the venue either way). */
export async function teklifKanali(db: D1Database, isletmeId: number) {
  return db.prepare('SELECT k.firma_adi, k.firma_key, i.ad FROM randevu_kanal k JOIN isletme i ON i.id = k.isletme_id WHERE k.isletme_id = ?')
    .bind(isletmeId).first<{ firma_adi: string; firma_key: string; ad: string }>();
}

/** An open channel's venue, horizon and zone, for the public join. */
export async function katilKanali(db: D1Database, firmaKey: string) {
  return db.prepare(`SELECT k.isletme_id, k.ileri_gun, i.saat_dilimi FROM randevu_kanal k JOIN isletme i ON i.id = k.isletme_id
    WHERE k.firma_key = ? AND k.aktif = 1 AND i.aktif = 1`).bind(firmaKey).first<{ isletme_id: number; ileri_gun: number; saat_dilimi: string }>();
}

/** The venue of a FirmaKey (any state), or null. */
export async function kanalIsletmesi(db: D1Database, firmaKey: string): Promise<number | null> {
  return db.prepare('SELECT isletme_id FROM randevu_kanal WHERE firma_key = ?').bind(firmaKey).first<number>('isletme_id');
}
