import { useState, type FormEvent } from 'react';
import { kaynakApi } from '@api/randevu/kaynak';
import { KAYNAK_AD_MAX, KAYNAK_TURLERI, KaynakSchema, type Kaynak, type KaynakListesi, type KaynakTuru } from '@lib/schemas/randevu/kaynak';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { FormSonu } from '@panel/ui/FormSonu';
import { useT } from '@panel/hooks';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';

interface Taslak { ad: string; tur: KaynakTuru; demirbasId: string; aktif: boolean }

/** Add/edit a room or device: name, type, the inventory asset it is (optional), active. Capacity is one. */
export function KaynakDialog({ kaynak, demirbaslar, onClose, onSaved }: { kaynak: Kaynak | null; demirbaslar: KaynakListesi['demirbaslar']; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState<Taslak>(() => ({ ad: kaynak?.ad ?? '', tur: kaynak?.tur ?? 'oda', demirbasId: kaynak?.demirbasId ? String(kaynak.demirbasId) : '', aktif: kaynak?.aktif ?? true }));
  const set = (patch: Partial<Taslak>) => setDraft((d) => ({ ...d, ...patch }));
  const f = useAlanHatalari(KaynakSchema, { ad: draft.ad, tur: draft.tur, demirbasId: draft.demirbasId === '' ? null : Number(draft.demirbasId), aktif: draft.aktif }, { kodAlani: { DUPLICATE: 'ad' } });

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const body = f.gonder();
    if (!body) return;
    try {
      await withLoader(() => (kaynak ? kaynakApi.guncelle(kaynak.id, body) : kaynakApi.ekle(body)));
      toast('success', t('randevu.kaynak.kaydedildi'));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={kaynak ? t('randevu.kaynak.duzenle') : t('randevu.kaynak.yeni')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(event) => void kaydet(event)} noValidate data-testid="kaynak-form">
        <label className="field"><span>{t('randevu.kaynak.ad')} <span className="req" aria-hidden="true">*</span></span>
          <input className="input" name="ad" required maxLength={KAYNAK_AD_MAX} value={draft.ad} onChange={(e) => set({ ad: e.target.value })} {...f.alan('ad')} data-testid="kaynak-ad" />{f.hata('ad')}</label>
        <fieldset className="ky-tur">
          <legend>{t('randevu.kaynak.tur')}</legend>
          {KAYNAK_TURLERI.map((tur) => (
            <label key={tur} className="check"><input type="radio" name="tur" value={tur} checked={draft.tur === tur} onChange={() => set({ tur })} data-testid={`kaynak-tur-${tur}`} />{t(`randevu.kaynak.tur.${tur}`)}</label>
          ))}
        </fieldset>
        <label className="field"><span>{t('randevu.kaynak.demirbas')}</span>
          <select className="input" name="demirbasId" value={draft.demirbasId} onChange={(e) => set({ demirbasId: e.target.value })} {...f.alan('demirbasId', 'ky-demirbas-ipucu')} data-testid="kaynak-demirbas">
            <option value="">{t('randevu.kaynak.demirbasYok')}</option>
            {demirbaslar.map((d) => <option key={d.id} value={String(d.id)}>{d.kod} · {d.ad}</option>)}
          </select>
          <small id="ky-demirbas-ipucu" className="muted">{t('randevu.kaynak.demirbasIpucu')}</small>
          {f.hata('demirbasId')}
        </label>
        <label className="check ky-aktif"><input type="checkbox" checked={draft.aktif} onChange={(e) => set({ aktif: e.target.checked })} data-testid="kaynak-aktif" />{t('randevu.kaynak.aktif')}</label>
        <FormSonu f={f} onVazgec={onClose} kaydetTestId="kaynak-kaydet" />
      </form>
    </Dialog>
  );
}
