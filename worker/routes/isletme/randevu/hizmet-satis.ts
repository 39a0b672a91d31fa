import { Hono, type Context } from 'hono';
import { metin } from '@lib/menu/text';
import { PaketSatisSchema } from '@lib/schemas/randevu/hizmet';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { bugun } from '@lib/zaman/dilim';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { musteriAra } from '@worker/db/musteri/kayit';
import { musteriPaketleri, paketSat, satisGeriAl, type BakiyeDurumu } from '@worker/db/randevu/hizmet-satis';
import { kapaliGunDegil } from '@worker/db/kasa/kapali-gun';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { csvFiyat, csvCevap } from '@worker/http/csv';
import { isletmeZamani } from '@worker/db/parametre';

const KEY = 'isletme:randevutakip:hizmet-paketleri';

/** ?musteriId=&durum= of the balances list: bad values are a 400, never a silent "everything". */
function bakiyeFiltresi(c: Context<AppEnv>): { musteriId: number | null; durum: BakiyeDurumu } {
  const musteri = c.req.query('musteriId') ?? '';
  const durum = c.req.query('durum') ?? '';
  if (musteri !== '' && !/^\d{1,10}$/.test(musteri)) throw new ApiError(400, 'VALIDATION', 'randevu.hizmet.v.musteri');
  if (!['', 'aktif', 'bitti'].includes(durum)) throw new ApiError(400, 'VALIDATION', 'randevu.hizmet.v.durum');
  return { musteriId: musteri === '' ? null : Number(musteri), durum: durum as BakiyeDurumu };
}

/** Selling packages to customers and their session balances. */
export const satisRoutes = new Hono<AppEnv>()
  .get('/paketler/musteri-ara', requirePermission(KEY), async (c) => {
    const q = (c.req.query('q') ?? '').slice(0, 100);
    return ok(c, (await musteriAra(c.env.DB, c.get('isletme').id, q)).map(({ id, adSoyad, telefon }) => ({ id, adSoyad, telefon })));
  })
  .post('/paketler/:id/sat', requirePermission(`${KEY}:ekle`), async (c) => {
    const paketId = idParam(c);
    const input = await readBody(c, PaketSatisSchema);
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const zaman = await isletmeZamani(db, isletmeId);
    // a paid sale writes its cash row now: not into a closed business day
    if (input.odeme) await kapaliGunDegil(db, isletmeId, [new Date().toISOString()], zaman);
    const sonuc = await paketSat(db, {
      isletmeId,
      kullaniciId: currentUser(c).id,
      paketId,
      bugun: bugun(zaman.saatDilimi),
      input,
    });
    return ok(c, sonuc, 201);
  })
  .get('/musteri-paketleri', requirePermission(KEY), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    return ok(c, await musteriPaketleri(db, isletmeId, { ...bakiyeFiltresi(c), bugun: bugun((await isletmeZamani(db, isletmeId)).saatDilimi) }));
  })
  .get('/musteri-paketleri/disa-aktar', requirePermission(`${KEY}:disa-aktar`), async (c) => {
    const db = c.env.DB;
    const isletmeId = c.get('isletme').id;
    const lang = c.get('lang');
    const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
    const zone = (await isletmeZamani(db, isletmeId)).saatDilimi;
    const gun = bugun(zone);
    const satislar = await musteriPaketleri(db, isletmeId, { ...bakiyeFiltresi(c), bugun: gun });
    const rows = [
      [t('randevu.hizmet.csv.musteri'), t('randevu.hizmet.csv.telefon'), t('randevu.hizmet.csv.paket'), t('randevu.hizmet.csv.fiyat'), t('randevu.hizmet.csv.satisTarihi'), t('randevu.hizmet.csv.sonGun'),
        t('randevu.hizmet.csv.hizmet'), t('randevu.hizmet.csv.toplam'), t('randevu.hizmet.csv.kalan'), t('common.status')],
      ...satislar.flatMap((s) =>
        s.hizmetler.map((h) => [
          s.musteriAd, telefonGoster(s.musteriTelefon), s.ad, csvFiyat(s.fiyatKurus), bugun(zone, Date.parse(s.satisZamani)), s.sonGun ?? '', metin(h.ad, lang), String(h.toplam), String(h.kalan),
          t(s.suresiDoldu ? 'randevu.hizmet.bakiye.suresiDoldu' : h.kalan === 0 ? 'randevu.hizmet.bakiye.bitti' : 'randevu.hizmet.bakiye.kullanilabilir'),
        ]),
      ),
    ];
    return csvCevap(c, rows, 'paket-bakiyeleri', zone);
  })
  .delete('/musteri-paketleri/:id', requirePermission(`${KEY}:sil`), async (c) => ok(c, await satisGeriAl(c.env.DB, c.get('isletme').id, idParam(c))));
