import { useState } from 'react';
import { gorselUrl } from '@api/dosya';
import type { CihazDurumu } from '@lib/ikinciel/durum';
import { formatKurus, parseLira, tutarMetni } from '@lib/para';
import { toast } from '@stores/toasts';
import { useTx, type Tx } from '@panel/ui/useTx';
import '@lib/i18n/ikinciel';
import '@styles/ikinciel.css';

/** Small shared pieces of the second-hand screens (pc-alis-satis, letgo-bot). */

export { useTx, type Tx };

export const PC_KEY = 'isletme:qrmenu:pc-alis-satis';
export const LETGO_KEY = 'isletme:qrmenu:letgo-bot';

export const para = (kurus: number | null | undefined) => (kurus === null || kurus === undefined ? '—' : formatKurus(kurus));
/** A typed lira amount → kuruş; NaN when it is not a price (the schema then names the field). */
export const kurusOku = (metin: string): number => parseLira(metin) ?? Number.NaN;
/** kuruş → what the amount input shows ('4.500' or '4.500,50'). */
export const liraMetni = (kurus: number | null | undefined) => (kurus === null || kurus === undefined ? '' : tutarMetni(kurus, { tamsaKurussuz: true }));
export const fotoAdresi = gorselUrl;

export function DurumRozeti({ durum }: { durum: CihazDurumu }) {
  const t = useTx();
  return <span className={`ike-durum ike-durum-${durum}`} data-testid="ike-durum">{t(`ikinciel.durum.${durum}`)}</span>;
}

/** A copy button that says "copied" for a moment (one per part of a listing). */
export function KopyalaButonu({ metin, etiket, testId }: { metin: string; etiket: string; testId?: string }) {
  const t = useTx();
  const [kopyalandi, setKopyalandi] = useState(false);
  async function kopyala() {
    try {
      await navigator.clipboard.writeText(metin);
      setKopyalandi(true);
      setTimeout(() => setKopyalandi(false), 1500);
    } catch {
      toast('error', t('ikinciel.kopyalanamadi'));
    }
  }
  return (
    <button type="button" className="btn btn-small" onClick={() => void kopyala()} aria-label={`${etiket}: ${t('ikinciel.kopyala')}`} data-testid={testId}>
      {kopyalandi ? t('ikinciel.kopyalandi') : t('ikinciel.kopyala')}
    </button>
  );
}
