import { createRouter } from '@nanostores/router';
import { flattenMenu, type MenuItem } from '@lib/permissions';

/** One router store per panel, built from the same tree as the menu (every entry is a route). */
export function routerFor(tree: readonly MenuItem[]) {
  const routes: Record<string, string> = {};
  for (const item of flattenMenu(tree)) if (item.path) routes[item.id] = item.path;
  return createRouter(routes);
}

export type PanelRouter = ReturnType<typeof routerFor>;

/** The route name a panel path opens (undefined when none). */
export function routeOf(router: PanelRouter, path: string): string | undefined {
  const clean = path.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
  return router.routes.find(([, pattern]) => pattern.test(clean))?.[0];
}
