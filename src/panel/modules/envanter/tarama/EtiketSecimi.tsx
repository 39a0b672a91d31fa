import '@lib/i18n/envanter';
import { useState } from 'react';
import { taramaApi } from '@api/envanter/tarama';
import type { LokasyonSecenegi } from '@lib/schemas/envanter/tarama';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { Dropdown } from '@panel/ui/Dropdown';
import { LoadError } from '@panel/ui/LoadError';
import { QR_YOLU } from './ortak';
import { Baglanti } from './Baglanti';

/** The labels tab: what to print (other screens link straight to ?yazdir=… with their own selection). */
export default function EtiketSecimi() {
  const t = useT();
  const agac = useApiData<LokasyonSecenegi[]>(taramaApi.lokasyonAgaci);
  const [lokasyon, setLokasyon] = useState('');
  if (agac.error) return <LoadError error={agac.error} onRetry={() => void agac.reload()} />;
  const secenekler = (agac.data ?? []).filter((l) => l.aktif).map((l) => ({ value: String(l.id), label: `${l.yol} (${l.demirbas})`, model: l.yol }));
  return (
    <div className="trm-etiket-secim">
      <div className="card trm-kart">
        <h2>{t('envanter.etiket.lokasyonlar')}</h2>
        <p className="muted">{t('envanter.etiket.lokasyonlarAciklama')}</p>
        <Baglanti className="btn btn-primary" href={`${QR_YOLU}?yazdir=lokasyon`} data-testid="etiket-tum-lokasyon">{t('envanter.etiket.tumLokasyonlar')}</Baglanti>
      </div>
      <div className="card trm-kart">
        <h2>{t('envanter.etiket.demirbaslar')}</h2>
        <p className="muted">{t('envanter.etiket.demirbaslarAciklama')}</p>
        <div className="trm-satir">
          <Dropdown label={t('envanter.sayim.lokasyon')} value={lokasyon} options={secenekler} onChange={setLokasyon} searchable name="etiket-lokasyon" />
          {lokasyon
            ? <Baglanti className="btn btn-primary" href={`${QR_YOLU}?yazdir=demirbas&lokasyon=${lokasyon}`} data-testid="etiket-lokasyon-demirbas">{t('envanter.etiket.konumunDemirbaslari')}</Baglanti>
            : <button type="button" className="btn btn-primary" disabled>{t('envanter.etiket.konumunDemirbaslari')}</button>}
        </div>
        <Baglanti className="btn" href={`${QR_YOLU}?yazdir=demirbas`} data-testid="etiket-tum-demirbas">{t('envanter.etiket.tumDemirbaslar')}</Baglanti>
      </div>
    </div>
  );
}
