// What a phone downloads to show a panel's first route on a cold load (entry, shell, the screen and its module's
// texts), gzip: every module's first screen (its first menu entry), the cafe's table tracking and one table's detail;
// and, for the same route opened in English, the overlays it fetches (its module's, and the shell's /i18n/en.json).
import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/wrangler.mjs';
import { CHROME_FLAGS } from './measure.mjs';
import { girisDurumu, rotaJs } from './takip-ekran.mjs';

export const JS_BUTCE = 120 * 1024;
export const OVERLAY_BUTCE = 15 * 1024;
const MASA = '{masaId}';

/** [module, path, venue] — venue 1 is the demo cafe, 2 the demo salon; null: the platform admin. */
const ROTALAR = [
  ['dashboard', '/isletme/dashboard', 1],
  ['qrmenu', '/isletme/qrmenu/kategori', 1],
  ['ikinciel', '/isletme/qrmenu/pc-alis-satis', 1],
  ['cafe', '/isletme/qrmenu/cafe-yonetim/masa', 1],
  ['cafe', '/isletme/qrmenu/cafe-yonetim/masa-takip', 1],
  ['cafe', `/isletme/qrmenu/cafe-yonetim/masa-takip/${MASA}`, 1],
  ['cafe', '/isletme/qrmenu/cafe-yonetim/istasyon', 1],
  ['personel', '/isletme/personel', 1],
  ['crm', '/isletme/crm/musteri/rapor', 2],
  ['randevu', '/isletme/randevutakip/dashboard', 2],
  ['randevu', '/isletme/randevutakip/randevular', 2],
  ['musteri', '/isletme/randevutakip/musteriler', 2],
  ['kasa', '/isletme/randevutakip/kasa-hareketleri', 2],
  ['cari', '/isletme/randevutakip/cari-takip', 2],
  ['envanter', '/isletme/envanter/lokasyonlar', 1],
  ['ayarlar', '/isletme/ayarlar/yonetim/kullanici', 1],
  ['parametre', '/isletme/ayarlar/yonetim/parametre', 1],
  ['admin', '/admin/dashboard', null],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (body) => gzipSync(body, { level: 9 }).length;

/** The overlays a cold load of the path in English fetches, gzip: its modules' (one hashed file each) and the shell's. */
async function ingilizce(browser, base, durum, path) {
  const context = await browser.newContext({ locale: 'en-GB', storageState: durum, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const bekleyen = [];
    const boyut = { modul: 0, modulDosya: 0, shell: 0 };
    page.on('response', (response) => {
      const yol = new URL(response.url()).pathname;
      const tur = /^\/_astro\/en\.[\w-]+\.js$/.test(yol) ? 'modul' : yol === '/i18n/en.json' ? 'shell' : null;
      if (!tur) return;
      bekleyen.push(response.body().then((body) => {
        boyut[tur] += gz(body);
        if (tur === 'modul') boyut.modulDosya += 1;
      }, () => undefined));
    });
    await page.goto(`${base}${path}?lang=en`, { waitUntil: 'networkidle' });
    await Promise.all(bekleyen);
    return boyut;
  } finally {
    await context.close();
  }
}

/** Every module overlay file of the build, gzip, by module and language (the largest one a screen can need). */
function derlenmisOverlaylar() {
  const dir = `${ROOT}dist/client/_astro`;
  const sonuc = {};
  for (const name of readdirSync(dir).filter((file) => /^(en|de|ru)\.[\w-]+\.js$/.test(file))) {
    const text = readFileSync(`${dir}/${name}`, 'utf8');
    // a module part's file (every key `<word>.<part>.`) is named `<word>/<part>`
    const anahtarlar = [...text.matchAll(/"([a-z]+)\.([\w-]+)\.[\w.-]+":/g)];
    const ilk = anahtarlar[0];
    const hepsi = [...text.matchAll(/"[a-z]+\.[\w.-]+":/g)].length;
    const parca = ilk && anahtarlar.length === hepsi && anahtarlar.every((m) => m[1] === ilk[1] && m[2] === ilk[2]);
    const modul = !ilk ? (/"([a-z]+)\.[\w.-]+":/.exec(text)?.[1] ?? '?') : parca ? `${ilk[1]}/${ilk[2]}` : ilk[1];
    (sonuc[modul] ??= {})[name.slice(0, 2)] = gz(text);
  }
  return sonuc;
}

export async function panelIlkRotalar(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  try {
    const durumlar = new Map();
    const durum = async (venue) => {
      if (!durumlar.has(venue)) durumlar.set(venue, await girisDurumu(browser, base, venue));
      return durumlar.get(venue);
    };
    const cafe = await durum(1);
    const masalar = await (await fetch(`${base}/api/isletme/cafe/masalar`, { headers: { cookie: cafe.cookies.map((c) => `${c.name}=${c.value}`).join('; '), 'x-isletme-id': '1' } })).json();
    const masaId = String((masalar.data.masalar.find((m) => m.ad === 'Masa 3') ?? masalar.data.masalar[0]).id);
    const rows = [];
    for (const [modul, sablon, venue] of ROTALAR) {
      const path = sablon.replace(MASA, masaId);
      process.stderr.write(`panel first route ${path}\n`);
      const js = await rotaJs(browser, base, await durum(venue), path);
      const en = await ingilizce(browser, base, await durum(venue), path);
      rows.push({ modul, path: sablon, files: js.files, gzip: js.gzip, en });
    }
    const derlenmis = derlenmisOverlaylar();
    const enBuyuk = Object.entries(derlenmis).map(([modul, diller]) => [modul, ...Object.entries(diller).sort((a, b) => b[1] - a[1])[0]]).sort((a, b) => b[2] - a[2]);
    const lines = [
      '', '| panel first route, cold load (built Worker, demo DB) | module | JS files | JS gz | budget | in English: its module overlay gz (files) | shell overlay /i18n/en.json gz |', '|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.path} | ${r.modul} | ${r.files} | ${kb(r.gzip)} | ${r.gzip <= JS_BUTCE ? '≤ 120 KB' : '**over 120 KB**'} | ${kb(r.en.modul)} (${r.en.modulDosya}) | ${kb(r.en.shell)} |`),
      '', '| module overlay a screen needs, largest language (built file, gz) | value | budget |', '|---|---|---|',
      ...enBuyuk.map(([modul, lang, size]) => `| ${modul} (${lang}) | ${kb(size)} | ${size <= OVERLAY_BUTCE ? '≤ 15 KB' : '**over 15 KB**'} |`),
    ];
    return { rows: { rotalar: rows, overlaylar: derlenmis }, lines };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lines } = await panelIlkRotalar(process.argv[2] ?? 'http://127.0.0.1:4399');
  console.log(lines.join('\n'));
}
