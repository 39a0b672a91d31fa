import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { demoYukle } from './demo-yukle';

/** Kahve Durağı's demo options: written on an empty database only; a person's removal of them survives a restart. */
const db = env.DB;
const adlar = async (sql: string) => (await db.prepare(sql).all<{ ad: string }>()).results.map((r) => r.ad);

describe('demo product options', () => {
  it("give the coffees and teas sugar (one required), size and the coffees milk, once; a later start adds none back", async () => {
    await demoYukle(db, Date.now());
    expect(await db.prepare(`SELECT json_extract(ad, '$.tr') AS ad, en_az, en_cok FROM menu_secenek_grup WHERE isletme_id = 1 ORDER BY sira`).all().then((r) => r.results))
      .toEqual([{ ad: 'Şeker', en_az: 1, en_cok: 1 }, { ad: 'Süt', en_az: 0, en_cok: 1 }, { ad: 'Boy', en_az: 0, en_cok: 1 }]);
    expect(await adlar(`SELECT json_extract(d.ad, '$.tr') || ' ' || d.fark_kurus AS ad FROM menu_secenek_deger d ORDER BY d.grup_id, d.sira`))
      .toEqual(['Sade 0', 'Az şekerli 0', 'Orta 0', 'Şekerli 0', 'İnek sütü 0', 'Laktozsuz 0', 'Yulaf sütü 1500', 'Küçük 0', 'Büyük 1000']);
    // where each group reaches: Türk Kahvesi and Latte take all three, Çay takes sugar and size, a dessert none
    const gruplar = (urun: string) => adlar(`SELECT json_extract(g.ad, '$.tr') AS ad FROM menu_urun u JOIN menu_kategori k ON k.id = u.kategori_id
        JOIN menu_secenek_bag b ON b.urun_id = u.id OR b.kategori_id = u.kategori_id OR b.kategori_id = k.ust_kategori_id
        JOIN menu_secenek_grup g ON g.id = b.grup_id WHERE u.isletme_id = 1 AND u.url_adi = '${urun}' ORDER BY g.sira`);
    expect(await gruplar('turk-kahvesi')).toEqual(['Şeker', 'Süt', 'Boy']);
    expect(await gruplar('cay')).toEqual(['Şeker', 'Boy']);
    expect(await gruplar('tiramisu')).toEqual([]);

    // the owner deletes the milk group; the next start does not bring it back
    await db.prepare('DELETE FROM menu_secenek_grup WHERE id = 1002').run();
    await demoYukle(db, Date.now() + 60_000);
    expect(await adlar(`SELECT json_extract(ad, '$.tr') AS ad FROM menu_secenek_grup ORDER BY sira`)).toEqual(['Şeker', 'Boy']);
  }, 60_000);
});
