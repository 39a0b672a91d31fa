import { ADMIN_MENU } from '@lib/permissions';
import { $adminOverlay, toggleAdminSidebar } from '@stores/admin-shell';
import { logout } from '@stores/auth';
import { Icon } from '@panel/ui/Icon';
import { useT } from './hooks';
import { routerFor } from './router';
import { AdminSidebar } from './shell/AdminSidebar';
import { usePanelPage } from './shell/usePanelPage';
import { LanguageSelect } from './shell/LanguageSelect';
import { ProfilButton } from './shell/ProfilButton';
import { FullScreenSpinner, LoaderOverlay } from './shell/LoaderOverlay';
import { ScreenHost } from './shell/ScreenHost';
import { Toasts } from './shell/Toasts';
import { OnayHost } from './ui/OnayHost';

const $router = routerFor(ADMIN_MENU);

/** The platform admin panel (/admin/*), client-only. */
export default function AdminApp() {
  const { ready, page, permissions } = usePanelPage($router);
  const t = useT();
  if (!ready) return <FullScreenSpinner />;
  return (
    <div className="panel admin">
      <a href="#main" className="skip-link">{t('shell.skipToContent')}</a>
      <header className="topbar admin-header">
        <button type="button" className="icon-btn" onClick={toggleAdminSidebar} aria-label={t('shell.admin.sidebarToggle')} data-testid="admin-sidebar-toggle"><Icon name="menu" /></button>
        <span className="brand"><span className="brand-mark" aria-hidden="true">İP</span><span className="brand-text">{t('shell.admin.title')}</span></span>
        <div className="topbar-spacer" />
        <LanguageSelect />
        <ProfilButton />
        <button type="button" className="btn btn-ghost" onClick={() => void logout()} data-testid="logout"><Icon name="logout" size={18} /><span className="collapse-mobile">{t('shell.admin.logout')}</span></button>
      </header>
      <div className="panel-body">
        <AdminSidebar pathname={page?.path ?? ''} />
        <main id="main" className="panel-main" tabIndex={-1} onClick={() => $adminOverlay.set(false)}>
          {page && <ScreenHost tree={ADMIN_MENU} route={page.route} params={page.params as Record<string, string>} permissions={permissions} />}
          <LoaderOverlay />
        </main>
      </div>
      <Toasts />
      <OnayHost />
    </div>
  );
}
