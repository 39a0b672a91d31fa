import { ADMIN_MENU, ISLETME_MENU, type MenuItem } from './menu-tree';

export { ADMIN_MENU, ISLETME_MENU, type MenuItem };

/** SPEC §5: visible when it needs no permission, or the user has it, or a child stays visible; menuVisible false hides. */
export function filterMenu(items: readonly MenuItem[], permissions: ReadonlySet<string> | readonly string[]): MenuItem[] {
  const granted = permissions instanceof Set ? permissions : new Set(permissions as readonly string[]);
  const result: MenuItem[] = [];
  for (const item of items) {
    if (item.menuVisible === false) continue;
    const children = item.children ? filterMenu(item.children, granted) : undefined;
    const selfAllowed = item.children ? false : !item.permission || granted.has(item.permission);
    const ownPathAllowed = item.children && item.path && (!item.permission || granted.has(item.permission));
    if (selfAllowed || ownPathAllowed || (children && children.length > 0)) {
      result.push(children ? { ...item, children } : item);
    }
  }
  return result;
}

/** Every node of a tree, depth first, including hidden detail routes. */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...(item.children ? flattenMenu(item.children) : [])]);
}

/**
 * The screens a permission set grants, as the set editor lists them: every menu screen, and a detail route hidden from
 * the menu when its key is its own (the CRM customer and follow-up details); one that shares its list's key
 * (masa-takip/:masaId) is granted with the list.
 */
export function yetkiEkranlari(items: readonly MenuItem[]): MenuItem[] {
  const tum = flattenMenu(items).filter((item) => item.permission);
  const menudekiler = new Set(tum.filter((item) => item.menuVisible !== false).map((item) => item.permission));
  return tum.filter((item) => item.menuVisible !== false || !menudekiler.has(item.permission));
}

/** Every permission key a tree can grant: screens and their actions. */
export function allPermissionKeys(items: readonly MenuItem[]): string[] {
  const keys = new Set<string>();
  for (const item of flattenMenu(items)) {
    if (item.permission) keys.add(item.permission);
    for (const action of item.actions ?? []) keys.add(action);
  }
  return [...keys];
}

export const ISLETME_PERMISSION_KEYS: ReadonlySet<string> = new Set(allPermissionKeys(ISLETME_MENU));
export const ADMIN_PERMISSION_KEYS: ReadonlySet<string> = new Set(allPermissionKeys(ADMIN_MENU));

/** Matches a concrete path against the tree's routes (":param" segments match any single segment). */
export function findRoute(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const clean = pathname.replace(/\/+$/, '');
  const parts = clean.split('/');
  return flattenMenu(items).find((item) => {
    if (!item.path) return false;
    const pattern = item.path.split('/');
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') ? parts[i] !== '' : seg === parts[i]);
  });
}

/** True when the user may open the screen. */
export function canOpen(item: MenuItem, permissions: ReadonlySet<string>): boolean {
  return !item.permission || permissions.has(item.permission);
}

/** The module (top-level node) that holds a path, for opening level 2 of the side menu. */
export function moduleOf(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const route = findRoute(items, pathname);
  if (!route) return undefined;
  return items.find((top) => top === route || flattenMenu(top.children ?? []).includes(route));
}

/** Keeps only keys the tree knows, deduplicated and sorted. */
export function normalisePermissions(keys: readonly string[], known: ReadonlySet<string>): string[] {
  return [...new Set(keys.filter((key) => known.has(key)))].sort();
}
