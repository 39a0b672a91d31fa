import { Hono } from 'hono';
import { logMetni } from '@lib/envanter/log-metni';
import type { MessageKey } from '@lib/i18n/translate';
import { gunAraligiIso } from '@lib/zaman/isgunu';
import { yerelGun } from '@lib/zaman/yerel';
import { LOG_SAYFA_BOYU, LOG_VARLIKLARI, SayimBaslatSchema, SayimOkumaSchema } from '@lib/schemas/envanter/tarama';
import { currentUser, requirePermission } from '@worker/auth/guards';
import {
  envanterOzeti, etiketBul, etiketListesi, lokasyonAgaci, lokasyonKarti, logSayfasi, logSecenekleri,
  sayimBaslat, sayimBitir, sayimBul, sayimlar, sayimOkuma, sayimTasi, type LogFiltresi,
} from '@worker/db/envanter/tarama';
import { isletmeZamani } from '@worker/db/parametre';
import { csvCevap, csvFiyat, csvZaman } from '@worker/http/csv';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, pozitifId, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import { slugMask } from '@worker/slug';
import type { AppEnv } from '@worker/types';
import type { Context } from 'hono';

/**
 * /api/isletme/envanter (scanning part): label lookup, location cards, label sheets, audits, the module log and the
 * inventory summary. Audits belong to the scanner screen (its key); moving wrongly placed assets is an asset transfer.
 */
const TARAMA_KEY = 'isletme:envanter:qr';
const LOG_KEY = 'isletme:envanter:loglar';
const OZET_KEY = 'isletme:envanter:rapor:envanter-ozeti';
const TRANSFER_KEY = 'isletme:envanter:demirbaslar:transfer';

const ceviri = (c: Context<AppEnv>) => (key: string, params?: Record<string, string | number>) => translate(c.get('lang'), key as MessageKey, params);

function gecersiz(): never {
  throw new ApiError(400, 'VALIDATION', 'error.invalidInput');
}

/** ?bas=YYYY-MM-DD&bit=YYYY-MM-DD (venue days, default the last 30) and the other filters of the log. */
async function logFiltresi(c: Context<AppEnv>): Promise<{ filtre: LogFiltresi; saatDilimi: string }> {
  const q = c.req.query();
  const tarih = /^\d{4}-\d{2}-\d{2}$/;
  const { saatDilimi, gunDonumuSaat } = await isletmeZamani(c.env.DB, c.get('isletme').id);
  const bugun = yerelGun(Date.now(), saatDilimi);
  const bit = q.bit ?? bugun;
  const bas = q.bas ?? new Date(Date.parse(`${bit}T00:00:00Z`) - 29 * 864e5).toISOString().slice(0, 10);
  if (!tarih.test(bas) || !tarih.test(bit) || Number.isNaN(Date.parse(bas)) || Number.isNaN(Date.parse(bit)) || bas > bit) gecersiz();
  if (q.varlik && !(LOG_VARLIKLARI as readonly string[]).includes(q.varlik)) gecersiz();
  if (q.islem && !/^[a-zA-Z]{1,30}$/.test(q.islem)) gecersiz();
  const kullaniciId = q.kullanici ? pozitifId(q.kullanici) : null;
  if (q.kullanici && kullaniciId === null) gecersiz();
  const demirbasId = q.demirbas ? pozitifId(q.demirbas) : null;
  if (q.demirbas && demirbasId === null) gecersiz();
  const [basIso, bitIso] = gunAraligiIso(bas, bit, saatDilimi, gunDonumuSaat);
  return { filtre: { bas: basIso, bit: bitIso, varlik: q.varlik || null, islem: q.islem || null, kullaniciId, demirbasId, q: (q.q ?? '').slice(0, 100) }, saatDilimi };
}

function idListesi(text: string | undefined): number[] | null {
  if (text === undefined || text === '') return null;
  const idler = text.split(',').map((p) => pozitifId(p.trim()));
  if (idler.length > 500 || idler.some((id) => id === null)) gecersiz();
  return idler as number[];
}

export const taramaRoutes = new Hono<AppEnv>()
  .get('/etiket/:slug', requirePermission(TARAMA_KEY), async (c) => ok(c, await etiketBul(c.env.DB, c.get('isletme').id, c.req.param('slug'), slugMask(c.env))))
  .get('/lokasyon-karti/:slug', requirePermission(TARAMA_KEY), async (c) => {
    const mask = slugMask(c.env);
    const isletmeId = c.get('isletme').id;
    const etiket = await etiketBul(c.env.DB, isletmeId, c.req.param('slug'), mask);
    if (etiket.tur !== 'lokasyon') return ok(c, { tur: 'demirbas' as const, slug: etiket.slug });
    return ok(c, await lokasyonKarti(c.env.DB, isletmeId, etiket, mask));
  })
  .get('/lokasyon-agaci', requirePermission(TARAMA_KEY), async (c) => ok(c, await lokasyonAgaci(c.env.DB, c.get('isletme').id, slugMask(c.env))))
  .get('/etiketler', requirePermission(TARAMA_KEY), async (c) => {
    const tur = c.req.query('tur');
    if (tur !== 'demirbas' && tur !== 'lokasyon') gecersiz();
    const lokasyon = c.req.query('lokasyon');
    const lokasyonId = lokasyon ? pozitifId(lokasyon) : null;
    if (lokasyon && lokasyonId === null) gecersiz();
    const isletme = c.get('isletme');
    return ok(c, { isletme: isletme.ad, etiketler: await etiketListesi(c.env.DB, isletme.id, { tur, idler: idListesi(c.req.query('id')), lokasyonId }, slugMask(c.env)) });
  })
  .get('/sayim', requirePermission(TARAMA_KEY), async (c) => ok(c, await sayimlar(c.env.DB, c.get('isletme').id)))
  .post('/sayim', requirePermission(TARAMA_KEY), async (c) => {
    const g = await readBody(c, SayimBaslatSchema);
    const isletmeId = c.get('isletme').id;
    const id = await sayimBaslat(c.env.DB, isletmeId, currentUser(c).id, g.lokasyonId);
    return ok(c, await sayimBul(c.env.DB, isletmeId, id, slugMask(c.env)), 201);
  })
  .get('/sayim/:id', requirePermission(TARAMA_KEY), async (c) => ok(c, await sayimBul(c.env.DB, c.get('isletme').id, idParam(c), slugMask(c.env))))
  .post('/sayim/:id/okuma', requirePermission(TARAMA_KEY), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, SayimOkumaSchema);
    return ok(c, await sayimOkuma(c.env.DB, c.get('isletme').id, id, g.metin, slugMask(c.env)));
  })
  .post('/sayim/:id/tasi', requirePermission(TARAMA_KEY), requirePermission(TRANSFER_KEY), async (c) =>
    ok(c, await sayimTasi(c.env.DB, c.get('isletme').id, currentUser(c).id, idParam(c), slugMask(c.env))))
  .post('/sayim/:id/bitir', requirePermission(TARAMA_KEY), async (c) =>
    ok(c, await sayimBitir(c.env.DB, c.get('isletme').id, currentUser(c).id, idParam(c), slugMask(c.env))))
  .get('/loglar', requirePermission(LOG_KEY), async (c) => {
    const { filtre, saatDilimi } = await logFiltresi(c);
    const sayfa = Math.min(Math.max(Number(c.req.query('sayfa') ?? '1') || 1, 1), 10000);
    const t = ceviri(c);
    const sonuc = await logSayfasi(c.env.DB, c.get('isletme').id, filtre, { offset: (sayfa - 1) * LOG_SAYFA_BOYU, limit: LOG_SAYFA_BOYU }, slugMask(c.env), t);
    return ok(c, { ...sonuc, sayfa, sayfaBoyu: LOG_SAYFA_BOYU, saatDilimi });
  })
  .get('/loglar/secenekler', requirePermission(LOG_KEY), async (c) => ok(c, await logSecenekleri(c.env.DB, c.get('isletme').id)))
  .get('/loglar/disa-aktar', requirePermission(`${LOG_KEY}:disa-aktar`), async (c) => {
    const { filtre, saatDilimi } = await logFiltresi(c);
    const t = ceviri(c);
    const { satirlar } = await logSayfasi(c.env.DB, c.get('isletme').id, filtre, { offset: 0, limit: 5000 }, slugMask(c.env), t);
    const rows = [
      ['zaman', 'kullanici', 'kayit', 'islem', 'kod', 'ozet'].map((k) => t(`envanter.loglar.csv.${k}`)),
      ...satirlar.map((r) => [csvZaman(r.zaman, saatDilimi), r.kullanici ?? '', t(`envanter.log.varlik.${r.varlik}`), t(`envanter.log.islem.${r.islem}`), r.demirbasKod ?? '', logMetni(r, t, c.get('lang'))]),
    ];
    return csvCevap(c, rows, 'envanter-log', saatDilimi);
  })
  .get('/rapor/envanter-ozeti', requirePermission(OZET_KEY), async (c) => {
    const isletmeId = c.get('isletme').id;
    const { saatDilimi } = await isletmeZamani(c.env.DB, isletmeId);
    return ok(c, await envanterOzeti(c.env.DB, isletmeId, yerelGun(Date.now(), saatDilimi), slugMask(c.env)));
  })
  .get('/rapor/envanter-ozeti/disa-aktar', requirePermission(`${OZET_KEY}:disa-aktar`), async (c) => {
    const isletmeId = c.get('isletme').id;
    const { saatDilimi } = await isletmeZamani(c.env.DB, isletmeId);
    const o = await envanterOzeti(c.env.DB, isletmeId, yerelGun(Date.now(), saatDilimi), slugMask(c.env));
    const t = ceviri(c);
    const yok = t('envanter.ozet.kategorisiz');
    const rows: string[][] = [
      [t('envanter.ozet.csv.bolum'), t('envanter.ozet.csv.ad'), t('envanter.ozet.csv.adet'), t('envanter.ozet.csv.deger')],
      [t('envanter.ozet.toplam'), '', String(o.toplam.adet), csvFiyat(o.toplam.degerKurus)],
      ...o.kategoriler.map((k) => [t('envanter.ozet.kategoriyeGore'), k.ad ?? yok, String(k.adet), csvFiyat(k.degerKurus)]),
      ...o.lokasyonlar.map((l) => [t('envanter.ozet.lokasyonaGore'), l.ad ?? t('envanter.ozet.lokasyonsuz'), String(l.adet), csvFiyat(l.degerKurus)]),
      [t('envanter.ozet.garanti'), t('envanter.ozet.garantiIcinde'), String(o.garanti.icinde), ''],
      [t('envanter.ozet.garanti'), t('envanter.ozet.garantiDisinda'), String(o.garanti.disinda), ''],
      [t('envanter.ozet.garanti'), t('envanter.ozet.garantiBilinmiyor'), String(o.garanti.bilinmiyor), ''],
      ...o.bakimVadesi.map((b) => [t('envanter.ozet.bakimVadesi'), `${b.ad} (${b.kod}) ${b.vade}`, '1', '']),
      ...o.dusukStok.map((s) => [t('envanter.ozet.dusukStok'), s.ad, String(s.miktarBinde / 1000).replace('.', ','), '']),
      ...o.hurdaBuYil.map((h) => [t('envanter.ozet.hurdaBuYil'), `${h.ad} (${h.kod})`, '1', csvFiyat(h.degerKurus)]),
    ];
    return csvCevap(c, rows, 'envanter-ozeti', saatDilimi);
  });
