import { destekApi } from '@api/destek';
import type { DestekKaydi } from '@lib/schemas/destek';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '../../hooks';
import { useApiData } from '../../useApiData';
import { OturumListesi } from '../admin/destek/OturumListesi';

/**
 * The venue owner's log of platform support access ("view as"): who from İşletmePro opened the panel, when, why,
 * with or without their consent to changes, and each write made in it. Behind the users screen's key.
 */
export function DestekKayitlari() {
  const t = useT();
  const { data, error, reload } = useApiData<DestekKaydi[]>(destekApi.kayitlar);
  return (
    <section className="destek-kayit" aria-labelledby="destek-kayit-baslik" data-testid="destek-kayitlari">
      <h2 id="destek-kayit-baslik">{t('destek.kayitBaslik')}</h2>
      <p className="muted">{t('destek.kayitAciklama')}</p>
      {error ? <LoadError error={error} onRetry={() => void reload()} /> : data && <OturumListesi oturumlar={data} testId="destek-kayit-liste" />}
    </section>
  );
}
