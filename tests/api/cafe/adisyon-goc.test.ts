import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0013 (working days, checks, lines, payments, operation log, transfers, day ends) on a database that lived at 0012. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0013 from the previous schema', () => {
  it('keeps the parameters, tables and cash rows a person entered; the new switch starts off; the old tables take checks', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0013'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO isletme_parametre (isletme_id, gun_donumu_saat, odeme_yontemleri, fis_ust_bilgi) VALUES (1, 5, '[\"nakit\",\"kart\",\"yemek_karti\"]', 'KAHVE DURAĞI · Işıklar Cd.')"),
      sql("INSERT INTO cafe_alan (id, isletme_id, ad, sira) VALUES (1, 1, 'Salon', 1)"),
      sql("INSERT INTO menu_masa (id, isletme_id, alan_id, ad, sira, kapasite, plan_x, plan_y) VALUES (7, 1, 1, 'Pencere önü', 1, 2, 3, 4)"),
      sql("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih) VALUES (1, 'gider', 'nakit', 12550, 'Süt ve şeker alımı', '2026-11-20T08:15:00.000Z')"),
    ]);
    const once = {
      parametre: await hepsi('SELECT * FROM isletme_parametre'),
      masa: await hepsi('SELECT * FROM menu_masa'),
      kasa: await hepsi('SELECT * FROM kasa'),
    };

    // this migration only: later ones may add their own columns
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0014'));

    expect(await hepsi('SELECT * FROM isletme_parametre')).toEqual(once.parametre.map((r) => ({ ...r, cafe_gun_otomatik: 0 })));
    expect(await hepsi('SELECT * FROM menu_masa')).toEqual(once.masa);
    expect(await hepsi('SELECT * FROM kasa')).toEqual(once.kasa);
    await db.batch([
      sql("INSERT INTO cafe_gun (id, isletme_id, is_gunu) VALUES (1, 1, '2026-11-25')"),
      sql('INSERT INTO adisyon (isletme_id, no, masa_id, gun_id) VALUES (1, 1, 7, 1)'),
    ]);
    // the old table now has its open check, and a second one is refused
    await expect(sql('INSERT INTO adisyon (isletme_id, no, masa_id, gun_id) VALUES (1, 2, 7, 1)').run()).rejects.toThrow(/UNIQUE/);
  });
});
