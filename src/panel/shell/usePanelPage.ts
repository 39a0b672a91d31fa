import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $permissionSet } from '@stores/auth';
import type { PanelRouter } from '../router';
import { useBoot } from './boot';

/** Boot (language + session), the routed page and permissions; unknown paths go to / (SPEC). */
export function usePanelPage(router: PanelRouter) {
  const ready = useBoot();
  const page = useStore(router);
  const permissions = useStore($permissionSet);
  useEffect(() => {
    if (ready && !page) location.replace('/');
  }, [ready, page]);
  return { ready, page, permissions };
}
