import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiCallError } from '@api/client';
import { gunSinirlari, haftaBasi, yerelTarih } from '@lib/randevu/takvim-zaman';
import { $session } from '@stores/session';
import { takvimApi } from '@api/randevu/takvim';
import type { TakvimVerisi } from '@lib/schemas/randevu/takvim';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';

export type Gorunum = 'gun' | 'hafta';

/** Calendar position kept in the URL (?tarih=&gorunum=&personel=) so a reload or a shared link opens the same view. */
export function urlDurumu(): { tarih: string | null; gorunum: Gorunum; personel: string } {
  const q = typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
  const tarih = q.get('tarih');
  return {
    tarih: tarih && gunSinirlari(tarih, 'UTC') ? tarih : null,
    gorunum: q.get('gorunum') === 'hafta' ? 'hafta' : 'gun',
    personel: q.get('personel') ?? '',
  };
}

export function urlYaz(tarih: string, gorunum: Gorunum, personel: string): void {
  const q = new URLSearchParams(location.search);
  q.set('tarih', tarih);
  q.set('gorunum', gorunum);
  if (personel) q.set('personel', personel);
  else q.delete('personel');
  history.replaceState(history.state, '', `${location.pathname}?${q.toString()}`);
}

/** Today in the venue's zone (Istanbul until the first answer tells the zone). */
export const bugunYerel = (tz: string | null) => yerelTarih(Date.now(), tz ?? VARSAYILAN_DILIM);

/**
 * The calendar data of the shown day or week: one call, refreshed silently every minute while the tab is visible
 * (new online bookings appear without a reload).
 */
export function useTakvimVerisi(tarih: string, gorunum: Gorunum) {
  const venue = useStore($session).selectedIsletmeId;
  const [data, setData] = useState<TakvimVerisi | null>(null);
  const [error, setError] = useState<ApiCallError | null>(null);
  const [loading, setLoading] = useState(true);
  const istekNo = useRef(0);
  const bas = gorunum === 'hafta' ? haftaBasi(tarih) : tarih;
  const gun = gorunum === 'hafta' ? 7 : 1;
  const yukle = useCallback(async (sessiz = false) => {
    const no = ++istekNo.current;
    if (!sessiz) setLoading(true);
    try {
      const veri = await takvimApi.veri(bas, gun);
      if (no === istekNo.current) {
        setData(veri);
        setError(null);
      }
    } catch (caught) {
      if (no === istekNo.current && !sessiz) setError(caught as ApiCallError);
    } finally {
      if (no === istekNo.current) setLoading(false);
    }
  }, [bas, gun, venue]);
  useEffect(() => { void yukle(); }, [yukle]);
  useEffect(() => {
    const timer = setInterval(() => { if (document.visibilityState === 'visible') void yukle(true); }, 60_000);
    return () => clearInterval(timer);
  }, [yukle]);
  return { data, error, loading, yukle };
}
