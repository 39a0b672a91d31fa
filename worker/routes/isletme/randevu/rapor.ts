import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { DONEM_VARSAYILAN_GUN, DonemSorguSchema, type GuvenilirlikRaporu } from '@lib/schemas/randevu/rapor';
import { tarihMetni, gunMs } from '@lib/randevu/time';
import { gunAraligiIso, isGunuOf } from '@lib/zaman/isgunu';
import { requirePermission } from '@worker/auth/guards';
import { isletmeZamani } from '@worker/db/parametre';
import { kaporaAyarOku } from '@worker/db/randevu/kapora';
import { guvenilirlikRaporu, guvenilirlikToplami } from '@worker/db/randevu/guvenilirlik-rapor';
import { ApiError, ok } from '@worker/http/envelope';
import type { AppEnv } from '@worker/types';

const DASHBOARD = 'isletme:randevutakip:dashboard';

export interface Donem { bas: string; bit: string; basIso: string; bitIso: string; saatDilimi: string; gecIptalSaat: number }

/**
 * ?bas=&bit= of a report (venue-zone business days); missing: the last `varsayilanGun` days up to today. A bad value
 * is a 400 in the caller's language. Also reads the late-cancel hours of the deposit rule (the shared definition).
 */
export async function donemOku(c: Context<AppEnv>, varsayilanGun = DONEM_VARSAYILAN_GUN): Promise<Donem> {
  const ham = Object.fromEntries((['bas', 'bit'] as const).flatMap((k) => {
    const deger = c.req.query(k);
    return deger ? [[k, deger]] : [];
  }));
  const s = v.safeParse(DonemSorguSchema, ham);
  if (!s.success) throw new ApiError(400, 'VALIDATION', (s.issues[0]?.message ?? 'randevu.rapor.v.tarih') as never);
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const [{ saatDilimi, gunDonumuSaat }, ayar] = await Promise.all([isletmeZamani(db, isletmeId), kaporaAyarOku(db, isletmeId)]);
  const bugun = isGunuOf(Date.now(), saatDilimi, gunDonumuSaat);
  const bit = s.output.bit ?? (s.output.bas && s.output.bas > bugun ? s.output.bas : bugun);
  const bas = s.output.bas ?? tarihMetni(gunMs(bit)! - (varsayilanGun - 1) * 86_400_000);
  const [basIso, bitIso] = gunAraligiIso(bas, bit, saatDilimi, gunDonumuSaat);
  return { bas, bit, basIso, bitIso, saatDilimi, gecIptalSaat: ayar.kuralGecIptalSaat };
}

/** /api/isletme/randevu/ozet/guvenilirlik: no-show and late-cancel rates per service and staff member (dashboard card). */
export const raporRoutes = new Hono<AppEnv>()
  .get('/ozet/guvenilirlik', requirePermission(DASHBOARD), async (c) => {
    const d = await donemOku(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const lang = c.get('lang');
    const [toplam, hizmetler, personeller] = await Promise.all([
      guvenilirlikToplami(db, isletmeId, d.basIso, d.bitIso, d.gecIptalSaat),
      guvenilirlikRaporu(db, isletmeId, d.basIso, d.bitIso, d.gecIptalSaat, 'hizmet', lang),
      guvenilirlikRaporu(db, isletmeId, d.basIso, d.bitIso, d.gecIptalSaat, 'personel', lang),
    ]);
    c.header('Cache-Control', 'no-store');
    return ok<GuvenilirlikRaporu>(c, { bas: d.bas, bit: d.bit, saatDilimi: d.saatDilimi, gecIptalSaat: d.gecIptalSaat, toplam, hizmetler, personeller });
  });
