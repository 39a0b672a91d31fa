import { useState, type FormEvent } from 'react';
import { masaApi } from '@api/cafe/masa';
import { AlanSchema, MasaSchema, type Alan, type CafeMasa } from '@lib/schemas/cafe/masa';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useT } from '@panel/hooks';

/** Add or rename an area, or switch it off (its tables stay). */
export function AlanDialog({ alan, onClose, onSaved }: { alan: Alan | null; onClose: () => void; onSaved: (id: number) => void }) {
  const t = useT();
  const [ad, setAd] = useState(alan?.ad ?? '');
  const [aktif, setAktif] = useState(alan?.aktif ?? true);
  const f = useAlanHatalari(AlanSchema, { ad, aktif }, { kodAlani: { NAME_TAKEN: 'ad' } });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      const { id } = await withLoader(() => masaApi.alanKaydet(alan?.id ?? null, body));
      toast('success', t('common.saved'));
      onSaved(id);
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={alan ? t('cafe.masa.alanDuzenle') : t('cafe.masa.yeniAlan')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="alan-form">
        <label className="field"><span>{t('cafe.masa.alanAdi')}<span className="req" aria-hidden="true"> *</span></span>
          <input className="input" name="ad" required maxLength={40} autoComplete="off" value={ad} placeholder={t('cafe.masa.alanAdiPh')} onChange={(e) => setAd(e.target.value)} data-testid="alan-ad" {...f.alan('ad')} />
          {f.hata('ad')}
        </label>
        <label className="check"><input type="checkbox" checked={aktif} onChange={(e) => setAktif(e.target.checked)} aria-describedby="alan-aktif-ipucu" />{t('cafe.masa.alanAktif')}</label>
        <small className="muted" id="alan-aktif-ipucu">{t('cafe.masa.alanAktifHint')}</small>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="alan-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}

/** Add or edit a table: name, seats, area (moving it takes it off the plan), in use or not. */
export function MasaDialog({ masa, alanId, alanlar, onClose, onSaved }: { masa: CafeMasa | null; alanId: number; alanlar: Alan[]; onClose: () => void; onSaved: (masa: CafeMasa) => void }) {
  const t = useT();
  const [ad, setAd] = useState(masa?.ad ?? '');
  const [kapasite, setKapasite] = useState(String(masa?.kapasite ?? 4));
  const [alan, setAlan] = useState(String(masa?.alanId ?? alanId));
  const [aktif, setAktif] = useState(masa?.aktif ?? true);
  const govde = { ad, kapasite: kapasite.trim() === '' ? Number.NaN : Number(kapasite), alanId: Number(alan), aktif };
  const f = useAlanHatalari(MasaSchema, govde, { kodAlani: { NAME_TAKEN: 'ad', NOT_FOUND: 'alanId' } });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      const kayit = await withLoader(() => masaApi.masaKaydet(masa?.id ?? null, body));
      toast('success', masa ? t('common.saved') : t('cafe.masa.eklendi'));
      onSaved(kayit);
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={masa ? t('cafe.masa.masaDuzenle') : t('cafe.masa.yeniMasa')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="masa-form">
        <label className="field"><span>{t('cafe.masa.masaAdi')}<span className="req" aria-hidden="true"> *</span></span>
          <input className="input" name="ad" required maxLength={40} autoComplete="off" value={ad} placeholder={t('cafe.masa.masaAdiPh')} onChange={(e) => setAd(e.target.value)} data-testid="masa-ad" {...f.alan('ad')} />
          {f.hata('ad')}
        </label>
        <label className="field"><span>{t('cafe.masa.kapasite')}<span className="req" aria-hidden="true"> *</span></span>
          <input className="input" name="kapasite" type="number" inputMode="numeric" min={1} max={50} step={1} required value={kapasite} onChange={(e) => setKapasite(e.target.value)} data-testid="masa-kapasite" {...f.alan('kapasite')} />
          {f.hata('kapasite')}
        </label>
        <div data-alan="alanId" tabIndex={-1}>
          <Dropdown label={t('cafe.masa.alan')} name="alanId" value={alan} onChange={setAlan} error={f.hataMetni('alanId')}
            options={alanlar.map((a) => ({ value: String(a.id), label: a.aktif ? a.ad : `${a.ad} (${t('cafe.masa.pasif')})` }))} />
        </div>
        <label className="check"><input type="checkbox" checked={aktif} onChange={(e) => setAktif(e.target.checked)} aria-describedby="masa-aktif-ipucu" data-testid="masa-aktif" />{t('cafe.masa.masaAktif')}</label>
        <small className="muted" id="masa-aktif-ipucu">{t('cafe.masa.masaAktifHint')}</small>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="masa-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
