import { decryptLink, encryptLink } from '@worker/crypto/link';
import { sha256Hex } from '@worker/crypto/tokens';
import { ApiError } from '@worker/http/envelope';
import type { DavetLinki } from '@lib/schemas/admin/isletmeler';
import { DAVET_HASH_ONEKI } from './isletmeler';

/**
 * The owner's invite link: encrypted (worker/crypto/link.ts), 7 days, bound to the account's password hash as it is
 * now, so the first password set through it (any copy of it, or a re-issued one) makes every link of that account
 * stop working. Nothing is stored; no password is ever sent.
 */
export const DAVET_AMACI = 'davet';
export const DAVET_SURESI_MS = 7 * 24 * 60 * 60 * 1000;

const izi = async (sifreHash: string) => (await sha256Hex(`davet:${sifreHash}`)).slice(0, 24);

/** A fresh unusable hash for an account that has not set its password (random, so nothing can match it). */
export function davetHashi(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return DAVET_HASH_ONEKI + btoa(String.fromCharCode(...bytes));
}

export async function davetLinki(linkKey: string, origin: string, kullaniciId: number, isletmeId: number, sifreHash: string, now = Date.now()): Promise<DavetLinki> {
  const exp = now + DAVET_SURESI_MS;
  const token = await encryptLink(linkKey, { purpose: DAVET_AMACI, ids: { k: kullaniciId, i: isletmeId, h: await izi(sifreHash) }, exp });
  return { link: `${origin}/davet?t=${encodeURIComponent(token)}`, gecerlilik: exp };
}

export interface DavetHesabi {
  kullaniciId: number;
  email: string;
  adSoyad: string;
  isletmeAd: string;
  sifreHash: string;
}

/**
 * Opens a link: unreadable or tampered → 400 (the link codec's messages), expired → 410 DAVET_EXPIRED, already used
 * (the account's password changed since) or the account gone → 409 DAVET_USED.
 */
export async function davetiAc(db: D1Database, linkKey: string, token: string, now = Date.now()): Promise<DavetHesabi> {
  // read without the expiry check first, so an expired link gets its own message
  const payload = await decryptLink(linkKey, token, DAVET_AMACI, Number.NEGATIVE_INFINITY);
  const kullaniciId = Number(payload.ids.k);
  const isletmeId = Number(payload.ids.i);
  if (!Number.isInteger(kullaniciId) || !Number.isInteger(isletmeId)) throw new ApiError(400, 'LINK_INVALID', 'error.invalidLink');
  if (payload.exp < now) throw new ApiError(410, 'DAVET_EXPIRED', 'admin.isletme.e.davetSuresi');
  const row = await db
    .prepare(
      `SELECT k.id, k.email, k.ad_soyad, k.sifre_hash, k.aktif, i.ad AS isletme_ad FROM kullanici k
         JOIN isletme_kullanici ik ON ik.kullanici_id = k.id AND ik.isletme_id = ? AND ik.aktif = 1
         JOIN isletme i ON i.id = ik.isletme_id
        WHERE k.id = ? AND k.kullanici_tipi = 2`,
    )
    .bind(isletmeId, kullaniciId)
    .first<{ id: number; email: string; ad_soyad: string; sifre_hash: string; aktif: number; isletme_ad: string }>();
  if (!row || row.aktif !== 1 || (await izi(row.sifre_hash)) !== payload.ids.h) throw new ApiError(409, 'DAVET_USED', 'admin.isletme.e.davetKullanildi');
  return { kullaniciId: row.id, email: row.email, adSoyad: row.ad_soyad, isletmeAd: row.isletme_ad, sifreHash: row.sifre_hash };
}

/** Sets the password only while the hash is still the one the link was made for (two tabs: one wins, one gets 409). */
export async function davetSifresiKoy(db: D1Database, hesap: DavetHesabi, yeniHash: string): Promise<void> {
  const [degisen] = await db.batch([
    db.prepare('UPDATE kullanici SET sifre_hash = ? WHERE id = ? AND sifre_hash = ? RETURNING id').bind(yeniHash, hesap.kullaniciId, hesap.sifreHash),
  ]);
  if (degisen!.results.length === 0) throw new ApiError(409, 'DAVET_USED', 'admin.isletme.e.davetKullanildi');
}
