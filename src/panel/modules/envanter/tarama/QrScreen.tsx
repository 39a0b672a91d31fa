import '@lib/i18n/envanter';
import { lazy, Suspense, useEffect, useState } from 'react';
import '@styles/envanter-tarama.css';
import { useT } from '@panel/hooks';
import { Tarayici } from './Tarayici';
import { git, okunaniCoz, QR_YOLU } from './ortak';
import { SayimPaneli } from './SayimPaneli';
import { Baglanti } from './Baglanti';

const EtiketSayfasi = lazy(() => import('./EtiketSayfasi'));
const EtiketSecimi = lazy(() => import('./EtiketSecimi'));

/** The query of the current URL, updated on every panel move (tabs, audits, label sheets live in it). */
export function useArama(): URLSearchParams {
  const [arama, setArama] = useState(() => new URLSearchParams(location.search));
  useEffect(() => {
    const guncelle = () => setArama(new URLSearchParams(location.search));
    addEventListener('popstate', guncelle);
    return () => removeEventListener('popstate', guncelle);
  }, []);
  return arama;
}

const SEKMELER = ['tara', 'sayim', 'etiket'] as const;
type Sekme = (typeof SEKMELER)[number];

/** /isletme/envanter/qr: scan a label (asset → its detail, location → its card), audit a location, print labels. */
export default function QrScreen() {
  const t = useT();
  const arama = useArama();
  if (arama.get('yazdir')) return <Suspense fallback={null}><EtiketSayfasi arama={arama} /></Suspense>;
  const sekme: Sekme = arama.has('sayim') ? 'sayim' : (SEKMELER as readonly string[]).includes(arama.get('mod') ?? '') ? (arama.get('mod') as Sekme) : 'tara';
  return (
    <section className="screen trm-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.qr')}</h1>
          <p className="muted">{t(`envanter.tarama.altBaslik.${sekme}`)}</p>
        </div>
      </header>
      <nav className="trm-sekmeler" aria-label={t('envanter.tarama.sekmeler')}>
        {SEKMELER.map((s) => (
          <Baglanti key={s} href={s === 'tara' ? QR_YOLU : `${QR_YOLU}?mod=${s}`} aria-current={sekme === s ? 'page' : undefined}
            className={`trm-sekme${sekme === s ? ' on' : ''}`} data-testid={`trm-sekme-${s}`}>{t(`envanter.tarama.sekme.${s}`)}</Baglanti>
        ))}
      </nav>
      {sekme === 'tara' && <TaraPaneli />}
      {sekme === 'sayim' && <SayimPaneli arama={arama} />}
      {sekme === 'etiket' && <Suspense fallback={null}><EtiketSecimi /></Suspense>}
    </section>
  );
}

function TaraPaneli() {
  const t = useT();
  const [mesaj, setMesaj] = useState<string | null>(null);
  async function oku(metin: string) {
    setMesaj(null);
    const s = await okunaniCoz(metin);
    if (s.tur === 'yol') git(s.yol);
    else setMesaj(t(`envanter.tarama.hata.${s.mesaj}`));
  }
  return (
    <div className="trm-tara">
      <Tarayici onOku={oku} testId="trm" />
      <p className={mesaj ? 'trm-mesaj hata' : 'sr-only'} role="status" aria-live="polite" data-testid="trm-mesaj">{mesaj ?? ''}</p>
    </div>
  );
}
