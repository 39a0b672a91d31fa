import '@lib/i18n/kasa';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { gunMs } from '@lib/randevu/time';
import { ARALIK_MAX_GUN } from '@lib/schemas/kasa';
import { HIZLI_ARALIKLAR, gunSayisi, hangiHizliAralik, hizliAralik, kaydirilmisAralik } from '@lib/zaman/aralik';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import { aralikGoster } from './ortak';

/** Date range bar of the cash book: quick ranges (venue-zone days), custom from–to, previous / next period. */
export function AralikSecici({ bas, bit, bugun, onChange }: { bas: string; bit: string; bugun: string; onChange: (bas: string, bit: string) => void }) {
  const t = useT();
  const lang = useStore($lang);
  const id = useId();
  const hizli = hangiHizliAralik(bas, bit, bugun);
  const [ozel, setOzel] = useState(hizli === null);
  const [taslak, setTaslak] = useState({ bas, bit });
  const [hata, setHata] = useState<string | null>(null);
  const secili = ozel ? 'ozel' : hizli;

  function kaydir(yon: 1 | -1) {
    const { bas: yeniBas, bit: yeniBit } = kaydirilmisAralik(bas, bit, yon);
    setTaslak({ bas: yeniBas, bit: yeniBit });
    setOzel(hangiHizliAralik(yeniBas, yeniBit, bugun) === null);
    onChange(yeniBas, yeniBit);
  }

  function ozelUygula(yeni: { bas: string; bit: string }) {
    setTaslak(yeni);
    if (gunMs(yeni.bas) === null || gunMs(yeni.bit) === null) { setHata(t('kasa.v.gun')); return; }
    if (yeni.bas > yeni.bit) { setHata(t('kasa.v.aralikTers')); return; }
    if (gunSayisi(yeni.bas, yeni.bit) > ARALIK_MAX_GUN) { setHata(t('kasa.v.aralikUzun')); return; }
    setHata(null);
    onChange(yeni.bas, yeni.bit);
  }

  return (
    <div className="rf-aralik">
      <div className="rf-segment" role="group" aria-label={t('kasa.aralik')}>
        {HIZLI_ARALIKLAR.map((tur) => (
          <button key={tur} type="button" className="rf-segment-btn" aria-pressed={secili === tur} data-testid={`aralik-${tur}`}
            onClick={() => { const a = hizliAralik(tur, bugun); setOzel(false); setHata(null); setTaslak(a); onChange(a.bas, a.bit); }}>
            {t(`kasa.aralik.${tur}`)}
          </button>
        ))}
        <button type="button" className="rf-segment-btn" aria-pressed={secili === 'ozel'} onClick={() => { setOzel(true); setTaslak({ bas, bit }); }} data-testid="aralik-ozel">
          {t('kasa.aralik.ozel')}
        </button>
      </div>
      <div className="rf-aralik-ok">
        <button type="button" className="btn btn-small" onClick={() => kaydir(-1)} aria-label={t('kasa.aralik.onceki')} title={t('kasa.aralik.onceki')} data-testid="aralik-geri">‹</button>
        <span className="rf-aralik-metin" aria-live="polite" data-testid="aralik-metin">{aralikGoster(bas, bit, lang)}</span>
        <button type="button" className="btn btn-small" onClick={() => kaydir(1)} aria-label={t('kasa.aralik.sonraki')} title={t('kasa.aralik.sonraki')} data-testid="aralik-ileri">›</button>
      </div>
      {ozel && (
        <div className="rf-aralik-ozel">
          <label className="field" htmlFor={`${id}-bas`}><span>{t('kasa.aralik.bas')}</span>
            <input id={`${id}-bas`} className="input" type="date" value={taslak.bas} max={taslak.bit} onChange={(e) => ozelUygula({ ...taslak, bas: e.target.value })} data-testid="aralik-bas" /></label>
          <label className="field" htmlFor={`${id}-bit`}><span>{t('kasa.aralik.bit')}</span>
            <input id={`${id}-bit`} className="input" type="date" value={taslak.bit} min={taslak.bas} onChange={(e) => ozelUygula({ ...taslak, bit: e.target.value })} data-testid="aralik-bit" /></label>
          {hata && <p className="field-error rf-aralik-hata" role="alert">{hata}</p>}
        </div>
      )}
    </div>
  );
}
