import { Hono } from 'hono';
import { metin } from '@lib/menu/text';
import { PaketSchema } from '@lib/schemas/randevu/hizmet';
import { requirePermission } from '@worker/auth/guards';
import { paketBul, paketEkle, paketGuncelle, paketHizmetleriDogrula, paketListesi, paketSil } from '@worker/db/randevu/hizmet-paket';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { csvFiyat, csvCevap } from '@worker/http/csv';
import { isletmeZamani } from '@worker/db/parametre';

const KEY = 'isletme:randevutakip:hizmet-paketleri';

/** Service packages (SPEC /isletme/randevutakip/hizmet-paketleri): a set of services with session counts and a price. */
export const paketRoutes = new Hono<AppEnv>()
  .get('/paketler', requirePermission(KEY), async (c) => ok(c, await paketListesi(c.env.DB, c.get('isletme').id)))
  .post('/paketler', requirePermission(`${KEY}:ekle`), async (c) => {
    const input = await readBody(c, PaketSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await paketHizmetleriDogrula(db, isletmeId, input);
    const id = await paketEkle(db, isletmeId, input);
    return ok(c, await paketBul(db, isletmeId, id), 201);
  })
  .get('/paketler/disa-aktar', requirePermission(`${KEY}:disa-aktar`), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const lang = c.get('lang');
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(lang, key, params);
    const [{ paketler, hizmetler }, zone] = await Promise.all([paketListesi(db, isletmeId), isletmeZamani(db, isletmeId).then((z) => z.saatDilimi)]);
    const hizmetAd = new Map(hizmetler.map((h) => [h.id, metin(h.ad, lang)]));
    const rows = [
      [t('randevu.hizmet.csv.paket'), t('common.description'), t('randevu.hizmet.csv.fiyat'), t('randevu.hizmet.csv.gecerlilik'), t('common.status'), t('randevu.hizmet.csv.hizmetler'), t('randevu.hizmet.csv.satis')],
      ...paketler.map((p) => [
        p.ad,
        p.aciklama,
        csvFiyat(p.fiyatKurus),
        p.gecerlilikGun === null ? '' : String(p.gecerlilikGun),
        t(p.aktif ? 'common.active' : 'common.passive'),
        p.hizmetler.map((h) => t('randevu.hizmet.seansli', { ad: hizmetAd.get(h.hizmetId) ?? '', sayi: h.seans })).join(', '),
        String(p.satisSayisi),
      ]),
    ];
    return csvCevap(c, rows, 'hizmet-paketleri', zone);
  })
  .put('/paketler/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, PaketSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await paketBul(db, isletmeId, id);
    await paketHizmetleriDogrula(db, isletmeId, input);
    await paketGuncelle(db, isletmeId, id, input);
    return ok(c, await paketBul(db, isletmeId, id));
  })
  .delete('/paketler/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await paketSil(db, isletmeId, await paketBul(db, isletmeId, id));
    return ok(c, { id });
  });
