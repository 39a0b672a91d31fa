import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { kaynakListesi } from '@worker/db/randevu/kaynak';
import { demoYukle } from '../goc/demo-yukle';

/** The demo's Lotus has a "Lazer Odası" resource linked to its laser device, needed by laser epilation, with bookings. */
describe('demo resources', () => {
  it('a laser room linked to the inventory asset, the laser service needs it, coming appointments hold it', async () => {
    const now = Date.now();
    await demoYukle(env.DB, now);
    const { kaynaklar, tasinacaklar } = await kaynakListesi(env.DB, 2, 'Europe/Istanbul');
    const oda = kaynaklar.find((k) => k.ad === 'Lazer Odası');
    expect(oda).toMatchObject({ tur: 'oda', kapasite: 1, aktif: true, demirbas: { kod: 'LTS-040', ad: 'Diyot lazer epilasyon cihazı', bakimda: false } });
    expect(oda!.hizmetIdler).toEqual([1007]);
    expect(tasinacaklar).toEqual([]);
    expect(JSON.parse((await env.DB.prepare('SELECT ad FROM randevu_hizmet WHERE id = 1007 AND isletme_id = 2').first<{ ad: string }>())!.ad).tr).toBe('Lazer epilasyon');
    const randevular = (await env.DB.prepare(`SELECT r.id, r.baslangic, r.personel_id,
        (SELECT count(*) FROM randevu_hucre h WHERE h.randevu_id = r.id) AS hucre, (SELECT count(*) FROM randevu_kaynak_hucre h WHERE h.randevu_id = r.id AND h.kaynak_id = ?) AS kaynak
      FROM randevu r WHERE r.isletme_id = 2 AND r.kod GLOB 'LAZERDEMO*' ORDER BY r.baslangic`).bind(oda!.id).all<{ id: number; baslangic: string; personel_id: number; hucre: number; kaynak: number }>()).results;
    expect(randevular.length).toBeGreaterThanOrEqual(3);
    // 30 min + 5 min after-buffer: 7 cells each, on the staff member and on the room; all still to come, on open days
    for (const r of randevular) {
      expect(r).toMatchObject({ hucre: 7, kaynak: 7 });
      expect(Date.parse(r.baslangic)).toBeGreaterThan(now);
      expect([2, 3, 4, 5, 6]).toContain(new Date(Date.parse(r.baslangic) + 3 * 3_600_000).getUTCDay());
    }
    expect(new Set(randevular.map((r) => r.personel_id)).size).toBe(2);
    // a second start adds nothing
    await demoYukle(env.DB, now + 60_000);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM randevu WHERE kod GLOB 'LAZERDEMO*'").first('n')).toBe(randevular.length);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM randevu_kaynak WHERE isletme_id = 2").first('n')).toBe(1);
  }, 60_000);
});
