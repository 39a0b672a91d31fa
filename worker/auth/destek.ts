import type { Context } from 'hono';
import { ApiError } from '@worker/http/envelope';
import type { AppEnv, OturumKullanici } from '@worker/types';
import type { UyelikRow } from './session';

/**
 * A platform admin calling a venue route: allowed only inside a live support ("view as") session for that venue.
 * Issue 14 (support part) fills this in; until then a platform admin has no venue access.
 */
export async function destekUyeligi(c: Context<AppEnv>, user: OturumKullanici, isletmeId: number): Promise<UyelikRow | null> {
  void c;
  void user;
  void isletmeId;
  throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
}
