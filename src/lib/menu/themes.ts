/** Menu themes: CSS variable sets plus a layout choice. The server renders the active one inline (no flash). */
export type MenuLayout = 'liste' | 'kart' | 'izgara';

export interface MenuTheme {
  id: string;
  ad: string;
  karanlik: boolean;
  layout: MenuLayout;
  vars: Record<string, string>;
}

export const MENU_THEMES: readonly MenuTheme[] = [
  {
    id: 'klasik', ad: 'Klasik', karanlik: false, layout: 'liste',
    vars: { '--m-bg': '#fffdf8', '--m-surface': '#ffffff', '--m-text': '#1f2937', '--m-muted': '#5b6472', '--m-accent': '#9a3412', '--m-accent-text': '#ffffff', '--m-border': '#ece4d6', '--m-radius': '10px', '--m-font': "Georgia, 'Times New Roman', serif" },
  },
  {
    id: 'gece', ad: 'Gece', karanlik: true, layout: 'kart',
    vars: { '--m-bg': '#0f1115', '--m-surface': '#1a1d24', '--m-text': '#f3f4f6', '--m-muted': '#b4bac5', '--m-accent': '#fbbf24', '--m-accent-text': '#111827', '--m-border': '#2b303b', '--m-radius': '14px', '--m-font': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  },
  {
    id: 'ferah', ad: 'Ferah', karanlik: false, layout: 'izgara',
    vars: { '--m-bg': '#f0fdfa', '--m-surface': '#ffffff', '--m-text': '#0f172a', '--m-muted': '#475569', '--m-accent': '#0f766e', '--m-accent-text': '#ffffff', '--m-border': '#ccfbf1', '--m-radius': '18px', '--m-font': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  },
  {
    id: 'bistro', ad: 'Bistro', karanlik: true, layout: 'liste',
    vars: { '--m-bg': '#1c1917', '--m-surface': '#292524', '--m-text': '#fafaf9', '--m-muted': '#d6d3d1', '--m-accent': '#f97316', '--m-accent-text': '#1c1917', '--m-border': '#44403c', '--m-radius': '4px', '--m-font': "'Trebuchet MS', system-ui, sans-serif" },
  },
  {
    id: 'pastel', ad: 'Pastel', karanlik: false, layout: 'kart',
    vars: { '--m-bg': '#fdf2f8', '--m-surface': '#ffffff', '--m-text': '#3b0764', '--m-muted': '#6b21a8', '--m-accent': '#be185d', '--m-accent-text': '#ffffff', '--m-border': '#fbcfe8', '--m-radius': '22px', '--m-font': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  },
];

export const DEFAULT_THEME_ID = 'klasik';

export function themeById(id: string | null | undefined): MenuTheme {
  return MENU_THEMES.find((theme) => theme.id === id) ?? MENU_THEMES[0]!;
}

/** `:root{--m-bg:...}` for inlining into the page head. */
export function themeCss(theme: MenuTheme, selector = ':root'): string {
  return `${selector}{${Object.entries(theme.vars).map(([key, value]) => `${key}:${value}`).join(';')};color-scheme:${theme.karanlik ? 'dark' : 'light'}}`;
}
