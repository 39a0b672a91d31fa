import { useLayoutEffect, useRef } from 'react';

/** A stylesheet adopted by one document or shadow root; change its text or take it away. */
export interface StilSayfasi {
  guncelle(css: string): void;
  kaldir(): void;
}

/**
 * CSS the panel builds at run time (the theme preview, uPlot's sheet) goes in as a constructed stylesheet: the page
 * CSP allows no inline <style> element (worker/http/security-headers.ts), and an adopted sheet is not one.
 */
export function stilEkle(hedef: Document | ShadowRoot, css: string): StilSayfasi {
  const belge = 'defaultView' in hedef ? hedef : hedef.ownerDocument;
  // a sheet can only be adopted by the document (frame) whose constructor made it
  const Sayfa = (belge.defaultView as (Window & typeof globalThis) | null)?.CSSStyleSheet ?? CSSStyleSheet;
  const sayfa = new Sayfa();
  sayfa.replaceSync(css);
  hedef.adoptedStyleSheets = [...hedef.adoptedStyleSheets, sayfa];
  return {
    guncelle: (yeni) => sayfa.replaceSync(yeni),
    kaldir: () => {
      hedef.adoptedStyleSheets = hedef.adoptedStyleSheets.filter((s) => s !== sayfa);
    },
  };
}

/** `css` adopted by `hedef` while the component is mounted, following every change of the text. */
export function useStil(hedef: Document | ShadowRoot | null | undefined, css: string): void {
  const sayfa = useRef<StilSayfasi | null>(null);
  const son = useRef(css);
  son.current = css;
  useLayoutEffect(() => {
    if (!hedef) return;
    const s = stilEkle(hedef, son.current);
    sayfa.current = s;
    return () => {
      s.kaldir();
      sayfa.current = null;
    };
  }, [hedef]);
  useLayoutEffect(() => {
    sayfa.current?.guncelle(css);
  }, [css]);
}
