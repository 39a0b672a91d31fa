import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wranglerSync } from '../../../scripts/wrangler.mjs';
import { expectAccessible, login, PASSWORD, screenshots } from '../helpers';

// Inventory scanning: camera scan through Chromium's fake camera (a .y4m made from a label this panel renders), an audit
// with typed codes, label sheets as a PDF, the /{slug} short link, the log and the summary. The asset and location
// screens are built elsewhere, so the rows come straight into this run's D1 (.wrangler/e2e-state-<port>).

const PORT = Number(process.env.E2E_PORT ?? 4329);
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

function sql(command: string): Json[] {
  const out = wranglerSync(['d1', 'execute', 'DB', '--local', '-c', 'dist/server/wrangler.json', '--persist-to', `.wrangler/e2e-state-${PORT}`, '--json', '--command', command], { quiet: true });
  return (JSON.parse(out) as { results: Json[] }[]).flatMap((r) => r.results);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const ids: { oda: number; baska: number; varliklar: number[]; yanlis: number; lotus: number; yabanci: number } = { oda: 0, baska: 0, varliklar: [], yanlis: 0, lotus: 0, yabanci: 0 };
let durum: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, info) => {
  // one wrangler call (several seconds each on this machine): idempotent inserts, then the ids
  info.setTimeout(120_000);
  const lok = (isletme: number | string, ad: string) => `(SELECT id FROM envanter_lokasyon WHERE isletme_id = ${isletme} AND ad = '${ad}')`;
  // a venue nobody here belongs to, closed so that the specs counting the platform's (active) venues still see the demo's two
  const yabanci = "(SELECT id FROM isletme WHERE url_adi = 'e2e-yabanci-kafe')";
  const adlar = ['Espresso makinesi', 'Kahve değirmeni', 'Bar taburesi', 'Buz makinesi', 'POS terminali'];
  const rows = sql(`INSERT INTO isletme (ad, url_adi, tur, aktif) SELECT 'E2E Yabancı Kafe', 'e2e-yabanci-kafe', 'cafe', 0 WHERE NOT EXISTS ${yabanci.replace('SELECT id', 'SELECT 1')};
    INSERT OR IGNORE INTO envanter_lokasyon (isletme_id, ad, tur) VALUES (1, 'E2E Tarama Odası', 'oda'), (1, 'E2E Başka Oda', 'oda'), (2, 'E2E Lotus Kabin', 'oda');
    INSERT OR IGNORE INTO envanter_demirbas (isletme_id, kod, ad, lokasyon_id, alis_kurus) VALUES
      ${adlar.map((ad, i) => `(1, 'E2E-T${i + 1}', '${ad}', ${lok(1, 'E2E Tarama Odası')}, ${(i + 1) * 100_000})`).join(', ')},
      (1, 'E2E-T6', 'Teras şemsiyesi', ${lok(1, 'E2E Başka Oda')}, 50000), (2, 'E2E-L1', 'Fön makinesi', ${lok(2, 'E2E Lotus Kabin')}, 20000),
      (${yabanci}, 'E2E-Y1', 'Yabancı sandalye', NULL, 0);
    SELECT 'd' AS tur, id, kod AS ad FROM envanter_demirbas WHERE kod LIKE 'E2E-%' UNION ALL SELECT 'l', id, ad FROM envanter_lokasyon WHERE ad LIKE 'E2E %'`);
  const id = (tur: string, ad: string) => rows.find((r) => r.tur === tur && r.ad === ad)!.id as number;
  Object.assign(ids, {
    oda: id('l', 'E2E Tarama Odası'), baska: id('l', 'E2E Başka Oda'),
    varliklar: [1, 2, 3, 4, 5].map((n) => id('d', `E2E-T${n}`)), yanlis: id('d', 'E2E-T6'), lotus: id('d', 'E2E-L1'), yabanci: id('d', 'E2E-Y1'),
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}').selectedIsletmeId)).toBe(1);
  durum = await context.storageState();
  await context.close();
});

const girisli = (browser: Browser) => browser.newContext({ storageState: durum });

/** Slugs of assets as the label sheet prints them (data-slug of each label). */
async function etiketSluglari(page: Page, idler: number[]): Promise<string[]> {
  await page.goto(`/isletme/envanter/qr?yazdir=demirbas&id=${idler.join(',')}`);
  await expect(page.getByTestId('etiket-ozet')).toContainText(`${idler.length} etiket`);
  const baski = page.getByTestId('etiket-baski');
  return baski.locator('.trm-etiket').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slug!));
}

/** YUV4MPEG2 (I420) of a printed label: its QR SVG drawn on a white 640×480 frame, made in the page. */
async function etiketY4m(page: Page, slug: string): Promise<string> {
  const y = await page.locator(`.trm-baski .trm-etiket[data-slug="${slug}"] svg`).evaluate(async (svg) => {
    const W = 640;
    const H = 480;
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.outerHTML.replace('<svg ', '<svg width="300" height="300" '))}`;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = W;
    c.height = H;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, W, H);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 170, 90, 300, 300);
    const d = ctx.getImageData(0, 0, W, H).data;
    const luma: number[] = [];
    for (let i = 0; i < d.length; i += 4) luma.push(Math.round(0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!));
    return luma;
  });
  const W = 640;
  const H = 480;
  const kare = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(y), Buffer.alloc((W / 2) * (H / 2) * 2, 128)]);
  const dosya = join(mkdtempSync(join(tmpdir(), 'tarama-')), 'etiket.y4m');
  writeFileSync(dosya, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), kare, kare]));
  return dosya;
}

test('a printed label scanned through the fake camera opens its asset; the sheet prints as exact A4 pages', async ({ browser }) => {
  const context = await girisli(browser);
  const page = await context.newPage();
  const [slug] = await etiketSluglari(page, [ids.varliklar[0]!]);
  await expectAccessible(page, 'etiketler');
  await screenshots(page, 'envanter-etiketler');
  // 21 labels of 3×7 = one page; 22 labels = two A4 pages (210 × 297 mm, margin 0)
  await page.getByTestId('etiket-kagit').selectOption('3x7');
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const boyut = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
  expect(Number(boyut![1])).toBeCloseTo(595.28, 0);
  expect(Number(boyut![2])).toBeCloseTo(841.89, 0);
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  // a partly used sheet: starting at the 21st place leaves 20 empty places before the label, still one page
  await page.getByTestId('etiket-bas').fill('21');
  await expect(page.locator('.trm-baski .trm-etiket-bos')).toHaveCount(20);
  await expect(page.getByTestId('etiket-ozet')).toHaveText('1 etiket · 1 sayfa A4');
  const y4m = await etiketY4m(page, slug!);
  await context.close();

  const kamerali = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...FLAGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${y4m}`],
  });
  try {
    const k = await kamerali.newContext({ storageState: durum, baseURL: `http://127.0.0.1:${PORT}`, permissions: ['camera'] });
    const p = await k.newPage();
    await p.goto('/isletme/envanter/qr');
    // the scanner may read the label and move on before a check of its own heading runs: the asset's page is the proof
    await p.waitForURL(`**/isletme/envanter/detay/${slug}`, { timeout: 15_000 });
    await expect(p.getByRole('heading', { level: 1, name: 'Demirbaş Detayı' })).toBeVisible();
  } finally {
    await kamerali.close();
  }
});

test('audit: 5 expected, 4 scanned plus one from another room → 1 missing, 1 in the wrong place; moved here; history written', async ({ browser }) => {
  const context = await girisli(browser);
  const page = await context.newPage();
  const sluglar = await etiketSluglari(page, [...ids.varliklar, ids.yanlis]);
  await page.goto('/isletme/envanter/qr');
  // headless without a camera: the clear message and the typed-code fallback
  await expect(page.getByTestId('trm-kamera-mesaj')).toBeVisible();
  await page.getByTestId('trm-elle').fill('https://baska.site/menu');
  await page.getByTestId('trm-elle-gonder').click();
  await expect(page.getByTestId('trm-mesaj')).toHaveText('Bu QR kod bir envanter etiketi değil.');
  await expectAccessible(page, 'tarayıcı');
  await screenshots(page, 'envanter-qr');

  await page.getByTestId('trm-sekme-sayim').click();
  await page.getByRole('combobox', { name: /Konum/ }).click();
  await page.getByRole('option', { name: /E2E Tarama Odası/ }).click();
  await page.getByTestId('sayim-baslat').click();
  await expect(page.getByTestId('sayim-beklenen-sayi')).toHaveText('5');
  const oku = async (metin: string) => {
    await page.getByTestId('sayim-elle').fill(metin);
    await page.getByTestId('sayim-elle-gonder').click();
  };
  const [y1, y2, y3, y4, , yanlis] = sluglar;
  for (const s of [y1, y2, y3, y4]) await oku(`http://127.0.0.1:${PORT}/${s}`);
  await oku(y1!);
  await oku(yanlis!);
  await oku('çöp kod');
  const okumalar = page.getByTestId('sayim-okumalar');
  await expect(okumalar.getByRole('listitem')).toHaveCount(7);
  await expect(okumalar.getByRole('listitem').first()).toContainText('Tanınmayan kod: çöp kod');
  await expect(okumalar).toContainText('Zaten okundu: Espresso makinesi (E2E-T1)');
  await expect(okumalar).toContainText('Teras şemsiyesi (E2E-T6) — yanlış yerde');
  await expect(page.getByTestId('sayim-eksik-sayi')).toHaveText('1');
  await expect(page.getByTestId('sayim-eksik')).toContainText('POS terminali (E2E-T5)');
  await expect(page.getByTestId('sayim-yanlisYer-sayi')).toHaveText('1');
  await expect(page.getByTestId('sayim-bilinmeyen-sayi')).toHaveText('1');
  await expectAccessible(page, 'sayım');
  await screenshots(page, 'envanter-sayim');

  await page.getByTestId('sayim-tasi').click();
  await page.getByTestId('sayim-tasi-onay-evet').click();
  await expect(page.getByTestId('sayim-yanlisYer')).toContainText('buraya taşındı');
  await page.getByTestId('sayim-bitir').click();
  await page.getByTestId('sayim-bitir-onay-evet').click();
  await expect(page.getByText(/tarihinde Ayşe Yılmaz bitirdi/)).toBeVisible();
  await expect(page.getByTestId('sayim-bitir')).toHaveCount(0);

  // the location card now holds the moved asset; the log shows the move and the audit in readable sentences
  await page.goto(`/isletme/envanter/qr?yazdir=lokasyon&id=${ids.oda}`);
  await expect(page.getByTestId('etiket-ozet')).toContainText('1 etiket');
  const odaSlug = await page.locator('.trm-baski .trm-etiket').first().getAttribute('data-slug');
  await page.goto(`/isletme/envanter/qr/${odaSlug}`);
  await expect(page.getByTestId('lokasyon-yol')).toHaveText('E2E Tarama Odası');
  await expect(page.getByTestId('lokasyon-demirbaslar').getByRole('listitem')).toHaveCount(6);
  await expectAccessible(page, 'konum kartı');
  await screenshots(page, 'envanter-lokasyon');

  await page.goto('/isletme/envanter/loglar');
  await page.getByTestId('log-ara').fill('semsiye');
  const liste = page.getByTestId('log-liste');
  await expect(liste).toContainText('Teras şemsiyesi (E2E-T6) sayımda E2E Başka Oda → E2E Tarama Odası taşındı');
  await expect(liste).toContainText('Teras şemsiyesi (E2E-T6) E2E Tarama Odası sayımında yanlış yerde bulundu');
  await expect(liste.getByRole('link').first()).toHaveAttribute('href', /\/isletme\/envanter\/detay\/.{8}$/);
  await page.getByTestId('log-ara').fill('');
  await expect(page.getByTestId('log-liste')).toContainText('E2E Tarama Odası sayıldı: 4/5 bulundu, 1 eksik, 1 yanlış yerde');
  await expectAccessible(page, 'loglar');
  await screenshots(page, 'envanter-loglar');

  await page.goto('/isletme/envanter/rapor/envanter-ozeti');
  await expect(page.getByTestId('ozet-lokasyon')).toContainText('E2E Tarama Odası');
  await expect(page.getByTestId('ozet-grafik').locator('canvas')).toBeVisible();
  await expectAccessible(page, 'envanter özeti');
  await screenshots(page, 'envanter-ozeti');
  await context.close();
});

test('/{slug}: logged out → login then the asset; another venue of theirs is selected; a foreign slug is 404; garbage goes to /', async ({ browser, baseURL }) => {
  const giris = await girisli(browser);
  const p0 = await giris.newPage();
  const [kahve, lotus] = await etiketSluglari(p0, [ids.varliklar[1]!]).then(async (a) => [a[0], (await p0.request.get(`/api/isletme/envanter/etiketler?tur=demirbas&id=${ids.lotus}`, { headers: { 'X-Isletme-Id': '2' } }).then((r) => r.json())).data.etiketler[0].slug]);
  // the user's selected venue is Kahve Durağı: Lotus's label selects Lotus
  await p0.goto(`/${lotus}`);
  await p0.waitForURL(`**/isletme/envanter/detay/${lotus}`);
  await expect.poll(() => p0.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
  await giris.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${kahve}`);
  await page.waitForURL(/\/login\?from=/);
  await page.getByLabel('E-posta').fill('isletme@demo.test');
  await page.locator('#password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL(`**/isletme/envanter/detay/${kahve}`);

  // another venue's label (the user is not a member there): a 404 page
  const yabanciSlug = await yabanciSlugu();
  const r = await page.request.get(`${baseURL}/${yabanciSlug}`, { maxRedirects: 0 });
  expect(r.status()).toBe(404);
  await page.goto(`/${yabanciSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kayıt bulunamadı' })).toBeVisible();
  await expectAccessible(page, '404');
  // not a slug of this deployment: like every unknown path, to /
  await page.goto('/AAAAAAAA');
  await expect(page).toHaveURL(`${baseURL}/`);
  await context.close();
});

/** The foreign asset's slug, encoded with this deployment's mask (read from the built Worker's config). */
async function yabanciSlugu(): Promise<string> {
  const { etiketSlug } = await import('@lib/envanter/etiket');
  const { maskFromSeed } = await import('@lib/slug');
  const cfg = JSON.parse((await import('node:fs')).readFileSync('dist/server/wrangler.json', 'utf8')) as { vars?: { SLUG_MASK_SEED?: string } };
  return etiketSlug('demirbas', ids.yabanci, maskFromSeed(cfg.vars?.SLUG_MASK_SEED || 'isletme-paneli-slug-v1'));
}
