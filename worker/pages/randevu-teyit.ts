import { env } from 'cloudflare:workers';
import type { AstroGlobal } from 'astro';
import type { Lang } from '@lib/i18n/languages';
import type { TeyitGorunumu } from '@lib/schemas/randevu/hatirlatma';
import { teyitAc, teyitYaz } from '@worker/db/randevu/teyit';
import { ApiError } from '@worker/http/envelope';
import { translate } from '@worker/i18n';
import { linkSayfasiTokeni } from './randevu-sayfa';
import { teyitGorunumu } from '@worker/routes/randevu-public/teyit';

/**
 * Server side of the guest's confirm page /{FirmaAdi}/{FirmaKey}/randevu/onay?t=…: a GET shows the appointment, the
 * page's form (POST) confirms it. A refused link answers its reason in the guest's language.
 */
export type TeyitSayfasi =
  | { durum: 'goster' | 'onaylandi'; gorunum: TeyitGorunumu; token: string }
  | { durum: 'hata'; hata: string; kod: number };

export async function teyitSayfasi(astro: AstroGlobal, firmaKey: string, lang: Lang): Promise<TeyitSayfasi> {
  const { post, token } = await linkSayfasiTokeni(astro);
  if (!token) return { durum: 'hata', hata: translate(lang, 'error.invalidLink'), kod: 400 };
  const nowMs = Date.now();
  try {
    const row = await teyitAc(env.DB, env.LINK_KEY, firmaKey, token, nowMs);
    if (!post) return { durum: row.teyit_zamani ? 'onaylandi' : 'goster', gorunum: await teyitGorunumu(env, row, lang, nowMs), token };
    const yeni = await teyitYaz(env.DB, row, nowMs);
    return { durum: 'onaylandi', gorunum: await teyitGorunumu(env, yeni, lang, nowMs), token };
  } catch (error) {
    if (error instanceof ApiError) return { durum: 'hata', hata: translate(lang, error.messageKey, error.params), kod: error.status };
    console.error('confirm page failed:', error instanceof Error ? error.message : String(error));
    return { durum: 'hata', hata: translate(lang, 'error.server'), kod: 500 };
  }
}
