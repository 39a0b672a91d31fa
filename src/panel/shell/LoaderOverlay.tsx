import { useStore } from '@nanostores/react';
import { $loader } from '@stores/loader';
import { useT } from '../hooks';

/** The main-area loading overlay driven by $loader. */
export function LoaderOverlay() {
  const { visible } = useStore($loader);
  const t = useT();
  if (!visible) return null;
  return (
    <div className="loader-overlay" role="status" data-testid="loader-overlay">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}

/** Full-screen spinner while a screen's code loads. */
export function FullScreenSpinner() {
  const t = useT();
  return (
    <div className="fullscreen-spinner" role="status" data-testid="screen-spinner">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t('shell.screenLoading')}</span>
    </div>
  );
}
