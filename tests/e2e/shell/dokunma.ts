import type { Page } from '@playwright/test';

/** The smallest touch target on a phone layout (Apple HIG / WCAG 2.5.5 AAA): 44 × 44 CSS px. */
export const EN_AZ = 44;

/**
 * Every interactive element on screen smaller than 44 × 44 px, as "what: W×H". Measured: buttons, links, inputs,
 * selects, text areas, summaries and role=button; a checkbox or radio by its clickable label when it has one.
 * The one exception (WCAG 2.5.8 "inline"): a link inside a sentence of running text (an inline <a> in a <p>).
 * Hidden, screen-reader-only and off-screen elements (a closed drawer) are not targets.
 */
export function kucukHedefler(page: Page): Promise<string[]> {
  return page.evaluate((enAz) => {
    const secici = 'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link]';
    const gorunur = (el: Element, r: DOMRect) => {
      if (r.width < 2 || r.height < 2) return false;
      if (r.right <= 0 || r.left >= innerWidth || r.bottom <= 0) return false;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return false;
      if (el.closest('[aria-hidden="true"], [inert], .sr-only')) return false;
      return true;
    };
    const satirIci = (el: Element) => el.tagName === 'A' && getComputedStyle(el).display === 'inline' && el.parentElement?.tagName === 'P'
      && (el.parentElement.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 10;
    const ad = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30) ?? '';
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${id}"`;
    };
    const sonuc: string[] = [];
    const gorulen = new Set<Element>();
    for (const el of document.querySelectorAll(secici)) {
      let hedef: Element = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) hedef = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null) ?? el;
      if (gorulen.has(hedef)) continue;
      gorulen.add(hedef);
      const r = hedef.getBoundingClientRect();
      if (!gorunur(hedef, r) || satirIci(hedef)) continue;
      if (r.width < enAz - 0.5 || r.height < enAz - 0.5) sonuc.push(`${ad(hedef)}: ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return sonuc;
  }, EN_AZ);
}
