import type { Lang } from '../i18n/languages';

/** The 14 allergens of EU Regulation 1169/2011 Annex II. */
export const ALERJENLER = ['gluten', 'kabuklu', 'yumurta', 'balik', 'yer_fistigi', 'soya', 'sut', 'kuruyemis', 'kereviz', 'hardal', 'susam', 'sulfit', 'aci_bakla', 'yumusakca'] as const;
export type Alerjen = (typeof ALERJENLER)[number];

export const DIYET_ETIKETLERI = ['vegan', 'vejetaryen', 'glutensiz', 'aci', 'laktozsuz', 'helal', 'sekersiz'] as const;
export type DiyetEtiketi = (typeof DIYET_ETIKETLERI)[number];

export const ALERJEN_ADLARI: Record<Alerjen, Record<Lang, string>> = {
  gluten: { tr: 'Gluten içeren tahıllar', en: 'Cereals containing gluten', de: 'Glutenhaltiges Getreide', ru: 'Злаки с глютеном' },
  kabuklu: { tr: 'Kabuklular', en: 'Crustaceans', de: 'Krebstiere', ru: 'Ракообразные' },
  yumurta: { tr: 'Yumurta', en: 'Eggs', de: 'Eier', ru: 'Яйца' },
  balik: { tr: 'Balık', en: 'Fish', de: 'Fisch', ru: 'Рыба' },
  yer_fistigi: { tr: 'Yer fıstığı', en: 'Peanuts', de: 'Erdnüsse', ru: 'Арахис' },
  soya: { tr: 'Soya', en: 'Soybeans', de: 'Soja', ru: 'Соя' },
  sut: { tr: 'Süt ve süt ürünleri', en: 'Milk', de: 'Milch', ru: 'Молоко' },
  kuruyemis: { tr: 'Sert kabuklu yemişler', en: 'Tree nuts', de: 'Schalenfrüchte', ru: 'Орехи' },
  kereviz: { tr: 'Kereviz', en: 'Celery', de: 'Sellerie', ru: 'Сельдерей' },
  hardal: { tr: 'Hardal', en: 'Mustard', de: 'Senf', ru: 'Горчица' },
  susam: { tr: 'Susam', en: 'Sesame', de: 'Sesam', ru: 'Кунжут' },
  sulfit: { tr: 'Kükürt dioksit ve sülfitler', en: 'Sulphites', de: 'Sulfite', ru: 'Сульфиты' },
  aci_bakla: { tr: 'Acı bakla (lupin)', en: 'Lupin', de: 'Lupinen', ru: 'Люпин' },
  yumusakca: { tr: 'Yumuşakçalar', en: 'Molluscs', de: 'Weichtiere', ru: 'Моллюски' },
};

export const DIYET_ADLARI: Record<DiyetEtiketi, Record<Lang, string>> = {
  vegan: { tr: 'Vegan', en: 'Vegan', de: 'Vegan', ru: 'Веганское' },
  vejetaryen: { tr: 'Vejetaryen', en: 'Vegetarian', de: 'Vegetarisch', ru: 'Вегетарианское' },
  glutensiz: { tr: 'Glutensiz', en: 'Gluten-free', de: 'Glutenfrei', ru: 'Без глютена' },
  aci: { tr: 'Acı', en: 'Spicy', de: 'Scharf', ru: 'Острое' },
  laktozsuz: { tr: 'Laktozsuz', en: 'Lactose-free', de: 'Laktosefrei', ru: 'Без лактозы' },
  helal: { tr: 'Helal', en: 'Halal', de: 'Halal', ru: 'Халяль' },
  sekersiz: { tr: 'Şekersiz', en: 'Sugar-free', de: 'Zuckerfrei', ru: 'Без сахара' },
};
