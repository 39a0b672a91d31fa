import { Hono, type Context } from 'hono';
import { metin, parseMetin } from '@lib/menu/text';
import { musaitSlotlar } from '@lib/randevu/availability';
import { parseAyarJson } from '@lib/randevu/closed-days';
import { temaRenkleri } from '@lib/randevu/tema-renk';
import { GUN_MS, gunMs, tarihMetni } from '@lib/randevu/time';
import { firmaKeyGecerli, kanalYukle, musaitlikGirdisi, saatDilimi, secimOlustur, kanalTemaAyari } from '@worker/db/randevu/kanal';
import { ApiError, ok } from '@worker/http/envelope';
import { pozitifId } from '@worker/http/request';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';
import { firmaKeyParam } from './ortak';

/** Channel info and free slots for the booking page and the widget (reads only). */
export const kanalRoutes = new Hono<AppEnv>();

kanalRoutes.get('/:firmaKey/kanal', async (c) => {
  const firmaKey = firmaKeyParam(c);
  // D1 round trips: 1 (one batch)
  const veri = await kanalYukle(c.env.DB, firmaKey);
  if (!veri) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.channelNotFound');
  const lang = c.get('lang');
  const k = veri.kanal;
  const hizmetIdleri = new Set(veri.hizmetler.map((h) => h.id));
  const tema = parseAyarJson(k.ayar_json);
  c.header('Cache-Control', 'public, max-age=5');
  c.header('Content-Language', lang);
  return ok(c, {
    isletme: { ad: k.isletme_ad },
    firmaAdi: k.firma_adi,
    firmaKey: k.firma_key,
    saatDilimi: saatDilimi(veri),
    hizmetler: veri.hizmetler.map((h) => ({ id: h.id, ad: metin(parseMetin(h.ad), lang), sureDk: h.sure_dk, fiyatKurus: h.fiyat_kurus })),
    // staff who do at least one bookable service
    personeller: veri.personeller
      .map((p) => ({ id: p.id, ad: p.ad, hizmetIdler: p.hizmetIdler.filter((id) => hizmetIdleri.has(id)) }))
      .filter((p) => p.hizmetIdler.length > 0),
    ayarlar: {
      minOnBildirimDk: k.min_on_bildirim_dk,
      ileriGun: k.ileri_gun,
      adimDk: k.adim_dk,
      otomatikOnay: k.otomatik_onay === 1,
      iptalSaatOnce: k.iptal_saat_once,
    },
    closedWeekdays: tema.closedWeekdays,
    // the theme's colours checked and computed here (contrast of the accent text), not in every widget
    renkler: temaRenkleri(tema.config),
  });
});

/** The service and staff choice of ?hizmetIdler=1,2&personelId=3|any (shared by slotlar and gunler). */
function secimSorgusu(c: Context<AppEnv>): { hizmetIdler: number[]; personelId: number | 'any' } {
  const idText = c.req.query('hizmetIdler') ?? '';
  if (!/^\d{1,10}(,\d{1,10}){0,4}$/.test(idText)) throw new ApiError(400, 'VALIDATION', 'randevu.api.serviceInvalid');
  const hizmetIdler = idText.split(',').map(Number);
  if (new Set(hizmetIdler).size !== hizmetIdler.length) throw new ApiError(400, 'VALIDATION', 'randevu.api.serviceInvalid');
  const personelText = c.req.query('personelId') ?? 'any';
  if (personelText !== 'any' && !/^\d{1,10}$/.test(personelText)) throw new ApiError(400, 'VALIDATION', 'randevu.api.staffInvalid');
  return { hizmetIdler, personelId: personelText === 'any' ? 'any' : Number(personelText) };
}

/** Loads the channel for [basMs, bitMs) and resolves the choice to a selection and candidate staff. */
async function secimYukle(c: Context<AppEnv>, basMs: number, bitMs: number) {
  const { hizmetIdler, personelId } = secimSorgusu(c);
  // D1 round trips: 1 (one batch); a day either side covers every zone and buffer
  const veri = await kanalYukle(c.env.DB, firmaKeyParam(c), { aralik: { basMs: basMs - GUN_MS, bitMs: bitMs + GUN_MS } });
  if (!veri) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.channelNotFound');
  const secim = secimOlustur(veri, hizmetIdler);
  if (!secim) throw new ApiError(400, 'VALIDATION', 'randevu.api.serviceInvalid');
  let adaylar = secim.adaylar;
  if (personelId !== 'any') {
    if (!adaylar.includes(personelId)) throw new ApiError(400, 'VALIDATION', 'randevu.api.staffInvalid');
    adaylar = [personelId];
  }
  c.header('Cache-Control', 'no-store');
  return { veri, secim, adaylar };
}

/** ?hizmetIdler=1,2&personelId=3|any&tarih=YYYY-MM-DD → Slot[] of that local day. */
kanalRoutes.get('/:firmaKey/slotlar', async (c) => {
  const tarih = c.req.query('tarih') ?? '';
  const gun = gunMs(tarih);
  if (gun === null) throw new ApiError(400, 'VALIDATION', 'randevu.api.timeInvalid');
  const { veri, secim, adaylar } = await secimYukle(c, gun, gun + GUN_MS);
  return ok(c, adaylar.length === 0 ? [] : musaitSlotlar(musaitlikGirdisi(veri, secim, adaylar, tarih, Date.now())));
});

export const GUNLER_MAX = 62;

/**
 * ?hizmetIdler&personelId&baslangic=YYYY-MM-DD&gun=N (1–62) → [{tarih, adet}] free slots per local day, so the
 * calendar greys out full days with one call instead of one per day.
 */
kanalRoutes.get('/:firmaKey/gunler', async (c) => {
  const baslangic = c.req.query('baslangic') ?? '';
  const ilk = gunMs(baslangic);
  const sayiText = c.req.query('gun') ?? '';
  const sayi = /^\d{1,2}$/.test(sayiText) ? Number(sayiText) : 0;
  if (ilk === null || sayi < 1 || sayi > GUNLER_MAX) throw new ApiError(400, 'VALIDATION', 'randevu.api.timeInvalid');
  const { veri, secim, adaylar } = await secimYukle(c, ilk, ilk + sayi * GUN_MS);
  const now = Date.now();
  const gunler = Array.from({ length: sayi }, (_, i) => tarihMetni(ilk + i * GUN_MS));
  return ok(c, gunler.map((tarih) => ({ tarih, adet: adaylar.length === 0 ? 0 : musaitSlotlar(musaitlikGirdisi(veri, secim, adaylar, tarih, now)).length })));
});

/**
 * SPEC §7 /Rezervasyon/onlinekanalgetforclient: the channel theme (`ayarJson`) by `IsletmeId`, the numeric venue id
 * the SPEC's client sends (a JSON number or digits), or by the channel's FirmaKey. The answer is the theme the booking
 * page shows anyone; it never contains the FirmaKey, so an id opens no booking, slot or lookup call.
 */
export const rezervasyonRoutes = new Hono<AppEnv>();

async function kanalTemasi(c: Context<AppEnv>, isletmeId: unknown) {
  const lang = c.get('lang');
  const value = typeof isletmeId === 'string' ? isletmeId.trim() : isletmeId;
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
    return c.json({ success: false, errorCode: 'VALIDATION', errorDetail: translate(lang, 'randevu.api.themeFailed'), data: null }, 400);
  }
  const kimlik = { firmaKey: typeof value === 'string' && firmaKeyGecerli(value) ? value : null, isletmeId: pozitifId(value) };
  const row = kimlik.firmaKey === null && kimlik.isletmeId === null ? null : await kanalTemaAyari(c.env.DB, kimlik);
  if (!row) return c.json({ success: false, errorCode: 'NOT_FOUND', errorDetail: translate(lang, 'randevu.api.channelNotFound'), data: null }, 404);
  c.header('Cache-Control', c.req.method === 'GET' ? 'public, max-age=5' : 'no-store');
  return c.json({ success: true, errorDetail: null, data: { ayarJson: row.ayar_json } });
}

rezervasyonRoutes.get('/onlinekanalgetforclient', (c) => kanalTemasi(c, c.req.query('IsletmeId') ?? c.req.query('isletmeId')));
rezervasyonRoutes.post('/onlinekanalgetforclient', async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ success: false, errorCode: 'INVALID_JSON', errorDetail: translate(c.get('lang'), 'error.invalidJson'), data: null }, 400);
  }
  const value = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return kanalTemasi(c, value.IsletmeId ?? value.isletmeId);
});
