import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The house plan's import rules (shared/DESIGN.md §2), checked on every source file. */
const ROOT = join(import.meta.dirname, '..', '..');

function dosyalar(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return dosyalar(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) ? [path] : [];
  });
}

/** Every module specifier a file imports, resolved to a repository path when relative. */
function importlar(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map((m) => {
    const spec = m[1] ?? m[2] ?? m[3] ?? '';
    if (spec.startsWith('.')) return relative(ROOT, join(file, '..', spec));
    return spec.replace(/^@lib\//, 'src/lib/').replace(/^@worker\//, 'worker/').replace(/^@widgets\//, 'widgets/').replace(/^@panel\//, 'src/panel/')
      .replace(/^@api\//, 'src/api/').replace(/^@stores\//, 'src/stores/');
  });
}

const ihlaller = (folder: string, yasak: RegExp) =>
  dosyalar(join(ROOT, folder)).flatMap((file) => importlar(file).filter((spec) => yasak.test(spec)).map((spec) => `${relative(ROOT, file)} → ${spec}`));

/** The worker's own import graph: every file under worker/ → the worker files it imports (relative or @worker/). */
function workerGrafi(): Map<string, string[]> {
  const files = dosyalar(join(ROOT, 'worker')).map((file) => relative(ROOT, file));
  const bilinen = new Set(files);
  const coz = (spec: string) => ['', '.ts', '.tsx', '/index.ts'].map((ek) => spec + ek).find((yol) => bilinen.has(yol));
  return new Map(files.map((file) => [file, importlar(join(ROOT, file)).flatMap((spec) => {
    const yol = spec.startsWith('worker/') ? coz(spec) : undefined;
    return yol ? [yol] : [];
  })]));
}

/** Every import circle of a graph, each as 'a → b → … → a' (depth-first; a circle is reported once per entry edge). */
function donguler(graf: Map<string, string[]>): string[] {
  const bitti = new Set<string>();
  const yol: string[] = [];
  const bulunan: string[] = [];
  const gez = (dugum: string) => {
    const i = yol.indexOf(dugum);
    if (i >= 0) { bulunan.push([...yol.slice(i), dugum].join(' → ')); return; }
    if (bitti.has(dugum)) return;
    yol.push(dugum);
    for (const hedef of graf.get(dugum) ?? []) gez(hedef);
    yol.pop();
    bitti.add(dugum);
  };
  for (const dugum of graf.keys()) gez(dugum);
  return bulunan;
}

/** SQL in the string literals of a file (comments left out: they may quote a statement). */
function sqlMetinleri(file: string): string[] {
  const kod = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');
  const metinler = kod.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  return metinler.filter((m) => /\bSELECT\s[\s\S]*\bFROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+\w+\s+SET\b|\bDELETE\s+FROM\b/.test(m));
}

describe('import rules', () => {
  it('src/lib runs everywhere: it imports nothing from widgets/, src/components/ or worker/', () => {
    expect(ihlaller('src/lib', /^(widgets|worker|src\/components)\//)).toEqual([]);
  });
  it('the panel never imports worker code (answer types come from src/lib/schemas)', () => {
    expect(ihlaller('src/panel', /^worker\//)).toEqual([]);
  });
  it('the browser calls never import the panel (what a call needs lives in src/api, src/lib or src/stores)', () => {
    expect(ihlaller('src/api', /^src\/panel\//)).toEqual([]);
  });
  it('src/api holds calls only: it declares or re-exports no type (answer and request shapes live in src/lib/schemas)', () => {
    const yerler = dosyalar(join(ROOT, 'src/api')).flatMap((file) => readFileSync(file, 'utf8').split('\n')
      .flatMap((satir, i) => (/^\s*export\s+(?:declare\s+)?(?:type|interface)\b|^\s*export\s*\{[^}]*\btype\b/.test(satir) ? [`${relative(ROOT, file)}:${i + 1}: ${satir.trim()}`] : [])));
    expect(yerler).toEqual([]);
  });
  it('widgets hold browser code only: no Astro components and nothing from worker/', () => {
    expect(dosyalar(join(ROOT, 'widgets')).filter((file) => file.endsWith('.astro')).map((file) => relative(ROOT, file))).toEqual([]);
    expect(ihlaller('widgets', /^worker\//)).toEqual([]);
  });
  it.each(['src/api', 'src/stores', 'src/components'])('browser code never imports the Worker: nothing in %s imports worker/ (the pages load, src/pages → worker/pages)', (folder) => {
    expect(ihlaller(folder, /^worker\//)).toEqual([]);
  });
  it('worker/db holds queries: it imports nothing from worker/live (the live objects call the queries, never the reverse)', () => {
    expect(ihlaller('worker/db', /^worker\/live\//)).toEqual([]);
  });
  it('no import circle anywhere under worker/', () => {
    expect(donguler(workerGrafi())).toEqual([]);
  });
  it('worker/db and worker/auth never import each other both ways: auth may read db, db never imports auth', () => {
    expect(ihlaller('worker/db', /^worker\/auth\//)).toEqual([]);
  });
  it('no SQL in a route file: routes parse, authorise, call worker/db and answer', () => {
    const yerler = dosyalar(join(ROOT, 'worker/routes')).flatMap((file) => sqlMetinleri(file).map((m) => `${relative(ROOT, file)}: ${m.slice(0, 60)}`));
    expect(yerler).toEqual([]);
  });
  it('the panels ask with the product’s dialog (onayla), never the browser’s confirm()', () => {
    const yerler = ['src', 'widgets'].flatMap((folder) => dosyalar(join(ROOT, folder)))
      .filter((file) => /(^|[^.\w])(window\.)?confirm\(/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(yerler).toEqual([]);
  });
});

// Every screen and every print writes dates, times and money in one way: src/lib/zaman (the venue's zone, the UI
// language) and src/lib/para.ts.
describe('time and money have one home', () => {
  it('no screen, print, widget or Worker file formats dates, times or numbers with Intl or toLocale* itself', () => {
    const yerler = ['src/panel', 'src/components', 'src/pages', 'src/layouts', 'src/stores', 'src/api', 'widgets', 'worker']
      .flatMap((folder) => dosyalar(join(ROOT, folder)))
      .map((file) => relative(ROOT, file))
      .filter((file) => /\.toLocale(Date|Time)?String\(|new Intl\.(DateTimeFormat|NumberFormat)\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(yerler).toEqual([]);
  });
});
