import { LANGUAGE_NAMES, LANGUAGES } from '@lib/i18n/languages';
import { formatKurus } from '@lib/para';
import { FIS_MAX_KARAKTER, FIS_MAX_SATIR, PARA_GOSTERIMLERI, type ParaGosterimi } from '@lib/schemas/parametre';
import { alanIsareti, Bolum, HataMetni, type BolumProps } from './ortak';
import { Secim } from './Secim';

const ORNEK = [{ ad: 'common.fis.urun1', adet: 2, kurus: 8_500 }, { ad: 'common.fis.urun2', adet: 1, kurus: 18_000 }] as const;

/** How an 80 mm receipt prints with this header, footer, tax number, default VAT and currency display. */
function FisOnizleme({ taslak, t }: Pick<BolumProps, 'taslak' | 't'>) {
  const para = (kurus: number) => formatKurus(kurus, taslak.paraGosterimi);
  const toplam = ORNEK.reduce((sum, u) => sum + u.adet * u.kurus, 0);
  // prices include VAT: the VAT part of the total
  const kdv = Math.round((toplam * taslak.varsayilanKdv) / (100 + taslak.varsayilanKdv));
  return (
    <figure className="prm-fis-kutu">
      <figcaption className="muted">{t('parametre.fis.onizleme')}</figcaption>
      <div className="prm-fis" data-testid="prm-fis-onizleme">
        {taslak.fisUstBilgi.trim() && <p className="prm-fis-orta">{taslak.fisUstBilgi.trim()}</p>}
        {taslak.vergiNo.trim() && <p className="prm-fis-orta">{t('parametre.fis.vergiNo', { no: taslak.vergiNo.replace(/\s/g, '') })}</p>}
        <hr />
        {ORNEK.map((u) => <p key={u.ad} className="prm-fis-satir"><span>{u.adet} × {t(u.ad)}</span><span>{para(u.adet * u.kurus)}</span></p>)}
        <hr />
        <p className="prm-fis-satir prm-fis-toplam"><span>{t('common.fis.toplam')}</span><span>{para(toplam)}</span></p>
        <p className="prm-fis-satir"><span>{t('parametre.fis.kdv', { oran: taslak.varsayilanKdv })}</span><span>{para(kdv)}</span></p>
        {taslak.fisAltBilgi.trim() && <><hr /><p className="prm-fis-orta">{taslak.fisAltBilgi.trim()}</p></>}
      </div>
    </figure>
  );
}

function FisMetni({ alan, label, p }: { alan: 'fisUstBilgi' | 'fisAltBilgi'; label: string; p: BolumProps }) {
  const deger = p.taslak[alan];
  return (
    <label className="field">
      <span>{label}</span>
      <textarea className="input prm-fis-girdi" name={alan} rows={4} value={deger} readOnly={p.salt} onChange={(event) => p.set({ [alan]: event.target.value })}
        {...alanIsareti(alan, p.hatalar, 'prm-fis-ipucu')} data-testid={`prm-${alan}`} />
      <small className={`muted prm-sayac${deger.length > FIS_MAX_KARAKTER ? ' prm-asim' : ''}`} aria-live="polite">{p.t('parametre.fis.sayac', { n: deger.length, max: FIS_MAX_KARAKTER })}</small>
      <HataMetni alan={alan} hatalar={p.hatalar} />
    </label>
  );
}

/** Receipt header and footer beside their 80 mm preview. */
export function FisBolumu(p: BolumProps) {
  const { t } = p;
  return (
    <Bolum id="fis" baslik={t('parametre.bolum.fis')}>
      <small id="prm-fis-ipucu" className="muted">{t('parametre.fis.hint', { satir: FIS_MAX_SATIR, karakter: FIS_MAX_KARAKTER })}</small>
      <div className="prm-fis-yer"><div className="prm-fis-duzen">
        <div className="form">
          <FisMetni alan="fisUstBilgi" label={t('parametre.alan.fisUstBilgi')} p={p} />
          <FisMetni alan="fisAltBilgi" label={t('parametre.alan.fisAltBilgi')} p={p} />
        </div>
        <FisOnizleme taslak={p.taslak} t={t} />
      </div></div>
    </Bolum>
  );
}

/** Guest-page languages (Turkish always) and how amounts are written. */
export function DilParaBolumu(p: BolumProps) {
  const { t, taslak } = p;
  return (
    <Bolum id="diller" baslik={`${t('parametre.bolum.diller')} · ${t('parametre.bolum.para')}`}>
      <Secim alan="misafirDilleri" legend={t('parametre.alan.misafirDilleri')} deger={taslak.misafirDilleri} hatalar={p.hatalar} salt={p.salt} kilitli={['tr']}
        secenekler={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))} ipucu={t('parametre.dillerHint')}
        onChange={(misafirDilleri) => p.set({ misafirDilleri })} />
      <fieldset className="qm-radios prm-para" data-testid="prm-paraGosterimi" aria-describedby={alanIsareti('paraGosterimi', p.hatalar)['aria-describedby']}>
        <legend>{t('parametre.alan.paraGosterimi')}</legend>
        {PARA_GOSTERIMLERI.map((value: ParaGosterimi) => (
          <label key={value} className="check">
            <input type="radio" name="paraGosterimi" value={value} checked={taslak.paraGosterimi === value} disabled={p.salt} onChange={() => p.set({ paraGosterimi: value })} />
            <span><strong className="prm-para-ornek">{formatKurus(123_450, value)}</strong> <span className="muted">{t(`parametre.para.${value}`)}</span></span>
          </label>
        ))}
        <HataMetni alan="paraGosterimi" hatalar={p.hatalar} />
      </fieldset>
    </Bolum>
  );
}
