import { Hono } from 'hono';
import { CariGirdiSchema, CariGuncelleSchema, MusteriAraSorguSchema } from '@lib/schemas/cari';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { finansMusteriAra } from '@worker/db/cari/musteri-ara';
import { musteriOku } from '@worker/db/musteri/baglanti';
import { isletmeOku } from '@worker/db/parametre';
import { cariDetay, cariEkle, cariGuncelle, cariOku, cariSil, cariSonHareketler, cariTumu } from '@worker/db/cari/hareket';
import { odemeSunuluyor } from '@worker/db/kasa/hareket';
import { kapaliGunDegil } from '@worker/db/kasa/kapali-gun';
import { yerelZamanIso } from '@lib/zaman/yerel';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import { kayitMetni } from '@lib/randevu/kayit-metni';
import type { AppEnv } from '@worker/types';
import { csvFiyat, csvMetni, csvZaman, csvCevap } from '@worker/http/csv';
import { sorguOku } from '@worker/routes/isletme/kasa/sorgu';

/** /api/isletme/randevu/cari: the customer debt ledger (SPEC §6 debt follow-up: movement add / update / delete). */

/** The customer ledger, guarded by the permission key of the module that mounts it. */
export function cariRoutes(CARI_KEY: string) {
  return new Hono<AppEnv>()
    .get('/cari', requirePermission(CARI_KEY), async (c) => {
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      return ok(c, await cariSonHareketler(db, isletmeId, (await isletmeOku(db, isletmeId)).saatDilimi));
    })
    .get('/cari/musteri-ara', requirePermission(CARI_KEY), async (c) => {
      const { q } = sorguOku(c, MusteriAraSorguSchema, ['q']);
      return ok(c, await finansMusteriAra(c.env.DB, c.get('isletme').id, q));
    })
    .get('/cari/musteriler/:id', requirePermission(CARI_KEY), async (c) => {
      const id = idParam(c);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      return ok(c, await cariDetay(db, isletmeId, id, (await isletmeOku(db, isletmeId)).saatDilimi));
    })
    .get('/cari/disa-aktar', requirePermission(`${CARI_KEY}:disa-aktar`), async (c) => {
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const secilen = c.req.query('musteriId') ?? '';
      if (secilen !== '' && !/^[1-9]\d{0,9}$/.test(secilen)) throw new ApiError(400, 'VALIDATION', 'kasa.v.musteri');
      const musteriId = secilen === '' ? null : Number(secilen);
      if (musteriId !== null) await musteriOku(db, isletmeId, musteriId);
      const { saatDilimi } = await isletmeOku(db, isletmeId);
      const lang = c.get('lang');
      const t = (key: string) => translate(lang, key as never);
      const bakiyeler = new Map<number, number>();
      const satirlar = (await cariTumu(db, isletmeId, musteriId)).map((h) => {
        const bakiye = (bakiyeler.get(h.musteri.id) ?? 0) + (h.tur === 'borc' ? h.tutarKurus : -h.tutarKurus);
        bakiyeler.set(h.musteri.id, bakiye);
        return [
          csvZaman(h.tarih, saatDilimi), h.musteri.silinmis ? t('kasa.silinmisMusteri') : h.musteri.adSoyad, t(`cari.tur.${h.tur}`),
          h.tur === 'borc' ? csvFiyat(h.tutarKurus) : '', h.tur === 'tahsilat' ? csvFiyat(h.tutarKurus) : '',
          // csvHucre defuses a leading '-', so a credit balance gets its own column instead of a negative number
          bakiye > 0 ? csvFiyat(bakiye) : '', bakiye < 0 ? csvFiyat(-bakiye) : '', kayitMetni((k, p) => translate(lang, k as never, p), h.sistem, h.aciklama), h.randevu?.kod ?? '', h.kaydeden ?? '',
        ];
      });
      const csv = csvMetni([
        ['tarih', 'musteri', 'tur', 'borc', 'tahsilat', 'borcBakiye', 'alacakBakiye', 'aciklama', 'randevu', 'kaydeden'].map((k) => t(`kasa.csv.${k}`)),
        ...satirlar,
      ]);
      return csvCevap(c, csv, musteriId === null ? 'cari' : `cari-${musteriId}`, saatDilimi);
    })
    .post('/cari', requirePermission(`${CARI_KEY}:ekle`), async (c) => {
      const g = await readBody(c, CariGirdiSchema);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const { saatDilimi, gunDonumuSaat, odemeYontemleri } = await isletmeOku(db, isletmeId);
      if (g.kasaOdeme) odemeSunuluyor(g.kasaOdeme, odemeYontemleri);
      // the payment's cash row must not land in a closed business day
      if (g.kasaOdeme) await kapaliGunDegil(db, isletmeId, [yerelZamanIso(g.tarih, saatDilimi)], { saatDilimi, gunDonumuSaat });
      const { id, kasaId } = await cariEkle(db, { isletmeId, kullaniciId: currentUser(c).id, g, tz: saatDilimi });
      return ok(c, { ...(await cariOku(db, isletmeId, id)), kasaId }, 201);
    })
    .put('/cari/:id', requirePermission(`${CARI_KEY}:guncelle`), async (c) => {
      const id = idParam(c);
      const g = await readBody(c, CariGuncelleSchema);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      return ok(c, await cariGuncelle(db, isletmeId, id, g, (await isletmeOku(db, isletmeId)).saatDilimi));
    })
    .delete('/cari/:id', requirePermission(`${CARI_KEY}:sil`), async (c) => {
      const id = idParam(c);
      await cariSil(c.env.DB, c.get('isletme').id, id);
      return ok(c, { id });
    });
}
