import { useEffect, useState } from 'react';
import { hataMetni } from '@api/client';

/**
 * Results of `ara(text)` a moment after typing stops (not a request per letter); stale answers are dropped. `sonuc`
 * is null while fewer than 2 characters are typed — unless `bosken`, which also searches the empty box — or `kapali`.
 */
export function useGecikmeliArama<T>(q: string, ara: (text: string) => Promise<T[]>, { bosken = false, kapali = false } = {}) {
  const [sonuc, setSonuc] = useState<T[] | null>(null);
  const [hata, setHata] = useState<string | null>(null);
  useEffect(() => {
    if (kapali) return;
    const aranan = q.trim();
    if (aranan.replace(/\s/g, '').length < 2 && !(bosken && aranan === '')) {
      setSonuc(null);
      return;
    }
    let gecerli = true;
    const timer = setTimeout(() => {
      ara(aranan).then(
        (list) => { if (gecerli) { setSonuc(list); setHata(null); } },
        (error: unknown) => { if (gecerli) setHata(hataMetni(error)); },
      );
    }, aranan ? 250 : 0);
    return () => { gecerli = false; clearTimeout(timer); };
    // `ara` is a fresh function on every render of the caller: the text decides when to search
  }, [q, bosken, kapali]);
  return { sonuc, hata };
}
