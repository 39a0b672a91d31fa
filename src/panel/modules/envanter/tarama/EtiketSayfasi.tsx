import { useMemo, useState } from 'react';
import '@lib/i18n/envanter';
import { renderSVG } from 'uqr';
import { taramaApi } from '@api/envanter/tarama';
import { ETIKET_KAGITLARI, type EtiketKagidi, type EtiketListesi } from '@lib/schemas/envanter/tarama';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { QR_YOLU } from './ortak';
import { Baglanti } from './Baglanti';

const SAKLA = 'envanter.etiketKagidi';
const A4 = { genislik: 210, yukseklik: 297 };

function kayitliKagit(): EtiketKagidi {
  const k = localStorage.getItem(SAKLA);
  return k && k in ETIKET_KAGITLARI ? (k as EtiketKagidi) : '3x7';
}

/** A label's QR: the short link /{slug} on this host, as uqr's SVG (library output, never mixed with user text). */
const qr = (slug: string) => renderSVG(`${location.origin}/${slug}`, { ecc: 'M', border: 1 });

type Etiket = EtiketListesi['etiketler'][number];

/** The sheets: A4 pages, margin 0, the labels on an exact millimetre grid (print alone; preview on screen). */
function Sayfalar({ etiketler, kagit, isletme, tur, bas }: { etiketler: Etiket[]; kagit: EtiketKagidi; isletme: string; tur: string; bas: number }) {
  const k = ETIKET_KAGITLARI[kagit];
  const sayfaBasina = k.sutun * k.satir;
  const sol = (A4.genislik - k.sutun * k.genislik - (k.sutun - 1) * k.aralik) / 2;
  const ust = (A4.yukseklik - k.satir * k.yukseklik) / 2;
  const qrBoy = Math.min(k.yukseklik - 4, k.genislik * 0.45);
  // a sheet already partly used starts at label `bas`: the places before it stay empty
  const hucreler: (Etiket | null)[] = [...Array.from({ length: bas - 1 }, () => null), ...etiketler];
  const sayfalar: (Etiket | null)[][] = [];
  for (let i = 0; i < hucreler.length; i += sayfaBasina) sayfalar.push(hucreler.slice(i, i + sayfaBasina));
  return (
    <>
      {sayfalar.map((sayfa, si) => (
        <div key={si} className="trm-a4" style={{ padding: `${ust}mm ${sol}mm`, gridTemplateColumns: `repeat(${k.sutun}, ${k.genislik}mm)`, gridAutoRows: `${k.yukseklik}mm`, columnGap: `${k.aralik}mm` }}>
          {sayfa.map((e, i) => (!e ? <div key={`bos-${i}`} className="trm-etiket trm-etiket-bos" aria-hidden="true" /> : (
            <div key={e.id} className={`trm-etiket trm-etiket-${kagit}`} data-slug={e.slug}>
              <span className="trm-etiket-qr" style={{ width: `${qrBoy}mm`, height: `${qrBoy}mm` }} dangerouslySetInnerHTML={{ __html: qr(e.slug) }} />
              <span className="trm-etiket-metin">
                <strong>{e.ad}</strong>
                <span className={tur === 'demirbas' ? 'trm-etiket-kod' : 'trm-etiket-yol'}>{e.kod}</span>
                <small>{isletme}</small>
              </span>
            </div>
          )))}
        </div>
      ))}
    </>
  );
}

/** /isletme/envanter/qr?yazdir=demirbas|lokasyon&id=1,2,3 (or &lokasyon=<id>: the assets of a location) */
export default function EtiketSayfasi({ arama }: { arama: URLSearchParams }) {
  const t = useT();
  const tur = arama.get('yazdir') === 'lokasyon' ? 'lokasyon' : 'demirbas';
  const sorgu = useMemo(() => {
    const q = new URLSearchParams({ tur });
    for (const ad of ['id', 'lokasyon']) { const v = arama.get(ad); if (v) q.set(ad, v); }
    return q.toString();
  }, [arama, tur]);
  const { data, error, reload } = useApiData<EtiketListesi>(taramaApi.etiketler(sorgu));
  const [kagit, setKagit] = useState<EtiketKagidi>(kayitliKagit);
  const [bas, setBas] = useState(1);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const k = ETIKET_KAGITLARI[kagit];
  const sayfaBasina = k.sutun * k.satir;
  const ilk = Math.min(bas, sayfaBasina);
  const sayfa = data ? Math.ceil((data.etiketler.length + ilk - 1) / sayfaBasina) : 0;
  return (
    <section className="screen trm-screen trm-yazdir">
      <header className="screen-header">
        <div>
          <h1>{t('envanter.etiket.baslik')}</h1>
          <p className="muted" data-testid="etiket-ozet">{data ? t('envanter.etiket.ozet', { sayi: data.etiketler.length, sayfa }) : t('common.loading')}</p>
        </div>
        <div className="row-actions">
          <Baglanti className="btn" href={`${QR_YOLU}?mod=etiket`}>{t('envanter.etiket.geri')}</Baglanti>
          <button type="button" className="btn btn-primary" disabled={!data?.etiketler.length} onClick={() => window.print()} data-testid="etiket-yazdir"><Icon name="desk" size={18} />{t('envanter.etiket.yazdir')}</button>
        </div>
      </header>
      <div className="trm-satir">
      <label className="field trm-kagit"><span>{t('envanter.etiket.kagit')}</span>
        <select className="input" value={kagit} onChange={(e) => { const v = e.target.value as EtiketKagidi; setKagit(v); localStorage.setItem(SAKLA, v); }} data-testid="etiket-kagit">
          {(Object.keys(ETIKET_KAGITLARI) as EtiketKagidi[]).map((key) => {
            const x = ETIKET_KAGITLARI[key];
            return <option key={key} value={key}>{t('envanter.etiket.kagitSecenek', { sutun: x.sutun, satir: x.satir, adet: x.sutun * x.satir, genislik: String(x.genislik).replace('.', ','), yukseklik: String(x.yukseklik).replace('.', ',') })}</option>;
          })}
        </select>
      </label>
      <label className="field trm-bas"><span>{t('envanter.etiket.baslangic')}</span>
        <input className="input" type="number" min={1} max={sayfaBasina} value={ilk} onChange={(e) => setBas(Math.max(1, Math.min(sayfaBasina, Math.floor(Number(e.target.value)) || 1)))} data-testid="etiket-bas" />
      </label>
      </div>
      <p className="muted">{t('envanter.etiket.baslangicIpucu')}</p>
      {data?.etiketler.length === 0 && <p className="empty-lead">{t('envanter.etiket.bos')}</p>}
      {data && data.etiketler.length > 0 && (
        <>
          <div className="trm-onizleme" aria-label={t('envanter.etiket.onizleme')} role="group">
            <Sayfalar etiketler={data.etiketler} kagit={kagit} isletme={data.isletme} tur={tur} bas={ilk} />
          </div>
          {/* the print view is this screen: only the sheets print while it is open, edge to edge (the sheet's own margins) */}
          <BaskiBelgesi boy="a4-tam" hep sinif="trm-baski" testId="etiket-baski" bas={false}><Sayfalar etiketler={data.etiketler} kagit={kagit} isletme={data.isletme} tur={tur} bas={ilk} /></BaskiBelgesi>
        </>
      )}
    </section>
  );
}
