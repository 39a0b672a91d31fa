import { Hono, type Context } from 'hono';
import { slotUygunMu } from '@lib/randevu/availability';
import { GUN_MS, localDay, tarihMetni } from '@lib/randevu/time';
import { RandevuErisimSchema, RandevuErteleSchema, type RandevuErisimGirdisi } from '@lib/schemas/randevu/kanal';
import { decryptLink, linkTokeni } from '@worker/crypto/link';
import { HUCRE_MS, hucreAraligi, kanalYukle, musaitlikGirdisi, saatDilimi, secimOlustur } from '@worker/db/randevu/kanal';
import { SORGU_MAX_HATA, denemeBaslat, denemeSil } from '@worker/db/randevu/limit';
import { idIleSorgu, kalemler, kodIleSorgu, randevuGorunumu, type RandevuSatiri } from '@worker/db/randevu/sorgu';
import { cakisma, randevuIptal, randevuTasi } from '@worker/db/randevu/yaz';
import { ApiError, ok } from '@worker/http/envelope';
import { clientIp, readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { LINK_AMACI, firmaKeyParam, slotDolu, sonrakiSlotlar, yonetimLinki } from './ortak';

/** Lookup, cancel and reschedule by code + phone or the encrypted manage link. All POST: opening a link changes nothing. */
export const yonetRoutes = new Hono<AppEnv>();

/**
 * The caller's appointment in this FirmaKey's venue, else one generic 404. Code + phone lookups are throttled per
 * IP: the attempt row and the lookup go in one batch; a found appointment removes the row again.
 */
async function randevuBul(c: Context<AppEnv>, firmaKey: string, input: RandevuErisimGirdisi): Promise<RandevuSatiri> {
  const db = c.env.DB;
  if (input.link !== undefined && input.link !== '') {
    const payload = await decryptLink(c.env.LINK_KEY, linkTokeni(input.link, 'l'), LINK_AMACI);
    const { randevuId, isletmeId } = payload.ids;
    if (typeof randevuId !== 'number' || typeof isletmeId !== 'number') throw new ApiError(400, 'LINK_INVALID', 'error.invalidLink');
    const row = await idIleSorgu(db, firmaKey, randevuId, isletmeId).first<RandevuSatiri>();
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.notFound');
    return row;
  }
  if (!input.kod || !input.telefon) throw new ApiError(400, 'VALIDATION', 'randevu.api.lookupInput');
  const deneme = await denemeBaslat(db, `randevu-sorgu:${clientIp(c)}`, SORGU_MAX_HATA, [kodIleSorgu(db, firmaKey, input.kod, input.telefon)]);
  if (deneme.retryAfter > 0) {
    c.header('Retry-After', String(deneme.retryAfter));
    throw new ApiError(429, 'RATE_LIMITED', 'randevu.api.tooManyLookups', { dakika: Math.ceil(deneme.retryAfter / 60) });
  }
  const row = deneme.ekSonuclar[0]?.results[0] as RandevuSatiri | undefined;
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.notFound');
  await denemeSil(db, deneme.id);
  return row;
}

const aktifMi = (row: RandevuSatiri) => row.durum === 'beklemede' || row.durum === 'onaylandi';

/** Changes are refused inside the channel's limit (iptalSaatOnce hours before the start). */
function sureKontrol(row: RandevuSatiri, nowMs: number) {
  if (!aktifMi(row)) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.api.notActive');
  if (nowMs >= Date.parse(row.baslangic) - row.iptal_saat_once * 3_600_000) throw new ApiError(409, 'TOO_LATE', 'randevu.api.tooLate', { saat: row.iptal_saat_once });
}

yonetRoutes.post('/:firmaKey/sorgula', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const row = await randevuBul(c, firmaKey, await readBody(c, RandevuErisimSchema));
  return ok(c, randevuGorunumu(row, c.get('lang'), Date.now()));
});

yonetRoutes.post('/:firmaKey/randevular/iptal', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const row = await randevuBul(c, firmaKey, await readBody(c, RandevuErisimSchema));
  const nowMs = Date.now();
  // pressing the button twice is fine
  if (row.durum === 'iptal') return ok(c, randevuGorunumu(row, c.get('lang'), nowMs));
  sureKontrol(row, nowMs);
  if (!(await randevuIptal(c.env.DB, row.isletme_id, row.id))) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.api.notActive');
  return ok(c, randevuGorunumu({ ...row, durum: 'iptal' }, c.get('lang'), nowMs));
});

yonetRoutes.post('/:firmaKey/randevular/ertele', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const input = await readBody(c, RandevuErteleSchema);
  const yeniMs = Date.parse(input.yeniBaslangic);
  if (!Number.isFinite(yeniMs) || yeniMs % HUCRE_MS !== 0) throw new ApiError(400, 'VALIDATION', 'randevu.api.timeInvalid');
  const row = await randevuBul(c, firmaKey, input);
  const nowMs = Date.now();
  sureKontrol(row, nowMs);
  const db = c.env.DB;
  // its own cells do not block the move (a shift by a quarter hour overlaps itself)
  const veri = await kanalYukle(db, firmaKey, { aralik: { basMs: yeniMs - GUN_MS, bitMs: yeniMs + 2 * GUN_MS, haricRandevuId: row.id } });
  if (!veri) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.channelNotFound');
  const hizmetIdler = kalemler(row).map((k) => k.hizmetId);
  const secim = secimOlustur(veri, hizmetIdler);
  if (!secim || !secim.adaylar.includes(row.personel_id)) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.api.notActive');
  const tarih = tarihMetni(localDay(yeniMs, saatDilimi(veri)).dayMs);
  const girdi = musaitlikGirdisi(veri, secim, [row.personel_id], tarih, nowMs);
  const bitisMs = yeniMs + secim.sureDk * 60_000;
  let tasindi = false;
  if (slotUygunMu(girdi, yeniMs, row.personel_id)) {
    try {
      tasindi = await randevuTasi(db, row.isletme_id, row.id, row.personel_id, yeniMs, bitisMs, hucreAraligi(yeniMs, bitisMs, secim.onceTamponDk, secim.sonraTamponDk));
      if (!tasindi) throw new ApiError(409, 'NOT_ACTIVE', 'randevu.api.notActive');
    } catch (error) {
      if (cakisma(error) !== 'hucre') throw error;
    }
  }
  if (!tasindi) return slotDolu(c, await sonrakiSlotlar(db, firmaKey, hizmetIdler, [row.personel_id], yeniMs, Date.now(), row.id));
  const yeni = { ...row, baslangic: new Date(yeniMs).toISOString(), bitis: new Date(bitisMs).toISOString() };
  const link = await yonetimLinki(c.env, { firmaAdi: veri.kanal.firma_adi, firmaKey: veri.kanal.firma_key }, row.id, row.isletme_id, bitisMs);
  return ok(c, { ...randevuGorunumu(yeni, c.get('lang'), nowMs), yonetimLinki: link });
});
