import type { BolumTutari } from '@lib/cafe/bolum';
import type { useT } from '@panel/hooks';

/** How a sub-check is called on the screen: its seat, its share of an equal split, or its number. */
export function bolumAdi(t: ReturnType<typeof useT>, b: Pick<BolumTutari, 'no' | 'tur' | 'koltuk'>, esitSira?: { sira: number; kisi: number }): string {
  if (b.koltuk !== null) return t('cafe.bol.koltukNo', { no: b.koltuk });
  if (b.tur === 'esit' && esitSira) return `${t('cafe.bol.esitPay')} ${esitSira.sira}/${esitSira.kisi}`;
  return t('cafe.bol.parca', { no: b.no });
}
