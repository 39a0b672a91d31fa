import { useEffect } from 'react';
import type { IstasyonFisi } from '@lib/cafe/istasyon';
import { useZaman } from '@panel/ui/useZaman';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { useT } from '@panel/hooks';
import { mutfakSecenekleri } from './FisKarti';

/** A station's 80 mm ticket (the browser's print, like the order pad's): a change says so, a reprint says TEKRAR. */
export interface IstasyonBaskisi { fis: IstasyonFisi; istasyonAd: string; tekrar: boolean; degisiklik: boolean; anahtar: number }

export function IstasyonFisYazdir({ baski }: { baski: IstasyonBaskisi }) {
  const t = useT();
  const bicim = useZaman();
  useEffect(() => {
    const zaman = window.setTimeout(() => window.print(), 50);
    return () => window.clearTimeout(zaman);
  }, [baski.anahtar]);
  const { fis } = baski;
  return (
    <BaskiBelgesi boy="80" hep sinif="yazdir-fis" testId="istasyon-baski">
      <p className="yf-tur">{baski.istasyonAd}</p>
      {baski.tekrar && <p className="yf-tekrar" data-testid="baski-tekrar">*** {t('cafe.istasyon.tekrar')} ***</p>}
      {baski.degisiklik && <p className="yf-tekrar" data-testid="baski-degisiklik">*** {t('cafe.istasyon.degisiklik')} ***</p>}
      <p>{fis.masaAd}</p>
      <p>{bicim.an(Date.parse(fis.zaman), 'kisaSayisalSaat')}{fis.gonderen ? ` · ${fis.gonderen}` : ''}</p>
      <hr />
      <table>
        <tbody>
          {fis.kalemler.map((k) => (
            <tr key={k.kalemId}>
              <td>
                {k.durum === 'iptal' ? `${t('cafe.istasyon.iptal')}: ` : ''}{k.adet}× {k.ad}{k.durum === 'ikram' ? ` (${t('cafe.istasyon.ikram')})` : ''}
                {k.secenekler.length ? <><br />  + {mutfakSecenekleri(k)}</> : null}
                {k.not ? <><br />  » {k.not}</> : null}
                {k.masaAd !== fis.masaAd ? <><br />  {t('cafe.istasyon.tasindi', { eski: fis.masaAd, yeni: k.masaAd })}</> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </BaskiBelgesi>
  );
}
