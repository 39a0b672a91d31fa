import { filterMenu, flattenMenu, type MenuItem } from './permissions';

const PANO = 'isletme/dashboard';

/**
 * Where a venue member lands instead of the dashboard: the one screen their permission set opens (a waiter's set
 * holds only table tracking, a station's only its station screen). A dashboard of one card is a tap in the way; a
 * set with two or more screens keeps the dashboard, which is where they choose. Null: stay on the dashboard.
 */
export function acilisEkrani(tree: readonly MenuItem[], permissions: ReadonlySet<string>): string | null {
  const ekranlar = flattenMenu(filterMenu(tree, permissions)).filter((item) => item.path && !item.children?.length && item.id !== PANO && !item.comingSoon);
  return ekranlar.length === 1 ? ekranlar[0]!.path! : null;
}
