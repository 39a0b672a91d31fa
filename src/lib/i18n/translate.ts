import { TR, type MessageKey } from './tr';

export type { MessageKey };
export type Messages = Partial<Record<string, string>>;

/** Replaces `{name}` placeholders. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Overlay text, else the built-in Turkish text, else the key itself (never blank). */
export function translateWith(overlay: Messages | null | undefined, key: MessageKey | string, params?: Record<string, string | number>): string {
  const text = overlay?.[key] || (TR as Record<string, string>)[key] || key;
  return interpolate(text, params);
}
