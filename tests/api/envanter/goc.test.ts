import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0014 (the inventory) on a database that lived at 0013: nothing a person entered changes. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0014 from the previous schema', () => {
  it('keeps staff, tables, checks and cash rows as they were; the new tables take the old staff and venue', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0014'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO personel (id, isletme_id, ad, unvan, telefon) VALUES (5, 1, 'İrem Aksoy', 'Barista', '+905321230104')"),
      sql("INSERT INTO cafe_alan (id, isletme_id, ad, sira) VALUES (1, 1, 'Salon', 1)"),
      sql("INSERT INTO menu_masa (id, isletme_id, alan_id, ad, sira) VALUES (7, 1, 1, 'Pencere önü', 1)"),
      sql("INSERT INTO cafe_gun (id, isletme_id, is_gunu) VALUES (1, 1, '2026-11-25')"),
      sql('INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, toplam_kurus) VALUES (1, 1, 7, 1, 0)'),
      sql("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih) VALUES (1, 'gider', 'nakit', 45000, 'Espresso makinesi servis ücreti', '2026-11-20T08:15:00.000Z')"),
    ]);
    const tablolar = ['personel', 'menu_masa', 'adisyon', 'kasa', 'cafe_gun'];
    const once = Object.fromEntries(await Promise.all(tablolar.map(async (t) => [t, await hepsi(`SELECT * FROM ${t}`)] as const)));

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    for (const t of tablolar) expect(await hepsi(`SELECT * FROM ${t}`), t).toEqual(once[t]);
    await db.batch([
      sql("INSERT INTO envanter_lokasyon (id, isletme_id, ad, tur) VALUES (1, 1, 'Bar', 'alan')"),
      sql("INSERT INTO envanter_demirbas (id, isletme_id, kod, ad, lokasyon_id, personel_id) VALUES (1, 1, 'DMR-0001', 'Espresso makinesi', 1, 5)"),
    ]);
    expect(await hepsi('SELECT kod, personel_id, durum FROM envanter_demirbas')).toEqual([{ kod: 'DMR-0001', personel_id: 5, durum: 'kullanimda' }]);
    // a scrapped asset is held by the database too
    await sql("UPDATE envanter_demirbas SET durum = 'hurda' WHERE id = 1").run();
    await expect(sql("UPDATE envanter_demirbas SET ad = 'x' WHERE id = 1").run()).rejects.toThrow(/envanter_hurda_degismez/);
  });
});
