import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { demoYukle } from './demo-yukle';

/** Kahve Durağı's demo stations: Bar and Mutfak with the drinks and food routed, the open checks' tickets; once, on an empty database only. */
const db = env.DB;
const satirlar = async (sql: string) => (await db.prepare(sql).all<Record<string, unknown>>()).results;

describe('demo stations', () => {
  it('route drinks to Bar and food to Mutfak, give the open checks tickets (later ones waiting, one ready for the waiter); a later start changes nothing a person set', async () => {
    await demoYukle(db, Date.now());
    expect(await satirlar('SELECT ad FROM cafe_istasyon WHERE isletme_id = 1 ORDER BY sira')).toEqual([{ ad: 'Bar' }, { ad: 'Mutfak' }]);
    const fisler = await satirlar(`SELECT i.ad AS istasyon, f.masa_ad, f.hazir_zamani IS NOT NULL AS hazir, f.teslim_zamani IS NOT NULL AS teslim,
        (SELECT group_concat(x.ad, ', ') FROM istasyon_kalem x WHERE x.fis_id = f.id) AS kalemler
      FROM istasyon_fis f JOIN cafe_istasyon i ON i.id = f.istasyon_id WHERE f.isletme_id = 1 ORDER BY f.id`);
    // Bar 1's espresso waits on the bar, its toast in the kitchen
    expect(fisler).toContainEqual({ istasyon: 'Bar', masa_ad: 'Bar 1', hazir: 0, teslim: 0, kalemler: 'Espresso' });
    expect(fisler).toContainEqual({ istasyon: 'Mutfak', masa_ad: 'Bar 1', hazir: 0, teslim: 0, kalemler: 'Avokadolu Tost' });
    // Masa 6's frappe is ready and not taken yet: its tile says "hazır"
    expect(fisler).toContainEqual({ istasyon: 'Bar', masa_ad: 'Masa 6', hazir: 1, teslim: 0, kalemler: 'Frappe' });
    // every sent line of an open check is on exactly one ticket
    const [{ n: gonderilen }] = await satirlar(`SELECT count(*) AS n FROM adisyon_kalem k JOIN adisyon a ON a.id = k.adisyon_id WHERE a.isletme_id = 1 AND a.durum = 'acik' AND k.siparis_id IS NOT NULL`) as [{ n: number }];
    expect((await satirlar('SELECT count(*) AS n FROM istasyon_kalem WHERE isletme_id = 1'))[0]!.n).toBe(gonderilen);

    // the owner renames a station and routes the desserts to the bar; the next start keeps both
    await db.batch([db.prepare("UPDATE cafe_istasyon SET ad = 'Kahve Barı' WHERE id = 1001"), db.prepare('UPDATE menu_kategori SET istasyon_id = 1001 WHERE id = 1007')]);
    await demoYukle(db, Date.now() + 60_000);
    expect(await satirlar('SELECT ad FROM cafe_istasyon WHERE isletme_id = 1 ORDER BY sira')).toEqual([{ ad: 'Kahve Barı' }, { ad: 'Mutfak' }]);
    expect((await satirlar('SELECT istasyon_id FROM menu_kategori WHERE id = 1007'))[0]!.istasyon_id).toBe(1001);
  }, 60_000);
});
