import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useState } from 'react';
import { formatKurus } from '@lib/para';
import type { GunRaporu, KasaRaporu } from '@lib/schemas/kasa';
import { ODEME_YONTEMLERI } from '@lib/schemas/parametre';
import { $lang } from '@stores/language';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';
import type { KasaFiltre } from '@api/kasa';
import { useKasaBaglami } from './kasa-baglam';
import { BaskiKopyasi, aralikGoster, gunGoster, hataMetni, yazdir, zamanGoster } from './ortak';

/** raporCek: the cash report of the range (per day: income / expense per method, net; grand totals), printable on A4. */
export function KasaRaporDialog({ filtre, onClose }: { filtre: KasaFiltre; onClose: () => void }) {
  const t = useT();
  const { api: kasa } = useKasaBaglami();
  const [rapor, setRapor] = useState<KasaRaporu | null>(null);
  const [hata, setHata] = useState<string | null>(null);
  useEffect(() => {
    kasa.kasaRapor(filtre).then(setRapor, (e) => setHata(hataMetni(e)));
  }, [filtre.bas, filtre.bit]);
  return (
    <Dialog title={t('kasa.rapor.kasaBaslik')} open onClose={onClose} wide>
      <div className="rf-rapor-kutu" data-testid="kasa-rapor-dialog">
        {hata && <p className="field-error" role="alert">{hata}</p>}
        {!rapor && !hata && <p className="muted">{t('common.loading')}</p>}
        {rapor && (
          <>
            <div className="rf-rapor-arac">
              <p className="muted">{t('kasa.rapor.filtreNotu')}</p>
              <button type="button" className="btn btn-primary" onClick={yazdir} data-testid="kasa-rapor-yazdir"><Icon name="ledger" size={18} />{t('kasa.rapor.yazdir')}</button>
            </div>
            <KasaRaporIcerik rapor={rapor} />
            <BaskiKopyasi><KasaRaporIcerik rapor={rapor} baski /></BaskiKopyasi>
          </>
        )}
      </div>
    </Dialog>
  );
}

function KasaRaporIcerik({ rapor, baski }: { rapor: KasaRaporu; baski?: boolean }) {
  const t = useT();
  const lang = useStore($lang);
  const toplam = rapor.toplam;
  const nakitNet = toplam.gelir.nakit - toplam.gider.nakit;
  // a column per method that moved money in the range (cash always, the till is counted in cash)
  const yontemler = ODEME_YONTEMLERI.filter((y) => y === 'nakit' || toplam.gelir[y] !== 0 || toplam.gider[y] !== 0);
  // the headers say ₺; an empty cell is a dash so the figures stand out
  const tutar = (kurus: number, kalin = false) => (
    <td className={`rf-num${kalin ? ' rf-kalin' : ''}${kurus === 0 ? ' rf-sifir' : ''}`}>{kurus === 0 ? '–' : formatKurus(kurus).replace(' ₺', '')}</td>
  );
  const hucreler = (g: GunRaporu) => (
    <>
      {yontemler.map((y) => <Fragment key={`g-${y}`}>{tutar(g.gelir[y])}</Fragment>)}
      {tutar(g.gelir.toplam, true)}
      {yontemler.map((y) => <Fragment key={`c-${y}`}>{tutar(g.gider[y])}</Fragment>)}
      {tutar(g.gider.toplam, true)}
      {tutar(g.net, true)}
    </>
  );
  return (
    <div className={baski ? 'rf-a4' : 'rf-rapor'}>
      <header className="rf-rapor-bas">
        <h2>{t('kasa.rapor.kasaBaslik')}</h2>
        <p><strong>{rapor.isletme}</strong> · {aralikGoster(rapor.bas, rapor.bit, lang)}</p>
        <p className="rf-kucuk">{t('kasa.rapor.olusturma', { zaman: zamanGoster(rapor.olusturma, lang, rapor.saatDilimi) })}</p>
      </header>
      <dl className="rf-rapor-ozet">
        <div><dt>{t('kasa.toplamGelir')}</dt><dd data-testid={baski ? undefined : 'rapor-gelir'}>{formatKurus(toplam.gelir.toplam)}</dd></div>
        <div><dt>{t('kasa.toplamGider')}</dt><dd data-testid={baski ? undefined : 'rapor-gider'}>{formatKurus(toplam.gider.toplam)}</dd></div>
        <div><dt>{t('kasa.net')}</dt><dd data-testid={baski ? undefined : 'rapor-net'}>{formatKurus(toplam.net)}</dd></div>
        <div><dt>{t('kasa.rapor.nakitNet')}</dt><dd>{formatKurus(nakitNet)}</dd></div>
      </dl>
      {rapor.gunler.length === 0 ? (
        <p className="empty-lead">{t('kasa.rapor.bos')}</p>
      ) : (
        <div className="rf-rapor-tablo-kutu" tabIndex={baski ? undefined : 0} role={baski ? undefined : 'region'} aria-label={baski ? undefined : t('kasa.rapor.tabloEtiket')}>
          <table className="rf-rapor-tablo" data-testid={baski ? undefined : 'kasa-rapor-tablo'}>
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>{t('kasa.rapor.gun')}</th>
                <th scope="colgroup" colSpan={yontemler.length + 1} className="rf-grup-gelir">{t('kasa.tur.gelir')} (₺)</th>
                <th scope="colgroup" colSpan={yontemler.length + 1} className="rf-grup-gider">{t('kasa.tur.gider')} (₺)</th>
                <th scope="col" rowSpan={2} className="rf-num">{t('kasa.net')} (₺)</th>
              </tr>
              <tr>
                {[0, 1].map((i) => [
                  ...yontemler.map((y) => <th key={`${i}-${y}`} scope="col" className="rf-num">{t(`kasa.odemeKisa.${y}`)}</th>),
                  <th key={`${i}-t`} scope="col" className="rf-num">{t('kasa.rapor.toplam')}</th>,
                ])}
              </tr>
            </thead>
            <tbody>
              {rapor.gunler.map((g) => (
                <tr key={g.tarih} data-testid={baski ? undefined : `rapor-gun-${g.tarih}`}>
                  <th scope="row" className="rf-rapor-gun">{gunGoster(g.tarih, lang, 'kisa')}</th>
                  {hucreler(g)}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('kasa.rapor.genelToplam')}</th>
                {hucreler(toplam)}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <p className="rf-kucuk muted">{t('kasa.rapor.dipnot', { adet: toplam.adet, saatDilimi: rapor.saatDilimi })}</p>
    </div>
  );
}
