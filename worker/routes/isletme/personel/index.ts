import { Hono } from 'hono';
import type { MessageKey } from '@lib/i18n/translate';
import { PersonelKaydiSchema, type PersonelKaydiGirdisi } from '@lib/schemas/personel';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { requirePermission, requireAnyPermission } from '@worker/auth/guards';
import {
  fotoDogrula, hesapDogrula, PERSONEL_FOTO_ONEKI, personelKaydiBul, personelKaydiEkle, personelKaydiGuncelle, personelKaydiSil, personelKayitlari,
} from '@worker/db/personel';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { webpYukle } from '@worker/http/webp-yukle';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { csvMetni, csvCevap } from '@worker/http/csv';
import { isletmeZamani } from '@worker/db/parametre';

const KEY = 'isletme:personel';

/** Account and photo must be this venue's; a link or photo that is already there stays valid (renaming must still work). */
async function dogrula(env: AppEnv['Bindings'], isletmeId: number, g: PersonelKaydiGirdisi, kendisi?: { id: number; foto: string | null; kullaniciId: number | null }) {
  if (!kendisi || g.kullaniciId !== kendisi.kullaniciId) await hesapDogrula(env.DB, isletmeId, g.kullaniciId, kendisi?.id);
  await fotoDogrula(env.IMAGES_BUCKET, isletmeId, g.foto, kendisi?.foto);
}

/** /api/isletme/personel: the venue's staff register (list, add, edit, photo, delete, CSV). */
export const personelRoutes = new Hono<AppEnv>()
  .get('/', requirePermission(KEY), async (c) => ok(c, await personelKayitlari(c.env.DB, c.get('isletme').id)))
  .post('/', requirePermission(`${KEY}:ekle`), async (c) => {
    const g = await readBody(c, PersonelKaydiSchema);
    const isletmeId = c.get('isletme').id;
    await dogrula(c.env, isletmeId, g);
    const id = await personelKaydiEkle(c.env.DB, isletmeId, g);
    return ok(c, await personelKaydiBul(c.env.DB, isletmeId, id), 201);
  })
  .post('/foto', requireAnyPermission([`${KEY}:ekle`, `${KEY}:guncelle`]), async (c) => ok(c, { anahtar: await webpYukle(c, PERSONEL_FOTO_ONEKI) }, 201))
  .get('/disa-aktar', requirePermission(`${KEY}:disa-aktar`), async (c) => {
    const isletmeId = c.get('isletme').id;
    const lang = c.get('lang');
    const t = (key: string, params?: Record<string, string | number>) => translate(lang, key as MessageKey, params);
    const [{ personeller }, tz] = await Promise.all([personelKayitlari(c.env.DB, isletmeId), isletmeZamani(c.env.DB, isletmeId).then((z) => z.saatDilimi)]);
    const rows = [
      ['ad', 'unvan', 'telefon', 'email', 'baslama', 'durum', 'ayrilma', 'hesap', 'profil', 'gelecek', 'notlar'].map((k) => t(`personel.csv.${k}`)),
      ...personeller.map((p) => [
        p.ad,
        p.unvan,
        p.telefon ? telefonGoster(p.telefon) : '',
        p.email ?? '',
        p.baslamaTarihi ?? '',
        t(p.aktif ? 'personel.form.calisiyor' : 'personel.form.ayrildi'),
        p.ayrilmaTarihi ?? '',
        p.kullaniciAd ?? '',
        t(p.randevuProfili ? 'common.yes' : 'common.no'),
        String(p.gelecekRandevu),
        p.notlar,
      ]),
    ];
    return csvCevap(c, csvMetni(rows), 'personel', tz);
  })
  .put('/:id', requirePermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, PersonelKaydiSchema);
    const isletmeId = c.get('isletme').id;
    const mevcut = await personelKaydiBul(c.env.DB, isletmeId, id);
    await dogrula(c.env, isletmeId, g, mevcut);
    await personelKaydiGuncelle(c.env.DB, isletmeId, id, g);
    return ok(c, await personelKaydiBul(c.env.DB, isletmeId, id));
  })
  .delete('/:id', requirePermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    const isletmeId = c.get('isletme').id;
    await personelKaydiBul(c.env.DB, isletmeId, id);
    await personelKaydiSil(c.env.DB, isletmeId, id);
    return ok(c, { id });
  });
