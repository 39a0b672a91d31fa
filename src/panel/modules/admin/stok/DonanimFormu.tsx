import { useState, type FormEvent } from 'react';
import { donanimApi } from '@api/admin/stok';
import { DONANIM_TURLERI } from '@lib/muhasebe';
import { parseLira, tutarMetni } from '@lib/para';
import { DonanimSchema, type Donanim } from '@lib/schemas/admin/stok';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Alan } from '@panel/ui/Alan';
import { Dialog } from '@panel/ui/Dialog';
import { FormSonu } from '@panel/ui/FormSonu';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useTx } from '../muhasebe/ortak';

/** Add or edit one hardware item (where it is changes only through assign / return / state). */
export function DonanimFormu({ donanim, onClose, onSaved }: { donanim: Donanim | null; onClose: () => void; onSaved: () => void }) {
  const t = useTx();
  const [x, setX] = useState({
    tur: donanim?.tur ?? 'tablet', seriNo: donanim?.seriNo ?? '', model: donanim?.model ?? '', alisTarihi: donanim?.alisTarihi ?? '',
    alis: donanim?.alisKurus == null ? '' : tutarMetni(donanim.alisKurus, { grupsuz: true }), notlar: donanim?.notlar ?? '',
  });
  const set = (p: Partial<typeof x>) => setX((o) => ({ ...o, ...p }));
  const govde = { tur: x.tur, seriNo: x.seriNo, model: x.model, alisTarihi: x.alisTarihi || null, alisKurus: x.alis.trim() ? parseLira(x.alis) ?? Number.NaN : null, notlar: x.notlar };
  const f = useAlanHatalari(DonanimSchema, govde, { kodAlani: { SERIAL_TAKEN: 'seriNo' } });

  async function kaydet(e: FormEvent) {
    e.preventDefault();
    const g = f.gonder();
    if (!g) return;
    try {
      await withLoader(() => donanimApi.kaydet(donanim?.id ?? null, g));
      toast('success', donanim ? t('common.saved') : t('admin.stok.eklendi', { seri: g.seriNo }));
      onSaved();
    } catch (caught) {
      f.sunucuHatasi(caught);
    }
  }

  return (
    <Dialog title={t(donanim ? 'admin.stok.duzenle' : 'admin.stok.ekle')} open onClose={onClose}>
      <form ref={f.formRef} className="form" onSubmit={(e) => void kaydet(e)} noValidate data-testid="donanim-form">
        <div className="form-row">
          <Alan f={f} ad="tur" etiket={t('admin.stok.k.tur')} zorunlu>
            {(alan) => (
              <select className="input" value={x.tur} onChange={(e) => set({ tur: e.target.value as typeof x.tur })} data-testid="donanim-tur" {...alan}>
                {DONANIM_TURLERI.map((d) => <option key={d} value={d}>{t(`admin.stok.tur.${d}`)}</option>)}
              </select>
            )}
          </Alan>
          <Alan f={f} ad="seriNo" etiket={t('admin.stok.k.seriNo')} zorunlu>
            {(alan) => <input className="input" maxLength={80} autoComplete="off" value={x.seriNo} onChange={(e) => set({ seriNo: e.target.value })} data-testid="donanim-seri" {...alan} />}
          </Alan>
        </div>
        <Alan f={f} ad="model" etiket={t('admin.stok.k.model')}>
          {(alan) => <input className="input" maxLength={120} value={x.model} onChange={(e) => set({ model: e.target.value })} data-testid="donanim-model" {...alan} />}
        </Alan>
        <div className="form-row">
          <Alan f={f} ad="alisTarihi" etiket={t('admin.stok.k.alisTarihi')}>
            {(alan) => <input className="input" type="date" value={x.alisTarihi} onChange={(e) => set({ alisTarihi: e.target.value })} {...alan} />}
          </Alan>
          <Alan f={f} ad="alisKurus" etiket={t('admin.stok.k.alisFiyati')}>
            {(alan) => <input className="input" inputMode="decimal" placeholder="0,00" value={x.alis} onChange={(e) => set({ alis: e.target.value })} data-testid="donanim-alis" {...alan} />}
          </Alan>
        </div>
        <Alan f={f} ad="notlar" etiket={t('admin.stok.k.notlar')}>
          {(alan) => <textarea className="input" rows={2} maxLength={500} value={x.notlar} onChange={(e) => set({ notlar: e.target.value })} {...alan} />}
        </Alan>
        <FormSonu f={f} onVazgec={onClose} kaydetTestId="donanim-kaydet" />
      </form>
    </Dialog>
  );
}
