import { atom, computed } from 'nanostores';
import { DEFAULT_LANG, isLang, pickLanguage, type Lang } from '../lib/i18n/languages';
import { kayitliModuller, modulKaydinda, modulOverlayi, type Metinler } from '../lib/i18n/modul';
import { translateWith, type MessageKey, type Messages } from '../lib/i18n/translate';
import { $session, patchSession } from './session';
import { toast } from './toasts';

export const $lang = atom<Lang>(DEFAULT_LANG);
export const $languageLoad = atom<{ loading: boolean; error: string | null }>({ loading: false, error: null });
// the loaded overlays (the shell's and those of the modules whose screens loaded) with their language: counted texts
// follow the plural rules of the language they are written in
const $overlay = atom<{ lang: Lang; messages: Messages }>({ lang: DEFAULT_LANG, messages: {} });

/** The translate function for the current language (built-in Turkish under the loaded overlay). */
export const $t = computed($overlay, ({ lang, messages }) => (key: MessageKey, params?: Record<string, string | number>) => translateWith(messages, key, params, lang));

// the shell's overlay of the language last loaded, and each module's overlay by `${lang}/${modul}` once fetched
let shell: { lang: Lang; messages: Messages } = { lang: DEFAULT_LANG, messages: {} };
const modulOverlaylari = new Map<string, Metinler>();
// module overlays still on their way (a routed screen waits for them)
const bekleyen = new Set<Promise<unknown>>();

/** Shows the shell's overlay and every fetched module overlay of `lang`, when `lang` is still the chosen one. */
function yayinla(lang: Lang): void {
  if ($lang.get() !== lang || shell.lang !== lang) return;
  const moduller = kayitliModuller().map((modul) => modulOverlaylari.get(`${lang}/${modul}`) ?? {});
  $overlay.set({ lang, messages: Object.assign({}, shell.messages, ...moduller) as Messages });
}

function dilYuklenemedi(): void {
  const message = translateWith({}, 'error.languageLoad');
  $languageLoad.set({ loading: false, error: message });
  toast('error', message);
}

/** Fetches one module's overlay in `lang` (once; the browser caches the file too). */
function modulOverlayiAl(modul: string, lang: Exclude<Lang, 'tr'>): Promise<void> {
  if (modulOverlaylari.has(`${lang}/${modul}`)) return Promise.resolve();
  return modulOverlayi(modul, lang).then((metinler) => void modulOverlaylari.set(`${lang}/${modul}`, metinler));
}

// a module's screens just loaded: its overlay in the current language joins the shown texts when it arrives
modulKaydinda((modul) => {
  const lang = $lang.get();
  if (lang === 'tr') return;
  const yukleme = modulOverlayiAl(modul, lang).then(() => yayinla(lang), dilYuklenemedi);
  bekleyen.add(yukleme);
  void yukleme.finally(() => bekleyen.delete(yukleme));
});

/** Resolves when the overlays of the modules registered so far have arrived (at once in Turkish). */
export async function metinlerHazir(): Promise<void> {
  await Promise.all([...bekleyen]);
}

/**
 * Loads `/i18n/{lang}.json` (no cache; the shell's texts) and the overlay of every module whose screens have loaded;
 * on failure keeps the built-in texts and says 'Dil yüklenemedi.'.
 */
export async function setLanguage(lang: Lang): Promise<void> {
  if (!isLang(lang)) return;
  $lang.set(lang);
  patchSession({ lang });
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lang;
  $languageLoad.set({ loading: true, error: null });
  try {
    const response = fetch(`/i18n/${lang}.json`, { cache: 'no-store' }).then((cevap) => {
      if (!cevap.ok) throw new Error(String(cevap.status));
      return cevap.json() as Promise<Messages>;
    });
    const moduller = lang === 'tr' ? [] : kayitliModuller().map((modul) => modulOverlayiAl(modul, lang));
    const [messages] = await Promise.all([response, ...moduller]);
    if ($lang.get() !== lang) return;
    shell = { lang, messages };
    yayinla(lang);
    $languageLoad.set({ loading: false, error: null });
  } catch {
    shell = { lang: DEFAULT_LANG, messages: {} };
    $overlay.set(shell);
    dilYuklenemedi();
  }
}

/** SPEC order: ?lang, stored value, browser language, tr. */
export function initLanguage(): Promise<void> {
  const query = new URLSearchParams(location.search).get('lang');
  return setLanguage(pickLanguage(query, $session.get().lang, navigator.languages));
}
