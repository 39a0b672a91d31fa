import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { islem } from '@api/islem';
import { QR_RED_NEDENLERI, type QrBekleyen, type QrRedNedeni } from '@lib/schemas/cafe/qr';
import { formatKurus } from '@lib/para';
import { $permissionSet } from '@stores/auth';
import { islemYap } from '@stores/cafe';
import { $qr, qrYukle } from '@stores/cafe-qr';
import { Dialog } from '@panel/ui/Dialog';
import '@styles/cafe-qr.css';
import { useT } from '@panel/hooks';

/** What the guests' QR menus sent: orders waiting for an accept, and calls; one tap answers each (`masaId`: one table's). */

const KEY = 'isletme:qrmenu:cafe-yonetim:masa-takip';

export function QrPaneli({ masaId }: { masaId?: number }) {
  const t = useT();
  const qr = useStore($qr);
  const can = useStore($permissionSet);
  const [reddedilen, setReddedilen] = useState<QrBekleyen | null>(null);
  const [neden, setNeden] = useState<QrRedNedeni>('diger');
  useEffect(() => void qrYukle(), []);
  if (!qr) return null;
  const bekleyen = qr.bekleyen.filter((b) => masaId === undefined || b.masaId === masaId);
  const cagrilar = qr.cagrilar.filter((c) => masaId === undefined || c.masaId === masaId);
  if (bekleyen.length === 0 && cagrilar.length === 0) return null;
  const karar = can.has(`${KEY}:ekle`);
  const yap = (govde: Record<string, unknown>, basari?: string) => islem(async () => {
    await islemYap(govde);
    await qrYukle();
  }, basari);

  return (
    <section className="card ct-qr" aria-labelledby="ct-qr-baslik" data-testid="qr-paneli">
      <h2 id="ct-qr-baslik" className="section-title">{t('cafe.qr.baslik')}</h2>
      <ul className="ct-qr-liste">
        {cagrilar.map((c) => (
          <li key={`c${c.id}`} className="ct-qr-cagri" data-testid={`qr-cagri-${c.masaId}`}>
            <strong>{t(c.tur === 'hesap' ? 'cafe.qr.cagri.hesap' : 'cafe.qr.cagri.garson', { masa: c.masa })}</strong>
            <button type="button" className="btn" onClick={() => void yap({ tur: 'cagriKapat', cagriId: c.id })} data-testid={`qr-cagri-tamam-${c.id}`}>{t('cafe.qr.tamam')}</button>
          </li>
        ))}
        {bekleyen.map((b) => (
          <li key={`s${b.id}`} data-testid={`qr-siparis-${b.masaId}`}>
            <div>
              <strong>{t('cafe.qr.siparis', { masa: b.masa })}</strong> <span className="badge">{t('cafe.qr.rozet')}</span>
              <ul className="ct-qr-kalemler">
                {b.kalemler.map((k, i) => <li key={i}>{k.adet} × {k.ad}{k.secenekler.length > 0 && <small className="muted"> · {k.secenekler.join(' · ')}</small>}</li>)}
              </ul>
              <span>{formatKurus(b.toplamKurus)}</span>
            </div>
            {karar && (
              <div className="ct-qr-dugmeler">
                <button type="button" className="btn btn-primary" onClick={() => void yap({ tur: 'qrKabul', qrSiparisId: b.id }, t('cafe.qr.kabulEdildi'))} data-testid={`qr-kabul-${b.id}`}>{t('cafe.qr.kabul')}</button>
                <button type="button" className="btn" onClick={() => setReddedilen(b)} data-testid={`qr-red-${b.id}`}>{t('cafe.qr.red')}</button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <Dialog title={t('cafe.qr.red')} open={reddedilen !== null} onClose={() => setReddedilen(null)}>
        <form className="form" onSubmit={(e) => {
          e.preventDefault();
          const b = reddedilen!;
          setReddedilen(null);
          void yap({ tur: 'qrRed', qrSiparisId: b.id, neden }, t('cafe.qr.reddedildi'));
        }}>
          <fieldset className="ct-qr-neden">
            <legend>{t('cafe.qr.redNeden')}</legend>
            {QR_RED_NEDENLERI.map((n) => (
              <label key={n}><input type="radio" name="neden" value={n} checked={neden === n} onChange={() => setNeden(n)} /> {t(`cafe.qr.red.${n}`)}</label>
            ))}
          </fieldset>
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => setReddedilen(null)}>{t('cafe.qr.vazgec')}</button>
            <button type="submit" className="btn btn-primary" data-testid="qr-red-gonder">{t('cafe.qr.redGonder')}</button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

/** The floor plan's mark on a table: guest orders waiting and open calls. */
export function QrRozet({ masaId }: { masaId: number }) {
  const t = useT();
  const qr = useStore($qr);
  const sayi = (qr?.bekleyen.filter((b) => b.masaId === masaId).length ?? 0) + (qr?.cagrilar.filter((c) => c.masaId === masaId).length ?? 0);
  if (sayi === 0) return null;
  return <span className="badge ct-qr-rozet" data-testid={`qr-rozet-${masaId}`}>{t('cafe.qr.rozetEtiket', { sayi })}</span>;
}
