import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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

function sinir(maxSize: number, mesaj: MessageKey, params?: Record<string, string>): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // the public calls answer other sites' widgets, which can read a refusal only with the open CORS header
      if (ACIK_CAGRILAR.test(c.req.path)) c.header('Access-Control-Allow-Origin', '*');
      return c.json({ success: false, errorCode: 'PAYLOAD_TOO_LARGE', errorDetail: translate(c.get('lang') ?? apiLangFromRequest(c.req.raw), mesaj, params) }, 413);
    },
  });
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
