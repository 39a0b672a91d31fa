import { Hono } from 'hono';
import { metin } from '@lib/menu/text';
import { gunSinirlari, yerelTarih } from '@lib/randevu/takvim-zaman';
import { KENDI_ISLEMLERI } from '@lib/randevu/takvim-durum';

import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { DisaAktarSchema, DurumSchema, MusteriAraSchema, TakvimSorguSchema } from '@lib/schemas/randevu/takvim';
import { SAAT, anMetni } from '@lib/zaman/bicim';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { musteriAra } from '@worker/db/musteri/kayit';
import { randevuListesi, takvimVerisi, disaAktarimRandevulari, kendiPersonelim, personelRandevulari } from '@worker/db/randevu/takvim';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import { isletmeOku } from '@worker/db/parametre';
import type { AppEnv } from '@worker/types';
import { csvFiyat, csvCevap } from '@worker/http/csv';
import { RANDEVULAR, RANDEVULARIM, durumUygula, kayitBul, sorguOku, yetkiGerekli } from './takvim-ortak';
import { takvimYazRoutes } from './takvim-yaz';
import { isletmeZamani } from '@worker/db/parametre';


/** /api/isletme/randevu/* routes of the 'takvim' area: the calendar (randevular) and "my appointments" (randevularim). */
export const takvimRoutes = new Hono<AppEnv>();

// one call per view: staff + their day ranges, appointments, services, pending ones
takvimRoutes.get('/randevular', requirePermission(RANDEVULAR), async (c) => {
  const q = sorguOku(c, TakvimSorguSchema);
  const [veri, isletme] = await Promise.all([takvimVerisi(c.env.DB, c.get('isletme').id, q.tarih, Number(q.gun), Date.now()), isletmeOku(c.env.DB, c.get('isletme').id)]);
  return ok(c, { ...veri, odemeYontemleri: isletme.odemeYontemleri });
});

takvimRoutes.get('/randevular/musteri-ara', requirePermission(RANDEVULAR), async (c) => {
  const { q } = sorguOku(c, MusteriAraSchema);
  return ok(c, await musteriAra(c.env.DB, c.get('isletme').id, q));
});

takvimRoutes.get('/randevular/disa-aktar', requirePermission(`${RANDEVULAR}:disa-aktar`), async (c) => {
  const q = sorguOku(c, DisaAktarSchema);
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const lang = c.get('lang');
  const tz = (await isletmeZamani(db, isletmeId)).saatDilimi;
  const bas = gunSinirlari(q.bas, tz)!.baslangicMs;
  const bit = gunSinirlari(q.bit, tz)!.bitisMs;
  const results = await disaAktarimRandevulari(db, isletmeId, bas, bit);
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  // the spreadsheet's times: 'HH:MM' in the venue's zone
  const saat = (ms: number) => anMetni(ms, 'tr', tz, SAAT);
  const rows = [
    [t('randevu.takvim.csv.kod'), t('randevu.takvim.csv.tarih'), t('randevu.takvim.csv.baslangic'), t('randevu.takvim.csv.bitis'), t('randevu.takvim.csv.personel'), t('randevu.takvim.csv.musteri'),
      t('randevu.takvim.csv.telefon'), t('randevu.takvim.csv.hizmetler'), t('randevu.takvim.csv.tutar'), t('randevu.takvim.csv.durum'), t('randevu.takvim.csv.kaynak'), t('randevu.takvim.csv.notlar')],
    ...randevuListesi({ results } as D1Result).map((r, i) => {
      const bs = Date.parse(r.baslangic);
      return [
        r.kod, yerelTarih(bs, tz), saat(bs), saat(Date.parse(r.bitis)), String(results[i]!.personel_ad ?? ''), r.musteriAd, telefonGoster(r.musteriTelefon),
        r.kalemler.map((k) => metin(k.ad, lang)).join(', '), csvFiyat(r.toplamKurus),
        t(`randevu.takvim.durum.${r.durum}`), t(`randevu.takvim.kaynak.${r.kaynak}`), r.notlar,
      ];
    }),
  ];
  return csvCevap(c, rows, `randevular-${q.bas}-${q.bit}`, tz);
});

const GECMIS_MS = 7 * 86_400_000;
const ILERI_MS = 60 * 86_400_000;

takvimRoutes.get('/randevularim', requirePermission(RANDEVULARIM), async (c) => {
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const personeller = await kendiPersonelim(db, isletmeId, currentUser(c).id);
  const tz = (await isletmeZamani(db, isletmeId)).saatDilimi;
  const nowMs = Date.now();
  const bugunBas = gunSinirlari(yerelTarih(nowMs, tz), tz)!.baslangicMs;
  if (personeller.length === 0) return ok(c, { bagli: false, saatDilimi: tz, personeller: [], randevular: [], odemeYontemleri: [] });
  const randevular = await personelRandevulari(db, isletmeId, personeller.map((p) => p.id), bugunBas - GECMIS_MS, bugunBas + ILERI_MS);
  return ok(c, { bagli: true, saatDilimi: tz, personeller, randevular, odemeYontemleri: (await isletmeOku(db, isletmeId)).odemeYontemleri });
});

// status changes on one's own appointments: approve, no-show, complete (with payment), undo
takvimRoutes.post('/randevularim/:id/durum', requirePermission(RANDEVULARIM), async (c) => {
  const id = idParam(c);
  yetkiGerekli(c, `${RANDEVULARIM}:guncelle`);
  const input = await readBody(c, DurumSchema);
  if (!KENDI_ISLEMLERI.includes(input.islem)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
  const kayit = await kayitBul(c, id);
  const kendi = await kendiPersonelim(c.env.DB, c.get('isletme').id, currentUser(c).id);
  if (!kendi.some((p) => p.id === kayit.personel_id)) throw new ApiError(404, 'NOT_FOUND', 'randevu.takvim.api.notFound');
  return durumUygula(c, kayit, input);
});

takvimRoutes.route('/', takvimYazRoutes);
