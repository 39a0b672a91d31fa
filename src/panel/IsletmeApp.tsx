import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { acilisEkrani } from '@lib/acilis-ekrani';
import { ISLETME_MENU } from '@lib/permissions';
import { $destek } from '@stores/destek';
import { $session } from '@stores/session';
import { $drawerOpen, closeDrawer } from '@stores/shell';
import { routerFor } from './router';
import { usePanelPage } from './shell/usePanelPage';
import { FullScreenSpinner, LoaderOverlay } from './shell/LoaderOverlay';
import { LisansBanner } from './shell/LisansBanner';
import { ScreenHost } from './shell/ScreenHost';
import { SideMenu } from './shell/SideMenu';
import { Toasts } from './shell/Toasts';
import { OnayHost } from './ui/OnayHost';
import { TopBar } from './shell/TopBar';
import { useT } from './hooks';

const $router = routerFor(ISLETME_MENU);
// only a platform admin in a support session ever loads it
const DestekBandi = lazy(() => import('./shell/DestekBandi'));

/** The business panel (/isletme/*), client-only. */
export default function IsletmeApp() {
  const { ready, page, permissions } = usePanelPage($router);
  const drawerOpen = useStore($drawerOpen);
  const destek = useStore($destek);
  const venue = useStore($session).selectedIsletmeId;
  const t = useT();
  // a set that opens one screen lands on it, not on a dashboard of one card
  const acilis = ready && page?.route === 'isletme/dashboard' ? acilisEkrani(ISLETME_MENU, permissions) : null;
  useEffect(() => {
    if (acilis) $router.open(acilis, true);
  }, [acilis]);

  if (!ready || acilis) return <FullScreenSpinner />;
  return (
    <div className="panel">
      <a href="#main" className="skip-link">{t('shell.skipToContent')}</a>
      <TopBar />
      <LisansBanner />
      <div className="panel-body">
        <SideMenu pathname={page?.path ?? ''} />
        {drawerOpen && <div className="drawer-backdrop" onClick={closeDrawer} aria-hidden="true" />}
        <main id="main" className="panel-main" onClick={closeDrawer} tabIndex={-1}>
          {destek && <Suspense fallback={null}><DestekBandi /></Suspense>}
          {/* a venue change starts the screen afresh: nothing of the old venue's records stays in its state */}
          {page && <ScreenHost key={venue ?? 0} tree={ISLETME_MENU} route={page.route} params={page.params as Record<string, string>} permissions={permissions} />}
          <LoaderOverlay />
        </main>
      </div>
      <Toasts />
      <OnayHost />
    </div>
  );
}
