import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, onayVer } from '../helpers';
import { kucukHedefler } from '../shell/dokunma';
import { GUN, bosGun, iptalEt, istTarih, operatorGirisi, panelPost, randevuEkle, takvimiAc } from './takvim-ortak';

/** The appointments of Lotus on one Istanbul day (the calendar's own API). */
async function gunRandevulari(page: Page, tarih: string): Promise<{ id: number; musteriAd: string; baslangic: string; durum: string; seri: { sira: number } | null }[]> {
  const response = await page.request.get(`/api/isletme/randevu/randevular?tarih=${tarih}&gun=1`, { headers: { 'X-Isletme-Id': '2' } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.randevular;
}

/** The touch targets smaller than 44 px inside the open dialog (the calendar behind it is not this screen's part). */
async function dialogKucukleri(page: Page): Promise<string[]> {
  const ici = await page.locator('dialog[open], [role=dialog]').last().evaluate((d) => [...d.querySelectorAll('[data-testid]')].map((el) => el.getAttribute('data-testid')));
  return (await kucukHedefler(page)).filter((x) => ici.some((id) => x.includes(`"${id}"`)));
}

const gunSonra = (tarih: string, gun: number) => istTarih(Date.parse(`${tarih}T12:00:00Z`) + gun * GUN - 3 * 3_600_000);

test('a weekly series of 6 with one conflict from the panel form at 375 px: pick an alternative, saved, shown on the calendar', async ({ page }) => {
  await operatorGirisi(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const tarih = bosGun(45 + Math.floor(Math.random() * 20));
  const ucuncu = gunSonra(tarih, 14);
  const ad = `Seri Müşteri ${Math.floor(Math.random() * 1e6)}`;
  const telefon = `0533 ${String(Math.floor(Math.random() * 900) + 100)} ${String(Math.floor(Math.random() * 90) + 10)} ${String(Math.floor(Math.random() * 90) + 10)}`;
  // Selin's 15:00 in the third week is taken (a 30-minute Fön)
  const engel = await randevuEkle(page, { personelId: 1001, baslangic: `${ucuncu}T12:00:00.000Z`, hizmetIdler: [1002], musteriId: 1004 });
  try {
    await takvimiAc(page, tarih, 'gun');
    await page.getByTestId('randevu-ekle').click();
    const form = page.getByTestId('olustur-form');
    await form.getByTestId('olustur-personel').selectOption('1001');
    await form.getByTestId('olustur-tarih').fill(tarih);
    await form.getByTestId('olustur-saat').fill('15:00');
    await form.getByTestId('musteri-ara').fill(ad);
    await form.getByTestId('musteri-yeni').click();
    await form.getByTestId('yeni-ad').fill(ad);
    await form.getByTestId('yeni-telefon').fill(telefon);
    await form.getByTestId('hizmet-1002').check();
    await form.getByTestId('seri-ac').check();
    await form.getByTestId('seri-aralik').selectOption('1');
    await form.getByTestId('seri-adet').fill('6');
    await form.getByTestId('olustur-kaydet').click();

    const cakismalar = form.getByTestId('seri-cakismalar');
    await expect(cakismalar).toBeVisible();
    await expect(cakismalar.getByTestId('seri-cakisma')).toHaveCount(1);
    await expect(cakismalar.getByTestId('seri-cakisma')).toContainText(/^3\. .* 15:00 · Dolu/);
    await expect(form.getByTestId('olustur-hata')).toHaveText('1 tarih dolu ya da mesai dışında. Her biri için boş bir saat seçin ya da atlayın.');
    const oneri = cakismalar.getByTestId('seri-oneri').first();
    await expect(oneri).toHaveText(/15:30$/);
    expect(await gunRandevulari(page, tarih).then((l) => l.filter((r) => r.musteriAd === ad))).toEqual([]);
    await expectAccessible(page, 'seri çakışması 375');
    expect(await dialogKucukleri(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/randevu-seri-cakisma-375.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page, 'seri çakışması 1280');
    await page.screenshot({ path: 'screenshots/randevu-seri-cakisma-1280.png' });
    await page.setViewportSize({ width: 375, height: 812 });

    await oneri.click();
    await expect(oneri).toHaveAttribute('aria-pressed', 'true');
    await form.getByTestId('olustur-kaydet').click();
    await expect(page.getByText('6 randevu kaydedildi.')).toBeVisible();

    const ucunculer = (await gunRandevulari(page, ucuncu)).filter((r) => r.musteriAd === ad);
    expect(ucunculer.map((r) => [r.baslangic, r.seri?.sira])).toEqual([[`${ucuncu}T12:30:00.000Z`, 3]]);
    await takvimiAc(page, ucuncu, 'gun');
    const blok = page.getByTestId(`randevu-blok-${ucunculer[0]!.id}`);
    await expect(blok).toBeVisible();
    await blok.click();
    const detay = page.getByTestId('randevu-detay');
    await expect(detay.getByTestId('detay-seri')).toContainText('3/6 · her hafta');
    await expectAccessible(page, 'seri detayı 375');
    expect(await dialogKucukleri(page)).toEqual([]);
    await page.screenshot({ path: 'screenshots/randevu-seri-detay-375.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'screenshots/randevu-seri-detay-1280.png' });
    await page.setViewportSize({ width: 375, height: 812 });

    // cancel the fifth and sixth from the fifth
    const besinci = (await gunRandevulari(page, gunSonra(tarih, 28))).find((r) => r.musteriAd === ad)!;
    await takvimiAc(page, gunSonra(tarih, 28), 'gun');
    await page.getByTestId(`randevu-blok-${besinci.id}`).click();
    await page.getByTestId('seri-iptal-sonrakiler').click();
    await onayVer(page);
    await expect(page.getByText('2 randevu iptal edildi.')).toBeVisible();
    expect((await gunRandevulari(page, gunSonra(tarih, 35))).filter((r) => r.musteriAd === ad).map((r) => r.durum)).toEqual(['iptal']);
    expect((await gunRandevulari(page, gunSonra(tarih, 21))).filter((r) => r.musteriAd === ad).map((r) => r.durum)).toEqual(['onaylandi']);
  } finally {
    await iptalEt(page, engel.id);
    const ilk = (await gunRandevulari(page, tarih)).find((r) => r.musteriAd === ad);
    if (ilk) await panelPost(page, `/isletme/randevu/randevular/${ilk.id}/seri-iptal`, { kapsam: 'sonrakiler' });
  }
});
