import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { CEVRIMDISI_EKRANLAR } from '@lib/cafe/cevrimdisi';
import { $baglanti } from '@stores/cafe';
import { $cevrimici, servisCalisaniKur } from '@stores/cevrimdisi';
import { useT } from '@panel/hooks';
import { preloadScreen } from '@panel/screens';

/** Now, refreshed every 30 s (the "open for N min" of the tiles). */
export function useDakika(): number {
  const [simdi, setSimdi] = useState(() => Date.now());
  useEffect(() => {
    const i = setInterval(() => setSimdi(Date.now()), 30_000);
    return () => clearInterval(i);
  }, []);
  return simdi;
}

/** Live / reconnecting badge: a waiter must know when what they see may be old and orders wait on the phone. */
export function BaglantiDurumu() {
  const t = useT();
  const baglanti = useStore($baglanti);
  return <span className={`ct-baglanti ct-baglanti-${baglanti}`} role="status" data-testid="baglanti">{t(`cafe.takip.baglanti.${baglanti}`)}</span>;
}

/** The cafe screens open offline after one visit: this registers the service worker (once per page). */
export function useCevrimdisiHazirlik(): void {
  useEffect(() => servisCalisaniKur(() => {
    for (const yol of CEVRIMDISI_EKRANLAR) preloadScreen(yol.slice(1));
  }), []);
}

/** Offline: what the screen shows is the last state seen, orders wait on the device, payments wait for the network. */
export function CevrimdisiBandi() {
  const t = useT();
  const cevrimici = useStore($cevrimici);
  if (cevrimici) return null;
  return <p className="ct-uyari" role="status" data-testid="cevrimdisi">{t('cafe.cevrimdisi.bant')}</p>;
}
