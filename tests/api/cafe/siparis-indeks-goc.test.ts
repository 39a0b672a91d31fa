import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0044 (indexes for an order's lines by batch) on a database that lived before it. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0044 from the previous schema', () => {
  it('keeps every check, batch and line; the stations find a batch\'s lines by its index, not by the venue\'s every line', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0044'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO cafe_alan (id, isletme_id, ad, sira) VALUES (1, 1, 'Salon', 1)"),
      sql("INSERT INTO menu_masa (id, isletme_id, alan_id, ad, sira, kapasite) VALUES (7, 1, 1, 'Pencere önü', 1, 2)"),
      sql("INSERT INTO cafe_gun (id, isletme_id, is_gunu) VALUES (1, 1, '2026-11-25')"),
      sql("INSERT INTO adisyon (id, isletme_id, no, masa_id, gun_id, misafir, toplam_kurus) VALUES (1, 1, 1, 7, 1, 2, 24500)"),
      sql("INSERT INTO adisyon_siparis (id, isletme_id, adisyon_id, zaman) VALUES (3, 1, 1, '2026-11-25T18:00:00.000Z')"),
      sql(`INSERT INTO adisyon_kalem (isletme_id, adisyon_id, ad, birim_kurus, adet, kdv_orani, siparis_id, tutar_kurus, not_metni)
        VALUES (1, 1, 'Türk Kahvesi', 9000, 2, 10, 3, 18000, 'orta şekerli'), (1, 1, 'Su', 1500, 1, 10, 3, 1500, ''), (1, 1, 'Simit', 5000, 1, 10, NULL, 5000, '')`),
    ]);
    const once = { adisyon: await hepsi('SELECT * FROM adisyon'), siparis: await hepsi('SELECT * FROM adisyon_siparis'), kalem: await hepsi('SELECT * FROM adisyon_kalem ORDER BY id') };

    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0045'));

    expect(await hepsi('SELECT * FROM adisyon')).toEqual(once.adisyon);
    expect(await hepsi('SELECT * FROM adisyon_siparis')).toEqual(once.siparis);
    expect(await hepsi('SELECT * FROM adisyon_kalem ORDER BY id')).toEqual(once.kalem);
    const plan = (await hepsi(`EXPLAIN QUERY PLAN SELECT k.id FROM adisyon_kalem k
      WHERE +k.isletme_id = 1 AND k.siparis_id IS NOT NULL AND (k.siparis_id = (SELECT max(id) FROM adisyon_siparis WHERE isletme_id = 1))`)).map((r) => String(r.detail));
    expect(plan.join('\n')).toMatch(/idx_adisyon_kalem_siparis_id/);
    expect(plan.join('\n')).toMatch(/idx_adisyon_siparis_isletme_id_id/);
  });
});
