import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { demoYukle } from './demo-yukle';

/** Kahve Durağı's ordering-from-the-table demo: garden tables order, one guest order waits, one call is open; once. */
const db = env.DB;
const hepsi = async (sql: string) => (await db.prepare(sql).all()).results;

describe('demo ordering from the table', () => {
  it('turns self-ordering on for the Bahçe tables with a waiting guest order and an open call, on an empty database only', async () => {
    await demoYukle(db, Date.now());
    expect(await hepsi(`SELECT p.qr_siparis, (SELECT group_concat(a.ad) FROM cafe_alan a, json_each(p.qr_siparis_alanlar) j WHERE a.id = j.value) AS alanlar
        FROM isletme_parametre p WHERE p.isletme_id = 1`)).toEqual([{ qr_siparis: 1, alanlar: 'Bahçe' }]);
    expect(await hepsi(`SELECT m.ad, q.durum, q.toplam_kurus, json_array_length(q.kalemler) AS n FROM qr_siparis q JOIN menu_masa m ON m.id = q.masa_id`))
      .toEqual([{ ad: 'Bahçe 3', durum: 'bekliyor', toplam_kurus: 10_000 + 12_000, n: 2 }]);
    expect(await hepsi(`SELECT m.ad, c.tur FROM qr_cagri c JOIN menu_masa m ON m.id = c.masa_id WHERE c.kapanis IS NULL`)).toEqual([{ ad: 'Bahçe 2', tur: 'hesap' }]);
    // the owner turns it off and answers the call; the next start changes nothing back
    await db.batch([db.prepare('UPDATE isletme_parametre SET qr_siparis = 0 WHERE isletme_id = 1'), db.prepare("UPDATE qr_cagri SET kapanis = '2026-11-29T10:00:00Z'")]);
    await demoYukle(db, Date.now() + 60_000);
    expect(await hepsi('SELECT qr_siparis FROM isletme_parametre WHERE isletme_id = 1')).toEqual([{ qr_siparis: 0 }]);
    expect(await hepsi('SELECT count(*) AS n FROM qr_cagri WHERE kapanis IS NULL')).toEqual([{ n: 0 }]);
    expect(await hepsi('SELECT count(*) AS n FROM qr_siparis')).toEqual([{ n: 1 }]);
  }, 60_000);
});
