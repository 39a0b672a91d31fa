import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0039 (ordering from the table) on a database that lived before it. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0039 from the previous schema', () => {
  it("keeps a person's parameters, checks and order batches; self-ordering starts off and old batches read as the waiter's", async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0039'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO isletme_parametre (isletme_id, fis_ust_bilgi, cafe_gun_otomatik) VALUES (1, 'Afiyet olsun', 1)"),
      sql("INSERT INTO cafe_alan (id, isletme_id, ad, sira) VALUES (1, 1, 'Bahçe', 1)"),
      sql("INSERT INTO menu_masa (id, isletme_id, alan_id, ad) VALUES (7, 1, 1, 'Bahçe 1')"),
      sql("INSERT INTO cafe_gun (id, isletme_id, is_gunu) VALUES (1, 1, '2026-11-25')"),
      sql('INSERT INTO adisyon (id, isletme_id, no, masa_id, gun_id, toplam_kurus) VALUES (4, 1, 1, 7, 1, 6000)'),
      sql('INSERT INTO adisyon_siparis (id, isletme_id, adisyon_id, basim) VALUES (2, 1, 4, 1)'),
    ]);
    const once = { parametre: await hepsi('SELECT * FROM isletme_parametre'), adisyon: await hepsi('SELECT * FROM adisyon'), siparis: await hepsi('SELECT * FROM adisyon_siparis') };

    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0040'));

    expect(await hepsi('SELECT * FROM isletme_parametre')).toEqual(once.parametre.map((p) => ({ ...p, qr_siparis: 0, qr_siparis_onay: 0, qr_siparis_kategoriler: null, qr_siparis_alanlar: null })));
    expect(await hepsi('SELECT * FROM adisyon')).toEqual(once.adisyon);
    expect(await hepsi('SELECT * FROM adisyon_siparis')).toEqual(once.siparis.map((s) => ({ ...s, kaynak: 'garson' })));

    // the new tables take the person's tables and checks; their rules hold
    await sql(`INSERT INTO qr_siparis (isletme_id, masa_id, kimlik, ziyaret, kalemler, ozet, toplam_kurus, durum) VALUES (1, 7, 'sepet-0001', 'z1', '[]', '[]', 0, 'bekliyor')`).run();
    await expect(sql(`INSERT INTO qr_siparis (isletme_id, masa_id, kimlik, ziyaret, kalemler, ozet, toplam_kurus, durum) VALUES (1, 7, 'sepet-0001', 'z1', '[]', '[]', 0, 'bekliyor')`).run()).rejects.toThrow(/UNIQUE/);
    await expect(sql(`INSERT INTO qr_siparis (isletme_id, masa_id, kimlik, ziyaret, kalemler, ozet, toplam_kurus, durum, karar_zamani) VALUES (1, 7, 'sepet-0002', 'z1', '[]', '[]', 0, 'red', '2026-11-25T10:00:00Z')`).run()).rejects.toThrow(/CHECK/);
    await expect(sql("UPDATE adisyon_siparis SET kaynak = 'telefon' WHERE id = 2").run()).rejects.toThrow(/CHECK/);
    await sql("INSERT INTO qr_cagri (isletme_id, masa_id, tur) VALUES (1, 7, 'hesap')").run();
    await expect(sql("INSERT INTO qr_cagri (isletme_id, masa_id, tur) VALUES (1, 7, 'dans')").run()).rejects.toThrow(/CHECK/);
    await expect(sql("UPDATE isletme_parametre SET qr_siparis_alanlar = 'bahçe' WHERE isletme_id = 1").run()).rejects.toThrow(/CHECK/);
  });
});
