import { Hono } from 'hono';
import { metin } from '@lib/menu/text';
import { HizmetDurumSchema, HizmetSchema } from '@lib/schemas/randevu/hizmet';
import { requirePermission } from '@worker/auth/guards';
import { hizmetBul, hizmetEkle, hizmetGuncelle, hizmetListesi, hizmetSil, hizmetSilmeEngeli, personelDogrula, hizmetBayraklari } from '@worker/db/randevu/hizmet';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { csvFiyat, csvCevap } from '@worker/http/csv';
import { paketRoutes } from './hizmet-paket';
import { satisRoutes } from './hizmet-satis';
import { isletmeZamani } from '@worker/db/parametre';

const KEY = 'isletme:randevutakip:hizmetler';

/** Services of the appointment panel (SPEC /isletme/randevutakip/hizmetler); packages and sales are mounted below. */
export const hizmetRoutes = new Hono<AppEnv>()
  .get('/hizmetler', requirePermission(KEY), async (c) => ok(c, await hizmetListesi(c.env.DB, c.get('isletme').id)))
  .post('/hizmetler', requirePermission(`${KEY}:ekle`), async (c) => {
    const input = await readBody(c, HizmetSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await personelDogrula(db, isletmeId, input.personelIdler);
    const id = await hizmetEkle(db, isletmeId, input);
    return ok(c, await hizmetBul(db, isletmeId, id), 201);
  })
  .get('/hizmetler/disa-aktar', requirePermission(`${KEY}:disa-aktar`), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const lang = c.get('lang');
    const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
    const [{ hizmetler, personeller }, zone] = await Promise.all([hizmetListesi(db, isletmeId), isletmeZamani(db, isletmeId).then((z) => z.saatDilimi)]);
    const personelAd = new Map(personeller.map((p) => [p.id, p.ad]));
    const rows = [
      [t('randevu.hizmet.csv.hizmet'), t('randevu.hizmet.csv.sure'), t('randevu.hizmet.csv.fiyat'), t('randevu.hizmet.csv.onceTampon'), t('randevu.hizmet.csv.sonraTampon'), t('randevu.hizmet.csv.online'), t('common.status'), t('randevu.hizmet.csv.personel')],
      ...hizmetler.map((h) => [
        metin(h.ad, lang),
        String(h.sureDk),
        csvFiyat(h.fiyatKurus),
        String(h.onceTamponDk),
        String(h.sonraTamponDk),
        t(h.online ? 'common.yes' : 'common.no'),
        t(h.aktif ? 'common.active' : 'common.passive'),
        h.personelIdler.map((id) => personelAd.get(id) ?? '').filter(Boolean).join(', '),
      ]),
    ];
    return csvCevap(c, rows, 'hizmetler', zone);
  })
  .put('/hizmetler/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, HizmetSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await hizmetBul(db, isletmeId, id);
    await personelDogrula(db, isletmeId, input.personelIdler);
    await hizmetGuncelle(db, isletmeId, id, input);
    return ok(c, await hizmetBul(db, isletmeId, id));
  })
  .post('/hizmetler/:id/durum', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, HizmetDurumSchema);
    if (input.aktif === undefined && input.online === undefined) throw new ApiError(400, 'VALIDATION', 'randevu.hizmet.api.durumBos');
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    await hizmetBul(db, isletmeId, id);
    await hizmetBayraklari(db, isletmeId, id, input);
    return ok(c, await hizmetBul(db, isletmeId, id));
  })
  .delete('/hizmetler/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const hizmet = await hizmetBul(db, isletmeId, id);
    const engel = await hizmetSilmeEngeli(db, isletmeId, hizmet);
    if (engel) throw engel;
    await hizmetSil(db, isletmeId, id);
    return ok(c, { id });
  });

hizmetRoutes.route('/', paketRoutes);
hizmetRoutes.route('/', satisRoutes);
