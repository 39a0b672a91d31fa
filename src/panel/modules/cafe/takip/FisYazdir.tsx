import { useEffect } from 'react';
import type { Adisyon, Kalem } from '@lib/cafe/tipler';
import type { FisDuzeni } from '@lib/pos';
import { formatKurus } from '@lib/para';
import { useZaman } from '@panel/ui/useZaman';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { useT } from '@panel/hooks';

/** What to print on the 80 mm printer: an order batch for the bar/kitchen, the pre-bill, or the paid check's payment receipt. */
export interface Fis {
  tur: 'siparis' | 'onHesap' | 'odeme';
  adisyon: Adisyon;
  siparisId: number | null;
  /** printed before: the ticket says REPRINT so the bar does not make it twice */
  tekrar: boolean;
  /** the payment receipt: the change handed back with the last payment */
  paraUstuKurus?: number;
}

/** The bar and kitchen read the short kitchen names; guests the full ones. */
const secenekMetni = (secenekler: Kalem['secenekler'], mutfak: boolean) => secenekler.map((s) => (mutfak && s.mutfakAd ? s.mutfakAd : s.ad)).join(' · ');

/** The browser's print of an 80 mm ticket (the kit's print document); stays in the page (hidden on screen) until the next one. */
export function FisYazdir({ fis, duzen }: { fis: Fis; duzen?: FisDuzeni | null; onBitti: () => void }) {
  const t = useT();
  // the venue's clock, whatever zone the till's browser is set to
  const bicim = useZaman();
  useEffect(() => {
    // after the ticket is in the DOM
    const zaman = window.setTimeout(() => window.print(), 50);
    return () => window.clearTimeout(zaman);
  }, [fis]);
  const a = fis.adisyon;
  const kalemler = fis.tur === 'siparis' ? a.kalemler.filter((k) => k.siparisId === fis.siparisId) : a.kalemler.filter((k) => k.durum !== 'iptal');
  // the pre-bill and the payment receipt carry the receipt template (logo, header and footer lines); the order ticket only the venue's name
  const onHesap = fis.tur !== 'siparis';
  return (
    <BaskiBelgesi boy="80" hep sinif="yazdir-fis" testId="yazdir-fis" ozellikler={{ 'data-tur': fis.tur }}
      bas={onHesap && duzen ? { logo: duzen.logoGoster, satirlar: duzen.ustSatirlar, karakter: duzen.satirKarakter } : {}}
      alt={onHesap ? duzen?.altSatirlar : undefined} altNot={onHesap ? t('common.fis.maliDegil') : undefined}>
      <p className="yf-tur">{t(fis.tur === 'siparis' ? 'cafe.fis.siparis' : fis.tur === 'odeme' ? 'cafe.fis.odeme' : 'common.fis.onHesap')}</p>
      {fis.tekrar && <p className="yf-tekrar" data-testid="fis-tekrar">*** {t('cafe.fis.tekrar')} ***</p>}
      <p>{t('cafe.fis.masa', { masa: a.masaAd, no: a.no })}</p>
      <p>{bicim.an(Date.now(), 'kisaSayisalSaat')}{a.garson ? ` · ${a.garson}` : ''}</p>
      <hr />
      <table>
        <tbody>
          {kalemler.map((k) => (
            <tr key={k.id}>
              <td>{k.adet}× {k.ad}{k.secenekler?.length ? <><br /><span data-testid="fis-secenekler">  + {secenekMetni(k.secenekler, fis.tur === 'siparis')}</span></> : null}{k.not ? <><br />  » {k.not}</> : null}{k.durum === 'ikram' ? ` (${t('cafe.detay.durum.ikram')})` : ''}</td>
              {onHesap && <td className="yf-tutar">{formatKurus(k.tutarKurus)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {onHesap && (
        <>
          <hr />
          {a.indirimKurus > 0 && <p className="yf-satir"><span>{t('cafe.detay.indirim')}</span><span>−{formatKurus(a.indirimKurus)}</span></p>}
          <p className="yf-satir yf-toplam"><span>{t('cafe.detay.toplam')}</span><span>{formatKurus(a.toplamKurus)}</span></p>
          {fis.tur === 'odeme' ? <OdemeSatirlari fis={fis} /> : a.odenenKurus > 0 && <p className="yf-satir"><span>{t('cafe.detay.odenen')}</span><span>{formatKurus(a.odenenKurus)}</span></p>}
        </>
      )}
    </BaskiBelgesi>
  );
}

/** The payment receipt's payments (method, amount, ÖKC receipt number) and the change handed back. */
function OdemeSatirlari({ fis }: { fis: Fis }) {
  const t = useT();
  return (
    <>
      {fis.adisyon.odemeler.map((o) => (
        <p key={o.id} className="yf-satir" data-testid="fis-odeme">
          <span>{t(`cafe.odeme.${o.odeme as 'nakit'}`)}{o.fisNo ? ` · ${t('cafe.fis.fisNo', { no: o.fisNo })}` : ''}</span><span>{formatKurus(o.tutarKurus)}</span>
        </p>
      ))}
      {(fis.paraUstuKurus ?? 0) > 0 && <p className="yf-satir yf-toplam"><span>{t('cafe.detay.verilecekParaUstu')}</span><span data-testid="fis-para-ustu">{formatKurus(fis.paraUstuKurus!)}</span></p>}
    </>
  );
}
