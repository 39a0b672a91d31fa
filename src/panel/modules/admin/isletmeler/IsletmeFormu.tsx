import { useState, type FormEvent } from 'react';
import { isletmeApi } from '@api/admin/isletmeler';
import { katla } from '@lib/search';
import { ISLETME_TURLERI, IsletmeEkleSchema, IsletmeGuncelleSchema, type IsletmeTuru, type IsletmeDetayi, type IsletmeEklendi } from '@lib/schemas/admin/isletmeler';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useTx } from './ortak';

const KOD_ALANI: Record<string, string> = { URL_TAKEN: 'urlAdi', EMAIL_ADMIN: 'sahipEmail', EMAIL_TAKEN: 'sahipEmail' };

/** A name as a guest URL name: 'Çay Bahçesi 2' → 'cay-bahcesi-2' (the product's one folding). */
export const urlAdiOner = (ad: string) => katla(ad).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);

export interface FormOnBilgi { ad?: string; sehir?: string; telefon?: string; sahipAdSoyad?: string; sahipEmail?: string; talepId?: number; talepAd?: string; dil?: string }

/** Create a venue with its owner (prefilled from a lead), or edit one: one form, the API's own schema checks it. */
export function IsletmeFormu({ isletme, onBilgi, onClose, onEklendi, onKaydedildi }: {
  isletme: IsletmeDetayi | null;
  onBilgi?: FormOnBilgi;
  onClose: () => void;
  onEklendi: (sonuc: IsletmeEklendi, ad: string, sahipAd: string, sahipEmail: string, telefon: string) => void;
  onKaydedildi: (isletme: IsletmeDetayi) => void;
}) {
  const t = useTx();
  const [taslak, setTaslak] = useState({
    ad: isletme?.ad ?? onBilgi?.ad ?? '',
    tur: (isletme?.tur ?? 'cafe') as IsletmeTuru,
    urlAdi: isletme?.urlAdi ?? urlAdiOner(onBilgi?.ad ?? ''),
    sehir: isletme?.sehir ?? onBilgi?.sehir ?? '',
    telefon: isletme?.telefon ?? onBilgi?.telefon ?? '',
    adres: isletme?.adres ?? '',
    sahipAdSoyad: onBilgi?.sahipAdSoyad ?? '',
    sahipEmail: onBilgi?.sahipEmail ?? '',
    koltuk: '5',
  });
  // the URL name follows the name until the admin edits it
  const [urlElle, setUrlElle] = useState(Boolean(isletme));
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));
  const yeni = isletme === null;
  const govde = yeni
    ? { ad: taslak.ad, tur: taslak.tur, urlAdi: taslak.urlAdi, sehir: taslak.sehir, telefon: taslak.telefon, sahipAdSoyad: taslak.sahipAdSoyad, sahipEmail: taslak.sahipEmail, koltuk: Number(taslak.koltuk), talepId: onBilgi?.talepId ?? null }
    : { ad: taslak.ad, tur: taslak.tur, urlAdi: taslak.urlAdi, sehir: taslak.sehir, telefon: taslak.telefon, adres: taslak.adres };
  const f = useAlanHatalari(yeni ? IsletmeEkleSchema : IsletmeGuncelleSchema, govde, { kodAlani: KOD_ALANI });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    if (!f.gonder()) return;
    try {
      if (yeni) {
        const sonuc = await withLoader(() => isletmeApi.ekle(govde as Parameters<typeof isletmeApi.ekle>[0]));
        onEklendi(sonuc, taslak.ad.trim(), taslak.sahipAdSoyad.trim(), taslak.sahipEmail.trim().toLowerCase(), taslak.telefon.trim());
      } else {
        const kayit = await withLoader(() => isletmeApi.guncelle(isletme.id, govde as Parameters<typeof isletmeApi.guncelle>[1]));
        toast('success', t('admin.isletme.kaydedildi'));
        onKaydedildi(kayit);
      }
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={t(yeni ? 'admin.isletme.form.yeniBaslik' : 'admin.isletme.form.duzenleBaslik')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="isletme-form">
        {onBilgi?.talepAd && <p className="muted" data-testid="isletme-form-talep">{t('admin.isletme.form.talepten', { ad: onBilgi.talepAd })}</p>}
        <label className="field"><span>{t('admin.isletme.form.ad')}<span className="req" aria-hidden="true"> *</span></span>
          <input className="input" required maxLength={120} autoComplete="off" value={taslak.ad} data-testid="isletme-form-ad" {...f.alan('ad')}
            onChange={(e) => set({ ad: e.target.value, ...(urlElle ? {} : { urlAdi: urlAdiOner(e.target.value) }) })} />
          {f.hata('ad')}
        </label>
        <div className="form-row">
          <Dropdown label={t('admin.isletme.form.tur')} value={taslak.tur} name="tur" error={f.hataMetni('tur')}
            options={ISLETME_TURLERI.map((x) => ({ value: x, label: t(`admin.isletme.tur.${x}`) }))} onChange={(x) => set({ tur: x as IsletmeTuru })} />
          <label className="field"><span>{t('admin.isletme.form.urlAdi')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" required maxLength={60} autoComplete="off" spellCheck={false} value={taslak.urlAdi} data-testid="isletme-form-url" {...f.alan('urlAdi')}
              onChange={(e) => { setUrlElle(true); set({ urlAdi: e.target.value }); }} />
            <small className="muted">{t('admin.isletme.form.urlAdiIpucu', { ornek: taslak.urlAdi || 'kahve-duragi' })}</small>
            {f.hata('urlAdi')}
          </label>
        </div>
        <div className="form-row">
          <label className="field"><span>{t('admin.isletme.form.sehir')}</span>
            <input className="input" maxLength={80} autoComplete="address-level2" value={taslak.sehir} onChange={(e) => set({ sehir: e.target.value })} data-testid="isletme-form-sehir" {...f.alan('sehir')} />
            {f.hata('sehir')}
          </label>
          <label className="field"><span>{t('admin.isletme.form.telefon')}</span>
            <input className="input" type="tel" maxLength={30} autoComplete="tel" value={taslak.telefon} onChange={(e) => set({ telefon: e.target.value })} {...f.alan('telefon')} />
            {f.hata('telefon')}
          </label>
        </div>
        {!yeni && (
          <label className="field"><span>{t('admin.isletme.form.adres')}</span>
            <textarea className="input" rows={2} maxLength={300} value={taslak.adres} onChange={(e) => set({ adres: e.target.value })} {...f.alan('adres')} />
            {f.hata('adres')}
          </label>
        )}
        {yeni && (
          <fieldset className="ais-sahip">
            <legend>{t('admin.isletme.form.sahipBaslik')}</legend>
            <p className="muted">{t('admin.isletme.form.sahipIpucu')}</p>
            <div className="form-row">
              <label className="field"><span>{t('admin.isletme.form.sahipAd')}<span className="req" aria-hidden="true"> *</span></span>
                <input className="input" required maxLength={80} autoComplete="off" value={taslak.sahipAdSoyad} onChange={(e) => set({ sahipAdSoyad: e.target.value })} data-testid="isletme-form-sahip-ad" {...f.alan('sahipAdSoyad')} />
                {f.hata('sahipAdSoyad')}
              </label>
              <label className="field"><span>{t('admin.isletme.form.sahipEmail')}<span className="req" aria-hidden="true"> *</span></span>
                <input className="input" type="email" required maxLength={254} autoComplete="off" inputMode="email" value={taslak.sahipEmail} onChange={(e) => set({ sahipEmail: e.target.value })} data-testid="isletme-form-sahip-email" {...f.alan('sahipEmail')} />
                {f.hata('sahipEmail')}
              </label>
            </div>
            <label className="field ais-koltuk"><span>{t('admin.isletme.form.koltuk')}</span>
              <input className="input" type="number" inputMode="numeric" min={1} max={1000} value={taslak.koltuk} onChange={(e) => set({ koltuk: e.target.value })} {...f.alan('koltuk')} />
              {f.hata('koltuk')}
            </label>
            <p className="muted">{t('admin.isletme.form.denemeIpucu')}</p>
          </fieldset>
        )}
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('admin.isletme.form.vazgec')}</button>
          <button type="submit" className="btn btn-primary" data-testid="isletme-form-kaydet">{t(yeni ? 'admin.isletme.form.olustur' : 'admin.isletme.form.kaydet')}</button>
        </div>
      </form>
    </Dialog>
  );
}
