import type { Context, MiddlewareHandler } from 'hono';
import { apiLangFromRequest } from '@lib/i18n/server-lang';
import type { MessageKey } from '@lib/i18n/translate';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { MAX_GORSEL } from './webp-yukle';

/**
 * The largest legal JSON body: a blog post (MAX_GOVDE characters, up to 3 bytes each in UTF-8 for any character
 * a person types, ~300 KB) plus its other fields. Everything else the product sends as JSON is far smaller
 * (a permission set's 1000 keys ~125 KB, a bulk price change's 1000 ids ~12 KB). tests/api/body-limit.test.ts
 * sends the largest legal post.
 */
export const JSON_MAX = 512 * 1024;
/** An image upload: the file plus the multipart framing around it. */
export const YUKLEME_MAX = MAX_GORSEL + 64 * 1024;

/** The public sub-apps of worker/app.ts (open CORS there, see worker/http/cors.ts). */
const ACIK_CAGRILAR = /^\/api\/(public|QrMenu|randevu|Rezervasyon)\//;

const boyut = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${bytes / 1024} KB`);

/**
 * The most of a refused body that is read and thrown away before answering. The local runtime (and any proxy) drops
 * the connection when an answer goes out while the client is still sending: the client then sees a 500 "Network
 * connection lost" or a reset instead of the 413, and under many such posts other requests failed with them. Reading
 * the rest (nothing is kept) lets the answer arrive whole. 100 MB is the most the platform's edge lets through on the
 * smaller plans; past it the stream is cancelled.
 */
const ATILACAK_MAX = 100 * 1024 * 1024;

async function kalaniAt(okuyucu: ReadableStreamDefaultReader<Uint8Array>, okunan: number): Promise<void> {
  try {
    for (let n = okunan; n <= ATILACAK_MAX; ) {
      const { done, value } = await okuyucu.read();
      if (done) return;
      n += value.byteLength;
    }
    await okuyucu.cancel();
  } catch {
    // the client went away: nothing left to answer
  }
}

function sinir(maxSize: number, mesaj: MessageKey, params?: Record<string, string>): MiddlewareHandler<AppEnv> {
  const reddet = async (c: Context<AppEnv>, okuyucu: ReadableStreamDefaultReader<Uint8Array>, okunan: number) => {
    await kalaniAt(okuyucu, okunan);
    // the public calls answer other sites' widgets, which can read a refusal only with the open CORS header
    if (ACIK_CAGRILAR.test(c.req.path)) c.header('Access-Control-Allow-Origin', '*');
    return c.json({ success: false, errorCode: 'PAYLOAD_TOO_LARGE', errorDetail: translate(c.get('lang') ?? apiLangFromRequest(c.req.raw), mesaj, params) }, 413);
  };
  return async (c, next) => {
    const govde = c.req.raw.body;
    if (!govde) return next();
    // the declared length first: an honest oversized body is refused without buffering any of it
    const uzunluk = c.req.raw.headers.has('transfer-encoding') ? null : c.req.raw.headers.get('content-length');
    if (uzunluk !== null) {
      if (Number(uzunluk) > maxSize) return reddet(c, govde.getReader(), 0);
      return next();
    }
    // no length (chunked): counted up to the limit, then handed on as the bytes read
    const okuyucu = govde.getReader();
    const parcalar: Uint8Array[] = [];
    let okunan = 0;
    for (;;) {
      const { done, value } = await okuyucu.read();
      if (done) break;
      okunan += value.byteLength;
      if (okunan > maxSize) return reddet(c, okuyucu, okunan);
      parcalar.push(value);
    }
    const tampon = new Uint8Array(okunan);
    let konum = 0;
    for (const p of parcalar) {
      tampon.set(p, konum);
      konum += p.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: tampon });
    return next();
  };
}

const jsonSiniri = sinir(JSON_MAX, 'error.payloadTooLarge', { boyut: boyut(JSON_MAX) });
const yuklemeSiniri = sinir(YUKLEME_MAX, 'error.imageTooLarge');

/**
 * Refuses a body over its kind's limit with 413 before anything reads it: by Content-Length when the request has
 * one, else by counting the stream (chunked) up to the limit. Multipart bodies are image uploads; every other
 * body is held to the JSON limit, so no route can be made to buffer more than YUKLEME_MAX.
 */
export function govdeSiniri(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
    return (multipart ? yuklemeSiniri : jsonSiniri)(c, next);
  };
}
