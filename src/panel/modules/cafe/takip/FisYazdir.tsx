import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { Adisyon } from '@api/cafe/takip';
import { fisMonogrami, satirKes, type FisDuzeni } from '@lib/pos';
import { formatKurus } from '@lib/menu/money';
import { useVenueName } from '@panel/ui/useVenueName';
import { useT } from '@panel/hooks';

/** What to print on the 80 mm printer: an order batch for the bar/kitchen, or the pre-bill for the guests. */
export interface Fis {
  tur: 'siparis' | 'onHesap';
  adisyon: Adisyon;
  siparisId: number | null;
  /** printed before: the ticket says REPRINT so the bar does not make it twice */
  tekrar: boolean;
}

const saat = (iso: string) => new Date(iso).toLocaleString('tr-TR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

/** The browser's print of an 80 mm ticket (the named page `fis` in cafe-takip.css); stays in the page (hidden on screen) until the next one. */
export function FisYazdir({ fis, duzen }: { fis: Fis; duzen?: FisDuzeni | null; onBitti: () => void }) {
  const t = useT();
  const venue = useVenueName();
  useEffect(() => {
    // after the ticket is in the DOM
    const zaman = window.setTimeout(() => window.print(), 50);
    return () => window.clearTimeout(zaman);
  }, [fis]);
  const a = fis.adisyon;
  const kalemler = fis.tur === 'siparis' ? a.kalemler.filter((k) => k.siparisId === fis.siparisId) : a.kalemler.filter((k) => k.durum !== 'iptal');
  return createPortal(
    <div className="yazdir-fis" data-testid="yazdir-fis" data-tur={fis.tur}>
      {fis.tur === 'onHesap' && duzen?.logoGoster && <div className="yf-logo" aria-hidden="true" data-testid="fis-logo">{fisMonogrami(venue)}</div>}
      <p className="yf-baslik">{venue}</p>
      {fis.tur === 'onHesap' && duzen?.ustSatirlar.map((s, i) => <p key={`u${i}`} className="yf-ortali" data-testid="fis-ust">{satirKes(s, duzen.satirKarakter)}</p>)}
      <p className="yf-tur">{t(fis.tur === 'siparis' ? 'cafe.fis.siparis' : 'common.fis.onHesap')}</p>
      {fis.tekrar && <p className="yf-tekrar" data-testid="fis-tekrar">*** {t('cafe.fis.tekrar')} ***</p>}
      <p>{t('cafe.fis.masa', { masa: a.masaAd, no: a.no })}</p>
      <p>{saat(new Date().toISOString())}{a.garson ? ` · ${a.garson}` : ''}</p>
      <hr />
      <table>
        <tbody>
          {kalemler.map((k) => (
            <tr key={k.id}>
              <td>{k.adet}× {k.ad}{k.not ? <><br />  » {k.not}</> : null}{k.durum === 'ikram' ? ` (${t('cafe.detay.durum.ikram')})` : ''}</td>
              {fis.tur === 'onHesap' && <td className="yf-tutar">{formatKurus(k.tutarKurus)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {fis.tur === 'onHesap' && (
        <>
          <hr />
          {a.indirimKurus > 0 && <p className="yf-satir"><span>{t('cafe.detay.indirim')}</span><span>−{formatKurus(a.indirimKurus)}</span></p>}
          <p className="yf-satir yf-toplam"><span>{t('cafe.detay.toplam')}</span><span>{formatKurus(a.toplamKurus)}</span></p>
          {a.odenenKurus > 0 && <p className="yf-satir"><span>{t('cafe.detay.odenen')}</span><span>{formatKurus(a.odenenKurus)}</span></p>}
          {duzen?.altSatirlar.map((s, i) => <p key={`a${i}`} className="yf-ortali" data-testid="fis-alt">{satirKes(s, duzen.satirKarakter)}</p>)}
          <p className="yf-not">{t('common.fis.maliDegil')}</p>
        </>
      )}
    </div>,
    document.body,
  );
}
