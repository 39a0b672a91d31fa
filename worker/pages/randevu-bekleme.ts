import { env } from 'cloudflare:workers';
import type { AstroGlobal } from 'astro';
import * as v from 'valibot';
import type { Lang } from '@lib/i18n/languages';
import { metin, parseMetin } from '@lib/menu/text';
import { BeklemeKatilSchema } from '@lib/schemas/randevu/bekleme';
import { bugun, gecerliSaatDilimi, VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { kanalYukle } from '@worker/db/randevu/kanal';
import { ApiError } from '@worker/http/envelope';
import { translate } from '@worker/i18n';
import { beklemeKatil } from '@worker/routes/randevu-public/bekleme';
import { DE, EN, RU } from '@widgets/booking/diller';
import { TR_METIN } from '@widgets/booking/texts';

/**
 * Server side of the waitlist join page /{FirmaAdi}/{FirmaKey}/randevu/bekleme (linked from the booking page and the
 * widget on a full day): a GET shows the form (service, staff and day prefilled from the link), the POST joins.
 */
export interface BeklemeFormu {
  hizmetId: number; personelId: number | null; tarih: string; pencereBas: string; pencereBit: string; adSoyad: string; telefon: string; kvkkOnay: boolean;
}
export interface BeklemeSayfasi {
  durum: 'form' | 'katildi' | 'hata';
  hata: string;
  kod: number;
  form: BeklemeFormu;
  bugun: string;
  hizmetler: { id: number; ad: string }[];
  personeller: { id: number; ad: string; hizmetIdler: number[] }[];
}

const sayi = (x: unknown) => (typeof x === 'string' && /^\d{1,9}$/.test(x) ? Number(x) : null);
const KVKK: Record<Lang, typeof TR_METIN> = { tr: TR_METIN, en: EN, de: DE, ru: RU };

export async function beklemeSayfasi(astro: AstroGlobal, firmaKey: string, lang: Lang): Promise<BeklemeSayfasi> {
  const veri = await kanalYukle(env.DB, firmaKey);
  const tz = veri && gecerliSaatDilimi(veri.kanal.saat_dilimi) ? veri.kanal.saat_dilimi : VARSAYILAN_DILIM;
  const q = astro.url.searchParams;
  const hizmetler = (veri?.hizmetler ?? []).map((h) => ({ id: h.id, ad: metin(parseMetin(h.ad), lang) }));
  const form: BeklemeFormu = {
    hizmetId: sayi(q.get('h')) ?? hizmetler[0]?.id ?? 0, personelId: sayi(q.get('p')), tarih: /^\d{4}-\d{2}-\d{2}$/.test(q.get('t') ?? '') ? q.get('t')! : bugun(tz),
    pencereBas: '10:00', pencereBit: '18:00', adSoyad: '', telefon: '', kvkkOnay: false,
  };
  const sayfa: BeklemeSayfasi = { durum: 'form', hata: '', kod: 200, form, bugun: bugun(tz), hizmetler, personeller: veri?.personeller ?? [] };
  if (astro.request.method !== 'POST') return sayfa;
  const f = await astro.request.formData().catch(() => null);
  const al = (k: string) => (typeof f?.get(k) === 'string' ? (f.get(k) as string) : '');
  Object.assign(form, {
    hizmetId: sayi(al('hizmetId')) ?? 0, personelId: sayi(al('personelId')), tarih: al('tarih'), pencereBas: al('pencereBas'), pencereBit: al('pencereBit'),
    adSoyad: al('adSoyad'), telefon: al('telefon'), kvkkOnay: al('kvkkOnay') === '1',
  });
  const kaynak = al('kaynak') === 'widget' ? 'widget' : 'online';
  const sonuc = v.safeParse(BeklemeKatilSchema, { ...form, kvkkOnay: form.kvkkOnay || undefined, kaynak });
  if (!sonuc.success) return { ...sayfa, durum: 'hata', kod: 400, hata: translate(lang, (sonuc.issues[0]?.message ?? 'error.invalidInput') as Parameters<typeof translate>[1]) };
  try {
    await beklemeKatil(env.DB, firmaKey, sonuc.output, astro.request.headers.get('cf-connecting-ip') ?? '127.0.0.1', lang);
    return { ...sayfa, durum: 'katildi' };
  } catch (error) {
    if (error instanceof ApiError) return { ...sayfa, durum: 'hata', kod: error.status, hata: translate(lang, error.messageKey, error.params) };
    console.error('waitlist join page failed:', error instanceof Error ? error.message : String(error));
    return { ...sayfa, durum: 'hata', kod: 500, hata: translate(lang, 'error.server') };
  }
}

/** The page's words: the waitlist's texts and the booking form's own KVKK notice and consent. */
export function beklemeSayfaMetni(lang: Lang) {
  const k = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const b = KVKK[lang];
  return {
    baslik: k('randevu.bekleme.katil'), aciklama: k('randevu.bekleme.katilAciklama'), gonder: k('randevu.bekleme.katilGonder'), katildi: k('randevu.bekleme.katildi'),
    hizmet: k('randevu.bekleme.hizmet'), personel: k('randevu.bekleme.personel'), farketmez: k('randevu.bekleme.farketmez'), tarih: k('randevu.bekleme.tarih'),
    bas: k('randevu.bekleme.pencereBas'), bit: k('randevu.bekleme.pencereBit'), ad: k('randevu.bekleme.adSoyad'), telefon: k('randevu.bekleme.telefon'),
    kvkk: b.kvkk, onay: b.consent, aydinlatma: b.notice, telefonIpucu: b.phoneHint,
  };
}
