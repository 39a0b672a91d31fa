import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hatirlatmaListesi } from '@worker/db/randevu/hatirlatma';
import { demoYukle } from '../goc/demo-yukle';

/** The demo's Lotus has reminders due today: some sent, some confirmed by the customer, one customer who wants none. */

async function kontrol(db: D1Database, now: number) {
  await demoYukle(db, now);
  const liste = await hatirlatmaListesi(db, 2, 'Europe/Istanbul', now, 'tr');
  const bugun = liste.satirlar.filter((s) => s.grup === 'bugun');
  const sayi = (durum: string) => bugun.filter((s) => s.durum === durum).length;
  expect(liste.linkli).toBe(true);
  expect(bugun.length, new Date(now).toISOString()).toBeGreaterThan(3);
  expect(sayi('bekliyor')).toBeGreaterThan(0);
  expect(sayi('gonderildi') + sayi('onaylandi')).toBeGreaterThan(0);
  expect(sayi('onaylandi')).toBeGreaterThan(0);
  expect(bugun.filter((s) => s.atlamaNedeni === 'istemiyor').length).toBeGreaterThan(0);
  expect(bugun.find((s) => s.gonderim)?.gonderim?.kullanici).toEqual(expect.any(String));
}

describe('demo reminders', () => {
  it('today, whatever day the demo starts', async () => {
    await kontrol(env.DB, Date.now());
  }, 60_000);

  it('on a Saturday, when tomorrow and Monday are closed', async () => {
    await applyD1Migrations(env.ESKI_DB, env.TEST_MIGRATIONS);
    // Saturday 5 Dec 2026, 09:30 in Istanbul
    await kontrol(env.ESKI_DB, Date.parse('2026-12-05T06:30:00.000Z'));
  }, 60_000);
});
