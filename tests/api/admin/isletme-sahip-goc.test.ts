import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0019 (venue owner) on a database that lived at the previous schema: nothing a person entered changes. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0019 from the previous schema', () => {
  it('keeps venues, users and memberships; the first active operator of each venue becomes its owner', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0019'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe'), (2, 'Lotus', 'lotus', 'salon'), (3, 'Boş', 'bos', 'cafe')"),
      sql(`INSERT INTO kullanici (id, email, ad_soyad, sifre_hash, kullanici_tipi) VALUES
        (1, 'admin@x.test', 'Yönetici', 'h', 3), (2, 'sahip@x.test', 'Sahip', 'h', 2), (3, 'garson@x.test', 'Garson', 'h', 2), (4, 'eski@x.test', 'Eski', 'h', 2)`),
      sql(`INSERT INTO isletme_kullanici (isletme_id, kullanici_id, aktif, olusturma_zamani) VALUES
        (1, 4, 0, '2025-01-01T00:00:00Z'), (1, 2, 1, '2025-02-01T00:00:00Z'), (1, 3, 1, '2025-03-01T00:00:00Z'), (2, 3, 1, '2025-01-01T00:00:00Z')`),
    ]);
    const once = { isletme: await hepsi('SELECT * FROM isletme ORDER BY id'), kullanici: await hepsi('SELECT * FROM kullanici ORDER BY id'), uyelik: await hepsi('SELECT * FROM isletme_kullanici ORDER BY isletme_id, kullanici_id') };

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    const sonra = await hepsi('SELECT * FROM isletme ORDER BY id');
    expect(sonra.map(({ sahip_kullanici_id: _, ...r }) => r)).toEqual(once.isletme);
    expect(sonra.map((r) => r.sahip_kullanici_id)).toEqual([2, 3, null]);
    expect(await hepsi('SELECT * FROM kullanici ORDER BY id')).toEqual(once.kullanici);
    expect(await hepsi('SELECT * FROM isletme_kullanici ORDER BY isletme_id, kullanici_id')).toEqual(once.uyelik);
  });
});
