import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { stokApi } from '@api/envanter/stok';
import type { DemirbasHareketSayfasi, HareketSayfasi } from '@lib/schemas/envanter/stok';
import { $permissionSet } from '@stores/auth';
import { dosyaIndir } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { Donem } from './Donem';
import { HareketFiltreleri, bosFiltre, type HareketFiltresi } from './HareketFiltreleri';
import { HareketFormu } from './HareketFormu';
import { para, useMiktar, useTx } from './ortak';
import { Sayfalayici } from '@panel/ui/Sayfalayici';

const KEY = 'isletme:envanter:hareketler';
type Sekme = 'stok' | 'demirbas';

/** /isletme/envanter/hareketler: stock movements (in, out, transfer) and, on a second tab, the asset-side movements of the module log. */
export default function HareketlerScreen() {
  const t = useTx();
  const [sekme, setSekme] = useState<Sekme>(() => (location.hash === '#demirbas' ? 'demirbas' : 'stok'));
  const sekmeler: Sekme[] = ['stok', 'demirbas'];
  const sec = (s: Sekme) => { setSekme(s); history.replaceState(null, '', s === 'demirbas' ? '#demirbas' : location.pathname + location.search); };
  return (
    <section className="screen est-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.hareketler')}</h1>
          <p className="muted">{t('envanter.stok.har.alt')}</p>
        </div>
      </header>
      <div role="tablist" aria-label={t('menu.envanter.hareketler')} className="qm-tabs qm-tabs-big">
        {sekmeler.map((s, i) => (
          <button key={s} type="button" role="tab" id={`har-tab-${s}`} aria-selected={sekme === s} aria-controls="har-panel" tabIndex={sekme === s ? 0 : -1} className="qm-tab"
            onClick={() => sec(s)} data-testid={`har-tab-${s}`}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const diger = sekmeler[(i + 1) % 2]!;
              sec(diger);
              document.getElementById(`har-tab-${diger}`)?.focus();
            }}>
            {t(`envanter.stok.har.sekme.${s}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="har-panel" aria-labelledby={`har-tab-${sekme}`} className="qm-tabpanel">
        {sekme === 'stok' ? <StokHareketleri /> : <DemirbasHareketleri />}
      </div>
    </section>
  );
}

function StokHareketleri() {
  const t = useTx();
  const miktar = useMiktar();
  const can = useStore($permissionSet);
  const [f, setF] = useState(() => bosFiltre(new URLSearchParams(location.search).get('urun') ?? ''));
  const [sayfa, setSayfa] = useState(1);
  const [form, setForm] = useState(false);
  const filtre = (patch: Partial<HareketFiltresi>) => { setF((x) => ({ ...x, ...patch })); setSayfa(1); };
  const { data, error, reload } = useApiData<HareketSayfasi>(stokApi.hareketler({ ...f, sayfa }));
  const zaman = useZaman(data?.saatDilimi);
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  return (
    <>
      <div className="row-actions est-ust-islem">
        {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(stokApi.hareketlerCsv(f), 'stok-hareketleri.csv')} data-testid="har-csv">{t('envanter.stok.disaAktar')}</button>}
        {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setForm(true)} data-testid="har-ekle"><Icon name="plus" size={18} />{t('envanter.stok.har.ekle')}</button>}
      </div>
      <HareketFiltreleri f={f} donem={data ?? undefined} kullanicilar={data?.kullanicilar ?? []} onChange={filtre} />
      {data && data.satirlar.length === 0 && <p className="empty-lead">{t('envanter.stok.har.bos')}</p>}
      {data && data.satirlar.length > 0 && <p className="muted">{t('envanter.stok.har.sayi', { sayi: data.toplam })}</p>}
      <ul className="est-satirlar" data-testid="har-liste">
        {data?.satirlar.map((h) => (
          <li key={h.id} className={`card est-satir est-satir-${h.tur}`} data-testid={`har-${h.id}`}>
            <div className="est-satir-bas">
              <span className={`est-tur-rozet est-tur-${h.tur}`}>{t(`envanter.stok.tur.${h.tur}`)}</span>
              <strong>{h.urunAd}</strong>
              <span className="est-satir-miktar">{h.tur === 'cikis' ? '−' : h.tur === 'giris' ? '+' : ''}{miktar(h.miktarBinde, h.birim)}</span>
            </div>
            <div className="est-satir-yer">
              {h.kaynakAd && <span>{h.kaynakAd}</span>}
              {h.kaynakAd && h.hedefAd && <span aria-label={t('envanter.stok.har.oraya')}>→</span>}
              {h.hedefAd && <span>{h.hedefAd}</span>}
              <span className="muted">· {t(`envanter.stok.neden.${h.neden}`)}</span>
            </div>
            <div className="muted est-satir-alt">
              <time dateTime={h.zaman}>{zaman.an(h.zaman, 'gunAySaat')}</time>
              {h.kullanici && <span> · {h.kullanici}</span>}
              {h.degerKurus > 0 && <span> · {para(h.degerKurus)}</span>}
              {h.aciklama && <span> · {h.aciklama}</span>}
            </div>
          </li>
        ))}
      </ul>
      {data && <Sayfalayici sayfa={data.sayfa} toplam={data.toplam} boyut={data.boyut} onSayfa={setSayfa} testId="sayfa" />}
      {form && <HareketFormu urunId={f.urun ? Number(f.urun) : undefined} onClose={() => setForm(false)} onSaved={() => { setForm(false); void reload(); }} />}
    </>
  );
}

const DEMIRBAS_ISLEMLERI = ['transfer', 'cikis', 'donus', 'bakimAc', 'bakimKapat', 'durum', 'zimmet', 'talep', 'onayla', 'reddet', 'sayim'] as const;

function DemirbasHareketleri() {
  const t = useTx();
  const zaman = useZaman();
  const [f, setF] = useState({ bas: '', bit: '', islem: '' });
  const [sayfa, setSayfa] = useState(1);
  const { data, error, reload } = useApiData<DemirbasHareketSayfasi>(stokApi.demirbasHareketleri({ ...f, sayfa }));
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const filtre = (patch: Partial<typeof f>) => { setF((x) => ({ ...x, ...patch })); setSayfa(1); };
  return (
    <>
      <div className="est-filtreler">
        <Donem bas={f.bas || data?.bas || ''} bit={f.bit || data?.bit || ''} onChange={(bas, bit) => filtre({ bas, bit })} />
        <Dropdown label={t('envanter.stok.har.islem')} value={f.islem} onChange={(islem) => filtre({ islem })}
          options={[{ value: '', label: t('envanter.stok.tumu') }, ...DEMIRBAS_ISLEMLERI.map((x) => ({ value: x, label: t(`envanter.stok.har.islemAd.${x}`) }))]} />
      </div>
      {data && data.satirlar.length === 0 && <p className="empty-lead">{t('envanter.stok.har.demirbasBos')}</p>}
      <ul className="est-satirlar" data-testid="har-demirbas-liste">
        {data?.satirlar.map((h) => (
          <li key={h.id} className="card est-satir" data-testid={`har-d-${h.id}`}>
            <div className="est-satir-bas">
              <span className="est-tur-rozet">{(DEMIRBAS_ISLEMLERI as readonly string[]).includes(h.islem) ? t(`envanter.stok.har.islemAd.${h.islem}`) : h.islem}</span>
              <a href={`/isletme/envanter/detay/${h.slug}`}><strong>{h.demirbasKod ? `${h.demirbasKod} · ` : ''}{h.demirbasAd ?? ''}</strong></a>
            </div>
            {(h.kaynak || h.hedef) && (
              <div className="est-satir-yer">
                {h.kaynak && <span>{h.kaynak}</span>}
                {h.kaynak && h.hedef && <span aria-label={t('envanter.stok.har.oraya')}>→</span>}
                {h.hedef && <span>{h.hedef}</span>}
              </div>
            )}
            <div className="muted est-satir-alt">
              <time dateTime={h.zaman}>{zaman.an(h.zaman, 'gunAySaat')}</time>
              {h.kullanici && <span> · {h.kullanici}</span>}
              {h.not && <span> · {h.not}</span>}
            </div>
          </li>
        ))}
      </ul>
      {data && <Sayfalayici sayfa={data.sayfa} toplam={data.toplam} boyut={data.boyut} onSayfa={setSayfa} testId="sayfa" />}
    </>
  );
}
