import { Hono } from 'hono';
import * as v from 'valibot';
import { ALERJEN_ADLARI, type Alerjen } from '@lib/menu/allergens';
import { metin } from '@lib/menu/text';
import { TopluFiyatSchema } from '@lib/schemas/qrmenu';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { cokDilli, jsonList, notFound } from '@worker/db/qrmenu/admin';
import { fiyatlar, topluFiyatYaz, urunDisaAktarim } from '@worker/db/qrmenu/urun-toplu';
import { ApiError, ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { csvFiyat, csvCevap } from '@worker/http/csv';
import { isletmeZamani } from '@worker/db/parametre';

const KEY = 'isletme:qrmenu:urunler';
const MAX_KURUS = 100_000_000;

const TopluFiyatIstek = v.object({ ...TopluFiyatSchema.entries, onizleme: v.boolean() });

/** New price after a percent or kuruş change, rounded to the nearest kuruş. */
export function yeniFiyat(eski: number, tur: 'yuzde' | 'tutar', deger: number): number {
  return tur === 'yuzde' ? Math.round((eski * (100 + deger)) / 100) : eski + deger;
}

/** Bulk price change with preview, and the CSV export (both act on the whole product list). */
export const urunTopluRoutes = new Hono<AppEnv>()
  .post('/toplu-fiyat', requirePermission(`${KEY}:guncelle`), async (c) => {
    const input = await readBody(c, TopluFiyatIstek);
    if (input.tur === 'yuzde' && (input.deger < -90 || input.deger > 500)) throw new ApiError(400, 'VALIDATION', 'qrmenu.api.percentRange');
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const ids = [...new Set(input.urunIdler)];
    const results = await fiyatlar(db, isletmeId, ids);
    if (results.length !== ids.length) throw notFound();
    const satirlar = results.map((row) => ({ id: row.id, ad: cokDilli(row.ad), eskiKurus: row.fiyat_kurus, yeniKurus: yeniFiyat(row.fiyat_kurus, input.tur, input.deger) }));
    const negatif = satirlar.filter((row) => row.yeniKurus < 0).length;
    if (negatif > 0) throw new ApiError(400, 'PRICE_NEGATIVE', 'qrmenu.api.bulkNegative', { sayi: negatif });
    if (satirlar.some((row) => row.yeniKurus > MAX_KURUS)) throw new ApiError(400, 'PRICE_TOO_HIGH', 'qrmenu.api.bulkTooHigh');
    if (input.onizleme) return ok(c, satirlar);
    const degisen = JSON.stringify(satirlar.filter((row) => row.yeniKurus !== row.eskiKurus).map((row) => [row.id, row.yeniKurus]));
    await topluFiyatYaz(db, isletmeId, currentUser(c).id, degisen);
    return ok(c, satirlar);
  })
  .get('/disa-aktar', requirePermission(`${KEY}:disa-aktar`), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const lang = c.get('lang');
    const { saatDilimi } = await isletmeZamani(db, isletmeId);
    const results = await urunDisaAktarim(db, isletmeId);
    const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
    const evetHayir = (flag: number) => t(flag === 1 ? 'qrmenu.csv.evet' : 'qrmenu.csv.hayir');
    const rows = [
      [t('qrmenu.csv.kategori'), t('qrmenu.csv.altKategori'), t('qrmenu.csv.urun'), t('qrmenu.csv.fiyat'), t('qrmenu.csv.tukendi'), t('qrmenu.csv.gorunur'), t('qrmenu.csv.alerjenler')],
      ...results.map((row) => {
        const kategori = metin(cokDilli(row.kategori), lang);
        const alerjenler = jsonList<string>(row.alerjenler)
          .filter((a): a is Alerjen => Object.hasOwn(ALERJEN_ADLARI, a))
          .map((a) => ALERJEN_ADLARI[a][lang])
          .join(', ');
        return [
          row.ust === null ? kategori : metin(cokDilli(row.ust), lang),
          row.ust === null ? '' : kategori,
          metin(cokDilli(row.ad), lang),
          csvFiyat(row.fiyat_kurus),
          evetHayir(row.tukendi),
          evetHayir(row.gorunur),
          alerjenler,
        ];
      }),
    ];
    return csvCevap(c, rows, 'urunler', saatDilimi);
  });
