import type { ReactNode } from 'react';
import { useT } from '../hooks';
import type { AlanHatalari } from './useAlanHatalari';

/** A form's closing lines: what went wrong with the whole form, then Cancel and the submit button. */
export function FormSonu({ f, onVazgec, kaydet, kaydetTestId, mesgul }: {
  f: AlanHatalari;
  onVazgec: () => void;
  /** the submit button's text (default: Save) */
  kaydet?: ReactNode;
  kaydetTestId?: string;
  mesgul?: boolean;
}) {
  const t = useT();
  return (
    <>
      <p className="field-error" role="alert">{f.formHatasi}</p>
      <div className="form-actions">
        <button type="button" className="btn" onClick={onVazgec}>{t('common.cancel')}</button>
        <button type="submit" className="btn btn-primary" disabled={mesgul} data-testid={kaydetTestId}>{kaydet ?? t('common.save')}</button>
      </div>
    </>
  );
}
