import { Hono, type Context } from 'hono';
import { transferKalemleriMetni } from '@lib/cafe/transfer';
import { AdisyonRaporSorguSchema, TransferSorguSchema } from '@lib/schemas/cafe/gun';
import { isGunuOf } from '@lib/zaman/isgunu';
import { requirePermission } from '@worker/auth/guards';
import { adisyonGecmisi, adisyonRaporu, adisyonRaporuTumu, transferKullanicilari, transferler, type AdisyonRaporFiltresi, type TransferLogu } from '@worker/db/cafe/adisyon-rapor';
import { masaAdlari } from '@worker/db/cafe/masa';
import { isletmeOku } from '@worker/db/parametre';
import { csvCevap, csvFiyat, csvZaman } from '@worker/http/csv';
import { ok } from '@worker/http/envelope';
import { idParam } from '@worker/http/request';
import { translate } from '@worker/i18n';
import { sorguOku } from '@worker/routes/isletme/kasa/sorgu';
import type { AppEnv } from '@worker/types';

/** /api/isletme/cafe: the check report (list, one check's history, CSV) and the two transfer logs (list, CSV). */

export const ADISYON_RAPORU_KEY = 'isletme:qrmenu:cafe-yonetim:adisyonraporu';
export const MASA_TRANSFER_KEY = 'isletme:qrmenu:cafe-yonetim:masa-takip:loglar:masatransfer';
export const ADISYON_TRANSFER_KEY = 'isletme:qrmenu:cafe-yonetim:masa-takip:loglar:adisyontransfer';

/** The filter of the check report; a missing end is the other end, both missing is the venue's business today. */
async function raporFiltresi(c: Context<AppEnv>) {
  const s = sorguOku(c, AdisyonRaporSorguSchema, ['bas', 'bit', 'masa', 'garson', 'odeme', 'durum', 'sayfa']);
  const isletme = await isletmeOku(c.env.DB, c.get('isletme').id);
  const bugun = isGunuOf(Date.now(), isletme.saatDilimi, isletme.gunDonumuSaat);
  const f: AdisyonRaporFiltresi = { bas: s.bas ?? s.bit ?? bugun, bit: s.bit ?? s.bas ?? bugun, masa: s.masa, garson: s.garson, odeme: s.odeme, durum: s.durum };
  return { f, sayfa: s.sayfa as unknown as number, bugun, isletme };
}

async function transferFiltresi(c: Context<AppEnv>) {
  const s = sorguOku(c, TransferSorguSchema, ['bas', 'bit', 'masa', 'kullanici']);
  const isletme = await isletmeOku(c.env.DB, c.get('isletme').id);
  const bugun = isGunuOf(Date.now(), isletme.saatDilimi, isletme.gunDonumuSaat);
  return { f: { bas: s.bas ?? s.bit ?? bugun, bit: s.bit ?? s.bas ?? bugun, masa: s.masa, kullanici: s.kullanici }, bugun, isletme };
}

function transferRoutes(log: TransferLogu, anahtar: string) {
  return new Hono<AppEnv>()
    .get('/', requirePermission(anahtar), async (c) => {
      const { f, bugun, isletme } = await transferFiltresi(c);
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const [liste, kullanicilar, masalar] = await Promise.all([
        transferler(db, isletmeId, log, f, isletme.saatDilimi, isletme.gunDonumuSaat),
        transferKullanicilari(db, isletmeId),
        masaAdlari(db, isletmeId),
      ]);
      return ok(c, { ...liste, bas: f.bas, bit: f.bit, bugun, saatDilimi: isletme.saatDilimi, kullanicilar, masalar });
    })
    .get('/disa-aktar', requirePermission(`${anahtar}:disa-aktar`), async (c) => {
      const { f, isletme } = await transferFiltresi(c);
      const t = (key: string) => translate(c.get('lang'), key as never);
      const { satirlar } = await transferler(c.env.DB, c.get('isletme').id, log, f, isletme.saatDilimi, isletme.gunDonumuSaat, 100_000);
      return csvCevap(c, [
        ['zaman', 'tur', 'kaynakMasa', 'hedefMasa', 'kaynakNo', 'hedefNo', 'kalemler', 'tutar', 'kullanici'].map((k) => t(`cafe.gun.transfer.csv.${k}`)),
        ...satirlar.reverse().map((s) => [
          csvZaman(s.zaman, isletme.saatDilimi), t(`cafe.gun.transfer.tur.${s.tur}`), s.kaynakMasa, s.hedefMasa, String(s.kaynakNo ?? ''), String(s.hedefNo ?? ''),
          transferKalemleriMetni(s.kalemler), csvFiyat(s.tutarKurus), s.kullanici ?? '',
        ]),
      ], `${log === 'masa' ? 'masa' : 'adisyon'}-transfer-${f.bas}-${f.bit}`, isletme.saatDilimi);
    });
}

export const raporRoutes = new Hono<AppEnv>()
  .get('/adisyon-rapor', requirePermission(ADISYON_RAPORU_KEY), async (c) => {
    const { f, sayfa, bugun, isletme } = await raporFiltresi(c);
    const rapor = await adisyonRaporu(c.env.DB, c.get('isletme').id, f, sayfa);
    return ok(c, { ...rapor, bas: f.bas, bit: f.bit, bugun, saatDilimi: isletme.saatDilimi });
  })
  .get('/adisyon-rapor/disa-aktar', requirePermission(`${ADISYON_RAPORU_KEY}:disa-aktar`), async (c) => {
    const { f, isletme } = await raporFiltresi(c);
    const lang = c.get('lang');
    const t = (key: string) => translate(lang, key as never);
    const satirlar = await adisyonRaporuTumu(c.env.DB, c.get('isletme').id, f);
    return csvCevap(c, [
      ['no', 'isGunu', 'masa', 'garson', 'durum', 'acilis', 'kapanis', 'misafir', 'toplam', 'odenen', 'indirim', 'odemeler', 'secenekler'].map((k) => t(`cafe.gun.rapor.csv.${k}`)),
      ...satirlar.map((s) => [
        String(s.no), s.isGunu, s.masa, s.garson ?? '', t(`cafe.gun.durum.${s.durum}`), csvZaman(s.acilis, isletme.saatDilimi), s.kapanis ? csvZaman(s.kapanis, isletme.saatDilimi) : '',
        String(s.misafir), csvFiyat(s.toplamKurus), csvFiyat(s.odenenKurus), csvFiyat(s.indirimKurus),
        s.odemeler.split(',').filter(Boolean).map((o) => t(`cafe.gun.odeme.${o}`)).join(', '),
        s.secenekler.join(', '),
      ]),
    ], `adisyon-raporu-${f.bas}-${f.bit}`, isletme.saatDilimi);
  })
  .get('/adisyon-rapor/:id', requirePermission(ADISYON_RAPORU_KEY), async (c) => {
    return ok(c, await adisyonGecmisi(c.env.DB, c.get('isletme').id, idParam(c)));
  })
  .route('/transfer/masa', transferRoutes('masa', MASA_TRANSFER_KEY))
  .route('/transfer/adisyon', transferRoutes('adisyon', ADISYON_TRANSFER_KEY));
