import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0037 (guest count and receipt number switches, a payment's ÖKC receipt number) on a database that lived before it. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0037 from the previous schema', () => {
  it('keeps a venue\'s parameters and its paid check; guest count starts asked, receipt numbers optional, old payments without one', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0037'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO isletme_parametre (isletme_id, gun_donumu_saat, odeme_yontemleri, cafe_gun_otomatik) VALUES (1, 5, '[\"nakit\",\"kart\"]', 1)"),
      sql("INSERT INTO cafe_alan (id, isletme_id, ad, sira) VALUES (1, 1, 'Salon', 1)"),
      sql("INSERT INTO menu_masa (id, isletme_id, alan_id, ad, sira, kapasite) VALUES (7, 1, 1, 'Pencere önü', 1, 2)"),
      sql("INSERT INTO cafe_gun (id, isletme_id, is_gunu) VALUES (1, 1, '2026-11-25')"),
      sql("INSERT INTO adisyon (id, isletme_id, no, masa_id, gun_id, durum, misafir, toplam_kurus, odenen_kurus, kapanis) VALUES (1, 1, 1, 7, 1, 'kapali', 3, 13750, 13750, '2026-11-25T11:00:00.000Z')"),
      sql("INSERT INTO adisyon_odeme (isletme_id, adisyon_id, gun_id, odeme, tutar_kurus, alinan_kurus, zaman) VALUES (1, 1, 1, 'nakit', 13750, 15000, '2026-11-25T11:00:00.000Z')"),
    ]);
    const once = { parametre: await hepsi('SELECT * FROM isletme_parametre'), adisyon: await hepsi('SELECT * FROM adisyon'), odeme: await hepsi('SELECT * FROM adisyon_odeme') };

    // this migration only: later ones may add their own columns
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0038'));

    expect(await hepsi('SELECT * FROM isletme_parametre')).toEqual(once.parametre.map((r) => ({ ...r, cafe_misafir_sor: 1, cafe_fis_no_zorunlu: 0 })));
    expect(await hepsi('SELECT * FROM adisyon')).toEqual(once.adisyon);
    expect(await hepsi('SELECT * FROM adisyon_odeme')).toEqual(once.odeme.map((r) => ({ ...r, fis_no: null })));
    await sql("INSERT INTO adisyon_odeme (isletme_id, adisyon_id, gun_id, odeme, tutar_kurus, fis_no) VALUES (1, 1, 1, 'kart', 100, '0042')").run();
    await expect(sql("INSERT INTO adisyon_odeme (isletme_id, adisyon_id, gun_id, odeme, tutar_kurus, fis_no) VALUES (1, 1, 1, 'kart', 100, '')").run()).rejects.toThrow(/CHECK/);
    await expect(sql('UPDATE isletme_parametre SET cafe_fis_no_zorunlu = 2').run()).rejects.toThrow(/CHECK/);
  });
});
