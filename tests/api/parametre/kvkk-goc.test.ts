import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0009 (isletme_parametre.kvkk_metni) on a database that lived at 0008: every parameter a venue entered stays. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);

describe('migration 0009 from the previous schema', () => {
  it('keeps every venue parameter as entered, the notice starts as the default (NULL), and the column refuses an oversized text', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0009'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur, adres, telefon) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe', 'Işıklar Cd. No:24', '+90 242 555 12 34')"),
      sql("INSERT INTO isletme_parametre (isletme_id, vergi_no, gun_donumu_saat, odeme_yontemleri, fis_ust_bilgi, para_gosterimi) VALUES (1, '4750012340', 3, '[\"nakit\",\"kart\"]', 'KAHVE DURAĞI', 'kod')"),
      sql("INSERT INTO parametre_log (isletme_id, alan, eski, yeni) VALUES (1, 'gunDonumuSaat', '0', '3')"),
    ]);
    const once = await sql('SELECT * FROM isletme_parametre').all();

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    const sonra = (await sql('SELECT * FROM isletme_parametre').all()).results as Record<string, unknown>[];
    // later migrations add their own columns (0013: cafe_gun_otomatik); what was there stays, the notice is new
    const alanlar = [...Object.keys(once.results[0]!), 'kvkk_metni'];
    expect(sonra.map((r) => Object.fromEntries(alanlar.map((k) => [k, r[k]])))).toEqual(once.results.map((r) => ({ ...r, kvkk_metni: null })));
    expect((await sql('SELECT alan, eski, yeni FROM parametre_log').all()).results).toEqual([{ alan: 'gunDonumuSaat', eski: '0', yeni: '3' }]);
    await sql("UPDATE isletme_parametre SET kvkk_metni = 'Kendi metnimiz' WHERE isletme_id = 1").run();
    await expect(sql('UPDATE isletme_parametre SET kvkk_metni = ? WHERE isletme_id = 1', 'a'.repeat(8001)).run()).rejects.toThrow(/CHECK/);
    await expect(sql("UPDATE isletme_parametre SET kvkk_metni = '' WHERE isletme_id = 1").run()).rejects.toThrow(/CHECK/);
  });
});
