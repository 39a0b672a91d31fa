import '@lib/i18n/personel';
import { useState, type FormEvent } from 'react';
import { GOREV_DURUMLARI, GorevSchema, type GorevDurumu, type Gorev, type GorevPersonel } from '@lib/schemas/personel';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { gorevApi } from '@api/personel';
import { useTx } from '@panel/modules/personel/ortak';

interface Draft { baslik: string; aciklama: string; personelId: string; sonTarih: string; durum: GorevDurumu }

/** Add/edit a staff task: title, description, staff (optional), due day, status. */
export function GorevDialog({ gorev, personeller, varsayilanPersonel, onClose, onSaved }: { gorev: Gorev | null; personeller: GorevPersonel[]; varsayilanPersonel: string; onClose: () => void; onSaved: () => void }) {
  const t = useTx();
  const [draft, setDraft] = useState<Draft>(() => gorev
    ? { baslik: gorev.baslik, aciklama: gorev.aciklama, personelId: gorev.personelId ? String(gorev.personelId) : '', sonTarih: gorev.sonTarih ?? '', durum: gorev.durum }
    : { baslik: '', aciklama: '', personelId: /^\d+$/.test(varsayilanPersonel) ? varsayilanPersonel : '', sonTarih: '', durum: 'bekliyor' });
  const f = useAlanHatalari(GorevSchema, { ...draft, personelId: draft.personelId ? Number(draft.personelId) : null, sonTarih: draft.sonTarih || null });
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const secenekler = [
    { value: '', label: t('personel.gorev.atanmamis') },
    ...personeller.filter((p) => p.aktif || String(p.id) === draft.personelId).map((p) => ({ value: String(p.id), label: p.aktif ? p.ad : t('personel.form.hizmetPasif', { ad: p.ad }) })),
  ];

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const govde = f.gonder();
    if (!govde) return;
    try {
      await withLoader(() => gorevApi.kaydet(gorev?.id ?? null, govde));
      toast('success', t('common.saved'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={gorev ? t('personel.gorev.form.edit') : t('personel.gorev.form.add')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="rg-form">
        <label className="field"><span>{t('personel.gorev.form.baslik')}<span className="req" aria-hidden="true"> *</span></span>
          <input className="input" name="baslik" required maxLength={200} value={draft.baslik} onChange={(event) => set({ baslik: event.target.value })} {...f.alan('baslik')} data-testid="rg-form-baslik" />{f.hata('baslik')}
        </label>
        <label className="field"><span>{t('common.description')}</span>
          <textarea className="input" name="aciklama" rows={3} maxLength={2000} value={draft.aciklama} onChange={(event) => set({ aciklama: event.target.value })} {...f.alan('aciklama')} data-testid="rg-form-aciklama" />{f.hata('aciklama')}
        </label>
        <div className="form-row">
          <Dropdown label={t('personel.gorev.form.personel')} value={draft.personelId} options={secenekler} searchable={secenekler.length > 6} onChange={(personelId) => set({ personelId })} name="personelId" />
          <label className="field"><span>{t('personel.gorev.form.sonTarih')}</span>
            <input className="input" type="date" name="sonTarih" value={draft.sonTarih} onChange={(event) => set({ sonTarih: event.target.value })} {...f.alan('sonTarih')} data-testid="rg-form-tarih" />{f.hata('sonTarih')}
          </label>
        </div>
        <label className="field"><span>{t('common.status')}</span>
          <select className="input" name="durum" value={draft.durum} onChange={(event) => set({ durum: event.target.value as GorevDurumu })} data-testid="rg-form-durum">
            {GOREV_DURUMLARI.map((durum) => <option key={durum} value={durum}>{t(`personel.gorev.durum.${durum}`)}</option>)}
          </select>
        </label>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="rg-form-save">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
