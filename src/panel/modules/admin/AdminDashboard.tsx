import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { Stat } from '@panel/ui/Stat';
import { DestekKarti } from './destek/DestekKarti';

/** Admin dashboard: platform figures from D1. */
export default function AdminDashboard() {
  const t = useT();
  const { data, error, reload } = useApiData<{ isletme: number; kullanici: number; sablon: number }>('/admin/ozet');
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <section className="screen">
      <header className="screen-header"><h1>{t('admin.dashboard')}</h1></header>
      <div className="stat-grid">
        <Stat icon="store" label={t('dashboard.adminVenues')} value={data?.isletme} testId="stat-venues" />
        <Stat icon="user" label={t('dashboard.adminUsers')} value={data?.kullanici} testId="stat-users" />
        <Stat icon="shield" label={t('dashboard.adminTemplates')} value={data?.sablon} testId="stat-templates" />
      </div>
      <DestekKarti />
    </section>
  );
}
