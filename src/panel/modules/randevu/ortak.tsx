import { useMemo } from 'react';
import { sayiMetni } from '@lib/para';
import { useZaman } from '@panel/ui/useZaman';
import { useTx, type Tx } from '@panel/ui/useTx';
import '@styles/randevu-ozet.css';

/** Small shared pieces of the appointment dashboard (ozet/) and the channel theme editor (kanal/); their styles too. */

export { useTx, type Tx };

/** The appointment screens' names for the panel's formatters: instants in the venue zone, calendar days as they are. */
export function useBicim(saatDilimi?: string) {
  const zaman = useZaman(saatDilimi);
  return useMemo(() => {
    const { lang } = zaman;
    return {
      lang,
      saat: (iso: string) => zaman.saat(iso),
      /** the venue-zone day of an instant, 'YYYY-MM-DD' */
      gunu: (iso: string) => zaman.bugun(Date.parse(iso)),
      kisa: (tarih: string) => zaman.gun(tarih, 'gunAy'),
      uzun: (tarih: string) => zaman.gun(tarih, 'uzun'),
      gunAy: (tarih: string) => zaman.gun(tarih, 'haftaGunAy'),
      yuzde: (oran: number) => sayiMetni(oran, lang, { style: 'percent', maximumFractionDigits: 0 }),
      sayi: (n: number) => sayiMetni(n, lang),
      /** 12500 lira → '12,5 B' (chart axis) */
      kompakt: (n: number) => sayiMetni(n, lang, { notation: 'compact', maximumFractionDigits: 1 }),
    };
  }, [zaman]);
}

