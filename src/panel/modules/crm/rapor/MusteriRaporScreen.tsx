import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { musteri360, raporApi } from '@api/crm/rapor';
import { formatKurus } from '@lib/para';
import { RAPOR_SIRALARI, SEGMENT_FILTRELERI, type RaporSirasi, type RaporListesi, type RaporOzeti, type RaporSatiri, type SegmentFiltresi } from '@lib/schemas/crm/rapor';
import { $permissionSet } from '@stores/auth';
import { useT } from '@panel/hooks';
import { dosyaIndir } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { LoadError } from '@panel/ui/LoadError';
import { useZaman } from '@panel/ui/useZaman';
import { Tablo, type Kolon, type Ozellikler } from '@panel/ui/Tablo';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import { AyGrafik } from './AyGrafik';
import { EnCokGelmeyen } from './EnCokGelmeyen';
import '@styles/crm-rapor.css';
import '@lib/i18n/crm';

const KEY = 'isletme:crm:musteri:rapor';
const PARAMETRE = '/isletme/ayarlar/yonetim/parametre';

interface Filtre {
  q: string;
  segment: SegmentFiltresi | '';
  onay: '' | 'var' | 'yok';
  borc: boolean;
  paket: boolean;
  sonBas: string;
  sonBit: string;
  sira: RaporSirasi;
  yon: 'artan' | 'azalan';
  sayfa: number;
}
const BOS: Filtre = { q: '', segment: '', onay: '', borc: false, paket: false, sonBas: '', sonBit: '', sira: 'son', yon: 'azalan', sayfa: 1 };

function sorguMetni(f: Filtre, sayfali: boolean): string {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.segment) p.set('segment', f.segment);
  if (f.onay) p.set('onay', f.onay);
  if (f.borc) p.set('borc', '1');
  if (f.paket) p.set('paket', '1');
  if (f.sonBas) p.set('sonBas', f.sonBas);
  if (f.sonBit) p.set('sonBit', f.sonBit);
  p.set('sira', f.sira);
  p.set('yon', f.yon);
  if (sayfali && f.sayfa > 1) p.set('sayfa', String(f.sayfa));
  return p.toString();
}

/** Sortable columns of the wide table (the favourite, package and consent columns are not sortable). */
const KOLON_SIRASI: Partial<Record<string, RaporSirasi>> = { ad: 'ad', ilk: 'ilk', son: 'son', ziyaret: 'ziyaret', harcama: 'harcama', ortalama: 'ortalama', gelmedi: 'gelmedi', borc: 'borc', segment: 'segment' };
const KOLONLAR = ['ad', 'ilk', 'son', 'ziyaret', 'harcama', 'ortalama', 'gelmedi', 'favori', 'borc', 'paket', 'onay', 'segment'] as const;

/** Segment counts as labelled bars (a <progress> each: no inline style under the CSP); a bar filters the list. */
function SegmentGrafik({ ozet, secili, sec }: { ozet: RaporOzeti; secili: SegmentFiltresi | ''; sec: (s: SegmentFiltresi | '') => void }) {
  const t = useT();
  const enCok = Math.max(1, ...SEGMENT_FILTRELERI.map((s) => ozet.segmentler[s]));
  return (
    <ul className="crr-segmentler" data-testid="crr-segment-grafik">
      {SEGMENT_FILTRELERI.map((s) => (
        <li key={s}>
          <button type="button" className={`crr-segment crr-seg-${s}`} aria-pressed={secili === s} onClick={() => sec(secili === s ? '' : s)} data-testid={`crr-segment-${s}`}>
            <span className="crr-segment-ad">{t(`crm.segment.${s}`)}</span>
            <progress max={enCok} value={ozet.segmentler[s]} aria-hidden="true" />
            <span className="crr-segment-sayi" data-testid={`crr-segment-sayi-${s}`}>{ozet.segmentler[s]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function Rozet({ segment }: { segment: RaporSatiri['segment'] }) {
  const t = useT();
  return <span className={`crr-rozet crr-seg-${segment ?? 'yok'}`} data-testid="crr-rozet" data-segment={segment ?? 'yok'}>{t(`crm.segment.${segment ?? 'yok'}`)}</span>;
}

/** /isletme/crm/musteri/rapor: every customer with visits, spend and segment; filters, folded search, sorting, CSV. */
export default function MusteriRaporScreen() {
  const t = useT();
  const can = useStore($permissionSet);
  const [f, setF] = useState<Filtre>(BOS);
  const [arama, setArama] = useState('');
  // typing waits a moment before asking the server
  useEffect(() => {
    const id = setTimeout(() => setF((o) => (o.q === arama ? o : { ...o, q: arama, sayfa: 1 })), 300);
    return () => clearTimeout(id);
  }, [arama]);
  const sorgu = useMemo(() => sorguMetni(f, true), [f]);
  const liste = useApiData<RaporListesi>(raporApi.musteriler(sorgu));
  const ozet = useApiData<RaporOzeti>(raporApi.ozet);
  const d = liste.data;
  const zaman = useZaman(d?.saatDilimi);
  const set = (patch: Partial<Filtre>) => setF((o) => ({ ...o, sayfa: 1, ...patch }));
  const tarih = (iso: string | null) => (iso ? zaman.an(iso, 'sayisal') : '—');
  const esik = ozet.data?.esikler ?? d?.esikler;
  const sonSayfa = d ? Math.max(1, Math.ceil(d.toplam / d.sayfaBoyutu)) : 1;

  function siralaKolon(k: RaporSirasi) {
    setF((o) => ({ ...o, sayfa: 1, sira: k, yon: o.sira === k && o.yon === 'azalan' ? 'artan' : o.sira === k ? 'azalan' : k === 'ad' ? 'artan' : 'azalan' }));
  }

  if (liste.error && !d) return <LoadError error={liste.error} onRetry={() => void liste.reload()} />;

  const hucre = (r: RaporSatiri, k: (typeof KOLONLAR)[number]) => {
    switch (k) {
      case 'ad': return <><a href={musteri360(r.id)} className="crr-ad" data-testid="crr-ad">{r.adSoyad}</a><span className="muted crr-tel">{r.telefon}</span></>;
      case 'ilk': return tarih(r.ilkZiyaret);
      case 'son': return tarih(r.sonZiyaret);
      case 'ziyaret': return <>{r.ziyaret}<span className="sr-only"> ({t('crm.rapor.ziyaretAyrinti', { randevu: r.randevuZiyaret, adisyon: r.adisyonZiyaret })})</span></>;
      case 'harcama': return formatKurus(r.harcamaKurus);
      case 'ortalama': return formatKurus(r.ortalamaKurus);
      case 'gelmedi': return r.gelmedi;
      case 'favori': return [r.favoriHizmet, r.favoriUrun].filter(Boolean).join(' · ') || '—';
      case 'borc': return r.borcKurus > 0 ? formatKurus(r.borcKurus) : '—';
      case 'paket': return r.kalanSeans > 0 ? t('crm.rapor.seans', { n: r.kalanSeans }) : '—';
      case 'onay': return (
        <span className="crr-onaylar">
          {(['kvkk', 'sms', 'email'] as const).map((o) => (
            <span key={o} className={`crr-onay${r.onay[o] ? ' crr-onay-var' : ''}`}>
              <span aria-hidden="true">{r.onay[o] ? '✓' : '✗'} </span>{t(`crm.rapor.onay.${o}`)}<span className="sr-only">{r.onay[o] ? ` ${t('common.yes')}` : ` ${t('common.no')}`}</span>
            </span>
          ))}
        </span>
      );
      case 'segment': return <Rozet segment={r.segment} />;
    }
  };
  /** Cell attributes the tests and the tooltips read. */
  const ozellik = (r: RaporSatiri, k: (typeof KOLONLAR)[number]): Ozellikler => {
    switch (k) {
      case 'son': return { 'data-testid': 'crr-son' };
      case 'ziyaret': return { title: t('crm.rapor.ziyaretAyrinti', { randevu: r.randevuZiyaret, adisyon: r.adisyonZiyaret }) };
      case 'harcama': return { 'data-testid': 'crr-harcama', 'data-kurus': r.harcamaKurus };
      default: return {};
    }
  };
  const kolonlar = KOLONLAR.map((k): Kolon<RaporSatiri> => ({
    anahtar: k,
    baslik: t(`crm.rapor.kolon.${k}`),
    satirBasligi: k === 'ad',
    sayisal: !['ad', 'favori', 'onay', 'segment'].includes(k),
    sinif: k === 'ad' ? 'crr-ad-hucre' : k === 'borc' ? (r) => (r.borcKurus > 0 ? 'crr-borc' : undefined) : undefined,
    sirala: KOLON_SIRASI[k] ? true : undefined,
    siralaTestId: `crr-kolon-${k}`,
    ozellik: (r) => ozellik(r, k),
    hucre: (r) => hucre(r, k),
  }));

  return (
    <section className="screen crr-screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.crm.musteriRapor')}</h1>
          <p className="muted">{t('crm.rapor.altBaslik')}</p>
        </div>
        {can.has(`${KEY}:disa-aktar`) && (
          <div className="row-actions">
            <button type="button" className="btn" onClick={() => void dosyaIndir(raporApi.csv(sorguMetni(f, false)), 'musteri-raporu.csv')} data-testid="crr-csv">{t('crm.rapor.disaAktar')}</button>
          </div>
        )}
      </header>

      {esik && (
        <p className="crr-esik muted" data-testid="crr-esikler">
          {t('crm.rapor.esikler', { yeni: esik.yeniGun, duzenli: esik.duzenliZiyaret, sadik: esik.sadikZiyaret, harcama: formatKurus(esik.sadikHarcamaKurus), risk: esik.riskGun, kayip: esik.kayipGun })}{' '}
          <a href={PARAMETRE}>{t('crm.rapor.esikDegistir')}</a>
        </p>
      )}

      <div className="crr-grafikler">
        <section className="card crr-kart" aria-labelledby="crr-seg-baslik">
          <h2 id="crr-seg-baslik">{t('crm.rapor.segmentGrafik')}</h2>
          <p className="muted crr-ipucu">{t('crm.rapor.segmentGrafikIpucu')}</p>
          {ozet.data && <SegmentGrafik ozet={ozet.data} secili={f.segment} sec={(segment) => set({ segment })} />}
        </section>
        <section className="card crr-kart" aria-labelledby="crr-ay-baslik">
          <h2 id="crr-ay-baslik">{t('crm.rapor.ayGrafik')}</h2>
          {ozet.data && (
            <>
              <AyGrafik aylar={ozet.data.aylar} />
              <details className="crr-ay-tablo">
                <summary>{t('crm.rapor.ay')}</summary>
                <Tablo testId="crr-ay-tablo" baslik={t('crm.rapor.ayGrafik')} satirlar={ozet.data.aylar} satirAnahtari={(a) => a.ay} kartlar={false} yalin kolonlar={[
                  { anahtar: 'ay', baslik: t('crm.rapor.ay'), satirBasligi: true, hucre: (a) => a.ay },
                  { anahtar: 'yeni', baslik: t('crm.rapor.yeniMusteri'), sayisal: true, hucre: (a) => a.yeni },
                  { anahtar: 'donen', baslik: t('crm.rapor.donenMusteri'), sayisal: true, hucre: (a) => a.donen },
                ]} />
              </details>
            </>
          )}
        </section>
      </div>

      <EnCokGelmeyen />

      <form className="card crr-filtreler" role="search" onSubmit={(e) => e.preventDefault()} aria-label={t('crm.rapor.ara')}>
        <label className="field crr-arama">
          <span>{t('crm.rapor.ara')}</span>
          <input className="input" type="search" value={arama} onChange={(e) => setArama(e.target.value)} maxLength={100} data-testid="crr-ara" />
        </label>
        <label className="field">
          <span>{t('crm.rapor.filtreSegment')}</span>
          <select className="input" value={f.segment} onChange={(e) => set({ segment: e.target.value as Filtre['segment'] })} data-testid="crr-segment-sec">
            <option value="">{t('crm.rapor.tumSegmentler')}</option>
            {SEGMENT_FILTRELERI.map((s) => <option key={s} value={s}>{t(`crm.segment.${s}`)}</option>)}
          </select>
        </label>
        <label className="field">
          <span>{t('crm.rapor.filtreOnay')}</span>
          <select className="input" value={f.onay} onChange={(e) => set({ onay: e.target.value as Filtre['onay'] })} data-testid="crr-onay-sec">
            <option value="">{t('crm.rapor.onayHepsi')}</option>
            <option value="var">{t('crm.rapor.onayVar')}</option>
            <option value="yok">{t('crm.rapor.onayYok')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('crm.rapor.sonBas')}</span>
          <input className="input" type="date" value={f.sonBas} max={f.sonBit || undefined} onChange={(e) => set({ sonBas: e.target.value })} data-testid="crr-son-bas" />
        </label>
        <label className="field">
          <span>{t('crm.rapor.sonBit')}</span>
          <input className="input" type="date" value={f.sonBit} min={f.sonBas || undefined} onChange={(e) => set({ sonBit: e.target.value })} data-testid="crr-son-bit" />
        </label>
        <label className="field">
          <span>{t('crm.rapor.siralama')}</span>
          <select className="input" value={f.sira} onChange={(e) => set({ sira: e.target.value as RaporSirasi })} data-testid="crr-sira">
            {RAPOR_SIRALARI.map((s) => <option key={s} value={s}>{t(`crm.rapor.kolon.${s}`)}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="sr-only">{t('crm.rapor.siralama')}</span>
          <select className="input" value={f.yon} onChange={(e) => set({ yon: e.target.value as Filtre['yon'] })} data-testid="crr-yon" aria-label={t('crm.rapor.siralama')}>
            <option value="azalan">{t('crm.rapor.azalan')}</option>
            <option value="artan">{t('crm.rapor.artan')}</option>
          </select>
        </label>
        <div className="crr-kutular">
          <label className="crr-kutu"><input type="checkbox" checked={f.borc} onChange={(e) => set({ borc: e.target.checked })} data-testid="crr-borc" /> {t('crm.rapor.filtreBorc')}</label>
          <label className="crr-kutu"><input type="checkbox" checked={f.paket} onChange={(e) => set({ paket: e.target.checked })} data-testid="crr-paket" /> {t('crm.rapor.filtrePaket')}</label>
          <button type="button" className="btn btn-ghost" onClick={() => { setArama(''); setF(BOS); }} data-testid="crr-temizle">{t('crm.rapor.temizle')}</button>
        </div>
      </form>

      <p className="crr-toplam" aria-live="polite" data-testid="crr-toplam" data-toplam={d?.toplam ?? ''}>{d ? t('crm.rapor.toplam', { n: d.toplam }) : t('common.loading')}</p>
      {liste.error && <LoadError error={liste.error} onRetry={() => void liste.reload()} />}
      {d && (
        <Tablo testId="crr-tablo" sinif="crr-tablo" baslik={t('menu.crm.musteriRapor')} satirlar={d.satirlar} satirAnahtari={(r) => r.id} mesgul={liste.loading}
          satirOzellik={(r) => ({ 'data-testid': 'crr-satir', 'data-segment': r.segment ?? 'yok' })} bos={t('crm.rapor.bos')} bosTestId="crr-bos"
          siralama={{ anahtar: KOLONLAR.find((k) => KOLON_SIRASI[k] === f.sira) ?? f.sira, yon: f.yon }} onSirala={(k) => { const sira = KOLON_SIRASI[k]; if (sira) siralaKolon(sira); }}
          kolonlar={kolonlar} />
      )}
      {d && <Sayfalayici sayfa={d.sayfa} son={sonSayfa} onSayfa={(sayfa) => setF((o) => ({ ...o, sayfa }))} testId="crr" />}
    </section>
  );
}
