import type { Context, MiddlewareHandler } from 'hono';
import type { MessageKey } from '@lib/i18n/translate';
import { sha256Hex } from '@worker/crypto/tokens';
import { anahtarAl, anahtarBirak, anahtarOku, yanitSakla } from './idempotency-kayit';
import type { AppEnv } from '@worker/types';
import { ApiError } from './envelope';

/**
 * Idempotency-Key (as Stripe and the IETF draft use it): a client that got no answer sends the same write again with
 * the same key and gets the first answer back instead of a second row. One header rule and one lifetime for the
 * public booking API (worker/routes/randevu-public/olustur.ts, which claims its key inside the booking's own batch)
 * and every venue write of the panel (idempotent(), keys in istek_anahtari).
 */

/** How long a key replays its first answer; later the key is free again. */
export const IDEMPOTENCY_OMRU_MS = 24 * 60 * 60 * 1000;

/** The Idempotency-Key header: absent, or 8–100 safe characters (else 400 with `mesaj`). */
export function idempotencyAnahtari(c: Context<AppEnv>, mesaj: MessageKey = 'error.idempotencyKeyInvalid'): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(key)) throw new ApiError(400, 'VALIDATION', mesaj);
  return key;
}

/** Answers bigger than this are not kept (creates answer the row they made, a few KB). */
const YANIT_MAX = 64 * 1024;

/**
 * POSTs of a venue with an Idempotency-Key: the key is claimed for the user in the venue before the handler runs; a
 * 2xx JSON answer is stored and replayed for the same key (same method, path and body), a refusal frees the key. The
 * same key with another request → 409 IDEMPOTENCY_CONFLICT; while the first still runs (or if it was cut off between
 * its write and its answer) → 409 IDEMPOTENCY_IN_PROGRESS, never a second row. Another user's or venue's key is
 * another key: nothing of the first answer leaks.
 */
export function idempotent(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const anahtar = idempotencyAnahtari(c);
    const kullanici = c.get('kullanici');
    if (anahtar === undefined || !kullanici) return next();
    const db = c.env.DB;
    const kapsam = { isletmeId: c.get('isletme').id, kullaniciId: kullanici.id, anahtar };
    const govde = await c.req.raw.clone().text();
    const ozet = await sha256Hex(`POST ${c.req.path}\n${govde}`);
    const id = await anahtarAl(db, kapsam, ozet, new Date(Date.now() - IDEMPOTENCY_OMRU_MS).toISOString());
    if (id === null) {
      const kayit = await anahtarOku(db, kapsam);
      if (kayit && kayit.istek_ozet !== ozet) throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'error.idempotencyMismatch');
      if (!kayit || kayit.durum === null || kayit.yanit === null) throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'error.idempotencyInProgress');
      c.header('Idempotent-Replayed', 'true');
      return c.body(kayit.yanit, kayit.durum as 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    }
    try {
      await next();
    } catch (error) {
      await anahtarBirak(db, id);
      throw error;
    }
    const res = c.res;
    if (res.status >= 200 && res.status < 300 && (res.headers.get('content-type') ?? '').includes('application/json')) {
      const yanit = await res.clone().text();
      if (yanit.length <= YANIT_MAX) {
        await yanitSakla(db, id, res.status, yanit);
        return;
      }
    }
    await anahtarBirak(db, id);
  };
}
