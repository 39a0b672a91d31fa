import { useT } from '../hooks';
import '@styles/panel-sayfalayici.css';

/** The last page: given, or from the row count and the page size. */
type Sinir = { son: number } | { toplam: number; boyut: number };

/**
 * Previous / next over a paged list with where we are ('Sayfa 2 / 7'); nothing when everything fits on one page.
 * `testId` names the parts: `<testId>-onceki`, `<testId>-sayfa`, `<testId>-sonraki`.
 */
export function Sayfalayici({ sayfa, onSayfa, testId, ...sinir }: { sayfa: number; onSayfa: (sayfa: number) => void; testId?: string } & Sinir) {
  const t = useT();
  const son = 'son' in sinir ? sinir.son : Math.max(1, Math.ceil(sinir.toplam / sinir.boyut));
  if (son <= 1) return null;
  const parca = (ad: string) => (testId ? `${testId}-${ad}` : undefined);
  return (
    <nav className="sayfalayici" aria-label={t('common.sayfalar')}>
      <button type="button" className="btn" disabled={sayfa <= 1} onClick={() => onSayfa(sayfa - 1)} data-testid={parca('onceki')}>
        <span aria-hidden="true">‹</span>{t('common.onceki')}
      </button>
      <span className="sayfalayici-durum" aria-live="polite" data-testid={parca('sayfa')}>{t('common.sayfa', { sayfa, son })}</span>
      <button type="button" className="btn" disabled={sayfa >= son} onClick={() => onSayfa(sayfa + 1)} data-testid={parca('sonraki')}>
        {t('common.sonraki')}<span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}

