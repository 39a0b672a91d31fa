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
  return [...text.matchAll(/(?:import|export)[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => {
    const spec = m[1] ?? m[2] ?? '';
    if (spec.startsWith('.')) return relative(ROOT, join(file, '..', spec));
    return spec.replace(/^@lib\//, 'src/lib/').replace(/^@worker\//, 'worker/').replace(/^@widgets\//, 'widgets/').replace(/^@panel\//, 'src/panel/');
  });
}

const ihlaller = (folder: string, yasak: RegExp) =>
  dosyalar(join(ROOT, folder)).flatMap((file) => importlar(file).filter((spec) => yasak.test(spec)).map((spec) => `${relative(ROOT, file)} → ${spec}`));

describe('import rules', () => {
  it('src/lib runs everywhere: it imports nothing from widgets/, src/components/ or worker/', () => {
    expect(ihlaller('src/lib', /^(widgets|worker|src\/components)\//)).toEqual([]);
  });
  it('the panel never imports worker code (answer types come from src/lib/schemas)', () => {
    expect(ihlaller('src/panel', /^worker\//)).toEqual([]);
  });
  it('widgets hold browser code only: no Astro components and nothing from worker/', () => {
    expect(dosyalar(join(ROOT, 'widgets')).filter((file) => file.endsWith('.astro')).map((file) => relative(ROOT, file))).toEqual([]);
    expect(ihlaller('widgets', /^worker\//)).toEqual([]);
  });
  it('the panels ask with the product’s dialog (onayla), never the browser’s confirm()', () => {
    const yerler = ['src', 'widgets'].flatMap((folder) => dosyalar(join(ROOT, folder)))
      .filter((file) => /(^|[^.\w])(window\.)?confirm\(/m.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(yerler).toEqual([]);
  });
});

// Every screen and every print writes dates, times and money in one way: src/lib/zaman (the venue's zone, the UI
// language) and src/lib/para.ts. The listed places are being moved by other work right now and follow after it lands.
const BICIM_GECICI_IZINLI = [
  'src/panel/modules/randevu/finans/', 'src/panel/modules/randevu/musteri/', 'src/panel/modules/randevu/personel/', 'src/panel/modules/personel/',
  'worker/http/csv.ts', 'worker/live/', 'worker/db/cafe/', 'worker/routes/isletme/randevu/musteri.ts',
];

describe('time and money have one home', () => {
  it('no screen, print, widget or Worker file formats dates, times or numbers with Intl or toLocale* itself', () => {
    const yerler = ['src/panel', 'src/components', 'src/pages', 'src/layouts', 'src/stores', 'src/api', 'widgets', 'worker']
      .flatMap((folder) => dosyalar(join(ROOT, folder)))
      .map((file) => relative(ROOT, file))
      .filter((file) => !BICIM_GECICI_IZINLI.some((izinli) => file.startsWith(izinli)))
      .filter((file) => /\.toLocale(Date|Time)?String\(|new Intl\.(DateTimeFormat|NumberFormat)\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(yerler).toEqual([]);
  });
});
