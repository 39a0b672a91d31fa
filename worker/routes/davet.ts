import { Hono } from 'hono';
import { DavetSifreSchema } from '@lib/schemas/admin/isletmeler';
import { hashPassword } from '@worker/auth/password';
import { davetiAc, davetSifresiKoy } from '@worker/db/admin/davet';
import { ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

/**
 * /api/davet: a new venue owner sets their password through the invite link (the page /davet). Once: the first
 * password makes the link (every copy of it) stop working. The answer carries the e-mail so the page logs in.
 */
export const davetRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = await readBody(c, DavetSifreSchema);
  const hesap = await davetiAc(c.env.DB, c.env.LINK_KEY, input.t);
  await davetSifresiKoy(c.env.DB, hesap, await hashPassword(input.sifre, c.env.PASSWORD_PEPPER));
  return ok(c, { email: hesap.email });
});
