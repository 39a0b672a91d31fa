import type { TalepFormu } from '@lib/schemas/admin/talep';
import { pencereDenemesi } from '@worker/http/limiter';

/** The public demo form's limit: posts per address (hashed) and hour; a person sends one, a bot many. */
export const TALEP_PENCERE_MS = 60 * 60 * 1000;
export const TALEP_MAX = 5;

/** Only a hash of the address is stored (salted with a secret, so the table does not reveal it). */
export async function ipAnahtari(ip: string, tuz: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${tuz}|talep|${ip}`)));
  return `ip:${[...bytes.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Counts one post of the address; seconds to wait when over the limit, else 0. */
export async function talepDenemesi(db: D1Database, anahtar: string, now = Date.now()): Promise<number> {
  return (await pencereDenemesi(db, 'talep_deneme', TALEP_PENCERE_MS, [{ anahtar, max: TALEP_MAX }], [], now)).retryAfter;
}

export async function talepEkle(db: D1Database, girdi: TalepFormu, dil: string): Promise<number> {
  const row = await db
    .prepare(`INSERT INTO talep (ad_soyad, isletme_adi, telefon, eposta, sehir, mesaj, dil, kvkk_onay_zamani)
              VALUES (?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) RETURNING id`)
    .bind(girdi.adSoyad, girdi.isletmeAdi, girdi.telefon, girdi.eposta, girdi.sehir, girdi.mesaj, dil)
    .first<{ id: number }>();
  return row!.id;
}
