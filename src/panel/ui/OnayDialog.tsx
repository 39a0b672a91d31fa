import type { ReactNode } from 'react';
import { Dialog } from './Dialog';
import { useT } from '../hooks';

/** The product's confirm step (instead of window.confirm): a titled dialog with a cancel and one (danger) action. */
export function OnayDialog({ baslik, children, onayMetni, tehlikeli = true, onOnay, onClose, testId = 'onay' }: {
  baslik: string; children: ReactNode; onayMetni: string; tehlikeli?: boolean; onOnay: () => void; onClose: () => void; testId?: string;
}) {
  const t = useT();
  return (
    <Dialog title={baslik} open onClose={onClose}>
      <div className="form" data-testid={testId}>
        {children}
        <div className="form-actions">
          <button type="button" className="btn" onClick={onClose} autoFocus>{t('common.cancel')}</button>
          <button type="button" className={`btn ${tehlikeli ? 'btn-danger' : 'btn-primary'}`} onClick={onOnay} data-testid={`${testId}-evet`}>{onayMetni}</button>
        </div>
      </div>
    </Dialog>
  );
}
