import { demoSql } from '../../../scripts/demo-data.mjs';

/** The statements of a SQL text: split at `;` outside quoted strings and comments (what `d1 execute --file` runs). */
export function ifadeler(metin: string): string[] {
  const out: string[] = [];
  let bas = 0;
  let tirnak: string | null = null;
  for (let i = 0; i < metin.length; i += 1) {
    const c = metin[i];
    if (tirnak) {
      if (c === tirnak) tirnak = null;
    } else if (c === "'" || c === '"') {
      tirnak = c;
    } else if (c === '-' && metin[i + 1] === '-') {
      i = metin.indexOf('\n', i) === -1 ? metin.length : metin.indexOf('\n', i);
    } else if (c === ';') {
      out.push(metin.slice(bas, i + 1).trim());
      bas = i + 1;
    }
  }
  if (metin.slice(bas).trim()) out.push(metin.slice(bas).trim());
  return out.filter((s) => s !== ';');
}

/** One start's demo seeding (scripts/db.mjs `seed`) at the moment `now`, as one batch like the start's file. */
export async function demoYukle(db: D1Database, now: number): Promise<void> {
  const metin = (demoSql as (pepper: string, now: number) => string)("test-pepper", now);
  await db.batch(ifadeler(metin).map((s) => db.prepare(s)));
}

type Satir = Record<string, unknown>;

/** Every row of every table (not D1's or SQLite's own), as JSON text per table. */
export async function dokum(db: D1Database): Promise<Map<string, string[]>> {
  const tablolar = (await db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
    AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name`).all<{ name: string }>()).results;
  const out = new Map<string, string[]>();
  for (const { name } of tablolar) {
    const satirlar = (await db.prepare(`SELECT * FROM "${name}"`).all<Satir>()).results;
    out.set(name, satirlar.map((s) => JSON.stringify(s)).sort());
  }
  return out;
}

/** Rows of `once` that are not, unchanged, in `sonra` (each row counted once): what a start changed or deleted. */
export function degisenler(once: Map<string, string[]>, sonra: Map<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [tablo, satirlar] of once) {
    const kalan = new Map<string, number>();
    for (const s of sonra.get(tablo) ?? []) kalan.set(s, (kalan.get(s) ?? 0) + 1);
    const yok = satirlar.filter((s) => {
      const n = kalan.get(s) ?? 0;
      if (n > 0) kalan.set(s, n - 1);
      return n === 0;
    });
    if (yok.length) out[tablo] = yok;
  }
  return out;
}
