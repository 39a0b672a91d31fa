import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, onayVer, screenshots } from '../helpers';
import { kucukHedefler } from '../shell/dokunma';
import { bosGun, operatorGirisi, panelPost, takvimiAc } from './takvim-ortak';

// Issue 26, item 2: the waitlist of Güzellik Salonu Lotus (venue 2). On a 375 px phone a customer waits for a full
// time; staff cancel the appointment in the calendar; the waitlist shows the offer with its composer link; the guest
// opens the offer link and books it with one tap; the calendar shows the booking.

const LOTUS = 2;
const FIRMA_KEY = 'LOTUS7K2QX9M';
const SELIN = 1001;
const MUSTERI = 'Nehir Bekleyen';
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

interface Liste { hizmetler: { id: number; ad: string }[]; personeller: { id: number; hizmetIdler: number[] }[] }

async function panelGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async ({ path, venue }) => {
    const r = await fetch(`/api${path}`, { headers: { 'X-Isletme-Id': String(venue), Accept: 'application/json' } });
    return ((await r.json()) as { data: T }).data;
  }, { path, venue: LOTUS });
}

const yerelSaat = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(11, 16);

test('a cancel offers the slot to the waitlist and the offer link books it', async ({ page, browser }) => {
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }));
  await operatorGirisi(page);
  await page.goto('/isletme/randevutakip/bekleme-listesi');
  await expect(page.getByRole('heading', { level: 1, name: 'Bekleme listesi' })).toBeVisible();
  const liste = await panelGet<Liste>(page, '/isletme/randevu/bekleme-listesi');
  const hizmet = liste.hizmetler.find((h) => liste.personeller.some((p) => p.id === SELIN && p.hizmetIdler.includes(h.id)))!;

  // a free slot of Selin far from the demo's appointments, booked for someone else: the time is full
  const gun = bosGun(15);
  const slotlar = await panelGet<{ baslangicMs: number; bitisMs: number }[]>(page, `/randevu/${FIRMA_KEY}/slotlar?hizmetIdler=${hizmet.id}&personelId=${SELIN}&tarih=${gun}`);
  const slot = slotlar[Math.floor(slotlar.length / 2)]!;
  const eklenen = await panelPost(page, '/isletme/randevu/randevular', {
    personelId: SELIN, baslangic: new Date(slot.baslangicMs).toISOString(), hizmetIdler: [hizmet.id], musteri: { adSoyad: 'Dolu Saat Sahibi', telefon: '0532 445 14 50' },
  });
  expect(eklenen.status()).toBe(201);
  const randevuId = (await eklenen.json()).data.id as number;

  // the customer goes on the waitlist for exactly that time (added at the desk)
  await page.getByTestId('rb-ekle').click();
  const form = page.getByTestId('rb-form');
  await form.getByTestId('rb-ad').fill(MUSTERI);
  await form.getByTestId('rb-telefon').fill('0532 445 14 51');
  await form.getByTestId('rb-hizmet').selectOption(String(hizmet.id));
  await form.getByTestId('rb-personel').selectOption(String(SELIN));
  await form.getByTestId('rb-tarih').fill(gun);
  await form.getByTestId('rb-bas').fill(yerelSaat(slot.baslangicMs));
  await form.getByTestId('rb-bit').fill(yerelSaat(slot.bitisMs));
  await expectAccessible(page, 'bekleme-form');
  await form.getByTestId('rb-kaydet').click();
  await expect(form).toBeHidden();
  const kart = page.getByTestId('rb-satir').filter({ hasText: MUSTERI });
  await expect(kart.getByTestId('rb-durum')).toHaveText('Bekliyor');

  // staff cancel the appointment in the calendar
  await takvimiAc(page, gun, 'gun');
  const kisi = page.getByTestId(`kisi-${SELIN}`);
  if (await kisi.count()) await kisi.click();
  await page.getByTestId(`randevu-blok-${randevuId}`).click();
  await page.getByTestId('islem-iptal').click();
  await onayVer(page);
  await expect(page.getByText('Randevu iptal edildi; saat boşaldı.')).toBeVisible();

  // the waitlist shows the offer; one tap opens WhatsApp with the offer's link
  await page.goto('/isletme/randevutakip/bekleme-listesi');
  await expect(kart.getByTestId('rb-durum')).toHaveText(/^Teklif gönderildi \(son: \d\d:\d\d\)$/);
  await expect(kart.getByTestId('rb-teklif')).toContainText('Mesaj henüz gönderilmedi');
  await expectAccessible(page, 'bekleme-listesi');
  expect(await kucukHedefler(page)).toEqual([]);
  const popup = page.waitForEvent('popup');
  await kart.getByTestId('rb-whatsapp').click();
  const wa = await popup;
  const metin = new URL(wa.url()).searchParams.get('text')!;
  await wa.close();
  expect(metin).toContain('Merhaba Nehir');
  const link = /http\S+\/guzellik-salonu-lotus\/LOTUS7K2QX9M\/randevu\/teklif\?t=v1\.\S+/.exec(metin)![0];
  await expect(kart.getByTestId('rb-besteci')).toHaveAttribute('href', /^https:\/\/wa\.me\/905324451451\?text=/);
  await expect(kart.getByTestId('rb-teklif')).toContainText('Gönderildi · ');
  await screenshots(page, 'randevu-bekleme-listesi');

  // the guest: another browser, no session
  const misafir = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  const g = await misafir.newPage();
  await g.goto(link);
  await expect(g.getByRole('heading', { level: 1, name: 'Sizin için boşalan saat' })).toBeVisible();
  await expect(g.getByTestId('teklif-kart')).toContainText(hizmet.ad);
  await expect(g.getByTestId('teklif-kart')).toContainText(yerelSaat(slot.baslangicMs));
  await expectAccessible(g, 'bekleme-teklif');
  expect(await kucukHedefler(g)).toEqual([]);
  await screenshots(g, 'randevu-bekleme-teklif');
  await g.getByTestId('teklif-al').click();
  await expect(g.getByTestId('teklif-tamam')).toContainText('Randevunuz alındı');
  await expect(g.getByTestId('teklif-yonet')).toHaveAttribute('href', /\/randevu\/sorgula\?l=v1\./);
  await screenshots(g, 'randevu-bekleme-teklif-alindi');
  await misafir.close();

  // the waitlist says booked and the calendar shows the booking at that time
  await page.reload();
  await expect(kart.getByTestId('rb-durum')).toHaveText('Randevu alındı');
  await takvimiAc(page, gun, 'gun');
  if (await kisi.count()) await kisi.click();
  await expect(page.locator('.rt-blok', { hasText: MUSTERI })).toContainText(yerelSaat(slot.baslangicMs));
});

test('the booking page offers "Bekleme listesine katıl"; the guest joins with the KVKK consent and the screen lists them', async ({ page }) => {
  await page.goto(`/guzellik-salonu-lotus/${FIRMA_KEY}/randevu/yeni`);
  await page.getByRole('link', { name: 'Bekleme listesine katıl' }).click();
  await expect(page).toHaveURL(new RegExp(`/guzellik-salonu-lotus/${FIRMA_KEY}/randevu/bekleme$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bekleme listesine katıl' })).toBeVisible();
  const gun = bosGun(22);
  await page.getByLabel('Personel').selectOption(String(SELIN));
  await page.getByLabel('Tarih').fill(gun);
  await page.getByLabel('En erken').fill('11:00');
  await page.getByLabel('En geç').fill('15:00');
  await page.getByLabel('Ad soyad').fill('Deniz Bekler');
  await page.getByLabel('Telefon').fill('0532 445 14 52');
  // the consent is required: the form says so in the guest's language
  await page.getByTestId('bekleme-gonder').click();
  await expect(page.getByTestId('bekleme-form')).toBeVisible();
  await page.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ }).check();
  await expectAccessible(page, 'bekleme-katil');
  expect(await kucukHedefler(page)).toEqual([]);
  await screenshots(page, 'randevu-bekleme-katil');
  await page.getByTestId('bekleme-gonder').click();
  await expect(page.getByTestId('bekleme-tamam')).toHaveText('✓ Bekleme listesine eklendiniz. Yer boşalırsa size yazacağız.');

  await operatorGirisi(page);
  await page.goto('/isletme/randevutakip/bekleme-listesi');
  const kart = page.getByTestId('rb-satir').filter({ hasText: 'Deniz Bekler' });
  await expect(kart).toContainText('Online');
  await expect(kart).toContainText('11:00–15:00');
  await expect(kart).toContainText('Selin Aydın');
});

test('on a full day the widget\'s calendar offers the waitlist with the day and the staff member filled in', async ({ page }) => {
  // Selin is on leave one working day a month ahead: that day has no free time with her
  await operatorGirisi(page);
  const izinGunu = bosGun(23);
  const izin = await panelPost(page, `/isletme/randevu/personel/${SELIN}/izinler`, { tur: 'gun', baslangicTarih: izinGunu, bitisTarih: izinGunu });
  expect(izin.status()).toBe(201);
  const izinId = (await izin.json()).data.id as number;
  try {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/guzellik-salonu-lotus/${FIRMA_KEY}/randevu/yeni`);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Devam' }).click();
    await page.getByRole('radio', { name: 'Selin Aydın' }).check();
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.locator('.cal')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    // the flow's own link (the widget runs it on other sites too) opens the join page in a new tab
    const katil = page.locator('a[target="_blank"]', { hasText: 'Bekleme listesine katıl' });
    await expect(katil).toBeVisible();
    const adres = new URL((await katil.getAttribute('href'))!);
    expect(adres.pathname).toBe(`/guzellik-salonu-lotus/${FIRMA_KEY}/randevu/bekleme`);
    expect(adres.searchParams.get('p')).toBe(String(SELIN));
    const tarih = adres.searchParams.get('t')!;
    expect(tarih <= izinGunu).toBe(true);
    await page.goto(adres.toString());
    await expect(page.getByRole('heading', { level: 1, name: 'Bekleme listesine katıl' })).toBeVisible();
    await expect(page.getByLabel('Personel')).toHaveValue(String(SELIN));
    await expect(page.getByLabel('Tarih')).toHaveValue(tarih);
  } finally {
    const origin = new URL(page.url()).origin;
    expect((await page.request.delete(`/api/isletme/randevu/personel/${SELIN}/izinler/${izinId}`, { headers: { 'X-Isletme-Id': String(LOTUS), Origin: origin } })).status()).toBe(200);
  }
});
