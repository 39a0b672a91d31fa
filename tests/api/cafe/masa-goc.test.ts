import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0012 (cafe areas, tables with area, capacity, active flag and plan cell) on a database that lived at 0011. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async <T>(text: string, ...params: unknown[]) => (await sql(text, ...params).all<T>()).results;

describe('migration 0012 from the previous schema', () => {
  it("puts every venue's tables, with their ids, names and order, into one area 'Salon'; venues without tables get none", async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0012'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe'), (2, 'Lotus', 'lotus', 'salon'), (3, 'Lezzet', 'lezzet', 'restoran')"),
      sql("INSERT INTO menu_masa (id, isletme_id, ad, sira) VALUES (1, 1, 'Masa 1', 1), (2, 1, 'Masa 2', 2), (5, 1, 'Bahçe 1', 5), (4, 1, 'Pencere önü', 3)"),
      sql("INSERT INTO menu_masa (id, isletme_id, ad, sira) VALUES (9, 3, 'Masa 1', 0), (10, 3, 'Teras ''A''', 0)"),
    ]);
    const once = await hepsi<{ id: number; isletme_id: number; ad: string; sira: number }>('SELECT id, isletme_id, ad, sira FROM menu_masa ORDER BY id');

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    const alanlar = await hepsi<{ id: number; isletme_id: number; ad: string; sira: number; aktif: number }>('SELECT id, isletme_id, ad, sira, aktif FROM cafe_alan ORDER BY isletme_id');
    expect(alanlar.map(({ id: _id, ...rest }) => rest)).toEqual([{ isletme_id: 1, ad: 'Salon', sira: 1, aktif: 1 }, { isletme_id: 3, ad: 'Salon', sira: 1, aktif: 1 }]);
    const alanOf = new Map(alanlar.map((a) => [a.isletme_id, a.id]));
    const sonra = await hepsi<Record<string, unknown>>('SELECT id, isletme_id, ad, sira, alan_id, kapasite, aktif, plan_x, plan_y FROM menu_masa ORDER BY id');
    expect(sonra).toEqual(once.map((m) => ({ ...m, alan_id: alanOf.get(m.isletme_id), kapasite: 4, aktif: 1, plan_x: null, plan_y: null })));
    expect(await hepsi('PRAGMA foreign_key_check')).toEqual([]);

    // the rules hold from now on: a table's area is of its own venue, one table per cell, sane cells and capacities
    await expect(sql("INSERT INTO menu_masa (isletme_id, alan_id, ad) VALUES (1, ?, 'Kaçak')", alanOf.get(3)).run()).rejects.toThrow(/FOREIGN KEY/);
    await expect(sql("INSERT INTO menu_masa (isletme_id, ad) VALUES (1, 'Alansız')").run()).rejects.toThrow(/NOT NULL/);
    await sql('UPDATE menu_masa SET plan_x = 2, plan_y = 3 WHERE id = 1').run();
    await expect(sql('UPDATE menu_masa SET plan_x = 2, plan_y = 3 WHERE id = 2').run()).rejects.toThrow(/UNIQUE/);
    await sql('UPDATE menu_masa SET plan_x = 2, plan_y = 3 WHERE id = 9').run();
    for (const set of ['plan_x = 20, plan_y = 0', 'plan_x = 0, plan_y = -1', 'plan_x = 1, plan_y = NULL', 'kapasite = 0', 'kapasite = 51', 'aktif = 2']) {
      await expect(sql(`UPDATE menu_masa SET ${set} WHERE id = 4`).run(), set).rejects.toThrow(/CHECK/);
    }
    await expect(sql("INSERT INTO cafe_alan (isletme_id, ad) VALUES (1, 'Salon')").run()).rejects.toThrow(/UNIQUE/);
    await expect(sql("INSERT INTO cafe_alan (isletme_id, ad) VALUES (1, '')").run()).rejects.toThrow(/CHECK/);
  });
});
