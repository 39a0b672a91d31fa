import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { yuzde } from '@lib/crm/kohort';
import type { MessageKey } from '@lib/i18n/translate';
import {
  HUCRE_SORGU_ALANLARI, HucreSorguSchema, RAPOR_SORGU_ALANLARI, RaporSorguSchema, SEGMENT_FILTRELERI, type SegmentFiltresi,
} from '@lib/schemas/crm/rapor';
import { mesajAnahtari } from '@lib/schemas/alan-hatalari';
import { requirePermission } from '@worker/auth/guards';
import { segmentAyari } from '@worker/db/crm/rapor/esik';
import { hucreListesi, kohortRaporu, raporOzeti } from '@worker/db/crm/rapor/kohort';
import { raporListesi, raporTumu, type RaporBaglami } from '@worker/db/crm/rapor/liste';
import { csvCevap, csvFiyat, csvZaman } from '@worker/http/csv';
import { ApiError, ok } from '@worker/http/envelope';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';

/**
 * /api/isletme/crm: the customer report (list, summary charts, CSV) and the retention report (cohorts, segment moves,
 * a cell's customers, CSV).
 */

const RAPOR = 'isletme:crm:musteri:rapor';
const KOHORT = 'isletme:crm:musteri:rapor-detay-2';

/** Query parameters through a schema; a bad value is a 400 naming the problem, never a silent default. */
function sorgu<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S, alanlar: readonly string[]): v.InferOutput<S> {
  const ham = Object.fromEntries(alanlar.flatMap((k) => {
    const deger = c.req.query(k);
    return deger === undefined || deger === '' ? [] : [[k, deger]];
  }));
  const sonuc = v.safeParse(schema, ham);
  if (!sonuc.success) throw new ApiError(400, 'VALIDATION', mesajAnahtari(sonuc.issues[0]?.message) as never);
  return sonuc.output;
}

async function baglam(c: Context<AppEnv>): Promise<RaporBaglami> {
  const isletmeId = c.get('isletme').id;
  const { esikler, saatDilimi } = await segmentAyari(c.env.DB, isletmeId);
  return { isletmeId, esikler, saatDilimi, simdi: new Date() };
}

const tx = (c: Context<AppEnv>) => (key: string, params?: Record<string, string | number>) => translate(c.get('lang'), key as MessageKey, params);
const segmentAdi = (t: ReturnType<typeof tx>, s: SegmentFiltresi | null) => t(`crm.segment.${s ?? 'yok'}`);

export const raporRoutes = new Hono<AppEnv>()
  .get('/musteriler', requirePermission(RAPOR), async (c) => {
    const s = sorgu(c, RaporSorguSchema, RAPOR_SORGU_ALANLARI);
    return ok(c, await raporListesi(c.env.DB, await baglam(c), s, c.get('lang')));
  })
  .get('/musteriler/ozet', requirePermission(RAPOR), async (c) => ok(c, await raporOzeti(c.env.DB, await baglam(c))))
  .get('/musteriler.csv', requirePermission(`${RAPOR}:disa-aktar`), async (c) => {
    const s = sorgu(c, RaporSorguSchema, RAPOR_SORGU_ALANLARI);
    const b = await baglam(c);
    const satirlar = await raporTumu(c.env.DB, b, s, c.get('lang'));
    const t = tx(c);
    const evetHayir = (x: boolean) => t(x ? 'common.yes' : 'common.no');
    const zaman = (iso: string | null) => (iso ? csvZaman(iso, b.saatDilimi) : '');
    return csvCevap(c, [
      ['ad', 'telefon', 'email', 'ilk', 'son', 'ziyaret', 'randevu', 'adisyon', 'harcama', 'ortalama', 'gelmedi', 'favoriHizmet', 'favoriUrun', 'borc', 'paket', 'kvkk', 'sms', 'eposta', 'segment']
        .map((k) => t(`crm.rapor.csv.${k}`)),
      ...satirlar.map((r) => [
        r.adSoyad, r.telefon, r.email ?? '', zaman(r.ilkZiyaret), zaman(r.sonZiyaret), String(r.ziyaret), String(r.randevuZiyaret), String(r.adisyonZiyaret),
        csvFiyat(r.harcamaKurus), csvFiyat(r.ortalamaKurus), String(r.gelmedi), r.favoriHizmet ?? '', r.favoriUrun ?? '', csvFiyat(r.borcKurus), String(r.kalanSeans),
        evetHayir(r.onay.kvkk), evetHayir(r.onay.sms), evetHayir(r.onay.email), segmentAdi(t, r.segment),
      ]),
    ], 'musteri-raporu', b.saatDilimi);
  })
  .get('/kohort', requirePermission(KOHORT), async (c) => ok(c, await kohortRaporu(c.env.DB, await baglam(c))))
  .get('/kohort/hucre', requirePermission(KOHORT), async (c) => {
    const s = sorgu(c, HucreSorguSchema, HUCRE_SORGU_ALANLARI);
    return ok(c, await hucreListesi(c.env.DB, await baglam(c), s));
  })
  .get('/kohort.csv', requirePermission(`${KOHORT}:disa-aktar`), async (c) => {
    const b = await baglam(c);
    const r = await kohortRaporu(c.env.DB, b);
    const t = tx(c);
    const aylar = Array.from({ length: 12 }, (_, i) => t('crm.kohort.csv.ay', { n: i }));
    return csvCevap(c, [
      [t('crm.kohort.csv.kohort'), t('crm.kohort.csv.musteri'), ...aylar, ...aylar.map((a) => `${a} %`)],
      ...r.kohortlar.map((k) => [k.ay, String(k.musteri), ...k.donen.map((d) => (d === null ? '' : String(d))), ...k.donen.map((d) => (d === null ? '' : String(yuzde(d, k.musteri))))]),
      [],
      [t('crm.kohort.csv.gecis', { tarih: csvZaman(r.gecisTarihi, b.saatDilimi) }), ...SEGMENT_FILTRELERI.map((s) => segmentAdi(t, s))],
      ...SEGMENT_FILTRELERI.map((eski) => [segmentAdi(t, eski), ...SEGMENT_FILTRELERI.map((yeni) => String(r.gecisler[eski][yeni]))]),
    ], 'musteri-kohort', b.saatDilimi);
  });
