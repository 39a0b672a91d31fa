import '@lib/i18n/kasa';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatKurus } from '@lib/para';
import type { GunRaporu, KasaKaporaRaporu, KasaRaporu, KasaFiltre } from '@lib/schemas/kasa';
import { ODEME_YONTEMLERI } from '@lib/schemas/parametre';
import { $lang } from '@stores/language';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { Tablo, type Kolon } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
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
              <button type="button" className="btn btn-primary" onClick={() => yazdir()} data-testid="kasa-rapor-yazdir"><Icon name="ledger" size={18} />{t('kasa.rapor.yazdir')}</button>
            </div>
            <KasaRaporIcerik rapor={rapor} />
            <BaskiKopyasi isletme={rapor.isletme}><KasaRaporIcerik rapor={rapor} baski /></BaskiKopyasi>
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
  const tutar = (kurus: number) => (kurus === 0 ? <span className="rf-sifir">–</span> : formatKurus(kurus).replace(' ₺', ''));
  const tutarKolonu = (anahtar: string, baslik: string, deger: (g: GunRaporu) => number, ust?: Kolon<GunRaporu>['ust'], kalin = false): Kolon<GunRaporu> => ({
    anahtar, baslik, ust, sayisal: true, sinif: kalin ? 'rf-kalin' : undefined, hucre: (g) => tutar(deger(g)), alt: tutar(deger(toplam)),
  });
  const grup = (tur: 'gelir' | 'gider'): Kolon<GunRaporu>[] => {
    const ust = { anahtar: tur, baslik: `${t(`kasa.tur.${tur}`)} (₺)`, sinif: `rf-grup-${tur}` };
    return [
      ...yontemler.map((y) => tutarKolonu(`${tur}-${y}`, t(`kasa.odemeKisa.${y}`), (g) => g[tur][y], ust)),
      tutarKolonu(`${tur}-toplam`, t('kasa.rapor.toplam'), (g) => g[tur].toplam, ust, true),
    ];
  };
  return (
    <div className={baski ? 'rf-a4' : 'rf-rapor'}>
      <header className="rf-rapor-bas">
        <h2>{t('kasa.rapor.kasaBaslik')}</h2>
        {/* on paper the venue's name is the document's header */}
        <p>{!baski && <><strong>{rapor.isletme}</strong> · </>}{aralikGoster(rapor.bas, rapor.bit, lang)}</p>
        <p className="rf-kucuk">{t('kasa.rapor.olusturma', { zaman: zamanGoster(rapor.olusturma, lang, rapor.saatDilimi) })}</p>
      </header>
      <dl className="rf-rapor-ozet">
        <div><dt>{t('kasa.toplamGelir')}</dt><dd data-testid={baski ? undefined : 'rapor-gelir'}>{formatKurus(toplam.gelir.toplam)}</dd></div>
        <div><dt>{t('kasa.toplamGider')}</dt><dd data-testid={baski ? undefined : 'rapor-gider'}>{formatKurus(toplam.gider.toplam)}</dd></div>
        <div><dt>{t('kasa.net')}</dt><dd data-testid={baski ? undefined : 'rapor-net'}>{formatKurus(toplam.net)}</dd></div>
        <div><dt>{t('kasa.rapor.nakitNet')}</dt><dd>{formatKurus(nakitNet)}</dd></div>
      </dl>
      {rapor.kapora && rapor.kapora.adet > 0 && <KaporaOzeti kapora={rapor.kapora} baski={baski} />}
      <Tablo testId={baski ? undefined : 'kasa-rapor-tablo'} sinif="rf-rapor-tablo" baslik={t('kasa.rapor.tabloEtiket')} kartlar={false}
        satirlar={rapor.gunler} satirAnahtari={(g) => g.tarih} bos={t('kasa.rapor.bos')}
        satirOzellik={(g) => ({ 'data-testid': baski ? undefined : `rapor-gun-${g.tarih}` })} kolonlar={[
          { anahtar: 'gun', baslik: t('kasa.rapor.gun'), satirBasligi: true, sinif: 'rf-rapor-gun', hucre: (g) => gunGoster(g.tarih, lang, 'kisa'), alt: t('kasa.rapor.genelToplam') },
          ...grup('gelir'),
          ...grup('gider'),
          tutarKolonu('net', `${t('kasa.net')} (₺)`, (g) => g.net, undefined, true),
        ]} />
      <p className="rf-kucuk muted">{t('kasa.rapor.dipnot', { adet: toplam.adet, saatDilimi: rapor.saatDilimi })}</p>
    </div>
  );
}

/** Deposits received in the range and where they stand now (received = applied + kept + refunded + held). */
function KaporaOzeti({ kapora, baski }: { kapora: KasaKaporaRaporu; baski?: boolean }) {
  const t = useT();
  const id = (ad: string) => (baski ? undefined : `rapor-kapora-${ad}`);
  const parcalar = [
    ['mahsup', 'kasa.rapor.kaporaMahsup', kapora.mahsupKurus],
    ['tutulan', 'kasa.rapor.kaporaTutulan', kapora.tutulanKurus],
    ['iade', 'kasa.rapor.kaporaIade', kapora.iadeKurus],
    ['elde', 'kasa.rapor.kaporaElde', kapora.eldeKurus],
  ] as const;
  return (
    <section className="rf-kapora" aria-label={t('kasa.rapor.kapora')} data-testid={baski ? undefined : 'rapor-kapora'}>
      <h3 className="rf-kapora-baslik">{t('kasa.rapor.kapora')}</h3>
      <dl className="rf-rapor-ozet">
        <div><dt>{t('kasa.rapor.kaporaAlinan')}</dt><dd data-testid={id('alinan')}>{formatKurus(kapora.alinanKurus)}</dd></div>
        {parcalar.map(([ad, anahtar, kurus]) => (
          <div key={ad}><dt>{t(anahtar)}</dt><dd data-testid={id(ad)}>{formatKurus(kurus)}</dd></div>
        ))}
      </dl>
      <p className="rf-kucuk muted">{t('kasa.rapor.kaporaNot', { adet: kapora.adet })}</p>
    </section>
  );
}
