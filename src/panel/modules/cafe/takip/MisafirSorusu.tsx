import { Dialog } from '@panel/ui/Dialog';
import { useT } from '@panel/hooks';

const SAYILAR = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12];

/** "How many guests?" when a free table opens (a venue parameter): one tap on a number, or one tap to skip. */
export function MisafirSorusu({ masa, onSec }: { masa: string; onSec: (sayi: number | null) => void }) {
  const t = useT();
  return (
    <Dialog title={t('cafe.detay.misafirSoru', { masa })} open onClose={() => onSec(null)}>
      <div className="ct-misafir-soru" data-testid="misafir-soru">
        <div className="ct-misafir-sayilar" role="group" aria-label={t('cafe.detay.misafir')}>
          {SAYILAR.map((n) => <button key={n} type="button" className="btn" onClick={() => onSec(n)} data-testid={`misafir-${n}`}>{n}</button>)}
        </div>
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={() => onSec(null)} data-testid="misafir-gec">{t('cafe.detay.misafirGec')}</button>
        </div>
      </div>
    </Dialog>
  );
}
