import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@worker/types';
import { canliNesne } from './adisyon';

/**
 * After a successful change on the `masa` screen (a table's or an area's name, seats, layout, order, active flag,
 * a new or deleted one), every open table-tracking screen of the venue reads its grid again. The change is saved
 * already: a live object that cannot be reached only delays the screens until their next reconnect.
 */
export const masaDuyurusu: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.error || c.res.status >= 300) return;
  await canliNesne(c).duyur([{ kitle: 'takip', olay: { tur: 'masa' } }]).catch(() => undefined);
};
