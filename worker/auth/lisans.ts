import type { Context } from 'hono';
import { apiModulu, modulListesi, type LisansDurumu } from '@lib/lisans';
import { bugun } from '@lib/zaman/dilim';
import { ApiError } from '@worker/http/envelope';
import type { AppEnv, UyelikRow } from '@worker/types';

/** The licence columns of a membership row, or null when the venue has no licence row (not restricted). */
export function lisansDurumu(row: UyelikRow): LisansDurumu | null {
  if (row.lisans_bitis === null || row.lisans_moduller === null) return null;
  return { moduller: modulListesi(row.lisans_moduller), bitis: row.lisans_bitis, deneme: row.lisans_deneme === 1, ekSureGun: row.lisans_ek_sure_gun };
}

const OKUMA = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Runs on every venue call after the membership is known (no extra round trip: the licence came with it):
 * a suspended venue answers 403 to its operators, an expired licence makes the venue read-only, a module outside
 * the licence answers 403 on its API. The grace period only concerns guest pages: the panel is read-only from the
 * day after `bitis`.
 */
export function lisansDenetimi(c: Context<AppEnv>): void {
  const isletme = c.get('isletme');
  // a support session (platform admin) may look at a suspended venue; operators may not
  if (isletme.askiyaAlmaZamani !== null && c.get('kullanici')?.kullaniciTipi === 2) throw new ApiError(403, 'VENUE_SUSPENDED', 'error.venueSuspended');
  const lisans = isletme.lisans;
  if (lisans === null) return;
  const modul = apiModulu(c.req.path);
  if (modul !== null && !lisans.moduller.includes(modul)) throw new ApiError(403, 'MODULE_NOT_LICENSED', 'error.moduleNotLicensed');
  if (!OKUMA.has(c.req.method) && bugun(isletme.saatDilimi) > lisans.bitis) throw new ApiError(403, 'LICENSE_EXPIRED', 'error.licenseExpired', { bitis: lisans.bitis.split('-').reverse().join('.') });
}
