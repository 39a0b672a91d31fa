import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';
import { kucukHedefler } from '../shell/dokunma';

// Issue 26, item 5: rooms and devices. On a 375 px phone the owner of Güzellik Salonu Lotus (venue 2; the demo's
// "Lazer Odası", scripts/demo-kaynak.mjs) adds a device on the resources screen and makes a new service need it in
// the service form; once another staff member's appointment takes the device, the public booking page no longer
// offers that time for this staff member either.

const LOTUS = 2;
const BASE = '/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu';
const SELIN = 1001;
const BURAK = 1002;
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

/** A call of the panel API with the page's session (Lotus selected). */
function panel<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(async ({ method, path, body, venue }) => {
    const r = await fetch(`/api${path}`, { method, headers: { 'X-Isletme-Id': String(venue), Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    return { status: r.status, data: ((await r.json()) as { data: T }).data };
  }, { method, path, body, venue: LOTUS });
}

type Slot = { baslangicMs: number };
const slotlar = (page: Page, hizmetId: number, personelId: number, tarih: string) =>
  page.evaluate(async (u) => ((await (await fetch(u)).json()) as { data: Slot[] }).data, `/api/randevu/LOTUS7K2QX9M/slotlar?hizmetIdler=${hizmetId}&personelId=${personelId}&tarih=${tarih}`);
/** Istanbul wall time HH:MM of an instant (UTC+3 all year). */
const saat = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(11, 16);

test('a device added on the screen, required by a service, is never offered twice on the booking page', async ({ page, browser }) => {
  const ek = String(Date.now()).slice(-6);
  const cihazAdi = `E2E Cihaz ${ek}`;
  const hizmetAdi = `E2E Cihazlı bakım ${ek}`;
  await lotus(page);

  // ---- the resources screen: the demo's laser room, then a new device ----
  await page.goto('/isletme/randevutakip/kaynaklar');
  await expect(page.getByRole('heading', { level: 1, name: 'Kaynaklar' })).toBeVisible();
  const oda = page.getByTestId('kaynak-satir').filter({ hasText: 'Lazer Odası' });
  await expect(oda).toContainText('Oda');
  await expect(oda).toContainText('LTS-040 · Diyot lazer epilasyon cihazı');
  await expect(oda).toContainText('Lazer epilasyon');
  await page.getByTestId('kaynak-yeni').click();
  const dialog = page.getByRole('dialog', { name: 'Yeni kaynak' });
  // a name is required: the form says so before anything goes out
  await dialog.getByTestId('kaynak-kaydet').click();
  await expect(dialog.getByTestId('hata-ad')).toHaveText('Kaynak adı 1 ile 80 karakter arasında olmalı.');
  await dialog.getByTestId('kaynak-ad').fill(cihazAdi);
  await dialog.getByTestId('kaynak-tur-cihaz').check();
  await expectAccessible(page, 'kaynak-dialog');
  await screenshots(page, 'randevu-kaynak-dialog');
  await dialog.getByTestId('kaynak-kaydet').click();
  await expect(page.getByText('Kaynak kaydedildi.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const satir = page.getByTestId('kaynak-satir').filter({ hasText: cihazAdi });
  await expect(satir).toContainText('Cihaz');
  await expect(satir).toContainText('Henüz bir hizmet gerektirmiyor');
  const cihazId = Number(await satir.getAttribute('data-kaynak'));
  await expectAccessible(page, 'kaynaklar');
  expect(await kucukHedefler(page)).toEqual([]);
  await screenshots(page, 'randevu-kaynaklar');

  // ---- the service form: a new service of Selin and Burak that needs the device ----
  await page.goto('/isletme/randevutakip/hizmetler');
  await page.getByTestId('hizmet-add').click();
  const form = page.getByRole('dialog', { name: 'Yeni hizmet' });
  await form.locator('input[name="ad-tr"]').fill(hizmetAdi);
  await form.getByTestId('hizmet-fiyat').fill('600');
  await form.getByTestId('hizmet-sure').fill('30');
  await form.getByTestId(`hizmet-personel-${SELIN}`).check();
  await form.getByTestId(`hizmet-personel-${BURAK}`).check();
  await form.getByTestId(`hizmet-kaynak-${cihazId}`).check();
  await expectAccessible(page, 'hizmet-kaynak');
  await screenshots(page, 'randevu-hizmet-kaynak');
  await form.getByTestId('hizmet-save').click();
  await expect(form).toBeHidden();
  const { data: liste } = await panel<{ hizmetler: { id: number; ad: { tr: string } }[] }>(page, 'GET', '/isletme/randevu/hizmetler');
  const hizmetId = liste.hizmetler.find((h) => h.ad.tr === hizmetAdi)!.id;
  await page.goto('/isletme/randevutakip/kaynaklar');
  await expect(page.getByTestId('kaynak-satir').filter({ hasText: cihazAdi })).toContainText(hizmetAdi);

  // ---- a time both may take, on the first open day a week ahead; Burak books it ----
  let tarih = '';
  let hedef = 0;
  for (let gun = 7; gun < 14 && !hedef; gun += 1) {
    tarih = new Date(Date.now() + 3 * 3_600_000 + gun * 86_400_000).toISOString().slice(0, 10);
    const selin = await slotlar(page, hizmetId, SELIN, tarih);
    const burak = new Set((await slotlar(page, hizmetId, BURAK, tarih)).map((s) => s.baslangicMs));
    hedef = selin.find((s) => burak.has(s.baslangicMs) && saat(s.baslangicMs) >= '11:00')?.baslangicMs ?? 0;
  }
  expect(hedef).toBeGreaterThan(0);
  const yeni = await panel<{ id: number }>(page, 'POST', '/isletme/randevu/randevular', {
    personelId: BURAK, baslangic: new Date(hedef).toISOString(), hizmetIdler: [hizmetId], musteri: { adSoyad: 'Kaynak E2E Müşteri', telefon: `0532 46${ek.slice(0, 1)} ${ek.slice(1, 3)} ${ek.slice(3, 5)}` }, notlar: '',
  });
  expect(yeni.status).toBe(201);

  // ---- the guest on the booking page: Selin is free then, the device is not ----
  const misafir = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, locale: 'tr-TR' });
  const g = await misafir.newPage();
  await g.goto(`${BASE}/yeni`);
  await g.getByRole('checkbox', { name: new RegExp(hizmetAdi) }).check();
  await g.getByRole('button', { name: 'Devam' }).click();
  await g.getByRole('radio', { name: /Selin Aydın/ }).check();
  await g.getByRole('button', { name: 'Devam' }).click();
  await expect(g.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await g.locator(`button.gun[data-gun="${tarih}"]`).click();
  await expect(g.locator('button.slot').first()).toHaveText(/^\d{2}:\d{2}$/);
  const saatler = await g.locator('button.slot').allTextContents();
  // 30 min on the device: neither that start nor one overlapping it is offered; a later free time still is
  expect(saatler).not.toContain(saat(hedef));
  expect(saatler).not.toContain(saat(hedef - 15 * 60_000));
  expect(saatler).not.toContain(saat(hedef + 15 * 60_000));
  expect(saatler.length).toBeGreaterThan(0);
  await expectAccessible(g, 'booking-kaynak');
  await misafir.close();

  // ---- and the calendar opens the booking from a link (as the resources screen's "to move" list does) ----
  await page.goto(`/isletme/randevutakip/randevular?tarih=${tarih}&gorunum=gun&randevu=${yeni.data.id}`);
  await expect(page.getByRole('dialog')).toContainText('Kaynak E2E Müşteri');
});

test('the laser device in maintenance: the laser room offers no time and its bookings are listed to move, each opening in the calendar', async ({ page }) => {
  await lotus(page);
  const { data: demirbaslar } = await panel<{ kaynaklar: { id: number; ad: string; demirbasId: number | null }[] }>(page, 'GET', '/isletme/randevu/kaynaklar');
  const oda = demirbaslar.kaynaklar.find((k) => k.ad === 'Lazer Odası')!;
  const gunler = Array.from({ length: 14 }, (_, i) => new Date(Date.now() + 3 * 3_600_000 + (i + 1) * 86_400_000).toISOString().slice(0, 10));
  const toplam = async () => (await Promise.all(gunler.map((t) => slotlar(page, 1007, SELIN, t)))).reduce((n, l) => n + l.length, 0);
  expect(await toplam()).toBeGreaterThan(0);
  // the inventory records a repair of the device (its maintenance record)
  const bakim = await panel<{ acikBakim: { id: number } }>(page, 'POST', `/isletme/envanter/demirbaslar/${oda.demirbasId}/bakim`, { tur: 'ariza', aciklama: 'Başlık arızası, servise gidiyor' });
  expect(bakim.status).toBe(201);
  try {
    // an open repair has no end: no coming day offers the laser service
    expect(await toplam()).toBe(0);
    await page.goto('/isletme/randevutakip/kaynaklar');
    const liste = page.getByTestId('kaynak-tasinacaklar');
    await expect(liste.getByRole('heading', { name: /Taşınması gereken randevular/ })).toBeVisible();
    await expect(page.getByTestId('kaynak-satir').filter({ hasText: 'Lazer Odası' }).getByTestId('kaynak-bakimda')).toHaveText('Bakımda');
    const ilk = liste.getByTestId('kaynak-tasinacak').first();
    await expect(ilk).toContainText('Lazer Odası');
    const randevuId = await ilk.getAttribute('data-randevu');
    await expectAccessible(page, 'kaynak-tasinacak');
    expect(await kucukHedefler(page)).toEqual([]);
    await screenshots(page, 'randevu-kaynaklar-bakim');
    await ilk.getByTestId('kaynak-takvimde-ac').click();
    await page.waitForURL(/\/isletme\/randevutakip\/randevular\?/);
    await expect(page.getByRole('dialog')).toContainText('Lazer epilasyon');
    expect(page.url()).toContain(`randevu=${randevuId}`);
    await screenshots(page, 'randevu-kaynak-takvim');
  } finally {
    await panel(page, 'POST', `/isletme/envanter/bakimlar/${bakim.data.acikBakim.id}/kapat`, { sonuc: 'Başlık değişti', maliyetKurus: 0 });
  }
  expect(await toplam()).toBeGreaterThan(0);
});
