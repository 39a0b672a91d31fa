import type { Lang } from '../../src/lib/i18n/languages';

/**
 * The widget's own few UI words (it cannot load the site's i18n overlays on a third-party page).
 * Turkish keeps the SPEC §8 wording for the error catalogue, as the site's built-in texts do.
 */
export interface WidgetTexts {
  menu: string;
  loading: string;
  failed: string;
  offline: string;
  retry: string;
  soldOut: string;
  campaigns: string;
  categories: string;
  endsIn: string;
  startsIn: string;
  days: string;
  hours: string;
  minutes: string;
  oldPrice: string;
  campaignPrice: string;
  allergens: string;
  percentOff: string;
  gift: string;
  preparing: string;
  comingSoon: string;
}

export const TEXTS: Record<Lang, WidgetTexts> = {
  tr: {
    menu: 'Menü', loading: 'Menü yükleniyor…', failed: 'Veriler yüklenemedi.', offline: 'Lütfen internet bağlantınızı kontrol edin veya tekrar deneyin.', retry: 'Tekrar dene',
    soldOut: 'Tükendi', campaigns: 'Kampanyalar', categories: 'Kategoriler', endsIn: 'Bitmesine {t}', startsIn: 'Başlamasına {t}',
    days: 'g', hours: 'sa', minutes: 'dk', oldPrice: 'Eski fiyat', campaignPrice: 'Kampanya fiyatı', allergens: 'Alerjenler',
    percentOff: '%{x} indirim', gift: 'Hediye: {x}', preparing: 'Bu kategorinin alt kategorileri hazırlanıyor', comingSoon: 'Çok yakında',
  },
  en: {
    menu: 'Menu', loading: 'Loading menu…', failed: 'Failed to load data.', offline: 'Please check your internet connection or try again.', retry: 'Retry',
    soldOut: 'Sold out', campaigns: 'Campaigns', categories: 'Categories', endsIn: 'Ends in {t}', startsIn: 'Starts in {t}',
    days: 'd', hours: 'h', minutes: 'min', oldPrice: 'Old price', campaignPrice: 'Campaign price', allergens: 'Allergens',
    percentOff: '{x}% off', gift: 'Free: {x}', preparing: 'Subcategories for this category are being prepared', comingSoon: 'Coming Soon',
  },
  de: {
    menu: 'Speisekarte', loading: 'Speisekarte wird geladen…', failed: 'Daten konnten nicht geladen werden.', offline: 'Bitte prüfen Sie Ihre Internetverbindung oder versuchen Sie es erneut.', retry: 'Erneut versuchen',
    soldOut: 'Ausverkauft', campaigns: 'Aktionen', categories: 'Kategorien', endsIn: 'Endet in {t}', startsIn: 'Beginnt in {t}',
    days: 'T.', hours: 'Std.', minutes: 'Min.', oldPrice: 'Alter Preis', campaignPrice: 'Aktionspreis', allergens: 'Allergene',
    percentOff: '{x} % Rabatt', gift: 'Gratis: {x}', preparing: 'Die Unterkategorien dieser Kategorie werden vorbereitet', comingSoon: 'Demnächst',
  },
  ru: {
    menu: 'Меню', loading: 'Загрузка меню…', failed: 'Не удалось загрузить данные.', offline: 'Проверьте подключение к интернету или повторите попытку.', retry: 'Повторить',
    soldOut: 'Нет в наличии', campaigns: 'Акции', categories: 'Категории', endsIn: 'До конца {t}', startsIn: 'Начало через {t}',
    days: 'д', hours: 'ч', minutes: 'мин', oldPrice: 'Старая цена', campaignPrice: 'Цена по акции', allergens: 'Аллергены',
    percentOff: 'Скидка {x}%', gift: 'В подарок: {x}', preparing: 'Подкатегории этой категории готовятся', comingSoon: 'Скоро',
  },
};

/** Replaces `{name}` placeholders. */
export function fill(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}
