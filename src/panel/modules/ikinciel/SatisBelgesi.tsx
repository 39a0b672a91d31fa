import type { Cihaz } from '@lib/schemas/ikinciel/ikinciel';
import { baskiyaGonder } from '@panel/ui/baski';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { Dialog } from '@panel/ui/Dialog';
import { useZaman } from '@panel/ui/useZaman';
import { para, useTx } from './ortak';

/** The A4 sale slip with the warranty under the venue's header: previewed in a dialog, printed alone. */
function Belge({ cihaz }: { cihaz: Cihaz }) {
  const t = useTx();
  const zaman = useZaman();
  const oz = cihaz.ozellik;
  const satir = (etiket: string, deger: string) => <div><dt>{etiket}</dt><dd>{deger || '—'}</dd></div>;
  return (
    <article className="ike-belge" data-testid="ike-belge-icerik">
      <header className="ike-belge-bas">
        <h2>{t('ikinciel.belge.baslik')}</h2>
        <p className="ike-belge-no">{t('ikinciel.belge.no', { no: cihaz.id })}</p>
      </header>
      <dl className="ike-belge-bilgi">
        {satir(t('ikinciel.satis.tarih'), cihaz.satisTarihi ? zaman.gun(cihaz.satisTarihi) : '—')}
        {satir(t('ikinciel.satis.alici'), [cihaz.aliciAd, cihaz.aliciTel].filter(Boolean).join(' · '))}
        {satir(t('ikinciel.belge.cihaz'), `${cihaz.marka} ${cihaz.model} (${t(`ikinciel.tur.${cihaz.tur}`)})`)}
        {satir(t('ikinciel.form.seriNo'), cihaz.seriNo)}
        {satir(t('ikinciel.belge.ozellikler'), [oz.islemci, oz.ram && `${oz.ram} RAM`, oz.depolama, oz.ekranKarti, oz.ekran, oz.serbest].filter(Boolean).join(' · '))}
        {satir(t('ikinciel.form.kondisyon'), `${t(`ikinciel.kondisyon.${cihaz.kondisyon}`)}${cihaz.kondisyonNot ? ` — ${cihaz.kondisyonNot}` : ''}`)}
        {satir(t('ikinciel.belge.tutar'), para(cihaz.satisKurus))}
        {satir(t('ikinciel.satis.odeme'), cihaz.odeme ? t(`ikinciel.odeme.${cihaz.odeme}`) : '')}
      </dl>
      <p className="ike-belge-garanti">{cihaz.garantiGun ? t('ikinciel.belge.garanti', { gun: cihaz.garantiGun }) : t('ikinciel.belge.garantiYok')}</p>
      <div className="ike-belge-imzalar">
        {(['satan', 'alan'] as const).map((k) => (
          <div key={k} className="ike-imza"><span className="ike-imza-cizgi" /><span>{t(`ikinciel.belge.${k}`)}</span></div>
        ))}
      </div>
    </article>
  );
}

export function SatisBelgesi({ cihaz, onClose }: { cihaz: Cihaz; onClose: () => void }) {
  const t = useTx();
  return (
    <Dialog title={t('ikinciel.belge.baslik')} open onClose={onClose} wide>
      <BaskiBelgesi isaret="ikeBaski" boy="a4" sinif="ike-baski" onizleme><Belge cihaz={cihaz} /></BaskiBelgesi>
      <div className="form-actions">
        <button type="button" className="btn" onClick={onClose}>{t('common.close')}</button>
        <button type="button" className="btn btn-primary" onClick={() => baskiyaGonder('ikeBaski', 'a4')} data-testid="ike-belge-yazdir">{t('ikinciel.belge.yazdir')}</button>
      </div>
    </Dialog>
  );
}
