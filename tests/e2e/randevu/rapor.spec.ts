import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login } from '../helpers';

// No-show / late-cancel reports on the demo's Lotus (venue 2): the dashboard card per service and staff with the API's
// numbers, and the CRM summary of the deposit-rule regular (customer 3018, scripts/demo-kapora.mjs) at 375 px.
const LOTUS = 2;
const CIKTI = process.env.E2E_CIKTI ?? 'test-results';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

function panelApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(async ({ path, venue, body }) => {
    const response = await fetch(`/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'X-Isletme-Id': String(venue), Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }, { path, venue: LOTUS, body });
}

const tl = (kurus: number) => `${Math.floor(kurus / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(kurus % 100).padStart(2, '0')} ₺`;

/** A Tuesday–Saturday (the demo's working days) about four weeks ahead, Istanbul date. */
function ileriIsGunu(): string {
  for (let i = 26; i < 33; i++) {
    const d = new Date(Date.now() + 3 * 3_600_000 + i * 86_400_000);
    if (d.getUTCDay() >= 2) return d.toISOString().slice(0, 10);
  }
  throw new Error('no working day');
}

/** The whole screen at phone and desktop width, the changed part scrolled into view first. */
async function ikiGenislik(page: Page, ad: string, hedef: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await page.getByTestId(hedef).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${CIKTI}/${ad}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

interface Satir { id: number; ad: string; vade: number; gelmedi: number; gecIptal: number; oran: number | null }

test('the dashboard shows no-show and late-cancel rates per service and staff with their counts', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/randevutakip/dashboard');
  const kart = page.getByTestId('ro-guvenilirlik');
  await expect(kart.getByRole('heading', { name: 'Gelmeme ve geç iptal' })).toBeVisible();
  const rapor = await panelApi<{ bas: string; bit: string; toplam: Omit<Satir, 'id' | 'ad'>; personeller: Satir[]; hizmetler: Satir[] }>(page, '/isletme/randevu/ozet/guvenilirlik');
  expect(rapor.toplam.gelmedi + rapor.toplam.gecIptal).toBeGreaterThan(0);
  const { vade, gelmedi, gecIptal } = rapor.toplam;
  await expect(page.getByTestId('ro-guv-toplam')).toContainText(`${vade} randevudan ${gelmedi} gelmedi, ${gecIptal} geç iptal`);
  await expect(page.getByTestId('ro-guv-toplam')).toContainText(`(${gelmedi + gecIptal}/${vade})`);
  // the first staff row (highest rate) shows its counts beside the rate
  const ilk = rapor.personeller[0]!;
  const satir = page.getByTestId(`ro-guv-personel-${ilk.id}`);
  await expect(satir).toContainText(ilk.ad);
  await expect(satir.getByTestId('oran')).toContainText(`(${ilk.gelmedi + ilk.gecIptal}/${ilk.vade})`);
  await expect(page.getByTestId(`ro-guv-hizmet-${rapor.hizmetler[0]!.id}`)).toBeVisible();
  await expect(page.getByTestId('ro-guv-payda')).toContainText('24 saatten az');
  // a longer period asks the server again and shows its figures
  const uzun = page.waitForResponse((r) => r.url().includes('/ozet/guvenilirlik') && r.url().includes(`bit=${rapor.bit}`) && !r.url().includes(`bas=${rapor.bas}`));
  await page.getByTestId('ro-guv-donem').selectOption('90');
  const t90 = ((await (await uzun).json()) as { data: { toplam: { vade: number; gelmedi: number; gecIptal: number } } }).data.toplam;
  expect(t90.vade).toBeGreaterThanOrEqual(vade);
  await expect(page.getByTestId('ro-guv-toplam')).toContainText(`${t90.vade} randevudan ${t90.gelmedi} gelmedi, ${t90.gecIptal} geç iptal`);
  await expectAccessible(page, 'dashboard no-show card');
  await ikiGenislik(page, 'rapor-dashboard', 'ro-guvenilirlik');
});

test('the CRM summary shows the rule customer\'s no-shows and that the deposit rule applies', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/crm/musteri/rapor-detay?musteri=3018');
  const g = (await panelApi<{ guvenilirlik: { gelmedi: number; gecIptal: number } }>(page, '/isletme/crm/musteri/3018')).guvenilirlik;
  expect(g.gelmedi).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('crmd-guv-gelmedi')).toHaveText(String(g.gelmedi));
  await expect(page.getByTestId('crmd-guv-gec')).toHaveText(String(g.gecIptal));
  await expect(page.getByTestId('crmd-guv-kural')).toContainText('Kapora kuralı uygulanıyor');
  await expectAccessible(page, 'CRM customer no-show summary');
  await ikiGenislik(page, 'rapor-crm-detay', 'crmd-guvenilirlik');

  await page.goto('/isletme/crm/musteri/rapor');
  await expect(page.getByTestId('crr-guv-3018')).toBeVisible();
  await expectAccessible(page, 'CRM report most no-shows');
  await ikiGenislik(page, 'rapor-crm-liste', 'crr-guvenilirlik');
});

test('the cash report shows the deposits received and where they stand, adding up', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/randevutakip/kasa-hareketleri');
  // an online booking of the deposit service (its own phone), and staff record its deposit by transfer
  const ayar = await panelApi<{ hizmetler: { id: number; tur: string }[] }>(page, '/isletme/randevu/kapora/ayar');
  const hizmet = ayar.hizmetler.find((h) => h.tur === 'yuzde')!;
  const tarih = ileriIsGunu();
  const slotlar = await page.evaluate(async ({ hizmet, tarih }) => {
    const r = await fetch(`/api/randevu/LOTUS7K2QX9M/slotlar?hizmetIdler=${hizmet}&personelId=any&tarih=${tarih}`);
    return ((await r.json()) as { data: { baslangicMs: number; personelIdler: number[] }[] }).data;
  }, { hizmet: hizmet.id, tarih });
  const slot = slotlar.at(-1)!;
  const kayit = await page.evaluate(async (body) => {
    const r = await fetch('/api/randevu/LOTUS7K2QX9M/randevular', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: r.status, data: ((await r.json()) as { data: { kod: string; kapora?: { tutarKurus: number } } }).data };
  }, { hizmetIdler: [hizmet.id], personelId: slot.personelIdler[0], baslangic: new Date(slot.baslangicMs).toISOString(), adSoyad: 'Rapor Kapora', telefon: '0532 447 26 26', kvkkOnay: true, kaynak: 'online' });
  expect(kayit.status).toBe(201);
  const takvim = await panelApi<{ randevular: { id: number; kod: string }[] }>(page, `/isletme/randevu/randevular?tarih=${tarih}&gun=1`);
  const id = takvim.randevular.find((r) => r.kod === kayit.data.kod)!.id;
  await panelApi<unknown>(page, `/isletme/randevu/randevular/${id}/kapora`, { odeme: 'havale' });

  const rapor = await panelApi<{ kapora: { adet: number; alinanKurus: number; mahsupKurus: number; tutulanKurus: number; iadeKurus: number; eldeKurus: number } }>(page, '/isletme/randevu/kasa/rapor');
  const k = rapor.kapora;
  expect(k.eldeKurus).toBeGreaterThanOrEqual(kayit.data.kapora!.tutarKurus);
  expect(k.mahsupKurus + k.tutulanKurus + k.iadeKurus + k.eldeKurus).toBe(k.alinanKurus);
  await page.reload();
  await page.getByTestId('kasa-rapor').click();
  const kutu = page.getByTestId('rapor-kapora');
  await expect(page.getByTestId('rapor-kapora-alinan')).toHaveText(tl(k.alinanKurus));
  await expect(page.getByTestId('rapor-kapora-elde')).toHaveText(tl(k.eldeKurus));
  await expect(kutu).toContainText('Hâlâ elde tutulan');
  await expectAccessible(page, 'cash report deposits');
  await ikiGenislik(page, 'rapor-kasa', 'rapor-kapora');
});
