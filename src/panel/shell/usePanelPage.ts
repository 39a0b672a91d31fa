import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ADMIN_MENU, canOpen, flattenMenu, ISLETME_MENU } from '@lib/permissions';
import { $permissionSet } from '@stores/auth';
import { $session } from '@stores/session';
import { routeOf, type PanelRouter } from '../router';
import { preloadScreen } from '../screens';
import { useBoot } from './boot';

/** Boot (language + session), the routed page and permissions; unknown paths go to / (SPEC). */
export function usePanelPage(router: PanelRouter) {
  // the routed screen's code (and, with a remembered session that may open it, its first reads) load while the
  // boot calls run, not after them
  useState(() => {
    const route = router.get()?.route;
    const session = $session.get();
    const item = route ? flattenMenu(ISLETME_MENU.concat(ADMIN_MENU)).find((node) => node.id === route) : undefined;
    preloadScreen(route, Boolean(session.isAuthenticated && item && canOpen(item, new Set(session.permissions))));
  });
  const ready = useBoot();
  const page = useStore(router);
  const permissions = useStore($permissionSet);
  useEffect(() => {
    if (ready && !page) location.replace('/');
  }, [ready, page]);
  useEffect(() => preloadOnIntent(router), [router]);
  return { ready, page, permissions };
}

/** A pointer over or focus on a panel link starts loading that screen's code before the click. */
function preloadOnIntent(router: PanelRouter): () => void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    const href = link?.getAttribute('href');
    if (!href) return;
    preloadScreen(routeOf(router, href));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
