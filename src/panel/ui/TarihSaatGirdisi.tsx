import { SaatGirdisi } from './SaatGirdisi';
import { useT } from '@panel/hooks';

interface Props {
  label: string;
  /** 'YYYY-MM-DDTHH:MM' (a datetime-local value) or '' */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  invalid?: boolean;
  hint?: string;
  inputRef?: (el: HTMLElement | null) => void;
  /** on the date input; the time input gets `${testId}-saat` */
  testId?: string;
}

/**
 * A date and a 24-hour time, in place of `<input type="datetime-local">` (whose time follows the browser's locale:
 * 2:30 PM in an en-US browser). Reads and writes the same 'YYYY-MM-DDTHH:MM' value.
 */
export function TarihSaatGirdisi({ label, value, onChange, required, invalid, hint, inputRef, testId }: Props) {
  const t = useT();
  const tarih = value.slice(0, 10);
  const saat = value.slice(11);
  const birlestir = (gun: string, zaman: string) => (gun === '' && zaman === '' ? '' : `${gun}T${zaman}`);
  return (
    <fieldset className="tarih-saat">
      <legend>{label}{required && <span className="req" aria-hidden="true"> *</span>}</legend>
      <div className="tarih-saat-satir">
        <label className="field"><span>{t('tarihSaat.tarih')}</span>
          <input ref={inputRef} className="input" type="date" required={required} value={tarih} aria-invalid={invalid || undefined}
            onChange={(event) => onChange(birlestir(event.target.value, saat))} data-testid={testId} /></label>
        <SaatGirdisi label={t('tarihSaat.saat')} value={saat} required={required} onChange={(zaman) => onChange(birlestir(tarih, zaman))}
          testId={testId && `${testId}-saat`} />
      </div>
      {hint && <small className="muted">{hint}</small>}
    </fieldset>
  );
}
