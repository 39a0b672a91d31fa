import '@lib/i18n/kasa';
import { useId, type ReactNode } from 'react';
import { formatKurus } from '@lib/para';
import { useT } from '@panel/hooks';
import type { AlanIsareti } from '@panel/ui/useAlanHatalari';

/** Form parts shared by the cash and ledger dialogs. */

/** 125050 → '1250,50', 30000 → '300' (what the amount field shows when editing). */
export function liraMetni(kurus: number): string {
  const kalan = kurus % 100;
  return kalan === 0 ? String(kurus / 100) : `${Math.floor(kurus / 100)},${String(kalan).padStart(2, '0')}`;
}

/** A radio group drawn as a segmented control (keyboard: arrows move within the group, as radios do). */
export function Secenekler<T extends string>({ etiket, ad, deger, secenekler, onChange, testId }: {
  etiket: string;
  ad: string;
  deger: T;
  secenekler: { deger: T; etiket: string }[];
  onChange: (deger: T) => void;
  testId: string;
}) {
  return (
    <fieldset className="rf-secenekler">
      <legend>{etiket}</legend>
      <div className="rf-segment">
        {secenekler.map((s) => (
          <label key={s.deger} className={`rf-segment-btn rf-radyo${deger === s.deger ? ' rf-secili-radyo' : ''}`}>
            <input type="radio" name={ad} value={s.deger} checked={deger === s.deger} onChange={() => onChange(s.deger)} data-testid={`${testId}-${s.deger}`} />
            <span>{s.etiket}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Amount in lira ('1.250,50', '1250.5', '45'), with the parsed value spelled out under it. */
export function TutarAlani({ deger, onChange, kurus, testId, isaret, hata }: {
  deger: string; onChange: (text: string) => void; kurus: number | null; testId: string;
  /** from useAlanHatalari: the schema's marks win over the field's own check */
  isaret?: AlanIsareti; hata?: ReactNode;
}) {
  const t = useT();
  const id = useId();
  const yanlis = !isaret && deger.trim() !== '' && (kurus === null || kurus <= 0);
  return (
    <div className="field">
      <label htmlFor={id}>{t('kasa.tutarLira')}<span className="req" aria-hidden="true"> *</span></label>
      <input id={id} className="input rf-tutar-input" inputMode="decimal" autoComplete="off" required value={deger} placeholder="0,00"
        aria-invalid={yanlis} {...isaret} aria-describedby={[`${id}-ipucu`, isaret?.['aria-describedby']].filter(Boolean).join(' ')} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      <small id={`${id}-ipucu`} className={yanlis ? 'field-error' : 'muted'}>
        {yanlis ? t(kurus === null ? 'kasa.v.tutarBicim' : 'kasa.v.tutar') : kurus ? formatKurus(kurus) : t('kasa.tutarIpucu')}
      </small>
      {hata}
    </div>
  );
}
