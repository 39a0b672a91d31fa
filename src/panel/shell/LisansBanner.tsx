import { useStore } from '@nanostores/react';
import { lisansBitti } from '@lib/lisans';
import { $session } from '@stores/session';
import { Icon } from '../ui/Icon';
import { useT } from '../hooks';

/**
 * On every screen of a venue whose licence ran out (read-only: the server refuses writes) or that is suspended: what
 * happened, what to do and whom to call. The server decides; this only says it before a write is tried.
 */
export function LisansBanner() {
  const session = useStore($session);
  const t = useT();
  const isletme = session.userInfo?.isletmeler.find((i) => i.id === session.selectedIsletmeId);
  if (!isletme) return null;
  const bitti = isletme.lisans ? lisansBitti(isletme.lisans.hali) : false;
  if (!isletme.askida && !bitti) return null;
  const destek = session.userInfo?.destek;
  const iletisim = [destek?.telefon, destek?.eposta].filter(Boolean).join(' · ');
  const metin = isletme.askida ? t('error.venueSuspended') : t('error.licenseExpired', { bitis: (isletme.lisans?.bitis ?? '').split('-').reverse().join('.') });
  return (
    <div className="lisans-banner" role="status" data-testid="lisans-banner">
      <Icon name="lock" size={20} />
      <p>
        {metin}
        {iletisim && <> <strong>{t('shell.lisans.destek', { iletisim })}</strong></>}
      </p>
    </div>
  );
}
