import { Hono } from 'hono';
import type { MessageKey } from '@lib/i18n/translate';
import { metin } from '@lib/menu/text';
import { haftaMetni, PersonelSchema, SiraSchema, type PersonelGirdisi } from '@lib/schemas/personel';
import { requirePermission, requireAnyPermission } from '@worker/auth/guards';
import {
  adayBul, hesapDogrula, hizmetleriDogrula, personelBul, personelEkle, personelGuncelle, personelListesi, personelSil, siraKaydet,
} from '@worker/db/personel/randevu';
import { fotoDogrula } from '@worker/db/personel';
import { ok } from '@worker/http/envelope';
import { idParam } from '@worker/http/request';
import { webpYukle } from '@worker/http/webp-yukle';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { csvCevap } from '@worker/http/csv';
import { govdeOku } from './ortak';
import { personelSaatRoutes } from './saat';
import { gelecekRandevuSayisi } from '@worker/db/personel/randevu';

/** R2 prefix of photos uploaded here; keys of the staff register (personel/…) are valid too (a reused register entry). */
const FOTO_ONEKI = 'randevu/personel';

async function dogrula(c: { env: AppEnv['Bindings'] }, isletmeId: number, input: PersonelGirdisi, kendisi?: { id: number; foto: string | null; kullanici_id: number | null }): Promise<void> {
  const db = c.env.DB;
  await hizmetleriDogrula(db, isletmeId, input.hizmetIdler);
  // a link that is already there stays valid even if that account has since left the venue (renaming must still work)
  if (!kendisi || input.kullaniciId !== kendisi.kullanici_id) await hesapDogrula(db, isletmeId, input.kullaniciId, kendisi?.id);
  await fotoDogrula(c.env.IMAGES_BUCKET, isletmeId, input.foto, kendisi?.foto);
}

/**
 * /personel*: staff with an appointment profile (list, add, edit, order, photo, delete, CSV) + hours/leave, guarded by the
 * permission key of the module that mounts it.
 */
export function personelProfilRoutes(PERSONEL_KEY: string) {
  return new Hono<AppEnv>()
    .get('/personel', requirePermission(PERSONEL_KEY), async (c) => ok(c, await personelListesi(c.env.DB, c.get('isletme').id)))
    .post('/personel', requirePermission(`${PERSONEL_KEY}:ekle`), async (c) => {
      const input = await govdeOku(c, PersonelSchema);
      const isletmeId = c.get('isletme').id;
      // reusing a register entry: its current photo and account link count as "unchanged"
      const kayit = input.personelId === null ? undefined : await adayBul(c.env.DB, isletmeId, input.personelId);
      await dogrula(c, isletmeId, input, kayit);
      return ok(c, { id: await personelEkle(c.env.DB, isletmeId, input, input.personelId) }, 201);
    })
    .post('/personel/foto', requireAnyPermission([`${PERSONEL_KEY}:ekle`, `${PERSONEL_KEY}:guncelle`]), async (c) => ok(c, { anahtar: await webpYukle(c, FOTO_ONEKI) }, 201))
    .put('/personel/sira', requirePermission(`${PERSONEL_KEY}:guncelle`), async (c) => {
      const { idler } = await govdeOku(c, SiraSchema);
      await siraKaydet(c.env.DB, c.get('isletme').id, idler);
      return ok(c, { idler });
    })
    .get('/personel/disa-aktar', requirePermission(`${PERSONEL_KEY}:disa-aktar`), async (c) => {
      const lang = c.get('lang');
      const t = (key: string, params?: Record<string, string | number>) => translate(lang, key as MessageKey, params);
      const liste = await personelListesi(c.env.DB, c.get('isletme').id);
      const hizmetAd = new Map(liste.hizmetler.map((h) => [h.id, metin(h.ad, lang)]));
      const rows = [
        ['personel.csv.sira', 'personel.randevu.csv.ad', 'personel.csv.durum', 'personel.csv.renk', 'personel.csv.hizmetler', 'personel.csv.saatler', 'personel.randevu.csv.hesap', 'personel.randevu.csv.gelecek'].map((key) => t(key)),
        ...liste.personeller.map((p) => [
          String(p.sira),
          p.ad,
          t(p.aktif ? 'common.active' : 'common.passive'),
          p.renk,
          p.hizmetIdler.map((id) => hizmetAd.get(id) ?? '').filter(Boolean).join(', '),
          haftaMetni(p.calisma, (gun) => t(`personel.gunKisa.${gun}`), t('personel.saat.molaKisa')),
          p.kullaniciAd ?? '',
          String(p.gelecekRandevu),
        ]),
      ];
      return csvCevap(c, rows, 'personel', liste.saatDilimi);
    })
    .put('/personel/:id', requirePermission(`${PERSONEL_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const input = await govdeOku(c, PersonelSchema);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const mevcut = await personelBul(db, isletmeId, id);
      await dogrula(c, isletmeId, input, mevcut);
      await personelGuncelle(db, isletmeId, id, input);
      return ok(c, { id, gelecekRandevu: await gelecekRandevuSayisi(db, id) });
    })
    .delete('/personel/:id', requirePermission(`${PERSONEL_KEY}:sil`), async (c) => {
      const id = idParam(c);
      const isletmeId = c.get('isletme').id;
      await personelBul(c.env.DB, isletmeId, id);
      await personelSil(c.env.DB, isletmeId, id);
      return ok(c, { id });
    })
    .route('/', personelSaatRoutes(PERSONEL_KEY));
}
