import type { MessageKey } from '@lib/i18n/translate';
import type { MenuItem } from '@lib/permissions';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';

/** What each later module will do, keyed by the first path segment after the area. */
const MODULE_TEXT: Record<string, MessageKey> = {
  qrmenu: 'soon.qrmenu',
  'cafe-yonetim': 'soon.cafe',
  personel: 'soon.personel',
  crm: 'soon.crm',
  randevutakip: 'soon.randevu',
  envanter: 'soon.envanter',
  ayarlar: 'soon.ayarlar',
  lisans: 'soon.lisans',
};

function moduleKey(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'admin') return parts.includes('lisans') ? 'lisans' : 'admin';
  if (parts[2] === 'cafe-yonetim') return 'cafe-yonetim';
  return parts[1] ?? '';
}

/** Honest empty state for a screen whose module ships later (never a fake screen). */
export function ComingSoon({ item }: { item: MenuItem; tree: readonly MenuItem[] }) {
  const t = useT();
  const screenName = t(item.label as MessageKey);
  const key = MODULE_TEXT[moduleKey(item.path ?? '')] ?? 'soon.admin';
  return (
    <section className="empty-state" data-testid="coming-soon">
      <div className="empty-icon"><Icon name="clock" size={32} /></div>
      <p className="badge">{t('common.comingSoon')}</p>
      <h1 className="empty-title">{t('soon.title', { ekran: screenName })}</h1>
      <p className="empty-lead">{t(key)}</p>
      <p className="muted">{t('soon.body')}</p>
    </section>
  );
}
