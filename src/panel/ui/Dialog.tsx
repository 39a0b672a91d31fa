import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';
import { useT } from '../hooks';

/** Modal built on <dialog>: focus trap, Escape to close and inert background come from the browser. */
export function Dialog({ title, open, onClose, children, wide }: { title: string; open: boolean; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = useT();
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className={`dialog${wide ? ' dialog-wide' : ''}`} onClose={onClose} aria-labelledby={titleId}>
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}><Icon name="close" /></button>
      </div>
      {open && children}
    </dialog>
  );
}
