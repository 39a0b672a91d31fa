import { useStore } from '@nanostores/react';
import { useState } from 'react';
import '@lib/i18n/destek';
import '@styles/destek.css';
import { destekApi } from '@api/destek';
import type { DestekListesi, IsletmeSecenegi } from '@lib/schemas/destek';
import { hataMetni } from '@api/client';
import { $permissionSet } from '@stores/auth';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { useGecikmeliArama } from '@panel/useGecikmeliArama';
import { DestekBaslat } from './DestekBaslat';
import { OturumListesi } from './OturumListesi';

const DESTEK = 'admin:isletmeler:destek';

/**
 * Support access on the admin dashboard (until the venues screen carries its row action): find a venue, "view as"
 * it, go back to or end one's open session, and the latest sessions with their writes.
 */
export function DestekKarti() {
  const can = useStore($permissionSet);
  if (!can.has(DESTEK)) return null;
  return <DestekIcerik />;
}

function DestekIcerik() {
  const t = useT();
  const { data, error, reload } = useApiData<DestekListesi>(destekApi.liste);
  const [q, setQ] = useState('');
  const [secili, setSecili] = useState<IsletmeSecenegi | null>(null);
  const { sonuc, hata } = useGecikmeliArama(q, destekApi.isletmeler);

  async function bitir() {
    try {
      await withLoader(() => destekApi.bitir());
      toast('success', t('destek.bitti'));
      await reload();
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
  }

  return (
    <section className="card destek-kart" aria-labelledby="destek-kart-baslik" data-testid="destek-kart">
      <h2 id="destek-kart-baslik">{t('destek.baslik')}</h2>
      <p className="muted">{t('destek.aciklama')}</p>
      {data?.canli && (
        <div className="destek-acik" data-testid="destek-acik">
          <strong>{t('destek.acikOturum', { ad: data.canli.isletmeAdi })}</strong>
          <a className="btn btn-small" href="/isletme/dashboard">{t('destek.panele')}</a>
          <button type="button" className="btn btn-small" onClick={() => void bitir()}>{t('destek.bitir')}</button>
        </div>
      )}
      <label className="field"><span>{t('destek.isletmeAra')}</span>
        <input className="input" type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder={t('destek.isletmeAraIpucu')} autoComplete="off" data-testid="destek-ara" />
      </label>
      {hata && <p className="field-error" role="alert">{hata}</p>}
      {sonuc && (sonuc.length === 0 ? <p className="muted" role="status">{t('destek.sonucYok')}</p> : (
        <ul className="destek-sonuclar" data-testid="destek-sonuclar">
          {sonuc.map((isletme) => (
            <li key={isletme.id}>
              <span><strong>{isletme.ad}</strong>{isletme.sehir && <span className="muted"> · {isletme.sehir}</span>}</span>
              <button type="button" className="btn btn-small" disabled={Boolean(data?.canli)} onClick={() => setSecili(isletme)} aria-label={t('destek.olarakAcEtiket', { ad: isletme.ad })}>
                <Icon name="shield" size={16} />{t('destek.olarakAc')}
              </button>
            </li>
          ))}
        </ul>
      ))}
      <h3>{t('destek.sonOturumlar')}</h3>
      {error ? <LoadError error={error} onRetry={() => void reload()} /> : data && <OturumListesi oturumlar={data.oturumlar.slice(0, 10)} isletmeGoster testId="destek-liste" />}
      <DestekBaslat isletmeId={secili?.id ?? null} isletmeAdi={secili?.ad ?? ''} onClose={() => setSecili(null)} />
    </section>
  );
}
