import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0035 (sub-checks, seats, splits in the transfer log) on a database that lived at 0034 with a cafe's evening in it. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0035 from the previous schema', () => {
  it('keeps every check, line, payment and transfer row; lines and payments start unsplit; the log takes splits', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0035'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO cafe_alan (id, isletme_id, ad, sira) VALUES (1, 1, 'Salon', 1)"),
      sql("INSERT INTO menu_masa (id, isletme_id, alan_id, ad, sira) VALUES (7, 1, 1, 'Pencere önü', 1), (8, 1, 1, 'Bahçe 2', 2)"),
      sql("INSERT INTO cafe_gun (id, isletme_id, is_gunu) VALUES (1, 1, '2026-11-25')"),
      sql("INSERT INTO adisyon (id, isletme_id, no, masa_id, gun_id, toplam_kurus, odenen_kurus) VALUES (1, 1, 1, 7, 1, 14000, 5000), (2, 1, 2, 8, 1, 2500, 0)"),
      sql(`INSERT INTO adisyon_kalem (id, isletme_id, adisyon_id, ad, kategori_ad, birim_kurus, adet, not_metni, tutar_kurus) VALUES
        (1, 1, 1, 'Türk Kahvesi', 'Sıcak', 4500, 2, 'orta şekerli', 9000), (2, 1, 1, 'Çay', 'Sıcak', 2500, 2, '', 5000), (3, 1, 2, 'Çay', 'Sıcak', 2500, 1, '', 2500)`),
      sql("INSERT INTO adisyon_odeme (id, isletme_id, adisyon_id, gun_id, odeme, tutar_kurus) VALUES (1, 1, 1, 1, 'nakit', 5000)"),
      sql(`INSERT INTO cafe_transfer (id, isletme_id, tur, kaynak_masa_id, hedef_masa_id, kaynak_adisyon_id, hedef_adisyon_id, kalemler, tutar_kurus, zaman) VALUES
        (4, 1, 'kalem', 7, 8, 1, 2, '[{"ad":"Çay","adet":1,"tutarKurus":2500}]', 2500, '2026-11-25T19:10:00.000Z'), (5, 1, 'masa', 8, 7, 2, 2, '[]', 2500, '2026-11-25T19:20:00.000Z')`),
    ]);
    const once = {
      adisyon: await hepsi('SELECT * FROM adisyon ORDER BY id'),
      kalem: await hepsi('SELECT * FROM adisyon_kalem ORDER BY id'),
      odeme: await hepsi('SELECT * FROM adisyon_odeme ORDER BY id'),
      transfer: await hepsi('SELECT * FROM cafe_transfer ORDER BY id'),
    };

    // this migration only: later ones may add their own columns
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0036'));

    expect(await hepsi('SELECT * FROM adisyon ORDER BY id')).toEqual(once.adisyon);
    expect(await hepsi('SELECT * FROM adisyon_kalem ORDER BY id')).toEqual(once.kalem.map((r) => ({ ...r, bolum_id: null, koltuk: null })));
    expect(await hepsi('SELECT * FROM adisyon_odeme ORDER BY id')).toEqual(once.odeme.map((r) => ({ ...r, bolum_id: null })));
    expect(await hepsi('SELECT * FROM cafe_transfer ORDER BY id')).toEqual(once.transfer);
    // the old check splits: a sub-check, a line in it, a payment of it, and the split in the log
    await db.batch([
      sql("INSERT INTO adisyon_bolum (id, isletme_id, adisyon_id, no, tur) VALUES (1, 1, 1, 1, 'kalem')"),
      sql('UPDATE adisyon_kalem SET bolum_id = 1, koltuk = 2 WHERE id = 1'),
      sql("INSERT INTO cafe_transfer (isletme_id, tur, kaynak_masa_id, hedef_masa_id, kaynak_adisyon_id, hedef_adisyon_id, tutar_kurus) VALUES (1, 'bol', 7, 7, 1, 1, 9000)"),
    ]);
    expect(await hepsi("SELECT tur FROM cafe_transfer WHERE id > 5")).toEqual([{ tur: 'bol' }]);
    // still guarded: an unknown kind, a seat out of range, a paid sub-check without its closing time
    await expect(sql("INSERT INTO cafe_transfer (isletme_id, tur, kaynak_masa_id, hedef_masa_id, kaynak_adisyon_id, hedef_adisyon_id) VALUES (1, 'baska', 7, 7, 1, 1)").run()).rejects.toThrow(/CHECK/);
    await expect(sql('UPDATE adisyon_kalem SET koltuk = 100 WHERE id = 2').run()).rejects.toThrow(/CHECK/);
    await expect(sql("UPDATE adisyon_bolum SET durum = 'odendi' WHERE id = 1").run()).rejects.toThrow(/CHECK/);
    await expect(sql("INSERT INTO adisyon_bolum (isletme_id, adisyon_id, no, tur) VALUES (1, 1, 1, 'esit')").run()).rejects.toThrow(/UNIQUE/);
  });
});
