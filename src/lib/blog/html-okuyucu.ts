/**
 * First pass of the blog sanitiser: a linear tokenizer shaped after the HTML spec's tag, attribute and comment
 * states. It keeps text (with '<' and '>' escaped), rebuilds allowed tags without attributes — only `a` keeps one
 * checked href — and drops comments, other tags, and the bodies of script-like and embedding elements.
 */

export const IZINLI_ETIKETLER = ['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a'] as const;
export const BAGLANTI_REL = 'noopener nofollow ugc';
export const MAX_HREF = 2000;

const IZINLI = new Set<string>(IZINLI_ETIKETLER);
// content up to the matching end tag is raw text for the browser: never shown, never parsed
const HAM_METIN = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
// ordinary content, but nothing in it was meant as post text
const GOVDESIYLE = new Set(['svg', 'math', 'object', 'applet', 'template', 'select', 'canvas', 'video', 'audio', 'form', 'button', 'head', 'frameset', 'datalist', 'map', 'picture']);

const ADLI: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', Tab: '\t', NewLine: '\n', sol: '/', bsol: '\\',
  lpar: '(', rpar: ')', period: '.', comma: ',', excl: '!', num: '#', percnt: '%', quest: '?', equals: '=', semi: ';', lowbar: '_',
  hyphen: '-', dash: '-', plus: '+', ast: '*', commat: '@', grave: '`',
};

const kodNoktasi = (code: number) => (Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd');

/** Decodes numeric and common named character references once (an unknown name stays literal and is escaped later). */
export function varlikCoz(text: string): string {
  return text.replace(/&(?:#(\d{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([A-Za-z]{2,8});)/g, (whole, dec?: string, hex?: string, ad?: string) => {
    if (dec !== undefined) return kodNoktasi(Number(dec));
    if (hex !== undefined) return kodNoktasi(parseInt(hex, 16));
    return ad !== undefined && Object.hasOwn(ADLI, ad) ? ADLI[ad]! : whole;
  });
}

/** Escapes text for a double-quoted attribute: after this the browser decodes exactly the checked value. */
export const niteligeKacir = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A link target as the browser will read it, or null when it is not allowed: http:, https:, mailto: or relative.
 * Decodes entities, drops tab/newline anywhere and C0/space at the ends (as the URL parser does); any other
 * control character, or a scheme-looking prefix (a ':' before the first '/', '?' or '#') that is not allowed, refuses.
 */
export function guvenliHref(ham: string): string | null {
  // eslint-disable-next-line no-control-regex
  const url = varlikCoz(ham).replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '' || url.length > MAX_HREF) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return null;
  const ilk = url.search(/[/?#]/);
  const iki = url.indexOf(':');
  if (iki === -1 || (ilk !== -1 && ilk < iki)) return url;
  const sema = url.slice(0, iki).toLowerCase();
  return sema === 'http' || sema === 'https' || sema === 'mailto' ? url : null;
}

const BOSLUK = /[\t\n\f\r ]/;
const metin = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Etiket { ad: string; href: string | undefined; kendiniKapatan: boolean; son: number }

/** Reads a tag whose name starts at `p`; null when the input ends inside it (the browser drops such a tag). */
function etiketOku(html: string, p: number): Etiket | null {
  const n = html.length;
  let ad = '';
  while (p < n && !BOSLUK.test(html[p]!) && html[p] !== '/' && html[p] !== '>') ad += html[p++];
  let href: string | undefined;
  let kendiniKapatan = false;
  for (;;) {
    while (p < n && (BOSLUK.test(html[p]!) || html[p] === '/')) kendiniKapatan = html[p++] === '/';
    if (p >= n) return null;
    if (html[p] === '>') return { ad: ad.toLowerCase(), href, kendiniKapatan, son: p + 1 };
    kendiniKapatan = false;
    const bas = p++;
    while (p < n && !BOSLUK.test(html[p]!) && html[p] !== '/' && html[p] !== '>' && html[p] !== '=') p++;
    const nitelik = html.slice(bas, p).toLowerCase();
    while (p < n && BOSLUK.test(html[p]!)) p++;
    let deger = '';
    if (html[p] === '=') {
      p++;
      while (p < n && BOSLUK.test(html[p]!)) p++;
      const tirnak = html[p];
      if (tirnak === '"' || tirnak === "'") {
        const bitis = html.indexOf(tirnak, p + 1);
        if (bitis === -1) return null;
        deger = html.slice(p + 1, bitis);
        p = bitis + 1;
      } else {
        const bas2 = p;
        while (p < n && !BOSLUK.test(html[p]!) && html[p] !== '>') p++;
        deger = html.slice(bas2, p);
      }
    }
    // the first of duplicate attributes wins, as in the browser
    if (nitelik === 'href' && href === undefined) href = deger;
  }
}

/** Where a raw-text element's body ends: its end tag, or the end of the input. */
function hamSonu(html: string, ad: string, from: number): number {
  const desen = new RegExp(`</${ad}[\\t\\n\\f\\r />]`, 'gi');
  desen.lastIndex = from;
  return desen.exec(html)?.index ?? html.length;
}

function yorumSonu(html: string, i: number): number {
  if (html.startsWith('<!-->', i)) return i + 5;
  if (html.startsWith('<!--->', i)) return i + 6;
  const a = html.indexOf('-->', i + 4);
  const b = html.indexOf('--!>', i + 4);
  if (a === -1 && b === -1) return html.length;
  return a === -1 || (b !== -1 && b < a) ? b + 4 : a + 3;
}

const harf = (ch: string | undefined) => ch !== undefined && /[A-Za-z]/.test(ch);

/** Canonical, allow-listed HTML in linear time (see the file comment); js-xss and the balancer run after it. */
export function onTemizle(html: string): string {
  const n = html.length;
  let cikti = '';
  let i = 0;
  let atla: { ad: string; derinlik: number } | null = null;
  while (i < n) {
    const lt = html.indexOf('<', i);
    const son = lt === -1 ? n : lt;
    if (!atla) cikti += metin(html.slice(i, son));
    if (lt === -1) break;
    i = lt;
    const c1 = html[i + 1];
    if (html.startsWith('<!--', i)) {
      i = yorumSonu(html, i);
      continue;
    }
    if (c1 === '!' || c1 === '?' || (c1 === '/' && !harf(html[i + 2]))) {
      const gt = html.indexOf('>', i + 2);
      i = gt === -1 ? n : gt + 1;
      continue;
    }
    const kapanis = c1 === '/';
    const adBas = i + (kapanis ? 2 : 1);
    if (!harf(html[adBas])) {
      if (!atla) cikti += '&lt;';
      i += 1;
      continue;
    }
    const etiket = etiketOku(html, adBas);
    if (!etiket) break;
    i = etiket.son;
    const { ad } = etiket;
    if (atla) {
      if (ad === atla.ad) atla.derinlik += kapanis ? -1 : etiket.kendiniKapatan ? 0 : 1;
      if (atla.derinlik === 0) atla = null;
      else if (!kapanis && HAM_METIN.has(ad)) i = hamSonu(html, ad, i);
      continue;
    }
    if (kapanis) {
      if (IZINLI.has(ad)) cikti += ad === 'br' ? '<br>' : `</${ad}>`;
      continue;
    }
    if (ad === 'plaintext') break;
    if (HAM_METIN.has(ad)) {
      i = hamSonu(html, ad, i);
      continue;
    }
    if (GOVDESIYLE.has(ad)) {
      if (!etiket.kendiniKapatan) atla = { ad, derinlik: 1 };
      continue;
    }
    if (!IZINLI.has(ad)) continue;
    if (ad !== 'a') {
      cikti += `<${ad}>`;
      continue;
    }
    const url = etiket.href === undefined ? null : guvenliHref(etiket.href);
    // whitespace left in a URL is percent-encoded: js-xss' attribute parser must see none
    cikti += url === null ? '<a>' : `<a href="${niteligeKacir(url.replace(/\s/g, (ch) => encodeURIComponent(ch)))}">`;
  }
  return cikti;
}
