import '@lib/i18n/envanter';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { demirbasApi } from '@api/envanter/demirbas';
import { DEMIRBAS_DURUMLARI, SIRALAR, type DemirbasOzet, type DemirbasListesi, type Secenekler } from '@lib/schemas/envanter/demirbas';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { dosyaIndir } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { gunMetni } from '@lib/zaman/bicim';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import { Tablo } from '@panel/ui/Tablo';
import { DemirbasFormu } from './DemirbasFormu';
import { KategorilerDialog } from './KategorilerDialog';
import { DEMIRBAS_KEY as KEY, DurumRozeti, Kapak, detayYolu, garantiDurumu, useTx } from './ortak';

interface Filtre { q: string; kategori: string; lokasyon: string; durum: string; personel: string; garanti: string; sira: string; yon: string; sayfa: number }
const BOS: Filtre = { q: '', kategori: '', lokasyon: '', durum: '', personel: '', garanti: '', sira: 'kod', yon: 'asc', sayfa: 1 };

/** Filters → query string (empty values left out, so the first page of everything is the bare path). */
function sorguMetni(f: Filtre, sayfaDahil = true): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (k === 'sayfa' ? sayfaDahil && v !== 1 : v !== '' && !(k === 'sira' && v === 'kod') && !(k === 'yon' && v === 'asc')) p.set(k, String(v));
  }
  return p.toString();
}

/** /isletme/envanter/demirbaslar: the venue's fixed assets, paged on the server; cards on a phone, a table on a desk. */
export default function DemirbaslarScreen() {
  const t = useTx();
  const lang = useStore($lang);
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const [filtre, setFiltre] = useState<Filtre>(BOS);
  const [arama, setArama] = useState('');
  const [secili, setSecili] = useState<ReadonlySet<number>>(new Set());
  const [acik, setAcik] = useState<'form' | 'kategoriler' | null>(null);
  const { data, error, reload } = useApiData<DemirbasListesi>(demirbasApi.listeYolu(sorguMetni(filtre)));
  const secenek = useApiData<Secenekler>(demirbasApi.secenekler);

  // the query follows typing after a short pause (one request per word, not per key)
  useEffect(() => {
    const zaman = setTimeout(() => setFiltre((f) => (f.q === arama ? f : { ...f, q: arama, sayfa: 1 })), 250);
    return () => clearTimeout(zaman);
  }, [arama]);

  const degis = (patch: Partial<Filtre>) => setFiltre((f) => ({ ...f, ...patch, sayfa: patch.sayfa ?? 1 }));
  const sec = (id: number) => setSecili((s) => { const y = new Set(s); if (y.has(id)) y.delete(id); else y.add(id); return y; });
  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const liste = data?.demirbaslar ?? [];
  const sayfaSayisi = data ? Math.max(1, Math.ceil(data.toplam / data.sayfaBoyu)) : 1;
  const s = secenek.data;
  const filtreVar = sorguMetni({ ...filtre, sayfa: 1 }, false) !== '';
  const etiketYolu = `/isletme/envanter/qr?yazdir=demirbas&id=${[...secili].join(',')}`;

  const Secim = ({ d }: { d: DemirbasOzet }) => (
    <input type="checkbox" className="dmr-sec" checked={secili.has(d.id)} onChange={() => sec(d.id)} aria-label={t('envanter.demirbas.sec', { kod: d.kod })} data-testid={`dmr-sec-${d.id}`} />
  );

  return (
    <section className="screen dmr-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.envanter.demirbaslar')}</h1>
          <p className="muted">{data ? t('envanter.demirbas.altBaslik', { sayi: data.toplam }) : '\u00a0'}</p>
        </div>
        <div className="row-actions">
          <button type="button" className="btn" onClick={() => setAcik('kategoriler')} data-testid="dmr-kategoriler">{t('envanter.demirbas.kategoriler')}</button>
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void dosyaIndir(demirbasApi.disaAktar(sorguMetni(filtre, false)), 'demirbaslar.csv')} data-testid="dmr-export">{t('envanter.demirbas.disaAktar')}</button>}
          {can.has(`${KEY}:ekle`) && s && <button type="button" className="btn btn-primary" onClick={() => setAcik('form')} data-testid="dmr-ekle"><Icon name="plus" size={18} />{t('envanter.demirbas.ekle')}</button>}
        </div>
      </header>
      <div className="dmr-araclar">
        <label className="field dmr-ara"><span className="sr-only">{t('envanter.demirbas.ara')}</span>
          <input className="input" type="search" value={arama} onChange={(e) => setArama(e.target.value)} placeholder={t('envanter.demirbas.araIpucu')} aria-label={t('envanter.demirbas.ara')} data-testid="dmr-ara" />
        </label>
        <div className="dmr-filtreler">
          <label className="field"><span>{t('envanter.demirbas.f.kategori')}</span>
            <select className="input" value={filtre.kategori} onChange={(e) => degis({ kategori: e.target.value })} data-testid="dmr-f-kategori">
              <option value="">{t('envanter.demirbas.f.tumu')}</option>
              {s?.kategoriler.map((k) => <option key={k.id} value={k.id}>{k.ad}</option>)}
            </select>
          </label>
          <label className="field"><span>{t('envanter.demirbas.f.lokasyon')}</span>
            <select className="input" value={filtre.lokasyon} onChange={(e) => degis({ lokasyon: e.target.value })} data-testid="dmr-f-lokasyon">
              <option value="">{t('envanter.demirbas.f.tumu')}</option>
              {s?.lokasyonlar.map((l) => <option key={l.id} value={l.id}>{l.yol}</option>)}
            </select>
          </label>
          <label className="field"><span>{t('envanter.demirbas.f.durum')}</span>
            <select className="input" value={filtre.durum} onChange={(e) => degis({ durum: e.target.value })} data-testid="dmr-f-durum">
              <option value="">{t('envanter.demirbas.f.tumu')}</option>
              {DEMIRBAS_DURUMLARI.map((d) => <option key={d} value={d}>{t(`envanter.durum.${d}`)}</option>)}
            </select>
          </label>
          <label className="field"><span>{t('envanter.demirbas.f.personel')}</span>
            <select className="input" value={filtre.personel} onChange={(e) => degis({ personel: e.target.value })} data-testid="dmr-f-personel">
              <option value="">{t('envanter.demirbas.f.tumu')}</option>
              {s?.personeller.map((p) => <option key={p.id} value={p.id}>{p.ad}</option>)}
            </select>
          </label>
          <label className="field"><span>{t('envanter.demirbas.f.garanti')}</span>
            <select className="input" value={filtre.garanti} onChange={(e) => degis({ garanti: e.target.value })} data-testid="dmr-f-garanti">
              <option value="">{t('envanter.demirbas.f.tumu')}</option>
              <option value="bitmis">{t('envanter.demirbas.garanti.bitti')}</option>
              <option value="yakin">{t('envanter.demirbas.garanti.yakin')}</option>
            </select>
          </label>
          <label className="field"><span>{t('envanter.demirbas.f.sira')}</span>
            <select className="input" value={`${filtre.sira}:${filtre.yon}`} onChange={(e) => { const [sira, yon] = e.target.value.split(':'); degis({ sira, yon }); }} data-testid="dmr-f-sira">
              {SIRALAR.flatMap((sira) => ['asc', 'desc'].map((yon) => <option key={`${sira}:${yon}`} value={`${sira}:${yon}`}>{t(`envanter.demirbas.sira.${sira}`)} {yon === 'asc' ? '↑' : '↓'}</option>))}
            </select>
          </label>
          {filtreVar && <button type="button" className="btn btn-small dmr-temizle" onClick={() => { setArama(''); setFiltre(BOS); }}>{t('envanter.demirbas.f.temizle')}</button>}
        </div>
      </div>
      {secili.size > 0 && (
        <div className="dmr-secim-cubugu" role="status">
          <span>{t('envanter.demirbas.secili', { sayi: secili.size })}</span>
          <a className="btn btn-small btn-primary" href={etiketYolu} data-testid="dmr-etiket">{t('envanter.demirbas.etiketYazdir')}</a>
          <button type="button" className="btn btn-small" onClick={() => setSecili(new Set())}>{t('envanter.demirbas.secimiBirak')}</button>
        </div>
      )}
      {data && (
        <Tablo testId="dmr-tablo" sinif="dmr-tablo" baslik={t('menu.envanter.demirbaslar')} satirlar={liste} satirAnahtari={(d) => d.id}
          satirOzellik={(d) => ({ className: d.durum === 'hurda' ? 'row-passive' : undefined, 'data-testid': `dmr-satir-${d.id}` })}
          bos={filtreVar ? t('envanter.demirbas.bosFiltre') : t('envanter.demirbas.bos')} bosTestId="dmr-bos" kolonlar={[
            { anahtar: 'sec', baslik: t('envanter.demirbas.secSutun'), baslikGizli: true, etiket: '', kose: true, hucre: (d) => <Secim d={d} /> },
            { anahtar: 'kod', baslik: t('envanter.demirbas.csv.kod'), sinif: 'dmr-kod', hucre: (d) => d.kod },
            { anahtar: 'ad', baslik: t('envanter.demirbas.csv.ad'), satirBasligi: true, hucre: (d) => <span className="dmr-tablo-ad"><Kapak foto={d.kapak} ad={d.ad} size={32} /><a href={detayYolu(d.slug)}>{d.ad}</a></span> },
            { anahtar: 'kategori', baslik: t('envanter.demirbas.csv.kategori'), hucre: (d) => d.kategoriAd ?? '—' },
            { anahtar: 'lokasyon', baslik: t('envanter.demirbas.csv.lokasyon'), hucre: (d) => d.lokasyonYol ?? '—' },
            { anahtar: 'personel', baslik: t('envanter.demirbas.csv.personel'), hucre: (d) => d.personelAd ?? '—' },
            { anahtar: 'garanti', baslik: t('envanter.demirbas.csv.garantiBitis'), sinif: (d) => `dmr-garanti-${garantiDurumu(d.garantiBitis, zaman.bugun())}`, hucre: (d) => (d.garantiBitis ? gunMetni(d.garantiBitis, lang) : '—') },
            { anahtar: 'durum', baslik: t('envanter.demirbas.csv.durum'), hucre: (d) => <DurumRozeti durum={d.durum} /> },
          ]} />
      )}
      {data && <Sayfalayici sayfa={filtre.sayfa} son={sayfaSayisi} onSayfa={(sayfa) => degis({ sayfa })} testId="dmr" />}
      {acik === 'form' && s && <DemirbasFormu demirbas={null} secenekler={s} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); void secenek.reload(); }} />}
      {acik === 'kategoriler' && <KategorilerDialog onClose={() => { setAcik(null); void secenek.reload(); }} />}
    </section>
  );
}
