import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login, screenshots } from '../helpers';

// Issue 24 item 6: after one visit the cafe screens reload with the network off (the panel's service worker,
// src/panel/cevrimdisi/sw.ts): the last state seen, lines queued offline kept across a reload and sent once when the
// network is back, payments waiting for it, and nothing of one user left for the next one after a logout.
const TAKIP = '/isletme/qrmenu/cafe-yonetim/masa-takip';
const basliklar = (baseURL: string) => ({ Origin: baseURL, 'X-Isletme-Id': '1' });
let sayac = 0;
const islemId = () => `e2e-sw-${Date.now().toString(36)}-${(sayac += 1)}`;

interface Katalog { urunler: { id: number; ad: string; secenekGrupIdler: number[] }[] }
interface MasaCevabi { adisyon: { id: number; toplamKurus: number; kalemler: { urunId: number; adet: number; durum: string }[] } | null }

async function bosMasa(request: APIRequestContext, baseURL: string): Promise<{ id: number; ad: string }> {
  await request.post('/api/isletme/cafe/islem', { headers: basliklar(baseURL), data: { islemId: islemId(), tur: 'gunAc', acilisKasasiKurus: 50_000 } });
  const takip = (await (await request.get('/api/isletme/cafe/takip', { headers: basliklar(baseURL) })).json()).data as { masalar: { id: number; ad: string }[]; acik: { masaId: number }[] };
  const bos = takip.masalar.filter((m) => !takip.acik.some((a) => a.masaId === m.id));
  return bos.find((m) => m.ad === 'Masa 8') ?? bos.at(-2)!;
}

const masaOku = async (request: APIRequestContext, baseURL: string, masaId: number) =>
  ((await (await request.get(`/api/isletme/cafe/masa/${masaId}`, { headers: basliklar(baseURL) })).json()).data as MasaCevabi).adisyon;

/** The names of the caches the service worker keeps on this device. */
const onbellekler = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((ad) => ad.startsWith('isletme-sw-')));

/** Whether the current user's cache holds a request whose URL contains `parca` (the worker fills it after answering). */
async function onbellekte(page: Page, parca: string) {
  await expect.poll(() => page.evaluate(async (p) => {
    for (const ad of await caches.keys()) {
      if (!ad.startsWith('isletme-sw-veri-')) continue;
      if ((await (await caches.open(ad)).keys()).some((r) => r.url.includes(p))) return true;
    }
    return false;
  }, parca), { timeout: 10_000 }).toBe(true);
}

/** A product added with one tap (its catalogue entry asks no options). */
async function urunEkle(page: Page, ad: string) {
  await page.getByTestId('urun-ara').fill(ad);
  await page.getByTestId('katalog').getByRole('button', { name: new RegExp(`^${ad} `) }).click();
}

test('the waiter’s phone reloads the grid and a table offline, keeps the lines queued across a reload, sends them once, and leaves nothing for the next user', async ({ browser, baseURL }) => {
  const telefon = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const tablet = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const garson = await telefon.newPage();
  const kasiyer = await tablet.newPage();
  await login(kasiyer, 'kasiyer@demo.test', /\/isletme\//);
  await login(garson, 'garson@demo.test', /\/isletme\//);
  const masa = await bosMasa(kasiyer.request, baseURL!);
  const katalog = (await (await kasiyer.request.get('/api/isletme/cafe/katalog', { headers: basliklar(baseURL!) })).json()).data as Katalog;
  const [bir, iki, uc] = katalog.urunler.filter((u) => u.secenekGrupIdler.length === 0);
  expect(uc, 'three products without options in the demo catalogue').toBeTruthy();

  // the worker's script is checked on every load (a deploy replaces it) and the panel's policy lets it register
  const betik = await garson.request.get('/panel-sw.js');
  expect(betik.status()).toBe(200);
  expect(betik.headers()['cache-control']).toBe('no-cache');
  expect(betik.headers()['content-type']).toContain('javascript');

  // one visit of the grid: the worker takes the page over and keeps its shell and reads
  const sayfa = await garson.goto(TAKIP);
  expect(sayfa!.headers()['content-security-policy']).toContain("worker-src 'self'");
  await expect(garson.getByTestId(`masa-${masa.id}`)).toBeVisible();
  await garson.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await onbellekte(garson, '/masa-takip?kabuk');
  await onbellekte(garson, '/api/isletme/cafe/takip');

  // and of a table, where one line is sent while online (the check the offline reload must show)
  await garson.goto(`${TAKIP}/${masa.id}`);
  await expect(garson.getByRole('heading', { level: 1, name: masa.ad })).toBeVisible();
  await garson.getByTestId('misafir-gec').click();
  await garson.getByTestId('sekme-ekle').click();
  await urunEkle(garson, bir!.ad);
  await garson.getByTestId('gonder').click();
  await expect(garson.getByTestId('kalem')).toHaveCount(1);
  await onbellekte(garson, `/api/isletme/cafe/masa/${masa.id}`);
  await onbellekte(garson, '/api/isletme/cafe/katalog');
  // the state after the send reached the worker (the store hands it over within a second)
  await expect.poll(() => garson.evaluate(async (id) => {
    for (const ad of await caches.keys()) {
      if (!ad.startsWith('isletme-sw-veri-')) continue;
      const hit = (await (await caches.open(ad)).keys()).find((r) => r.url.includes(`/api/isletme/cafe/masa/${id}?`));
      if (hit) return ((await (await (await caches.open(ad)).match(hit))!.json()) as MasaCevabi & { data: MasaCevabi }).data.adisyon?.kalemler.length ?? 0;
    }
    return -1;
  }, masa.id)).toBe(1);
  const garsonOnbellegi = (await onbellekler(garson)).filter((ad) => ad.startsWith('isletme-sw-veri-'));
  expect(garsonOnbellegi).toHaveLength(1);

  // network off, reload: the table renders with its last state and says it is offline
  await telefon.setOffline(true);
  await garson.reload();
  await expect(garson.getByRole('heading', { level: 1, name: masa.ad })).toBeVisible();
  await expect(garson.getByTestId('kalem')).toHaveCount(1);
  await expect(garson.getByTestId('cevrimdisi')).toContainText('Çevrimdışısınız');

  // two lines ordered offline wait on the phone, shown as not sent, and survive a reload
  await garson.getByTestId('sekme-ekle').click();
  await urunEkle(garson, iki!.ad);
  await urunEkle(garson, uc!.ad);
  await garson.getByTestId('gonder').click();
  await garson.getByTestId('sekme-adisyon').click();
  await expect(garson.getByTestId('kalem-bekliyor')).toHaveCount(2);
  await expect(garson.getByTestId('kalem-bekliyor').first()).toContainText('Gönderilmedi');
  await garson.reload();
  await expect(garson.getByTestId('kalem-bekliyor')).toHaveCount(2);
  await expect(garson.getByTestId('kalem')).toHaveCount(1);
  // the panel runs on the remembered session: no error toast about the permissions it could not refresh
  await expect(garson.getByTestId('cevrimdisi')).toBeVisible();
  await garson.waitForTimeout(500);
  await expect(garson.getByText('Yetki yüklenemedi.')).toHaveCount(0);
  await screenshots(garson, 'cafe-cevrimdisi-masa');

  // the grid opens offline too
  await garson.goto(TAKIP);
  await expect(garson.getByTestId(`masa-${masa.id}`)).toBeVisible();
  await expect(garson.getByTestId('cevrimdisi')).toBeVisible();
  await screenshots(garson, 'cafe-cevrimdisi-takip');
  await garson.goto(`${TAKIP}/${masa.id}`);
  await expect(garson.getByTestId('kalem-bekliyor')).toHaveCount(2);

  // the cashier's tablet, offline on the same table: the payment waits for the network and says why
  await kasiyer.goto(`${TAKIP}/${masa.id}`);
  await expect(kasiyer.getByTestId('odeme')).toBeEnabled();
  await tablet.setOffline(true);
  await expect(kasiyer.getByTestId('odeme')).toBeDisabled();
  await expect(kasiyer.getByTestId('odeme-cevrimdisi')).toHaveText('Ödeme için bağlantı gerekir; çevrimdışıyken ödeme alınamaz.');
  await kasiyer.screenshot({ path: 'screenshots/cafe-cevrimdisi-odeme-1280.png' });
  await tablet.setOffline(false);
  await expect(kasiyer.getByTestId('odeme')).toBeEnabled();

  // back online: the queued order goes out exactly once
  await telefon.setOffline(false);
  await expect(garson.getByTestId('kalem')).toHaveCount(3, { timeout: 15_000 });
  await expect(garson.getByTestId('kalem-bekliyor')).toHaveCount(0);
  // past the store's 5 s retry tick and a reload: still each line once
  await garson.waitForTimeout(6000);
  await garson.reload();
  await expect(garson.getByTestId('kalem')).toHaveCount(3);
  const adisyon = await masaOku(kasiyer.request, baseURL!, masa.id);
  expect(adisyon!.kalemler.map((k) => [k.urunId, k.adet]).sort()).toEqual([[bir!.id, 1], [iki!.id, 1], [uc!.id, 1]].sort());

  // logout: nothing of the waiter stays; the next user of the phone finds no cafe data of theirs offline
  await garson.getByTestId('logout').click();
  await garson.waitForURL(/\/login/);
  expect((await onbellekler(garson)).filter((ad) => ad.startsWith('isletme-sw-veri-'))).toEqual([]);
  await login(garson, 'kasiyer@demo.test', /\/isletme\//);
  expect((await onbellekler(garson)).filter((ad) => garsonOnbellegi.includes(ad))).toEqual([]);
  await telefon.setOffline(true);
  await garson.goto(`${TAKIP}/${masa.id}`).catch(() => undefined);
  await expect(garson.getByTestId('kalem')).toHaveCount(0);
  await expect(garson.getByTestId('masa-detay')).toHaveCount(0);
  await telefon.setOffline(false);

  // the cashier closes the table again
  await kasiyer.request.post('/api/isletme/cafe/islem', { headers: basliklar(baseURL!), data: { islemId: islemId(), tur: 'ode', adisyonId: adisyon!.id, odemeler: [{ odeme: 'kart', tutarKurus: adisyon!.toplamKurus }] } });
  await telefon.close();
  await tablet.close();
});
