import { linkTokeni } from '@worker/crypto/link';
import { Hono } from 'hono';
import type { Lang } from '@lib/i18n/languages';
import { TeyitSchema, type TeyitGorunumu } from '@lib/schemas/randevu/hatirlatma';
import { randevuGorunumu } from '@worker/db/randevu/sorgu';
import { teyitAc, teyitYaz, type TeyitSatiri } from '@worker/db/randevu/teyit';
import { ok } from '@worker/http/envelope';
import { readBody } from '@worker/http/request';
import type { AppEnv } from '@worker/types';
import { firmaKeyParam, yonetimLinkiSonaKadar } from './ortak';

/** What the confirm page shows: the appointment and its manage link (valid until the start). */
export async function teyitGorunumu(env: AppEnv['Bindings'], row: TeyitSatiri, lang: Lang, nowMs: number): Promise<TeyitGorunumu> {
  const g = randevuGorunumu(row, lang, nowMs);
  const link = await yonetimLinkiSonaKadar(env, { firmaAdi: row.firma_adi, firmaKey: row.firma_key }, row.id, row.isletme_id, Date.parse(row.baslangic));
  return {
    isletme: g.isletme.ad, baslangic: g.baslangic, bitis: g.bitis, saatDilimi: g.saatDilimi, hizmetler: g.hizmetler.map((h) => h.ad), personel: g.personel.ad,
    durum: g.durum, teyit: row.teyit_zamani, yonetimLinki: `${link}${lang === 'tr' ? '' : `&lang=${lang}`}`,
  };
}

/**
 * The guest's confirm link: /bak shows the appointment (opening a link changes nothing), the bare POST confirms it.
 * A refusal says why: unreadable or tampered or another purpose (400), expired (410), not this venue's (404), moved (409).
 */
export const teyitRoutes = new Hono<AppEnv>();

teyitRoutes.post('/:firmaKey/teyit/bak', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const { t } = await readBody(c, TeyitSchema);
  const nowMs = Date.now();
  const row = await teyitAc(c.env.DB, c.env.LINK_KEY, firmaKey, linkTokeni(t, 't'), nowMs);
  return ok(c, await teyitGorunumu(c.env, row, c.get('lang'), nowMs));
});

teyitRoutes.post('/:firmaKey/teyit', async (c) => {
  const firmaKey = firmaKeyParam(c);
  const { t } = await readBody(c, TeyitSchema);
  const nowMs = Date.now();
  const row = await teyitYaz(c.env.DB, await teyitAc(c.env.DB, c.env.LINK_KEY, firmaKey, linkTokeni(t, 't'), nowMs), nowMs);
  return ok(c, await teyitGorunumu(c.env, row, c.get('lang'), nowMs));
});
