import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots, onayVer } from '../helpers';

// scripts/demo-data.mjs: venue 2 "Güzellik Salonu Lotus", channel LOTUS7K2QX9M, staff Selin Aydın / Burak Çelik / Derya Koç
// working Tue–Sat 10:00–19:00 (break 13:00–14:00); the demo operator is linked to Selin ("Randevularım")
const FIRMA_KEY = 'LOTUS7K2QX9M';
const BASE = `/guzellik-salonu-lotus/${FIRMA_KEY}/randevu`;
const PANEL = '/isletme/randevutakip/randevular';
const LOTUS = 2;
const gun = 86_400_000;
/** Istanbul (UTC+3 all year) date of an instant, or of today + n days. */
const istTarih = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

/** The public flow of tests/e2e/booking-flow.spec.ts: first service → any staff → first free day and slot → details. */
async function randevuAl(page: Page, ad: string, telefon: string): Promise<string> {
  await page.goto(`${BASE}/yeni`);
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByRole('heading', { name: 'Personel seçin' })).toBeFocused();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await page.locator('button.gun:enabled').first().click();
  await page.locator('button.slot').first().click();
  await page.getByLabel('Ad Soyad').fill(ad);
  await page.getByLabel('Telefon').fill(telefon);
  await page.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ }).check();
  await page.getByRole('button', { name: 'Randevuyu onayla' }).click();
  // a manual-approval channel says "Onay bekliyor" instead
  await expect(page.getByRole('heading', { name: /^(Randevunuz alındı|Onay bekliyor)$/ })).toBeFocused();
  return (await page.locator('.kod').getAttribute('data-kod')) ?? '';
}

/** Start of a booking through the public lookup (code + phone). */
async function baslangicOf(page: Page, kod: string, telefon: string): Promise<number> {
  const response = await page.request.post(`/api/randevu/${FIRMA_KEY}/sorgula`, { data: { kod, telefon } });
  expect(response.status()).toBe(200);
  return Date.parse((await response.json()).data.baslangic);
}

async function operatorGirisi(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

async function takvimiAc(page: Page, tarih: string) {
  await page.goto(`${PANEL}?tarih=${tarih}&gorunum=gun`);
  await expect(page.getByRole('heading', { level: 1, name: 'Randevular' })).toBeVisible();
  await expect(page.locator('.rt-ekran')).toHaveAttribute('aria-busy', 'false');
}

/** The API as the logged-in operator of Lotus (same-origin cookie, venue header). */
async function panelApi(page: Page, method: 'PUT' | 'GET', path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  return page.request.fetch(`/api${path}`, { method, data, headers: { 'X-Isletme-Id': String(LOTUS), Origin: origin } });
}

test('a customer books at 375 px; the operator finds it in the calendar, moves it with the form and completes it with cash', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const ad = 'Takvim Müşterisi';
  const telefon = '0532 444 55 66';
  const kod = await randevuAl(page, ad, telefon);
  const baslangic = await baslangicOf(page, kod, telefon);

  await operatorGirisi(page);
  // phone: one staff column at a time; the booked one is found through its staff member's tab
  await takvimiAc(page, istTarih(baslangic));
  const blok = page.locator(`.rt-blok[data-kod="${kod}"]`);
  for (const kisi of await page.locator('.rt-kisi-dugme').all()) {
    if (await blok.count()) break;
    await kisi.click();
  }
  await expect(blok).toBeVisible();
  await expect(blok).toContainText(ad);
  await expectAccessible(page, 'takvim gün 375');
  await page.screenshot({ path: 'screenshots/randevu-takvim-gun-375.png' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.rt-sutun')).toHaveCount(3);
  await expect(blok).toBeVisible();
  await page.screenshot({ path: 'screenshots/randevu-takvim-gun-1280.png' });
  await blok.click();
  const detay = page.getByTestId('randevu-detay');
  await expect(detay).toHaveAttribute('data-kod', kod);
  await expect(detay.getByText('Onaylandı')).toBeVisible();
  // not started yet: completion is not offered
  await expect(detay.getByTestId('islem-tamamla')).toHaveCount(0);
  await expectAccessible(page, 'takvim detay');
  await screenshots(page, 'randevu-takvim-detay');
  await page.setViewportSize({ width: 1280, height: 800 });

  // editing it down to no service is refused in the form: the services are marked and focused, nothing sent
  await detay.getByTestId('detay-duzenle').click();
  const duzenle = detay.getByTestId('duzenle-form');
  for (const kutu of await duzenle.getByRole('checkbox', { checked: true }).all()) await kutu.uncheck();
  await duzenle.getByTestId('duzenle-kaydet').click();
  await expect(duzenle.getByTestId('hata-hizmetIdler')).toHaveText('En az bir hizmet seçin.');
  await expect(duzenle.locator('fieldset[data-alan="hizmetIdler"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(duzenle.locator('fieldset[data-alan="hizmetIdler"]')).toBeFocused();
  await expectAccessible(page, 'takvim düzenle hatalı');
  await detay.getByTestId('detay-duzenle').click();
  await expect(duzenle).toBeHidden();

  // the customer came yesterday morning after all: move it there with the keyboard-friendly form; a time off the
  // 5-minute grid is marked at the time field first (before, an unreadable time did nothing at all)
  const dun = istTarih(Date.now() - gun);
  await detay.getByTestId('detay-tasi').click();
  await detay.getByTestId('tasi-tarih').fill(dun);
  await detay.getByTestId('tasi-saat').fill('07:03');
  await detay.getByTestId('tasi-kaydet').click();
  await expect(detay.getByTestId('hata-baslangic')).toHaveText('Başlangıç saati 5 dakikanın katı olmalı.');
  await expect(detay.getByTestId('tasi-saat')).toHaveAttribute('aria-invalid', 'true');
  await expect(detay.getByTestId('tasi-saat')).toBeFocused();
  await expect(detay.getByTestId('mesai-uyari')).toHaveCount(0);
  await detay.getByTestId('tasi-saat').fill('07:00');
  await detay.getByTestId('tasi-kaydet').click();
  await expect(detay.getByTestId('mesai-uyari')).toContainText('mesai dışında');
  await detay.getByTestId('mesai-onay').click();
  await expect(page.getByText('Randevu taşındı.')).toBeVisible();
  await expect(detay).toContainText('07:00');
  await detay.locator('.rt-link').click();
  await expect(page.getByTestId('takvim-tarih')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`tarih=${dun}`));

  await blok.click();
  await detay.getByTestId('islem-tamamla').click();
  await expect(detay.getByTestId('tamamla-form')).toContainText('Tahsil edilecek');
  await expect(detay.getByTestId('tahsilat-yontem-0')).toHaveValue('nakit');
  await detay.getByTestId('tamamla-onay').click();
  await expect(page.getByText(/Randevu tamamlandı\..*Ödendi: Nakit/)).toBeVisible();
  await expect(detay.locator('.rt-durum')).toHaveText(/Tamamlandı/);
  await expect(detay.getByTestId('islem-geri-al')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(blok).toHaveClass(/rt-blok-tamamlandi/);
  await expect(blok).toHaveAttribute('aria-label', /Tamamlandı/);
});

test('create in the panel at 1280 px, drag it to another staff member and time, cancel it', async ({ page }) => {
  await operatorGirisi(page);
  // a working day (Tue–Sat) 10+ days ahead: no demo appointments there
  let hedef = Date.now() + 10 * gun;
  while ([0, 1].includes(new Date(hedef + 3 * 3_600_000).getUTCDay())) hedef += gun;
  const tarih = istTarih(hedef);
  await takvimiAc(page, tarih);
  await expect(page.locator('.rt-sutun')).toHaveCount(3);

  // click Burak's column at 11:00 (axis 10:00, 1.6 px per minute)
  const burak = page.getByTestId('takvim-sutun-p1002');
  await burak.click({ position: { x: 40, y: 60 * 1.6 + 4 } });
  const form = page.getByTestId('olustur-form');
  await expect(form).toBeVisible();
  await expect(form.getByTestId('olustur-personel')).toHaveValue('1002');
  await expect(form.getByTestId('olustur-saat')).toHaveValue('11:00');
  await form.getByTestId('musteri-ara').fill('Yeni Kişi');
  await form.getByTestId('musteri-yeni').click();
  await expect(form.getByTestId('yeni-ad')).toHaveValue('Yeni Kişi');
  await form.getByTestId('yeni-telefon').fill('0533 222 11 00');
  // a time off the 5-minute grid: the time field itself is marked and focused (it comes before the services)
  await form.getByTestId('olustur-saat').fill('11:03');
  await form.getByTestId('olustur-kaydet').click();
  await expect(form.getByTestId('hata-baslangic')).toHaveText('Başlangıç saati 5 dakikanın katı olmalı.');
  await expect(form.getByTestId('olustur-saat')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('olustur-saat')).toBeFocused();
  await expect(form.getByTestId('hata-hizmetIdler')).toHaveText('En az bir hizmet seçin.');
  await form.getByTestId('olustur-saat').fill('11:00');
  await form.getByTestId('hizmet-1001').check();
  await expect(form.getByTestId('olustur-ozet')).toContainText('11:00–11:45');
  await expectAccessible(page, 'takvim oluştur');
  await screenshots(page, 'randevu-takvim-olustur');
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByTestId('olustur-kaydet').click();
  await expect(page.getByText(/Randevu oluşturuldu/)).toBeVisible();
  const blok = burak.locator('.rt-blok', { hasText: 'Yeni Kişi' });
  await expect(blok).toBeVisible();
  await expect(blok).toContainText('11:00');

  // drag to Selin at 15:00 (5 h below the axis start), confirm
  const selin = page.getByTestId('takvim-sutun-p1001');
  const kutu = (await blok.boundingBox())!;
  const hedefKutu = (await selin.boundingBox())!;
  await page.mouse.move(kutu.x + 20, kutu.y + 8);
  await page.mouse.down();
  await page.mouse.move(kutu.x + 60, kutu.y + 40, { steps: 4 });
  await page.mouse.move(hedefKutu.x + 30, hedefKutu.y + 5 * 60 * 1.6 + 8, { steps: 8 });
  await expect(page.locator('.rt-hayalet')).toContainText('15:00–15:45');
  await page.mouse.up();
  const onay = page.getByTestId('tasi-onay');
  await expect(onay).toContainText('Selin Aydın');
  await expect(onay).toContainText('15:00–15:45');
  await onay.getByTestId('tasi-onayla').click();
  await expect(page.getByText('Randevu taşındı.')).toBeVisible();
  const tasinan = selin.locator('.rt-blok', { hasText: 'Yeni Kişi' });
  await expect(tasinan).toContainText('15:00');
  await expect(burak.locator('.rt-blok', { hasText: 'Yeni Kişi' })).toHaveCount(0);

  // cancel it: gone from the grid, back with "İptalleri göster"
  await tasinan.click();
  await page.getByTestId('islem-iptal').click();
  await onayVer(page);
  await expect(page.getByText('Randevu iptal edildi; saat boşaldı.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(selin.locator('.rt-blok', { hasText: 'Yeni Kişi' })).toHaveCount(0);
  await page.getByTestId('iptalleri-goster').check();
  await expect(selin.locator('.rt-blok-iptal', { hasText: 'Yeni Kişi' })).toBeVisible();

  // week view: one staff member × 7 days, and everyone condensed
  await page.getByTestId('gorunum-hafta').click();
  await expect(page.locator('.rt-sutun')).toHaveCount(7);
  await page.getByTestId('hafta-personel').selectOption({ label: 'Selin Aydın' });
  await expect(page.locator('.rt-sutun.rt-golgeli')).toHaveCount(7);
  await expectAccessible(page, 'takvim hafta');
  await screenshots(page, 'randevu-takvim-hafta');
});

test('a pending online booking is approved from the "Onay bekleyenler" list; "Randevularım" shows own appointments', async ({ page }) => {
  await operatorGirisi(page);
  await page.goto(PANEL);
  const kanal = await (await panelApi(page, 'GET', '/isletme/randevu/kanal')).json();
  const manuel = await panelApi(page, 'PUT', '/isletme/randevu/kanal', { ...kanal.data, firmaKey: undefined, firmaAdi: undefined, otomatikOnay: false });
  expect(manuel.status()).toBe(200);
  try {
    const ad = 'Onay Bekleyen Müşteri';
    const kod = await randevuAl(page, ad, '0532 777 88 99');
    await expect(page.locator('.tamam')).toHaveAttribute('data-durum', 'beklemede');

    await page.goto(PANEL);
    const rozet = page.getByTestId('bekleyen-sayisi');
    await expect(rozet).toBeVisible();
    const once = Number((await rozet.textContent())?.match(/\d+/)?.[0]);
    await page.getByTestId('bekleyenler-ac').click();
    const liste = page.getByTestId('bekleyenler');
    const kart = liste.locator('li', { hasText: ad });
    await expect(kart).toBeVisible();
    await expectAccessible(page, 'onay bekleyenler');
    await screenshots(page, 'randevu-takvim-bekleyenler');
    await page.setViewportSize({ width: 1280, height: 800 });
    await kart.getByTestId('islem-onayla').click();
    await expect(page.getByText('Randevu onaylandı.')).toBeVisible();
    await expect(liste.locator('li', { hasText: ad })).toHaveCount(0);
    await page.keyboard.press('Escape');
    if (once > 1) await expect(rozet).toHaveText(new RegExp(`^${once - 1}`));
    else await expect(rozet).toHaveCount(0);
    const sorgu = await page.request.post(`/api/randevu/${FIRMA_KEY}/sorgula`, { data: { kod, telefon: '0532 777 88 99' } });
    expect((await sorgu.json()).data.durum).toBe('onaylandi');
  } finally {
    await panelApi(page, 'PUT', '/isletme/randevu/kanal', { ...kanal.data, firmaKey: undefined, firmaAdi: undefined });
  }

  await page.goto('/isletme/randevutakip/randevularim');
  await expect(page.getByRole('heading', { level: 1, name: 'Randevularım' })).toBeVisible();
  await expect(page.getByText(/Selin Aydın · bugün/)).toBeVisible();
  await expect(page.getByTestId('takvim-ajanda').first()).toBeVisible();
  await expectAccessible(page, 'randevularım');
  await screenshots(page, 'randevu-takvim-randevularim');
});
