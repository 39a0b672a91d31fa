import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { api } from '@api/client';
import { formatKurus, parseLira, tutarMetni } from '@lib/para';
import { metin } from '@lib/menu/text';
import { PaketSchema, SEANS_MAX, type Paket, type PaketHizmetSecenegi } from '@lib/schemas/randevu/hizmet';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { API } from './hizmet-ortak';

interface Satir { hizmetId: string; seans: string }
interface Taslak { ad: string; aciklama: string; fiyat: string; gecerlilik: string; aktif: boolean; satirlar: Satir[] }

function taslak(p: Paket | null): Taslak {
  if (!p) return { ad: '', aciklama: '', fiyat: '', gecerlilik: '', aktif: true, satirlar: [{ hizmetId: '', seans: '1' }] };
  return {
    ad: p.ad, aciklama: p.aciklama, fiyat: tutarMetni(p.fiyatKurus), gecerlilik: p.gecerlilikGun === null ? '' : String(p.gecerlilikGun), aktif: p.aktif,
    satirlar: p.hizmetler.map((h) => ({ hizmetId: String(h.hizmetId), seans: String(h.seans) })),
  };
}

const sayi = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Add/edit a package: name, description, price, validity and the services with their session counts. */
export function PaketDialog({ paket, hizmetler, onClose, onSaved }: { paket: Paket | null; hizmetler: PaketHizmetSecenegi[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const lang = useStore($lang);
  const [draft, setDraft] = useState<Taslak>(() => taslak(paket));
  const set = (patch: Partial<Taslak>) => setDraft((current) => ({ ...current, ...patch }));
  const satirDegistir = (index: number, patch: Partial<Satir>) => set({ satirlar: draft.satirlar.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const fiyatKurus = parseLira(draft.fiyat);
  const fiyatlar = new Map(hizmetler.map((h) => [h.id, h.fiyatKurus]));
  const tekTek = draft.satirlar.reduce((sum, s) => sum + (fiyatlar.get(Number(s.hizmetId)) ?? 0) * (Number.isInteger(sayi(s.seans)) ? sayi(s.seans) : 0), 0);

  const f = useAlanHatalari(PaketSchema, {
    ad: draft.ad, aciklama: draft.aciklama, fiyatKurus: fiyatKurus ?? Number.NaN, gecerlilikGun: draft.gecerlilik.trim() === '' ? null : sayi(draft.gecerlilik), aktif: draft.aktif,
    hizmetler: draft.satirlar.map((s) => ({ hizmetId: Number(s.hizmetId), seans: sayi(s.seans) })),
  }, { kodAlani: { NAME_TAKEN: 'ad' } });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(() => (paket ? api.put(`${API}/paketler/${paket.id}`, body) : api.post(`${API}/paketler`, body)));
      toast('success', t('common.saved'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const secenekler = hizmetler.map((h) => ({ value: String(h.id), label: h.aktif ? metin(h.ad, lang) : t('randevu.hizmet.pasifEtiket', { ad: metin(h.ad, lang) }) }));
  return (
    <Dialog title={paket ? t('randevu.hizmet.paket.edit') : t('randevu.hizmet.paket.add')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate>
        <div className="form-row">
          <label className="field"><span>{t('randevu.hizmet.paket.form.ad')} <span className="req" aria-hidden="true">*</span></span>
            <input className="input" name="ad" required maxLength={120} value={draft.ad} onChange={(event) => set({ ad: event.target.value })} {...f.alan('ad')} data-testid="paket-ad" />{f.hata('ad')}</label>
          <label className="field"><span>{t('randevu.hizmet.paket.form.fiyat')} <span className="req" aria-hidden="true">*</span></span>
            <input className="input" name="fiyat" inputMode="decimal" required placeholder="1.400" value={draft.fiyat} onChange={(event) => set({ fiyat: event.target.value })} {...f.alan('fiyatKurus', 'rh-paket-fiyat-hint')} data-testid="paket-fiyat" />
            <small id="rh-paket-fiyat-hint" className="muted">{fiyatKurus !== null ? formatKurus(fiyatKurus) : t('common.priceHint')}</small>
            {f.hata('fiyatKurus')}
          </label>
        </div>
        <label className="field"><span>{t('common.description')}</span>
          <textarea className="input" name="aciklama" rows={2} maxLength={500} value={draft.aciklama} onChange={(event) => set({ aciklama: event.target.value })} {...f.alan('aciklama')} />{f.hata('aciklama')}</label>
        <fieldset className="rh-satirlar">
          <legend>{t('randevu.hizmet.paket.form.hizmetler')} <span className="req" aria-hidden="true">*</span></legend>
          {draft.satirlar.map((s, index) => (
            <div className="rh-satir" key={index}>
              <label className="field rh-satir-hizmet"><span>{t('randevu.hizmet.paket.form.hizmetN', { sayi: index + 1 })}</span>
                <select className="input" value={s.hizmetId} onChange={(event) => satirDegistir(index, { hizmetId: event.target.value })} {...(index === 0 ? f.alan('hizmetler') : {})} data-testid={`paket-hizmet-${index}`}>
                  <option value="">{t('dropdown.placeholder')}</option>
                  {secenekler.map((o) => <option key={o.value} value={o.value} disabled={o.value !== s.hizmetId && draft.satirlar.some((x) => x.hizmetId === o.value)}>{o.label}</option>)}
                </select>
              </label>
              <label className="field rh-satir-seans"><span>{t('randevu.hizmet.paket.form.seans')}</span>
                <input className="input" type="number" inputMode="numeric" min={1} max={SEANS_MAX} step={1} value={s.seans} onChange={(event) => satirDegistir(index, { seans: event.target.value })} data-testid={`paket-seans-${index}`} />
              </label>
              <button type="button" className="icon-btn rh-satir-sil" aria-label={t('randevu.hizmet.paket.form.hizmetKaldir', { sayi: index + 1 })} disabled={draft.satirlar.length === 1}
                onClick={() => set({ satirlar: draft.satirlar.filter((_, i) => i !== index) })}><Icon name="trash" size={18} /></button>
            </div>
          ))}
          {draft.satirlar.length < Math.min(50, hizmetler.length) && (
            <button type="button" className="btn btn-small" onClick={() => set({ satirlar: [...draft.satirlar, { hizmetId: '', seans: '1' }] })} data-testid="paket-hizmet-ekle"><Icon name="plus" size={16} />{t('randevu.hizmet.paket.form.hizmetEkle')}</button>
          )}
          {f.hata('hizmetler')}
          {tekTek > 0 && (
            <p className="muted rh-small" aria-live="polite">
              {fiyatKurus !== null && tekTek > fiyatKurus ? t('randevu.hizmet.paket.form.ozetAvantaj', { tutar: formatKurus(tekTek), fark: formatKurus(tekTek - fiyatKurus) }) : t('randevu.hizmet.paket.form.ozet', { tutar: formatKurus(tekTek) })}
            </p>
          )}
        </fieldset>
        <div className="form-row">
          <label className="field"><span>{t('randevu.hizmet.paket.form.gecerlilik')}</span>
            <input className="input" type="number" inputMode="numeric" name="gecerlilik" min={1} max={3650} step={1} placeholder={t('randevu.hizmet.paket.suresiz')} value={draft.gecerlilik}
              onChange={(event) => set({ gecerlilik: event.target.value })} {...f.alan('gecerlilikGun', 'rh-gecerlilik-hint')} data-testid="paket-gecerlilik" />
            <small id="rh-gecerlilik-hint" className="muted">{t('randevu.hizmet.paket.form.gecerlilikHint')}</small>
            {f.hata('gecerlilikGun')}
          </label>
          <div className="field rh-aktif"><label className="check"><input type="checkbox" checked={draft.aktif} onChange={(event) => set({ aktif: event.target.checked })} data-testid="paket-aktif" />{t('randevu.hizmet.paket.form.aktif')}</label></div>
        </div>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="paket-save">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
