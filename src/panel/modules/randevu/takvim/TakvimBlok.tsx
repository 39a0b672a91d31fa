import type { CSSProperties, PointerEvent } from 'react';
import { useT } from '@panel/hooks';
import type { Personel, TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import { DURUM_ISARET, DurumRozeti, renkTonu, useBicim } from './takvim-ortak';

/**
 * One appointment on the grid: a button (Enter opens the details), tinted with the staff colour, status in words.
 * `yigin` (week, or lanes side by side): time, name and service each on a line of their own, so a narrow lane still
 * shows all three instead of cutting one line to its first letters.
 */
export function TakvimBlok({ r, tz, personel, yigin, style, onClick, onPointerDown }: {
  r: TakvimRandevusu; tz: string; personel: Personel | undefined; yigin: boolean; style: CSSProperties; onClick: () => void; onPointerDown: (e: PointerEvent) => void;
}) {
  const t = useT();
  const b = useBicim(tz);
  const renk = personel?.renk ?? '#6d28d9';
  const hizmetler = b.hizmetler(r.kalemler);
  const aralik = b.aralik(r);
  const teyitli = !!r.teyit && (r.durum === 'beklemede' || r.durum === 'onaylandi');
  const kapora = r.kapora && r.durum !== 'iptal' ? r.kapora.durum : null;
  const etiket = [aralik, r.musteriAd, hizmetler, personel?.ad ?? '', t(`randevu.takvim.durum.${r.durum}`), teyitli ? t('randevu.hatirlatma.musteriOnayladi') : '',
    kapora ? t(`randevu.kapora.durum.${kapora}`) : ''].filter(Boolean).join(' · ');
  const boy = typeof style.height === 'number' ? style.height : 100;
  // what fits: one line under 40 px, the services from 40 px (stacked: from 52 px), the status badge from 62 px (else its symbol)
  const kisa = !yigin && boy < 40;
  const hizmetSatiri = yigin ? boy >= 52 : !kisa;
  const rozet = boy >= 62 && !yigin;
  const isaret = !rozet && <span className="rt-blok-isaret" aria-hidden="true" title={t(`randevu.takvim.durum.${r.durum}`)}>{teyitli ? '✓✓' : DURUM_ISARET[r.durum]}</span>;
  return (
    <button type="button" className={`rt-blok rt-blok-${r.durum}${kisa ? ' rt-blok-kisa' : ''}${yigin ? ' rt-blok-yigin' : ''}`} data-testid={`randevu-blok-${r.id}`} data-kod={r.kod} data-teyit={teyitli ? '1' : undefined} data-kapora={kapora ?? undefined}
      style={{ ...style, background: r.durum === 'iptal' ? undefined : renkTonu(renk, 0.16), borderLeftColor: renk }}
      aria-label={etiket} title={etiket} onClick={onClick} onPointerDown={onPointerDown}>
      {yigin ? (
        <>
          <span className="rt-blok-ust">{isaret}<span className="rt-blok-saat">{aralik}</span></span>
          <strong className="rt-blok-ad">{r.musteriAd}</strong>
        </>
      ) : (
        <span className="rt-blok-ust">
          {isaret}
          <span className="rt-blok-saat">{b.saat(r.baslangic)}</span>
          <strong className="rt-blok-ad">{r.musteriAd}</strong>
        </span>
      )}
      {hizmetSatiri && <span className="rt-blok-hizmet">{hizmetler}</span>}
      {rozet && <DurumRozeti durum={r.durum} kucuk />}
      {rozet && teyitli && <span className="rt-teyit">✓ {t('randevu.hatirlatma.musteriOnayladi')}</span>}
      {rozet && kapora === 'bekliyor' && <span className="rt-kapora-rozet">{t('randevu.kapora.durum.bekliyor')}</span>}
    </button>
  );
}
