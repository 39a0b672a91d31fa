import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// A payment taken without its ÖKC receipt number: with numbers required, the day end lists it and the cashier types
// the number in from the register's copy, before the day closes. The venue's switch is put back at the end (the e2e
// database is shared).
const KAHVE = 1;
const GUNSONU = '/isletme/qrmenu/cafe-yonetim/gunsonu';

async function fisNoZorunlu(page: Page, origin: string, zorunlu: boolean) {
  const headers = { Origin: origin, 'X-Isletme-Id': String(KAHVE) };
  const mevcut = await (await page.request.get('/api/isletme/parametre', { headers })).json();
  const kaydet = await page.request.put('/api/isletme/parametre', { headers, data: { ...mevcut.data, cafeFisNoZorunlu: zorunlu } });
  expect(kaydet.status(), await kaydet.text()).toBe(200);
}

/** A check on a free table paid by card with no receipt number; its payment's id. */
async function fissizOdeme(page: Page, origin: string): Promise<{ adisyonId: number; adisyonNo: number; odemeId: number }> {
  const headers = { Origin: origin, 'X-Isletme-Id': String(KAHVE) };
  const islem = async (govde: Record<string, unknown>) => {
    const res = await page.request.post('/api/isletme/cafe/islem', { headers, data: { islemId: `e2e-fis-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...govde } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()).data;
  };
  const takip = (await (await page.request.get('/api/isletme/cafe/takip', { headers })).json()).data;
  const masa = takip.masalar.find((m: { id: number; aktif: boolean }) => !takip.acik.some((a: { masaId: number }) => a.masaId === m.id));
  const { urunler } = (await (await page.request.get('/api/isletme/cafe/katalog', { headers })).json()).data;
  const urun = urunler.find((u: { secenekGrupIdler?: number[]; tukendi: boolean }) => (u.secenekGrupIdler ?? []).length === 0 && !u.tukendi);
  const { adisyon } = await islem({ tur: 'siparis', masaId: masa.id, misafir: 1, kalemler: [{ urunId: urun.id, adet: 1 }] });
  const odendi = await islem({ tur: 'ode', adisyonId: adisyon.id, odemeler: [{ odeme: 'kart', tutarKurus: adisyon.toplamKurus }] });
  return { adisyonId: adisyon.id, adisyonNo: adisyon.no, odemeId: odendi.adisyon.odemeler.at(-1).id };
}

test('the cashier adds a forgotten receipt number from the day end, and the payment leaves the list', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, 'isletme@demo.test', /\/isletme\//);
  await page.getByTestId('venue-select').selectOption({ label: 'Kahve Durağı' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Kahve Durağı');
  const { adisyonId, adisyonNo, odemeId } = await fissizOdeme(page, baseURL!);
  await fisNoZorunlu(page, baseURL!, true);
  try {
    await page.goto(GUNSONU);
    const liste = page.getByTestId('cg-fissiz');
    await expect(liste).toBeVisible();
    const satir = page.getByTestId(`cg-fisno-${odemeId}`);
    await expect(satir).toContainText(`#${adisyonNo}`);
    await expectAccessible(page, 'gunsonu fiş no');
    await satir.scrollIntoViewIfNeeded();
    await screenshots(page, 'cafe-gunsonu-fis-no');
    await satir.scrollIntoViewIfNeeded();
    // a bad number is refused with the reason, and nothing leaves the list
    const alan = satir.getByLabel(new RegExp(`#${adisyonNo} · Kart`));
    await alan.fill('12;3');
    await satir.getByRole('button', { name: 'Kaydet' }).click();
    await expect(satir.getByRole('alert')).toContainText("rakam, harf, '-' ve '/'");
    const kutu = await satir.getByRole('button', { name: 'Kaydet' }).boundingBox();
    expect(kutu!.height).toBeGreaterThanOrEqual(44);
    await alan.fill('z12-0042');
    await satir.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByTestId(`cg-fisno-${odemeId}`)).toHaveCount(0);
    // the payment carries it (upper-cased) in the check report
    const rapor = (await (await page.request.get(`/api/isletme/cafe/adisyon-rapor/${adisyonId}`, { headers: { 'X-Isletme-Id': String(KAHVE) } })).json()).data;
    expect(rapor.odemeler.map((o: { id: number; fisNo: string | null }) => [o.id, o.fisNo])).toEqual([[odemeId, 'Z12-0042']]);
  } finally {
    await fisNoZorunlu(page, baseURL!, false);
  }
});
