import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api } from '@api/client';
import { LANGUAGES, LANGUAGE_NAMES, type Lang } from '@lib/i18n/languages';
import { $lang, setLanguage } from '@stores/language';
import { useT } from '../hooks';

// the languages the platform enabled (admin → Genel), asked once per page load; all of them until it answers
let acikDiller: Promise<readonly Lang[]> | null = null;

/** Compact language switcher for the panel top bars: the enabled languages, and always the one in use. */
export function LanguageSelect() {
  const lang = useStore($lang);
  const t = useT();
  const [diller, setDiller] = useState<readonly Lang[]>(LANGUAGES);
  useEffect(() => {
    acikDiller ??= api.get<{ diller: Lang[] }>('/public/platform').then((d) => d.diller, () => LANGUAGES);
    void acikDiller.then(setDiller);
  }, []);
  return (
    <label className="lang-select">
      <span className="sr-only">{t('common.language')}</span>
      <select value={lang} onChange={(event) => void setLanguage(event.target.value as Lang)} data-testid="language-select">
        {LANGUAGES.filter((code) => code === lang || diller.includes(code)).map((code) => (
          <option key={code} value={code}>{code.toUpperCase()} · {LANGUAGE_NAMES[code]}</option>
        ))}
      </select>
    </label>
  );
}
