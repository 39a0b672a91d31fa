import '@lib/i18n/dashboard';
import { useStore } from '@nanostores/react';
import type { ComponentType } from 'react';
import type { MessageKey } from '@lib/i18n/translate';
import type { LisansModulu } from '@lib/lisans';
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

/**
 * The tiles, the permission each needs (the API refuses a tile's call without it, so it is not even made) and the
 * module it belongs to (null: venue-wide).
 */
const KUTULAR: readonly { ad: string; modul: LisansModulu | null; yetki: readonly string[]; Kutu: ComponentType }[] = [
  { ad: 'cafe', modul: 'cafe', yetki: ['isletme:qrmenu:cafe-yonetim:kasa-hareketleri', 'isletme:qrmenu:cafe-yonetim:xraporu', 'isletme:qrmenu:cafe-yonetim:gunsonu', 'isletme:qrmenu:cafe-yonetim:masa-takip:tahsilat'], Kutu: CafeKutusu },
  { ad: 'randevu', modul: 'randevu', yetki: ['isletme:randevutakip:randevular'], Kutu: RandevuKutusu },
  { ad: 'kasa', modul: null, yetki: ['isletme:randevutakip:kasa-hareketleri', 'isletme:qrmenu:cafe-yonetim:kasa-hareketleri'], Kutu: KasaKutusu },
  { ad: 'cari', modul: 'randevu', yetki: ['isletme:randevutakip:cari-takip'], Kutu: CariKutusu },
  { ad: 'personel', modul: null, yetki: ['isletme:personel'], Kutu: PersonelKutusu },
  { ad: 'envanter', modul: 'envanter', yetki: ['isletme:envanter:urunler', 'isletme:envanter:demirbaslar'], Kutu: EnvanterKutusu },
  { ad: 'yonetim', modul: null, yetki: ['isletme:ayarlar:yonetim:kullanici'], Kutu: YonetimKutusu },
];

/** The tiles of the modules the venue uses lead (most used first), venue-wide tiles follow, unused modules' come last. */
function kutuSirasi(kullanilan: readonly LisansModulu[]) {
  const sira = (modul: LisansModulu | null) => {
    if (modul === null) return kullanilan.length;
    const i = kullanilan.indexOf(modul);
    return i === -1 ? kullanilan.length + 1 : i;
  };
  return (a: (typeof KUTULAR)[number], b: (typeof KUTULAR)[number]) => sira(a.modul) - sira(b.modul);
}

/** Operator dashboard: the selected venue's business today, one tile per module the user may see. */
export default function IsletmeDashboard() {
  const t = useT();
  const { data, error, loading, reload } = useApiData<IsletmeBasligi>('/isletme/ozet');
  const permissions = useStore($permissionSet);
  const name = useStore($session).userInfo?.adSoyad ?? '';
  const modules = filterMenu(ISLETME_MENU, permissions).filter((item) => item.id !== 'isletme/dashboard');
  // the order waits for the venue's header, so tiles do not jump once it arrives
  const kutular = data ? KUTULAR.filter((k) => k.yetki.some((key) => permissions.has(key))).sort(kutuSirasi(data.kullanilan)) : [];
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
          {kutular.map(({ ad, Kutu }) => <Kutu key={ad} />)}
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
