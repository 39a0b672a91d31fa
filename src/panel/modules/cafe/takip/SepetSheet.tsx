import { useState, type Dispatch, type SetStateAction } from 'react';
import { formatKurus } from '@lib/para';
import type { BekleyenKalem } from '@stores/cafe';
import { useT } from '@panel/hooks';
import { SecenekSatiri } from './SecenekSatiri';

/**
 * The cart of lines not sent yet, under the products: on a phone a bar fixed to the bottom of the screen (count, total,
 * send) that opens into a sheet over the products; on a wide screen it sticks to the bottom of the catalogue column.
 * Either way it comes after the products, so adding a line never moves them.
 */
export function SepetSheet({ sepet, setSepet, onGonder }: { sepet: BekleyenKalem[]; setSepet: Dispatch<SetStateAction<BekleyenKalem[]>>; onGonder: () => void }) {
  const t = useT();
  const [acik, setAcik] = useState(false);
  const adet = sepet.reduce((s, k) => s + k.adet, 0);
  const toplam = sepet.reduce((s, k) => s + k.birimKurus * k.adet, 0);
  const degistir = (i: number, f: (k: BekleyenKalem) => BekleyenKalem | null) => setSepet((s) => s.flatMap((x, j) => (j !== i ? [x] : (f(x) ?? []))));

  return (
    <section className={`card ct-sepet${acik ? ' ct-sepet-acik' : ''}`} aria-labelledby="ct-sepet-baslik" data-testid="sepet">
      <div className="ct-sepet-bar">
        <button type="button" className="ct-sepet-ac" aria-expanded={acik} aria-controls="ct-sepet-satirlar" onClick={() => setAcik((a) => !a)} disabled={sepet.length === 0} data-testid="sepet-ac">
          <span id="ct-sepet-baslik" className="ct-sepet-baslik">{t('cafe.detay.sepet')}</span>
          <span className="ct-sepet-ozet" data-testid="sepet-ozet">{sepet.length === 0 ? t('cafe.detay.sepetBos') : t('cafe.detay.sepetOzet', { sayi: adet, tutar: formatKurus(toplam) })}</span>
          {sepet.length > 0 && <span className="ct-sepet-ok" aria-hidden="true">{acik ? '▾' : '▴'}</span>}
        </button>
        <button type="button" className="btn btn-primary ct-gonder" disabled={sepet.length === 0} onClick={() => { setAcik(false); onGonder(); }} data-testid="gonder">
          {t('cafe.detay.gonder', { sayi: adet })}
        </button>
      </div>
      <ul id="ct-sepet-satirlar" className="ct-kalemler ct-sepet-satirlar">
        {sepet.map((k, i) => (
          <li key={i} className="ct-sepet-satir" data-testid="sepet-satir">
            <span className="ct-kalem-ad">{k.ad}<SecenekSatiri secenekler={k.secenekler} /><small className="muted ct-sepet-tutar">{formatKurus(k.birimKurus * k.adet)}</small></span>
            <div className="ct-adet" role="group" aria-label={t('cafe.detay.adetFor', { ad: k.ad })}>
              <button type="button" className="icon-btn" aria-label={t('cafe.detay.azalt', { ad: k.ad })} onClick={() => degistir(i, (x) => (x.adet > 1 ? { ...x, adet: x.adet - 1 } : null))}>−</button>
              <span aria-live="polite">{k.adet}</span>
              <button type="button" className="icon-btn" aria-label={t('cafe.detay.arttir', { ad: k.ad })} onClick={() => degistir(i, (x) => ({ ...x, adet: Math.min(999, x.adet + 1) }))}>+</button>
            </div>
            <input className="ct-not" value={k.not} maxLength={200} placeholder={t('cafe.detay.notPh')} aria-label={t('cafe.detay.notFor', { ad: k.ad })}
              onChange={(e) => degistir(i, (x) => ({ ...x, not: e.target.value }))} />
          </li>
        ))}
      </ul>
    </section>
  );
}
