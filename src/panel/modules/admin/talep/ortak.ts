import '@lib/i18n/admin';
import '@styles/admin-frontoffice.css';

/** Shared bits of the front office screens (sales desk, POS definitions). */
export function zamanMetni(iso: string, lang: string): string {
  const tarih = new Date(iso);
  if (Number.isNaN(tarih.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : lang, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' }).format(tarih);
}
