import { Hono, type MiddlewareHandler } from 'hono';
import { besteciAdresi } from '@lib/besteci';
import { teklifMetni } from '@lib/randevu/bekleme';
import { BeklemeAyarSchema, BeklemeGonderSchema, BeklemeSchema, type BeklemeGonderimSonucu } from '@lib/schemas/randevu/bekleme';
import { anMetni, SAAT, UZUN_YILSIZ } from '@lib/zaman/bicim';
import { bugun, gecerliSaatDilimi, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { currentUser, requirePermission } from '@worker/auth/guards';
import { beklemeEkle, beklemeGuncelle, beklemeKaldir, beklemeListesi, beklemeSatiri, satirGorunumu, secimDogrula, teklifDkYaz, teklifGonderildi, teklifKanali } from '@worker/db/randevu/bekleme';
import { beklemeEslestir, beklemeEslestirSessiz } from '@worker/db/randevu/bekleme-eslestir';
import { teklifLinki } from '@worker/db/randevu/bekleme-teklif';
import { musteriDili } from '@worker/db/randevu/hatirlatma';
import { ApiError, ok } from '@worker/http/envelope';
import { idParam, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';

/** /api/isletme/randevu/bekleme-listesi: the waitlist, its offer lifetime, and "sent" for an open offer (the composer opens on the phone). */

const EKRAN = 'isletme:randevutakip:bekleme-listesi';

const dilim = (tz: string) => (gecerliSaatDilimi(tz) ? tz : VARSAYILAN_DILIM);

/**
 * After a write of the appointment panel that may free cells (a cancel, a move, a series cancel, leave removed), the
 * waitlist gets its offers in the same request; a failure there never fails the write.
 */
export function beklemeTetigi(yol: RegExp): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.res.status >= 300 || !yol.test(c.req.path)) return;
    const isletme = c.get('isletme');
    if (isletme) await beklemeEslestirSessiz(c.env.DB, isletme.id);
  };
}

async function liste(c: Parameters<MiddlewareHandler<AppEnv>>[0]) {
  const isletme = c.get('isletme');
  const tz = dilim(isletme.saatDilimi);
  await beklemeEslestir(c.env.DB, isletme.id);
  return beklemeListesi(c.env.DB, isletme.id, c.get('lang'), tz, bugun(tz));
}

export const beklemeRoutes = new Hono<AppEnv>()
  .get('/bekleme-listesi', requirePermission(EKRAN), async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await liste(c));
  })
  .put('/bekleme-listesi/ayar', requirePermission(`${EKRAN}:guncelle`), async (c) => {
    const { teklifDk } = await readBody(c, BeklemeAyarSchema);
    await teklifDkYaz(c.env.DB, c.get('isletme').id, teklifDk);
    return ok(c, { teklifDk });
  })
  .post('/bekleme-listesi', requirePermission(`${EKRAN}:ekle`), async (c) => {
    const input = await readBody(c, BeklemeSchema);
    const isletme = c.get('isletme');
    if (input.tarih < bugun(dilim(isletme.saatDilimi))) throw new ApiError(400, 'VALIDATION', 'randevu.bekleme.v.tarih');
    await secimDogrula(c.env.DB, isletme.id, input.hizmetId, input.personelId);
    const id = await beklemeEkle(c.env.DB, isletme.id, { ...input, kaynak: 'panel', dil: null, kvkkSurum: null, kullaniciId: currentUser(c).id });
    await beklemeEslestir(c.env.DB, isletme.id);
    return ok(c, satirGorunumu((await beklemeSatiri(c.env.DB, isletme.id, id))!, c.get('lang')), 201);
  })
  .put('/bekleme-listesi/:id', requirePermission(`${EKRAN}:guncelle`), async (c) => {
    const id = idParam(c);
    const input = await readBody(c, BeklemeSchema);
    const isletme = c.get('isletme');
    if (input.tarih < bugun(dilim(isletme.saatDilimi))) throw new ApiError(400, 'VALIDATION', 'randevu.bekleme.v.tarih');
    if (!(await beklemeSatiri(c.env.DB, isletme.id, id))) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    await secimDogrula(c.env.DB, isletme.id, input.hizmetId, input.personelId);
    if (!(await beklemeGuncelle(c.env.DB, isletme.id, id, input))) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.bekleme.api.kapali');
    await beklemeEslestir(c.env.DB, isletme.id);
    return ok(c, satirGorunumu((await beklemeSatiri(c.env.DB, isletme.id, id))!, c.get('lang')));
  })
  .delete('/bekleme-listesi/:id', requirePermission(`${EKRAN}:sil`), async (c) => {
    const id = idParam(c);
    const isletme = c.get('isletme');
    if (!(await beklemeSatiri(c.env.DB, isletme.id, id))) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    if (!(await beklemeKaldir(c.env.DB, isletme.id, id))) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.bekleme.api.kapali');
    // the slot its offer held goes to the next entry
    await beklemeEslestir(c.env.DB, isletme.id);
    return ok(c, { id });
  })
  .post('/bekleme-listesi/:id/gonder', requirePermission(`${EKRAN}:guncelle`), async (c) => {
    const id = idParam(c);
    const { kanal } = await readBody(c, BeklemeGonderSchema);
    const db = c.env.DB;
    const isletme = c.get('isletme');
    const tz = dilim(isletme.saatDilimi);
    const row = await beklemeSatiri(db, isletme.id, id);
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
    // an offer past its end is not sent (the next look passes its slot on)
    if (row.durum !== 'teklif' || row.t_durum !== 'acik' || !row.t_id || Date.parse(row.t_son_zaman!) <= Date.now()) throw new ApiError(409, 'NO_OFFER', 'randevu.bekleme.api.teklifYok');
    const k = await teklifKanali(db, isletme.id);
    if (!k) throw new ApiError(409, 'NO_OFFER', 'randevu.bekleme.api.teklifYok');
    const dil = musteriDili(row.dil);
    const sonMs = Date.parse(row.t_son_zaman!);
    const link = `${new URL(c.req.url).origin}${await teklifLinki(c.env.LINK_KEY, { firmaAdi: k.firma_adi, firmaKey: k.firma_key }, row.t_id, isletme.id, sonMs)}${dil === 'tr' ? '' : `&lang=${dil}`}`;
    const bas = Date.parse(row.t_baslangic!);
    const metin = teklifMetni(dil, {
      ad: row.ad_soyad.trim().split(/\s+/)[0] ?? '', isletme: k.ad, hizmet: satirGorunumu(row, dil).hizmet.ad,
      tarih: anMetni(bas, dil, tz, UZUN_YILSIZ), saat: anMetni(bas, dil, tz, SAAT), son: anMetni(sonMs, dil, tz, SAAT), link,
    });
    await teklifGonderildi(db, isletme.id, row.t_id, currentUser(c).id, kanal);
    const cevap: BeklemeGonderimSonucu = {
      adres: besteciAdresi(kanal, { telefon: row.telefon, email: null }, metin, ''),
      metin,
      satir: satirGorunumu((await beklemeSatiri(db, isletme.id, id))!, c.get('lang')),
    };
    return ok(c, cevap);
  });
