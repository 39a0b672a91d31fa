import type { ApiCallError } from '@api/client';
import { useT } from '../hooks';

/** A failed load with the SPEC connectivity text and a Retry action. */
export function LoadError({ error, onRetry }: { error: ApiCallError; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="empty-state" role="alert">
      <p className="empty-lead">{error.status === 0 ? t('error.connectivity') : error.message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
}
