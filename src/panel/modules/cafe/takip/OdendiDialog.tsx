import type { Adisyon } from '@lib/cafe/tipler';
import { formatKurus } from '@lib/para';
import { Dialog } from '@panel/ui/Dialog';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';

/** After the payment that closes a check: "paid", the change to hand back in big type, and the receipt print. */
export function OdendiDialog({ adisyon, paraUstuKurus, onYazdir, onClose }: { adisyon: Adisyon; paraUstuKurus: number; onYazdir: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog title={t('cafe.detay.odemeBaslik', { no: adisyon.no })} open onClose={onClose}>
      <div className="ct-odendi" data-testid="odendi">
        <p className="ct-odendi-baslik" role="status"><span aria-hidden="true">✓</span> {t('cafe.detay.odendiBaslik', { masa: adisyon.masaAd, tutar: formatKurus(adisyon.odenenKurus) })}</p>
        {paraUstuKurus > 0 && (
          <p className="ct-odendi-ustu" data-testid="odendi-para-ustu">
            <span>{t('cafe.detay.verilecekParaUstu')}</span>
            <strong>{formatKurus(paraUstuKurus)}</strong>
          </p>
        )}
        <p className="muted">{t('cafe.detay.masaBosaldi')}</p>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onYazdir} data-testid="odeme-fisi"><Icon name="print" size={18} />{t('cafe.detay.odemeFisi')}</button>
          <button type="button" className="btn btn-primary" onClick={onClose} data-testid="odendi-tamam">{t('common.close')}</button>
        </div>
      </div>
    </Dialog>
  );
}
