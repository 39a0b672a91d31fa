import type { Context, Next } from 'hono';
import { ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { destekUyeligi as destekUyelikSatiri, destekYazmaKaydet, type DestekUyeligi } from '@worker/db/destek/oturum';
import { ApiError } from '@worker/http/envelope';
import type { AppEnv, OturumKullanici, SeciliIsletme, UyelikRow } from '@worker/types';

/**
 * A platform admin calling a venue route: allowed only inside a live support ("view as") session of this admin for
 * this venue (worker/db/destek/oturum.ts); the membership then carries every venue key. Otherwise null (→ 403).
 */
export async function destekUyeligi(c: Context<AppEnv>, user: OturumKullanici, isletmeId: number): Promise<DestekUyeligi | null> {
  const row = await destekUyelikSatiri(c.env.DB, user.id, isletmeId);
  return row && { ...row, yetkiler: TUM_YETKILER };
}

// support sees the venue as its owner does: every venue key (the licence still narrows the modules)
const TUM_YETKILER = JSON.stringify([...ISLETME_PERMISSION_KEYS]);
/** The support mark of the selected venue (`SeciliIsletme.destek`) when the row came from a support session. */
export function destekBaglami(row: UyelikRow): Pick<SeciliIsletme, 'destek'> {
  if (!('destek_id' in row)) return {};
  const d = row as DestekUyeligi;
  return { destek: { oturumId: d.destek_id, sahipOnayi: d.destek_sahip_onayi === 1, bitis: d.destek_bitis } };
}

const OKUMA = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Runs the rest of a venue call inside a support session (`denetle` = the checks requireVenue runs after the venue is
 * known). A write without the owner's consent is refused with SUPPORT_READ_ONLY; every write, allowed or refused, is
 * written to platform_log ('destek.yazma') after its answer, for the venue owner's audit log.
 */
export async function destekCagrisi(c: Context<AppEnv>, next: Next, denetle: () => void): Promise<void> {
  const destek = c.get('isletme').destek;
  const yazma = !OKUMA.has(c.req.method);
  if (!destek || !yazma) {
    denetle();
    await next();
    return;
  }
  let status = 500;
  try {
    denetle();
    if (!destek.sahipOnayi) throw new ApiError(403, 'SUPPORT_READ_ONLY', 'destek.saltOkunur');
    await next();
    status = c.res.status;
  } catch (error) {
    status = error instanceof ApiError ? error.status : 500;
    throw error;
  } finally {
    await destekYazmaKaydet(c.env.DB, {
      kullaniciId: c.get('kullanici')!.id,
      isletmeId: c.get('isletme').id,
      oturumId: destek.oturumId,
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      status,
    });
  }
}
