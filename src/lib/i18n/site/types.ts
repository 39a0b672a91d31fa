/** Shape of the public marketing site's texts. tr.ts is the source; every language must match this exactly. */

/** Icon names the site texts may use; src/components/public/Icon.astro draws each one. */
export const SITE_ICONS = [
  'qr', 'cup', 'calendar', 'users', 'box', 'chart', 'shield', 'globe', 'clock', 'phone', 'mail', 'pin',
  'check', 'arrow', 'receipt', 'grid', 'wallet', 'link', 'lock', 'layers', 'sparkle', 'heart', 'image',
  'tag', 'code', 'search', 'store', 'wifi', 'menu', 'close', 'chevron',
] as const;
export type SiteIcon = (typeof SITE_ICONS)[number];

export interface PageMeta { title: string; description: string }
export interface Item { title: string; text: string }
export interface IconItem extends Item { icon: SiteIcon }
export interface FaqItem { q: string; a: string }
export interface Stat { value: string; label: string }
export interface SectionIntro { eyebrow: string; title: string; lead: string }
export interface HeroTexts { eyebrow: string; title: string; lead: string; points: string[] }
export interface ServiceCard { name: string; text: string; bullets: string[] }
export interface Highlight { title: string; text: string; bullets: string[] }

/** One service detail page (/services/*). */
export interface ServiceDetailTexts {
  meta: PageMeta;
  hero: HeroTexts;
  features: SectionIntro & { items: IconItem[] };
  steps: SectionIntro & { items: Item[] };
  highlight: Highlight;
  faq: { title: string; items: FaqItem[] };
}

export interface SiteTexts {
  common: {
    skip: string;
    navLabel: string;
    nav: { home: string; services: string; about: string; contact: string; login: string };
    menu: string;
    language: string;
    languageLabel: string;
    demoCta: string;
    contactCta: string;
    learnMore: string;
    /** badge after a claim whose screen is not built yet */
    soon: string;
    otherServices: string;
    footer: { tagline: string; servicesTitle: string; companyTitle: string; contactTitle: string; rights: string; madeIn: string; taxOffice: string; taxNo: string };
    ctaBand: { title: string; text: string };
    services: { qrMenu: ServiceCard; cafe: ServiceCard; appointment: ServiceCard };
    modules: IconItem[];
  };
  home: {
    meta: PageMeta;
    hero: HeroTexts;
    statsLabel: string;
    stats: Stat[];
    services: SectionIntro;
    modules: SectionIntro;
    steps: SectionIntro & { items: Item[] };
    audience: SectionIntro & { items: IconItem[] };
    pricing: SectionIntro & { recommended: string; plans: ServiceCard[]; note: string; cta: string };
    faq: { title: string; items: FaqItem[] };
  };
  about: {
    meta: PageMeta;
    hero: HeroTexts;
    story: { eyebrow: string; title: string; paragraphs: string[] };
    values: SectionIntro & { items: IconItem[] };
    why: { title: string; bullets: string[] };
    security: { title: string; text: string };
  };
  services: {
    meta: PageMeta;
    hero: HeroTexts;
    main: SectionIntro;
    modules: SectionIntro;
    panel: Highlight;
    faq: { title: string; items: FaqItem[] };
  };
  qrMenu: ServiceDetailTexts;
  cafe: ServiceDetailTexts;
  appointment: ServiceDetailTexts;
  contact: {
    meta: PageMeta;
    hero: HeroTexts;
    channelsTitle: string;
    email: { label: string; hint: string };
    phone: { label: string; hint: string };
    address: { label: string; hint: string; country: string };
    hours: { label: string; value: string };
    topics: SectionIntro & { items: Array<Item & { subject: string }>; cta: string };
    tips: { title: string; lead: string; items: string[] };
    existing: { title: string; text: string };
  };
}
