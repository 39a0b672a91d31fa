import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { filterOptions, type DropdownOption } from '@lib/dropdown';
import { useT } from '../hooks';

interface Props {
  label: string;
  value: string;
  options: readonly DropdownOption[];
  onChange: (value: string) => void;
  searchable?: boolean;
  required?: boolean;
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

/**
 * SPEC "Shared dropdown": a select with an optional searchable popup, arrows/Enter/Escape,
 * placeholder 'Seçiniz', search 'İçinde ara...', empty 'Kayıt bulunamadı', required asterisk, error text.
 */
export function Dropdown({ label, value, options, onChange, searchable, required, error, disabled, name }: Props) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const shown = searchable ? filterOptions(options, query) : [...options];
  const selected = options.find((option) => option.value === value);

  useEffect(() => {
    if (!open) return;
    setActive(Math.max(0, shown.findIndex((option) => option.value === value)));
    if (searchable) searchRef.current?.focus();
    const onDocClick = (event: MouseEvent) => { if (!rootRef.current?.contains(event.target as Node)) setOpen(false); };
    document.addEventListener('mousedown', onDocClick);
    return () => document.removeEventListener('mousedown', onDocClick);
  }, [open]);

  function choose(option: DropdownOption | undefined) {
    if (!option) return;
    onChange(option.value);
    setOpen(false);
    setQuery('');
    buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) { event.preventDefault(); setOpen(true); }
      return;
    }
    if (event.key === 'ArrowDown') { event.preventDefault(); setActive((index) => Math.min(shown.length - 1, index + 1)); }
    else if (event.key === 'ArrowUp') { event.preventDefault(); setActive((index) => Math.max(0, index - 1)); }
    else if (event.key === 'Enter') { event.preventDefault(); choose(shown[active]); }
    else if (event.key === 'Escape') { event.preventDefault(); setOpen(false); setQuery(''); buttonRef.current?.focus(); }
    else if (event.key === 'Tab') setOpen(false);
  }

  return (
    <div className="dropdown field" ref={rootRef} onKeyDown={onKeyDown}>
      <span id={`${id}-label`}>{label}{required && <span className="req" aria-hidden="true"> *</span>}</span>
      <button
        ref={buttonRef} type="button" className={`input dropdown-button${error ? ' invalid' : ''}`} disabled={disabled}
        role="combobox" aria-haspopup="listbox" aria-expanded={open} aria-controls={`${id}-list`} aria-labelledby={`${id}-label ${id}-value`}
        aria-required={required} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}
        aria-activedescendant={open && shown[active] ? `${id}-opt-${active}` : undefined}
        onClick={() => setOpen(!open)} data-name={name}
      >
        <span id={`${id}-value`} className={selected ? '' : 'muted'}>{selected?.label ?? t('dropdown.placeholder')}</span>
        <span aria-hidden="true" className="dropdown-caret">▾</span>
      </button>
      {open && (
        <div className="dropdown-popup">
          {searchable && (
            <input ref={searchRef} type="search" className="input dropdown-search" placeholder={t('dropdown.search')} aria-label={t('dropdown.search')} value={query}
              aria-controls={`${id}-list`} aria-activedescendant={shown[active] ? `${id}-opt-${active}` : undefined}
              onChange={(event) => { setQuery(event.target.value); setActive(0); }} />
          )}
          <ul id={`${id}-list`} role="listbox" aria-labelledby={`${id}-label`} className="dropdown-list">
            {shown.length === 0 && <li className="dropdown-empty" role="option" aria-disabled="true" aria-selected="false">{t('dropdown.empty')}</li>}
            {shown.map((option, index) => (
              <li key={option.value} id={`${id}-opt-${index}`} role="option" aria-selected={option.value === value}
                className={`dropdown-option${index === active ? ' active' : ''}`} onMouseEnter={() => setActive(index)} onMouseDown={(event) => event.preventDefault()} onClick={() => choose(option)}>
                {option.label}
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </div>
  );
}
