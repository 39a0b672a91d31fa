/** Language-independent facts of the public site: routes and contact details. */
export const ROUTES = {
  home: '/',
  about: '/about',
  services: '/services',
  qrMenu: '/services/qr-menu',
  cafe: '/services/cafe-management',
  appointment: '/services/appointment-management',
  contact: '/contact',
  login: '/login',
} as const;

export type ServiceKey = 'qrMenu' | 'cafe' | 'appointment';
export const SERVICE_KEYS: readonly ServiceKey[] = ['qrMenu', 'cafe', 'appointment'];

export const CONTACT = {
  email: 'destek@isletmepro.com.tr',
  phone: '+90 212 555 01 00',
  phoneHref: 'tel:+902125550100',
  street: 'Büyükdere Cad. No: 100, Esentepe',
  city: '34394 Şişli / İstanbul',
} as const;

/** mailto: link with a subject line (the only "form" the site has: no fake endpoint). */
export function mailto(subject?: string): string {
  return subject ? `mailto:${CONTACT.email}?subject=${encodeURIComponent(subject)}` : `mailto:${CONTACT.email}`;
}
