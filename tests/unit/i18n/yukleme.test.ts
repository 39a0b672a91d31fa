import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODUL_TR, PARCA_TR } from '@lib/i18n/tum';

/**
 * A module's texts load with its screens (src/lib/i18n/modul.ts), so every piece of panel code that the browser loads
 * as one unit (a lazily imported screen, the panel shells) must import the texts of each module whose keys it shows;
 * otherwise that screen would show a raw key until another screen of the module happened to load.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const MODULLER = Object.keys(MODUL_TR);
const PARCALAR = Object.keys(PARCA_TR);
const ANAHTARLAR = new Set([...Object.values(MODUL_TR), ...Object.values(PARCA_TR)].flatMap((metinler) => Object.keys(metinler)));
/** The unit whose texts hold a key (or a key's head): a module part (`randevu/blog` for `randevu.blog.…`) or the module. */
const birim = (key: string) => PARCALAR.find((p) => key.startsWith(`${p.replace('/', '.')}.`)) ?? key.split('.')[0]!;
const ALIAS: Record<string, string> = { '@lib/': 'src/lib/', '@api/': 'src/api/', '@stores/': 'src/stores/', '@panel/': 'src/panel/' };

function dosyalar(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? dosyalar(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function coz(from: string, spec: string): string | null {
  const alias = Object.keys(ALIAS).find((a) => spec.startsWith(a));
  const base = alias ? join(ROOT, ALIAS[alias]!, spec.slice(alias.length)) : spec.startsWith('.') ? join(from, '..', spec) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => existsSync(p) && statSync(p).isFile()) ?? null;
}

const metin = (file: string) => readFileSync(file, 'utf8');
/** Files a file imports for their code (type-only imports and lazy import() calls do not count). */
const statik = (file: string) => [...metin(file).matchAll(/^(?:import|export)\s+(?!type\s)[^'";]*?['"]([^'"]+)['"]/gm)]
  .map((m) => coz(file, m[1]!)).filter((p): p is string => p !== null);
const lazy = (file: string) => [...metin(file).matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => coz(file, m[1]!)).filter((p): p is string => p !== null);

function kapanis(giris: string): Set<string> {
  const gorulen = new Set<string>();
  const sira = [giris];
  while (sira.length) {
    const file = sira.pop()!;
    if (gorulen.has(file) || file.includes('/src/lib/i18n/')) continue;
    gorulen.add(file);
    sira.push(...statik(file));
  }
  return gorulen;
}

/**
 * The modules whose keys a file shows: whole keys in quotes and the heads of keys built at run time. A schema file
 * holds the messages of all its module's forms and many screens import it for a type or one field; the screen of the
 * form that shows them imports its module anyway.
 */
function kullanilan(file: string): string[] {
  if (file.includes('/src/lib/schemas/')) return [];
  const text = metin(file);
  const tam = [...text.matchAll(/['"`]([a-z]+\.[\w.-]+)['"`]/g)].map((m) => m[1]!).filter((key) => ANAHTARLAR.has(key));
  const bas = [...text.matchAll(/['"`]([a-z]+\.[\w.-]*\.)(?:\$\{|['"]\s*\+)/g)].map((m) => m[1]!).filter((head) => [...ANAHTARLAR].some((key) => key.startsWith(head)));
  return [...tam, ...bas].map(birim).filter((b) => MODULLER.includes(b) || PARCALAR.includes(b));
}

const kaydeden = (file: string) => [...metin(file).matchAll(/^import\s+['"]@lib\/i18n\/([a-z]+(?:\/[a-z]+)?)['"]/gm)].map((m) => m[1]!);

describe('texts load with their screens', () => {
  const panel = dosyalar(join(ROOT, 'src', 'panel'));
  const girisler = [...new Set([...panel.flatMap(lazy), join(ROOT, 'src/panel/IsletmeApp.tsx'), join(ROOT, 'src/panel/AdminApp.tsx')])];

  it('every lazily loaded screen and both panel shells import the texts of every module they show', () => {
    const eksik: Record<string, string[]> = {};
    for (const giris of girisler) {
      const parcalar = [...kapanis(giris)];
      const kayitli = new Set(parcalar.flatMap(kaydeden));
      const yok = [...new Set(parcalar.flatMap(kullanilan))].filter((modul) => !kayitli.has(modul)).sort();
      if (yok.length) eksik[relative(ROOT, giris)] = yok;
    }
    expect(eksik).toEqual({});
  });
});
