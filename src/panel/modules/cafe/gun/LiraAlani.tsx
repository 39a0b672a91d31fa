import { useId } from 'react';
import { formatKurus, parseLira } from '@lib/para';
import { TUTAR_MAX_KURUS } from '@lib/schemas/kasa';
import { useT } from '@panel/hooks';

/** An amount typed in lira ('1.250,50', '300'); the parsed figure or what is wrong is spelled out under it. */
export function LiraAlani({ etiket, deger, onChange, testId, zorunlu, ipucu, enCok = TUTAR_MAX_KURUS }: { etiket: string; deger: string; onChange: (text: string) => void; testId: string; zorunlu?: boolean; ipucu?: string; enCok?: number }) {
  const t = useT();
  const id = useId();
  const kurus = liraKurus(deger, enCok);
  const yanlis = deger.trim() !== '' && kurus === null;
  return (
    <div className="field">
      <label htmlFor={id}>{etiket}{zorunlu && <span className="req" aria-hidden="true"> *</span>}</label>
      <input id={id} className="input" inputMode="decimal" autoComplete="off" value={deger} placeholder="0,00" required={zorunlu}
        aria-invalid={yanlis} aria-describedby={`${id}-ipucu`} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      <small id={`${id}-ipucu`} className={yanlis ? 'field-error' : 'muted'}>
        {yanlis ? t('cafe.gun.v.liraBicim') : kurus !== null && deger.trim() !== '' ? formatKurus(kurus) : ipucu ?? t('cafe.gun.liraIpucu')}
      </small>
    </div>
  );
}

/** A typed amount up to `enCok` kuruş (an entry's cap by default) → kuruş; '' (0 is left to the caller) and a text that is no amount → null. */
export const liraKurus = (text: string, enCok = TUTAR_MAX_KURUS): number | null => parseLira(text, enCok);
