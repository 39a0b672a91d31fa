import type { Lang } from '../../lib/i18n/languages';

/** The booking pages' theme fields and own few words (their data comes from worker/pages/randevu-sayfa.ts). */

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
