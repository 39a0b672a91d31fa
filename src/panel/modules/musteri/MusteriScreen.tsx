import '@lib/i18n/musteri';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { dosyaIndir } from '@api/islem';
import { formatKurus } from '@lib/para';
import { MUSTERI_FILTRELERI, MUSTERI_SIRALARI, type MusteriFiltre, type MusteriListesi, type MusteriSatiri, type MusteriSira } from '@lib/schemas/musteri';
import { telefonGoster } from '@lib/schemas/randevu/telefon';
import type { Lang } from '@lib/i18n/languages';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Sayfalayici } from '@panel/ui/Sayfalayici';
import { Tablo, type Kolon } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { useVenueName } from '@panel/ui/useVenueName';
import { BirlestirDialog } from './BirlestirDialog';
import { MusteriCiftler } from './MusteriCiftler';
import { MusteriDetayDialog } from './MusteriDetayDialog';
import { MusteriDialog } from './MusteriDialog';
import { musteriApi } from '@api/musteri';
import { MUSTERI_KEY, bakiyeMetni, zamanGoster } from './ortak';

type Acik = { tur: 'yeni' } | { tur: 'detay'; id: number } | { tur: 'birlestir'; a: number; b: number } | null;

/** /isletme/randevutakip/musteriler: customers with server-side search and paging, balances, detail, KVKK requests, duplicates and merge. */
export default function MusteriScreen() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const [q, setQ] = useState('');
  const [arama, setArama] = useState('');
  const [filtre, setFiltre] = useState<MusteriFiltre>('aktif');
  const [sira, setSira] = useState<MusteriSira>('ad');
  const [sayfa, setSayfa] = useState(1);
  // ?musteri=<id> (a link from the CRM's customer view) opens that customer's detail
  const [acik, setAcik] = useState<Acik>(() => {
    const id = Number(new URLSearchParams(location.search).get('musteri'));
    return Number.isSafeInteger(id) && id > 0 ? { tur: 'detay', id } : null;
  });
  // bumped after any change so the duplicates panel reads again
  const [surum, setSurum] = useState(0);
  // a short pause so typing does not fire a request per letter
  useEffect(() => {
    const timer = setTimeout(() => { setArama(q.trim()); setSayfa(1); }, 250);
    return () => clearTimeout(timer);
  }, [q]);
  const sorgu = new URLSearchParams({ ...(arama ? { q: arama } : {}), filtre, sira });
  const { data, error, reload } = useApiData<MusteriListesi>(musteriApi.liste(`${sorgu.toString()}&sayfa=${sayfa}`));
  const degisti = () => { setSurum((s) => s + 1); void reload(); };

  const disaAktar = () => dosyaIndir(musteriApi.disaAktar(sorgu.toString()), 'musteriler.csv');

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const bas = data ? (data.sayfa - 1) * data.sayfaBoyutu : 0;
  const bosMetin = filtre === 'silinmis' ? t('musteri.emptySilinmis') : arama || filtre !== 'aktif' ? t('musteri.emptySearch') : t('musteri.empty');
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.musteriler')}</h1>
          <p className="muted">{t('musteri.subtitle', { isletme: venue, sayi: data?.sayac.aktif ?? 0 })}</p>
        </div>
        <div className="row-actions">
          {can.has(`${MUSTERI_KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="musteri-export">{t('musteri.export')}</button>}
          {can.has(`${MUSTERI_KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'yeni' })} data-testid="musteri-add"><Icon name="plus" size={18} />{t('musteri.add')}</button>}
        </div>
      </header>
      <div className="rm-filters">
        <label className="field"><span>{t('common.search')}</span>
          <input className="input" type="search" value={q} maxLength={100} onChange={(event) => setQ(event.target.value)} placeholder={t('musteri.searchPlaceholder')} data-testid="musteri-search" /></label>
        <Dropdown label={t('musteri.filtre')} value={filtre} name="musteriFiltre" onChange={(value) => { setFiltre(value as MusteriFiltre); setSayfa(1); }}
          options={MUSTERI_FILTRELERI.map((f) => ({ value: f, label: t(`musteri.filtre.${f}`) }))} />
        <Dropdown label={t('musteri.sira')} value={sira} name="musteriSira" onChange={(value) => { setSira(value as MusteriSira); setSayfa(1); }}
          options={MUSTERI_SIRALARI.map((s) => ({ value: s, label: t(`musteri.sira.${s}`) }))} />
      </div>
      {filtre !== 'silinmis' && <MusteriCiftler key={surum} onIncele={(c) => setAcik({ tur: 'birlestir', a: c.a.id, b: c.b.id })} />}
      {data && data.satirlar.length === 0 && <p className="empty-lead" data-testid="musteri-empty">{bosMetin}</p>}
      {data && data.satirlar.length > 0 && (
        <>
          <Tablo testId="musteri-table" sinif="rm-table" baslik={t('menu.randevu.musteriler')} satirlar={data.satirlar} satirAnahtari={(m) => m.id}
            satirOzellik={(m) => ({ className: m.silinmis ? 'row-passive' : undefined, 'data-testid': `musteri-row-${m.id}` })}
            kolonlar={kolonlar(t, lang, data.saatDilimi, (m) => setAcik({ tur: 'detay', id: m.id }))} />
          <div className="rm-sayfalar">
            <span className="muted" aria-live="polite" data-testid="musteri-sayi">{t('musteri.sayfaBilgi', { bas: bas + 1, son: bas + data.satirlar.length, toplam: data.toplam })}</span>
            <Sayfalayici sayfa={data.sayfa} toplam={data.toplam} boyut={data.sayfaBoyutu} onSayfa={setSayfa} testId="musteri" />
          </div>
        </>
      )}
      {acik?.tur === 'yeni' && (
        <MusteriDialog musteri={null} onClose={() => setAcik(null)} onSaved={(m) => { setAcik({ tur: 'detay', id: m.id }); degisti(); }}
          onMevcut={(id) => setAcik({ tur: 'detay', id })} />
      )}
      {acik?.tur === 'detay' && <MusteriDetayDialog key={acik.id} id={acik.id} onClose={() => setAcik(null)} onChanged={degisti} onAc={(id) => setAcik({ tur: 'detay', id })} />}
      {acik?.tur === 'birlestir' && (
        <BirlestirDialog aId={acik.a} bId={acik.b} onClose={() => setAcik(null)} onMerged={(id) => { setAcik({ tur: 'detay', id }); degisti(); }} />
      )}
    </section>
  );
}

/** The list's columns: the name opens the detail (so does the button a phone shows), balances and packages in short. */
function kolonlar(t: ReturnType<typeof useT>, lang: Lang, saatDilimi: string, onAc: (m: MusteriSatiri) => void): Kolon<MusteriSatiri>[] {
  const yok = <span className="muted">{t('musteri.yok')}</span>;
  const adi = (m: MusteriSatiri) => (m.silinmis ? t('musteri.silinmisMusteri') : m.adSoyad);
  return [
    { anahtar: 'ad', baslik: t('musteri.col.ad'), satirBasligi: true, hucre: (m) => (
      <div className="rm-ad-cell">
        <button type="button" className="rm-ad" onClick={() => onAc(m)} aria-label={t('musteri.detayAcFor', { ad: adi(m) })}>{adi(m)}</button>
        {m.sonrakiRandevu && <span className="muted rm-small">{t('musteri.sonraki', { tarih: zamanGoster(m.sonrakiRandevu, lang, saatDilimi, true, true) })}</span>}
      </div>
    ) },
    { anahtar: 'telefon', baslik: t('musteri.col.telefon'), sinif: 'rm-tel', hucre: (m) => (m.silinmis ? '—' : <a href={`tel:${m.telefon}`}>{telefonGoster(m.telefon)}</a>) },
    { anahtar: 'email', baslik: t('musteri.col.email'), sinif: 'rm-email', hucre: (m) => m.email ?? <span className="muted">—</span> },
    { anahtar: 'sonZiyaret', baslik: t('musteri.col.sonZiyaret'), sinif: 'rm-nowrap', hucre: (m) => (m.sonZiyaret ? zamanGoster(m.sonZiyaret, lang, saatDilimi, false) : yok) },
    { anahtar: 'randevu', baslik: t('musteri.col.randevu'), sayisal: true, hucre: (m) => m.randevuSayisi },
    { anahtar: 'paket', baslik: t('musteri.col.paket'), hucre: (m) => (m.aktifPaket > 0 ? (
      <span className="rm-deger"><span className="rm-rozet rm-rozet-paket">{t('musteri.seansOzet', { seans: m.kalanSeans })}</span><span className="muted rm-small">{t('musteri.paketSayisi', { paket: m.aktifPaket })}</span></span>
    ) : yok) },
    { anahtar: 'bakiye', baslik: t('musteri.col.bakiye'), hucre: (m) => (m.bakiyeKurus !== 0 ? (
      <span className="rm-deger" title={bakiyeMetni(m.bakiyeKurus, t) ?? undefined}>
        <strong className={m.bakiyeKurus > 0 ? 'rm-uyari rm-nowrap' : 'rm-iyi rm-nowrap'}>{formatKurus(Math.abs(m.bakiyeKurus))}</strong>
        <span className="muted rm-small">{t(m.bakiyeKurus > 0 ? 'musteri.borcEtiket' : 'musteri.alacakEtiket')}</span>
      </span>
    ) : yok) },
    { anahtar: 'eylem', baslik: '', islemler: true, sinif: 'rm-eylem', hucre: (m) => (
      <button type="button" className="btn btn-small" onClick={() => onAc(m)} aria-label={t('musteri.detayAcFor', { ad: adi(m) })} data-testid={`musteri-detay-${m.id}`}>{t('musteri.detayAc')}</button>
    ) },
  ];
}
