import type { Context } from 'hono';
import * as v from 'valibot';
import { alanHatalari, mesajAnahtari } from '@lib/schemas/alan-hatalari';
import type { MessageKey } from '@lib/i18n/translate';
import { translate } from '@worker/i18n';
import { ApiError } from './envelope';
import type { AppEnv } from '@worker/types';

/** Parses the JSON body against a valibot schema; bad JSON or shape → 400 in the caller's language. */
export async function readBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'error.invalidJson');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    // errorDetail names the first problem; data.alanlar every invalid field, so a form can mark each one
    const lang = c.get('lang') ?? 'tr';
    const alanlar = Object.fromEntries(Object.entries(alanHatalari(result.issues)).map(([alan, message]) => [alan, translate(lang, mesajAnahtari(message) as MessageKey)]));
    throw new ApiError(400, 'VALIDATION', mesajAnahtari(result.issues[0]?.message) as MessageKey, undefined, { alanlar });
  }
  return result.output;
}

/** An id as a JSON number or decimal digits, 1 … 2^32−1; anything else (signs, spaces, fractions) is null. */
export function pozitifId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 0xffffffff ? id : null;
}

/** A positive integer path parameter, else 404 (ids never reveal whether a row exists elsewhere). */
export function idParam(c: Context<AppEnv>, name = 'id'): number {
  const id = pozitifId(c.req.param(name) ?? '');
  if (id === null) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return id;
}

export function clientIp(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? '127.0.0.1';
}
