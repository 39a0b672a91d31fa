import type { Lang } from '../../lib/i18n/languages';

/** The confirm page's own few words (/{FirmaAdi}/{FirmaKey}/randevu/onay), like the booking pages' (sayfa.ts). */
const TEYIT = {
  tr: { baslik: 'Randevunuzu onaylayın', onaylandi: 'Randevunuz onaylandı', tesekkur: 'Teşekkürler, sizi bekliyoruz.', onayla: 'Geleceğim, onaylıyorum', tarih: 'Tarih', hizmet: 'Hizmet', personel: 'Personel', yonet: 'İptal etmek veya saatini değiştirmek için', yonetLink: 'randevunuzu açın', aktifDegil: 'Bu randevu artık aktif değil.', gecersiz: 'Bağlantı açılamadı' },
  en: { baslik: 'Confirm your appointment', onaylandi: 'Your appointment is confirmed', tesekkur: 'Thank you, we look forward to seeing you.', onayla: 'I will come, confirm', tarih: 'Date', hizmet: 'Service', personel: 'Staff', yonet: 'To cancel or change the time,', yonetLink: 'open your appointment', aktifDegil: 'This appointment is no longer active.', gecersiz: 'The link could not be opened' },
  de: { baslik: 'Termin bestätigen', onaylandi: 'Ihr Termin ist bestätigt', tesekkur: 'Vielen Dank, wir freuen uns auf Sie.', onayla: 'Ich komme, bestätigen', tarih: 'Datum', hizmet: 'Leistung', personel: 'Mitarbeiter', yonet: 'Zum Absagen oder Verschieben', yonetLink: 'Termin öffnen', aktifDegil: 'Dieser Termin ist nicht mehr aktiv.', gecersiz: 'Der Link konnte nicht geöffnet werden' },
  ru: { baslik: 'Подтвердите запись', onaylandi: 'Ваша запись подтверждена', tesekkur: 'Спасибо, ждём вас.', onayla: 'Приду, подтверждаю', tarih: 'Дата', hizmet: 'Услуга', personel: 'Мастер', yonet: 'Чтобы отменить или перенести,', yonetLink: 'откройте запись', aktifDegil: 'Эта запись больше не активна.', gecersiz: 'Ссылку не удалось открыть' },
} satisfies Record<Lang, Record<string, string>>;

export const teyitMetni = (lang: Lang) => TEYIT[lang];
