import raw from '../../styles/menu.css?raw';

/** The guest CSS, comment-free and collapsed, computed once per isolate and inlined into every guest page (no request). */
export const MENU_CSS = raw
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s*\n\s*/g, '')
  .trim();
