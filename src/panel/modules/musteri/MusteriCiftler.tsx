import '@lib/i18n/musteri';
import { useState } from 'react';
import type { MusteriCifti } from '@lib/schemas/musteri';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { musteriApi } from '@api/musteri';

/** "Olası çift kayıtlar": pairs that look like one person (same folded name, e-mail or number), each one click from a merge. */
export function MusteriCiftler({ onIncele }: { onIncele: (cift: MusteriCifti) => void }) {
  const t = useT();
  const { data } = useApiData<MusteriCifti[]>(musteriApi.ciftler);
  const [acik, setAcik] = useState(true);
  // a failed or empty read shows nothing: the panel is a hint, the list below is the screen
  if (!data || data.length === 0) return null;
  return (
    <section className="rm-ciftler" aria-labelledby="rm-ciftler-baslik" data-testid="musteri-ciftler">
      <div className="rm-ciftler-bas">
        <div>
          <h2 id="rm-ciftler-baslik">{t('musteri.cift.baslik')} <span className="rm-rozet rm-rozet-borc">{t('musteri.cift.sayi', { sayi: data.length })}</span></h2>
          {acik && <p className="muted rm-small">{t('musteri.cift.aciklama')}</p>}
        </div>
        <button type="button" className="btn btn-small" aria-expanded={acik} aria-controls="rm-cift-liste" onClick={() => setAcik(!acik)}>
          {acik ? t('musteri.cift.gizle') : t('musteri.cift.goster')}
        </button>
      </div>
      {acik && (
        <ul className="rm-cift-liste" id="rm-cift-liste">
          {data.map((c) => (
            <li key={`${c.a.id}-${c.b.id}`} className="rm-cift" data-testid={`musteri-cift-${c.a.id}-${c.b.id}`}>
              <div className="rm-cift-kisiler">
                {[c.a, c.b].map((m) => (
                  <span key={m.id} className="rm-cift-kisi"><strong>{m.adSoyad}</strong> <span className="muted rm-small">{telefonGoster(m.telefon)}{m.email ? ` · ${m.email}` : ''}</span></span>
                ))}
                <span className="rm-cift-nedenler">{c.nedenler.map((n) => <span key={n} className="rm-rozet rm-rozet-paket">{t(`musteri.cift.neden.${n}`)}</span>)}</span>
              </div>
              <button type="button" className="btn btn-small" onClick={() => onIncele(c)} aria-label={t('musteri.cift.inceleFor', { a: c.a.adSoyad, b: c.b.adSoyad })}
                data-testid={`musteri-cift-incele-${c.a.id}-${c.b.id}`}>{t('musteri.cift.incele')}</button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
