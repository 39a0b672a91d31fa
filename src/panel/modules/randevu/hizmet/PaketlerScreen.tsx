import '@lib/i18n/randevu';
import '@lib/i18n/randevu/hizmet';
import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState } from 'react';
import { api } from '@api/client';
import { dosyaIndir, islem } from '@api/islem';
import { formatKurus } from '@lib/para';
import { metin } from '@lib/menu/text';
import type { MusteriSonucu, Paket, PaketListesi } from '@lib/schemas/randevu/hizmet';
import { $permissionSet } from '@stores/auth';
import { $lang } from '@stores/language';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useT } from '@panel/hooks';
import { useApiData } from '@panel/useApiData';
import { API, PAKET_KEY } from './hizmet-ortak';
import { PaketBakiyeleri } from './PaketBakiyeleri';
import { PaketDialog } from './PaketDialog';
import { PaketSatisDialog } from './PaketSatisDialog';
import '@styles/panel-ui.css';
import { onayla } from '@stores/onay';

type Sekme = 'paketler' | 'bakiyeler';
type Acik = { tur: 'form'; paket: Paket | null } | { tur: 'sat'; paket: Paket } | null;
const SEKMELER: Sekme[] = ['paketler', 'bakiyeler'];

/** /isletme/randevutakip/hizmet-paketleri: packages (CRUD, sell) and the customers' remaining sessions. */
export default function PaketlerScreen() {
  const t = useT();
  const lang = useStore($lang);
  const can = useStore($permissionSet);
  const { data, error, reload } = useApiData<PaketListesi>(`${API}/paketler`);
  const [sekme, setSekme] = useState<Sekme>('paketler');
  const [acik, setAcik] = useState<Acik>(null);
  // after a sale the balances tab opens on that customer
  const [bakiyeMusterisi, setBakiyeMusterisi] = useState<MusteriSonucu | null>(null);
  const [bakiyeSurum, setBakiyeSurum] = useState(0);
  const refs = useRef<Record<Sekme, HTMLButtonElement | null>>({ paketler: null, bakiyeler: null });
  const hizmetAd = useMemo(() => new Map((data?.hizmetler ?? []).map((h) => [h.id, metin(h.ad, lang)])), [data, lang]);
  const hizmetFiyat = useMemo(() => new Map((data?.hizmetler ?? []).map((h) => [h.id, h.fiyatKurus])), [data]);

  function sekmeTus(event: React.KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = SEKMELER[(index + step + SEKMELER.length) % SEKMELER.length]!;
    setSekme(next);
    refs.current[next]?.focus();
  }

  async function sil(p: Paket) {
    if (!(await onayla(t('randevu.hizmet.paket.confirmDelete', { ad: p.ad }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    await islem(() => api.delete(`${API}/paketler/${p.id}`), t('common.deleted'), 6000);
    await reload();
  }

  const disaAktar = () => dosyaIndir(`${API}/paketler/disa-aktar`, 'hizmet-paketleri.csv');

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  const paketler = data?.paketler ?? [];
  const tekTek = (p: Paket) => p.hizmetler.reduce((sum, h) => sum + (hizmetFiyat.get(h.hizmetId) ?? 0) * h.seans, 0);
  return (
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1>{t('menu.randevu.hizmetPaketleri')}</h1>
          <p className="muted">{t('randevu.hizmet.paket.subtitle')}</p>
        </div>
        {sekme === 'paketler' && (
          <div className="row-actions">
            {can.has(`${PAKET_KEY}:disa-aktar`) && <button type="button" className="btn" onClick={() => void disaAktar()} data-testid="paket-export">{t('common.csvExport')}</button>}
            {can.has(`${PAKET_KEY}:ekle`) && (
              <button type="button" className="btn btn-primary" onClick={() => setAcik({ tur: 'form', paket: null })} disabled={data !== null && data.hizmetler.length === 0} data-testid="paket-add">
                <Icon name="plus" size={18} />{t('randevu.hizmet.paket.add')}
              </button>
            )}
          </div>
        )}
      </header>
      <div role="tablist" aria-label={t('menu.randevu.hizmetPaketleri')} className="qm-tabs qm-tabs-big">
        {SEKMELER.map((s, index) => (
          <button key={s} ref={(node) => { refs.current[s] = node; }} type="button" role="tab" id={`rh-tab-${s}`} aria-selected={sekme === s} aria-controls={`rh-panel-${s}`}
            tabIndex={sekme === s ? 0 : -1} className="qm-tab" onClick={() => setSekme(s)} onKeyDown={(event) => sekmeTus(event, index)} data-testid={`paket-tab-${s}`}>
            {t(s === 'paketler' ? 'randevu.hizmet.paket.tabPaketler' : 'randevu.hizmet.paket.tabBakiyeler')}
          </button>
        ))}
      </div>
      {sekme === 'paketler' ? (
        <div role="tabpanel" id="rh-panel-paketler" aria-labelledby="rh-tab-paketler" className="rh-tabpanel">
          {data && data.hizmetler.length === 0 && <p className="empty-lead">{t('randevu.hizmet.paket.noService')}</p>}
          {data && data.hizmetler.length > 0 && paketler.length === 0 && <p className="empty-lead">{t('randevu.hizmet.paket.empty')}</p>}
          <ul className="rh-paketler" data-testid="paket-list">
            {paketler.map((p) => {
              const toplam = tekTek(p);
              const oran = toplam > p.fiyatKurus && toplam > 0 ? Math.round(((toplam - p.fiyatKurus) / toplam) * 100) : 0;
              return (
                <li key={p.id} className={`card rh-paket${p.aktif ? '' : ' rh-pasif'}`} data-testid={`paket-${p.id}`}>
                  <div className="rh-paket-head">
                    <h2 className="row-title">{p.ad}</h2>
                    {!p.aktif && <span className="status status-off">{t('common.passive')}</span>}
                  </div>
                  {p.aciklama && <p className="muted rh-small">{p.aciklama}</p>}
                  <ul className="rh-icerik" aria-label={t('randevu.hizmet.paket.icerik')}>
                    {p.hizmetler.map((h) => <li key={h.hizmetId}>{t('randevu.hizmet.seansli', { ad: hizmetAd.get(h.hizmetId) ?? '', sayi: h.seans })}</li>)}
                  </ul>
                  <div className="rh-paket-fiyat">
                    <strong className="qm-price">{formatKurus(p.fiyatKurus)}</strong>
                    {oran > 0 && <span className="muted rh-small">{t('randevu.hizmet.paket.tekTek', { tutar: formatKurus(toplam) })} · <span className="rh-avantaj">{t('randevu.hizmet.paket.avantaj', { oran })}</span></span>}
                  </div>
                  <p className="muted rh-small">
                    {p.gecerlilikGun === null ? t('randevu.hizmet.paket.suresiz') : t('randevu.hizmet.paket.gecerlilikGun', { sayi: p.gecerlilikGun })} · {t('randevu.hizmet.paket.satisSayisi', { sayi: p.satisSayisi })}
                  </p>
                  <div className="row-actions rh-paket-actions">
                    {can.has(`${PAKET_KEY}:ekle`) && p.aktif && (
                      <button type="button" className="btn btn-primary btn-small" onClick={() => setAcik({ tur: 'sat', paket: p })} aria-label={t('randevu.hizmet.paket.sellFor', { ad: p.ad })} data-testid={`paket-sat-${p.id}`}>{t('randevu.hizmet.paket.sell')}</button>
                    )}
                    {can.has(`${PAKET_KEY}:guncelle`) && <button type="button" className="btn btn-small" onClick={() => setAcik({ tur: 'form', paket: p })} aria-label={`${t('common.edit')}: ${p.ad}`} data-testid={`paket-edit-${p.id}`}><Icon name="edit" size={16} />{t('common.edit')}</button>}
                    {can.has(`${PAKET_KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void sil(p)} aria-label={`${t('common.delete')}: ${p.ad}`} data-testid={`paket-delete-${p.id}`}><Icon name="trash" size={16} /></button>}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <div role="tabpanel" id="rh-panel-bakiyeler" aria-labelledby="rh-tab-bakiyeler" className="rh-tabpanel">
          <PaketBakiyeleri key={bakiyeSurum} baslangicMusteri={bakiyeMusterisi} />
        </div>
      )}
      {acik?.tur === 'form' && data && (
        <PaketDialog paket={acik.paket} hizmetler={data.hizmetler} onClose={() => setAcik(null)} onSaved={() => { setAcik(null); void reload(); }} />
      )}
      {acik?.tur === 'sat' && (
        <PaketSatisDialog paket={acik.paket} hizmetAd={hizmetAd} onClose={() => setAcik(null)}
          onSold={(musteri) => { setAcik(null); setBakiyeMusterisi(musteri); setBakiyeSurum((n) => n + 1); setSekme('bakiyeler'); void reload(); }} />
      )}
    </section>
  );
}
