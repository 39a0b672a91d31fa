import { ApiError } from '@worker/http/envelope';
import { decryptLink, encryptLink } from './link';

/**
 * The demo form's signed timestamp (spam without a third-party captcha): the page renders an encrypted token with
 * the time it was served; a post sooner than EN_AZ_MS after that is a bot, later than EN_FAZLA_MS an expired page.
 */
const AMAC = 'talep-formu';
export const TALEP_EN_AZ_MS = 3_000;
export const TALEP_EN_FAZLA_MS = 2 * 60 * 60 * 1000;

export function talepBelirteci(secret: string, now = Date.now()): Promise<string> {
  return encryptLink(secret, { purpose: AMAC, ids: { t: now }, exp: now + TALEP_EN_FAZLA_MS });
}

/** Throws 400 TOKEN_INVALID / TOO_FAST / TOKEN_EXPIRED. */
export async function talepBelirteciDenetle(secret: string, token: unknown, now = Date.now()): Promise<void> {
  if (typeof token !== 'string' || token === '') throw new ApiError(400, 'TOKEN_INVALID', 'admin.talep.e.belirtec');
  let t: unknown;
  try {
    // the age is judged below (expired ≠ forged), so the link's own expiry check is switched off with now = 0
    t = (await decryptLink(secret, token, AMAC, 0)).ids.t;
  } catch {
    throw new ApiError(400, 'TOKEN_INVALID', 'admin.talep.e.belirtec');
  }
  if (typeof t !== 'number' || t > now + 60_000) throw new ApiError(400, 'TOKEN_INVALID', 'admin.talep.e.belirtec');
  if (now - t < TALEP_EN_AZ_MS) throw new ApiError(400, 'TOO_FAST', 'admin.talep.e.hizli');
  if (now - t > TALEP_EN_FAZLA_MS) throw new ApiError(400, 'TOKEN_EXPIRED', 'admin.talep.e.sure');
}
