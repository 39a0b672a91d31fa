import type { Context } from 'hono';
import { isLang, type Lang } from '@lib/i18n/languages';
import { apiLangFromRequest } from '@lib/i18n/server-lang';
import { musaitSlotlar } from '@lib/randevu/availability';
import { GUN_MS, localDay, tarihMetni } from '@lib/randevu/time';
import type { Slot } from '@lib/randevu/types';
import { encryptLink } from '@worker/crypto/link';
import { firmaKeyGecerli, kanalYukle, musaitlikGirdisi, secimOlustur, saatDilimi } from '@worker/db/randevu/kanal';
import { ApiError } from '@worker/http/envelope';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';

export const LINK_AMACI = 'randevu-yonet';
/** the manage link keeps working until a week after the appointment */
export const LINK_SURESI_MS = 7 * GUN_MS;

/** ?lang first, then X-Lang, cookie lang, Accept-Language, tr. */
export function publicLang(c: Context<AppEnv>): Lang {
  const query = c.req.query('lang');
  return isLang(query) ? query : apiLangFromRequest(c.req.raw);
}

/** The :firmaKey path parameter; an impossible key is simply an unknown channel. */
export function firmaKeyParam(c: Context<AppEnv>): string {
  const key = c.req.param('firmaKey');
  if (!firmaKeyGecerli(key)) throw new ApiError(404, 'NOT_FOUND', 'randevu.api.channelNotFound');
  return key;
}

/** `/{FirmaAdi}/{FirmaKey}/randevu/sorgula?l=…`: opens the lookup page for this appointment. */
export async function yonetimLinki(env: AppEnv['Bindings'], veri: { firmaAdi: string; firmaKey: string }, randevuId: number, isletmeId: number, bitisMs: number): Promise<string> {
  return yonetimLinkiSonaKadar(env, veri, randevuId, isletmeId, bitisMs + LINK_SURESI_MS);
}

/** The same manage link, working until `expMs` (a reminder's link stops at the appointment's start). */
export async function yonetimLinkiSonaKadar(env: AppEnv['Bindings'], veri: { firmaAdi: string; firmaKey: string }, randevuId: number, isletmeId: number, expMs: number): Promise<string> {
  const token = await encryptLink(env.LINK_KEY, { purpose: LINK_AMACI, ids: { randevuId, isletmeId }, exp: expMs });
  return `/${encodeURIComponent(veri.firmaAdi)}/${encodeURIComponent(veri.firmaKey)}/randevu/sorgula?l=${token}`;
}

/** The next three free slots from `fromMs` on (today and the following week), read fresh after a conflict. */
export async function sonrakiSlotlar(db: D1Database, firmaKey: string, hizmetIdler: number[], personelIdler: number[], fromMs: number, nowMs: number, haricRandevuId?: number): Promise<Slot[]> {
  const adet = 3;
  const veri = await kanalYukle(db, firmaKey, { aralik: { basMs: fromMs - GUN_MS, bitMs: fromMs + 9 * GUN_MS, haricRandevuId } });
  if (!veri) return [];
  const secim = secimOlustur(veri, hizmetIdler);
  if (!secim) return [];
  const adaylar = personelIdler.filter((id) => secim.adaylar.includes(id));
  if (adaylar.length === 0) return [];
  const tz = saatDilimi(veri);
  const ilkGun = localDay(fromMs, tz).dayMs;
  const out: Slot[] = [];
  for (let gun = 0; gun < 8 && out.length < adet; gun++) {
    const girdi = musaitlikGirdisi(veri, secim, adaylar, tarihMetni(ilkGun + gun * GUN_MS), nowMs);
    for (const slot of musaitSlotlar(girdi)) {
      if (slot.baslangicMs >= fromMs && out.length < adet) out.push(slot);
    }
  }
  return out;
}

/** 409 SLOT_TAKEN with the next free slots (in the body and under data, for page and widget alike). */
export function slotDolu(c: Context<AppEnv>, slotlar: Slot[]) {
  return c.json(
    { success: false as const, errorCode: 'SLOT_TAKEN', errorDetail: translate(c.get('lang'), 'randevu.api.slotTaken'), sonrakiSlotlar: slotlar, data: { sonrakiSlotlar: slotlar } },
    409,
  );
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
