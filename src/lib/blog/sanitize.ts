import xss from 'xss';
import { BAGLANTI_REL, guvenliHref, IZINLI_ETIKETLER, niteligeKacir, onTemizle, varlikCoz } from './html-okuyucu';

export { BAGLANTI_REL, guvenliHref, IZINLI_ETIKETLER, MAX_HREF, niteligeKacir, varlikCoz } from './html-okuyucu';

/**
 * Blog post HTML allow-list (server on every write, panel on paste): p, br, h2, h3, strong, b, em, i, u, ul, ol, li,
 * blockquote and a[href] with http(s)/mailto/relative targets; everything else — tags, attributes, comments — goes.
 *
 * Three passes: a linear HTML-like tokenizer (onTemizle) rebuilds canonical tags, because js-xss' attribute parser is
 * quadratic in the whitespace of a tag (a 100 KB tag took 38 s); js-xss then filters with the same allow-list on its
 * own (defence in depth); finally tags are balanced so stored HTML can be rendered as is inside the page.
 */

const MAX_DERINLIK = 50;

/**
 * Closes what was left open, drops closers without an opener, anchors without a target and nesting past
 * MAX_DERINLIK. Input is js-xss output, whose only '<' are the tags it built, so a tag regex reads it exactly.
 */
function dengele(html: string): string {
  const yigin: { etiket: string; yaz: boolean }[] = [];
  let cikti = '';
  let son = 0;
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/g)) {
    cikti += html.slice(son, m.index);
    son = m.index + m[0].length;
    const [, kapanis, etiket = '', nitelik = ''] = m;
    if (etiket === 'br') {
      if (!kapanis) cikti += '<br>';
      continue;
    }
    if (!kapanis) {
      if (yigin.length >= MAX_DERINLIK) continue;
      const href = etiket === 'a' ? /^ href="([^"]*)" rel="[^"]*"/.exec(nitelik)?.[1] : undefined;
      const yaz = etiket !== 'a' || href !== undefined;
      yigin.push({ etiket, yaz });
      if (yaz) cikti += etiket === 'a' ? `<a href="${href}" rel="${BAGLANTI_REL}">` : `<${etiket}>`;
      continue;
    }
    const yer = yigin.map((g) => g.etiket).lastIndexOf(etiket);
    if (yer === -1) continue;
    while (yigin.length > yer) {
      const g = yigin.pop()!;
      if (g.yaz) cikti += `</${g.etiket}>`;
    }
  }
  cikti += html.slice(son);
  while (yigin.length) {
    const g = yigin.pop()!;
    if (g.yaz) cikti += `</${g.etiket}>`;
  }
  return cikti;
}

/** Sanitises a post body to the allow-list (see the file comment). Pure and idempotent. */
export function blogHtmlTemizle(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  let hrefVar = false;
  const secenekler: Parameters<typeof xss>[1] = {
    whiteList: Object.fromEntries(IZINLI_ETIKETLER.map((etiket) => [etiket, etiket === 'a' ? ['href'] : []])),
    stripIgnoreTag: true,
    stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'svg', 'math', 'template', 'noscript', 'textarea', 'title', 'xmp'],
    allowCommentTag: false,
    css: false,
    onTag: (etiket, _html, bilgi) => {
      if (etiket === 'a' && !bilgi.isClosing) hrefVar = false;
      return undefined;
    },
    onTagAttr: (etiket, ad, deger) => {
      if (etiket !== 'a' || ad !== 'href' || hrefVar) return '';
      const url = guvenliHref(deger);
      if (url === null) return '';
      hrefVar = true;
      return `href="${niteligeKacir(url)}" rel="${BAGLANTI_REL}"`;
    },
  };
  return dengele(xss(onTemizle(html), secenekler)).trim();
}

/** Visible text of sanitised HTML (entities decoded, whitespace collapsed): empty-body checks, summaries, search. */
export function blogDuzMetin(html: string): string {
  return varlikCoz(html.replace(/<br>|<\/(?:p|h2|h3|li|blockquote)>/g, ' ').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
}
