import '@lib/i18n/randevu';
import '@lib/i18n/randevu/hizmet';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { api } from '@api/client';
import { dosyaIndir, islem } from '@api/islem';
import { formatKurus } from '@lib/para';
import { eksikDiller, metin } from '@lib/menu/text';
import type { Hizmet, HizmetListesi } from '@lib/schemas/randevu/hizmet';
import { matchesSearch } from '@lib/search';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { toast } from '@stores/toasts';
import { Dropdown } from '@panel/ui/Dropdown';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { Tablo } from '@panel/ui/Tablo';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { Anahtar } from '@panel/ui/Anahtar';
import { useVenueName } from '@panel/ui/useVenueName';
import { useZaman } from '@panel/ui/useZaman';
import { HizmetDialog } from './HizmetDialog';
import { KaporaAyarDialog } from './KaporaAyarDialog';
import { API, HIZMET_KEY, hataMetni } from './hizmet-ortak';
import '@styles/panel-ui.css';
import { onayla } from '@stores/onay';

type Acik = { hizmet: Hizmet | null } | null;

/** /isletme/randevutakip/hizmetler: the venue's services with search, status/online filters, inline switches and CSV. */
export default function HizmetlerScreen() {
  const t = useT();
  const lang = useStore($lang);
  const zaman = useZaman();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<HizmetListesi>(`${API}/hizmetler`);
  const [list, setList] = useState<Hizmet[]>([]);
  const [query, setQuery] = useState('');
  const [durum, setDurum] = useState('');
  const [online, setOnline] = useState('');
  const [acik, setAcik] = useState<Acik>(null);
  const [kapora, setKapora] = useState(false);
  useEffect(() => setList(data?.hizmetler ?? []), [data]);

  const personelAd = useMemo(() => new Map((data?.personeller ?? []).map((p) => [p.id, p.ad])), [data]);
  const personelMetni = (h: Hizmet) => h.personelIdler.map((id) => personelAd.get(id) ?? '').filter(Boolean).join(', ');
  const shown = list.filter((h) => {
    if (durum && String(h.aktif) !== durum) return false;
    if (online && String(h.online) !== online) return false;
    return matchesSearch(`${metin(h.ad, 'tr')} ${metin(h.ad, lang)} ${personelMetni(h)}`, query);
  });
  const guncelle = can.has(`${HIZMET_KEY}:guncelle`);

  async function durumDegistir(h: Hizmet, patch: { aktif?: boolean; online?: boolean }) {
    setList((current) => current.map((row) => (row.id === h.id ? { ...row, ...patch } : row)));
    try {
      await api.post(`${API}/hizmetler/${h.id}/durum`, patch);
    } catch (caught) {
      toast('error', hataMetni(caught));
      await reload();
    }
  }

  async function sil(h: Hizmet) {
    if (!(await onayla(t('randevu.hizmet.confirmDelete', { ad: metin(h.ad, lang) }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    await islem(() => api.delete(`${API}/hizmetler/${h.id}`), t('common.deleted'), 6000);
    await reload();
  }

  const disaAktar = () => dosyaIndir(`${API}/hizmetler/disa-aktar`, 'hizmetler.csv');

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const aktifSayisi = list.filter((h) => h.aktif).length;
  const tumu = { value: '', label: t('randevu.hizmet.filter.tumu') };
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.hizmetler')}</h1>
          <p className="muted">{t('randevu.hizmet.subtitle', { isletme: venue, sayi: list.length, aktif: aktifSayisi })}</p>
        </div>
        <div className="row-actions">
          <button type="button" className="btn" onClick={() => setKapora(true)} data-testid="kapora-ayar">{t('randevu.kapora.ayar.dugme')}</button>
          {can.has(`${HIZMET_KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="hizmet-export">{t('common.csvExport')}</button>}
          {can.has(`${HIZMET_KEY}:ekle`) && <button type="button" className="btn btn-primary" onClick={() => setAcik({ hizmet: null })} data-testid="hizmet-add"><Icon name="plus" size={18} />{t('randevu.hizmet.add')}</button>}
        </div>
      </header>
      <div className="rh-filters">
        <label className="field"><span>{t('common.search')}</span>
          <input className="input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t('randevu.hizmet.searchPlaceholder')} data-testid="hizmet-search" /></label>
        <Dropdown label={t('common.status')} value={durum} onChange={setDurum} name="durumFiltre"
          options={[tumu, { value: 'true', label: t('common.active') }, { value: 'false', label: t('common.passive') }]} />
        <Dropdown label={t('randevu.hizmet.filter.online')} value={online} onChange={setOnline} name="onlineFiltre"
          options={[tumu, { value: 'true', label: t('randevu.hizmet.filter.onlineAcik') }, { value: 'false', label: t('randevu.hizmet.filter.onlineKapali') }]} />
      </div>
      {data && (
        <Tablo testId="hizmet-table" sinif="rh-table" baslik={t('menu.randevu.hizmetler')} satirlar={shown} satirAnahtari={(h) => h.id}
          satirOzellik={(h) => ({ className: h.aktif ? undefined : 'row-passive', 'data-testid': `hizmet-row-${h.id}` })}
          bos={list.length === 0 ? t('randevu.hizmet.empty') : t('dropdown.empty')} kolonlar={[
            { anahtar: 'hizmet', baslik: t('randevu.hizmet.col.hizmet'), satirBasligi: true, hucre: (h) => {
              const eksik = eksikDiller(h.ad);
              const personel = personelMetni(h);
              return (
                <div className="rh-name-cell">
                  <strong>{metin(h.ad, lang)}</strong>
                  <span className="muted rh-small">{personel || t('randevu.hizmet.personelYok')}</span>
                  {eksik.length > 0 && <span className="qm-missing">{t('common.missingLangs', { diller: eksik.join(', ').toUpperCase() })}</span>}
                </div>
              );
            } },
            { anahtar: 'sure', baslik: t('randevu.hizmet.col.sure'), hucre: (h) => (
              <div className="rh-sure-cell">
                <span className="rh-sure">{zaman.sure(h.sureDk)}</span>
                {h.onceTamponDk > 0 && <span className="muted rh-small">{t('randevu.hizmet.tamponOnce', { sayi: h.onceTamponDk })}</span>}
                {h.sonraTamponDk > 0 && <span className="muted rh-small">{t('randevu.hizmet.tamponSonra', { sayi: h.sonraTamponDk })}</span>}
              </div>
            ) },
            { anahtar: 'fiyat', baslik: t('common.price'), sinif: 'qm-price', hucre: (h) => formatKurus(h.fiyatKurus) },
            { anahtar: 'online', baslik: t('randevu.hizmet.col.online'), hucre: (h) => <Anahtar on={h.online} disabled={!guncelle} label={t('randevu.hizmet.onlineFor', { ad: metin(h.ad, lang) })} onToggle={() => void durumDegistir(h, { online: !h.online })} testId={`hizmet-online-${h.id}`} /> },
            { anahtar: 'aktif', baslik: t('randevu.hizmet.col.aktif'), hucre: (h) => <Anahtar on={h.aktif} disabled={!guncelle} label={t('randevu.hizmet.aktifFor', { ad: metin(h.ad, lang) })} onToggle={() => void durumDegistir(h, { aktif: !h.aktif })} testId={`hizmet-aktif-${h.id}`} /> },
            { anahtar: 'islem', baslik: t('common.actions'), islemler: true, hucre: (h) => {
              const ad = metin(h.ad, lang);
              return (
                <>
                  {guncelle && <button type="button" className="btn btn-small" onClick={() => setAcik({ hizmet: h })} aria-label={`${t('common.edit')}: ${ad}`} data-testid={`hizmet-edit-${h.id}`}><Icon name="edit" size={16} />{t('common.edit')}</button>}
                  {can.has(`${HIZMET_KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(h)} aria-label={`${t('common.delete')}: ${ad}`} data-testid={`hizmet-delete-${h.id}`}><Icon name="trash" size={16} /></button>}
                </>
              );
            } },
          ]} />
      )}
      {kapora && <KaporaAyarDialog duzenleyebilir={guncelle} onClose={() => setKapora(false)} />}
      {acik && data && (
        <HizmetDialog hizmet={acik.hizmet} personeller={data.personeller} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />
      )}
    </section>
  );
}
