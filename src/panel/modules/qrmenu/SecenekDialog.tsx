import { useState, type FormEvent } from 'react';
import { qrApi } from '@api/qrmenu';
import type { CokDilliMetin } from '@lib/menu/text';
import { parseLira, tutarMetni } from '@lib/para';
import { SECENEK_DEGER_SINIRI, SECENEK_FARK_SINIRI, SecenekGrupSchema, type SecenekGrup } from '@lib/schemas/qrmenu';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';
import { BOS_METIN, DilSekmeleri } from '@panel/ui/DilSekmeleri';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { CokluSecim } from './KampanyaDialog';
import '@styles/panel-ui.css';
import '@styles/qrmenu-panel.css';

type Secenek = { value: string; label: string };
interface DegerTaslagi { id: number | null; ad: CokDilliMetin; mutfakAd: string; fark: string; tukendi: boolean; aktif: boolean }
interface Taslak { ad: CokDilliMetin; mutfakAd: string; enAz: string; enCok: string; degerler: DegerTaslagi[]; kategoriIdler: number[]; urunIdler: number[] }

const bosDeger = (): DegerTaslagi => ({ id: null, ad: { ...BOS_METIN }, mutfakAd: '', fark: '', tukendi: false, aktif: true });

function taslak(g: SecenekGrup | null): Taslak {
  if (!g) return { ad: { ...BOS_METIN }, mutfakAd: '', enAz: '0', enCok: '1', degerler: [bosDeger(), bosDeger()], kategoriIdler: [], urunIdler: [] };
  return {
    ad: { ...BOS_METIN, ...g.ad }, mutfakAd: g.mutfakAd, enAz: String(g.enAz), enCok: String(g.enCok),
    degerler: g.degerler.map((d) => ({ id: d.id, ad: { ...BOS_METIN, ...d.ad }, mutfakAd: d.mutfakAd, fark: d.farkKurus ? tutarMetni(d.farkKurus) : '', tukendi: d.tukendi, aktif: d.aktif })),
    kategoriIdler: [...g.kategoriIdler], urunIdler: [...g.urunIdler],
  };
}

const tamSayi = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text) : -1);

/** Add or edit an option group: its names in the menu's languages, min/max choices, values with a price difference, where it is offered. */
export function SecenekDialog({ grup, urunler, kategoriler, onClose, onSaved }: { grup: SecenekGrup | null; urunler: Secenek[]; kategoriler: Secenek[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [d, setD] = useState<Taslak>(() => taslak(grup));
  const set = (patch: Partial<Taslak>) => setD((x) => ({ ...x, ...patch }));
  const degerYaz = (i: number, patch: Partial<DegerTaslagi>) => set({ degerler: d.degerler.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const f = useAlanHatalari(SecenekGrupSchema, {
    ad: d.ad, mutfakAd: d.mutfakAd, enAz: tamSayi(d.enAz), enCok: tamSayi(d.enCok),
    // a difference that does not parse is sent out of range, so the schema's own message names the problem
    degerler: d.degerler.map((x) => ({ id: x.id, ad: x.ad, mutfakAd: x.mutfakAd, farkKurus: x.fark.trim() === '' ? 0 : parseLira(x.fark) ?? -1, tukendi: x.tukendi, aktif: x.aktif })),
    kategoriIdler: d.kategoriIdler, urunIdler: d.urunIdler,
  }, { tamYol: true, kodAlani: { PRODUCT_INVALID: 'urunIdler', CATEGORY_INVALID: 'kategoriIdler' } });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(() => qrApi.secenekKaydet(grup?.id ?? null, body));
      toast('success', t('common.saved'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={grup ? t('qrmenu.secenek.duzenle') : t('qrmenu.secenek.ekle')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="secenek-form">
        <DilSekmeleri fields={[
          { key: 'ad', label: t('qrmenu.secenek.grupAdi'), value: d.ad, onChange: (ad) => set({ ad }), required: true, max: 60, isaret: f.alan('ad.tr'), hata: f.hata('ad.tr') },
          ...d.degerler.map((x, i) => ({
            key: `deger-${i}`, label: t('qrmenu.secenek.degerAdi', { sayi: i + 1 }), value: x.ad, onChange: (ad: CokDilliMetin) => degerYaz(i, { ad }), required: true, max: 60,
            isaret: f.alan(`degerler.${i}.ad.tr`), hata: f.hata(`degerler.${i}.ad.tr`),
          })),
        ]} />
        <div className="form-row">
          <label className="field"><span>{t('qrmenu.secenek.mutfakAdi')}</span>
            <input className="input" name="mutfakAd" maxLength={40} value={d.mutfakAd} onChange={(e) => set({ mutfakAd: e.target.value })} {...f.alan('mutfakAd')} />{f.hata('mutfakAd')}</label>
          <label className="field"><span>{t('qrmenu.secenek.enAz')}</span>
            <input className="input" name="enAz" inputMode="numeric" value={d.enAz} onChange={(e) => set({ enAz: e.target.value })} {...f.alan('enAz')} data-testid="secenek-enaz" />{f.hata('enAz')}</label>
          <label className="field"><span>{t('qrmenu.secenek.enCok')}</span>
            <input className="input" name="enCok" inputMode="numeric" value={d.enCok} onChange={(e) => set({ enCok: e.target.value })} {...f.alan('enCok')} />{f.hata('enCok')}</label>
        </div>
        <p className="muted qm-small">{t('qrmenu.secenek.zorunluIpucu')}</p>
        <fieldset className="qm-lines" {...f.alan('degerler')} tabIndex={-1}>
          <legend>{t('qrmenu.secenek.degerler')}</legend>
          {f.hata('degerler')}
          {d.degerler.map((x, i) => (
            <div key={i} className="qm-secenek-deger" data-testid={`secenek-deger-${i}`}>
              <strong className="qm-secenek-deger-ad">{x.ad.tr || t('qrmenu.secenek.degerAdi', { sayi: i + 1 })}</strong>
              <label className="field"><span>{t('qrmenu.secenek.fark')}</span>
                <input className="input" inputMode="decimal" placeholder="0,00" value={x.fark} onChange={(e) => degerYaz(i, { fark: e.target.value })} {...f.alan(`degerler.${i}.farkKurus`)} data-testid={`secenek-fark-${i}`} />{f.hata(`degerler.${i}.farkKurus`)}</label>
              <label className="field"><span>{t('qrmenu.secenek.mutfakAdi')}</span>
                <input className="input" maxLength={40} value={x.mutfakAd} onChange={(e) => degerYaz(i, { mutfakAd: e.target.value })} /></label>
              <label className="check"><input type="checkbox" checked={x.aktif} onChange={(e) => degerYaz(i, { aktif: e.target.checked })} />{t('qrmenu.secenek.sunuluyor')}</label>
              <button type="button" className="icon-btn" aria-label={t('qrmenu.removeLine', { sayi: i + 1 })} disabled={d.degerler.length === 1} onClick={() => set({ degerler: d.degerler.filter((_, j) => j !== i) })}><Icon name="trash" size={16} /></button>
            </div>
          ))}
          {d.degerler.length < SECENEK_DEGER_SINIRI && (
            <button type="button" className="btn btn-small" onClick={() => set({ degerler: [...d.degerler, bosDeger()] })} data-testid="secenek-deger-ekle"><Icon name="plus" size={16} />{t('qrmenu.secenek.degerEkle')}</button>
          )}
          <p className="muted qm-small">{t('qrmenu.secenek.farkIpucu', { enCok: tutarMetni(SECENEK_FARK_SINIRI) })}</p>
        </fieldset>
        <div className="form-row">
          <CokluSecim legend={t('qrmenu.secenek.kategoriler')} options={kategoriler} value={d.kategoriIdler} onChange={(kategoriIdler) => set({ kategoriIdler })} testId="secenek-kategoriler" isaret={f.alan('kategoriIdler')} hata={f.hata('kategoriIdler')} />
          <CokluSecim legend={t('qrmenu.secenek.urunler')} options={urunler} value={d.urunIdler} onChange={(urunIdler) => set({ urunIdler })} testId="secenek-urunler" isaret={f.alan('urunIdler')} hata={f.hata('urunIdler')} />
        </div>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="secenek-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
