import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, ISLETME_MENU, type MenuItem } from '@lib/menu-tree';

/**
 * One word per module in every layer (shared/DESIGN.md §2): the module list comes from the menu tree, each menu
 * screen belongs to one module word, and every layer names its folder (or file) by that word. A new menu area
 * without a word, a screen filed under another module, a layer missing a module or a folder named by a word that
 * is no module all fail here.
 */
const ROOT = join(import.meta.dirname, '..', '..');

/** Menu paths (the SPEC's URLs) → module word; the longest matching prefix wins. */
const MODUL: Record<string, string> = {
  'isletme/dashboard': 'dashboard',
  'isletme/qrmenu': 'qrmenu',
  'isletme/qrmenu/pc-alis-satis': 'ikinciel',
  'isletme/qrmenu/letgo-bot': 'ikinciel',
  'isletme/qrmenu/cafe-yonetim': 'cafe',
  'isletme/cafe-yonetim': 'cafe',
  'isletme/personel': 'personel',
  'isletme/crm': 'crm',
  'isletme/randevutakip': 'randevu',
  'isletme/randevutakip/personel': 'personel',
  'isletme/randevutakip/personel-gorevler': 'personel',
  'isletme/randevutakip/musteriler': 'musteri',
  'isletme/randevutakip/kasa-hareketleri': 'kasa',
  'isletme/randevutakip/cari-takip': 'cari',
  'isletme/randevutakip/caribakiyeraporu': 'cari',
  'isletme/envanter': 'envanter',
  'isletme/ayarlar': 'ayarlar',
  'isletme/ayarlar/yonetim/parametre': 'parametre',
  // the admin area is one module; its screen groups keep their own word inside each layer's admin/ folder
  'admin/dashboard': 'admin/dashboard',
  'admin/isletmeler': 'admin/isletmeler',
  'admin/fo': 'admin/talep',
  'admin/frontoffice/dashboard': 'admin/talep',
  'admin/frontoffice/pos': 'admin/pos',
  'admin/ornek': 'admin/muhasebe',
  'admin/stok': 'admin/stok',
  'admin/ayarlar': 'admin/genel',
  'admin/ayarlar/ornek': 'admin/genel',
  'admin/ayarlar/lisans': 'admin/lisans',
  'admin/ayarlar/yetki-setleri': 'admin/yetki',
};

function modulOf(id: string): string | undefined {
  const anahtar = Object.keys(MODUL).filter((yol) => id === yol || id.startsWith(`${yol}/`)).sort((a, b) => b.length - a.length)[0];
  return anahtar ? MODUL[anahtar] : undefined;
}

const tumEkranlar = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...tumEkranlar(item.children ?? [])]);
const EKRANLAR = tumEkranlar([...ISLETME_MENU, ...ADMIN_MENU]);
const VENUE = [...new Set(EKRANLAR.map((item) => modulOf(item.id)).filter((w): w is string => !!w && !w.startsWith('admin/')))].sort();
const ADMIN = [...new Set(EKRANLAR.map((item) => modulOf(item.id)).filter((w): w is string => !!w?.startsWith('admin/')))].map((w) => w.slice(6)).sort();

const adlar = (dir: string) => readdirSync(join(ROOT, dir)).map((name) => name.replace(/(\.overlay)?\.(tsx?|json|mjs)$/, ''));
const var_ = (dir: string, word: string) => existsSync(join(ROOT, dir, word)) || existsSync(join(ROOT, dir, `${word}.ts`)) || existsSync(join(ROOT, dir, `${word}.tsx`));

/** Layers of a venue module, and the modules a layer may lack (with why). */
const KATMANLAR: Record<string, { dir: string; eksik?: string[] }> = {
  routes: { dir: 'worker/routes/isletme' },
  db: { dir: 'worker/db' },
  schemas: { dir: 'src/lib/schemas' },
  // the dashboard and the parameters screen read and write one path each through the panel's data hook
  api: { dir: 'src/api', eksik: ['dashboard', 'parametre'] },
  screens: { dir: 'src/panel/modules' },
  texts: { dir: 'src/lib/i18n' },
  'api tests': { dir: 'tests/api' },
  // the dashboard is checked by the shell specs that land on it; the ledger's specs share the cash book's (kasa/kasa-cari)
  'e2e tests': { dir: 'tests/e2e', eksik: ['dashboard', 'cari'] },
};

/** Names in a layer that are not modules: the layer's own plumbing or platform-wide books. */
const ALTYAPI: Record<string, string[]> = {
  'worker/routes/isletme': ['index'],
  'worker/db': ['admin', 'auth', 'destek', 'lisans', 'pos'],
  'src/lib/schemas': ['admin', 'alan-hatalari', 'auth', 'destek', 'pos'],
  'src/api': ['admin', 'auth', 'client', 'destek', 'dosya', 'islem', 'pos'],
  'src/panel/modules': ['admin'],
  'src/lib/i18n': ['admin', 'destek', 'ek', 'languages', 'overlays', 'server-lang', 'site', 'tr', 'translate', 'tum', 'modul', 'shell', 'parametre-odeme'],
  'tests/api': ['admin', 'auth', 'env.d', 'fixtures', 'goc', 'http', 'katla-arama.test', 'matrix.test', 'setup', 'worker'],
  'tests/e2e': ['admin', 'auth', 'helpers', 'katla-arama.spec', 'shell', 'site'],
};

describe('one word per module in every layer', () => {
  it('every menu screen belongs to a module word', () => {
    expect(EKRANLAR.filter((item) => !modulOf(item.id)).map((item) => item.id)).toEqual([]);
    expect(VENUE).toEqual(expect.arrayContaining(['cafe', 'cari', 'kasa', 'musteri', 'personel', 'qrmenu', 'randevu']));
  });

  it('every routed screen lives in its module’s folder (src/panel/modules/<word>/)', () => {
    const ekranlar = readFileSync(join(ROOT, 'src/panel/screens.ts'), 'utf8');
    const yanlis = [...ekranlar.matchAll(/'((?:isletme|admin)\/[^']+)':\s*lazyScreen\(\(\) => import\('\.\/modules\/([^']+)'\)/g)].flatMap(([, id, yol]) => {
      const word = modulOf(id!);
      return word && !yol!.startsWith(`${word}/`) ? [`${id} → modules/${yol} (module ${word})`] : [];
    });
    expect(yanlis).toEqual([]);
  });

  it.each(Object.entries(KATMANLAR))('%s: every venue module has its word', (_katman, { dir, eksik = [] }) => {
    expect(VENUE.filter((word) => !eksik.includes(word) && !var_(dir, word))).toEqual([]);
  });

  it.each(Object.entries(ALTYAPI))('%s holds only module words and its own plumbing', (dir, altyapi) => {
    expect(adlar(dir).filter((name) => !VENUE.includes(name) && !altyapi.includes(name))).toEqual([]);
  });

  it('the admin area keeps each screen group’s word in its routes, screens, browser calls and tests', () => {
    const katmanlar: [string, string[]][] = [
      ['worker/routes/admin', []],
      // the permission-set templates screen reuses the venue's set editor (src/panel/components)
      ['src/panel/modules/admin', ['yetki']],
      ['src/api/admin', ['dashboard', 'pos', 'yetki']],
      ['tests/api/admin', ['dashboard', 'yetki']],
    ];
    const eksikler = katmanlar.flatMap(([dir, eksik]) => ADMIN.filter((word) => !eksik.includes(word) && !var_(dir, word) && !var_(dir, `${word}.test`) && !var_(dir, `${word}-setleri`)).map((word) => `${dir}/${word}`));
    expect(eksikler).toEqual([]);
  });
});
