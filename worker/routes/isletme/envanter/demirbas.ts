import { Hono, type Context } from 'hono';
import type { MessageKey } from '@lib/i18n/translate';
import { etiketCoz } from '@lib/envanter/etiket';
import { bugun } from '@lib/zaman/dilim';
import {
  BakimAcSchema, BakimKapatSchema, CikisSchema, DemirbasSchema, DonusSchema, KategoriSchema, TransferSchema,
} from '@lib/schemas/envanter/demirbas';
import { requireAnyPermission, requirePermission } from '@worker/auth/guards';
import {
  bakimAc, bakimDemirbasi, bakimKapat, cikisAc, cikisBul, cikisKapat, demirbasBul, demirbasDetayi, demirbasEkle, demirbasGuncelle, demirbasListesi, demirbasSil,
  demirbasTumu, ENVANTER_FOTO_ONEKI, girdiDogrula, kategoriBul, kategoriEkle, kategoriGuncelle, kategoriler, kategoriSil, listeSorgusu, lokasyonYollariOku,
  secenekler, transfer, yaklasanBakimlar,
} from '@worker/db/envanter/demirbas';
import { isletmeZamani } from '@worker/db/parametre';
import { personelAdi } from '@worker/db/personel';
import { csvCevap, csvFiyat, csvMetni } from '@worker/http/csv';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { webpYukle } from '@worker/http/webp-yukle';
import { translate } from '@worker/i18n';
import { slugMask } from '@worker/slug';
import type { AppEnv } from '@worker/types';
import { hurdaRoutes } from './hurda';

const KEY = 'isletme:envanter:demirbaslar';

type C = Context<AppEnv>;
const venue = (c: C) => c.get('isletme').id;
const kullanici = (c: C) => c.get('kullanici')!.id;
const mask = (c: C) => slugMask(c.env);
const venueBugun = async (c: C) => bugun((await isletmeZamani(c.env.DB, venue(c))).saatDilimi);
const bul = (c: C) => demirbasBul(c.env.DB, venue(c), mask(c), idParam(c));
async function yollar(c: C): Promise<(id: number) => string | null> {
  const harita = await lokasyonYollariOku(c.env.DB, venue(c));
  return (id) => harita.get(id) ?? null;
}
const detay = (c: C, id: number) => demirbasDetayi(c.env.DB, venue(c), mask(c), id);

/**
 * /api/isletme/envanter (fixed assets): categories with custom fields, the asset list (server paging, folded search,
 * filters, CSV), one asset by its label slug with its history, and the actions transfer / cikis (gate pass) / bakim,
 * each behind its own permission. Scrap requests: ./hurda.ts.
 */
export const demirbasRoutes = new Hono<AppEnv>()
  .get('/kategoriler', requireAnyPermission([KEY, 'isletme:envanter:hurda-talepleri']), async (c) => ok(c, await kategoriler(c.env.DB, venue(c))))
  .post('/kategoriler', requirePermission(`${KEY}:ekle`), async (c) => {
    const g = await readBody(c, KategoriSchema);
    const id = await kategoriEkle(c.env.DB, venue(c), kullanici(c), g);
    return ok(c, await kategoriBul(c.env.DB, venue(c), id), 201);
  })
  .put('/kategoriler/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, KategoriSchema);
    await kategoriGuncelle(c.env.DB, venue(c), kullanici(c), id, g);
    return ok(c, await kategoriBul(c.env.DB, venue(c), id));
  })
  .delete('/kategoriler/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    await kategoriSil(c.env.DB, venue(c), kullanici(c), id);
    return ok(c, { id });
  })
  .get('/demirbaslar', requirePermission(KEY), async (c) => {
    const s = listeSorgusu((name) => c.req.query(name));
    return ok(c, await demirbasListesi(c.env.DB, venue(c), mask(c), s, s.garanti ? await venueBugun(c) : ''));
  })
  .get('/demirbaslar/secenekler', requirePermission(KEY), async (c) => ok(c, await secenekler(c.env.DB, venue(c))))
  .get('/demirbaslar/disa-aktar', requirePermission(`${KEY}:disa-aktar`), async (c) => {
    const s = listeSorgusu((name) => c.req.query(name));
    const tz = (await isletmeZamani(c.env.DB, venue(c))).saatDilimi;
    const liste = await demirbasTumu(c.env.DB, venue(c), mask(c), s, bugun(tz));
    const t = (key: string) => translate(c.get('lang'), key as MessageKey);
    const rows = [
      ['kod', 'ad', 'kategori', 'marka', 'model', 'seriNo', 'lokasyon', 'personel', 'durum', 'alisTarihi', 'alisFiyati', 'garantiBitis'].map((k) => t(`envanter.demirbas.csv.${k}`)),
      ...liste.map((d) => [d.kod, d.ad, d.kategoriAd ?? '', d.marka, d.model, d.seriNo, d.lokasyonYol ?? '', d.personelAd ?? '', t(`envanter.durum.${d.durum}`),
        d.alisTarihi ?? '', csvFiyat(d.alisKurus), d.garantiBitis ?? '']),
    ];
    return csvCevap(c, csvMetni(rows), 'demirbaslar', tz);
  })
  .post('/demirbaslar', requirePermission(`${KEY}:ekle`), async (c) => {
    const g = await readBody(c, DemirbasSchema);
    const { ozel, kategoriAd } = await girdiDogrula(c.env.DB, c.env.IMAGES_BUCKET, venue(c), g);
    const id = await demirbasEkle(c.env.DB, venue(c), kullanici(c), g, ozel, kategoriAd);
    return ok(c, await demirbasBul(c.env.DB, venue(c), mask(c), id), 201);
  })
  .post('/demirbaslar/foto', requireAnyPermission([`${KEY}:ekle`, `${KEY}:guncelle`, 'isletme:envanter:hurda-talepleri:ekle']), async (c) => ok(c, { anahtar: await webpYukle(c, ENVANTER_FOTO_ONEKI) }, 201))
  .get('/demirbaslar/detay/:slug', requirePermission(KEY), async (c) => {
    const etiket = etiketCoz(c.req.param('slug'), mask(c));
    if (etiket?.tur !== 'demirbas') throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, await detay(c, etiket.id));
  })
  .put('/demirbaslar/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const m = await bul(c);
    const g = await readBody(c, DemirbasSchema);
    const { ozel, kategoriAd } = await girdiDogrula(c.env.DB, c.env.IMAGES_BUCKET, venue(c), g, m);
    const yol = await yollar(c);
    const personel = g.personelId === null || g.personelId === m.personelId ? m.personelAd
      : await personelAdi(c.env.DB, venue(c), g.personelId);
    await demirbasGuncelle(c.env.DB, venue(c), kullanici(c), m, g, ozel, kategoriAd, { kaynak: m.lokasyonYol, hedef: g.lokasyonId === null ? null : yol(g.lokasyonId), personel });
    return ok(c, await demirbasBul(c.env.DB, venue(c), mask(c), m.id));
  })
  .delete('/demirbaslar/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const m = await bul(c);
    await demirbasSil(c.env.DB, venue(c), kullanici(c), m);
    return ok(c, { id: m.id });
  })
  .post('/demirbaslar/:id/transfer', requirePermission(`${KEY}:transfer`), async (c) => {
    const d = await bul(c);
    const g = await readBody(c, TransferSchema);
    await transfer(c.env.DB, venue(c), kullanici(c), d, g, await yollar(c));
    return ok(c, await detay(c, d.id));
  })
  .post('/demirbaslar/:id/cikis', requirePermission(`${KEY}:cikis`), async (c) => {
    const d = await bul(c);
    const g = await readBody(c, CikisSchema);
    const id = await cikisAc(c.env.DB, venue(c), kullanici(c), d, g);
    return ok(c, await cikisBul(c.env.DB, venue(c), id), 201);
  })
  .get('/cikislar/:id', requirePermission(KEY), async (c) => {
    const cikis = await cikisBul(c.env.DB, venue(c), idParam(c));
    return ok(c, { cikis, demirbas: await demirbasBul(c.env.DB, venue(c), mask(c), cikis.demirbasId) });
  })
  .post('/cikislar/:id/donus', requirePermission(`${KEY}:cikis`), async (c) => {
    const cikis = await cikisBul(c.env.DB, venue(c), idParam(c));
    const g = await readBody(c, DonusSchema);
    const d = await demirbasBul(c.env.DB, venue(c), mask(c), cikis.demirbasId);
    await cikisKapat(c.env.DB, venue(c), kullanici(c), d, cikis.id, g, await yollar(c));
    return ok(c, await detay(c, d.id));
  })
  .post('/demirbaslar/:id/bakim', requirePermission(`${KEY}:bakim`), async (c) => {
    const d = await bul(c);
    const g = await readBody(c, BakimAcSchema);
    await bakimAc(c.env.DB, venue(c), kullanici(c), d, g);
    return ok(c, await detay(c, d.id), 201);
  })
  .post('/bakimlar/:id/kapat', requirePermission(`${KEY}:bakim`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, BakimKapatSchema);
    const demirbasId = await bakimDemirbasi(c.env.DB, venue(c), id);
    if (demirbasId === null) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    const d = await demirbasBul(c.env.DB, venue(c), mask(c), demirbasId);
    await bakimKapat(c.env.DB, venue(c), kullanici(c), d, id, g, await venueBugun(c));
    return ok(c, await detay(c, d.id));
  })
  .get('/bakim/yaklasan', requirePermission(KEY), async (c) => ok(c, await yaklasanBakimlar(c.env.DB, venue(c), mask(c), await venueBugun(c))))
  .route('/', hurdaRoutes);
