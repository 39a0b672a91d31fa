import { Hono } from 'hono';
import * as v from 'valibot';
import type { MessageKey } from '@lib/i18n/translate';
import { TALEP_DURUMLARI, TalepDurumSchema, TalepNotSchema } from '@lib/schemas/admin/talep';
import { currentUser, requireAdminPermission } from '@worker/auth/guards';
import { talepBul, talepDurumDegistir, talepListesi, talepNotEkle, talepNotlari } from '@worker/db/admin/talep/liste';
import { csvCevap, csvZaman } from '@worker/http/csv';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';

const KEY = 'admin:fo:dashboard';
/** the platform's own desk works in Istanbul time */
const SAAT_DILIMI = VARSAYILAN_DILIM;

const filtre = (durum: string | undefined, q: string | undefined) => ({
  durum: v.is(v.picklist(TALEP_DURUMLARI), durum) ? durum : null,
  q: (q ?? '').slice(0, 100),
});

/** /api/admin/talepler: leads from the public demo form (the sales desk). */
export const adminTaleplerRoutes = new Hono<AppEnv>()
  .use('*', requireAdminPermission(KEY))
  .get('/', async (c) => ok(c, await talepListesi(c.env.DB, filtre(c.req.query('durum'), c.req.query('q')))))
  .get('/disa-aktar', requireAdminPermission(`${KEY}:disa-aktar`), async (c) => {
    const lang = c.get('lang');
    const { satirlar } = await talepListesi(c.env.DB, filtre(c.req.query('durum'), c.req.query('q')));
    const baslik = (['no', 'tarih', 'adSoyad', 'isletmeAdi', 'telefon', 'eposta', 'sehir', 'durum', 'mesaj', 'isletme'] as const).map((k) => translate(lang, `admin.talep.csv.${k}` as MessageKey));
    return csvCevap(c, [baslik, ...satirlar.map((s) => [
      String(s.id), csvZaman(s.olusturma, SAAT_DILIMI), s.adSoyad, s.isletmeAdi, s.telefon, s.eposta, s.sehir,
      translate(lang, `admin.talep.durum.${s.durum}` as MessageKey), s.mesaj, s.isletmeAd ?? '',
    ])], 'talepler', SAAT_DILIMI);
  })
  // the venues screen's "create from lead" reads this: data is {id, adSoyad, isletmeAdi, telefon, eposta, sehir, …}
  .get('/:id', async (c) => {
    const id = idParam(c);
    const talep = await talepBul(c.env.DB, id);
    if (!talep) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, { ...talep, notlar: await talepNotlari(c.env.DB, id) });
  })
  .put('/:id/durum', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const { durum } = await readBody(c, TalepDurumSchema);
    if (!(await talepDurumDegistir(c.env.DB, id, durum, currentUser(c).id))) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, { id, durum });
  })
  .post('/:id/notlar', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const { metin } = await readBody(c, TalepNotSchema);
    const notId = await talepNotEkle(c.env.DB, id, metin, currentUser(c).id);
    if (notId === null) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    return ok(c, { id: notId }, 201);
  });
