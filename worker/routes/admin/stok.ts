import { Hono, type Context } from 'hono';
import type { MessageKey } from '@lib/i18n/translate';
import { DONANIM_DURUMLARI, DONANIM_TURLERI } from '@lib/muhasebe';
import { VARSAYILAN_DILIM as PLATFORM_SAAT_DILIMI } from '@lib/zaman/dilim';
import { AtaSchema, DonanimSchema, DurumSchema, IadeSchema, type StokListesi } from '@lib/schemas/admin/stok';
import { aramaKelimeleri, katla } from '@lib/search';
import { requireAdminPermission } from '@worker/auth/guards';
import { isletmeAra } from '@worker/db/admin/muhasebe';
import { donanimAta, donanimBul, donanimDetay, donanimDurum, donanimEkle, donanimGuncelle, donanimIade, donanimlar, donanimSil } from '@worker/db/admin/stok';
import { csvCevap, csvFiyat } from '@worker/http/csv';
import { ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';

const KEY = 'admin:stok';

type C = Context<AppEnv>;
const kullanici = (c: C) => c.get('kullanici')!.id;

/** ?q= (folded, every word; serial, model, venue, type), ?tur=, ?durum=; the counts are always of the whole stock. */
async function liste(c: C): Promise<StokListesi> {
  const { donanimlar: hepsi, sayilar } = await donanimlar(c.env.DB);
  const kelimeler = aramaKelimeleri((c.req.query('q') ?? '').slice(0, 200));
  const tur = c.req.query('tur');
  const durum = c.req.query('durum');
  const t = (key: string) => translate(c.get('lang'), key as MessageKey);
  const secili = hepsi.filter((d) => {
    if (tur && (DONANIM_TURLERI as readonly string[]).includes(tur) && d.tur !== tur) return false;
    if (durum && (DONANIM_DURUMLARI as readonly string[]).includes(durum) && d.durum !== durum) return false;
    if (!kelimeler.length) return true;
    const metin = katla([d.seriNo, d.model, d.isletmeAd ?? '', t(`admin.stok.tur.${d.tur}`)].join(' '));
    return kelimeler.every((k) => metin.includes(k));
  });
  return { donanimlar: secili, sayilar };
}

/** /api/admin/stok: the hardware the platform supplies (tablets, receipt printers, QR stands, card readers…). */
export const adminStokRoutes = new Hono<AppEnv>()
  .use('*', requireAdminPermission(KEY))
  .get('/', async (c) => ok(c, await liste(c)))
  .get('/isletmeler', async (c) => ok(c, await isletmeAra(c.env.DB, katla((c.req.query('q') ?? '').slice(0, 100)), katla)))
  .get('/disa-aktar', requireAdminPermission(`${KEY}:disa-aktar`), async (c) => {
    const t = (key: string) => translate(c.get('lang'), key as MessageKey);
    const { donanimlar: secili } = await liste(c);
    const rows = [
      ['tur', 'seriNo', 'model', 'durum', 'isletme', 'alisTarihi', 'alisFiyati', 'not'].map((k) => t(`admin.stok.csv.${k}`)),
      ...secili.map((d) => [t(`admin.stok.tur.${d.tur}`), d.seriNo, d.model, t(`admin.stok.durum.${d.durum}`), d.isletmeAd ?? '', d.alisTarihi ?? '', d.alisKurus === null ? '' : csvFiyat(d.alisKurus), d.notlar]),
    ];
    return csvCevap(c, rows, 'donanim-stok', PLATFORM_SAAT_DILIMI);
  })
  .post('/', requireAdminPermission(`${KEY}:ekle`), async (c) => {
    const g = await readBody(c, DonanimSchema);
    return ok(c, await donanimBul(c.env.DB, await donanimEkle(c.env.DB, kullanici(c), g)), 201);
  })
  .get('/:id', async (c) => ok(c, await donanimDetay(c.env.DB, idParam(c))))
  .put('/:id', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const d = await donanimBul(c.env.DB, idParam(c));
    await donanimGuncelle(c.env.DB, kullanici(c), d, await readBody(c, DonanimSchema));
    return ok(c, await donanimDetay(c.env.DB, d.id));
  })
  .delete('/:id', requireAdminPermission(`${KEY}:sil`), async (c) => {
    const d = await donanimBul(c.env.DB, idParam(c));
    await donanimSil(c.env.DB, d);
    return ok(c, { id: d.id });
  })
  .post('/:id/ata', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const d = await donanimBul(c.env.DB, idParam(c));
    const g = await readBody(c, AtaSchema);
    await donanimAta(c.env.DB, kullanici(c), d, g.isletmeId, g.notlar);
    return ok(c, await donanimDetay(c.env.DB, d.id));
  })
  .post('/:id/iade', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const d = await donanimBul(c.env.DB, idParam(c));
    const g = await readBody(c, IadeSchema);
    await donanimIade(c.env.DB, kullanici(c), d, g.arizali, g.notlar);
    return ok(c, await donanimDetay(c.env.DB, d.id));
  })
  .post('/:id/durum', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const d = await donanimBul(c.env.DB, idParam(c));
    const g = await readBody(c, DurumSchema);
    await donanimDurum(c.env.DB, kullanici(c), d, g.durum, g.notlar);
    return ok(c, await donanimDetay(c.env.DB, d.id));
  });
