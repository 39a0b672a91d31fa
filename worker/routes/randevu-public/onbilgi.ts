import { Hono } from 'hono';
import { decryptLink } from '@worker/crypto/link';
import { RANDEVU_LINKI_AMACI } from '@lib/crm/kural';
import { onbilgiMusterisi } from '@worker/db/randevu/onbilgi';
import { ApiError, ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';
import { firmaKeyParam } from './ortak';

/**
 * GET /api/randevu/:firmaKey/onbilgi?k=…: the booking link of a follow-up message (worker/db/crm/takip/detay.ts)
 * opened on the venue's booking page. A valid, unexpired token of THIS venue answers only the customer's name and
 * phone to prefill the form; anything else is refused and the page shows its normal empty form.
 */
export const onbilgiRoutes = new Hono<AppEnv>();

onbilgiRoutes.get('/:firmaKey/onbilgi', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const token = c.req.query('k') ?? '';
  const payload = await decryptLink(c.env.LINK_KEY, token, RANDEVU_LINKI_AMACI);
  const musteriId = Number(payload.ids.musteriId);
  const isletmeId = Number(payload.ids.isletmeId);
  const m = await onbilgiMusterisi(c.env.DB, firmaKey, isletmeId, musteriId);
  if (!m) throw new ApiError(400, 'LINK_INVALID', 'error.invalidLink');
  return ok(c, m);
});
