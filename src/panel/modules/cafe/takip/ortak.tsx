import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $baglanti } from '@stores/cafe';
import { useT } from '@panel/hooks';

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
