import { useId, useRef, useState, type ReactNode } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '@lib/i18n/languages';
import type { CokDilliMetin } from '@lib/menu/text';
import { useT } from '../hooks';
import type { AlanIsareti } from './useAlanHatalari';
import '@styles/panel-ui.css';

/** An empty text in every panel language (a new multilingual field). */
export const BOS_METIN: CokDilliMetin = { tr: '', en: '', de: '', ru: '' };

export interface DilAlani {
  key: string;
  label: string;
  value: CokDilliMetin;
  onChange: (value: CokDilliMetin) => void;
  required?: boolean;
  multiline?: boolean;
  max: number;
  /** from useAlanHatalari: the field's marks and its message */
  isaret?: AlanIsareti;
  hata?: ReactNode;
}

/** One panel per language (tr required, others optional); a dot marks tabs with missing text. */
export function DilSekmeleri({ fields, extra }: { fields: DilAlani[]; extra?: (lang: Lang) => ReactNode }) {
  const t = useT();
  const id = useId();
  const [active, setActive] = useState<Lang>('tr');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const missing = (lang: Lang) => fields.some((field) => (lang === 'tr' ? field.required : field.value.tr.trim() !== '') && !field.value[lang]?.trim());
  function onKey(event: React.KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length]!;
    setActive(next);
    refs.current[next]?.focus();
  }
  return (
    <div className="qm-langs">
      <div role="tablist" aria-label={t('common.languages')} className="qm-tabs">
        {LANGUAGES.map((lang, index) => (
          <button key={lang} ref={(node) => { refs.current[lang] = node; }} type="button" role="tab" id={`${id}-tab-${lang}`} aria-selected={active === lang} aria-controls={`${id}-panel`}
            tabIndex={active === lang ? 0 : -1} className="qm-tab" onClick={() => setActive(lang)} onKeyDown={(event) => onKey(event, index)} data-testid={`lang-tab-${lang}`}>
            {LANGUAGE_NAMES[lang]}
            {missing(lang) && <span className="qm-dot" title={t('common.missingText')}><span className="sr-only">({t('common.missingText')})</span></span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="qm-tabpanel">
        {fields.map((field) => {
          const required = active === 'tr' && field.required;
          const props = {
            className: 'input', name: `${field.key}-${active}`, maxLength: field.max, required, value: field.value[active] ?? '', lang: active,
            onChange: (event: { target: { value: string } }) => field.onChange({ ...field.value, [active]: event.target.value }),
            ...field.isaret,
          };
          return (
            <label className="field" key={field.key}>
              <span>{field.label} ({LANGUAGE_NAMES[active]}){required && <span className="req" aria-hidden="true"> *</span>}</span>
              {field.multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
              {field.hata}
            </label>
          );
        })}
        {extra?.(active)}
      </div>
    </div>
  );
}
