import '@lib/i18n/musteri';
import '@lib/i18n/crm';
import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { ApiCallError } from '@api/client';
import { musteriApi } from '@api/musteri';
import { KVKK_METIN_SURUM } from '@lib/schemas/randevu/kanal';
import { MUSTERI_DILLERI, MusteriGirdiSchema, type Musteri, type MusteriDili } from '@lib/schemas/musteri';
import { telefonGoster, telefonNormalize } from '@lib/schemas/randevu/telefon';
import { LANGUAGE_NAMES } from '@lib/i18n/languages';
import { $lang } from '@stores/language';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { zamanGoster } from './ortak';

const bugunYerel = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The customer a PHONE_TAKEN refusal names, if it does. */
function mevcutMusteri(error: unknown): { id: number; adSoyad: string } | null {
  if (!(error instanceof ApiCallError) || error.errorCode !== 'PHONE_TAKEN') return null;
  const data = error.data as { id?: unknown; adSoyad?: unknown } | undefined;
  return typeof data?.id === 'number' && typeof data.adSoyad === 'string' ? { id: data.id, adSoyad: data.adSoyad } : null;
}

/**
 * Create / edit a customer. Consent times are never typed: the server stamps them when a box changes. A taken number
 * offers to open the existing record instead (`onMevcut`).
 */
export function MusteriDialog({ musteri, saatDilimi = 'Europe/Istanbul', onClose, onSaved, onMevcut }: {
  musteri: Musteri | null; saatDilimi?: string; onClose: () => void; onSaved: (m: Musteri) => void; onMevcut?: (id: number) => void;
}) {
  const t = useT();
  const lang = useStore($lang);
  const id = useId();
  const [form, setForm] = useState({
    adSoyad: musteri?.adSoyad ?? '',
    telefon: musteri ? telefonGoster(musteri.telefon) : '',
    email: musteri?.email ?? '',
    dogumTarihi: musteri?.dogumTarihi ?? '',
    notlar: musteri?.notlar ?? '',
    kvkkOnay: musteri?.kvkk !== null && musteri?.kvkk !== undefined,
    pazarlamaSms: musteri?.pazarlama.sms ?? false,
    pazarlamaEmail: musteri?.pazarlama.email ?? false,
    dil: (musteri?.dil ?? '') as MusteriDili | '',
    mesajIstemiyor: musteri?.mesajIstemiyor ?? false,
  });
  const [mevcut, setMevcut] = useState<{ id: number; adSoyad: string } | null>(null);
  const f = useAlanHatalari(MusteriGirdiSchema, form);
  const set = (patch: Partial<typeof form>) => {
    setForm({ ...form, ...patch });
    setMevcut(null);
  };
  const normal = telefonNormalize(form.telefon);
  const kvkk = musteri?.kvkk ?? null;

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    setMevcut(null);
    if (!body) return;
    try {
      const saved = await withLoader(() => musteriApi.kaydet(musteri?.id ?? null, body));
      toast('success', t('musteri.saved'));
      onSaved(saved);
    } catch (caught) {
      // a taken number stays under the form, next to the button that opens that customer
      setMevcut(mevcutMusteri(caught));
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={musteri ? t('musteri.form.duzenle') : t('musteri.form.yeni')} open onClose={onClose}>
      <form ref={f.formRef} className="form rm-form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="musteri-form">
        <label className="field"><span>{t('musteri.form.ad')} <span className="req" aria-hidden="true">*</span></span>
          <input className="input" name="adSoyad" value={form.adSoyad} onChange={(e) => set({ adSoyad: e.target.value })} required maxLength={100} autoComplete="off" autoFocus {...f.alan('adSoyad')} data-testid="musteri-ad" />{f.hata('adSoyad')}</label>
        <label className="field"><span>{t('musteri.form.telefon')} <span className="req" aria-hidden="true">*</span></span>
          <input className="input" name="telefon" type="tel" inputMode="tel" value={form.telefon} onChange={(e) => set({ telefon: e.target.value })} required maxLength={40} autoComplete="off"
            {...f.alan('telefon', `${id}-tel`)} data-testid="musteri-telefon" />
          <small id={`${id}-tel`} className="muted">{normal ? t('musteri.form.telefonNormal', { telefon: telefonGoster(normal) }) : t('musteri.form.telefonHint')}</small>{f.hata('telefon')}</label>
        <div className="form-row">
          <label className="field"><span>{t('musteri.form.email')}</span>
            <input className="input" name="email" type="email" value={form.email} onChange={(e) => set({ email: e.target.value })} maxLength={254} autoComplete="off" {...f.alan('email')} data-testid="musteri-email" />{f.hata('email')}</label>
          <label className="field"><span>{t('musteri.form.dogum')}</span>
            <input className="input" name="dogumTarihi" type="date" min="1900-01-01" max={bugunYerel()} value={form.dogumTarihi} onChange={(e) => set({ dogumTarihi: e.target.value })} {...f.alan('dogumTarihi')} data-testid="musteri-dogum" />{f.hata('dogumTarihi')}</label>
        </div>
        <label className="field"><span>{t('crm.detay.dil')}</span>
          <select className="input" name="dil" value={form.dil} onChange={(e) => set({ dil: e.target.value as MusteriDili | '' })} {...f.alan('dil', `${id}-dil`)} data-testid="musteri-dil">
            <option value="">{t('crm.detay.dil.yok')}</option>
            {MUSTERI_DILLERI.map((d) => <option key={d} value={d} lang={d}>{LANGUAGE_NAMES[d]}</option>)}
          </select>
          <small id={`${id}-dil`} className="muted">{t('crm.detay.dil.hint')}</small>{f.hata('dil')}</label>
        <label className="field"><span>{t('musteri.form.notlar')}</span>
          <textarea className="input" name="notlar" rows={3} value={form.notlar} onChange={(e) => set({ notlar: e.target.value })} maxLength={2000} {...f.alan('notlar', `${id}-not`)} data-testid="musteri-notlar" />
          <small id={`${id}-not`} className="muted">{t('musteri.form.notlarHint')}</small>{f.hata('notlar')}</label>
        <div className="rm-kvkk-kutu">
          <label className="check"><input type="checkbox" checked={form.kvkkOnay} onChange={(e) => set({ kvkkOnay: e.target.checked })} aria-describedby={`${id}-kvkk`} data-testid="musteri-kvkk" />{t('musteri.form.kvkk')}</label>
          <p id={`${id}-kvkk`} className="muted rm-small">
            {kvkk && form.kvkkOnay && kvkk.surum !== KVKK_METIN_SURUM ? t('musteri.form.kvkkYenile', { surum: kvkk.surum })
              : kvkk && form.kvkkOnay ? t('musteri.form.kvkkMevcut', { surum: kvkk.surum, zaman: zamanGoster(kvkk.zaman, lang, saatDilimi) })
                : kvkk ? t('musteri.form.kvkkGeriAl')
                  : t('musteri.form.kvkkHint', { surum: KVKK_METIN_SURUM })}
          </p>
        </div>
        <fieldset className="rm-kvkk-kutu rm-pazarlama">
          <legend>{t('musteri.form.pazarlama')}</legend>
          <label className="check"><input type="checkbox" checked={form.pazarlamaSms} onChange={(e) => set({ pazarlamaSms: e.target.checked })} data-testid="musteri-pazarlama-sms" />{t('musteri.form.pazarlamaSms')}</label>
          <label className="check"><input type="checkbox" checked={form.pazarlamaEmail} onChange={(e) => set({ pazarlamaEmail: e.target.checked })} {...f.alan('pazarlamaEmail')} data-testid="musteri-pazarlama-email" />{t('musteri.form.pazarlamaEmail')}</label>
          {f.hata('pazarlamaEmail')}
          <p className="muted rm-small">{t('musteri.form.pazarlamaHint')}</p>
          <label className="check"><input type="checkbox" checked={form.mesajIstemiyor} onChange={(e) => set({ mesajIstemiyor: e.target.checked })} data-testid="musteri-mesaj-istemiyor" />{t('musteri.form.mesajIstemiyor')}</label>
        </fieldset>
        <div className="rm-form-hata">
          <p className="field-error" role="alert" data-testid="musteri-form-hata">{f.formHatasi ?? ''}</p>
          {mevcut && onMevcut && (
            <button type="button" className="btn btn-small" onClick={() => onMevcut(mevcut.id)} data-testid="musteri-mevcut-ac">{t('musteri.form.mevcutAc')}</button>
          )}
        </div>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="musteri-save">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
