import { useStore } from '@nanostores/react';
import type { MessageKey } from '@lib/i18n/translate';
import { filterMenu, ISLETME_MENU } from '@lib/permissions';
import { $permissionSet } from '@stores/auth';
import { $session } from '@stores/session';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Stat } from '@panel/ui/Stat';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';

interface Ozet {
  isletme: { id: number; ad: string; tur: string; sehir: string | null };
  sayilar: { aktifKullanici: number; yetkiSeti: number; acikOturum: number };
}

/** Operator dashboard: the selected venue and real counts from D1. */
export default function IsletmeDashboard() {
  const t = useT();
  const { data, error, loading, reload } = useApiData<Ozet>('/isletme/ozet');
  const permissions = useStore($permissionSet);
  const name = useStore($session).userInfo?.adSoyad ?? '';
  const modules = filterMenu(ISLETME_MENU, permissions).filter((item) => item.id !== 'isletme/dashboard');
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <section className="screen" aria-busy={loading}>
      <header className="screen-header">
        <div>
          <p className="muted">{t('dashboard.welcome')}{name ? `, ${name}` : ''}</p>
          <h1 data-testid="venue-name">{data?.isletme.ad ?? '…'}</h1>
          {data && <p className="muted">{t(`dashboard.venueType.${data.isletme.tur}` as MessageKey)}{data.isletme.sehir ? ` · ${data.isletme.sehir}` : ''}</p>}
        </div>
      </header>
      <div className="stat-grid">
        <Stat icon="user" label={t('dashboard.activeUsers')} value={data?.sayilar.aktifKullanici} testId="stat-users" />
        <Stat icon="shield" label={t('dashboard.permissionSets')} value={data?.sayilar.yetkiSeti} testId="stat-sets" />
        <Stat icon="globe" label={t('dashboard.activeSessions')} value={data?.sayilar.acikOturum} testId="stat-sessions" />
      </div>
      <h2 className="section-title">{t('dashboard.modules')}</h2>
      <ul className="module-grid" role="list">
        {modules.map((item) => {
          const target = item.path ?? item.children?.[0]?.path ?? '#';
          return (
            <li key={item.id}>
              <a className="module-card" href={target}>
                <Icon name={item.icon ?? 'box'} size={24} />
                <span>{t(item.label as MessageKey)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
