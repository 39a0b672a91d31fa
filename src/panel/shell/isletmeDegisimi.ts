import { panelModulu } from '@lib/lisans';
import { canOpen, flattenMenu, ISLETME_MENU } from '@lib/permissions';
import { $permissionSet } from '@stores/auth';
import { $session } from '@stores/session';

const DASHBOARD = '/isletme/dashboard';

/** Screens that show one record, by route id, and the list it is opened from: a record belongs to one venue. */
const KAYIT_LISTELERI: Readonly<Record<string, string>> = {
  'isletme/qrmenu/cafe-yonetim/masa-takip/:masaId': '/isletme/qrmenu/cafe-yonetim/masa-takip',
  'isletme/envanter/detay/:slug': '/isletme/envanter/demirbaslar',
  'isletme/envanter/qr/:slug': '/isletme/envanter/qr',
  'isletme/crm/musteri/rapor-detay': '/isletme/crm/musteri/rapor',
  'isletme/crm/musteri-takip/rapor-detay': '/isletme/crm/musteri-takip/rapor',
};

const ROTALAR = flattenMenu(ISLETME_MENU).filter((item) => item.path).map((item) => ({
  item,
  desen: new RegExp(`^${item.path!.replace(/:[^/]+/g, '[^/]+')}$`),
}));

const rotaOf = (pathname: string) => ROTALAR.find((r) => r.desen.test(pathname.replace(/(.)\/$/, '$1')))?.item;

/**
 * Where a panel path leads after the venue changes: a record's screen goes to its module's list, and the query and
 * hash (record ids such as ?musteri=, ?takip=, ?urun=, filters of the old venue) are dropped.
 */
export function isletmeDegisinceYol(pathname: string): string {
  const item = rotaOf(pathname);
  if (!item) return DASHBOARD;
  return KAYIT_LISTELERI[item.id] ?? pathname;
}

/** True when the selected venue's licence and the user's permissions there open the screen at `pathname`. */
export function yeniIsletmedeAcilir(pathname: string): boolean {
  const item = rotaOf(pathname);
  if (!item) return false;
  const session = $session.get();
  const lisans = session.userInfo?.isletmeler.find((i) => i.id === session.selectedIsletmeId)?.lisans;
  const modul = panelModulu(pathname);
  if (lisans && modul !== null && !lisans.moduller.includes(modul)) return false;
  return canOpen(item, $permissionSet.get());
}

/** Moves inside the panel without a history entry (the router listens to popstate). */
export function yerindeGit(yol: string): void {
  if (location.pathname + location.search + location.hash === yol) return;
  history.replaceState(null, '', yol);
  dispatchEvent(new PopStateEvent('popstate'));
}
