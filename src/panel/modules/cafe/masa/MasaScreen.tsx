import '@lib/i18n/cafe';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { hataMetni } from '@api/client';
import { masaApi } from '@api/cafe/masa';
import type { Alan, CafeMasa, MasaDuzeni } from '@lib/schemas/cafe/masa';
import { $permissionSet } from '@stores/auth';
import { onayla } from '@stores/onay';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { LoadError } from '@panel/ui/LoadError';
import { useVenueName } from '@panel/ui/useVenueName';
import { useT } from '@panel/hooks';
import { islem } from '@api/islem';
import { useApiData } from '@panel/useApiData';
import { AlanDialog, MasaDialog } from './MasaDialoglari';
import { YerlesimPlani, type Yerlesim } from './YerlesimPlani';
import '@styles/panel-ui.css';
import '@styles/cafe-masa.css';

const KEY = 'isletme:qrmenu:cafe-yonetim:masa';

/** /isletme/qrmenu/cafe-yonetim/masa: the venue's areas (tabs), their tables (list with dialogs) and a floor plan per area. */
export default function MasaScreen() {
  const t = useT();
  const id = useId();
  const can = useStore($permissionSet);
  const venue = useVenueName();
  const { data, error, reload } = useApiData<MasaDuzeni>(masaApi.duzen);
  const [duzen, setDuzen] = useState<MasaDuzeni | null>(null);
  // the chosen area is in the address (?alan=…), so a reload or a shared link opens the same plan
  const [secili, setSeciliDurum] = useState<number | null>(() => Number(new URLSearchParams(location.search).get('alan')) || null);
  function setSecili(alanId: number) {
    setSeciliDurum(alanId);
    const url = new URL(location.href);
    url.searchParams.set('alan', String(alanId));
    history.replaceState(history.state, '', url);
  }
  const [alanDialog, setAlanDialog] = useState<Alan | 'yeni' | null>(null);
  const [masaDialog, setMasaDialog] = useState<CafeMasa | 'yeni' | null>(null);
  const sekmeler = useRef<Record<number, HTMLButtonElement | null>>({});
  useEffect(() => setDuzen(data), [data]);

  const guncelle = can.has(`${KEY}:guncelle`);
  const alanlar = duzen?.alanlar ?? [];
  const alan = alanlar.find((a) => a.id === secili) ?? alanlar[0];
  const masalar = (duzen?.masalar ?? []).filter((m) => m.alanId === alan?.id).sort((a, b) => a.sira - b.sira || a.id - b.id);

  async function calistir(task: () => Promise<unknown>, basari?: string) {
    await islem(task, basari, 8000);
    await reload();
  }

  function sekmeTusu(event: KeyboardEvent, index: number) {
    const adim = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!adim) return;
    event.preventDefault();
    const sonraki = alanlar[(index + adim + alanlar.length) % alanlar.length]!;
    setSecili(sonraki.id);
    sekmeler.current[sonraki.id]?.focus();
  }

  function alanTasi(adim: number) {
    if (!alan) return;
    const idler = alanlar.map((a) => a.id);
    const i = idler.indexOf(alan.id);
    [idler[i], idler[i + adim]] = [idler[i + adim]!, idler[i]!];
    void calistir(() => masaApi.alanSirala(idler), t('common.saved'));
  }

  function masaTasi(masa: CafeMasa, adim: number) {
    const idler = masalar.map((m) => m.id);
    const i = idler.indexOf(masa.id);
    [idler[i], idler[i + adim]] = [idler[i + adim]!, idler[i]!];
    void calistir(() => masaApi.masaSirala(masa.alanId, idler));
  }

  async function alanSil(a: Alan) {
    if (!(await onayla(t('cafe.masa.alanSilOnay', { ad: a.ad }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    await calistir(() => masaApi.alanSil(a.id), t('common.deleted'));
  }

  async function masaSil(masa: CafeMasa) {
    if (!(await onayla(t('cafe.masa.masaSilOnay', { ad: masa.ad }), { onayMetni: t('common.delete'), tehlikeli: true }))) return;
    await calistir(() => masaApi.masaSil(masa.id), t('common.deleted'));
  }

  // the plan moves at once; the server's answer (or a reload after a refusal) settles it
  async function yerlesim(degisim: Yerlesim) {
    if (!alan || !duzen) return;
    const yeni = new Map(degisim.map((d) => [d.id, d]));
    setDuzen({ ...duzen, masalar: duzen.masalar.map((m) => (yeni.has(m.id) ? { ...m, planX: yeni.get(m.id)!.planX, planY: yeni.get(m.id)!.planY } : m)) });
    try {
      if (degisim.length === 1) await masaApi.konum(degisim[0]!.id, { planX: degisim[0]!.planX, planY: degisim[0]!.planY });
      else setDuzen(await masaApi.plan(alan.id, { masalar: degisim }));
    } catch (caught) {
      toast('error', hataMetni(caught), undefined, 8000);
      await reload();
    }
  }

  if (error) return <LoadError error={error} onRetry={() => void reload()} />;
  if (!duzen) return null;
  const alanIndex = alan ? alanlar.indexOf(alan) : -1;
  return (
    <section className="screen cm-ekran">
      <header className="screen-header">
        <div>
          <h1>{t('menu.cafe.masa')}</h1>
          <p className="muted">{t('cafe.masa.subtitle', { isletme: venue, alan: alanlar.length, masa: duzen.masalar.length })}</p>
        </div>
        {can.has(`${KEY}:ekle`) && <button type="button" className="btn" onClick={() => setAlanDialog('yeni')} data-testid="alan-ekle"><Icon name="plus" size={18} />{t('cafe.masa.alanEkle')}</button>}
      </header>
      {alanlar.length === 0 && <p className="empty-lead">{t('cafe.masa.alanBos')}</p>}
      {alan && (
        <>
          <div role="tablist" aria-label={t('cafe.masa.alanlar')} className="qm-tabs qm-tabs-big cm-sekmeler">
            {alanlar.map((a, index) => (
              <button key={a.id} ref={(node) => { sekmeler.current[a.id] = node; }} type="button" role="tab" id={`${id}-sekme-${a.id}`} aria-selected={a.id === alan.id} aria-controls={`${id}-panel`}
                tabIndex={a.id === alan.id ? 0 : -1} className="qm-tab" onClick={() => setSecili(a.id)} onKeyDown={(event) => sekmeTusu(event, index)} data-testid={`alan-sekme-${a.id}`}>
                {a.ad}{!a.aktif && <span className="badge">{t('cafe.masa.pasif')}</span>}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-sekme-${alan.id}`} className="cm-panel" data-testid="alan-panel">
            <div className="cm-alan-islemler row-actions">
              {guncelle && (
                <>
                  <button type="button" className="btn btn-small" onClick={() => setAlanDialog(alan)} aria-label={t('cafe.masa.alanDuzenleFor', { ad: alan.ad })} data-testid="alan-duzenle"><Icon name="edit" size={16} />{t('cafe.masa.alanDuzenle')}</button>
                  <button type="button" className="icon-btn" aria-label={t('cafe.masa.alanSola', { ad: alan.ad })} disabled={alanIndex === 0} onClick={() => alanTasi(-1)}><span aria-hidden="true">←</span></button>
                  <button type="button" className="icon-btn" aria-label={t('cafe.masa.alanSaga', { ad: alan.ad })} disabled={alanIndex === alanlar.length - 1} onClick={() => alanTasi(1)}><span aria-hidden="true">→</span></button>
                </>
              )}
              {can.has(`${KEY}:sil`) && <button type="button" className="btn btn-small btn-danger" onClick={() => void alanSil(alan)} data-testid="alan-sil"><Icon name="trash" size={16} />{t('cafe.masa.alanSil')}</button>}
            </div>
            <div className="cm-govde">
              <div className="card cm-plan-kart">
                <h2 className="section-title">{t('cafe.masa.plan')}</h2>
                <YerlesimPlani alanAd={alan.ad} masalar={masalar} duzenlenebilir={guncelle} onYerlesim={(degisim) => yerlesim(degisim)} />
              </div>
              <div className="card cm-liste-kart">
                <div className="cm-liste-bas">
                  <h2 className="section-title">{t('cafe.masa.masalar')}</h2>
                  {can.has(`${KEY}:ekle`) && <button type="button" className="btn btn-primary btn-small" onClick={() => setMasaDialog('yeni')} data-testid="masa-ekle"><Icon name="plus" size={16} />{t('cafe.masa.masaEkle')}</button>}
                </div>
                {masalar.length === 0 && <p className="muted">{t('cafe.masa.masaBos')}</p>}
                <ul className="cm-liste" data-testid="masa-listesi">
                  {masalar.map((masa, index) => (
                    <li key={masa.id} className={`cm-satir${masa.aktif ? '' : ' row-passive'}`} data-testid={`masa-satir-${masa.id}`}>
                      <div className="cm-satir-ad">
                        <strong>{masa.ad}</strong>
                        <span className="muted">{t('cafe.masa.kisi', { sayi: masa.kapasite })}{!masa.aktif && <span className="badge">{t('cafe.masa.pasif')}</span>}</span>
                      </div>
                      <div className="row-actions">
                        {guncelle && (
                          <>
                            <button type="button" className="icon-btn" aria-label={t('cafe.masa.yukariFor', { ad: masa.ad })} disabled={index === 0} onClick={() => masaTasi(masa, -1)}><span aria-hidden="true">↑</span></button>
                            <button type="button" className="icon-btn" aria-label={t('cafe.masa.asagiFor', { ad: masa.ad })} disabled={index === masalar.length - 1} onClick={() => masaTasi(masa, 1)}><span aria-hidden="true">↓</span></button>
                            <button type="button" className="icon-btn" aria-label={t('cafe.masa.duzenleFor', { ad: masa.ad })} onClick={() => setMasaDialog(masa)}><Icon name="edit" size={18} /></button>
                          </>
                        )}
                        {can.has(`${KEY}:sil`) && <button type="button" className="icon-btn cm-sil" aria-label={t('cafe.masa.silFor', { ad: masa.ad })} onClick={() => void masaSil(masa)}><Icon name="trash" size={18} /></button>}
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </>
      )}
      {alanDialog && <AlanDialog alan={alanDialog === 'yeni' ? null : alanDialog} onClose={() => setAlanDialog(null)} onSaved={(yeniId) => { setAlanDialog(null); setSecili(yeniId); void reload(); }} />}
      {masaDialog && alan && (
        <MasaDialog masa={masaDialog === 'yeni' ? null : masaDialog} alanId={alan.id} alanlar={alanlar} onClose={() => setMasaDialog(null)}
          onSaved={(kayit) => { setMasaDialog(null); setSecili(kayit.alanId); void reload(); }} />
      )}
    </section>
  );
}
