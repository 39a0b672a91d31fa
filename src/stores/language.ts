import { atom, computed } from 'nanostores';
import { DEFAULT_LANG, isLang, pickLanguage, type Lang } from '../lib/i18n/languages';
import { translateWith, type MessageKey, type Messages } from '../lib/i18n/translate';
import { $session, patchSession } from './session';
import { toast } from './toasts';

export const $lang = atom<Lang>(DEFAULT_LANG);
export const $languageLoad = atom<{ loading: boolean; error: string | null }>({ loading: false, error: null });
// the loaded overlay with its language: counted texts follow the plural rules of the language they are written in
const $overlay = atom<{ lang: Lang; messages: Messages }>({ lang: DEFAULT_LANG, messages: {} });

/** The translate function for the current language (built-in Turkish under the loaded overlay). */
export const $t = computed($overlay, ({ lang, messages }) => (key: MessageKey, params?: Record<string, string | number>) => translateWith(messages, key, params, lang));

/** Loads `/i18n/{lang}.json` (no cache); on failure keeps the built-in texts and says 'Dil yüklenemedi.'. */
export async function setLanguage(lang: Lang): Promise<void> {
  if (!isLang(lang)) return;
  $lang.set(lang);
  patchSession({ lang });
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lang;
  $languageLoad.set({ loading: true, error: null });
  try {
    const response = await fetch(`/i18n/${lang}.json`, { cache: 'no-store' });
    if (!response.ok) throw new Error(String(response.status));
    $overlay.set({ lang, messages: (await response.json()) as Messages });
    $languageLoad.set({ loading: false, error: null });
  } catch {
    $overlay.set({ lang: DEFAULT_LANG, messages: {} });
    const message = translateWith({}, 'error.languageLoad');
    $languageLoad.set({ loading: false, error: message });
    toast('error', message);
  }
}

/** SPEC order: ?lang, stored value, browser language, tr. */
export function initLanguage(): Promise<void> {
  const query = new URLSearchParams(location.search).get('lang');
  return setLanguage(pickLanguage(query, $session.get().lang, navigator.languages));
}
