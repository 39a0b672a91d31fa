import type { Lang } from '../../lib/i18n/languages';

/** The booking page's deposit box (shown after a booking that waits for a deposit), like the confirm page's words. */
const KAPORA = {
  tr: { baslik: 'Kapora bekleniyor', aciklama: 'Randevunuz kapora ödenene kadar tutuluyor. Aşağıdaki hesaba açıklamaya referans kodunu yazarak gönderin.', tutar: 'Kapora', iban: 'IBAN', sahip: 'Hesap sahibi', kod: 'Referans kodu', son: 'Son ödeme', ibanYok: 'IBAN için işletmeyi arayın.', kopyala: 'IBAN’ı kopyala', kopyalandi: 'Kopyalandı' },
  en: { baslik: 'Deposit pending', aciklama: 'Your appointment is held until the deposit is paid. Send it to the account below with the reference code in the description.', tutar: 'Deposit', iban: 'IBAN', sahip: 'Account holder', kod: 'Reference code', son: 'Pay by', ibanYok: 'Call the venue for the IBAN.', kopyala: 'Copy IBAN', kopyalandi: 'Copied' },
  de: { baslik: 'Anzahlung ausstehend', aciklama: 'Ihr Termin wird bis zur Zahlung der Anzahlung gehalten. Überweisen Sie sie auf das Konto unten mit dem Referenzcode im Verwendungszweck.', tutar: 'Anzahlung', iban: 'IBAN', sahip: 'Kontoinhaber', kod: 'Referenzcode', son: 'Zahlbar bis', ibanYok: 'Die IBAN erfahren Sie telefonisch beim Betrieb.', kopyala: 'IBAN kopieren', kopyalandi: 'Kopiert' },
  ru: { baslik: 'Ожидается задаток', aciklama: 'Запись удерживается до оплаты задатка. Переведите его на счёт ниже, указав код в назначении платежа.', tutar: 'Задаток', iban: 'IBAN', sahip: 'Владелец счёта', kod: 'Код платежа', son: 'Оплатить до', ibanYok: 'Уточните IBAN по телефону заведения.', kopyala: 'Копировать IBAN', kopyalandi: 'Скопировано' },
} satisfies Record<Lang, Record<string, string>>;

export const kaporaMetni = (lang: Lang) => KAPORA[lang];
