import type { Context } from 'hono';
import { isoYerelMetin } from '@lib/zaman/yerel';
import { bugun } from '@lib/zaman/dilim';

/** CSV for Turkish Excel: UTF-8 BOM, ';' separator, CRLF, decimal comma. */

const BOM = '\uFEFF';

/** One cell: formula-looking text is defused with a leading apostrophe, then quoted when needed. */
export function csvHucre(value: string): string {
  // OWASP CSV injection: = + - @ (and tab/CR that Excel also treats as a formula start); a plain negative amount
  // like '-12,50' is no formula and stays a number
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+(,\d+)?$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvMetni(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => row.map(csvHucre).join(';')).join('\r\n') + '\r\n';
}

/** 123450 → '1234,50' (no thousands separator, so Excel reads it as a number in the Turkish locale). */
export function csvFiyat(kurus: number): string {
  return `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;
}

/** A stored instant → 'YYYY-MM-DD HH:MM' in the venue zone (Excel reads it as a date-time). */
export function csvZaman(iso: string, timeZone: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : isoYerelMetin(iso, timeZone).replace('T', ' ');
}

/**
 * The one CSV download answer: Turkish Excel text (or its rows), saved as `<ad>-<today in the venue zone>.csv`,
 * never cached (exports hold personal data).
 */
export function csvCevap(c: Context, veri: string | readonly (readonly string[])[], ad: string, saatDilimi: string) {
  return indirmeCevap(c, typeof veri === 'string' ? veri : csvMetni(veri), `${ad}-${bugun(saatDilimi)}.csv`, 'text/csv; charset=utf-8');
}

/** A file download answer (CSV above, the KVKK JSON export): saved under `dosyaAdi`, never cached. */
export function indirmeCevap(c: Context, govde: string, dosyaAdi: string, contentType: string) {
  return c.body(govde, 200, {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${dosyaAdi}"`,
    'Cache-Control': 'no-store',
  });
}
