import '@lib/i18n/qrmenu';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { qrApi } from '@api/qrmenu';
import type { Kategori, Urun } from '@lib/schemas/qrmenu';
import { dosyaIndir } from '@api/islem';
import { formatKurus } from '@lib/para';
import { eksikDiller, metin } from '@lib/menu/text';
import { matchesSearch } from '@lib/search';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { FiyatGecmisiDialog, TopluFiyatDialog } from './FiyatDialoglari';
import { Anahtar } from '@panel/ui/Anahtar';
import { Gorsel } from './gorsel';
import { hataMetni } from '@api/client';
import { useVenueName } from '@panel/ui/useVenueName';
import { UrunDialog } from './UrunDialog';
import { onayla } from '@stores/onay';

const KEY = 'isletme:qrmenu:urunler';
type Acik = { tur: 'form'; urun: Urun | null } | { tur: 'toplu' } | { tur: 'gecmis'; urun: Urun } | null;

/** /isletme/qrmenu/urunler: products with search, category and missing-translation filters, inline toggles, bulk price. */
export default function UrunlerScreen() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<Urun[]>(qrApi.urunler);
  const kategoriler = useApiData<Kategori[]>(qrApi.kategoriler);
  const [list, setList] = useState<Urun[]>([]);
  const [query, setQuery] = useState('');
  const [kategori, setKategori] = useState('');
  const [eksik, setEksik] = useState(false);
  const [secili, setSecili] = useState<number[]>([]);
  const [acik, setAcik] = useState<Acik>(null);
  useEffect(() => setList(data ?? []), [data]);

  const katById = useMemo(() => new Map((kategoriler.data ?? []).map((item) => [item.id, item])), [kategoriler.data]);
  const katAd = (id: number) => {
    const item = katById.get(id);
    if (!item) return '';
    const parent = item.ustKategoriId ? katById.get(item.ustKategoriId) : undefined;
    return parent ? `${metin(parent.ad, lang)} › ${metin(item.ad, lang)}` : metin(item.ad, lang);
  };
  const katSecenekleri = (kategoriler.data ?? [])
    .map((item) => ({ value: String(item.id), label: katAd(item.id) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'tr'));

  const shown = list.filter((urun) => {
    if (kategori) {
      const item = katById.get(urun.kategoriId);
      if (String(urun.kategoriId) !== kategori && String(item?.ustKategoriId ?? '') !== kategori) return false;
    }
    if (eksik && eksikDiller(urun.ad).length === 0 && (urun.aciklama.tr.trim() === '' || eksikDiller(urun.aciklama).length === 0)) return false;
    return matchesSearch(`${metin(urun.ad, 'tr')} ${metin(urun.ad, lang)} ${katAd(urun.kategoriId)}`, query);
  });
  const tumuSecili = shown.length > 0 && shown.every((urun) => secili.includes(urun.id));

  async function durum(urun: Urun, patch: { tukendi?: boolean; gorunur?: boolean }) {
    setList((current) => current.map((row) => (row.id === urun.id ? { ...row, ...patch } : row)));
    try {
      await qrApi.urunDurum(urun.id, patch);
    } catch (caught) {
      toast('error', hataMetni(caught));
      await reload();
    }
  }

  async function sil(urun: Urun) {
    if (!(await onayla(t('qrmenu.prod.confirmDelete', { ad: metin(urun.ad, lang) }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    try {
      await withLoader(() => qrApi.urunSil(urun.id));
      toast('success', t('common.deleted'));
      setSecili((current) => current.filter((id) => id !== urun.id));
    } catch (caught) {
      toast('error', hataMetni(caught));
    }
    await reload();
  }

  const disaAktar = () => dosyaIndir(`${qrApi.urunler}/disa-aktar`, 'urunler.csv');

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const guncelle = can.has(`${KEY}:guncelle`);
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.qrmenu.urunler')}</h1>
          <p className="muted">{t('qrmenu.prod.subtitle', { isletme: venue, sayi: list.length })}</p>
        </div>
        <div className="row-actions">
          {can.has(`${KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="product-export">{t('common.csvExport')}</button>}
          {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'form', urun: null })} data-testid="product-add"><Icon name="plus" size={18} />{t('qrmenu.prod.add')}</button>}
        </div>
      </header>
      <div className="qm-filters">
        <label className="field qm-search"><span>{t('common.search')}</span>
          <input className="input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t('qrmenu.prod.searchPlaceholder')} data-testid="product-search" /></label>
        <Dropdown label={t('qrmenu.category')} searchable value={kategori} options={[{ value: '', label: t('qrmenu.prod.allCategories') }, ...katSecenekleri]} onChange={setKategori} name="kategoriFiltre" />
        <label className="check qm-filter-check"><input type="checkbox" checked={eksik} onChange={(event) => setEksik(event.target.checked)} data-testid="filter-missing" />{t('qrmenu.prod.missingFilter')}</label>
      </div>
      {guncelle && secili.length > 0 && (
        <div className="qm-bulkbar" role="region" aria-label={t('qrmenu.bulk.region')}>
          <span>{t('qrmenu.bulk.selected', { sayi: secili.length })}</span>
          <button type="button" className="btn btn-primary btn-small" onClick={() => setAcik({ tur: 'toplu' })} data-testid="bulk-open">{t('qrmenu.bulk.open')}</button>
          <button type="button" className="btn btn-small" onClick={() => setSecili([])}>{t('qrmenu.bulk.clear')}</button>
        </div>
      )}
      {data && (
        <Tablo testId="product-table" sinif="qm-table" baslik={t('menu.qrmenu.urunler')} satirlar={shown} satirAnahtari={(urun) => urun.id}
          satirOzellik={(urun) => ({ className: urun.gorunur ? undefined : 'row-passive', 'data-testid': `product-row-${urun.id}` })}
          bos={list.length === 0 ? t('qrmenu.prod.empty') : t('dropdown.empty')} kolonlar={[
            guncelle && { anahtar: 'sec', etiket: '', sinif: 'qm-select', kose: true,
              baslik: <input type="checkbox" aria-label={t('qrmenu.selectAll')} checked={tumuSecili} onChange={() => setSecili(tumuSecili ? [] : shown.map((urun) => urun.id))} />,
              hucre: (urun) => <input type="checkbox" aria-label={t('qrmenu.selectRow', { ad: metin(urun.ad, lang) })} checked={secili.includes(urun.id)} onChange={(event) => setSecili(event.target.checked ? [...secili, urun.id] : secili.filter((id) => id !== urun.id))} /> },
            { anahtar: 'ad', baslik: t('common.name'), satirBasligi: true, hucre: (urun) => {
              const missing = eksikDiller(urun.ad);
              return (
                <div className="qm-name-cell">
                  {urun.gorseller[0] ? <Gorsel anahtar={urun.gorseller[0]} alt="" size={44} /> : <span className="qm-thumb qm-thumb-empty" aria-hidden="true"><Icon name="cup" size={18} /></span>}
                  <span className="qm-name-text">
                    <strong className="qm-prod-name">{metin(urun.ad, lang)}</strong>
                    <span className="muted qm-small">{katAd(urun.kategoriId)}</span>
                    {missing.length > 0 && <span className="qm-missing">{t('common.missingLangs', { diller: missing.join(', ').toUpperCase() })}</span>}
                  </span>
                </div>
              );
            } },
            { anahtar: 'fiyat', baslik: t('common.price'), sinif: 'qm-price', hucre: (urun) => formatKurus(urun.fiyatKurus) },
            { anahtar: 'tukendi', baslik: t('qrmenu.prod.soldOut'), hucre: (urun) => <Anahtar on={urun.tukendi} disabled={!guncelle} label={t('qrmenu.prod.soldOutFor', { ad: metin(urun.ad, lang) })} onToggle={() => void durum(urun, { tukendi: !urun.tukendi })} testId={`soldout-${urun.id}`} /> },
            { anahtar: 'gorunur', baslik: t('qrmenu.visible'), hucre: (urun) => <Anahtar on={urun.gorunur} disabled={!guncelle} label={t('qrmenu.visibleFor', { ad: metin(urun.ad, lang) })} onToggle={() => void durum(urun, { gorunur: !urun.gorunur })} testId={`visible-${urun.id}`} /> },
            { anahtar: 'islem', baslik: t('common.actions'), islemler: true, hucre: (urun) => {
              const ad = metin(urun.ad, lang);
              return (
                <>
                  {guncelle && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'form', urun })} aria-label={`${t('common.edit')}: ${ad}`}><Icon name="edit" size={16} />{t('common.edit')}</button>}
                  <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'gecmis', urun })} aria-label={t('qrmenu.history.open', { ad })}><Icon name="clock" size={16} />{t('qrmenu.history.short')}</button>
                  {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(urun)} aria-label={`${t('common.delete')}: ${ad}`}><Icon name="trash" size={16} /></button>}
                </>
              );
            } },
          ]} />
      )}
      {acik?.tur === 'form' && (
        <UrunDialog urun={acik.urun} kategoriler={katSecenekleri} varsayilanKategori={kategori} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); void kategoriler.reload(); }} />
      )}
      {acik?.tur === 'toplu' && <TopluFiyatDialog urunIdler={secili} onClose={() => setAcik(null)} onApplied={() => { setAcik(null); setSecili([]); void reload(); }} />}
      {acik?.tur === 'gecmis' && <FiyatGecmisiDialog urun={acik.urun} onClose={() => setAcik(null)} />}
    </section>
  );
}
