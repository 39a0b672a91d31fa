import { Hono } from 'hono';
import { metin } from '@lib/menu/text';
import { gunSinirlari, yerelTarih } from '@lib/randevu/takvim-zaman';
import { KENDI_ISLEMLERI } from '@lib/randevu/takvim-durum';

import { telefonGoster } from '@lib/schemas/randevu';
import { DisaAktarSchema, DurumSchema, MusteriAraSchema, TakvimSorguSchema } from '@lib/schemas/randevu-takvim';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { musteriAra } from '@worker/db/musteri/kayit';
import { RANDEVU_SQL, randevuListesi, takvimVerisi } from '@worker/db/randevu/takvim';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
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
  return ok(c, await takvimVerisi(c.env.DB, c.get('isletme').id, q.tarih, Number(q.gun), Date.now()));
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
  const { results } = await db
    .prepare(`SELECT x.*, p.ad AS personel_ad FROM (${RANDEVU_SQL} WHERE r.isletme_id = ? AND r.baslangic >= ? AND r.baslangic < ?) x
      JOIN randevu_personel p ON p.id = x.personel_id ORDER BY x.baslangic, x.id`)
    .bind(isletmeId, new Date(bas).toISOString(), new Date(bit).toISOString())
    .all<Record<string, unknown>>();
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const saat = new Intl.DateTimeFormat('tr-TR', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const rows = [
    [t('rtakvim.csv.kod'), t('rtakvim.csv.tarih'), t('rtakvim.csv.baslangic'), t('rtakvim.csv.bitis'), t('rtakvim.csv.personel'), t('rtakvim.csv.musteri'),
      t('rtakvim.csv.telefon'), t('rtakvim.csv.hizmetler'), t('rtakvim.csv.tutar'), t('rtakvim.csv.durum'), t('rtakvim.csv.kaynak'), t('rtakvim.csv.notlar')],
    ...randevuListesi({ results } as D1Result).map((r, i) => {
      const bs = Date.parse(r.baslangic);
      return [
        r.kod, yerelTarih(bs, tz), saat.format(bs), saat.format(Date.parse(r.bitis)), String(results[i]!.personel_ad ?? ''), r.musteriAd, telefonGoster(r.musteriTelefon),
        r.kalemler.map((k) => metin(k.ad, lang)).join(', '), csvFiyat(r.toplamKurus),
        t(`rtakvim.durum.${r.durum}`), t(`rtakvim.kaynak.${r.kaynak}`), r.notlar,
      ];
    }),
  ];
  return csvCevap(c, rows, `randevular-${q.bas}-${q.bit}`, tz);
});

/** Staff records of the venue linked to the logged-in account. */
async function kendiPersonelim(db: D1Database, isletmeId: number, kullaniciId: number) {
  const { results } = await db.prepare('SELECT id, ad, renk, foto FROM randevu_personel WHERE isletme_id = ? AND kullanici_id = ? ORDER BY aktif DESC, id').bind(isletmeId, kullaniciId).all<{ id: number; ad: string; renk: string; foto: string | null }>();
  return results;
}

const GECMIS_MS = 7 * 86_400_000;
const ILERI_MS = 60 * 86_400_000;

takvimRoutes.get('/randevularim', requirePermission(RANDEVULARIM), async (c) => {
  const db = c.env.DB;
  const isletmeId = c.get('isletme').id;
  const personeller = await kendiPersonelim(db, isletmeId, currentUser(c).id);
  const tz = (await isletmeZamani(db, isletmeId)).saatDilimi;
  const nowMs = Date.now();
  const bugunBas = gunSinirlari(yerelTarih(nowMs, tz), tz)!.baslangicMs;
  if (personeller.length === 0) return ok(c, { bagli: false, saatDilimi: tz, personeller: [], randevular: [] });
  const ids = personeller.map((p) => p.id);
  const { results } = await db
    .prepare(`${RANDEVU_SQL} WHERE r.isletme_id = ? AND r.personel_id IN (${ids.map(() => '?').join(', ')}) AND r.baslangic >= ? AND r.baslangic < ? ORDER BY r.baslangic, r.id LIMIT 500`)
    .bind(isletmeId, ...ids, new Date(bugunBas - GECMIS_MS).toISOString(), new Date(bugunBas + ILERI_MS).toISOString())
    .all();
  return ok(c, { bagli: true, saatDilimi: tz, personeller, randevular: randevuListesi({ results } as D1Result) });
});

// status changes on one's own appointments: approve, no-show, complete (with payment), undo
takvimRoutes.post('/randevularim/:id/durum', requirePermission(RANDEVULARIM), async (c) => {
  const id = idParam(c);
  yetkiGerekli(c, `${RANDEVULARIM}:guncelle`);
  const input = await readBody(c, DurumSchema);
  if (!KENDI_ISLEMLERI.includes(input.islem)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
  const kayit = await kayitBul(c, id);
  const kendi = await kendiPersonelim(c.env.DB, c.get('isletme').id, currentUser(c).id);
  if (!kendi.some((p) => p.id === kayit.personel_id)) throw new ApiError(404, 'NOT_FOUND', 'rtakvim.api.notFound');
  return durumUygula(c, kayit, input);
});

takvimRoutes.route('/', takvimYazRoutes);
