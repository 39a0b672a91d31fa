/**
 * Deposits (kapora): the venue's rules, the deposit a booking asks, recording it (cash row + confirmation in one
 * batch), and the no-show's keep/refund rows. An unpaid hold past son_zaman counts as free (see migration 0043).
 */
import { kaporaTutari, type KaporaTur } from '@lib/randevu/kapora';
import type { CokDilliMetin } from '@lib/menu/text';
import type { KasaKaporaRaporu } from '@lib/schemas/kasa';
import { saatDilimiSatiri } from '@worker/db/parametre';
import { adMetni } from './takvim';
import { kuralPenceresi, sorunluSayimi, sorunluSayimOku } from './guvenilirlik';

export interface KaporaAyar {
  tutmaDk: number;
  kuralGelmedi: number;
  kuralGecIptalSaat: number;
  kuralAy: number;
  kuralYuzde: number;
  gelmediPolitika: 'tut' | 'iade';
  iban: string;
  hesapSahibi: string;
}

export const KAPORA_VARSAYILAN: KaporaAyar = { tutmaDk: 120, kuralGelmedi: 2, kuralGecIptalSaat: 24, kuralAy: 6, kuralYuzde: 20, gelmediPolitika: 'tut', iban: '', hesapSahibi: '' };

/** SQL: the cells of an expired unpaid hold (availability reads skip them: such a hold counts as free). */
export const DUSEN_TUTMA_SQL = `randevu_id IN (SELECT k.randevu_id FROM randevu_kapora k JOIN randevu r ON r.id = k.randevu_id
  WHERE k.durum = 'bekliyor' AND r.durum = 'beklemede' AND k.son_zaman <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export async function kaporaAyarOku(db: D1Database, isletmeId: number): Promise<KaporaAyar> {
  const row = await db
    .prepare('SELECT tutma_dk, kural_gelmedi, kural_gec_iptal_saat, kural_ay, kural_yuzde, gelmedi_politika, iban, hesap_sahibi FROM randevu_kapora_ayar WHERE isletme_id = ?')
    .bind(isletmeId)
    .first<{ tutma_dk: number; kural_gelmedi: number; kural_gec_iptal_saat: number; kural_ay: number; kural_yuzde: number; gelmedi_politika: 'tut' | 'iade'; iban: string; hesap_sahibi: string }>();
  if (!row) return { ...KAPORA_VARSAYILAN };
  return { tutmaDk: row.tutma_dk, kuralGelmedi: row.kural_gelmedi, kuralGecIptalSaat: row.kural_gec_iptal_saat, kuralAy: row.kural_ay, kuralYuzde: row.kural_yuzde, gelmediPolitika: row.gelmedi_politika, iban: row.iban, hesapSahibi: row.hesap_sahibi };
}

export async function kaporaAyarYaz(db: D1Database, isletmeId: number, a: KaporaAyar): Promise<void> {
  await db
    .prepare(`INSERT INTO randevu_kapora_ayar (isletme_id, tutma_dk, kural_gelmedi, kural_gec_iptal_saat, kural_ay, kural_yuzde, gelmedi_politika, iban, hesap_sahibi) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (isletme_id) DO UPDATE SET tutma_dk = excluded.tutma_dk, kural_gelmedi = excluded.kural_gelmedi, kural_gec_iptal_saat = excluded.kural_gec_iptal_saat, kural_ay = excluded.kural_ay, kural_yuzde = excluded.kural_yuzde,
        gelmedi_politika = excluded.gelmedi_politika, iban = excluded.iban, hesap_sahibi = excluded.hesap_sahibi, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)
    .bind(isletmeId, a.tutmaDk, a.kuralGelmedi, a.kuralGecIptalSaat, a.kuralAy, a.kuralYuzde, a.gelmediPolitika, a.iban, a.hesapSahibi)
    .run();
}

/** Sets a service's deposit; false when the service is not the venue's. */
export async function hizmetKaporaYaz(db: D1Database, isletmeId: number, hizmetId: number, tur: KaporaTur, deger: number): Promise<boolean> {
  const r = await db.prepare('UPDATE randevu_hizmet SET kapora_tur = ?, kapora_deger = ? WHERE id = ? AND isletme_id = ?').bind(tur, tur === 'yok' ? 0 : deger, hizmetId, isletmeId).run();
  return (r.meta.changes ?? 0) > 0;
}

export interface IstenenKapora { tutarKurus: number; neden: 'hizmet' | 'musteri'; sonZaman: string; ayar: KaporaAyar }

/** The deposit an online booking of these services by this phone asks (null = none); one batch of reads. */
export async function istenenKapora(db: D1Database, isletmeId: number, hizmetler: { id: number; fiyatKurus: number }[], telefon: string, nowMs: number): Promise<IstenenKapora | null> {
  const ayar = await kaporaAyarOku(db, isletmeId);
  const yer = hizmetler.map(() => '?').join(', ') || 'NULL';
  const [tur, sayi] = await db.batch([
    db.prepare(`SELECT id, kapora_tur, kapora_deger FROM randevu_hizmet WHERE isletme_id = ? AND id IN (${yer})`).bind(isletmeId, ...hizmetler.map((h) => h.id)),
    // no-shows and late cancels by the one definition the reports share (guvenilirlik.ts)
    sorunluSayimi(db, isletmeId, telefon, kuralPenceresi(nowMs, ayar.kuralAy), ayar.kuralGecIptalSaat),
  ]);
  const kaporalar = new Map((tur!.results as { id: number; kapora_tur: KaporaTur; kapora_deger: number }[]).map((r) => [r.id, r]));
  const gelmedi = sorunluSayimOku(sayi!).sorunlu;
  const tutar = kaporaTutari(
    hizmetler.map((h) => ({ fiyatKurus: h.fiyatKurus, kaporaTur: kaporalar.get(h.id)?.kapora_tur ?? 'yok', kaporaDeger: kaporalar.get(h.id)?.kapora_deger ?? 0 })),
    { esik: ayar.kuralGelmedi, gelmedi, yuzde: ayar.kuralYuzde },
  );
  if (!tutar) return null;
  return { ...tutar, sonZaman: new Date(nowMs + ayar.tutmaDk * 60_000).toISOString(), ayar };
}

export interface KaporaSatiri {
  kod: string;
  tutarKurus: number;
  neden: 'hizmet' | 'musteri';
  sonZaman: string;
  durum: 'bekliyor' | 'alindi' | 'mahsup' | 'tutuldu' | 'iade' | 'dustu';
  odeme: 'nakit' | 'havale' | null;
  alinmaZamani: string | null;
  /** bekliyor past son_zaman: the hold has expired (the cells are free) */
  suresiDoldu: boolean;
}

export async function kaporaOku(db: D1Database, isletmeId: number, randevuId: number, nowIso: string): Promise<KaporaSatiri | null> {
  const r = await db
    .prepare('SELECT kod, tutar_kurus, neden, son_zaman, durum, odeme, alinma_zamani FROM randevu_kapora WHERE randevu_id = ? AND isletme_id = ?')
    .bind(randevuId, isletmeId)
    .first<{ kod: string; tutar_kurus: number; neden: 'hizmet' | 'musteri'; son_zaman: string; durum: KaporaSatiri['durum']; odeme: KaporaSatiri['odeme']; alinma_zamani: string | null }>();
  if (!r) return null;
  return { kod: r.kod, tutarKurus: r.tutar_kurus, neden: r.neden, sonZaman: r.son_zaman, durum: r.durum, odeme: r.odeme, alinmaZamani: r.alinma_zamani, suresiDoldu: r.durum === 'bekliyor' && r.son_zaman <= nowIso };
}

/** The statement that adds a booking's deposit row (rides in the booking's batch; the appointment is found by its code). */
export function kaporaEkle(db: D1Database, isletmeId: number, randevuKod: string, k: { kod: string; tutarKurus: number; neden: 'hizmet' | 'musteri'; sonZaman: string }): D1PreparedStatement {
  return db
    .prepare('INSERT INTO randevu_kapora (randevu_id, isletme_id, kod, tutar_kurus, neden, son_zaman) SELECT id, ?, ?, ?, ?, ? FROM randevu WHERE kod = ?')
    .bind(isletmeId, k.kod, k.tutarKurus, k.neden, k.sonZaman, randevuKod);
}

/**
 * Records the deposit: the cash row "Kapora · KOD", the appointment confirmed and the deposit "alindi" — one batch,
 * each statement gated on the hold still open and unexpired, so a second call (or a race) writes nothing.
 * True when this call recorded it.
 */
export async function kaporaAl(db: D1Database, isletmeId: number, randevuId: number, odeme: 'nakit' | 'havale', kullaniciId: number, nowIso: string): Promise<boolean> {
  const acik = `EXISTS (SELECT 1 FROM randevu_kapora k JOIN randevu r ON r.id = k.randevu_id WHERE k.randevu_id = ? AND k.isletme_id = ?
    AND k.durum = 'bekliyor' AND k.son_zaman > ? AND r.durum = 'beklemede')`;
  const [kasa] = await db.batch([
    db.prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, aciklama, tarih, randevu_id, musteri_id, kullanici_id)
      SELECT k.isletme_id, 'gelir', ?, k.tutar_kurus, 'randevu', 'Kapora · ' || k.kod, ?, r.id, r.musteri_id, ? FROM randevu_kapora k JOIN randevu r ON r.id = k.randevu_id
       WHERE k.randevu_id = ? AND ${acik}`)
      .bind(odeme, nowIso, kullaniciId, randevuId, randevuId, isletmeId, nowIso),
    db.prepare(`UPDATE randevu SET durum = 'onaylandi' WHERE id = ? AND isletme_id = ? AND ${acik}`).bind(randevuId, isletmeId, randevuId, isletmeId, nowIso),
    db.prepare(`UPDATE randevu_kapora SET durum = 'alindi', odeme = ?, alinma_zamani = ?, kullanici_id = ?
      WHERE randevu_id = ? AND isletme_id = ? AND durum = 'bekliyor' AND son_zaman > ? AND EXISTS (SELECT 1 FROM randevu WHERE id = ? AND durum = 'onaylandi')`)
      .bind(odeme, nowIso, kullaniciId, randevuId, isletmeId, nowIso, randevuId),
  ]);
  return (kasa!.meta.changes ?? 0) > 0;
}

/** SQL (with `?` = the appointment id): the deposit taken for an appointment, deducted when it is completed. */
export const ALINAN_KAPORA_SQL = "(SELECT coalesce(sum(tutar_kurus), 0) FROM randevu_kapora WHERE randevu_id = ? AND durum IN ('alindi', 'mahsup'))";

/** The deposit taken for an appointment (0 when none). */
export async function alinanKapora(db: D1Database, randevuId: number): Promise<number> {
  const r = await db.prepare(`SELECT ${ALINAN_KAPORA_SQL} AS n`).bind(randevuId).first<{ n: number }>();
  return r?.n ?? 0;
}

/** Statements of a completion's batch: the held deposit becomes "deducted" (gated like the status update). */
export function kaporaMahsup(db: D1Database, isletmeId: number, randevuId: number): D1PreparedStatement {
  return db.prepare("UPDATE randevu_kapora SET durum = 'mahsup' WHERE randevu_id = ? AND isletme_id = ? AND durum = 'alindi' AND EXISTS (SELECT 1 FROM randevu WHERE id = ? AND durum = 'tamamlandi')")
    .bind(randevuId, isletmeId, randevuId);
}

/** Undoing a completion or a kept no-show gives the deposit back its "held" state (a refund stays a refund). */
export function kaporaMahsupGeriAl(db: D1Database, isletmeId: number, randevuId: number): D1PreparedStatement {
  return db.prepare("UPDATE randevu_kapora SET durum = 'alindi' WHERE randevu_id = ? AND isletme_id = ? AND durum IN ('mahsup', 'tutuldu') AND EXISTS (SELECT 1 FROM randevu WHERE id = ? AND durum = 'onaylandi')")
    .bind(randevuId, isletmeId, randevuId);
}

/**
 * A no-show's deposit by the venue's policy, after the status update in the same batch: kept (stays income, marked
 * "tutuldu") or refunded (an expense row "Kapora iadesi · KOD" by the method it came in, marked "iade").
 */
export function kaporaGelmedi(db: D1Database, isletmeId: number, randevuId: number, politika: 'tut' | 'iade', kullaniciId: number, nowIso: string): D1PreparedStatement[] {
  const gelmedi = "EXISTS (SELECT 1 FROM randevu WHERE id = k.randevu_id AND durum = 'gelmedi')";
  if (politika === 'tut') {
    return [db.prepare(`UPDATE randevu_kapora AS k SET durum = 'tutuldu' WHERE randevu_id = ? AND isletme_id = ? AND durum = 'alindi' AND ${gelmedi}`).bind(randevuId, isletmeId)];
  }
  return [
    db.prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, aciklama, tarih, randevu_id, musteri_id, kullanici_id)
      SELECT k.isletme_id, 'gider', k.odeme, k.tutar_kurus, 'randevu', 'Kapora iadesi · ' || k.kod, ?, k.randevu_id, (SELECT musteri_id FROM randevu WHERE id = k.randevu_id), ?
        FROM randevu_kapora k WHERE k.randevu_id = ? AND k.isletme_id = ? AND k.durum = 'alindi' AND ${gelmedi}`)
      .bind(nowIso, kullaniciId, randevuId, isletmeId),
    db.prepare(`UPDATE randevu_kapora AS k SET durum = 'iade' WHERE randevu_id = ? AND isletme_id = ? AND durum = 'alindi' AND ${gelmedi}`).bind(randevuId, isletmeId),
  ];
}

/**
 * Cash report figures of the deposits received in a range (the "Kapora · KOD" cash rows carry the same amount and
 * time) and where each stands now: applied to its completed appointment, kept on a no-show, refunded, or still held.
 * The four parts add up to the received total by construction (every received deposit is in exactly one state).
 */
export async function kaporaRaporu(db: D1Database, isletmeId: number, basIso: string, bitIso: string): Promise<KasaKaporaRaporu> {
  const r = await db
    .prepare(`SELECT coalesce(sum(tutar_kurus), 0) AS alinan, count(*) AS adet,
        coalesce(sum(CASE WHEN durum = 'mahsup' THEN tutar_kurus END), 0) AS mahsup,
        coalesce(sum(CASE WHEN durum = 'tutuldu' THEN tutar_kurus END), 0) AS tutulan,
        coalesce(sum(CASE WHEN durum = 'iade' THEN tutar_kurus END), 0) AS iade,
        coalesce(sum(CASE WHEN durum = 'alindi' THEN tutar_kurus END), 0) AS elde
      FROM randevu_kapora WHERE isletme_id = ? AND durum IN ('alindi', 'mahsup', 'tutuldu', 'iade') AND alinma_zamani >= ? AND alinma_zamani < ?`)
    .bind(isletmeId, basIso, bitIso)
    .first<{ alinan: number; adet: number; mahsup: number; tutulan: number; iade: number; elde: number }>();
  return { adet: r?.adet ?? 0, alinanKurus: r?.alinan ?? 0, mahsupKurus: r?.mahsup ?? 0, tutulanKurus: r?.tutulan ?? 0, iadeKurus: r?.iade ?? 0, eldeKurus: r?.elde ?? 0 };
}

export type MisafirKaporasi = NonNullable<Awaited<ReturnType<typeof misafirKaporasi>>>;

/** The same by the appointment's id (from its manage link, already opened with the venue's key). */
export async function misafirKaporasiIdIle(db: D1Database, firmaKey: string, randevuId: number, isletmeId: number): Promise<MisafirKaporasi | null> {
  const r = await db.prepare('SELECT kod FROM randevu WHERE id = ? AND isletme_id = ?').bind(randevuId, isletmeId).first<{ kod: string }>();
  return r ? misafirKaporasi(db, firmaKey, r.kod) : null;
}

/** What the guest's confirmation shows of a deposit: found by the booking's unguessable code on the venue's channel. */
export async function misafirKaporasi(db: D1Database, firmaKey: string, randevuKod: string): Promise<{ kod: string; tutarKurus: number; sonZaman: string; durum: KaporaSatiri['durum']; iban: string; hesapSahibi: string; saatDilimi: string } | null> {
  const r = await db
    .prepare(`SELECT k.kod, k.tutar_kurus, k.son_zaman, k.durum, coalesce(a.iban, '') AS iban, coalesce(a.hesap_sahibi, '') AS hesap_sahibi, i.saat_dilimi
      FROM randevu r JOIN randevu_kapora k ON k.randevu_id = r.id JOIN randevu_kanal c ON c.isletme_id = r.isletme_id JOIN isletme i ON i.id = r.isletme_id
      LEFT JOIN randevu_kapora_ayar a ON a.isletme_id = r.isletme_id WHERE r.kod = ? AND c.firma_key = ? AND c.aktif = 1`)
    .bind(randevuKod, firmaKey)
    .first<{ kod: string; tutar_kurus: number; son_zaman: string; durum: KaporaSatiri['durum']; iban: string; hesap_sahibi: string; saat_dilimi: string | null }>();
  if (!r) return null;
  return { kod: r.kod, tutarKurus: r.tutar_kurus, sonZaman: r.son_zaman, durum: r.durum, iban: r.iban, hesapSahibi: r.hesap_sahibi, saatDilimi: saatDilimiSatiri(r) };
}

/** The venue's active services with their deposit (the deposit settings dialog). */
export async function hizmetKaporalari(db: D1Database, isletmeId: number): Promise<{ id: number; ad: CokDilliMetin; fiyatKurus: number; tur: KaporaTur; deger: number }[]> {
  const { results } = await db
    .prepare('SELECT id, ad, fiyat_kurus, kapora_tur, kapora_deger FROM randevu_hizmet WHERE isletme_id = ? AND aktif = 1 ORDER BY id')
    .bind(isletmeId)
    .all<{ id: number; ad: string; fiyat_kurus: number; kapora_tur: KaporaTur; kapora_deger: number }>();
  return results.map((r) => ({ id: r.id, ad: adMetni(r.ad), fiyatKurus: r.fiyat_kurus, tur: r.kapora_tur, deger: r.kapora_deger }));
}
