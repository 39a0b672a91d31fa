import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, flattenMenu, ISLETME_MENU, yetkiEkranlari, type MenuItem } from '@lib/permissions';

// The side menu, the screens and the permission-set editor read one tree (src/lib/menu-tree.ts); these checks keep
// the tree honest: a leaf's label is its screen's title, and a screen offers exactly the actions its guards check.

const ROOT = join(import.meta.dirname, '../../..');
const oku = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const dosyalar = (dir: string): string[] => readdirSync(join(ROOT, dir)).flatMap((name) => {
  const path = join(dir, name);
  return statSync(join(ROOT, path)).isDirectory() ? dosyalar(path) : /\.tsx?$/.test(name) ? [path] : [];
});

/** screen id → its module file, from src/panel/screens.ts */
const EKRANLAR = new Map([...oku('src/panel/screens.ts').matchAll(/'([a-z/-]+)': lazyScreen\(\(\) => import\('\.\/([^']+)'\)/g)]
  .map((m) => [m[1]!, `src/panel/${m[2]}.tsx`]));
// a screen may also head a group (admin POS → its definitions), so every item with a path counts
const yapraklar = [...flattenMenu(ISLETME_MENU), ...flattenMenu(ADMIN_MENU)].filter((item) => item.path);
// the venue dashboard's heading is the venue's own name (which venue the numbers are about)
const BASLIGI_KENDI: ReadonlySet<string> = new Set(['isletme/dashboard']);

/** i18n keys of a screen's page title: <h1>{t('…')}</h1>, or the title given to a shared screen component. */
function baslikAnahtarlari(file: string): string[] {
  const text = oku(file);
  return [...text.matchAll(/<h1[^>]*>\{t\('([^']+)'\)\}<\/h1>|\btitle=\{t\('([^']+)'\)\}/g)].map((m) => (m[1] ?? m[2])!);
}

describe('side menu labels are the page titles', () => {
  it('every built screen is a leaf of the tree', () => {
    expect(EKRANLAR.size).toBeGreaterThan(20);
    const idler = new Set(yapraklar.map((item) => item.id));
    for (const id of EKRANLAR.keys()) expect(idler, id).toContain(id);
  });

  it.each(yapraklar.filter((item) => EKRANLAR.has(item.id) && !BASLIGI_KENDI.has(item.id)).map((item) => [item.id, item] as const))('%s: title key = label key', (_id, item: MenuItem) => {
    const anahtarlar = baslikAnahtarlari(EKRANLAR.get(item.id)!);
    expect(anahtarlar.length, `no <h1>{t('…')}</h1> in ${EKRANLAR.get(item.id)}`).toBeGreaterThan(0);
    for (const anahtar of anahtarlar) expect(anahtar).toBe(item.label);
  });

  it('a screen still to come shows its label as its title (ComingSoon renders item.label)', () => {
    expect(oku('src/panel/shell/ComingSoon.tsx')).toMatch(/t\(item\.label as MessageKey\)/);
  });
});

/** Every `<key>:<action>` the server's guards and the panel's permission checks use, per screen key. */
function kullanilanEylemler(): Map<string, Set<string>> {
  const metinler = [...dosyalar('worker'), ...dosyalar('src/panel'), ...dosyalar('src/api')].map((file) => [file, oku(file)] as const);
  const metinHaritasi = new Map(metinler);
  const sabit = /(?:export )?const (\w+) = '((?:isletme|admin):[a-z0-9:-]+)'/g;
  const genel = new Map<string, Set<string>>();
  for (const [, text] of metinler) for (const m of text.matchAll(sabit)) (genel.get(m[1]!) ?? genel.set(m[1]!, new Set()).get(m[1]!)!).add(m[2]!);
  const sonuc = new Map<string, Set<string>>();
  const ekle = (key: string, eylem: string) => (sonuc.get(key) ?? sonuc.set(key, new Set()).get(key)!).add(eylem);
  for (const [file, text] of metinler) {
    const yerel = new Map([...text.matchAll(sabit)].map((m) => [m[1]!, m[2]!]));
    // `const KEY = PERSONEL_KEY;` and `import { PERSONEL_KEY as KEY }` name a constant of another file
    const takma = new Map([...text.matchAll(/const (\w+) = ([A-Z_]+);/g), ...text.matchAll(/\b([A-Z_]+) as (\w+)\b/g)].map((m) => (m[0].startsWith('const') ? [m[1]!, m[2]!] : [m[2]!, m[1]!])));
    // a constant imported from another module: read it there
    const ithal = new Map<string, string>();
    for (const m of text.matchAll(/import \{([^}]+)\} from '([^']+)'/g)) {
      const yol = m[2]!.startsWith('.') ? join(dirname(file), m[2]!) : m[2]!.replace(/^@(panel|api)\//, 'src/$1/').replace(/^@worker\//, 'worker/').replace(/^@lib\//, 'src/lib/');
      for (const ad of m[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/).pop()!).filter(Boolean)) ithal.set(ad, yol);
    }
    const coz = (name: string): string | undefined => {
      if (yerel.has(name)) return yerel.get(name);
      const kaynak = ithal.get(name);
      const kaynakDosya = kaynak && [`${kaynak}.ts`, `${kaynak}.tsx`, `${kaynak}/index.ts`].find((path) => metinHaritasi.has(path));
      const asil = kaynakDosya && (takma.get(name) ?? name);
      if (kaynakDosya && asil) {
        const bulunan = new RegExp(`const ${asil} = '([^']+)'`).exec(metinHaritasi.get(kaynakDosya)!);
        if (bulunan) return bulunan[1];
      }
      const adi = takma.get(name) ?? name;
      const adaylar = genel.get(adi);
      if (adaylar?.size === 1) return [...adaylar][0];
      if (adaylar) throw new Error(`${file}: ${name} is ambiguous (${[...adaylar].join(', ')})`);
      return undefined;
    };
    for (const m of text.matchAll(/\$\{(\w+)\}:([a-zA-Z-]+)/g)) {
      const key = coz(m[1]!);
      if (key) ekle(key, m[2]!);
    }
    // an action chosen from a table (`${RANDEVULAR}:${ISLEM_YETKISI[islem]}`): every action that table holds
    for (const m of text.matchAll(/\$\{(\w+)\}:\$\{(\w+)\[/g)) {
      const key = coz(m[1]!);
      const tablo = [...metinler, ...dosyalar('src/lib').map((path) => [path, oku(path)] as const)].map(([, other]) => new RegExp(`const ${m[2]}\\b[^=]*= \\{([^}]+)\\}`).exec(other)).find(Boolean);
      if (!key || !tablo) throw new Error(`${file}: cannot read the actions of ${m[0]}`);
      for (const eylem of tablo[1]!.matchAll(/: '([a-zA-Z-]+)'/g)) ekle(key, eylem[1]!);
    }
    for (const m of text.matchAll(/'((?:isletme|admin):[a-z0-9:-]+?):(ekle|guncelle|sil|disa-aktar|raporCek|yazdir|gonder|kaydet|transfer|cikis|bakim|onayla|reddet|destek)'/g)) ekle(m[1]!, m[2]!);
  }
  return sonuc;
}

describe('the permission-set editor offers only the actions a screen has', () => {
  const kullanilan = kullanilanEylemler();
  const ekranlar = [...yetkiEkranlari(ISLETME_MENU), ...yetkiEkranlari(ADMIN_MENU)].filter((item) => !item.comingSoon);

  it.each(ekranlar.map((item) => [item.permission!, item] as const))('%s declares exactly what its guards check', (key, item: MenuItem) => {
    const bildirilen = (item.actions ?? []).map((action) => action.slice(key.length + 1)).sort();
    expect(bildirilen).toEqual([...(kullanilan.get(key) ?? [])].sort());
  });

  it('no guard checks an action the tree does not declare', () => {
    const bilinen = new Set([...flattenMenu(ISLETME_MENU), ...flattenMenu(ADMIN_MENU)].flatMap((item) => item.actions ?? []));
    const eksik = [...kullanilan].flatMap(([key, eylemler]) => [...eylemler].map((e) => `${key}:${e}`)).filter((action) => !bilinen.has(action));
    expect(eksik).toEqual([]);
  });
});
