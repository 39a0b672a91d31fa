/** Writes of the public booking calls: each change is ONE D1 batch, so the cell key decides every race. */
import { hataZinciri } from '@worker/http/validation';
import type { MusteriDili } from '@lib/schemas/musteri';
import { onayKomutlari } from '@worker/db/musteri/onay';
import { kaporaEkle } from './kapora';
import { kaynakCakismasi } from './kaynak';

// 32 letters without look-alikes (no I, O, 0, 1): 10 of them ≈ 50 bits
const KOD_ALFABESI = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const KOD_UZUNLUK = 10;
const AKTIF_DURUMLAR = "('beklemede', 'onaylandi')";

/** An unguessable code from a look-alike-free alphabet (crypto random; 256 is a multiple of 32, so no bias). */
export function kodUret(uzunluk = KOD_UZUNLUK): string {
  const bytes = crypto.getRandomValues(new Uint8Array(uzunluk));
  return Array.from(bytes, (b) => KOD_ALFABESI[b & 31]).join('');
}

/** Which UNIQUE key a failed batch hit. */
export function cakisma(error: unknown): 'hucre' | 'idempotency' | 'kod' | null {
  const text = hataZinciri(error);
  // a resource (room, device) the services need is taken or in maintenance: the slot is taken all the same
  if (kaynakCakismasi(text)) return 'hucre';
  if (!/UNIQUE constraint failed|SQLITE_CONSTRAINT/i.test(text)) return null;
  if (text.includes('randevu_hucre')) return 'hucre';
  if (text.includes('randevu_idempotency')) return 'idempotency';
  if (text.includes('randevu.kod')) return 'kod';
  return null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export interface YeniRandevu {
  isletmeId: number;
  personelId: number;
  baslangicMs: number;
  bitisMs: number;
  hucre: [number, number];
  durum: 'beklemede' | 'onaylandi';
  kaynak: 'online' | 'widget' | 'panel';
  kod: string;
  toplamKurus: number;
  kalemler: { hizmetId: number; sureDk: number; fiyatKurus: number }[];
  /** panel creates pass null consent: an existing customer's KVKK consent stays as it was */
  musteri: { adSoyad: string; telefon: string; email: string | null; kvkkSurum: string | null; kvkkZaman: string | null; pazarlamaSms?: boolean; dil?: MusteriDili | null };
  notlar?: string;
  idempotency?: { anahtar: string; ozet: string };
  /** a deposit the booking waits for: its row rides in the same batch */
  kapora?: { kod: string; tutarKurus: number; neden: 'hizmet' | 'musteri'; sonZaman: string };
  /** more statements of the same batch (a waitlist offer accepted with the booking) */
  ek?: D1PreparedStatement[];
}

export function hucreEkle(db: D1Database, personelId: number, [ilk, son]: [number, number], randevuRef: { kod: string } | { id: number }): D1PreparedStatement {
  const ref = 'kod' in randevuRef ? '(SELECT id FROM randevu WHERE kod = ?)' : '?';
  const refValue = 'kod' in randevuRef ? randevuRef.kod : randevuRef.id;
  return db
    .prepare(`INSERT INTO randevu_hucre (personel_id, hucre, randevu_id)
      WITH RECURSIVE h(x) AS (SELECT ? UNION ALL SELECT x + 1 FROM h WHERE x < ?) SELECT ?, x, ${ref} FROM h`)
    .bind(ilk, son, personelId, refValue);
}

/** Idempotency claim + customer upsert + appointment + items + every occupied cell, all or nothing. */
/** Returns the new appointment's id. */
export async function randevuYaz(db: D1Database, r: YeniRandevu): Promise<number> {
  const statements: D1PreparedStatement[] = [];
  // first, so a second request with the same key fails here (not on the cells) and replays the first answer
  if (r.idempotency) {
    statements.push(db.prepare('INSERT INTO randevu_idempotency (isletme_id, anahtar, istek_ozet) VALUES (?, ?, ?)').bind(r.isletmeId, r.idempotency.anahtar, r.idempotency.ozet));
  }
  // an existing customer keeps their name; the public form may only add a missing e-mail and renew consent
  statements.push(
    // the booking page's language becomes the customer's, unless staff set one already
    db.prepare(`INSERT INTO musteri (isletme_id, ad_soyad, telefon, email, kvkk_metin_surum, kvkk_onay_zamani, dil) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (isletme_id, telefon) DO UPDATE SET email = coalesce(musteri.email, excluded.email), dil = coalesce(musteri.dil, excluded.dil),
        kvkk_metin_surum = coalesce(excluded.kvkk_metin_surum, musteri.kvkk_metin_surum), kvkk_onay_zamani = coalesce(excluded.kvkk_onay_zamani, musteri.kvkk_onay_zamani)`)
      .bind(r.isletmeId, r.musteri.adSoyad, r.musteri.telefon, r.musteri.email, r.musteri.kvkkSurum, r.musteri.kvkkZaman, r.musteri.dil ?? null),
    db.prepare(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, notlar)
      VALUES (?, (SELECT id FROM musteri WHERE isletme_id = ? AND telefon = ?), ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
      .bind(r.isletmeId, r.isletmeId, r.musteri.telefon, r.personelId, iso(r.baslangicMs), iso(r.bitisMs), r.durum, r.kaynak, r.kod, r.toplamKurus, r.notlar ?? ''),
    // the booking form's consent box is a consent given again, recorded with where it was given
    ...(r.musteri.kvkkSurum ? onayKomutlari(db, r.isletmeId, { telefon: r.musteri.telefon }, [{ tur: 'kvkk', kanal: null, verildi: true, metinSurum: r.musteri.kvkkSurum }], r.kaynak, null, false) : []),
    ...(r.musteri.pazarlamaSms ? onayKomutlari(db, r.isletmeId, { telefon: r.musteri.telefon }, [{ tur: 'pazarlama', kanal: 'sms', verildi: true, metinSurum: null }], r.kaynak, null, true) : []),
    ...r.kalemler.map((k) => db.prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) SELECT id, ?, ?, ? FROM randevu WHERE kod = ?').bind(k.hizmetId, k.sureDk, k.fiyatKurus, r.kod)),
    hucreEkle(db, r.personelId, r.hucre, { kod: r.kod }),
  );
  if (r.kapora) statements.push(kaporaEkle(db, r.isletmeId, r.kod, r.kapora));
  if (r.ek) statements.push(...r.ek);
  if (r.idempotency) {
    statements.push(db.prepare('UPDATE randevu_idempotency SET randevu_id = (SELECT id FROM randevu WHERE kod = ?) WHERE isletme_id = ? AND anahtar = ?').bind(r.kod, r.isletmeId, r.idempotency.anahtar));
  }
  const randevuIndex = r.idempotency ? 2 : 1;
  const results = await db.batch(statements);
  return (results[randevuIndex]!.results[0] as { id: number }).id;
}

/**
 * Stores the answer of an idempotent create unless one is stored already, and returns the stored one: every
 * request with that key (the first and all replays) answers the same bytes.
 */
export async function yanitSabitle(db: D1Database, isletmeId: number, anahtar: string, yanit: string): Promise<string> {
  const [, stored] = await db.batch([
    db.prepare('UPDATE randevu_idempotency SET yanit = ? WHERE isletme_id = ? AND anahtar = ? AND yanit IS NULL').bind(yanit, isletmeId, anahtar),
    db.prepare('SELECT yanit FROM randevu_idempotency WHERE isletme_id = ? AND anahtar = ?').bind(isletmeId, anahtar),
  ]);
  return (stored!.results[0] as { yanit: string | null } | undefined)?.yanit ?? yanit;
}

/** Cancels an active appointment and frees its cells; false when it was not active any more. */
export async function randevuIptal(db: D1Database, isletmeId: number, randevuId: number): Promise<boolean> {
  const [update] = await db.batch([
    // the cancel time tells the deposit rule a late cancel
    db.prepare(`UPDATE randevu SET durum = 'iptal', iptal_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND isletme_id = ? AND durum IN ${AKTIF_DURUMLAR}`).bind(randevuId, isletmeId),
    db.prepare('DELETE FROM randevu_hucre WHERE randevu_id = ? AND EXISTS (SELECT 1 FROM randevu WHERE id = ? AND isletme_id = ?)').bind(randevuId, randevuId, isletmeId),
  ]);
  return (update!.meta.changes ?? 0) > 0;
}

/**
 * Moves an active appointment: old cells out, new cells in, new times — one batch, so a conflict (UNIQUE on the
 * cells) leaves the old appointment exactly as it was. False when it was not active any more.
 */
export async function randevuTasi(db: D1Database, isletmeId: number, randevuId: number, personelId: number, baslangicMs: number, bitisMs: number, hucre: [number, number]): Promise<boolean> {
  const [, , update] = await db.batch(randevuTasiKomutlari(db, isletmeId, randevuId, personelId, baslangicMs, bitisMs, hucre));
  return (update!.meta.changes ?? 0) > 0;
}

/**
 * The three statements of randevuTasi (cells out, cells in, times + staff), for callers that change more in the SAME
 * batch (the panel's service edit); the third one's `changes` tells whether the appointment was still active.
 */
export function randevuTasiKomutlari(db: D1Database, isletmeId: number, randevuId: number, personelId: number, baslangicMs: number, bitisMs: number, hucre: [number, number]): D1PreparedStatement[] {
  const aktif = `EXISTS (SELECT 1 FROM randevu WHERE id = ? AND isletme_id = ? AND durum IN ${AKTIF_DURUMLAR})`;
  return [
    db.prepare(`DELETE FROM randevu_hucre WHERE randevu_id = ? AND ${aktif}`).bind(randevuId, randevuId, isletmeId),
    db
      .prepare(`INSERT INTO randevu_hucre (personel_id, hucre, randevu_id)
        WITH RECURSIVE h(x) AS (SELECT ? UNION ALL SELECT x + 1 FROM h WHERE x < ?) SELECT ?, x, ? FROM h WHERE ${aktif}`)
      .bind(hucre[0], hucre[1], personelId, randevuId, randevuId, isletmeId),
    db
      .prepare(`UPDATE randevu SET baslangic = ?, bitis = ?, personel_id = ? WHERE id = ? AND isletme_id = ? AND durum IN ${AKTIF_DURUMLAR}`)
      .bind(iso(baslangicMs), iso(bitisMs), personelId, randevuId, isletmeId),
  ];
}

/** A stored Idempotency-Key: the request's digest, the stored answer and the appointment it made (if any). */
export async function idempotencyOku<T extends object>(db: D1Database, isletmeId: number, anahtar: string) {
  return db
    .prepare(`SELECT d.istek_ozet, d.yanit, r.id, r.kod, r.durum, r.baslangic, r.bitis, r.personel_id, r.toplam_kurus
      FROM randevu_idempotency d LEFT JOIN randevu r ON r.id = d.randevu_id WHERE d.isletme_id = ? AND d.anahtar = ?`)
    .bind(isletmeId, anahtar)
    .first<T & { istek_ozet: string; yanit: string | null; id: number | null }>();
}

/** The statement that drops Idempotency-Keys made before `oncesiMs` (rides in the limiter's batch). */
export function eskiIdempotencySil(db: D1Database, oncesiMs: number): D1PreparedStatement {
  return db.prepare('DELETE FROM randevu_idempotency WHERE olusturma < ?').bind(new Date(oncesiMs).toISOString());
}
