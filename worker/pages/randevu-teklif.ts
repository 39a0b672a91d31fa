import { env } from 'cloudflare:workers';
import type { AstroGlobal } from 'astro';
import type { Lang } from '@lib/i18n/languages';
import type { TeklifGorunumu } from '@lib/schemas/randevu/bekleme';
import { ApiError } from '@worker/http/envelope';
import { translate } from '@worker/i18n';
import { linkSayfasiTokeni } from './randevu-sayfa';
import { teklifeBak, teklifiKabulEt, type KabulSonucu } from '@worker/routes/randevu-public/bekleme';

/**
 * Server side of the waitlist offer page /{FirmaAdi}/{FirmaKey}/randevu/teklif?t=…: a GET shows the slot (changing
 * nothing), the page's form (POST) books it. A refusal answers its reason in the guest's language.
 */
export type TeklifSayfasi =
  | { durum: 'goster'; gorunum: TeklifGorunumu; token: string }
  | { durum: 'alindi'; gorunum: TeklifGorunumu; sonuc: KabulSonucu }
  | { durum: 'hata'; hata: string; kod: number; gorunum: TeklifGorunumu | null };

export async function teklifSayfasi(astro: AstroGlobal, firmaKey: string, lang: Lang): Promise<TeklifSayfasi> {
  const { post, token } = await linkSayfasiTokeni(astro);
  if (!token) return { durum: 'hata', hata: translate(lang, 'error.invalidLink'), kod: 400, gorunum: null };
  let gorunum: TeklifGorunumu | null = null;
  try {
    gorunum = await teklifeBak(env, firmaKey, token, lang, Date.now());
    if (!post) return { durum: 'goster', gorunum, token };
    const sonuc = await teklifiKabulEt(env, firmaKey, token, lang, Date.now());
    return { durum: 'alindi', gorunum: { ...gorunum, durum: 'kabul' }, sonuc };
  } catch (error) {
    if (error instanceof ApiError) return { durum: 'hata', hata: translate(lang, error.messageKey, error.params), kod: error.status, gorunum };
    console.error('offer page failed:', error instanceof Error ? error.message : String(error));
    return { durum: 'hata', hata: translate(lang, 'error.server'), kod: 500, gorunum };
  }
}

/** The page's words in the guest's language (the API's own texts). */
export function teklifSayfaMetni(lang: Lang) {
  const k = (key: Parameters<typeof translate>[1], p?: Record<string, string>) => translate(lang, key, p);
  return {
    baslik: k('randevu.bekleme.teklifBaslik'),
    al: k('randevu.bekleme.teklifAl'),
    son: (zaman: string) => k('randevu.bekleme.teklifSon', { zaman }),
    alindi: (kod: string) => k('randevu.bekleme.teklifAlindi', { kod }),
    yonet: k('randevu.bekleme.teklifYonet'),
    tarih: k('randevu.bekleme.tarih'),
    hizmet: k('randevu.bekleme.hizmet'),
    personel: k('randevu.bekleme.personel'),
    durum: {
      kabul: k('randevu.bekleme.teklifDurum.kabul'),
      suresi_doldu: k('randevu.bekleme.teklifDurum.suresi_doldu'),
      dolu: k('randevu.bekleme.teklifDurum.dolu'),
      iptal: k('randevu.bekleme.teklifDurum.iptal'),
    },
  };
}
