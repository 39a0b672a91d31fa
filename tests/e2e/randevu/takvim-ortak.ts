import { expect, type Page } from '@playwright/test';
import { login } from '../helpers';

// scripts/demo-randevu-panel.mjs fills Lotus (venue 2) from 30 days back to 7 days ahead; staff Selin 1001, Burak 1002
export const PANEL = '/isletme/randevutakip/randevular';
const LOTUS = 2;
export const GUN = 86_400_000;
/** Istanbul (UTC+3 all year) date of an instant. */
export const istTarih = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

/** A working day (Tue–Sat) at least `gun` days ahead, past the demo appointments. */
export function bosGun(gun: number): string {
  let hedef = Date.now() + gun * GUN;
  while ([0, 1].includes(new Date(hedef + 3 * 3_600_000).getUTCDay())) hedef += GUN;
  return istTarih(hedef);
}

export async function operatorGirisi(page: Page) {
  await login(page, 'isletme@demo.test', /\/isletme\/dashboard$/);
  await page.getByTestId('venue-select').selectOption({ label: 'Güzellik Salonu Lotus' });
  await expect.poll(() => page.getByTestId('venue-select').locator('option:checked').textContent()).toBe('Güzellik Salonu Lotus');
}

/** POST to the panel API as the logged-in operator of Lotus. */
export async function panelPost(page: Page, path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  return page.request.post(`/api${path}`, { data, headers: { 'X-Isletme-Id': String(LOTUS), Origin: origin } });
}

/** Creates an appointment through the API (fails the test unless 201). */
export async function randevuEkle(page: Page, body: { personelId: number; baslangic: string; hizmetIdler: number[]; musteriId: number }) {
  const response = await panelPost(page, '/isletme/randevu/randevular', body);
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: number; kod: string; musteriAd: string };
}

export const iptalEt = (page: Page, id: number) => panelPost(page, `/isletme/randevu/randevular/${id}/durum`, { islem: 'iptal' });

export async function takvimiAc(page: Page, tarih: string, gorunum: 'gun' | 'hafta') {
  await page.goto(`${PANEL}?tarih=${tarih}&gorunum=${gorunum}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Randevular' })).toBeVisible();
  await expect(page.locator('.rt-ekran')).toHaveAttribute('aria-busy', 'false');
}
