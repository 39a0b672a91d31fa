import { atom } from 'nanostores';
import { translateWith } from '../lib/i18n/translate';
import '../lib/i18n/qrmenu';

/** SPEC §3 Menu theme: themeId, status (idle, loading, succeeded, failed), error. */
export interface MenuThemeState {
  themeId: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
}

const IDLE: MenuThemeState = { themeId: null, status: 'idle', error: null };

export const $menuTheme = atom<MenuThemeState>(IDLE);

/** SPEC §8: an unsuccessful or empty answer → failed with 'Tema alınamadı'; otherwise succeeded with data as the theme id. */
export function menuThemeFromAnswer(answer: unknown): MenuThemeState {
  const body = answer && typeof answer === 'object' ? (answer as { success?: unknown; data?: unknown }) : null;
  if (body?.success === true && typeof body.data === 'string' && body.data.trim() !== '') {
    return { themeId: body.data, status: 'succeeded', error: null };
  }
  return { themeId: null, status: 'failed', error: translateWith(null, 'qrmenu.misafir.themeFailed') };
}

/** SPEC §8: an exception while fetching → failed with 'Sunucu hatası'. */
export function menuThemeFromError(): MenuThemeState {
  return { themeId: null, status: 'failed', error: translateWith(null, 'qrmenu.misafir.themeServerError') };
}

let latest = 0;

/** SPEC §4: idle → loading → succeeded | failed. `slug` is the venue slug (the SPEC's isletmeId derived from the slug); `base` is the API origin for embeds. */
export async function fetchMenuTheme(slug: string, base = ''): Promise<MenuThemeState> {
  const call = ++latest;
  $menuTheme.set({ ...$menuTheme.get(), status: 'loading', error: null });
  let next: MenuThemeState;
  try {
    const response = await fetch(`${base}/api/QrMenu/aktifmenutema?slug=${encodeURIComponent(slug)}`, { headers: { Accept: 'application/json' }, credentials: 'omit' });
    // a 404 still carries the envelope {success:false}; a body that is not JSON counts as an empty answer
    next = menuThemeFromAnswer(await response.json().catch(() => null));
  } catch {
    next = menuThemeFromError();
  }
  // a slower, older call never overwrites a newer one
  if (call === latest) $menuTheme.set(next);
  return next;
}

/** SPEC §4: can be cleared to idle. */
export function clearMenuTheme(): void {
  latest += 1;
  $menuTheme.set(IDLE);
}
