import { KVKK_MAX_KARAKTER } from '@lib/parametre/kvkk';
import { alanIsareti, Bolum, HataMetni, type BolumProps } from './ortak';

/** The venue's KVKK notice: its own text or the default one (filled in from the venue's details), and where it is published. */
export function KvkkBolumu(p: BolumProps) {
  const { taslak, t } = p;
  const deger = taslak.kvkkMetni ?? taslak.kvkkVarsayilan;
  const ozel = taslak.kvkkMetni !== null && taslak.kvkkMetni.trim() !== taslak.kvkkVarsayilan.trim();
  return (
    <Bolum id="kvkk" baslik={t('parametre.bolum.kvkk')}>
      <p className="muted" id="prm-kvkk-ipucu">{t('parametre.kvkk.hint', { url: taslak.kvkkYolu })}</p>
      <label className="field">
        <span>{t('parametre.alan.kvkkMetni')}</span>
        <textarea className="input" name="kvkkMetni" rows={12} value={deger} readOnly={p.salt} onChange={(event) => p.set({ kvkkMetni: event.target.value })}
          {...alanIsareti('kvkkMetni', p.hatalar, 'prm-kvkk-ipucu')} data-testid="prm-kvkkMetni" />
        <small className={`muted prm-sayac${deger.length > KVKK_MAX_KARAKTER ? ' prm-asim' : ''}`} aria-live="polite">{t('parametre.fis.sayac', { n: deger.length, max: KVKK_MAX_KARAKTER })}</small>
        <HataMetni alan="kvkkMetni" hatalar={p.hatalar} />
      </label>
      <p className="muted" data-testid="prm-kvkk-durum">{ozel ? t('parametre.kvkk.ozel') : t('parametre.kvkk.varsayilan')}</p>
      <div className="prm-kvkk-eylem">
        {!p.salt && ozel && <button type="button" className="btn btn-ghost" onClick={() => p.set({ kvkkMetni: null })} data-testid="prm-kvkk-varsayilan">{t('parametre.kvkk.varsayilanaDon')}</button>}
        <a className="btn btn-ghost" href={taslak.kvkkYolu} target="_blank" rel="noopener">{t('parametre.kvkk.ac')}</a>
      </div>
    </Bolum>
  );
}
