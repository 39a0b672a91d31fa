import type { DavetLinki } from '@lib/schemas/admin/isletmeler';
import { toast } from '@stores/toasts';
import { Dialog } from '@panel/ui/Dialog';
import { useZaman } from '@panel/ui/useZaman';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';
import { useTx } from './ortak';

/** The owner's invite link after creating a venue (or re-issuing it): shown once, with a copy button. */
export function DavetDialog({ ad, davet, onClose }: { ad: string; davet: DavetLinki; onClose: () => void }) {
  const t = useTx();
  const zaman = useZaman(VARSAYILAN_DILIM);
  async function kopyala() {
    try {
      await navigator.clipboard.writeText(davet.link);
      toast('success', t('admin.isletme.davet.kopyalandi'));
    } catch {
      // no clipboard permission: the field is selected so the admin can copy it by hand
      (document.getElementById('davet-link') as HTMLInputElement | null)?.select();
    }
  }
  return (
    <Dialog title={t('admin.isletme.davet.baslik')} open onClose={onClose}>
      <div className="form" data-testid="davet-dialog">
        <p>{t('admin.isletme.davet.metin', { ad, gun: zaman.an(new Date(davet.gecerlilik).toISOString()) })}</p>
        <div className="field"><label htmlFor="davet-link">{t('admin.isletme.davet.etiket')}</label>
          <div className="ais-link">
            <input id="davet-link" className="input" readOnly value={davet.link} onFocus={(e) => e.target.select()} data-testid="davet-link" />
            <button type="button" className="btn btn-primary" onClick={() => void kopyala()} data-testid="davet-kopyala">{t('admin.isletme.davet.kopyala')}</button>
          </div>
        </div>
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose} data-testid="davet-kapat">{t('admin.isletme.davet.kapat')}</button>
        </div>
      </div>
    </Dialog>
  );
}
