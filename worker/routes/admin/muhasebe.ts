import { Hono, type Context } from 'hono';
import type { MessageKey } from '@lib/i18n/translate';
import { VARSAYILAN_DILIM as PLATFORM_SAAT_DILIMI } from '@lib/zaman/dilim';
import { FaturaSchema, IptalSchema, TahsilatSchema } from '@lib/schemas/admin/muhasebe';
import { katla } from '@lib/search';
import { bugun } from '@lib/zaman/dilim';
import { requireAdminPermission } from '@worker/auth/guards';
import { firmaBilgisi, genelAyar } from '@worker/db/admin/genel';
import {
  alici, cari, faturaBul, faturaIptal, faturaKes, faturalar, isletmeAra, muhasebeOzeti, satici, tahsilatEkle, tahsilatlar, tahsilatSil, type Aralik,
} from '@worker/db/admin/muhasebe';
import { csvCevap, csvFiyat } from '@worker/http/csv';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, pozitifId, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';

const KEY = 'admin:muhasebe';

type C = Context<AppEnv>;
const kullanici = (c: C) => c.get('kullanici')!.id;
const platformBugun = () => bugun(PLATFORM_SAAT_DILIMI);
const GUN = /^\d{4}-\d{2}-\d{2}$/;

/** ?bas=&bit=&isletme= ; a malformed date is 400 (an export of the wrong range must not look like an empty one). */
function aralik(c: C): Aralik {
  const bas = c.req.query('bas') || null;
  const bit = c.req.query('bit') || null;
  if ((bas && !GUN.test(bas)) || (bit && !GUN.test(bit))) throw new ApiError(400, 'VALIDATION', 'admin.muhasebe.v.tarih');
  const isletme = c.req.query('isletme');
  return { bas, bit, isletmeId: isletme ? pozitifId(isletme) ?? -1 : null };
}
const tx = (c: C) => (key: string) => translate(c.get('lang'), key as MessageKey);

/**
 * /api/admin/muhasebe: the platform's own billing. Invoices are issued and cancelled, never edited nor deleted;
 * payments are recorded (no payment provider is called) and a mistaken one removed; ledgers, balances, overdue
 * invoices and CSV exports for the accountant.
 */
export const adminMuhasebeRoutes = new Hono<AppEnv>()
  .use('*', requireAdminPermission(KEY))
  .get('/', async (c) => {
    const a = await genelAyar(c.env.DB);
    return ok(c, await muhasebeOzeti(c.env.DB, platformBugun(), { kdvOrani: a.kdvOrani, vadeGun: a.faturaVadeGun }));
  })
  .get('/isletmeler', async (c) => ok(c, await isletmeAra(c.env.DB, katla((c.req.query('q') ?? '').slice(0, 100)), katla)))
  .get('/cari/:id', async (c) => {
    const a = await genelAyar(c.env.DB);
    return ok(c, await cari(c.env.DB, idParam(c), platformBugun(), { kdvOrani: a.kdvOrani, vadeGun: a.faturaVadeGun }));
  })
  .get('/faturalar', async (c) => ok(c, await faturalar(c.env.DB, aralik(c))))
  .get('/faturalar/disa-aktar', requireAdminPermission(`${KEY}:disa-aktar`), async (c) => {
    const t = tx(c);
    const liste = await faturalar(c.env.DB, aralik(c));
    const rows = [
      ['no', 'tarih', 'vade', 'isletme', 'alici', 'aliciVkn', 'donem', 'aciklama', 'net', 'kdvOrani', 'kdv', 'brut', 'durum'].map((k) => t(`admin.muhasebe.csv.${k}`)),
      ...liste.map((f) => [f.no, f.tarih, f.vade, f.isletmeAd, f.aliciUnvan, f.aliciVergiNo ?? '', `${f.donemBaslangic} – ${f.donemBitis}`, f.aciklama, csvFiyat(f.netKurus),
        String(f.kdvOrani), csvFiyat(f.kdvKurus), csvFiyat(f.brutKurus), t(`admin.muhasebe.durum.${f.durum}`)]),
    ];
    return csvCevap(c, rows, 'faturalar', PLATFORM_SAAT_DILIMI);
  })
  .post('/faturalar', requireAdminPermission(`${KEY}:ekle`), async (c) => ok(c, await faturaKes(c.env.DB, kullanici(c), await readBody(c, FaturaSchema)), 201))
  .get('/faturalar/:id', async (c) => {
    const fatura = await faturaBul(c.env.DB, idParam(c));
    const firma = (await satici(c.env.DB, fatura.id)) ?? firmaBilgisi(await genelAyar(c.env.DB));
    return ok(c, { fatura, firma, isletme: await alici(c.env.DB, fatura.isletmeId) });
  })
  .post('/faturalar/:id/iptal', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, IptalSchema);
    return ok(c, await faturaIptal(c.env.DB, kullanici(c), id, g.neden));
  })
  .get('/tahsilatlar', async (c) => ok(c, await tahsilatlar(c.env.DB, aralik(c))))
  .get('/tahsilatlar/disa-aktar', requireAdminPermission(`${KEY}:disa-aktar`), async (c) => {
    const t = tx(c);
    const liste = await tahsilatlar(c.env.DB, aralik(c));
    const rows = [
      ['tarih', 'isletme', 'tutar', 'yontem', 'referans', 'not'].map((k) => t(`admin.muhasebe.csv.${k}`)),
      ...liste.map((x) => [x.tarih, x.isletmeAd, csvFiyat(x.tutarKurus), t(`admin.muhasebe.yontem.${x.yontem}`), x.referans, x.notlar]),
    ];
    return csvCevap(c, rows, 'tahsilatlar', PLATFORM_SAAT_DILIMI);
  })
  .post('/tahsilatlar', requireAdminPermission(`${KEY}:ekle`), async (c) => ok(c, await tahsilatEkle(c.env.DB, kullanici(c), await readBody(c, TahsilatSchema)), 201))
  .delete('/tahsilatlar/:id', requireAdminPermission(`${KEY}:sil`), async (c) => {
    const id = idParam(c);
    await tahsilatSil(c.env.DB, kullanici(c), id);
    return ok(c, { id });
  });
