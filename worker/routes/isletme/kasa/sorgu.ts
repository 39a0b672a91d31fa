import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';

/** Query parameters (of the cash book, ledger and balance report) through a valibot schema; a bad value is a 400 in the caller's language, never a silent default. */
export function sorguOku<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S, keys: readonly string[]): v.InferOutput<S> {
  const raw = Object.fromEntries(keys.flatMap((k) => {
    const value = c.req.query(k);
    return value === undefined || value === '' ? [] : [[k, value]];
  }));
  const result = v.safeParse(schema, raw);
  if (!result.success) {
    const key = result.issues[0]?.message ?? '';
    throw new ApiError(400, 'VALIDATION', (key.startsWith('kasa.') || key.startsWith('cari.') || key.startsWith('cafe.gun.') ? key : 'error.invalidInput') as never);
  }
  return result.output;
}
