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
  const sonSayfa = data ? Math.max(1, Math.ceil(data.toplam / data.sayfaBoyutu)) : 1;
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
          <div className="table-wrap">
            <table className="table rm-table" data-testid="musteri-table">
              <thead>
                <tr>
                  <th scope="col">{t('musteri.col.ad')}</th><th scope="col">{t('musteri.col.telefon')}</th><th scope="col">{t('musteri.col.email')}</th>
                  <th scope="col">{t('musteri.col.sonZiyaret')}</th><th scope="col" className="rm-num">{t('musteri.col.randevu')}</th>
                  <th scope="col">{t('musteri.col.paket')}</th><th scope="col">{t('musteri.col.bakiye')}</th>
                  <th scope="col" className="rm-eylem"><span className="sr-only">{t('common.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {data.satirlar.map((m) => <Satir key={m.id} m={m} saatDilimi={data.saatDilimi} onAc={() => setAcik({ tur: 'detay', id: m.id })} lang={lang} />)}
              </tbody>
            </table>
          </div>
          <nav className="rm-sayfalar" aria-label={t('musteri.sayfaNav')}>
            <span className="muted" aria-live="polite" data-testid="musteri-sayfa">{t('musteri.sayfaBilgi', { bas: bas + 1, son: bas + data.satirlar.length, toplam: data.toplam })}</span>
            <span className="row-actions">
              <button type="button" className="btn btn-small" disabled={data.sayfa <= 1} onClick={() => setSayfa(data.sayfa - 1)} data-testid="musteri-onceki">{t('musteri.onceki')}</button>
              <button type="button" className="btn btn-small" disabled={data.sayfa >= sonSayfa} onClick={() => setSayfa(data.sayfa + 1)} data-testid="musteri-sonraki">{t('musteri.sonrakiSayfa')}</button>
            </span>
          </nav>
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

function Satir({ m, saatDilimi, onAc, lang }: { m: MusteriSatiri; saatDilimi: string; onAc: () => void; lang: Lang }) {
  const t = useT();
  const ad = m.silinmis ? t('musteri.silinmisMusteri') : m.adSoyad;
  return (
    <tr className={m.silinmis ? 'row-passive' : ''} data-testid={`musteri-row-${m.id}`}>
      <td><div className="rm-ad-cell">
        <button type="button" className="rm-ad" onClick={onAc} aria-label={t('musteri.detayAcFor', { ad })}>{ad}</button>
        {m.sonrakiRandevu && <span className="muted rm-small">{t('musteri.sonraki', { tarih: zamanGoster(m.sonrakiRandevu, lang, saatDilimi, true, true) })}</span>}
      </div></td>
      <td data-label={t('musteri.col.telefon')} className="rm-tel">{m.silinmis ? '—' : <a href={`tel:${m.telefon}`}>{telefonGoster(m.telefon)}</a>}</td>
      <td data-label={t('musteri.col.email')} className="rm-email">{m.email ?? <span className="muted">—</span>}</td>
      <td data-label={t('musteri.col.sonZiyaret')} className="rm-nowrap">{m.sonZiyaret ? zamanGoster(m.sonZiyaret, lang, saatDilimi, false) : <span className="muted">{t('musteri.yok')}</span>}</td>
      <td data-label={t('musteri.col.randevu')} className="rm-num">{m.randevuSayisi}</td>
      <td data-label={t('musteri.col.paket')}>{m.aktifPaket > 0 ? (
        <span className="rm-deger"><span className="rm-rozet rm-rozet-paket">{t('musteri.seansOzet', { seans: m.kalanSeans })}</span><span className="muted rm-small">{t('musteri.paketSayisi', { paket: m.aktifPaket })}</span></span>
      ) : <span className="muted">{t('musteri.yok')}</span>}</td>
      <td data-label={t('musteri.col.bakiye')}>{m.bakiyeKurus !== 0 ? (
        <span className="rm-deger" title={bakiyeMetni(m.bakiyeKurus, t) ?? undefined}>
          <strong className={m.bakiyeKurus > 0 ? 'rm-uyari rm-nowrap' : 'rm-iyi rm-nowrap'}>{formatKurus(Math.abs(m.bakiyeKurus))}</strong>
          <span className="muted rm-small">{t(m.bakiyeKurus > 0 ? 'musteri.borcEtiket' : 'musteri.alacakEtiket')}</span>
        </span>
      ) : <span className="muted">{t('musteri.yok')}</span>}</td>
      <td className="cell-actions rm-eylem">
        <button type="button" className="btn btn-small" onClick={onAc} aria-label={t('musteri.detayAcFor', { ad })} data-testid={`musteri-detay-${m.id}`}>{t('musteri.detayAc')}</button>
      </td>
    </tr>
  );
}
