/** Booking theme colours (public pages, widget, theme editor): one WCAG luminance and one rule for the accent text. */

const renk = (v: unknown): string | null => (typeof v === 'string' && /^#(?:[0-9a-f]{3}){1,2}$/i.test(v.trim()) ? v.trim() : null);

/** WCAG relative luminance of '#rgb' / '#rrggbb'. */
export function parlaklik(hex: string): number {
  const h = hex.length === 4 ? hex.replace(/\w/g, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Channel theme colours: only well-formed hex values; the text on the accent is black or white by contrast. */
export function temaRenkleri(config: Record<string, unknown> | undefined): { a?: string; at?: string; s?: string; x?: string } {
  const colors = config?.colors && typeof config.colors === 'object' ? (config.colors as Record<string, unknown>) : {};
  const a = renk(colors.primary);
  const s = renk(colors.secondary);
  const x = renk(colors.text);
  return { ...(a && { a, at: parlaklik(a) > 0.18 ? '#111' : '#fff' }), ...(s && { s }), ...(x && parlaklik(x) < 0.2 && { x }) };
}

export type TemaRenkleri = ReturnType<typeof temaRenkleri>;

/** The colours as custom properties of the widget's `.w` box ('' when the theme sets none). */
export function renkCss(renkler: TemaRenkleri): string {
  const css = Object.entries(renkler).map(([k, v]) => `--${k}:${v};`).join('');
  return css ? `.w{${css}}` : '';
}

export const temaCss = (config: Record<string, unknown> | undefined): string => renkCss(temaRenkleri(config));
