import * as v from 'valibot';

// control characters other than line breaks and tabs are never typed (NUL would also cut text short in SQLite)
const temiz = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\n' && ch !== '\r' && ch !== '\t') || code === 127;
});

/** Trimmed text of min…max characters without control characters. */
export const metin = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temiz, message));

const gercekGun = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
/** A real calendar day YYYY-MM-DD. */
export const gun = (message: string) => v.pipe(v.string(message), v.check(gercekGun, message));

/** A whole number min…max (JSON number). */
export const tamSayi = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A positive id (JSON number). */
export const id = (message: string) => tamSayi(1, 0xffffffff, message);
