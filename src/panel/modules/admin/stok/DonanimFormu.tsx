import { useState, type FormEvent } from 'react';
import { donanimApi } from '@api/admin/stok';
import { DONANIM_TURLERI } from '@lib/muhasebe';
import { parseLira } from '@lib/menu/money';
import { DonanimSchema, type Donanim } from '@lib/schemas/admin/stok';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useAlanHatalari } from '@panel/ui/useAlanHatalari';
import { useTx } from '../muhasebe/ortak';

/** Add or edit one hardware item (where it is changes only through assign / return / state). */
export function DonanimFormu({ donanim, onClose, onSaved }: { donanim: Donanim | null; onClose: () => void; onSaved: () => void }) {
  const t = useTx();
  const [x, setX] = useState({
    tur: donanim?.tur ?? 'tablet', seriNo: donanim?.seriNo ?? '', model: donanim?.model ?? '', alisTarihi: donanim?.alisTarihi ?? '',
    alis: donanim?.alisKurus == null ? '' : (donanim.alisKurus / 100).toFixed(2).replace('.', ','), notlar: donanim?.notlar ?? '',
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
          <label className="field"><span>{t('admin.stok.k.tur')}<span className="req" aria-hidden="true"> *</span></span>
            <select className="input" value={x.tur} onChange={(e) => set({ tur: e.target.value as typeof x.tur })} data-testid="donanim-tur" {...f.alan('tur')}>
              {DONANIM_TURLERI.map((d) => <option key={d} value={d}>{t(`admin.stok.tur.${d}`)}</option>)}
            </select>
            {f.hata('tur')}
          </label>
          <label className="field"><span>{t('admin.stok.k.seriNo')}<span className="req" aria-hidden="true"> *</span></span>
            <input className="input" maxLength={80} autoComplete="off" value={x.seriNo} onChange={(e) => set({ seriNo: e.target.value })} data-testid="donanim-seri" {...f.alan('seriNo')} />
            {f.hata('seriNo')}
          </label>
        </div>
        <label className="field"><span>{t('admin.stok.k.model')}</span>
          <input className="input" maxLength={120} value={x.model} onChange={(e) => set({ model: e.target.value })} data-testid="donanim-model" {...f.alan('model')} />
          {f.hata('model')}
        </label>
        <div className="form-row">
          <label className="field"><span>{t('admin.stok.k.alisTarihi')}</span>
            <input className="input" type="date" value={x.alisTarihi} onChange={(e) => set({ alisTarihi: e.target.value })} {...f.alan('alisTarihi')} />
            {f.hata('alisTarihi')}
          </label>
          <label className="field"><span>{t('admin.stok.k.alisFiyati')}</span>
            <input className="input" inputMode="decimal" placeholder="0,00" value={x.alis} onChange={(e) => set({ alis: e.target.value })} data-testid="donanim-alis" {...f.alan('alisKurus')} />
            {f.hata('alisKurus')}
          </label>
        </div>
        <label className="field"><span>{t('admin.stok.k.notlar')}</span>
          <textarea className="input" rows={2} maxLength={500} value={x.notlar} onChange={(e) => set({ notlar: e.target.value })} {...f.alan('notlar')} />
          {f.hata('notlar')}
        </label>
        <p className="field-error" role="alert">{f.formHatasi}</p>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="donanim-kaydet">{t('common.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
