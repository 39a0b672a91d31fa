import { useId, useState, type KeyboardEvent } from 'react';
import { saatKaydir, saatOku } from '@lib/zaman/saat';
import { useT } from '@panel/hooks';
import type { AlanIsareti } from './useAlanHatalari';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  name?: string;
  testId?: string;
  /** a form's field mark (useAlanHatalari `f.alan(k)`): its error joins the field's own hint */
  isaret?: AlanIsareti;
}

/**
 * The product's time entry: 24-hour HH:MM in every UI language. A native `<input type="time">` follows the browser's
 * locale instead (2:30 PM in an en-US browser). Typed '1430' or '14.30' becomes '14:30' on leaving the field; the arrow
 * keys step by 5 minutes; an unreadable time is marked and explained. The value handed up is what the field shows.
 */
export function SaatGirdisi({ label, value, onChange, required, name, testId, isaret }: Props) {
  const t = useT();
  const id = useId();
  const [ayrildi, setAyrildi] = useState(false);
  const gecersiz = ayrildi && (value.trim() === '' ? Boolean(required) : saatOku(value) === null);
  const tus = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onChange(saatKaydir(value, event.key === 'ArrowUp' ? 5 : -5));
  };
  return (
    <div className="field saat-girdisi">
      <label htmlFor={id}>{label}{required && <span className="req" aria-hidden="true"> *</span>}</label>
      <input id={id} className="input" type="text" inputMode="numeric" autoComplete="off" spellCheck={false} maxLength={5} size={5}
        placeholder={t('saat.bicim')} value={value} name={name} required={required} data-alan={isaret?.['data-alan']}
        aria-invalid={gecersiz || isaret?.['aria-invalid'] || undefined}
        aria-describedby={[isaret?.['aria-describedby'], `${id}-ipucu`].filter(Boolean).join(' ')} data-testid={testId}
        onChange={(event) => onChange(event.target.value)} onKeyDown={tus}
        onBlur={(event) => {
          setAyrildi(true);
          isaret?.onBlur(event);
          const saat = saatOku(value);
          if (saat !== null && saat !== value) onChange(saat);
        }} />
      <small id={`${id}-ipucu`} className={gecersiz ? 'field-error' : 'sr-only'} aria-live="polite">{t(gecersiz ? 'saat.gecersiz' : 'saat.ipucu')}</small>
    </div>
  );
}
