import type { MessageKey } from '@lib/i18n/translate';
import type { MenuItem } from '@lib/permissions';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';

/** Why a typed URL's screen does not open: outside the user's permission set, or its module outside the venue's licence (its API answers 403 anyway). */
const NEDEN = {
  yetki: { testId: 'forbidden', metin: 'error.forbidden' },
  lisans: { testId: 'lisans-disi', metin: 'error.moduleNotLicensed' },
} as const;

/** A screen that does not open, said plainly instead of loading. */
export function KapaliEkran({ item, neden }: { item: MenuItem; neden: keyof typeof NEDEN }) {
  const t = useT();
  const { testId, metin } = NEDEN[neden];
  return (
    <section className="empty-state" data-testid={testId}>
      <div className="empty-icon"><Icon name="lock" size={32} /></div>
      <h1 className="empty-title">{t(item.label as MessageKey)}</h1>
      <p className="empty-lead">{t(metin)}</p>
    </section>
  );
}
