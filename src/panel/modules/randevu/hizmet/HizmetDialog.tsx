import { useState, type FormEvent } from 'react';
import { api } from '@api/client';
import { formatKurus, parseLira, tutarMetni } from '@lib/para';
import type { CokDilliMetin } from '@lib/menu/text';
import { HizmetSchema, SURE_MAX_DK, SURE_MIN_DK, TAMPON_MAX_DK, type Hizmet, type HizmetPersoneli } from '@lib/schemas/randevu/hizmet';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { BOS_METIN, DilSekmeleri } from '@panel/ui/DilSekmeleri';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useZaman } from '@panel/ui/useZaman';
import { useHizmetKaynaklari } from '@panel/modules/randevu/kaynak/HizmetKaynakAlani';
import { API } from './hizmet-ortak';
import '@styles/panel-ui.css';

interface Taslak {
  ad: CokDilliMetin;
  sure: string;
  fiyat: string;
  once: string;
  sonra: string;
  online: boolean;
  aktif: boolean;
  personelIdler: number[];
}

function taslak(h: Hizmet | null): Taslak {
  if (!h) return { ad: { ...BOS_METIN }, sure: '30', fiyat: '', once: '0', sonra: '0', online: true, aktif: true, personelIdler: [] };
  return {
    ad: { ...BOS_METIN, ...h.ad }, sure: String(h.sureDk), fiyat: tutarMetni(h.fiyatKurus), once: String(h.onceTamponDk), sonra: String(h.sonraTamponDk),
    online: h.online, aktif: h.aktif, personelIdler: [...h.personelIdler],
  };
}

// '' stays NaN so the schema answers with the field's own message
const sayi = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Add/edit a service: names in four languages, duration and buffers in 5-minute steps, price in lira, staff. */
export function HizmetDialog({ hizmet, personeller, onClose, onSaved }: { hizmet: Hizmet | null; personeller: HizmetPersoneli[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const zaman = useZaman();
  const [draft, setDraft] = useState<Taslak>(() => taslak(hizmet));
  const set = (patch: Partial<Taslak>) => setDraft((current) => ({ ...current, ...patch }));
  const kaynaklar = useHizmetKaynaklari(hizmet?.id ?? null);
  const fiyatKurus = parseLira(draft.fiyat);
  const toplamDk = sayi(draft.once) + sayi(draft.sure) + sayi(draft.sonra);
  const f = useAlanHatalari(HizmetSchema, {
    ad: draft.ad, sureDk: sayi(draft.sure), fiyatKurus: fiyatKurus ?? Number.NaN, onceTamponDk: sayi(draft.once), sonraTamponDk: sayi(draft.sonra),
    online: draft.online, aktif: draft.aktif, personelIdler: draft.personelIdler,
  }, { kodAlani: { NAME_TAKEN: 'ad' } });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(async () => {
        const kayit = await (hizmet ? api.put<Hizmet>(`${API}/hizmetler/${hizmet.id}`, body) : api.post<Hizmet>(`${API}/hizmetler`, body));
        await kaynaklar.kaydet(kayit.id);
      });
      toast('success', t('common.saved'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  const ALAN = { sure: 'sureDk', once: 'onceTamponDk', sonra: 'sonraTamponDk' } as const;
  const dakika = (key: 'sure' | 'once' | 'sonra', label: string, min: number, max: number, hint: string) => (
    <label className="field"><span>{label}{key === 'sure' && <span className="req" aria-hidden="true"> *</span>}</span>
      <input className="input" type="number" inputMode="numeric" name={key} min={min} max={max} step={5} required={key === 'sure'} value={draft[key]}
        onChange={(event) => set({ [key]: event.target.value })} {...f.alan(ALAN[key], `rh-${key}-hint`)} data-testid={`hizmet-${key}`} />
      <small id={`rh-${key}-hint`} className="muted">{hint}</small>
      {f.hata(ALAN[key])}
    </label>
  );
  const hepsi = personeller.length > 0 && personeller.every((p) => draft.personelIdler.includes(p.id));
  return (
    <Dialog title={hizmet ? t('randevu.hizmet.edit') : t('randevu.hizmet.add')} open onClose={onClose} wide>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate>
        <DilSekmeleri fields={[{ key: 'ad', label: t('common.name'), value: draft.ad, onChange: (value) => set({ ad: value }), required: true, max: 100, isaret: f.alan('ad'), hata: f.hata('ad') }]} />
        <div className="form-row">
          {dakika('sure', t('randevu.hizmet.form.sure'), SURE_MIN_DK, SURE_MAX_DK, t('randevu.hizmet.form.sureHint'))}
          <label className="field"><span>{t('randevu.hizmet.form.fiyat')} <span className="req" aria-hidden="true">*</span></span>
            <input className="input" name="fiyat" inputMode="decimal" required placeholder="450" value={draft.fiyat} onChange={(event) => set({ fiyat: event.target.value })} {...f.alan('fiyatKurus', 'rh-fiyat-hint')} data-testid="hizmet-fiyat" />
            <small id="rh-fiyat-hint" className="muted">{fiyatKurus !== null ? formatKurus(fiyatKurus) : t('common.priceHint')}</small>
            {f.hata('fiyatKurus')}
          </label>
        </div>
        <div className="form-row">
          {dakika('once', t('randevu.hizmet.form.onceTampon'), 0, TAMPON_MAX_DK, t('randevu.hizmet.form.tamponHint'))}
          {dakika('sonra', t('randevu.hizmet.form.sonraTampon'), 0, TAMPON_MAX_DK, Number.isFinite(toplamDk) ? t('randevu.hizmet.form.takvimSuresi', { sure: zaman.sure(toplamDk) }) : t('randevu.hizmet.form.tamponHint'))}
        </div>
        <fieldset className="rh-personel">
          <legend>{t('randevu.hizmet.form.personel')}</legend>
          {personeller.length === 0 ? <p className="muted rh-small">{t('randevu.hizmet.form.personelBos')}</p> : (
            <>
              <p className="muted rh-small">{t('randevu.hizmet.form.personelHint')}</p>
              <label className="check rh-hepsi"><input type="checkbox" checked={hepsi} onChange={() => set({ personelIdler: hepsi ? [] : personeller.map((p) => p.id) })} />{t('randevu.hizmet.form.tumPersonel')}</label>
              <ul className="rh-check-list">
                {personeller.map((p) => {
                  const checked = draft.personelIdler.includes(p.id);
                  return (
                    <li key={p.id}>
                      <label className="check"><input type="checkbox" checked={checked} data-testid={`hizmet-personel-${p.id}`}
                        onChange={() => set({ personelIdler: checked ? draft.personelIdler.filter((id) => id !== p.id) : [...draft.personelIdler, p.id] })} />
                        {p.aktif ? p.ad : t('randevu.hizmet.pasifEtiket', { ad: p.ad })}</label>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </fieldset>
        {kaynaklar.alan}
        <div className="qm-checks">
          <label className="check"><input type="checkbox" checked={draft.online} onChange={(event) => set({ online: event.target.checked })} data-testid="hizmet-form-online" />{t('randevu.hizmet.form.online')}</label>
          <label className="check"><input type="checkbox" checked={draft.aktif} onChange={(event) => set({ aktif: event.target.checked })} data-testid="hizmet-form-aktif" />{t('randevu.hizmet.form.aktif')}</label>
        </div>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="hizmet-save">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
