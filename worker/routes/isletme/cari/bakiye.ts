import { Hono } from 'hono';
import { BakiyeSorguSchema, type BakiyeRaporu } from '@lib/schemas/cari';

import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { requirePermission } from '@worker/auth/guards';
import { isletmeOku } from '@worker/db/parametre';
import { bakiyeRaporu } from '@worker/db/cari/hareket';
import { ok } from '@worker/http/envelope';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { csvFiyat, csvMetni, csvZaman, csvCevap } from '@worker/http/csv';
import { sorguOku } from '@worker/routes/isletme/kasa/sorgu';

/** /api/isletme/randevu/cari-bakiye: the balance report per customer (screen, printable report, CSV). */

const SORGU = ['bakiyeli', 'sira'] as const;

/** The ledger balance report, guarded by the permission key of the module that mounts it. */
export function cariBakiyeRoutes(BAKIYE_KEY: string) {
  return new Hono<AppEnv>()
    .get('/cari-bakiye', requirePermission(BAKIYE_KEY), async (c) => {
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const sorgu = sorguOku(c, BakiyeSorguSchema, SORGU);
      const { ad, saatDilimi } = await isletmeOku(db, isletmeId);
      return ok<BakiyeRaporu>(c, { ...(await bakiyeRaporu(db, isletmeId, sorgu)), saatDilimi, isletme: ad, olusturma: new Date().toISOString() });
    })
    // the same figures as the screen, for printing: its own permission (SPEC §6 raporCek)
    .get('/cari-bakiye/rapor', requirePermission(`${BAKIYE_KEY}:raporCek`), async (c) => {
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const sorgu = sorguOku(c, BakiyeSorguSchema, SORGU);
      const { ad, saatDilimi } = await isletmeOku(db, isletmeId);
      return ok<BakiyeRaporu>(c, { ...(await bakiyeRaporu(db, isletmeId, sorgu)), saatDilimi, isletme: ad, olusturma: new Date().toISOString() });
    })
    .get('/cari-bakiye/disa-aktar', requirePermission(`${BAKIYE_KEY}:disa-aktar`), async (c) => {
      const db = c.env.DB;
      const isletmeId = c.get('isletme').id;
      const sorgu = sorguOku(c, BakiyeSorguSchema, SORGU);
      const { saatDilimi } = await isletmeOku(db, isletmeId);
      const lang = c.get('lang');
      const t = (key: string) => translate(lang, key as never);
      const { satirlar } = await bakiyeRaporu(db, isletmeId, sorgu);
      const csv = csvMetni([
        ['musteri', 'telefon', 'toplamBorc', 'toplamTahsilat', 'borcBakiye', 'alacakBakiye', 'hareket', 'sonHareket'].map((k) => t(`kasa.csv.${k}`)),
        ...satirlar.map((s) => [
          s.silinmis ? t('kasa.silinmisMusteri') : s.adSoyad, s.silinmis ? '' : telefonGoster(s.telefon), csvFiyat(s.borcKurus), csvFiyat(s.tahsilatKurus),
          s.bakiyeKurus > 0 ? csvFiyat(s.bakiyeKurus) : '', s.bakiyeKurus < 0 ? csvFiyat(-s.bakiyeKurus) : '', String(s.hareketSayisi), csvZaman(s.sonHareket, saatDilimi),
        ]),
      ]);
      return csvCevap(c, csv, 'cari-bakiye', saatDilimi);
    });
}
