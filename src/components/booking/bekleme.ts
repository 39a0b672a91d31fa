import type { Lang } from '../../lib/i18n/languages';

/** The booking page's waitlist offer under the flow (kept out of the widget bundle, which has no room left). */
const BEKLEME = {
  tr: { soru: 'Aradığınız gün dolu mu?', link: 'Bekleme listesine katıl' },
  en: { soru: 'Is your day full?', link: 'Join the waitlist' },
  de: { soru: 'Ihr Wunschtag ist ausgebucht?', link: 'Auf die Warteliste' },
  ru: { soru: 'Нужный день занят?', link: 'Встать в лист ожидания' },
} satisfies Record<Lang, Record<string, string>>;

export const beklemeMetni = (lang: Lang) => BEKLEME[lang];
