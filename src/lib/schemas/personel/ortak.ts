import * as v from 'valibot';

/** Field builders the staff schemas share (register, appointment profile, leave, tasks). */

/** A positive row id. */
export const id = (message = 'error.invalidInput') => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0xffffffff, message));
export const benzersiz = <T>(list: readonly T[]) => new Set(list).size === list.length;
// control characters other than line breaks and tabs are never typed (NUL would also cut text short in SQLite)
const temiz = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\t' && ch !== '\n' && ch !== '\r') || code === 127;
});
/** Trimmed text of min..max characters without control characters; a missing field reads as ''. */
export const metin = (min: number, max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temiz, message)), '');

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30). */
export function tarihGecerli(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === text;
}
export const tarih = (message: string) => v.pipe(v.string(message), v.check(tarihGecerli, message));
