import type { Context } from 'hono';
import type * as v from 'valibot';
import type { MessageKey } from '@lib/i18n/translate';
import { hataAnahtari } from '@lib/schemas/personel';
import { ApiError } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';

/** Shared bits of the staff and task routes. */

/** Day name in the caller's language ('personel.gun.1' = Pazartesi). */
export const gunAdi = (c: Context<AppEnv>, gun: number, kisa = false) => translate(c.get('lang'), `personel.${kisa ? 'gunKisa' : 'gun'}.${gun}` as MessageKey);

/** readBody, plus schema messages that name a weekday ('key|gun') turned into '{gun}: …' in the caller's language. */
export async function govdeOku<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  try {
    return await readBody(c, schema);
  } catch (error) {
    if (error instanceof ApiError && String(error.messageKey).includes('|')) {
      const { anahtar, gun } = hataAnahtari(String(error.messageKey));
      throw new ApiError(400, 'VALIDATION', anahtar as MessageKey, { gun: gun === null ? '' : gunAdi(c, gun) });
    }
    throw error;
  }
}
