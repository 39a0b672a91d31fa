/**
 * The public booking pages' own CSS (src/layouts/BookingLayout.astro) and the header's theme texts, shared with the
 * panel's live theme preview so the preview is the real page's look, not a copy of it.
 */

/** Theme colours as src/lib/randevu/tema-renk.ts temaRenkleri() gives them (validated hex only). */
export interface SayfaRenkleri {
  a?: string;
  at?: string;
  s?: string;
  x?: string;
}

/** Our constants and validated hex colours only: safe to inline in a <style>. */
export function bookingSayfaCss(renk: SayfaRenkleri): string {
  return `:root{--a:${renk.a ?? '#0f766e'};--at:${renk.at ?? '#fff'};--s:${renk.s ?? '#f0fdfa'};--x:${renk.x ?? '#1f2937'}}
*{box-sizing:border-box}
body{margin:0;background:#f9fafb;color:var(--x);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.skip{position:absolute;left:-999px;top:8px;background:#fff;color:#111;padding:8px 12px;z-index:9}
.skip:focus{left:8px}
.top{background:var(--a);color:var(--at)}
.wrap{max-width:720px;margin:0 auto;padding:0 16px}
.top .wrap{display:flex;align-items:center;justify-content:space-between;gap:4px 12px;min-height:56px;flex-wrap:wrap;padding-top:6px;padding-bottom:6px}
.kim{display:flex;align-items:center;gap:10px;min-width:0}
.logo{display:block;height:40px;width:auto;max-width:160px;object-fit:contain;border-radius:6px}
.brand{font-weight:700;font-size:18px;line-height:1.25}
.langs{display:flex;gap:4px}
.langs a{color:var(--at);text-decoration:none;padding:8px;min-width:44px;min-height:44px;display:inline-flex;align-items:center;justify-content:center;border-radius:8px;font-size:14px}
.langs a[aria-current]{background:#0002;font-weight:700}
main{padding:20px 0 32px}
h1{font-size:26px;line-height:1.2;margin:0 0 4px}
.alt-baslik{margin:0 0 16px;color:#4b5563}
.kutu{min-height:600px;background:#fff;border:1px solid #e5e7eb;border-radius:12px;margin:0 -4px}
.kutu .w{border-radius:12px}
.bilgi{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));margin-top:20px}
.bilgi section{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:12px 16px}
.bilgi h2{font-size:16px;margin:0 0 6px}
.bilgi p,.bilgi ul{margin:0;padding:0;list-style:none;font-size:15px}
.gecis{margin-top:20px}
.gecis a{color:var(--x);font-weight:600}
noscript p{padding:24px 16px}
.kutu.teyit{min-height:0;padding:16px 20px;margin:12px 0 0}
.teyit dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 14px;margin:0 0 16px}
.teyit dt{font-weight:600;color:#4b5563}
.teyit dd{margin:0}
.teyit-btn{width:100%;min-height:48px;padding:10px 20px;border:0;border-radius:10px;background:var(--a);color:var(--at);font:inherit;font-weight:700;cursor:pointer}
.teyit-btn:focus-visible{outline:3px solid var(--x);outline-offset:2px}
.teyit a{color:var(--x);font-weight:600;display:inline-block;min-height:44px;padding:10px 0}
.teyit-tamam{font-weight:700;color:#166534;margin:0 0 12px}`;
}

const metin = (config: Record<string, unknown> | undefined, grup: string, alan: string): string | null => {
  const g = config?.[grup];
  const v = g && typeof g === 'object' ? (g as Record<string, unknown>)[alan] : undefined;
  return typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 500) : null;
};

// the key shape GET /api/public/gorsel/{key} serves, under the channel-logo prefix
const LOGO = /^randevu\/logo\/\d{1,10}\/[0-9a-f]{32}\.webp$/;

/** What the header shows: the theme title (else the venue name) and the logo URL (only a stored logo key). */
export function sayfaBasligi(config: Record<string, unknown> | undefined, venueName: string | null | undefined): { baslik: string; logo: string | null } {
  const logo = typeof config?.logo === 'string' && LOGO.test(config.logo) ? `/api/public/gorsel/${config.logo}` : null;
  return { baslik: metin(config, 'texts', 'title') ?? venueName ?? '', logo };
}
