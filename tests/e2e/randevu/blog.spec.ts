import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectAccessible, login, screenshots, onayVer } from '../helpers';

// scripts/demo-data.mjs: venue 2 "Güzellik Salonu Lotus", channel guzellik-salonu-lotus / LOTUS7K2QX9M,
// blog posts 1001 and 1002 published, 1003 a draft
const BLOG = '/guzellik-salonu-lotus/blog';
const TASLAK = 'gelin-paketi-hazirliklari';

async function lotus(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

/** A 1600×900 PNG the browser has to crop to 1200×630 and turn into WebP before uploading. */
function kapakPng(): Buffer {
  const png = new PNG({ width: 1600, height: 900 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([(i / 4) % 1600 < 800 ? 124 : 240, 58, 107, 255], i);
  return PNG.sync.write(png);
}

/** Everything executable in the rendered post body: elements outside the allow-list, handlers, non-http(s) links. */
async function govdeDenetimi(page: Page): Promise<string[]> {
  return page.locator('article .govde').evaluate((govde) => {
    const izinli = new Set(['P', 'BR', 'H2', 'H3', 'STRONG', 'B', 'EM', 'I', 'U', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'A']);
    const sorun: string[] = [];
    for (const el of govde.querySelectorAll('*')) {
      if (!izinli.has(el.tagName)) sorun.push(`element ${el.tagName}`);
      for (const attr of el.attributes) {
        if (!(el.tagName === 'A' && (attr.name === 'href' || attr.name === 'rel'))) sorun.push(`attribute ${el.tagName}.${attr.name}`);
      }
      if (el instanceof HTMLAnchorElement && !['http:', 'https:', 'mailto:'].includes(new URL(el.href, location.href).protocol)) sorun.push(`link ${el.href}`);
    }
    return sorun;
  });
}

const bugun = () => new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Istanbul' }).format(new Date());

test('operator writes and publishes a post with bold text and a link; an injected payload never runs on the public blog', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/randevutakip/post-olustur');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog yazıları' })).toBeVisible();
  await expect(page.getByTestId('rb-row-1003')).toContainText('Taslak');
  await expect(page.getByTestId('rb-row-1001')).toContainText('Yayında');
  await expectAccessible(page, 'blog list');
  await screenshots(page, 'randevu-blog-liste');

  await page.getByTestId('rb-add').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni yazı' })).toBeVisible();
  await page.getByTestId('rb-baslik').fill('Yaz Bakımı: Güneş & Şık Saçlar');
  await expect(page.getByTestId('rb-url')).toHaveValue('yaz-bakimi-gunes-sik-saclar');
  await page.getByTestId('rb-ozet').fill('Yaz aylarında cildinizi ve saçınızı korumanın yolları.');

  // body: bold from the toolbar, a link from the link dialog, and text that only looks like markup
  const govde = page.getByRole('textbox', { name: 'Yazı metni' });
  await govde.click();
  await page.keyboard.type('Güneşten korunmak için ');
  await page.getByTestId('rb-tool-bold').click();
  await expect(page.getByTestId('rb-tool-bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('SPF 50');
  await page.getByTestId('rb-tool-bold').click();
  await page.keyboard.type(' kullanın. Ayrıntılar: ');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Bağlantı' });
  await dialog.getByTestId('rb-link-url').fill('javascript:alert(1)');
  await dialog.getByTestId('rb-link-text').fill('rehberimiz');
  await dialog.getByTestId('rb-link-apply').click();
  await expect(dialog.getByRole('alert')).toHaveText('Yalnızca http://, https://, mailto: veya / ile başlayan bağlantılar eklenebilir.');
  await dialog.getByTestId('rb-link-url').fill('ornek.example/gunes');
  await dialog.getByTestId('rb-link-apply').click();
  await expect(dialog).toBeHidden();
  await expect(govde.locator('a')).toHaveAttribute('href', 'https://ornek.example/gunes');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('<script>window.__xss = 9</script> yazısı metindir.');
  await expect(govde.locator('strong, b')).toHaveText('SPF 50');
  await expect(page.getByText(/\d+ kelime · yaklaşık 1 dk okuma/)).toBeVisible();

  await page.getByTestId('rb-yayinda').check();
  await expect(page.getByTestId('rb-tarih')).toHaveValue('');
  await expectAccessible(page, 'blog editor');
  await screenshots(page, 'randevu-blog-editor');

  // a client that bypasses the editor: the server must sanitise what it is sent
  await page.route('**/api/isletme/randevu/blog', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { govdeHtml: string };
    body.govdeHtml += '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script><svg onload="window.__xss=3"></svg>'
      + '<a href="jav&#x09;ascript:window.__xss=4" onclick="window.__xss=5">tıkla</a><p style="background:url(javascript:alert(6))" onmouseover="window.__xss=6">son</p>';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByTestId('rb-save').click();
  await expect(page.getByText('Yazı yayınlandı.')).toBeVisible();
  await page.unroute('**/api/isletme/randevu/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Yazıyı düzenle' })).toBeVisible();
  await expect(page).toHaveURL(/\?yazi=\d+$/);
  // what the editor shows after saving is the stored (sanitised) body
  await expect(govde).toContainText('tıkla');
  await expect(govde.locator('img, script, svg')).toHaveCount(0);
  await expect(page.getByTestId('rb-open-public')).toHaveAttribute('href', `${BLOG}/yaz-bakimi-gunes-sik-saclar`);

  await page.getByTestId('rb-back').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog yazıları' })).toBeVisible();
  await expect(page.getByTestId('rb-list').locator('li').first()).toContainText('Yaz Bakımı: Güneş & Şık Saçlar');
  await expect(page.getByTestId('rb-list').locator('li').first()).toContainText(`Yayın: ${bugun()}`);

  // the public pages: no dialog may open, no flag may be set
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const liste = await page.goto(BLOG);
  expect(liste?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Güzellik Salonu Lotus Blog' })).toBeVisible();
  const ilk = page.locator('.izgara > li').first();
  await expect(ilk.getByRole('heading', { level: 2 })).toHaveText('Yaz Bakımı: Güneş & Şık Saçlar');
  await expect(ilk.locator('time')).toHaveText(bugun());
  await expect(page.getByText('Kışın cildinizi korumanın 5 yolu')).toBeVisible();
  await expect(page.getByText('Gelin paketi hazırlıkları (taslak)')).toHaveCount(0);
  expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; blogPost: { headline: string }[] };
  expect(ld['@type']).toBe('Blog');
  expect(ld.blogPost[0]?.headline).toBe('Yaz Bakımı: Güneş & Şık Saçlar');
  await expectAccessible(page, 'public blog list');
  await screenshots(page, 'randevu-blog-public-liste');

  await ilk.getByRole('link').click();
  await expect(page).toHaveURL(`${BLOG}/yaz-bakimi-gunes-sik-saclar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Yaz Bakımı: Güneş & Şık Saçlar' })).toBeVisible();
  const yazi = page.locator('article .govde');
  await expect(yazi.locator('strong, b')).toHaveText('SPF 50');
  await expect(yazi.getByRole('link', { name: 'rehberimiz' })).toHaveAttribute('href', 'https://ornek.example/gunes');
  await expect(yazi.getByRole('link', { name: 'rehberimiz' })).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expect(yazi).toContainText('<script>window.__xss = 9</script> yazısı metindir.');
  await expect(yazi).toContainText('tıkla');
  await expect(yazi).toContainText('son');
  expect(await govdeDenetimi(page)).toEqual([]);
  await yazi.getByText('son', { exact: true }).hover();
  await expect(yazi.getByRole('link', { name: 'tıkla' })).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.getByRole('link', { name: 'Randevu al' }).first()).toHaveAttribute('href', '/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu/yeni');
  const post = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(post).toMatchObject({ '@type': 'BlogPosting', headline: 'Yaz Bakımı: Güneş & Şık Saçlar', description: 'Yaz aylarında cildinizi ve saçınızı korumanın yolları.' });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expectAccessible(page, 'public blog post');
  await screenshots(page, 'randevu-blog-public-yazi');

  // drafts are never public, in the guest's language
  const taslak = await page.goto(`${BLOG}/${TASLAK}`);
  expect(taslak?.status()).toBe(404);
  await expect(page.getByText('Bu yazı bulunamadı ya da artık yayında değil.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tüm yazılar' })).toHaveAttribute('href', BLOG);
  await expectAccessible(page, 'public blog 404');
  const ingilizce = await page.goto(`${BLOG}/${TASLAK}?lang=en`);
  expect(ingilizce?.status()).toBe(404);
  await expect(page.getByText('This post was not found or is no longer published.')).toBeVisible();
  expect((await page.goto('/boyle-bir-salon-yok/blog?lang=de'))?.status()).toBe(404);
  await expect(page.getByText('Unter dieser Adresse gibt es keinen Blog. Bitte prüfen Sie die Adresse.')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('cover upload, URL name conflict, toolbar keyboard use, unpublish, CSV and delete', async ({ page }) => {
  await lotus(page);
  await page.goto('/isletme/randevutakip/post-olustur?yazi=yeni');
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni yazı' })).toBeVisible();
  // published with no title, no body and a publish time without its hour: every one is marked under its field, the
  // first (the title) is focused, and nothing is saved
  await page.getByTestId('rb-yayinda').check();
  await page.getByTestId('rb-tarih').fill('2030-01-15');
  // leaving the date marks it at once (its message moves the save button down): leave it before clicking save
  await page.getByTestId('rb-baslik').focus();
  await expect(page.getByTestId('hata-yayinTarihi')).toBeVisible();
  await page.getByTestId('rb-save').click();
  await expect(page.getByTestId('hata-baslik')).toHaveText('Başlık 1 ile 200 karakter arasında olmalı.');
  await expect(page.getByTestId('rb-baslik')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('rb-baslik')).toBeFocused();
  await expect(page.getByTestId('hata-govdeHtml')).toHaveText('Yayınlamak için yazı metni boş olamaz.');
  await expect(page.getByRole('textbox', { name: 'Yazı metni' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('hata-yayinTarihi')).toHaveText('Yayın tarihi geçersiz.');
  await expect(page.getByTestId('rb-tarih')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\?yazi=yeni$/);
  await expectAccessible(page, 'blog editor invalid');
  await page.getByTestId('rb-tarih').fill('');
  await page.getByTestId('rb-yayinda').uncheck();
  // the title of a demo post makes the same URL name: 409 at the URL field
  await page.getByTestId('rb-baslik').fill('Kışın Cildinizi Korumanın 5 Yolu');
  await page.getByRole('textbox', { name: 'Yazı metni' }).click();
  await page.keyboard.type('Kış bakım rehberi.');
  await page.getByTestId('rb-save').click();
  await expect(page.getByTestId('hata-urlAdi')).toHaveText('Bu URL adı başka bir yazıda kullanılıyor; lütfen farklı bir URL adı seçin.');
  await expect(page.getByTestId('rb-url')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('rb-url')).toBeFocused();
  await page.getByTestId('rb-url').fill('Kış Rehberi 2');
  await page.getByTestId('rb-url').blur();
  await expect(page.getByTestId('rb-url')).toHaveValue('kis-rehberi-2');

  // toolbar from the keyboard: one tab stop, arrows move, Enter applies
  await page.getByRole('textbox', { name: 'Yazı metni' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Önerilerimiz');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('rb-tool-bold')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('rb-tool-h2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Yazı metni' }).locator('h2')).toHaveText('Önerilerimiz');
  await expect(page.getByTestId('rb-tool-h2')).toHaveAttribute('aria-pressed', 'true');

  // quote and list toggle on and off; pasted markup goes through the allow-list before it enters the text
  const govde = page.getByRole('textbox', { name: 'Yazı metni' });
  await govde.getByText('Kış bakım rehberi.').click();
  await page.getByTestId('rb-tool-quote').click();
  await expect(govde.locator('blockquote')).toHaveText('Kış bakım rehberi.');
  await expect(page.getByTestId('rb-tool-quote')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('rb-tool-quote').click();
  await expect(govde.locator('blockquote')).toHaveCount(0);
  await page.getByTestId('rb-tool-ul').click();
  await expect(govde.locator('ul > li')).toHaveText('Kış bakım rehberi.');
  await page.getByTestId('rb-tool-ul').click();
  await expect(govde.locator('ul')).toHaveCount(0);
  await page.keyboard.press('End');
  await govde.evaluate((el) => {
    const veri = new DataTransfer();
    veri.setData('text/html', '<p style="color:red" onclick="window.__xss=7"> Yapıştırılan <b>kalın</b><img src=x onerror="window.__xss=8"></p><script>window.__xss=9</script>');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: veri, bubbles: true, cancelable: true }));
  });
  await expect(govde).toContainText('Yapıştırılan kalın');
  await expect(govde.locator('img, script, [style], [onclick]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await page.getByTestId('rb-kapak').setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: kapakPng() });
  await expect(page.getByTestId('rb-kapak-img')).toHaveAttribute('src', /^\/api\/public\/gorsel\/randevu\/blog\/2\/[0-9a-f]{32}\.webp$/);
  await expect.poll(() => page.getByTestId('rb-kapak-img').evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`)).toBe('1200x630');
  await page.getByTestId('rb-save').click();
  await expect(page.getByText('Yazı kaydedildi.')).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('yazi'));
  expect(id).toBeGreaterThan(0);
  await screenshots(page, 'randevu-blog-editor-kapak');

  // publish from the list; the cover shows with its size reserved; unpublish takes it down again
  await page.getByTestId('rb-back').click();
  await expect(page.getByTestId(`rb-status-${id}`)).toHaveText('Taslak');
  expect((await page.request.get(`${BLOG}/kis-rehberi-2`)).status()).toBe(404);
  await page.getByTestId(`rb-publish-${id}`).click();
  await expect(page.getByText('Yazı yayınlandı.')).toBeVisible();
  await expect(page.getByTestId(`rb-status-${id}`)).toHaveText('Yayında');
  const yazi = await page.context().newPage();
  expect((await yazi.goto(`${BLOG}/kis-rehberi-2`))?.status()).toBe(200);
  await expect(yazi.locator('.kapak img')).toHaveAttribute('width', '1200');
  await expect(yazi.locator('.kapak img')).toHaveAttribute('height', '630');
  await expect(yazi.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/public\/gorsel\/randevu\/blog\/2\/[0-9a-f]{32}\.webp$/);
  await expect(yazi.locator('article .govde h2')).toHaveText('Önerilerimiz');
  await yazi.close();
  await page.getByTestId(`rb-publish-${id}`).click();
  await expect(page.getByText('Yazı yayından kaldırıldı; artık herkese açık sayfada görünmüyor.')).toBeVisible();
  expect((await page.request.get(`${BLOG}/kis-rehberi-2`)).status()).toBe(404);

  // filters and CSV
  await page.getByTestId('rb-filter-taslak').click();
  await expect(page.getByTestId('rb-list').locator('li')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByTestId('rb-export').click();
  expect((await download).suggestedFilename()).toMatch(/^blog-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByTestId(`rb-delete-${id}`).click();
  await onayVer(page);
  await expect(page.getByText('Silindi.')).toBeVisible();
  await expect(page.getByTestId(`rb-row-${id}`)).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page, 'blog list 375');
});
