import { expect, test, type Locator } from '@playwright/test';
import { login, screenshots } from '../helpers';

// The owner's invite in one tap: the e-mail and WhatsApp composers carry the link and a short text in the owner's
// language (the server sends nothing); the venues table wraps e-mail addresses only between their parts.

const S = Date.now().toString(36).slice(-5);
const AD = `Lale Pastanesi ${S}`;
const EPOSTA = `lale.pastanesi.sahibi.${S}@uzunalanadiornegi.test`;

/** Each half of the address (before and from its '@') sits on one line: the text is never split inside them. */
async function parcalarBolunmemis(eposta: Locator) {
  return eposta.evaluate((el) => [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).every((n) => {
    const r = document.createRange();
    r.selectNodeContents(n);
    const satirlar = new Set([...r.getClientRects()].map((x) => Math.round(x.top)));
    return satirlar.size === 1;
  }));
}

test('the invite opens the owner\'s mail or WhatsApp with the link in their language; the venues table keeps addresses whole', async ({ page }) => {
  await login(page, 'admin@demo.test', /\/admin\/dashboard$/);
  await page.goto('/admin/isletmeler');
  await page.getByTestId('isletme-ekle').click();
  const form = page.getByRole('dialog', { name: 'Yeni işletme ve sahibi' });
  await form.getByTestId('isletme-form-ad').fill(AD);
  await form.getByLabel('Telefon').fill('0532 111 22 33');
  await form.getByTestId('isletme-form-sahip-ad').fill('Lale Yıldız');
  await form.getByTestId('isletme-form-sahip-email').fill(EPOSTA);
  await form.getByTestId('isletme-form-kaydet').click();
  const davet = page.getByTestId('davet-dialog');
  await expect(davet).toBeVisible();
  const link = await davet.getByTestId('davet-link').inputValue();

  const eposta = davet.getByTestId('davet-eposta');
  const mailto = new URL((await eposta.getAttribute('href'))!);
  expect(mailto.protocol).toBe('mailto:');
  expect(decodeURIComponent(mailto.pathname)).toBe(EPOSTA);
  expect(mailto.searchParams.get('subject')).toBe(`${AD}: İşletmePro paneliniz hazır`);
  expect(mailto.searchParams.get('body')).toContain(`Merhaba Lale Yıldız, ${AD} için`);
  expect(mailto.searchParams.get('body')).toContain(link);
  const wa = new URL((await davet.getByTestId('davet-whatsapp').getAttribute('href'))!);
  expect(`${wa.origin}${wa.pathname}`).toBe('https://wa.me/905321112233');
  expect(wa.searchParams.get('text')).toContain(link);
  expect(await eposta.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  await screenshots(page, 'admin-davet-besteci');

  // the owner reads English: the composers follow the chosen language
  await davet.getByTestId('davet-dil').selectOption('en');
  await expect(davet.getByTestId('davet-mesaj')).toContainText(`Hello Lale Yıldız, your İşletmePro panel for ${AD} is ready.`);
  const mailtoEn = new URL((await eposta.getAttribute('href'))!);
  expect(mailtoEn.searchParams.get('subject')).toBe(`${AD}: your İşletmePro panel is ready`);
  expect(mailtoEn.searchParams.get('body')).toContain(link);
  expect(new URL((await davet.getByTestId('davet-whatsapp').getAttribute('href'))!).searchParams.get('text')).toContain('Hello Lale Yıldız');
  await davet.getByTestId('davet-kapat').click();

  // the table wraps the address only at its <wbr> points, at phone and desktop width
  await page.getByTestId('isletme-ara').fill(AD);
  await expect(page.getByTestId('isletme-liste').locator('tbody tr')).toHaveCount(1);
  const hucre = page.getByTestId('isletme-liste').locator('.ais-eposta', { hasText: 'lale.pastanesi' }).first();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(hucre).toBeVisible();
    await page.screenshot({ path: `screenshots/admin-isletmeler-eposta-${width}.png` });
    expect(await hucre.textContent()).toBe(EPOSTA);
    expect(await parcalarBolunmemis(hucre), `${width}px`).toBe(true);
    const kutu = (await hucre.boundingBox())!;
    expect(kutu.x + kutu.width, `${width}px`).toBeLessThanOrEqual(width);
    // the row's buttons stay on screen beside it (the table does not scroll sideways)
    const ac = (await page.getByTestId('isletme-liste').getByRole('button', { name: `${AD}: ayrıntılar` }).boundingBox())!;
    expect(ac.x + ac.width, `${width}px`).toBeLessThanOrEqual(width);
    const destek = (await page.getByTestId('isletme-liste').locator('[data-testid^="isletme-destek-"]').first().boundingBox())!;
    expect(destek.x + destek.width, `${width}px`).toBeLessThanOrEqual(width);
  }
});
