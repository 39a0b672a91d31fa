import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { useT } from '../hooks';

/** Toasts bottom-center, away from the title a change rewrote (SPEC: business area, 3000 ms); errors are announced assertively. */
export function Toasts() {
  const toasts = useStore($toasts);
  const t = useT();
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
          <span>{item.text}</span>
          {item.action && (
            <button type="button" className="btn btn-small" onClick={() => { item.action!.run(); dismissToast(item.id); }}>
              {item.action.label}
            </button>
          )}
          <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={() => dismissToast(item.id)}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
