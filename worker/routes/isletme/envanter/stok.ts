import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { miktarGoster } from '@lib/envanter/miktar';
import type { MessageKey } from '@lib/i18n/translate';
import {
  HAREKET_SORGU_ALANLARI, HareketSchema, HareketSorguSchema, LokasyonSchema, UrunSchema, UrunSorguSchema, YeniUrunSchema,
} from '@lib/schemas/envanter/stok';
import { gunAraligiIso, isGunuOf } from '@lib/zaman/isgunu';
import { currentUser, requireAnyPermission, requirePermission } from '@worker/auth/guards';
import { demirbasHareketleri, hareketRaporu } from '@worker/db/envanter/hareket-rapor';
import { hareketEkle, hareketler } from '@worker/db/envanter/hareket';
import { lokasyonBul, lokasyonEkle, lokasyonGuncelle, lokasyonlar, lokasyonSil } from '@worker/db/envanter/lokasyon';
import { dusukStoklar, urunBul, urunEkle, urunGuncelle, urunler, urunSil } from '@worker/db/envanter/urun';
import { isletmeZamani } from '@worker/db/parametre';
import { csvCevap, csvFiyat, csvZaman } from '@worker/http/csv';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import { translate } from '@worker/i18n';
import { sorguOku } from '@worker/routes/isletme/kasa/sorgu';
import { slugMask } from '@worker/slug';
import type { AppEnv } from '@worker/types';

/**
 * The stock side of /api/isletme/envanter: locations (the tree every inventory screen uses), stock items, stock
 * movements (and the asset-side rows of the log for the movements tab), the movement report.
 */

const LOK = 'isletme:envanter:lokasyonlar';
const URUN = 'isletme:envanter:urunler';
const HAR = 'isletme:envanter:hareketler';
const RAPOR = 'isletme:envanter:rapor:hareket';
/** Every inventory screen picks locations (assets, audits, movements), so any of them may read the tree. */
const ENVANTER_EKRANLARI = [LOK, URUN, HAR, RAPOR, ...['demirbaslar', 'loglar', 'qr', 'hurda-talepleri', 'rapor:envanter-ozeti'].map((s) => `isletme:envanter:${s}`)];

const ctx = (c: Context<AppEnv>) => ({ db: c.env.DB, isletmeId: c.get('isletme').id, kullaniciId: currentUser(c).id, mask: slugMask(c.env) });
const tx = (c: Context<AppEnv>) => (key: string, params?: Record<string, string | number>) => translate(c.get('lang'), key as MessageKey, params);

/** Period filters: a missing end is the other end; both missing is this month (venue zone) so far. */
async function hareketFiltresi(c: Context<AppEnv>) {
  const s = sorguOku(c, HareketSorguSchema, HAREKET_SORGU_ALANLARI);
  const zaman = await isletmeZamani(c.env.DB, c.get('isletme').id);
  const bugun = isGunuOf(Date.now(), zaman.saatDilimi, zaman.gunDonumuSaat);
  const bas = s.bas ?? s.bit ?? `${bugun.slice(0, 8)}01`;
  const bit = s.bit ?? (s.bas ? s.bas : bugun);
  if (bit < bas) throw new ApiError(400, 'VALIDATION', 'envanter.stok.v.aralik');
  const f = { bas, bit, tur: s.tur, lokasyon: s.lokasyon, urun: s.urun, kullanici: s.kullanici };
  return { f, sayfa: s.sayfa as unknown as number, bugun, saatDilimi: zaman.saatDilimi, aralik: gunAraligiIso(bas, bit, zaman.saatDilimi, zaman.gunDonumuSaat) };
}

const DemirbasSorgu = v.object({ islem: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z]{1,20}$/))) });

export const stokRoutes = new Hono<AppEnv>()
  // ── locations ──
  .get('/lokasyonlar', requireAnyPermission(ENVANTER_EKRANLARI), async (c) => {
    const { db, isletmeId, mask } = ctx(c);
    return ok(c, { lokasyonlar: await lokasyonlar(db, isletmeId, mask) });
  })
  .post('/lokasyonlar', requirePermission(`${LOK}:ekle`), async (c) => {
    const g = await readBody(c, LokasyonSchema);
    const { db, isletmeId, kullaniciId, mask } = ctx(c);
    const id = await lokasyonEkle(db, isletmeId, kullaniciId, g);
    return ok(c, await lokasyonBul(db, isletmeId, id, mask), 201);
  })
  .put('/lokasyonlar/:id', requirePermission(`${LOK}:guncelle`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, LokasyonSchema);
    const { db, isletmeId, kullaniciId, mask } = ctx(c);
    await lokasyonGuncelle(db, isletmeId, kullaniciId, await lokasyonBul(db, isletmeId, id, mask), g);
    return ok(c, await lokasyonBul(db, isletmeId, id, mask));
  })
  .delete('/lokasyonlar/:id', requirePermission(`${LOK}:sil`), async (c) => {
    const id = idParam(c);
    const { db, isletmeId, kullaniciId, mask } = ctx(c);
    await lokasyonSil(db, isletmeId, kullaniciId, await lokasyonBul(db, isletmeId, id, mask));
    return ok(c, { id });
  })
  // ── stock items ──
  .get('/urunler', requireAnyPermission([URUN, HAR, RAPOR]), async (c) => {
    const s = sorguOku(c, UrunSorguSchema, ['q', 'kategori', 'lokasyon', 'dusuk', 'durum', 'sayfa', 'boyut']);
    const { db, isletmeId } = ctx(c);
    return ok(c, await urunler(db, isletmeId, { q: s.q, kategori: s.kategori, lokasyon: s.lokasyon, dusuk: s.dusuk, durum: s.durum }, s.sayfa as unknown as number, s.boyut as unknown as number));
  })
  .get('/urunler/dusuk', requirePermission(URUN), async (c) => ok(c, { urunler: await dusukStoklar(c.env.DB, c.get('isletme').id) }))
  .get('/urunler/disa-aktar', requirePermission(`${URUN}:disa-aktar`), async (c) => {
    const s = sorguOku(c, UrunSorguSchema, ['q', 'kategori', 'lokasyon', 'dusuk', 'durum']);
    const { db, isletmeId } = ctx(c);
    const t = tx(c);
    const lang = c.get('lang');
    const [{ urunler: liste }, zaman] = await Promise.all([
      urunler(db, isletmeId, { q: s.q, kategori: s.kategori, lokasyon: s.lokasyon, dusuk: s.dusuk, durum: s.durum }, 1, 100_000),
      isletmeZamani(db, isletmeId),
    ]);
    return csvCevap(c, [
      ['ad', 'kod', 'kategori', 'birim', 'miktar', 'min', 'dusuk', 'maliyet', 'deger', 'lokasyonlar', 'tedarikci', 'durum', 'notlar'].map((k) => t(`envanter.stok.csv.${k}`)),
      ...liste.map((u) => [
        u.ad, u.kod ?? '', u.kategori, t(`common.birim.${u.birim}`), miktarGoster(u.toplamBinde, 'tr').replace(/\./g, ''), miktarGoster(u.minBinde, 'tr').replace(/\./g, ''),
        t(u.dusuk ? 'common.yes' : 'common.no'), csvFiyat(u.maliyetKurus), csvFiyat(u.degerKurus),
        u.stoklar.map((st) => `${st.lokasyonAd}: ${miktarGoster(st.miktarBinde, lang)}`).join(', '), u.tedarikci, t(u.aktif ? 'envanter.stok.aktif' : 'envanter.stok.pasif'), u.notlar,
      ]),
    ], 'stok-urunleri', zaman.saatDilimi);
  })
  .post('/urunler', requirePermission(`${URUN}:ekle`), async (c) => {
    const g = await readBody(c, YeniUrunSchema);
    const { db, isletmeId, kullaniciId, mask } = ctx(c);
    if (g.acilisMiktar > 0 && g.acilisLokasyonId !== null) {
      const l = await lokasyonBul(db, isletmeId, g.acilisLokasyonId, mask);
      if (!l.aktif) throw new ApiError(409, 'LOCATION_INACTIVE', 'envanter.stok.api.lokasyonPasif', { ad: l.ad });
    }
    const id = await urunEkle(db, isletmeId, kullaniciId, g);
    return ok(c, await urunBul(db, isletmeId, id), 201);
  })
  .put('/urunler/:id', requirePermission(`${URUN}:guncelle`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, UrunSchema);
    const { db, isletmeId, kullaniciId } = ctx(c);
    await urunGuncelle(db, isletmeId, kullaniciId, await urunBul(db, isletmeId, id), g);
    return ok(c, await urunBul(db, isletmeId, id));
  })
  .delete('/urunler/:id', requirePermission(`${URUN}:sil`), async (c) => {
    const id = idParam(c);
    const { db, isletmeId, kullaniciId } = ctx(c);
    await urunSil(db, isletmeId, kullaniciId, await urunBul(db, isletmeId, id));
    return ok(c, { id });
  })
  // ── movements ──
  .get('/hareketler', requirePermission(HAR), async (c) => {
    const { f, sayfa, bugun, saatDilimi, aralik } = await hareketFiltresi(c);
    return ok(c, { ...(await hareketler(c.env.DB, c.get('isletme').id, f, aralik, sayfa)), bas: f.bas, bit: f.bit, bugun, saatDilimi });
  })
  .get('/hareketler/demirbas', requirePermission(HAR), async (c) => {
    const { f, sayfa, aralik } = await hareketFiltresi(c);
    const { islem } = sorguOku(c, DemirbasSorgu, ['islem']);
    const { db, isletmeId, mask } = ctx(c);
    return ok(c, { ...(await demirbasHareketleri(db, isletmeId, aralik, islem, sayfa, mask)), bas: f.bas, bit: f.bit });
  })
  .get('/hareketler/disa-aktar', requirePermission(`${HAR}:disa-aktar`), async (c) => {
    const { f, saatDilimi, aralik } = await hareketFiltresi(c);
    const { satirlar } = await hareketler(c.env.DB, c.get('isletme').id, f, aralik, 1, 100_000);
    const t = tx(c);
    return csvCevap(c, [
      ['zaman', 'tur', 'neden', 'urun', 'kaynak', 'hedef', 'miktar', 'birim', 'birimMaliyet', 'deger', 'kullanici', 'aciklama'].map((k) => t(`envanter.stok.csv.${k}`)),
      ...satirlar.reverse().map((h) => [
        csvZaman(h.zaman, saatDilimi), t(`envanter.stok.tur.${h.tur}`), t(`envanter.stok.neden.${h.neden}`), h.urunAd, h.kaynakAd ?? '', h.hedefAd ?? '',
        miktarGoster(h.miktarBinde, 'tr').replace(/\./g, ''), t(`common.birim.${h.birim}`), h.birimMaliyetKurus === null ? '' : csvFiyat(h.birimMaliyetKurus),
        csvFiyat(h.degerKurus), h.kullanici ?? '', h.aciklama,
      ]),
    ], `stok-hareketleri-${f.bas}-${f.bit}`, saatDilimi);
  })
  .post('/hareketler', requirePermission(`${HAR}:ekle`), async (c) => {
    const h = await readBody(c, HareketSchema);
    const { db, isletmeId, kullaniciId } = ctx(c);
    const id = await hareketEkle(db, isletmeId, kullaniciId, h, c.get('lang'));
    return ok(c, { id, urun: await urunBul(db, isletmeId, h.urunId) }, 201);
  })
  // ── movement report ──
  .get('/rapor/hareket', requirePermission(RAPOR), async (c) => {
    const { f, bugun, saatDilimi, aralik } = await hareketFiltresi(c);
    return ok(c, { ...(await hareketRaporu(c.env.DB, c.get('isletme').id, f, aralik)), bas: f.bas, bit: f.bit, bugun, saatDilimi });
  })
  .get('/rapor/hareket/disa-aktar', requirePermission(`${RAPOR}:disa-aktar`), async (c) => {
    const { f, saatDilimi, aralik } = await hareketFiltresi(c);
    const r = await hareketRaporu(c.env.DB, c.get('isletme').id, f, aralik);
    const t = tx(c);
    const m = (binde: number) => miktarGoster(binde, 'tr').replace(/\./g, '');
    return csvCevap(c, [
      ['urun', 'birim', 'giris', 'cikis', 'transfer', 'girisDeger', 'cikisDeger', 'adet'].map((k) => t(`envanter.stok.csv.r.${k}`)),
      ...r.urunler.map((s) => [s.ad, s.birim ? t(`common.birim.${s.birim}`) : '', m(s.girisBinde), m(s.cikisBinde), m(s.transferBinde), csvFiyat(s.girisKurus), csvFiyat(s.cikisKurus), String(s.adet)]),
    ], `stok-hareket-raporu-${f.bas}-${f.bit}`, saatDilimi);
  });
