import { useStore } from '@nanostores/react';
import { logout, selectVenue } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { $session } from '@stores/session';
import { $drawerOpen, $fullscreen, $menuLevel, toggleFullscreen, toggleMenu } from '@stores/shell';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { useT } from '../hooks';
import { LanguageSelect } from './LanguageSelect';
import { ProfilButton } from './ProfilButton';
import { isletmeDegisinceYol, yeniIsletmedeAcilir, yerindeGit } from './isletmeDegisimi';

/** Business top bar: menu toggle, business selector, full-screen toggle, logout (SPEC "Panel shell"). */
export function TopBar() {
  const session = useStore($session);
  const fullscreen = useStore($fullscreen);
  const drawerOpen = useStore($drawerOpen);
  const level = useStore($menuLevel);
  const t = useT();
  const venues = session.userInfo?.isletmeler ?? [];

  async function onVenueChange(value: string) {
    // a record of the old venue is not in the new one: its screen gives way to the module's list first
    const hedef = isletmeDegisinceYol(location.pathname);
    yerindeGit(hedef);
    const changed = await withLoader(() => selectVenue(value)).catch((error: Error) => {
      toast('error', error.message);
      return false;
    });
    if (changed && !yeniIsletmedeAcilir(hedef)) yerindeGit('/isletme/dashboard');
    const venue = venues.find((item) => String(item.id) === value);
    if (changed && venue) toast('success', t('shell.venueChanged', { ad: venue.ad }));
  }

  return (
    <header className="topbar">
      <button type="button" className="icon-btn" onClick={toggleMenu} aria-label={t('shell.menuToggle')} aria-expanded={drawerOpen || level.level === 2} aria-controls="side-menu" data-testid="menu-toggle">
        <Icon name="menu" />
      </button>
      <a href="/isletme/dashboard" className="brand"><span className="brand-mark" aria-hidden="true">İP</span><span className="brand-text">{t('shell.title')}</span></a>
      <div className="topbar-spacer" />
      {venues.length > 0 && (
        <label className="venue-select">
          <Icon name="store" size={18} />
          <span className="sr-only">{t('shell.venue')}</span>
          <select value={session.selectedIsletmeId ?? ''} onChange={(event) => void onVenueChange(event.target.value)} data-testid="venue-select">
            {venues.map((venue) => (
              <option key={venue.id} value={venue.id}>{venue.ad}</option>
            ))}
          </select>
        </label>
      )}
      <LanguageSelect />
      <button type="button" className="icon-btn" onClick={() => void toggleFullscreen()} aria-pressed={fullscreen} aria-label={fullscreen ? t('shell.exitFullscreen') : t('shell.fullscreen')} data-testid="fullscreen-toggle">
        <Icon name={fullscreen ? 'shrink' : 'expand'} />
      </button>
      <ProfilButton />
      <button type="button" className="btn btn-ghost" onClick={() => void logout()} data-testid="logout">
        <Icon name="logout" size={18} /><span className="collapse-mobile">{t('shell.logout')}</span>
      </button>
    </header>
  );
}
