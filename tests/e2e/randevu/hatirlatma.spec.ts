import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login, screenshots } from '../helpers';
import { kucukHedefler } from '../shell/dokunma';

// Issue 26, item 1: the reminders of Güzellik Salonu Lotus (venue 2; scripts/demo-hatirlatma.mjs gives it reminders
// due today, some sent, some confirmed, one customer who wants no messages). On a 375 px phone the operator opens the
// reminders screen and one tap opens WhatsApp with the message; a guest confirms from the reminder's link and the
// calendar shows the appointment as confirmed by the customer.

const LOTUS = 2;
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

interface Satir { randevuId: number; baslangic: string; durum: string; musteri: { ad: string; dil: string }; personel: { id: number } }

/** The reminders list as the API gives it (cookie session, Lotus). */
function liste(page: Page): Promise<Satir[]> {
  return page.evaluate(async (venue) => {
    const r = await fetch('/api/isletme/randevu/hatirlatmalar', { headers: { 'X-Isletme-Id': String(venue), Accept: 'application/json' } });
    return ((await r.json()) as { data: { satirlar: Satir[] } }).data.satirlar;
  }, LOTUS);
}

/** WhatsApp's address answers a stub page, so the test can read what the composer got. */
async function whatsappYakala(page: Page) {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }));
}

test("the operator's reminders: today's list with its states; one tap opens WhatsApp with the message", async ({ page }) => {
  await whatsappYakala(page);
  await lotus(page);
  await page.goto('/isletme/randevutakip/hatirlatmalar');
  await expect(page.getByRole('heading', { level: 1, name: 'Hatırlatmalar' })).toBeVisible();
  const bugun = page.getByTestId('rh-grup-bugun');
  await expect(bugun.getByTestId('rh-satir').first()).toBeVisible();
  await expect(bugun.getByTestId('rh-durum').filter({ hasText: 'Müşteri onayladı' }).first()).toBeVisible();
  await expect(bugun.getByTestId('rh-durum').filter({ hasText: /^Gönderildi · Ayşe Yılmaz · / }).first()).toBeVisible();
  await expect(bugun.getByTestId('rh-durum').filter({ hasText: 'Atlandı: müşteri mesaj istemiyor' })).toHaveCount(1);
  // a skipped or confirmed one offers no send
  const atlanan = bugun.getByTestId('rh-satir').filter({ hasText: 'Atlandı: müşteri mesaj istemiyor' });
  await expect(atlanan.getByTestId('rh-whatsapp')).toHaveCount(0);

  await expectAccessible(page, 'hatirlatmalar');
  expect(await kucukHedefler(page)).toEqual([]);
  await screenshots(page, 'randevu-hatirlatmalar');

  // the timing and the texts per language (a venue parameter), the built-in text shown where the venue wrote none
  // (the demo reminds the day before at 10:00, or N hours before when tomorrow is a closed day)
  const oncekiGun = (await page.getByTestId('rh-zaman').textContent())!.includes('önceki gün');
  await page.getByTestId('rh-ayar').click();
  const form = page.getByTestId('rh-ayar-form');
  if (oncekiGun) {
    await expect(form.getByTestId('rh-zamanlama-onceki_gun')).toBeChecked();
    await expect(form.getByTestId('rh-saat')).toHaveValue('10:00');
  } else {
    await expect(form.getByTestId('rh-zamanlama-saat_once')).toBeChecked();
    await expect(form.getByTestId('rh-saat-once')).toHaveValue(/^(48|72)$/);
  }
  await expect(form.getByTestId('rh-metin-en')).toHaveAttribute('placeholder', /^Hello \{ad\}/);
  await expectAccessible(page, 'hatirlatma-ayar');
  await screenshots(page, 'randevu-hatirlatma-ayar');
  await form.getByRole('button', { name: 'Kapat' }).click();
  await expect(form).toBeHidden();

  const bekleyen = (await liste(page)).find((s) => s.durum === 'bekliyor' && s.musteri.dil === 'tr')!;
  const satir = page.locator(`[data-testid="rh-satir"][data-randevu="${bekleyen.randevuId}"]`);
  const ad = bekleyen.musteri.ad;
  const popup = page.waitForEvent('popup');
  await satir.getByTestId('rh-whatsapp').click();
  const wa = await popup;
  const adres = new URL(wa.url());
  expect(adres.host).toBe('wa.me');
  expect(adres.pathname).toMatch(/^\/90\d{10}$/);
  const metin = adres.searchParams.get('text')!;
  expect(metin).toContain(`Merhaba ${ad.split(' ')[0]}`);
  expect(metin).toMatch(/Onaylamak için: http\S+\/guzellik-salonu-lotus\/LOTUS7K2QX9M\/randevu\/onay\?t=v1\.\S+ İptal veya saat değişikliği için: http\S+\/randevu\/sorgula\?l=v1\.\S+$/);
  await wa.close();
  // recorded: who and when, and the composer link stays on the card
  await expect(satir.getByTestId('rh-durum')).toHaveText(/^Gönderildi · Ayşe Yılmaz · /);
  await expect(satir.getByTestId('rh-besteci')).toHaveAttribute('href', `https://wa.me${adres.pathname}?text=${encodeURIComponent(metin)}`);
  await expect(satir.getByTestId('rh-mesaj')).toHaveText(metin);
});

test('a guest confirms from the reminder link and the calendar shows it as confirmed', async ({ page, browser }) => {
  await whatsappYakala(page);
  await lotus(page);
  await page.goto('/isletme/randevutakip/hatirlatmalar');
  const bekleyen = (await liste(page)).find((s) => s.durum === 'bekliyor')!;
  expect(bekleyen).toBeDefined();
  const kart = page.locator(`[data-testid="rh-satir"][data-randevu="${bekleyen.randevuId}"]`);
  const popup = page.waitForEvent('popup');
  await kart.getByTestId('rh-whatsapp').click();
  await (await popup).close();
  const metin = (await kart.getByTestId('rh-mesaj').textContent())!;
  const onayLinki = /http\S+\/randevu\/onay\?t=\S+/.exec(metin)![0];

  // the guest: another browser, no session
  const misafir = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const g = await misafir.newPage();
  await g.goto(onayLinki);
  await expect(g.getByRole('heading', { level: 1, name: 'Randevunuzu onaylayın' })).toBeVisible();
  await expect(g.getByTestId('teyit-kart')).toContainText('Personel');
  await expect(g.getByTestId('teyit-yonet')).toHaveAttribute('href', /\/randevu\/sorgula\?l=v1\./);
  await expectAccessible(g, 'teyit');
  expect(await kucukHedefler(g)).toEqual([]);
  await screenshots(g, 'randevu-teyit');
  await g.getByTestId('teyit-onayla').click();
  await expect(g.getByRole('heading', { level: 1, name: 'Randevunuz onaylandı' })).toBeVisible();
  await expect(g.getByTestId('teyit-tamam')).toBeVisible();
  await screenshots(g, 'randevu-teyit-onaylandi');
  await misafir.close();

  // the reminders list and the calendar of that day show the customer's confirmation
  await page.reload();
  await expect(kart.getByTestId('rh-durum')).toHaveText('Müşteri onayladı');
  const gun = new Date(Date.parse(bekleyen.baslangic) + 3 * 3_600_000).toISOString().slice(0, 10);
  await page.goto(`/isletme/randevutakip/randevular?tarih=${gun}`);
  const kisi = page.getByTestId(`kisi-${bekleyen.personel.id}`);
  if (await kisi.count()) await kisi.click();
  const blok = page.getByTestId(`randevu-blok-${bekleyen.randevuId}`);
  await expect(blok).toHaveAttribute('data-teyit', '1');
  await expect(blok).toHaveAttribute('aria-label', /Müşteri onayladı/);
  await blok.click();
  await expect(page.getByTestId('detay-teyit')).toHaveText('✓ Müşteri onayladı');
  await screenshots(page, 'randevu-takvim-teyit');
});
