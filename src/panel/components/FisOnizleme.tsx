import { formatKurus } from '@lib/para';
import { fisMonogrami, satirKes, type FisDuzeni } from '@lib/pos';
import { useT } from '@panel/hooks';
import '@styles/fis-onizleme.css';

const ORNEK = [{ ad: 'common.fis.urun1', adet: 2, kurus: 8_500 }, { ad: 'common.fis.urun2', adet: 1, kurus: 18_000 }] as const;

/**
 * A live preview of the cafe's pre-bill as the printer would put it: paper width (58/80 mm) and characters per line
 * (32/42/48) set the font so one line holds exactly that many characters; longer lines are cut like the printer does.
 */
export function FisOnizleme({ duzen, isletmeAd, baslik, testId }: { duzen: Pick<FisDuzeni, 'ustSatirlar' | 'altSatirlar' | 'logoGoster' | 'kagitMm' | 'satirKarakter'>; isletmeAd: string; baslik: string; testId: string }) {
  const t = useT();
  const n = duzen.satirKarakter;
  const toplam = ORNEK.reduce((sum, u) => sum + u.adet * u.kurus, 0);
  return (
    <figure className="fis-on-kutu">
      <figcaption className="muted">{baslik}</figcaption>
      <div className={`fis-on fis-on-${duzen.kagitMm} fis-on-k${n}`} data-testid={testId} data-kagit={duzen.kagitMm} data-karakter={n}>
        {duzen.logoGoster && <div className="fis-on-logo" aria-hidden="true">{fisMonogrami(isletmeAd)}</div>}
        <p className="fis-on-orta fis-on-kalin">{satirKes(isletmeAd, n)}</p>
        {duzen.ustSatirlar.map((s, i) => <p key={`u${i}`} className="fis-on-orta">{satirKes(s, n)}</p>)}
        <p className="fis-on-orta">{t('common.fis.onHesap')}</p>
        <hr />
        {ORNEK.map((u) => <p key={u.ad} className="fis-on-satir"><span>{u.adet}× {t(u.ad)}</span><span>{formatKurus(u.adet * u.kurus)}</span></p>)}
        <hr />
        <p className="fis-on-satir fis-on-kalin"><span>{t('common.fis.toplam')}</span><span>{formatKurus(toplam)}</span></p>
        {duzen.altSatirlar.map((s, i) => <p key={`a${i}`} className="fis-on-orta">{satirKes(s, n)}</p>)}
        <p className="fis-on-orta fis-on-kucuk">{t('common.fis.maliDegil')}</p>
      </div>
    </figure>
  );
}
