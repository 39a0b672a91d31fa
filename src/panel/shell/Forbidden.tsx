import type { MessageKey } from '@lib/i18n/translate';
import type { MenuItem } from '@lib/permissions';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';

/** Shown when a typed URL points at a screen outside the user's permission set. */
export function Forbidden({ item }: { item: MenuItem }) {
  const t = useT();
  return (
    <section className="empty-state" data-testid="forbidden">
      <div className="empty-icon"><Icon name="lock" size={32} /></div>
      <h1 className="empty-title">{t(item.label as MessageKey)}</h1>
      <p className="empty-lead">{t('error.forbidden')}</p>
    </section>
  );
}
