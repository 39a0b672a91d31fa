import { linkTokeni } from '@worker/crypto/link';
import { Hono, type MiddlewareHandler } from 'hono';
import { metin, parseMetin } from '@lib/menu/text';
import { slotUygunMu } from '@lib/randevu/availability';
import { GUN_MS, gunMs } from '@lib/randevu/time';
import { BeklemeKatilSchema, TeklifSchema, type BeklemeKatilGirdisi, type TeklifGorunumu } from '@lib/schemas/randevu/bekleme';
import { KVKK_METIN_SURUM } from '@lib/schemas/randevu/kanal';
import { bugun, gecerliSaatDilimi, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { beklemeEkle, kanalIsletmesi, katilKanali, secimDogrula } from '@worker/db/randevu/bekleme';
import { beklemeEslestir, beklemeEslestirSessiz } from '@worker/db/randevu/bekleme-eslestir';
import { kabulKomutlari, teklifAc, teklifDurumu, teklifDustu, teklifKapaliHatasi, type TeklifSatiri } from '@worker/db/randevu/bekleme-teklif';
import { hucreAraligi, kanalYukle, musaitlikGirdisi, secimOlustur } from '@worker/db/randevu/kanal';
import { OLUSTURMA_MAX, denemeBaslat } from '@worker/db/randevu/limit';
import { cakisma, kodUret, randevuYaz } from '@worker/db/randevu/yaz';
import { ApiError, ok } from '@worker/http/envelope';
import { clientIp, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { firmaKeyParam, yonetimLinki } from './ortak';

/**
 * The public waitlist: a guest joins on a full day (page and widget), opens an offer's link and books it with one tap.
 * The accept writes through the same cells as any booking, so of many parallel accepts exactly one wins.
 */
export const beklemePublicRoutes = new Hono<AppEnv>();

const SURE_DOLDU = 'randevu.bekleme.api.teklifSuresiDoldu';
const SAAT_DOLDU = 'randevu.bekleme.api.saatDoldu';

/** The join of the page's form and of the API alike: rate-limited per address like the booking route. */
export async function beklemeKatil(db: D1Database, firmaKey: string, input: BeklemeKatilGirdisi, ip: string, lang: AppEnv['Variables']['lang']): Promise<number> {
  const deneme = await denemeBaslat(db, `randevu-bekleme:${ip}`, OLUSTURMA_MAX);
  if (deneme.retryAfter > 0) throw new ApiError(429, 'RATE_LIMITED', 'randevu.api.tooManyBookings', { dakika: Math.ceil(deneme.retryAfter / 60) });
  const k = await katilKanali(db, firmaKey);
  if (!k) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.channelNotFound');
  const tz = gecerliSaatDilimi(k.saat_dilimi) ? k.saat_dilimi : VARSAYILAN_DILIM;
  const bugunTarih = bugun(tz);
  const gun = gunMs(input.tarih);
  if (gun === null || input.tarih < bugunTarih || gun - (gunMs(bugunTarih) ?? 0) > k.ileri_gun * GUN_MS) throw new ApiError(400, 'VALIDATION', 'randevu.bekleme.v.tarih');
  await secimDogrula(db, k.isletme_id, input.hizmetId, input.personelId);
  const id = await beklemeEkle(db, k.isletme_id, { ...input, kaynak: input.kaynak, dil: lang, kvkkSurum: KVKK_METIN_SURUM, kullaniciId: null });
  // a slot may be free already (someone cancelled while the guest typed): the offer is made now
  await beklemeEslestirSessiz(db, k.isletme_id);
  return id;
}

beklemePublicRoutes.post('/:firmaKey/bekleme', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const input = await readBody(c, BeklemeKatilSchema);
  try {
    return ok(c, { id: await beklemeKatil(c.env.DB, firmaKey, input, clientIp(c), c.get('lang')) }, 201);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) c.header('Retry-After', String(Number(error.params?.dakika ?? 15) * 60));
    throw error;
  }
});

export function teklifGorunumu(row: TeklifSatiri, durum: TeklifSatiri['durum'], lang: AppEnv['Variables']['lang']): TeklifGorunumu {
  return {
    isletme: row.isletme_ad, saatDilimi: gecerliSaatDilimi(row.saat_dilimi) ? row.saat_dilimi : VARSAYILAN_DILIM, hizmet: metin(parseMetin(row.hizmet_ad), lang),
    personel: row.personel_ad, baslangic: row.baslangic, bitis: row.bitis, sonZaman: row.son_zaman, durum, adSoyad: row.ad_soyad,
  };
}

/** Looking at the offer changes nothing but closes it when its time ran out (and passes the slot on). */
export async function teklifeBak(env: AppEnv['Bindings'], firmaKey: string, token: string, lang: AppEnv['Variables']['lang'], nowMs: number): Promise<TeklifGorunumu> {
  const row = await teklifAc(env.DB, env.LINK_KEY, firmaKey, linkTokeni(token, 't'), nowMs);
  let durum = row.durum;
  if (durum === 'acik' && Date.parse(row.son_zaman) <= nowMs) {
    await beklemeEslestirSessiz(env.DB, row.isletme_id, nowMs);
    durum = 'suresi_doldu';
  }
  return teklifGorunumu(row, durum, lang);
}

beklemePublicRoutes.post('/:firmaKey/bekleme/teklif/bak', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const { t } = await readBody(c, TeklifSchema);
  return ok(c, await teklifeBak(c.env, firmaKey, t, c.get('lang'), Date.now()));
});

export interface KabulSonucu { kod: string; durum: string; baslangic: string; bitis: string; personelId: number; toplamKurus: number; yonetimLinki: string }

/**
 * Books an offer's slot: an open, unexpired offer whose slot is still free is written with its cells and marked accepted
 * in one batch. Refusals: expired (410, the slot passes on), taken or accepted already (409 "Bu saat doldu"; a slot
 * someone else took sends the entry back to waiting and the next pass may offer it another slot).
 */
export async function teklifiKabulEt(env: AppEnv['Bindings'], firmaKey: string, token: string, lang: AppEnv['Variables']['lang'], nowMs: number): Promise<KabulSonucu> {
  const db = env.DB;
  const row = await teklifAc(db, env.LINK_KEY, firmaKey, linkTokeni(token, 't'), nowMs);
  if (row.durum === 'suresi_doldu' || (row.durum === 'acik' && Date.parse(row.son_zaman) <= nowMs)) {
    await beklemeEslestirSessiz(db, row.isletme_id, nowMs);
    throw new ApiError(410, 'OFFER_EXPIRED', SURE_DOLDU);
  }
  if (row.durum === 'kabul' || row.durum === 'dolu') throw new ApiError(409, 'SLOT_TAKEN', SAAT_DOLDU);
  if (row.durum !== 'acik') throw new ApiError(409, 'OFFER_CLOSED', 'randevu.bekleme.api.kapali');

  const baslangicMs = Date.parse(row.baslangic);
  const veri = await kanalYukle(db, firmaKey, { aralik: { basMs: baslangicMs - GUN_MS, bitMs: baslangicMs + 2 * GUN_MS } });
  if (!veri) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.channelNotFound');
  const secim = secimOlustur(veri, [row.hizmet_id]);
  const tz = gecerliSaatDilimi(row.saat_dilimi) ? row.saat_dilimi : VARSAYILAN_DILIM;
  const kaybetti = async (): Promise<never> => {
    // the offer was accepted by a parallel tap, or someone else took the slot: only the latter passes the entry on
    if ((await teklifDurumu(db, row.id)) === 'acik') {
      await teklifDustu(db, row);
      await beklemeEslestir(db, row.isletme_id);
    }
    throw new ApiError(409, 'SLOT_TAKEN', SAAT_DOLDU);
  };
  if (!secim || !slotUygunMu(musaitlikGirdisi(veri, secim, [row.personel_id], bugun(tz, baslangicMs), nowMs), baslangicMs, row.personel_id)) return kaybetti();

  const bitisMs = Date.parse(row.bitis);
  const durum = veri.kanal.otomatik_onay === 1 ? 'onaylandi' : 'beklemede';
  for (let deneme = 0; deneme < 3; deneme++) {
    const kod = kodUret();
    let id: number;
    try {
      id = await randevuYaz(db, {
        isletmeId: row.isletme_id, personelId: row.personel_id, baslangicMs, bitisMs, hucre: hucreAraligi(baslangicMs, bitisMs, secim.onceTamponDk, secim.sonraTamponDk),
        durum, kaynak: 'online', kod, toplamKurus: secim.toplamKurus,
        kalemler: secim.hizmetler.map((h) => ({ hizmetId: h.id, sureDk: h.sure_dk, fiyatKurus: h.fiyat_kurus })),
        musteri: { adSoyad: row.ad_soyad, telefon: row.telefon, email: null, kvkkSurum: row.kvkk_metin_surum, kvkkZaman: row.kvkk_onay_zamani, dil: lang },
        notlar: '', ek: kabulKomutlari(db, row, kod),
      });
    } catch (error) {
      if (cakisma(error) === 'kod') continue;
      if (cakisma(error) === 'hucre' || teklifKapaliHatasi(error)) return kaybetti();
      throw error;
    }
    const yonetim = await yonetimLinki(env, { firmaAdi: veri.kanal.firma_adi, firmaKey: veri.kanal.firma_key }, id, row.isletme_id, bitisMs);
    return { kod, durum, baslangic: row.baslangic, bitis: row.bitis, personelId: row.personel_id, toplamKurus: secim.toplamKurus, yonetimLinki: yonetim };
  }
  throw new ApiError(503, 'RETRY', 'error.server');
}

beklemePublicRoutes.post('/:firmaKey/bekleme/teklif', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const { t } = await readBody(c, TeklifSchema);
  return ok(c, await teklifiKabulEt(c.env, firmaKey, t, c.get('lang'), Date.now()), 201);
});

/** After a guest's cancel or reschedule (the manage page, a reminder's link) the freed cells go to the waitlist. */
export const beklemePublicTetigi: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status >= 300) return;
  const row = await kanalIsletmesi(c.env.DB, c.req.param('firmaKey') ?? '').catch(() => null);
  if (row) await beklemeEslestirSessiz(c.env.DB, row);
};
