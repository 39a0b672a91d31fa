import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { randevuGorunumOku } from '@worker/db/randevu/takvim';
import { demoYukle } from '../goc/demo-yukle';

/** The demo's Lotus has a biweekly series: the package customer's facial care, four times, with its cells. */
describe('demo series', () => {
  it('a biweekly series of four coming appointments, each with its item and cells, on open days', async () => {
    const now = Date.now();
    await demoYukle(env.DB, now);
    const satirlar = (await env.DB.prepare(`SELECT r.id, r.baslangic, r.seri_sira, r.musteri_id, s.aralik_hafta, s.adet,
        (SELECT count(*) FROM randevu_hucre h WHERE h.randevu_id = r.id) AS hucre, (SELECT count(*) FROM randevu_kalem k WHERE k.randevu_id = r.id) AS kalem
      FROM randevu r JOIN randevu_seri s ON s.id = r.seri_id WHERE r.isletme_id = 2 ORDER BY r.seri_sira`).all<{ id: number; baslangic: string; seri_sira: number; musteri_id: number; aralik_hafta: number; adet: number; hucre: number; kalem: number }>()).results;
    expect(satirlar.map((r) => r.seri_sira)).toEqual([1, 2, 3, 4]);
    expect(satirlar.every((r) => r.aralik_hafta === 2 && r.adet === 4 && r.kalem === 1 && r.hucre === 14)).toBe(true);
    expect(Date.parse(satirlar[0]!.baslangic)).toBeGreaterThan(now + 7 * 86_400_000);
    for (let i = 1; i < 4; i++) expect(Date.parse(satirlar[i]!.baslangic) - Date.parse(satirlar[i - 1]!.baslangic)).toBe(14 * 86_400_000);
    // Tuesday–Saturday in Istanbul, 16:00
    for (const r of satirlar) {
      const yerel = new Date(Date.parse(r.baslangic) + 3 * 3_600_000);
      expect([2, 3, 4, 5, 6]).toContain(yerel.getUTCDay());
      expect(yerel.getUTCHours()).toBe(16);
    }
    // the customer holds the facial care package the series uses
    expect(await env.DB.prepare('SELECT count(*) AS n FROM randevu_musteri_paket WHERE musteri_id = ? AND id = 1001').bind(satirlar[0]!.musteri_id).first('n')).toBe(1);
    expect((await randevuGorunumOku(env.DB, 2, satirlar[2]!.id)).seri).toEqual({ id: 1001, sira: 3, adet: 4, aralikHafta: 2 });
    // a second start adds nothing
    await demoYukle(env.DB, now + 60_000);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM randevu WHERE seri_id IS NOT NULL').first('n')).toBe(4);
  }, 60_000);
});
