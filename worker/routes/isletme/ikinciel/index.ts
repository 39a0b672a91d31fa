import { Hono, type Context } from 'hono';
import { CIHAZ_DURUMLARI, CIHAZ_TURLERI, type CihazDurumu, type CihazTuru } from '@lib/ikinciel/durum';
import {
  AyarSchema, CihazSchema, DurumSchema, IadeSchema, IlanDurumSchema, IlanGuncelleSchema, IlanSchema, MasrafSchema, SatisSchema,
} from '@lib/schemas/ikinciel/ikinciel';
import { yerelZamanIso } from '@lib/zaman/yerel';
import { bugun } from '@lib/zaman/dilim';
import { currentUser, requireAnyPermission, requirePermission } from '@worker/auth/guards';
import {
  cihazEkle, cihazGuncelle, cihazlar, cihazOku, cihazRow, cihazSil, durumDegistir, fotoDogrula, iadeAl, masrafEkle, masrafSil, saticiSil, sat,
} from '@worker/db/ikinciel/cihaz';
import { odemeSunuluyor } from '@worker/db/kasa/hareket';
import { isletmeOku } from '@worker/db/parametre';
import { ayarKaydet, ilanDurum, ilanEkle, ilanGuncelle, ilanlar, ilanOku, ilanSil } from '@worker/db/ikinciel/ilan';
import { disaAktarSatirlari, fiyatOnerisi, rapor } from '@worker/db/ikinciel/rapor';
import { csvCevap, csvFiyat } from '@worker/http/csv';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { webpYukle } from '@worker/http/webp-yukle';
import type { AppEnv } from '@worker/types';

/**
 * /api/isletme/ikinciel: second-hand trading (pc-alis-satis: items, costs, status, sale into the cash book, return,
 * reports, CSV; letgo-bot: listings and composer settings). Both screens belong to the 'qrmenu' licence module.
 */

const PC_ALIS_KEY = 'isletme:qrmenu:pc-alis-satis';
const LETGO_KEY = 'isletme:qrmenu:letgo-bot';

type C = Context<AppEnv>;
const venue = (c: C) => c.get('isletme').id;
const tz = (c: C) => c.get('isletme').saatDilimi;
const tcAcik = (c: C) => c.get('isletme').yetkiler.has(`${PC_ALIS_KEY}:kimlik`);
const satir = (c: C) => cihazRow(c.env.DB, venue(c), idParam(c));
const detay = async (c: C, id: number, status: 200 | 201 = 200) => ok(c, await cihazOku(c.env.DB, venue(c), id, tcAcik(c)), status);
/** A cash row's instant: now when the day is today, else noon of that local day. */
const kasaAni = (c: C, gun: string) => (gun === bugun(tz(c)) ? new Date().toISOString() : (yerelZamanIso(`${gun}T12:00`, tz(c)) ?? new Date().toISOString()));

export const ikincielRoutes = new Hono<AppEnv>()
  .get('/cihazlar', requirePermission(PC_ALIS_KEY), async (c) => {
    const d = c.req.query('durum') ?? '';
    const durum = (CIHAZ_DURUMLARI as readonly string[]).includes(d) ? (d as CihazDurumu) : '';
    const [liste, { odemeYontemleri }] = await Promise.all([cihazlar(c.env.DB, venue(c), { durum, q: (c.req.query('q') ?? '').slice(0, 100) }), isletmeOku(c.env.DB, venue(c))]);
    return ok(c, { cihazlar: liste, bugun: bugun(tz(c)), odemeYontemleri });
  })
  .get('/cihazlar/:id', requirePermission(PC_ALIS_KEY), async (c) => detay(c, idParam(c)))
  .post('/foto', requireAnyPermission([`${PC_ALIS_KEY}:ekle`, `${PC_ALIS_KEY}:guncelle`]), async (c) => ok(c, { anahtar: await webpYukle(c, 'ikinciel') }, 201))
  .post('/cihazlar', requirePermission(`${PC_ALIS_KEY}:ekle`), async (c) => {
    const g = await readBody(c, CihazSchema);
    await fotoDogrula(c.env.IMAGES_BUCKET, venue(c), g.fotolar);
    return detay(c, await cihazEkle(c.env.DB, venue(c), g), 201);
  })
  .put('/cihazlar/:id', requirePermission(`${PC_ALIS_KEY}:guncelle`), async (c) => {
    const r = await satir(c);
    const g = await readBody(c, CihazSchema);
    await fotoDogrula(c.env.IMAGES_BUCKET, venue(c), g.fotolar, JSON.parse(r.fotolar) as string[]);
    await cihazGuncelle(c.env.DB, venue(c), r, g);
    return detay(c, r.id);
  })
  .delete('/cihazlar/:id', requirePermission(`${PC_ALIS_KEY}:sil`), async (c) => {
    const r = await satir(c);
    await cihazSil(c.env.DB, venue(c), r);
    return ok(c, { id: r.id });
  })
  .post('/cihazlar/:id/masraflar', requirePermission(`${PC_ALIS_KEY}:guncelle`), async (c) => {
    const r = await satir(c);
    await masrafEkle(c.env.DB, venue(c), r, await readBody(c, MasrafSchema));
    return detay(c, r.id, 201);
  })
  .delete('/cihazlar/:id/masraflar/:masrafId', requirePermission(`${PC_ALIS_KEY}:guncelle`), async (c) => {
    const r = await satir(c);
    await masrafSil(c.env.DB, venue(c), r, idParam(c, 'masrafId'));
    return detay(c, r.id);
  })
  .post('/cihazlar/:id/durum', requirePermission(`${PC_ALIS_KEY}:guncelle`), async (c) => {
    const r = await satir(c);
    await durumDegistir(c.env.DB, venue(c), r, (await readBody(c, DurumSchema)).durum);
    return detay(c, r.id);
  })
  .post('/cihazlar/:id/satis', requirePermission(`${PC_ALIS_KEY}:guncelle`), async (c) => {
    const r = await satir(c);
    const g = await readBody(c, SatisSchema);
    // like every cash row: only a method the venue offers (venue parameters)
    odemeSunuluyor(g.odeme, (await isletmeOku(c.env.DB, venue(c))).odemeYontemleri);
    await sat(c.env.DB, venue(c), currentUser(c).id, r, g, kasaAni(c, g.satisTarihi));
    return detay(c, r.id);
  })
  .post('/cihazlar/:id/iade', requirePermission(`${PC_ALIS_KEY}:guncelle`), async (c) => {
    const r = await satir(c);
    const g = await readBody(c, IadeSchema);
    await iadeAl(c.env.DB, venue(c), currentUser(c).id, r, g.tarih, kasaAni(c, g.tarih));
    return detay(c, r.id);
  })
  .post('/cihazlar/:id/satici-sil', requirePermission(`${PC_ALIS_KEY}:sil`), async (c) => {
    const r = await satir(c);
    await saticiSil(c.env.DB, venue(c), currentUser(c).id, r, bugun(tz(c)));
    return detay(c, r.id);
  })
  .get('/rapor', requirePermission(PC_ALIS_KEY), async (c) => ok(c, await rapor(c.env.DB, venue(c))))
  .get('/fiyat-onerisi', requirePermission(PC_ALIS_KEY), async (c) => {
    const t = c.req.query('tur') ?? '';
    if (!(CIHAZ_TURLERI as readonly string[]).includes(t)) return ok(c, { adet: 0, medyanKurus: null, duzey: 'yok' as const });
    return ok(c, await fiyatOnerisi(c.env.DB, venue(c), t as CihazTuru, (c.req.query('marka') ?? '').slice(0, 60), (c.req.query('model') ?? '').slice(0, 80)));
  })
  .get('/disa-aktar', requirePermission(`${PC_ALIS_KEY}:disa-aktar`), async (c) =>
    csvCevap(c, await disaAktarSatirlari(c.env.DB, venue(c), tcAcik(c), (k) => (k === null ? '' : csvFiyat(k))), 'ikinci-el', tz(c)))
  // ---- letgo-bot ----
  .get('/ilanlar', requirePermission(LETGO_KEY), async (c) => ok(c, await ilanlar(c.env.DB, venue(c), bugun(tz(c)))))
  .post('/ilanlar', requirePermission(`${LETGO_KEY}:ekle`), async (c) => {
    const id = await ilanEkle(c.env.DB, venue(c), await readBody(c, IlanSchema));
    return ok(c, await ilanOku(c.env.DB, venue(c), id, bugun(tz(c))), 201);
  })
  .put('/ilanlar/:id', requirePermission(`${LETGO_KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    await ilanGuncelle(c.env.DB, venue(c), id, await readBody(c, IlanGuncelleSchema));
    return ok(c, await ilanOku(c.env.DB, venue(c), id, bugun(tz(c))));
  })
  .post('/ilanlar/:id/durum', requirePermission(`${LETGO_KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    await ilanDurum(c.env.DB, venue(c), id, await readBody(c, IlanDurumSchema), bugun(tz(c)));
    return ok(c, await ilanOku(c.env.DB, venue(c), id, bugun(tz(c))));
  })
  .delete('/ilanlar/:id', requirePermission(`${LETGO_KEY}:sil`), async (c) => {
    const id = idParam(c);
    await ilanSil(c.env.DB, venue(c), id);
    return ok(c, { id });
  })
  .put('/ayar', requirePermission(`${LETGO_KEY}:guncelle`), async (c) => {
    await ayarKaydet(c.env.DB, venue(c), await readBody(c, AyarSchema));
    return ok(c, (await ilanlar(c.env.DB, venue(c), bugun(tz(c)))).ayar);
  });
