import { useState, type FormEvent } from 'react';
import { stokApi } from '@api/envanter/stok';
import { LOKASYON_TURLERI, LokasyonSchema, type LokasyonAlani, type Lokasyon } from '@lib/schemas/envanter/stok';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Alan } from '@panel/ui/Alan';
import { Dialog } from '@panel/ui/Dialog';
import { Dropdown } from '@panel/ui/Dropdown';
import { FormSonu } from '@panel/ui/FormSonu';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { agacSirasi, lokasyonSecenekleri, useTx } from './ortak';

const KOD_ALANI: Record<string, LokasyonAlani> = { LOCATION_CYCLE: 'ustId', NAME_TAKEN: 'ad', NOT_FOUND: 'ustId' };

/** Add / edit / move one location: the parent list leaves out the node itself and everything under it (no cycles). */
export function LokasyonFormu({ lokasyon, ustId, liste, onClose, onSaved }: {
  lokasyon: Lokasyon | null; ustId: number | null; liste: Lokasyon[]; onClose: () => void; onSaved: () => void;
}) {
  const t = useTx();
  const [taslak, setTaslak] = useState({
    ad: lokasyon?.ad ?? '', tur: lokasyon?.tur ?? (ustId ? 'oda' : 'bina'), ustId: String(lokasyon?.ustId ?? ustId ?? ''), aciklama: lokasyon?.aciklama ?? '',
    sira: String(lokasyon?.sira ?? 0), aktif: lokasyon?.aktif ?? true,
  });
  const set = (patch: Partial<typeof taslak>) => setTaslak((x) => ({ ...x, ...patch }));
  const govde = { ...taslak, ustId: taslak.ustId ? Number(taslak.ustId) : null, sira: Number(taslak.sira) };
  const f = useAlanHatalari(LokasyonSchema, govde, { kodAlani: KOD_ALANI });

  // the node and its descendants cannot be its parent
  const haric = new Set<number>();
  if (lokasyon) {
    haric.add(lokasyon.id);
    for (const { l } of agacSirasi(liste)) if (l.ustId !== null && haric.has(l.ustId)) haric.add(l.id);
  }
  const ustler = [{ value: '', label: t('envanter.stok.lok.form.kok') }, ...lokasyonSecenekleri(liste, false).filter((o) => !haric.has(Number(o.value)))];

  async function kaydet(event: FormEvent) {
    event.preventDefault();
    const g = f.gonder();
    if (!g) return;
    try {
      await withLoader(() => stokApi.lokasyonKaydet(lokasyon?.id ?? null, govde));
      toast('success', lokasyon ? t('common.saved') : t('envanter.stok.lok.eklendi', { ad: g.ad }));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={t(lokasyon ? 'envanter.stok.lok.form.duzenle' : 'envanter.stok.lok.form.ekle')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="lok-form">
        <Alan f={f} ad="ad" etiket={t('envanter.stok.lok.form.ad')} zorunlu>
          {(alan) => <input className="input" required maxLength={80} autoComplete="off" value={taslak.ad} onChange={(e) => set({ ad: e.target.value })} data-testid="lok-form-ad" {...alan} />}
        </Alan>
        <div className="form-row">
          <Dropdown label={t('envanter.stok.lok.form.tur')} value={taslak.tur} options={LOKASYON_TURLERI.map((x) => ({ value: x, label: t(`envanter.lokasyonTur.${x}`) }))}
            onChange={(tur) => set({ tur: tur as typeof taslak.tur })} name="tur" error={f.hataMetni('tur')} />
          <div data-alan="ustId" tabIndex={-1}>
            <Dropdown label={t('envanter.stok.lok.form.ust')} value={taslak.ustId} options={ustler} searchable={ustler.length > 8} onChange={(x) => set({ ustId: x })} name="ustId" error={f.hataMetni('ustId')} />
          </div>
        </div>
        <div className="form-row">
          <Alan f={f} ad="sira" etiket={t('envanter.stok.lok.form.sira')}>
            {(alan) => <input className="input" type="number" inputMode="numeric" min={0} max={9999} value={taslak.sira} onChange={(e) => set({ sira: e.target.value })} {...alan} />}
          </Alan>
          <label className="check est-aktif"><input type="checkbox" checked={taslak.aktif} onChange={(e) => set({ aktif: e.target.checked })} data-testid="lok-form-aktif" />{t('envanter.stok.lok.form.aktif')}</label>
        </div>
        <Alan f={f} ad="aciklama" etiket={t('envanter.stok.lok.form.aciklama')}>
          {(alan) => <textarea className="input" rows={2} maxLength={500} value={taslak.aciklama} onChange={(e) => set({ aciklama: e.target.value })} {...alan} />}
        </Alan>
        <FormSonu f={f} onVazgec={onClose} kaydetTestId="lok-form-kaydet" />
      </form>
    </Dialog>
  );
}
