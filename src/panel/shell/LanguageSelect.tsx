import { useStore } from '@nanostores/react';
import { LANGUAGES, LANGUAGE_NAMES, type Lang } from '@lib/i18n/languages';
import { $lang, setLanguage } from '@stores/language';
import { useT } from '../hooks';

/** Compact language switcher for the panel top bars. */
export function LanguageSelect() {
  const lang = useStore($lang);
  const t = useT();
  return (
    <label className="lang-select">
      <span className="sr-only">{t('common.language')}</span>
      <select value={lang} onChange={(event) => void setLanguage(event.target.value as Lang)} data-testid="language-select">
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>{code.toUpperCase()} · {LANGUAGE_NAMES[code]}</option>
        ))}
      </select>
    </label>
  );
}
