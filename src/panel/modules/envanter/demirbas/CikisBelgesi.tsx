import { useStore } from '@nanostores/react';
import type { Cikis, Demirbas } from '@lib/schemas/envanter/demirbas';
import { $lang } from '@stores/language';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { Dialog } from '@panel/ui/Dialog';
import { useZaman } from '@panel/ui/useZaman';
import { gunMetni } from '@lib/zaman/bicim';
import { useTx } from './ortak';
import { baskiyaGonder } from '@panel/ui/baski';

/** The A4 gate pass of an asset leaving the venue under the venue's header: previewed in a dialog, printed alone. */
function Belge({ cikis, demirbas }: { cikis: Cikis; demirbas: Demirbas }) {
  const t = useTx();
  const lang = useStore($lang);
  const zaman = useZaman();
  const satir = (etiket: string, deger: string) => <div><dt>{etiket}</dt><dd>{deger || '—'}</dd></div>;
  return (
    <article className="dmr-belge">
      <header className="dmr-belge-bas">
        <h2>{t('envanter.demirbas.belge.baslik')}</h2>
        <p className="dmr-belge-no">{t('envanter.demirbas.belge.no', { no: cikis.no })}</p>
      </header>
      <dl className="dmr-belge-bilgi">
        {satir(t('envanter.demirbas.belge.tarih'), zaman.an(cikis.zaman))}
        {satir(t('envanter.demirbas.csv.kod'), demirbas.kod)}
        {satir(t('envanter.demirbas.csv.ad'), demirbas.ad)}
        {satir(t('envanter.demirbas.belge.markaModel'), [demirbas.marka, demirbas.model].filter(Boolean).join(' '))}
        {satir(t('envanter.demirbas.csv.seriNo'), demirbas.seriNo)}
        {satir(t('envanter.demirbas.cikis.neden'), t(`envanter.demirbas.cikisNeden.${cikis.neden}`))}
        {satir(t('envanter.demirbas.cikis.kime'), cikis.kime)}
        {satir(t('envanter.demirbas.cikis.beklenenDonus'), cikis.beklenenDonus ? gunMetni(cikis.beklenenDonus, lang) : '')}
        {cikis.aciklama && satir(t('envanter.demirbas.islem.not'), cikis.aciklama)}
        {satir(t('envanter.demirbas.belge.duzenleyen'), cikis.kullaniciAd ?? '')}
      </dl>
      <div className="dmr-belge-imzalar">
        {(['teslimEden', 'teslimAlan', 'guvenlik'] as const).map((k) => (
          <div key={k} className="dmr-imza"><span className="dmr-imza-cizgi" /><span>{t(`envanter.demirbas.belge.${k}`)}</span><small>{t('envanter.demirbas.belge.adImza')}</small></div>
        ))}
      </div>
    </article>
  );
}

export function CikisBelgesi({ cikis, demirbas, onClose }: { cikis: Cikis; demirbas: Demirbas; onClose: () => void }) {
  const t = useTx();
  const yazdir = () => baskiyaGonder('dmrBaski', 'a4');
  return (
    <Dialog title={t('envanter.demirbas.belge.baslik')} open onClose={onClose} wide>
      <BaskiBelgesi isaret="dmrBaski" boy="a4" sinif="dmr-baski" onizleme testId="dmr-belge"><Belge cikis={cikis} demirbas={demirbas} /></BaskiBelgesi>
      <div className="form-actions">
        <button type="button" className="btn" onClick={onClose}>{t('common.close')}</button>
        <button type="button" className="btn btn-primary" onClick={yazdir} data-testid="dmr-belge-yazdir">{t('envanter.demirbas.belge.yazdir')}</button>
      </div>
    </Dialog>
  );
}
