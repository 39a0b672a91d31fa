import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';

// scripts/demo-data.mjs: venue 2 "Güzellik Salonu Lotus" (channel LOTUS7K2QX9M, closed Sunday–Monday) has no one in its
// register without an appointment profile; the person added here is new on every fresh e2e database.
const AD = 'Nazlı Erdem';
const BOOKING = '/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu/yeni';

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

// the e2e database is shared: take the added person off the appointment panel and out of the register again, so the
// calendar specs still see the salon's three staff
test.afterEach(async ({ page, baseURL }) => {
  const headers = { Origin: baseURL!, 'X-Isletme-Id': '2' };
  const liste = await page.request.get('/api/isletme/personel', { headers });
  if (!liste.ok()) return;
  const body = await liste.json();
  const kisiler: { id: number; ad: string }[] = Array.isArray(body.data) ? body.data : (body.data?.personeller ?? []);
  for (const kisi of kisiler.filter((k) => k.ad === AD)) {
    await page.request.delete(`/api/isletme/randevu/personel/${kisi.id}`, { headers });
    expect((await page.request.delete(`/api/isletme/personel/${kisi.id}`, { headers })).status()).toBe(200);
  }
});

test('a person added to the staff register gets an appointment profile and becomes bookable online', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/personel');
  await expect(page.getByRole('heading', { level: 1, name: 'Personel' })).toBeVisible();
  // the salon's appointment staff are in the register too, with the badge that links to their profile
  const selin = page.getByTestId('prs-list').getByRole('listitem').filter({ hasText: 'Selin Aydın' });
  await expect(selin.getByRole('link', { name: 'Selin Aydın: randevu profilini aç' })).toHaveAttribute('href', '/isletme/randevutakip/personel');
  await expectAccessible(page, 'personel');
  await screenshots(page, 'personel');

  // add: invalid fields are all marked, the first one focused, nothing sent
  await page.getByTestId('prs-add').click();
  const form = page.getByRole('dialog', { name: 'Yeni personel' });
  await form.getByTestId('prs-form-telefon').fill('12345');
  await form.getByTestId('prs-form-ayrildi').check();
  await form.getByTestId('prs-form-ayrilma').fill('');
  await form.getByTestId('prs-form-kaydet').click();
  await expect(form.getByTestId('prs-form-hata')).toHaveText('Kaydedilmedi: işaretli 3 alanı düzeltin.');
  await expect(form.getByTestId('prs-form-ad')).toBeFocused();
  await expect(form.getByTestId('prs-form-ad')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('prs-hata-telefon')).toHaveText('Geçerli bir Türkiye telefon numarası girin (örn. 0532 111 22 33).');
  await expect(form.getByTestId('prs-hata-ayrilmaTarihi')).toHaveText('Ayrılan kişi için ayrılma tarihini girin.');
  await expect(form.getByText('Ayrılan kişi randevu takviminde ve online randevuda artık seçilemez')).toBeVisible();
  await expectAccessible(page, 'personel dialog');
  await screenshots(page, 'personel-dialog');

  await form.getByTestId('prs-form-calisiyor').check();
  await form.getByTestId('prs-form-ad').fill(AD);
  await form.getByTestId('prs-form-unvan').fill('Estetisyen');
  await form.getByTestId('prs-form-telefon').fill('0532 444 55 66');
  await form.getByTestId('prs-form-baslama').fill('2025-02-03');
  await form.getByTestId('prs-form-kaydet').click();
  await expect(form).toBeHidden();
  const kart = page.getByTestId('prs-list').getByRole('listitem').filter({ hasText: AD });
  await expect(kart).toContainText('Estetisyen');
  await expect(kart).toContainText('0532 444 55 66');
  await expect(kart.getByText('Randevu profili var')).toHaveCount(0);
  // Turkish-insensitive search: 'NAZLI' finds 'Nazlı'
  await page.getByTestId('prs-search').fill('NAZLI');
  await expect(page.locator('[data-testid^="prs-row-"]')).toHaveCount(1);
  await page.getByTestId('prs-search').fill('');

  // appointment staff screen: pick the person from the register, give a service and weekly hours
  await page.goto('/isletme/randevutakip/personel');
  await page.getByTestId('rp-add').click();
  const rp = page.getByRole('dialog', { name: 'Yeni personel' });
  await expect(rp.getByTestId('rp-form-kayittan')).toBeChecked();
  await rp.getByRole('combobox', { name: /Personel/ }).click();
  await rp.getByRole('option', { name: `${AD} · Estetisyen` }).click();
  await rp.getByRole('checkbox', { name: 'Kaş tasarımı' }).check();
  await expectAccessible(page, 'randevu personel dialog with register pick');
  await screenshots(page, 'personel-randevu-sec');
  await rp.getByTestId('rp-form-save').click();
  const saat = page.getByRole('dialog', { name: `Çalışma saatleri: ${AD}` });
  await expect(saat).toBeVisible();
  for (const gun of [2, 3, 4, 5, 6]) await saat.getByTestId(`rp-add-calisma-${gun}`).click();
  await saat.getByTestId('rp-saat-save').click();
  await expect(saat).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: AD }).first()).toBeVisible();

  // the register now shows the badge
  await page.goto('/isletme/personel');
  await expect(kart.getByText('Randevu profili var')).toBeVisible();

  // public booking page: the person is offered for the service
  await page.goto(BOOKING);
  await page.getByRole('checkbox', { name: /Kaş tasarımı/ }).check();
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByRole('heading', { name: 'Personel seçin' })).toBeFocused();
  await expect(page.getByRole('radio', { name: new RegExp(AD) })).toBeVisible();
});

test('deleting asks in the product dialog; a person with appointments is refused with the reason', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/personel');
  const selin = page.getByTestId('prs-list').getByRole('listitem').filter({ hasText: 'Selin Aydın' });
  await selin.getByRole('button', { name: 'Selin Aydın: sil' }).click();
  const onay = page.getByRole('dialog', { name: 'Personel silinsin mi?' });
  await expect(onay).toContainText('Selin Aydın personel kaydından kalıcı olarak silinecek.');
  await expectAccessible(page, 'personel delete confirm');
  await onay.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'randevusu var; silinemez' })).toBeVisible();
  await expect(selin).toBeVisible();
});
