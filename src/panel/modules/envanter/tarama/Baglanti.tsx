import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { git } from './ortak';

/**
 * A panel link that also works when only the query changes (tabs, an audit, a label sheet on the same route): the
 * router does not report query-only moves, so a plain click moves through history and popstate (ortak.ts git).
 */
export function Baglanti({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function tikla(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    git(href);
  }
  return <a href={href} onClick={tikla} {...rest} />;
}
