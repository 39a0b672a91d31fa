import '@lib/i18n/dashboard';
import { useStore } from '@nanostores/react';
import type { MessageKey } from '@lib/i18n/translate';
import { filterMenu, ISLETME_MENU } from '@lib/permissions';
import type { IsletmeBasligi } from '@lib/schemas/dashboard';
import { $permissionSet } from '@stores/auth';
import { $session } from '@stores/session';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { CafeKutusu, CariKutusu, EnvanterKutusu, KasaKutusu, PersonelKutusu, RandevuKutusu, YonetimKutusu } from './OzetKutulari';
import '@styles/dashboard.css';

/** The tiles and the permission each needs; the API refuses a tile's call without it, so it is not even made. */
const KUTULAR = [
  { yetki: ['isletme:qrmenu:cafe-yonetim:kasa-hareketleri', 'isletme:qrmenu:cafe-yonetim:xraporu', 'isletme:qrmenu:cafe-yonetim:gunsonu', 'isletme:qrmenu:cafe-yonetim:masa-takip:tahsilat'], Kutu: CafeKutusu },
  { yetki: ['isletme:randevutakip:randevular'], Kutu: RandevuKutusu },
  { yetki: ['isletme:randevutakip:kasa-hareketleri', 'isletme:qrmenu:cafe-yonetim:kasa-hareketleri'], Kutu: KasaKutusu },
  { yetki: ['isletme:randevutakip:cari-takip'], Kutu: CariKutusu },
  { yetki: ['isletme:personel'], Kutu: PersonelKutusu },
  { yetki: ['isletme:envanter:urunler', 'isletme:envanter:demirbaslar'], Kutu: EnvanterKutusu },
  { yetki: ['isletme:ayarlar:yonetim:kullanici'], Kutu: YonetimKutusu },
] as const;

/** Operator dashboard: the selected venue's business today, one tile per module the user may see. */
export default function IsletmeDashboard() {
  const t = useT();
  const { data, error, loading, reload } = useApiData<IsletmeBasligi>('/isletme/ozet');
  const permissions = useStore($permissionSet);
  const name = useStore($session).userInfo?.adSoyad ?? '';
  const modules = filterMenu(ISLETME_MENU, permissions).filter((item) => item.id !== 'isletme/dashboard');
  const kutular = KUTULAR.filter((k) => k.yetki.some((key) => permissions.has(key)));
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
      {kutular.length > 0 && (
        <div className="oz-izgara" data-testid="oz-kutular">
          {kutular.map(({ Kutu }, i) => <Kutu key={i} />)}
        </div>
      )}
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
