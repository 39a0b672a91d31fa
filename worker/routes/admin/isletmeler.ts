import { Hono } from 'hono';
import { matchesSearch } from '@lib/search';
import {
  AskiyaSchema, ISLETME_DURUMLARI, IsletmeEkleSchema, IsletmeGuncelleSchema, type IsletmeDurumu, type IsletmeListesi, type IsletmeSatiri,
} from '@lib/schemas/admin/isletmeler';
import { requireAdminPermission, currentUser } from '@worker/auth/guards';
import { davetHashi, davetLinki } from '@worker/db/admin/davet';
import {
  DAVET_HASH_ONEKI, askiDurumu, hesapBul, isletmeDetayi, isletmeEkle, isletmeGuncelle, platformLogu, sahipHesabi, talepDenetle, tumIsletmeler,
} from '@worker/db/admin/isletmeler';
import { csvCevap, csvZaman } from '@worker/http/csv';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';

const KEY = 'admin:isletmeler';
const BOYUT = 25;
const PLATFORM_ZAMANI = VARSAYILAN_DILIM;

/** The list filters: folded text over name, URL name, city and owner (katla), and the venue's state. */
function suz(hepsi: IsletmeSatiri[], q: string, durum: string): IsletmeSatiri[] {
  const d = (ISLETME_DURUMLARI as readonly string[]).includes(durum) ? (durum as IsletmeDurumu) : null;
  return hepsi.filter((i) => (!d || i.durum === d) && matchesSearch([i.ad, i.urlAdi, i.sehir, i.sahip?.adSoyad ?? '', i.sahip?.email ?? ''].join(' '), q));
}

const sorgu = (c: { req: { query: (k: string) => string | undefined } }) => ({ q: (c.req.query('q') ?? '').slice(0, 100), durum: c.req.query('durum') ?? '' });
const origin = (url: string) => new URL(url).origin;

/** /api/admin/isletmeler (issue 14): venues and their owners. */
export const adminIsletmelerRoutes = new Hono<AppEnv>()
  .use('*', requireAdminPermission(KEY))
  .get('/', async (c) => {
    const { q, durum } = sorgu(c);
    const sayfa = Math.min(10_000, Math.max(1, Number.parseInt(c.req.query('sayfa') ?? '1', 10) || 1));
    const hepsi = await tumIsletmeler(c.env.DB);
    const sayilar = Object.fromEntries(ISLETME_DURUMLARI.map((d) => [d, hepsi.filter((i) => i.durum === d).length])) as Record<IsletmeDurumu, number>;
    const liste = suz(hepsi, q, durum);
    const cevap: IsletmeListesi = { isletmeler: liste.slice((sayfa - 1) * BOYUT, sayfa * BOYUT), toplam: liste.length, sayfa, boyut: BOYUT, sayilar };
    return ok(c, cevap);
  })
  .get('/disa-aktar', requireAdminPermission(`${KEY}:disa-aktar`), async (c) => {
    const { q, durum } = sorgu(c);
    const liste = suz(await tumIsletmeler(c.env.DB), q, durum);
    return csvCevap(c, [
      ['No', 'İşletme', 'URL adı', 'Tür', 'Şehir', 'Sahip', 'Sahip e-posta', 'Durum', 'Plan', 'Lisans bitişi', 'Operatör', 'Oluşturma'],
      ...liste.map((i) => [String(i.id), i.ad, i.urlAdi, i.tur, i.sehir, i.sahip?.adSoyad ?? '', i.sahip?.email ?? '', i.durum, i.lisans?.plan ?? '', i.lisans?.bitis ?? '', String(i.operator), csvZaman(i.olusturma, PLATFORM_ZAMANI)]),
    ], 'isletmeler', PLATFORM_ZAMANI);
  })
  .post('/', requireAdminPermission(`${KEY}:ekle`), async (c) => {
    const admin = currentUser(c);
    const g = await readBody(c, IsletmeEkleSchema);
    const hesap = await hesapBul(c.env.DB, g.sahipEmail);
    // an admin (or any non-operator) account can never own a venue: a clear refusal, nothing written
    if (hesap && hesap.kullanici_tipi !== 2) throw new ApiError(409, 'EMAIL_ADMIN', 'admin.isletme.e.adminEposta');
    if (g.talepId !== null) await talepDenetle(c.env.DB, g.talepId);
    const davetHash = davetHashi();
    const { id, sahipId } = await isletmeEkle(c.env.DB, g, { mevcutKullaniciId: hesap?.id ?? null, davetHash, adminId: admin.id, now: Date.now() });
    const davet = hesap ? null : await davetLinki(c.env.LINK_KEY, origin(c.req.url), sahipId, id, davetHash);
    return ok(c, { id, sahipId, yeniHesap: !hesap, davet }, 201);
  })
  .get('/:id', async (c) => ok(c, await isletmeDetayi(c.env.DB, idParam(c))))
  .put('/:id', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const g = await readBody(c, IsletmeGuncelleSchema);
    await isletmeGuncelle(c.env.DB, id, g, currentUser(c).id);
    return ok(c, await isletmeDetayi(c.env.DB, id));
  })
  .post('/:id/askiya-al', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    const { neden } = await readBody(c, AskiyaSchema);
    await askiDurumu(c.env.DB, id, neden, currentUser(c).id);
    return ok(c, await isletmeDetayi(c.env.DB, id));
  })
  .post('/:id/ac', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    const id = idParam(c);
    await askiDurumu(c.env.DB, id, null, currentUser(c).id);
    return ok(c, await isletmeDetayi(c.env.DB, id));
  })
  .post('/:id/davet', requireAdminPermission(`${KEY}:guncelle`), async (c) => {
    // a new invite link while the owner has not set a password; an owner who has one uses "forgot password" flows, not us
    const id = idParam(c);
    const sahip = await sahipHesabi(c.env.DB, id);
    if (!sahip) throw new ApiError(409, 'NO_OWNER', 'admin.isletme.e.sahipYok');
    if (!sahip.sifreHash.startsWith(DAVET_HASH_ONEKI)) throw new ApiError(409, 'PASSWORD_SET', 'admin.isletme.e.sifreVar');
    const davet = await davetLinki(c.env.LINK_KEY, origin(c.req.url), sahip.id, id, sahip.sifreHash);
    await platformLogu(c.env.DB, currentUser(c).id, id, 'isletme.davet', { sahipId: sahip.id });
    return ok(c, davet);
  });
