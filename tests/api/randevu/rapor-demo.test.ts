import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { guvenilirlikRaporu, guvenilirlikToplami } from '@worker/db/randevu/guvenilirlik-rapor';
import { demoYukle } from '../goc/demo-yukle';

/** The demo's Lotus has no-shows and late cancels in its last 30 days, so the report cards look lived-in. */

describe('demo no-show report', () => {
  it('Lotus shows no-shows, late cancels and a customer with the most', async () => {
    const db = env.DB;
    const now = Date.now();
    await demoYukle(db, now);
    const bas = new Date(now - 30 * 86_400_000).toISOString();
    const bit = new Date(now + 86_400_000).toISOString();
    const toplam = await guvenilirlikToplami(db, 2, bas, bit, 24);
    expect(toplam.gelmedi).toBeGreaterThan(0);
    expect(toplam.gecIptal).toBeGreaterThan(0);
    expect(toplam.vade).toBeGreaterThan(toplam.gelmedi + toplam.gecIptal);
    // some cancels stay early ones (not counted, not due)
    expect(await db.prepare("SELECT count(*) FROM randevu WHERE isletme_id = 2 AND durum = 'iptal' AND iptal_zamani <= strftime('%Y-%m-%dT%H:%M:%fZ', baslangic, '-24 hours')").first('count(*)')).toBeGreaterThan(0);
    expect((await guvenilirlikRaporu(db, 2, bas, bit, 24, 'personel', 'tr')).length).toBeGreaterThan(1);
    expect((await guvenilirlikRaporu(db, 2, bas, bit, 24, 'musteri', 'tr')).length).toBeGreaterThan(0);
  }, 60_000);
});
