import { useTx } from './ortak';

/** Previous / next over a server-side paged list, with where we are. */
export function Sayfalama({ sayfa, toplam, boyut, onChange }: { sayfa: number; toplam: number; boyut: number; onChange: (sayfa: number) => void }) {
  const t = useTx();
  const son = Math.max(1, Math.ceil(toplam / boyut));
  if (son <= 1) return null;
  return (
    <nav className="est-sayfalama" aria-label={t('envanter.stok.sayfa.etiket')}>
      <button type="button" className="btn btn-small" disabled={sayfa <= 1} onClick={() => onChange(sayfa - 1)} data-testid="sayfa-onceki">{t('envanter.stok.sayfa.onceki')}</button>
      <span>{t('envanter.stok.sayfa.durum', { sayfa, son })}</span>
      <button type="button" className="btn btn-small" disabled={sayfa >= son} onClick={() => onChange(sayfa + 1)} data-testid="sayfa-sonraki">{t('envanter.stok.sayfa.sonraki')}</button>
    </nav>
  );
}
