import { createHash } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, PASSWORD } from '../helpers';

/**
 * Content Security Policy of every page kind, as the Worker sends it in the HTTP header: no 'unsafe-inline' for
 * scripts or styles, and the hash of every inline <script>/<style> the page carries is in the header. Then a browser
 * walks the guest, public and panel pages and no CSP violation may happen.
 */

const BOOKING = '/guzellik-salonu-lotus/LOTUS7K2QX9M/randevu';

async function operator(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: { Origin: baseURL } });
  expect(response.ok()).toBe(true);
  return context;
}

/** The QR landing, menu and first category of the demo cafe (the short URL redirects to the slug). */
async function qrPaths(request: APIRequestContext): Promise<string[]> {
  const landing = (await request.get('/qr/kahve-duragi', { maxRedirects: 0 })).headers()['location']!;
  const slug = landing.split('/').pop()!;
  const menu = (await (await request.get(`/api/public/menu/${slug}?lang=tr`)).json()).data;
  return [landing, `${landing}/menu`, `${landing}/menu/${menu.kategoriler[0].urlAdi}?lang=en`];
}

function policy(header: string): Map<string, string[]> {
  return new Map(header.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline code the browser would check against the policy: <style> elements and executable inline <script>s. */
function inlineCode(html: string): { kind: 'script' | 'style'; text: string }[] {
  const found: { kind: 'script' | 'style'; text: string }[] = [];
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) found.push({ kind: 'style', text: m[1]! });
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (/\bsrc=/i.test(attrs) || (type && type !== 'module' && type !== 'text/javascript')) continue;
    found.push({ kind: 'script', text: m[2]! });
  }
  return found;
}

test('every page kind sends a CSP header without unsafe-inline that carries the hash of each inline script and style', async ({ request, baseURL }) => {
  const isletme = await operator(baseURL!, 'isletme@demo.test');
  const admin = await operator(baseURL!, 'admin@demo.test');
  const pages: [APIRequestContext, string][] = [
    ...(await qrPaths(request)).map((path) => [request, path] as [APIRequestContext, string]),
    ...[`${BOOKING}/yeni`, `${BOOKING}/sorgula?lang=de`, '/guzellik-salonu-lotus/blog'].map((path) => [request, path] as [APIRequestContext, string]),
    ...['/', '/services', '/services/qr-menu', '/services/appointment-management', '/about', '/contact', '/login'].map((path) => [request, path] as [APIRequestContext, string]),
    [isletme, '/isletme/dashboard'],
    [isletme, '/isletme/randevutakip/online-kanal-tema'],
    [admin, '/admin/dashboard'],
  ];
  const problems: string[] = [];
  for (const [client, path] of pages) {
    const response = await client.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    const header = response.headers()['content-security-policy'] ?? '';
    const directives = policy(header);
    for (const name of ['script-src', 'style-src', 'default-src', 'object-src', 'base-uri', 'frame-ancestors']) {
      if (!directives.has(name)) problems.push(`${path}: no ${name}`);
    }
    for (const [name, values] of directives) {
      if (/^(script|style)-src/.test(name) && values.includes("'unsafe-inline'")) problems.push(`${path}: ${name} 'unsafe-inline'`);
      if (values.includes("'unsafe-eval'")) problems.push(`${path}: ${name} 'unsafe-eval'`);
    }
    for (const { kind, text } of inlineCode(await response.text())) {
      const allowed = [...(directives.get(`${kind}-src-elem`) ?? []), ...(directives.get(`${kind}-src`) ?? [])];
      if (!allowed.includes(sha256(text))) problems.push(`${path}: inline ${kind} not in the header: ${text.slice(0, 60)}`);
    }
  }
  await isletme.dispose();
  await admin.dispose();
  expect(problems).toEqual([]);
});

/** Every CSP violation in any frame of the page: the DOM event (through a binding) and the console's report. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('cspIhlali', (text: string) => seen.push(`${page.url()} ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { cspIhlali: (t: string) => void }).cspIhlali(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(`${page.url()} console: ${message.text()}`);
  });
  return seen;
}

test('browsing QR menu, booking, home, login and panel screens raises no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = await watchViolations(page);

  // guest QR pages: inlined theme CSS and the campaign countdown
  for (const path of await qrPaths(page.request)) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }

  // booking page: channel colours inline, the widget draws its CSS (plus the colours) in its shadow root
  await page.goto(`${BOOKING}/yeni`);
  const widget = page.locator('isletme-randevu');
  await expect(widget.locator('ul.sec').first()).toBeVisible();
  // the widget's own stylesheet applies (a violation would leave the list unstyled)
  await expect(widget.locator('ul.sec').first()).toHaveCSS('display', 'grid');
  await page.goto(`${BOOKING}/sorgula`);
  await expect(widget.locator('form, input').first()).toBeVisible();

  // public site and login (the header script, Astro's bundled styles)
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.goto('/services/qr-menu');
  await expect(page.locator('h1').first()).toBeVisible();

  // panel: React islands, the revenue chart (uPlot's sheet) and the theme editor's live preview (its own frame)
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await page.goto('/isletme/randevutakip/dashboard');
  await expect(page.getByTestId('ro-grafik').locator('canvas')).toBeVisible();
  await expect(page.locator('.u-wrap').first()).toHaveCSS('position', 'relative');
  await page.goto('/isletme/randevutakip/online-kanal-tema');
  const onizleme = page.frameLocator('[data-testid=ro-onizleme-frame]');
  await expect(onizleme.locator('.brand')).toHaveText('Güzellik Salonu Lotus');
  // the preview page and the widget step inside it are styled (constructed sheets, not inline <style>)
  await expect(onizleme.locator('.top')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(onizleme.locator('ul.sec')).toHaveCSS('display', 'grid');
  await page.getByTestId('ro-renk-primary').fill('#1e3a8a');
  await expect(onizleme.locator('.top')).toHaveCSS('background-color', 'rgb(30, 58, 138)');

  expect(seen).toEqual([]);
});
