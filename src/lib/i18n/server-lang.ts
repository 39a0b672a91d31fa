import { isLang, pickLanguage, type Lang } from './languages';

/** Reads one cookie value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null; // a malformed cookie is ignored, never an error
      }
    }
  }
  return null;
}

/** SPEC language order on the server: ?lang, the stored `lang` cookie, Accept-Language, then tr. */
export function langFromRequest(request: Request): Lang {
  const url = new URL(request.url);
  return pickLanguage(url.searchParams.get('lang'), readCookie(request.headers.get('cookie'), 'lang'), request.headers.get('accept-language'));
}

/** API calls may name their language in `X-Lang` (the panel does); otherwise the same order as pages. */
export function apiLangFromRequest(request: Request): Lang {
  const header = request.headers.get('x-lang');
  return isLang(header) ? header : langFromRequest(request);
}
