import { pickLanguage, type Lang } from './languages';

/** Reads one cookie value from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** SPEC language order on the server: ?lang, the stored `lang` cookie, Accept-Language, then tr. */
export function langFromRequest(request: Request): Lang {
  const url = new URL(request.url);
  return pickLanguage(url.searchParams.get('lang'), readCookie(request.headers.get('cookie'), 'lang'), request.headers.get('accept-language'));
}
