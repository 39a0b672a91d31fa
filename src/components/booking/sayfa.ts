import { env } from 'cloudflare:workers';
import type { AstroGlobal } from 'astro';
import { langFromRequest } from '../../lib/i18n/server-lang';
import type { Lang } from '../../lib/i18n/languages';
import { RANDEVU_LINKI_AMACI } from '../../lib/crm/kural';
import { decryptLink } from '@worker/crypto/link';
import { ApiError } from '@worker/http/envelope';
import { firmaKeyGecerli, kanalYukle } from '@worker/db/randevu/kanal';

/**
 * Server side of the booking pages /{FirmaAdi}/{FirmaKey}/randevu/yeni|sorgula (only imported by the pages, never
 * by the widget bundle): the channel's venue name and theme for the shell, and the page's own few words.
 */
export interface SayfaVerisi {
  /** kapali: the venue takes no online bookings now (suspended, no appointment module, licence past its grace) */
  durum: 'ok' | 'yok' | 'hata' | 'kapali';
  lang: Lang;
  firmaKey: string;
  firmaAdi: string;
  isletmeAdi: string;
  config: Record<string, unknown>;
  /** ?k= (a follow-up message's booking link) is there but not a valid, unexpired link of this venue */
  linkGecersiz?: boolean;
}

// first path segments of other pages: never a venue
const AYRILMIS = new Set(['qr', 'isletme', 'admin', 'api', 'login', 'widgets', 'i18n', '_astro']);

export async function sayfaYukle(astro: AstroGlobal): Promise<SayfaVerisi | Response> {
  const lang = langFromRequest(astro.request);
  const { firmaAdi = '', firmaKey = '' } = astro.params;
  const bos: SayfaVerisi = { durum: 'yok', lang, firmaKey, firmaAdi, isletmeAdi: '', config: {} };
  if (AYRILMIS.has(firmaAdi) || !firmaKeyGecerli(firmaKey)) return bos;
  try {
    const veri = await kanalYukle(env.DB, firmaKey);
    if (!veri) return bos;
    const k = veri.kanal;
    // the key decides; a changed or mistyped name goes to the channel's current name
    if (k.firma_adi !== firmaAdi) {
      const yol = astro.url.pathname.split('/').slice(3).join('/');
      return astro.redirect(`/${encodeURIComponent(k.firma_adi)}/${encodeURIComponent(k.firma_key)}/${yol}${astro.url.search}`, 301);
    }
    let config: Record<string, unknown> = {};
    try {
      const json = JSON.parse(k.ayar_json ?? '') as unknown;
      if (json && typeof json === 'object' && !Array.isArray(json)) config = json as Record<string, unknown>;
    } catch {
      config = {};
    }
    const token = astro.url.searchParams.get('k');
    const linkGecersiz = token !== null && !(await decryptLink(env.LINK_KEY, token, RANDEVU_LINKI_AMACI).then((p) => Number(p.ids.isletmeId) === k.isletme_id, () => false));
    return { durum: 'ok', lang, firmaKey: k.firma_key, firmaAdi: k.firma_adi, isletmeAdi: k.isletme_ad, config, linkGecersiz };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === 'BOOKING_CLOSED') return { ...bos, durum: 'kapali' };
    console.error('booking page load failed:', error instanceof Error ? error.message : String(error));
    return { ...bos, durum: 'hata' };
  }
}

/** Text of a theme field, or null (venue text: rendered as text only). */
export function metinAl(config: Record<string, unknown>, ...yol: string[]): string | null {
  let v: unknown = config;
  for (const k of yol) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  return typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 500) : null;
}

/** Working-hours rows of the channel theme ({days, time}). */
export function saatler(config: Record<string, unknown>): { days: string; time: string }[] {
  const info = config.infoCards as { workingHours?: { hours?: unknown } } | undefined;
  const hours = info && typeof info === 'object' ? info.workingHours?.hours : undefined;
  return Array.isArray(hours)
    ? hours.filter((h): h is { days: string; time: string } => !!h && typeof h.days === 'string' && typeof h.time === 'string').slice(0, 14)
    : [];
}

const SAYFA = {
  tr: { yeni: 'Online randevu', sorgula: 'Randevu sorgula', noscript: 'Randevu için tarayıcınızda JavaScript açık olmalıdır.', yok: 'Bu randevu sayfası bulunamadı.', hata: 'Sayfa şu anda yüklenemedi. Lütfen biraz sonra tekrar deneyin.', toYeni: 'Yeni randevu al', toSorgula: 'Randevunuzu sorgulayın, iptal edin veya erteleyin', saatler: 'Çalışma saatleri', adres: 'Adres', telefon: 'Telefon', dil: 'Dil', atla: 'İçeriğe geç', linkEski: 'Bağlantınızın süresi dolmuş ya da geçersiz; bilgilerinizi yazarak devam edebilirsiniz.', kapali: 'Bu işletme şu anda online randevu almıyor. Randevu için lütfen işletmeyle doğrudan iletişime geçin.' },
  en: { yeni: 'Online booking', sorgula: 'Find my appointment', noscript: 'Booking needs JavaScript enabled in your browser.', yok: 'This booking page was not found.', hata: 'The page could not be loaded right now. Please try again shortly.', toYeni: 'Book a new appointment', toSorgula: 'Find, cancel or reschedule your appointment', saatler: 'Opening hours', adres: 'Address', telefon: 'Phone', dil: 'Language', atla: 'Skip to content', linkEski: 'Your link has expired or is not valid; you can continue by entering your details.', kapali: 'This business is not taking online bookings at the moment. Please contact the business directly to book.' },
  de: { yeni: 'Online-Termin', sorgula: 'Termin abrufen', noscript: 'Für die Buchung muss JavaScript aktiviert sein.', yok: 'Diese Buchungsseite wurde nicht gefunden.', hata: 'Die Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.', toYeni: 'Neuen Termin buchen', toSorgula: 'Termin abrufen, absagen oder verschieben', saatler: 'Öffnungszeiten', adres: 'Adresse', telefon: 'Telefon', dil: 'Sprache', atla: 'Zum Inhalt', linkEski: 'Ihr Link ist abgelaufen oder ungültig; Sie können mit Ihren Angaben fortfahren.', kapali: 'Dieser Betrieb nimmt derzeit keine Online-Termine an. Bitte wenden Sie sich direkt an den Betrieb.' },
  ru: { yeni: 'Онлайн-запись', sorgula: 'Найти запись', noscript: 'Для записи включите JavaScript в браузере.', yok: 'Страница записи не найдена.', hata: 'Не удалось загрузить страницу. Попробуйте чуть позже.', toYeni: 'Записаться снова', toSorgula: 'Найти, отменить или перенести запись', saatler: 'Часы работы', adres: 'Адрес', telefon: 'Телефон', dil: 'Язык', atla: 'К содержимому', linkEski: 'Ссылка устарела или недействительна; продолжите, указав свои данные.', kapali: 'Это заведение сейчас не принимает онлайн-записи. Пожалуйста, свяжитесь с заведением напрямую.' },
} satisfies Record<Lang, Record<string, string>>;

export const sayfaMetni = (lang: Lang) => SAYFA[lang];
