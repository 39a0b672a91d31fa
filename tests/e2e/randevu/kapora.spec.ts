import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible, screenshots } from '../helpers';
import { istTarih, operatorGirisi, PANEL } from './takvim-ortak';

// Issue 26, item 3: deposits. The demo's Lotus asks a 30 % deposit for "Cilt bakımı" (scripts/demo-kapora.mjs), so a
// guest booking it on the public page at 375 px sees the amount, the venue's IBAN and a reference code; staff record
// the transfer from the appointment's details and the calendar shows the appointment confirmed.

const BASE = '/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu';

/**
 * Touch targets under 44 px inside what this item added (kucukHedefler measures the whole page, whose older parts —
 * the booking page's cross link, the services table's switches — are not this item's).
 */
async function kucukHedeflerIcinde(kok: Locator): Promise<string[]> {
  return kok.evaluate((root) => {
    const out: string[] = [];
    for (const el of root.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea')) {
      const hedef = (el as HTMLInputElement).type === 'radio' || (el as HTMLInputElement).type === 'checkbox' ? el.closest('label') ?? el : el;
      const r = hedef.getBoundingClientRect();
      if (r.width < 2 || r.height < 2 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.width < 44 || r.height < 44) out.push(`${el.tagName.toLowerCase()} "${el.getAttribute('data-testid') ?? el.textContent?.trim()}": ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  });
}
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('a deposit booking shows amount, IBAN and code; staff record the transfer and the calendar shows it confirmed', async ({ page, browser }) => {
  // the guest: no session
  const misafir = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const g = await misafir.newPage();
  await g.goto(`${BASE}/yeni`);
  await g.getByRole('checkbox', { name: /Cilt bakımı/ }).check();
  await g.getByRole('button', { name: 'Devam' }).click();
  await expect(g.getByRole('heading', { name: 'Personel seçin' })).toBeFocused();
  await g.getByRole('button', { name: 'Devam' }).click();
  await expect(g.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  // a day past the demo's appointments
  await g.locator('button.gun:enabled').nth(8).click();
  await g.locator('button.slot').first().click();
  await expect(g.getByRole('heading', { name: 'Bilgileriniz' })).toBeFocused();
  await g.getByLabel('Ad Soyad').fill('Kapora Deneme');
  await g.getByLabel('Telefon').fill('0532 444 77 88');
  await g.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ }).check();
  const olustu = g.waitForResponse((r) => r.url().includes('/randevular') && r.request().method() === 'POST');
  await g.getByRole('button', { name: 'Randevuyu onayla' }).click();
  const randevu = (await (await olustu).json()).data as { kod: string; baslangic: string; personelId: number; yonetimLinki: string; kapora: { kod: string; tutarKurus: number } };
  expect(randevu.kapora.tutarKurus).toBe(27_000);
  const kutu = g.getByTestId('kapora-bilgi');
  await expect(kutu).toBeVisible();
  await expect(kutu.getByRole('heading', { name: 'Kapora bekleniyor' })).toBeVisible();
  await expect(kutu.locator('[data-alan="tutar"]')).toHaveText(/270,00/);
  await expect(kutu.locator('[data-alan="iban"]')).toHaveText('TR33 0006 1005 1978 6457 8413 26');
  await expect(kutu.locator('[data-alan="sahip"]')).toHaveText('Lotus Güzellik Hizmetleri Ltd. Şti.');
  await expect(kutu.locator('[data-alan="kod"]')).toHaveText(randevu.kapora.kod);
  await expect(kutu.locator('[data-alan="son"]')).not.toBeEmpty();
  await expectAccessible(g, 'booking deposit');
  expect(await kucukHedeflerIcinde(kutu)).toEqual([]);
  await kutu.scrollIntoViewIfNeeded();
  await screenshots(g, 'randevu-kapora-rezervasyon');
  // the manage link (what a widget's confirmation offers) shows the same deposit, drawn by the server
  await g.goto(randevu.yonetimLinki);
  const yonet = g.getByTestId('kapora-bilgi');
  await expect(yonet).toBeVisible();
  await expect(yonet.locator('[data-alan="kod"]')).toHaveText(randevu.kapora.kod);
  await expect(yonet.locator('[data-alan="iban"]')).toHaveText('TR33 0006 1005 1978 6457 8413 26');
  await expectAccessible(g, 'manage deposit');
  await misafir.close();

  // staff: the calendar of that day shows the hold, the details record the transfer
  await operatorGirisi(page);
  await page.goto(`${PANEL}?tarih=${istTarih(Date.parse(randevu.baslangic))}&gorunum=gun`);
  await expect(page.locator('.rt-ekran')).toHaveAttribute('aria-busy', 'false');
  const kisi = page.getByTestId(`kisi-${randevu.personelId}`);
  if (await kisi.count()) await kisi.click();
  const blok = page.locator(`.rt-blok[data-kod="${randevu.kod}"]`);
  await expect(blok).toHaveAttribute('data-kapora', 'bekliyor');
  await expect(blok).toHaveAttribute('aria-label', /Kapora bekliyor/);
  await blok.click();
  const detay = page.getByTestId('detay-kapora');
  await expect(detay.getByTestId('detay-kapora-durum')).toHaveText('Kapora bekliyor');
  await expect(detay).toContainText(randevu.kapora.kod);
  await expectAccessible(page, 'deposit details');
  expect(await kucukHedeflerIcinde(detay)).toEqual([]);
  await screenshots(page, 'randevu-kapora-detay');
  await detay.getByTestId('kapora-havale').click();
  await expect(detay.getByTestId('detay-kapora-durum')).toHaveText('Kapora alındı');
  await expect(detay.getByTestId('kapora-havale')).toHaveCount(0);
  await expect(page.getByTestId('randevu-detay').locator('.rt-detay-ust')).toContainText('Onaylandı');
  await screenshots(page, 'randevu-kapora-alindi');
  await page.keyboard.press('Escape');
  await expect(blok).toHaveAttribute('data-kapora', 'alindi');
  await expect(blok).toHaveClass(/rt-blok-onaylandi/);

  // the cash book has the row "Kapora · KOD"
  await page.goto('/isletme/randevutakip/kasa-hareketleri');
  await expect(page.getByText(`Kapora · ${randevu.kapora.kod}`).first()).toBeVisible();
});

test('the deposit settings on the services screen', async ({ page }) => {
  await operatorGirisi(page);
  await page.goto('/isletme/randevutakip/hizmetler');
  await page.getByTestId('kapora-ayar').click();
  const form = page.getByTestId('kapora-ayar-form');
  await expect(form.getByTestId('kapora-tur-1005')).toHaveValue('yuzde');
  await expect(form.getByTestId('kapora-deger-1005')).toHaveValue('30');
  await expect(form.getByTestId('kapora-hizmet-1005')).toContainText('270,00');
  await expect(form.getByTestId('kapora-iban')).toHaveValue('TR330006100519786457841326');
  await expectAccessible(page, 'deposit settings');
  expect(await kucukHedeflerIcinde(page.getByRole('dialog'))).toEqual([]);
  await screenshots(page, 'randevu-kapora-ayar');
  // a fixed deposit for Kaş tasarımı
  await form.getByTestId('kapora-tur-1006').selectOption('sabit');
  await form.getByTestId('kapora-deger-1006').fill('50');
  await expect(form.getByTestId('kapora-hizmet-1006')).toContainText('50,00');
  await form.getByTestId('kapora-ayar-kaydet').click();
  await expect(form).toBeHidden();
  await page.getByTestId('kapora-ayar').click();
  await expect(page.getByTestId('kapora-tur-1006')).toHaveValue('sabit');
  await expect(page.getByTestId('kapora-deger-1006')).toHaveValue('50,00');
});
