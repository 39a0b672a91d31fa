import { Hono } from 'hono';
import { HizmetKaporaSchema, KaporaAlSchema, KaporaAyarSchema } from '@lib/schemas/randevu/kapora';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { kapaliGunDegil } from '@worker/db/kasa/kapali-gun';
import { isletmeZamani } from '@worker/db/parametre';
import { hizmetKaporalari, hizmetKaporaYaz, kaporaAl, kaporaAyarOku, kaporaAyarYaz, kaporaOku } from '@worker/db/randevu/kapora';
import { randevuGorunumOku } from '@worker/db/randevu/takvim';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { RANDEVULAR, kayitBul } from './takvim-ortak';

/** Deposits: the venue's rules and a service's deposit (services screen keys), recording a deposit (calendar keys). */
export const kaporaRoutes = new Hono<AppEnv>();

const HIZMETLER = 'isletme:randevutakip:hizmetler';

kaporaRoutes
  .get('/kapora/ayar', requirePermission(HIZMETLER), async (c) => {
    const isletmeId = c.get('isletme').id;
    return ok(c, { ...(await kaporaAyarOku(c.env.DB, isletmeId)), hizmetler: await hizmetKaporalari(c.env.DB, isletmeId) });
  })
  .put('/kapora/ayar', requirePermission(`${HIZMETLER}:guncelle`), async (c) => {
    const input = await readBody(c, KaporaAyarSchema);
    await kaporaAyarYaz(c.env.DB, c.get('isletme').id, input);
    return ok(c, await kaporaAyarOku(c.env.DB, c.get('isletme').id));
  })
  .put('/hizmetler/:id/kapora', requirePermission(`${HIZMETLER}:guncelle`), async (c) => {
    const input = await readBody(c, HizmetKaporaSchema);
    if (!(await hizmetKaporaYaz(c.env.DB, c.get('isletme').id, idParam(c), input.tur, input.deger))) throw new ApiError(404, 'NOT_FOUND', 'randevu.takvim.api.serviceNotFound');
    return ok(c, { tur: input.tur, deger: input.tur === 'yok' ? 0 : input.deger });
  })
  .get('/randevular/:id/kapora', requirePermission(RANDEVULAR), async (c) => {
    const kayit = await kayitBul(c, idParam(c));
    return ok(c, await kaporaOku(c.env.DB, c.get('isletme').id, kayit.id, new Date().toISOString()));
  })
  // the deposit came in: cash row "Kapora · KOD" + confirmed in one batch; a repeat answers the recorded state
  .post('/randevular/:id/kapora', requirePermission(`${RANDEVULAR}:guncelle`), async (c) => {
    const input = await readBody(c, KaporaAlSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const kayit = await kayitBul(c, idParam(c));
    const nowIso = new Date().toISOString();
    const once = await kaporaOku(db, isletmeId, kayit.id, nowIso);
    if (!once) throw new ApiError(409, 'NO_DEPOSIT', 'randevu.kapora.api.yok');
    if (once.durum === 'bekliyor') {
      if (once.suresiDoldu) throw new ApiError(409, 'DEPOSIT_EXPIRED', 'randevu.kapora.api.suresiDoldu');
      if (kayit.durum !== 'beklemede') throw new ApiError(409, 'DEPOSIT_CLOSED', 'randevu.kapora.api.kapali');
      // the cash row is dated now: a closed business day takes no rows
      const zaman = await isletmeZamani(db, isletmeId);
      await kapaliGunDegil(db, isletmeId, [nowIso], { saatDilimi: zaman.saatDilimi, gunDonumuSaat: zaman.gunDonumuSaat });
      await kaporaAl(db, isletmeId, kayit.id, input.odeme, currentUser(c).id, nowIso);
    } else if (once.durum === 'dustu') {
      throw new ApiError(409, 'DEPOSIT_EXPIRED', 'randevu.kapora.api.suresiDoldu');
    }
    const kapora = await kaporaOku(db, isletmeId, kayit.id, nowIso);
    if (kapora?.durum === 'bekliyor') throw new ApiError(409, kapora.suresiDoldu ? 'DEPOSIT_EXPIRED' : 'DEPOSIT_CLOSED', kapora.suresiDoldu ? 'randevu.kapora.api.suresiDoldu' : 'randevu.kapora.api.kapali');
    return ok(c, { kapora, randevu: await randevuGorunumOku(db, isletmeId, kayit.id) });
  });
