import { Component, type ReactNode } from 'react';
import { $t } from '@stores/language';
import { ChunkLoadError } from './lazy-screen';

interface State {
  error: Error | null;
}

/**
 * Catches a screen that failed to load ('Loading chunk failed', e.g. after a deploy) or crashed,
 * and offers a retry that reloads the page so new chunk names are fetched.
 */
export class ScreenBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error instanceof ChunkLoadError;
    const t = $t.get();
    return (
      <div className="empty-state" role="alert" data-testid="screen-error">
        <h1 className="empty-title">{chunk ? t('error.chunkLoad') : t('error.server')}</h1>
        <p>{t('error.connectivity')}</p>
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
}
