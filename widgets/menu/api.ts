import type { PublicMenu } from '../../src/lib/menu/public-types';

const ZAMAN_ASIMI_MS = 20_000;

/** GET {origin}/api/public/menu/{slug}?lang=xx with plain fetch (small bundle); null on any failure. */
export async function menuYukle(origin: string, slug: string, lang: string): Promise<PublicMenu | null> {
  const iptal = new AbortController();
  const zamanlayici = setTimeout(() => iptal.abort(), ZAMAN_ASIMI_MS);
  try {
    const yanit = await fetch(`${origin}/api/public/menu/${encodeURIComponent(slug)}?lang=${lang}`, { credentials: 'omit', signal: iptal.signal });
    const govde = (await yanit.json()) as { success?: boolean; data?: PublicMenu };
    return yanit.ok && govde.success && govde.data && Array.isArray(govde.data.kategoriler) ? govde.data : null;
  } catch {
    return null;
  } finally {
    clearTimeout(zamanlayici);
  }
}

/** Image paths are relative to the API origin; absolute http(s) URLs pass through. */
export function gorselUrl(origin: string, yol: string): string {
  return /^https?:\/\//.test(yol) ? yol : `${origin}${yol.startsWith('/') ? '' : '/'}${yol}`;
}
