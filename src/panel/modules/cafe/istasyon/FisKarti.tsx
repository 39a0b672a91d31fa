import { fisinYeniMasasi, yapilacak, type IstasyonFisi, type IstasyonKalemi } from '@lib/cafe/istasyon';
import { useT } from '@panel/hooks';

/** The short names the bar and kitchen read ("ŞEK: AZ"); the full name when a value has none. */
export const mutfakSecenekleri = (k: IstasyonKalemi) => k.secenekler.map((s) => s.mutfakAd || s.ad).join(' · ');

export type Yas = 'normal' | 'sari' | 'kirmizi';
export const yasi = (dakika: number, sariDk: number, kirmiziDk: number): Yas => (dakika >= kirmiziDk ? 'kirmizi' : dakika >= sariDk ? 'sari' : 'normal');

interface Props {
  fis: IstasyonFisi;
  istasyonAd: string | null;
  dakika: number;
  yas: Yas;
  yetkili: boolean;
  onHazir: (fis: IstasyonFisi, kalemId: number | null, geri: boolean) => void;
  onYazdir?: (fis: IstasyonFisi) => void;
}

/** One ticket: table (and where it went), waiter, age, lines with options and notes; a line or the whole ticket is bumped with one tap. */
export function FisKarti({ fis, istasyonAd, dakika, yas, yetkili, onHazir, onYazdir }: Props) {
  const t = useT();
  const yeniMasa = fisinYeniMasasi(fis);
  const kalan = fis.kalemler.filter(yapilacak).length;
  return (
    <article className={`ci-fis ci-${yas}`} data-testid={`fis-${fis.id}`} data-yas={yas} aria-labelledby={`ci-fis-${fis.id}`}>
      <header className="ci-fis-bas">
        <h2 id={`ci-fis-${fis.id}`} className="ci-masa">
          {yeniMasa ? <span data-testid="fis-tasindi">{t('cafe.istasyon.tasindi', { eski: fis.masaAd, yeni: yeniMasa })}</span> : fis.masaAd}
        </h2>
        <span className="ci-yas" data-testid="fis-yas">{t('cafe.istasyon.dakika', { dakika })}</span>
        <p className="ci-bilgi">{[fis.gonderen, istasyonAd].filter(Boolean).join(' · ')}</p>
      </header>
      <ul className="ci-kalemler">
        {fis.kalemler.map((k) => {
          const tasindi = !yeniMasa && k.masaAd !== fis.masaAd;
          const bitti = k.hazir !== null;
          const iptal = k.durum === 'iptal';
          return (
            <li key={k.kalemId} className={`ci-kalem${bitti ? ' ci-bitti' : ''}${iptal ? ' ci-iptal' : ''}`} data-testid={`kalem-${k.kalemId}`} data-durum={k.durum}>
              <button type="button" className="ci-kalem-dugme" disabled={iptal || !yetkili} aria-pressed={bitti}
                aria-label={t(bitti ? 'cafe.istasyon.kalemGeri' : 'cafe.istasyon.kalemHazir', { ad: k.ad })} onClick={() => onHazir(fis, k.kalemId, bitti)}>
                <span className="ci-adet">{k.adet}×</span>
                <span className="ci-ad">
                  {iptal ? <s>{k.ad}</s> : k.ad}
                  {iptal && <strong className="ci-etiket ci-etiket-iptal"> {t('cafe.istasyon.iptal')}</strong>}
                  {k.durum === 'ikram' && <strong className="ci-etiket"> {t('cafe.istasyon.ikram')}</strong>}
                  {k.secenekler.length > 0 && <span className="ci-secenek" data-testid="kalem-secenek">{mutfakSecenekleri(k)}</span>}
                  {k.not && <span className="ci-not">» {k.not}</span>}
                  {tasindi && <span className="ci-tasindi" data-testid="kalem-tasindi">{t('cafe.istasyon.tasindi', { eski: fis.masaAd, yeni: k.masaAd })}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <footer className="ci-fis-alt">
        {onYazdir && <button type="button" className="btn" onClick={() => onYazdir(fis)} data-testid="fis-yazdir">{t('cafe.istasyon.yazdir')}</button>}
        {yetkili && (
          <button type="button" className="btn btn-primary ci-hazir" onClick={() => onHazir(fis, null, false)} data-testid="fis-hazir"
            aria-label={t('cafe.istasyon.fisHazir', { masa: fis.masaAd })} disabled={kalan === 0 && fis.hazir !== null}>
            {t('cafe.istasyon.hazir')}
          </button>
        )}
      </footer>
    </article>
  );
}
