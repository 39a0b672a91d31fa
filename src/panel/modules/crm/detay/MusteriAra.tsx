import { useEffect, useId, useState } from 'react';
import { api, type ApiCallError } from '@api/client';
import { detayApi } from '@api/crm/detay';
import type { MusteriAramaSonucu } from '@lib/schemas/crm/detay';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';

/** The customer search that opens a 360 view: folded like every search ('ayse' finds 'Ayşe'), name, e-mail or phone digits. */
export function MusteriAra({ onSec, kompakt }: { onSec: (id: number) => void; kompakt: boolean }) {
  const t = useT();
  const id = useId();
  const [q, setQ] = useState('');
  const [sonuc, setSonuc] = useState<MusteriAramaSonucu[] | null>(null);
  const [hata, setHata] = useState<ApiCallError | null>(null);
  const [deneme, setDeneme] = useState(0);
  useEffect(() => {
    const aranan = q.trim();
    if (aranan.replace(/\s/g, '').length < 2) {
      setSonuc(null);
      return undefined;
    }
    let iptal = false;
    // a short pause so typing does not fire a request per letter
    const timer = setTimeout(() => {
      api.get<MusteriAramaSonucu[]>(detayApi.ara(aranan))
        .then((rows) => { if (!iptal) { setSonuc(rows); setHata(null); } })
        .catch((error: ApiCallError) => { if (!iptal) setHata(error); });
    }, 250);
    return () => { iptal = true; clearTimeout(timer); };
  }, [q, deneme]);

  return (
    <section className={`crmd-ara${kompakt ? ' crmd-ara-kompakt' : ''}`} aria-labelledby={`${id}-b`}>
      <h2 id={`${id}-b`} className={kompakt ? 'sr-only' : 'crmd-h2'}>{t('crm.detay.ara.baslik')}</h2>
      <label className="field crmd-ara-alan"><span className={kompakt ? 'sr-only' : ''}>{t('crm.detay.ara.etiket')}</span>
        <span className="crmd-ara-kutu">
          <Icon name="search" size={18} />
          <input className="input" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} placeholder={t('crm.detay.ara.ipucu')}
            aria-describedby={`${id}-d`} autoComplete="off" data-testid="crmd-ara" />
        </span>
      </label>
      <p id={`${id}-d`} className="muted crmd-kucuk" aria-live="polite">
        {sonuc === null ? (kompakt ? '' : t('crm.detay.ara.aciklama')) : t('crm.detay.ara.sonuc', { sayi: sonuc.length })}
      </p>
      {hata && <LoadError error={hata} onRetry={() => setDeneme((d) => d + 1)} />}
      {sonuc && sonuc.length > 0 && (
        <ul className="crmd-ara-liste" data-testid="crmd-ara-sonuc">
          {sonuc.map((m) => (
            <li key={m.id}>
              <button type="button" className="crmd-ara-sec" onClick={() => { onSec(m.id); setQ(''); }} data-testid={`crmd-ara-${m.id}`}>
                <strong>{m.adSoyad}</strong>
                <span className="muted crmd-kucuk">{[telefonGoster(m.telefon), m.email ?? ''].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
