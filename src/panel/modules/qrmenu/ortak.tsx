import { useStore } from '@nanostores/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { gorselUrl, resizeToWebp, upload } from '@api/qrmenu';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '@lib/i18n/languages';
import type { CokDilliMetin } from '@lib/menu/text';
import { withLoader } from '@stores/loader';
import { $session } from '@stores/session';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/components/Icon';
import { useT } from '@panel/hooks';
import '@styles/qrmenu-panel.css';

export const BOS_METIN: CokDilliMetin = { tr: '', en: '', de: '', ru: '' };

/** The selected venue's name, for headings and printouts. */
export function useVenueName(): string {
  const session = useStore($session);
  return session.userInfo?.isletmeler.find((venue) => venue.id === session.selectedIsletmeId)?.ad ?? '';
}

/** valibot issue message keys → the user's language; first issue only. */
export function ilkHata(issues: readonly { message: string }[], t: (key: never) => string): string {
  const key = issues[0]?.message ?? 'error.invalidInput';
  return (t as (key: string) => string)(key.includes(' ') ? 'error.invalidInput' : key);
}

export { hataMetni } from '@api/client';

export interface DilAlani {
  key: string;
  label: string;
  value: CokDilliMetin;
  onChange: (value: CokDilliMetin) => void;
  required?: boolean;
  multiline?: boolean;
  max: number;
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
      <div role="tablist" aria-label={t('qmp.languages')} className="qm-tabs">
        {LANGUAGES.map((lang, index) => (
          <button key={lang} ref={(node) => { refs.current[lang] = node; }} type="button" role="tab" id={`${id}-tab-${lang}`} aria-selected={active === lang} aria-controls={`${id}-panel`}
            tabIndex={active === lang ? 0 : -1} className="qm-tab" onClick={() => setActive(lang)} onKeyDown={(event) => onKey(event, index)} data-testid={`lang-tab-${lang}`}>
            {LANGUAGE_NAMES[lang]}
            {missing(lang) && <span className="qm-dot" title={t('qmp.missingText')}><span className="sr-only">({t('qmp.missingText')})</span></span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className="qm-tabpanel">
        {fields.map((field) => {
          const required = active === 'tr' && field.required;
          const props = {
            className: 'input', name: `${field.key}-${active}`, maxLength: field.max, required, value: field.value[active] ?? '', lang: active,
            onChange: (event: { target: { value: string } }) => field.onChange({ ...field.value, [active]: event.target.value }),
          };
          return (
            <label className="field" key={field.key}>
              <span>{field.label} ({LANGUAGE_NAMES[active]}){required && <span className="req" aria-hidden="true"> *</span>}</span>
              {field.multiline ? <textarea rows={3} {...props} /> : <input {...props} />}
            </label>
          );
        })}
        {extra?.(active)}
      </div>
    </div>
  );
}

/** On/off switch for inline toggles (aria-pressed tells the state). */
export function Anahtar({ on, label, onToggle, disabled, testId }: { on: boolean; label: string; onToggle: () => void; disabled?: boolean; testId?: string }) {
  return (
    <button type="button" className="qm-switch" aria-pressed={on} aria-label={label} title={label} onClick={onToggle} disabled={disabled} data-testid={testId}>
      <span className="qm-switch-knob" aria-hidden="true" />
    </button>
  );
}

/** Checkbox chips for a fixed list (allergens, diet tags, weekdays). */
export function CipSecimi<T extends string | number>({ legend, options, value, onChange, name }: { legend: string; options: readonly { value: T; label: string }[]; value: readonly T[]; onChange: (next: T[]) => void; name: string }) {
  return (
    <fieldset className="qm-chips">
      <legend>{legend}</legend>
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <label key={String(option.value)} className={`qm-chip${checked ? ' on' : ''}`}>
            <input type="checkbox" name={name} value={String(option.value)} checked={checked}
              onChange={() => onChange(checked ? value.filter((item) => item !== option.value) : [...value, option.value])} />
            {option.label}
          </label>
        );
      })}
    </fieldset>
  );
}

/** File input that resizes to WebP in the browser, uploads and hands back the storage key. */
export function GorselYukle({ label, onUploaded, testId }: { label: string; onUploaded: (anahtar: string) => void; testId?: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast('error', t('qmp.imageType'));
      return;
    }
    setBusy(true);
    try {
      const blob = await resizeToWebp(file);
      if (blob.size > 1024 * 1024) throw new Error(t('qmp.imageTooBig'));
      onUploaded(await withLoader(() => upload(blob)));
    } catch (error) {
      toast('error', error instanceof Error ? error.message : t('error.server'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <label className="btn btn-small qm-upload">
      <Icon name="plus" size={16} />{label}
      <input type="file" accept="image/*" className="sr-only" disabled={busy} data-testid={testId}
        onChange={(event) => { void onFile(event.target.files?.[0]); event.target.value = ''; }} />
    </label>
  );
}

export function Gorsel({ anahtar, alt, size = 56 }: { anahtar: string; alt: string; size?: number }) {
  return <img src={gorselUrl(anahtar)} alt={alt} width={size} height={size} className="qm-thumb" loading="lazy" />;
}
