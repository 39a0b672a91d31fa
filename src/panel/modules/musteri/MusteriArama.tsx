import { useId, useState } from 'react';
import { api } from '@api/client';
import { type MusteriSonucu } from '@lib/schemas/randevu/hizmet';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { useT } from '@panel/hooks';
import { useGecikmeliArama } from '@panel/useGecikmeliArama';
import type { AlanIsareti } from '@panel/ui/useAlanHatalari';

import '@styles/randevu-hizmet.css';

/**
 * Customer picker: type a name or phone digits, pick from up to 20 of the venue's customers
 * (GET /paketler/musteri-ara). Results are plain buttons, so keyboard and screen readers need nothing special.
 * `adres`: the search call of the screen's own module (each module's key guards its own search). The cafe's check
 * dialog uses it too, so its texts are the shell's: it needs no module's texts.
 */
export function MusteriArama({ label, onSec, autoFocus, testId, isaret, adres = '/isletme/randevu/paketler/musteri-ara' }: { label: string; onSec: (musteri: MusteriSonucu) => void; autoFocus?: boolean; testId: string; isaret?: AlanIsareti; adres?: string }) {
  const t = useT();
  const id = useId();
  const [q, setQ] = useState('');
  const { sonuc, hata } = useGecikmeliArama(q, (text) => api.get<MusteriSonucu[]>(`${adres}?q=${encodeURIComponent(text)}`));
  return (
    <div className="rh-musteri-ara">
      <label className="field"><span>{label}</span>
        <input className="input" type="search" value={q} autoComplete="off" placeholder={t('common.musteriArama.ipucu')} autoFocus={autoFocus}
          {...isaret} aria-describedby={[isaret?.['aria-describedby'], `${id}-durum`].filter(Boolean).join(' ')} onChange={(event) => setQ(event.target.value)} data-testid={testId} />
      </label>
      <p id={`${id}-durum`} className="muted rh-small" aria-live="polite">
        {hata ?? (sonuc === null ? t('common.musteriArama.yonerge') : sonuc.length === 0 ? t('common.musteriArama.sonucYok') : t('common.musteriArama.sonucSayisi', { sayi: sonuc.length }))}
      </p>
      {sonuc && sonuc.length > 0 && (
        <ul className="rh-sonuclar">
          {sonuc.map((m) => (
            <li key={m.id}>
              <button type="button" className="rh-sonuc" onClick={() => onSec(m)} data-testid={`${testId}-sonuc-${m.id}`}>
                <strong>{m.adSoyad}</strong>
                <span className="muted">{telefonGoster(m.telefon)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
