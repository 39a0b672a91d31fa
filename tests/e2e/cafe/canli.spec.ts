import { expect, test, type Page } from '@playwright/test';
import { login } from '../helpers';

// scripts/demo-cafe-canli.mjs: Kahve Durağı (venue 1) has an open working day and open checks right now, the cashier
// account kasiyer@demo.test and the waiter garson@demo.test. What this test changes it changes back (guests 2 → 3 → 2).

interface AcikAdisyon { id: number; masaId: number; misafir: number; garson: string; toplamKurus: number; odenenKurus: number; hesapIstendi: boolean; acilis: string }
interface Takip { alanlar: { id: number; ad: string }[]; masalar: { id: number; ad: string; alanId: number }[]; acik: AcikAdisyon[]; gun: { id: number; acilis: string } | null }

const headers = (baseURL: string) => ({ Origin: baseURL, 'X-Isletme-Id': '1' });
const islem = (page: Page, baseURL: string, body: Record<string, unknown>) =>
  page.request.post('/api/isletme/cafe/islem', { headers: headers(baseURL), data: { islemId: `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, ...body } });

test('demo evening: open day and open checks in every area; the cashier hears a waiter\'s change live; each role keeps to its permissions', async ({ page, browser, baseURL }) => {
  await login(page, 'kasiyer@demo.test', /\/isletme\//);
  const takip = (await (await page.request.get('/api/isletme/cafe/takip', { headers: headers(baseURL!) })).json()).data as Takip;
  expect(takip.gun).not.toBeNull();
  expect(takip.acik.length).toBeGreaterThanOrEqual(4);
  const alanOf = (a: AcikAdisyon) => takip.masalar.find((m) => m.id === a.masaId)!.alanId;
  expect(new Set(takip.acik.map(alanOf)).size).toBe(3);
  expect(takip.acik.some((a) => a.hesapIstendi)).toBe(true);
  expect(takip.acik.some((a) => a.odenenKurus > 0 && a.odenenKurus < a.toplamKurus)).toBe(true);
  // the waiter's check of two hours ago — or, in the first two hours of the working day, as early as the day allows: a
  // check never opens before its working day, and the seed puts that one 2 minutes after the day opened
  // (scripts/demo-cafe-canli.mjs: 120 − 118 minutes)
  const ikiSaatOnce = Math.max(Date.now() - 90 * 60_000, Date.parse(takip.gun!.acilis) + 3 * 60_000);
  expect(takip.acik.some((a) => a.garson === 'Mehmet Demir' && Date.parse(a.acilis) <= ikiSaatOnce)).toBe(true);

  const bahce = takip.masalar.find((m) => m.ad === 'Bahçe 2')!;
  const masa = (await (await page.request.get(`/api/isletme/cafe/masa/${bahce.id}`, { headers: headers(baseURL!) })).json()).data;
  expect(masa.adisyon.kalemler.map((k: { ad: string; not: string }) => `${k.ad}/${k.not}`)).toContain('Türk Kahvesi/şekersiz');
  const adisyon = takip.acik.find((a) => a.masaId === bahce.id)!;

  // the cashier's screen listens on the venue's socket (the built Worker runs the venue's Durable Object)
  await page.evaluate(() => new Promise<void>((resolve, reject) => {
    const w = window as unknown as { olaylar: unknown[] };
    w.olaylar = [];
    const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/api/isletme/cafe/canli?isletme=1`);
    ws.onmessage = (e) => w.olaylar.push(JSON.parse(String(e.data)));
    ws.onopen = () => resolve();
    ws.onerror = () => reject(new Error('socket refused'));
  }));

  const garsonCtx = await browser.newContext();
  const garson = await garsonCtx.newPage();
  try {
    await login(garson, 'garson@demo.test', /\/isletme\//);
    const eski = adisyon.misafir;
    expect((await islem(garson, baseURL!, { tur: 'misafir', adisyonId: adisyon.id, sayi: eski + 1 })).status()).toBe(200);
    // within 2 s, without a reload
    await expect.poll(() => page.evaluate(([id, sayi]) => (window as unknown as { olaylar: { tur: string; adisyon?: { id: number; misafir: number } | null }[] }).olaylar
      .some((o) => o.tur === 'adisyon' && o.adisyon?.id === id && o.adisyon?.misafir === sayi), [adisyon.id, eski + 1]), { timeout: 2_000 }).toBe(true);
    expect((await islem(garson, baseURL!, { tur: 'misafir', adisyonId: adisyon.id, sayi: eski })).status()).toBe(200);

    // the waiter cannot take payment; the cashier cannot void a line
    expect((await islem(garson, baseURL!, { tur: 'ode', adisyonId: adisyon.id, odemeler: [{ odeme: 'nakit', tutarKurus: 100 }] })).status()).toBe(403);
    expect((await islem(page, baseURL!, { tur: 'iptal', adisyonId: adisyon.id, kalemId: masa.adisyon.kalemler[0].id, adet: 1, neden: 'deneme' })).status()).toBe(403);
  } finally {
    await garsonCtx.close();
  }
});
