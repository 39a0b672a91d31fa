import type { MessageKey } from '@lib/i18n/translate';
import type { MenuItem } from '@lib/permissions';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';

/** A screen of a module outside the venue's licence: said plainly instead of loading (its API answers 403 anyway). */
export function LisansDisi({ item }: { item: MenuItem }) {
  const t = useT();
  return (
    <section className="empty-state" data-testid="lisans-disi">
      <div className="empty-icon"><Icon name="lock" size={32} /></div>
      <h1 className="empty-title">{t(item.label as MessageKey)}</h1>
      <p className="empty-lead">{t('error.moduleNotLicensed')}</p>
    </section>
  );
}
