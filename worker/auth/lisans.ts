import type { Context } from 'hono';
import { LISANS_MODULLERI, type LisansDurumu, type LisansModulu } from '@lib/lisans';
import type { AppEnv } from '@worker/types';
import type { UyelikRow } from './session';

/** The licence columns of a membership row, or null when the venue has no licence row (not restricted). */
export function lisansDurumu(row: UyelikRow): LisansDurumu | null {
  if (row.lisans_bitis === null || row.lisans_moduller === null) return null;
  let moduller: LisansModulu[] = [];
  try {
    const parsed: unknown = JSON.parse(row.lisans_moduller);
    if (Array.isArray(parsed)) moduller = LISANS_MODULLERI.filter((m) => parsed.includes(m));
  } catch {
    moduller = [];
  }
  return { moduller, bitis: row.lisans_bitis, deneme: row.lisans_deneme === 1, ekSureGun: row.lisans_ek_sure_gun };
}

/**
 * Runs on every venue call after the membership is known (no extra round trip: the licence came with it).
 * Issue 14 (licence part) fills this in: suspension, expiry (writes → 403 LICENSE_EXPIRED), modules (→ 403).
 */
export function lisansDenetimi(c: Context<AppEnv>): void {
  void c;
}
