import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import '@styles/envanter-tarama.css';
import { taramaApi } from '@api/envanter/tarama';
import type { EnvanterOzeti } from '@lib/schemas/envanter/tarama';
import { miktarGoster } from '@lib/envanter/miktar';
import { formatKurus } from '@lib/para';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import type { MessageKey } from '@lib/i18n/translate';
import { useT } from '@panel/hooks';
import { dosyaIndir } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useVenueName } from '@panel/ui/useVenueName';
import { DegerGrafigi } from './DegerGrafigi';
import { baskiyaGonder } from '@panel/ui/baski';
import { useZaman } from '@panel/ui/useZaman';

const KEY = 'isletme:envanter:rapor:envanter-ozeti';
const detay = (slug: string) => `/isletme/envanter/detay/${slug}`;

/** The report's body (screen and the A4 print copy). */
function Govde({ o, yazdir }: { o: EnvanterOzeti; yazdir?: boolean }) {
  const t = useT();
  const lang = useStore($lang);
  const zaman = useZaman();
  const tablo = (baslik: string, satirlar: { ad: string; adet: number; degerKurus: number }[], testId: string) => (
    <section className="trm-bolum">
      <h2>{baslik}</h2>
      <Tablo testId={testId} sinif="trm-tablo" baslik={baslik} yalin kartlar={false} satirlar={satirlar} satirAnahtari={(_, i) => i} kolonlar={[
        { anahtar: 'ad', baslik: t('envanter.ozet.csv.ad'), satirBasligi: true, alt: t('envanter.ozet.toplam'), hucre: (s) => s.ad },
        { anahtar: 'adet', baslik: t('envanter.ozet.csv.adet'), sayisal: true, alt: o.toplam.adet, hucre: (s) => s.adet },
        { anahtar: 'deger', baslik: t('envanter.ozet.csv.deger'), sayisal: true, alt: formatKurus(o.toplam.degerKurus), hucre: (s) => formatKurus(s.degerKurus) },
      ]} />
    </section>
  );
  const baglanti = (slug: string, metin: string) => (yazdir ? metin : <a href={detay(slug)}>{metin}</a>);
  return (
    <>
      <dl className="trm-sayac trm-ozet-sayac">
        <div><dt>{t('envanter.ozet.demirbas')}</dt><dd data-testid="ozet-adet">{o.toplam.adet}</dd></div>
        <div><dt>{t('envanter.ozet.deger')}</dt><dd data-testid="ozet-deger">{formatKurus(o.toplam.degerKurus)}</dd></div>
        <div><dt>{t('envanter.ozet.garantiIcinde')}</dt><dd>{o.garanti.icinde}</dd></div>
        <div className="eksik"><dt>{t('envanter.ozet.garantiDisinda')}</dt><dd>{o.garanti.disinda}</dd></div>
        <div className="yanlis"><dt>{t('envanter.ozet.bakimVadesi')}</dt><dd>{o.bakimVadesi.length}</dd></div>
        <div className="yanlis"><dt>{t('envanter.ozet.dusukStok')}</dt><dd>{o.dusukStok.length}</dd></div>
      </dl>
      {tablo(t('envanter.ozet.kategoriyeGore'), o.kategoriler.map((k) => ({ ...k, ad: k.ad ?? t('envanter.ozet.kategorisiz') })), 'ozet-kategori')}
      {tablo(t('envanter.ozet.lokasyonaGore'), o.lokasyonlar.map((l) => ({ ...l, ad: l.ad ?? t('envanter.ozet.lokasyonsuz') })), 'ozet-lokasyon')}
      <section className="trm-bolum">
        <h2>{t('envanter.ozet.garanti')}</h2>
        <p>{t('envanter.ozet.garantiSatiri', o.garanti)}</p>
      </section>
      <section className="trm-bolum">
        <h2>{t('envanter.ozet.bakimVadesi')}</h2>
        {o.bakimVadesi.length === 0 ? <p className="muted">{t('envanter.ozet.bakimYok')}</p> : (
          <ul className="trm-liste">{o.bakimVadesi.map((b) => <li key={b.id}>{baglanti(b.slug, `${b.ad} (${b.kod})`)} <span className="muted">· {b.lokasyon ?? '—'} · {zaman.gun(b.vade, 'sayisal')}</span></li>)}</ul>
        )}
      </section>
      <section className="trm-bolum">
        <h2>{t('envanter.ozet.dusukStok')}</h2>
        {o.dusukStok.length === 0 ? <p className="muted">{t('envanter.ozet.dusukStokYok')}</p> : (
          <ul className="trm-liste" data-testid="ozet-dusuk">{o.dusukStok.map((s) => <li key={s.id}>{s.ad} <strong>{miktarGoster(s.miktarBinde, lang)}</strong> / {miktarGoster(s.minBinde, lang)} {t(`common.birim.${s.birim}` as MessageKey)}</li>)}</ul>
        )}
      </section>
      <section className="trm-bolum">
        <h2>{t('envanter.ozet.hurdaBuYil')}</h2>
        {o.hurdaBuYil.length === 0 ? <p className="muted">{t('envanter.ozet.hurdaYok')}</p> : (
          <ul className="trm-liste">{o.hurdaBuYil.map((h) => <li key={h.id}>{baglanti(h.slug, `${h.ad} (${h.kod})`)} <span className="muted">· {formatKurus(h.degerKurus)} · {zaman.an(h.zaman, 'sayisal')}</span></li>)}</ul>
        )}
      </section>
    </>
  );
}

/** /isletme/envanter/rapor/envanter-ozeti: what the venue owns, where, what it is worth, and what needs attention. */
export default function EnvanterOzetiScreen() {
  const t = useT();
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<EnvanterOzeti>(taramaApi.ozet);
  const [baski, setBaski] = useState(false);
  const kategori = useMemo(() => ({
    adlar: (data?.kategoriler ?? []).map((k) => k.ad ?? t('envanter.ozet.kategorisiz')),
    degerler: (data?.kategoriler ?? []).map((k) => k.degerKurus),
  }), [data, t]);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  function yazdir() {
    setBaski(true);
    baskiyaGonder('trmRapor', 'a4', 50);
  }
  return (
    <section className="screen trm-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.raporOzet')}</h1>
          <p className="muted">{data ? t('envanter.ozet.altBaslik', { isletme: venue, tarih: zaman.gun(data.bugun, 'sayisal') }) : t('common.loading')}</p>
        </div>
        <div className="row-actions">
          <button type="button" className="btn" disabled={!data} onClick={yazdir} data-testid="ozet-yazdir"><Icon name="desk" size={18} />{t('envanter.ozet.yazdir')}</button>
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(taramaApi.ozetDisaAktar, 'envanter-ozeti.csv')} data-testid="ozet-disa-aktar">{t('envanter.ozet.disaAktar')}</button>}
        </div>
      </header>
      {data && (
        <>
          {data.kategoriler.length > 0 && (
            <div className="card trm-kart">
              <h2>{t('envanter.ozet.grafikBaslik')}</h2>
              <DegerGrafigi adlar={kategori.adlar} degerler={kategori.degerler} baslik={t('envanter.ozet.kategoriyeGore')} />
            </div>
          )}
          <div className="card trm-kart trm-ozet"><Govde o={data} /></div>
          {baski && <BaskiBelgesi isaret="trmRapor" boy="a4" sinif="trm-rapor-baski"><h1>{t('menu.envanter.raporOzet')}</h1><Govde o={data} yazdir /></BaskiBelgesi>}
        </>
      )}
    </section>
  );
}
