import { SaatGirdisi } from './SaatGirdisi';
import { useId } from 'react';
import { useT } from '@panel/hooks';
import type { AlanIsareti } from './useAlanHatalari';

interface Props {
  label: string;
  /** 'YYYY-MM-DDTHH:MM' (a datetime-local value) or '' */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  hint?: string;
  /** on the date input; the time input gets `${testId}-saat` */
  testId?: string;
  /**
   * A form's field mark (useAlanHatalari `f.alan(k)`): the wrapper carries the field name, the date input (focused
   * first) the invalid state and the error next to the hint; leaving the pair, not moving inside it, counts as leaving.
   */
  isaret?: AlanIsareti;
}

/**
 * A date and a 24-hour time, in place of `<input type="datetime-local">` (whose time follows the browser's locale:
 * 2:30 PM in an en-US browser). Reads and writes the same 'YYYY-MM-DDTHH:MM' value.
 */
export function TarihSaatGirdisi({ label, value, onChange, required, hint, testId, isaret }: Props) {
  const t = useT();
  const ipucuId = useId();
  const tarih = value.slice(0, 10);
  const saat = value.slice(11);
  const birlestir = (gun: string, zaman: string) => (gun === '' && zaman === '' ? '' : `${gun}T${zaman}`);
  return (
    <fieldset className="tarih-saat" data-alan={isaret?.['data-alan']}
      onBlur={isaret && ((event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) isaret.onBlur(event); })}>
      <legend>{label}{required && <span className="req" aria-hidden="true"> *</span>}</legend>
      <div className="tarih-saat-satir">
        <label className="field"><span>{t('tarihSaat.tarih')}</span>
          <input className="input" type="date" required={required} value={tarih} aria-invalid={isaret?.['aria-invalid']}
            aria-describedby={[isaret?.['aria-describedby'], hint ? ipucuId : ''].filter(Boolean).join(' ') || undefined}
            onChange={(event) => onChange(birlestir(event.target.value, saat))} data-testid={testId} /></label>
        <SaatGirdisi label={t('tarihSaat.saat')} value={saat} required={required} onChange={(zaman) => onChange(birlestir(tarih, zaman))}
          testId={testId && `${testId}-saat`} />
      </div>
      {hint && <small id={ipucuId} className="muted">{hint}</small>}
    </fieldset>
  );
}
