import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0022 (support sessions) on a database that lived before it: what was there stays; the new table holds its rules. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0022 from the previous schema', () => {
  it('keeps venues, users, licences and the platform log; destek_oturumu starts empty and refuses bad rows', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0022'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO kullanici (id, email, ad_soyad, sifre_hash, kullanici_tipi) VALUES (1, 'admin@demo.test', 'Deniz Arslan', 'x', 3)"),
      sql("INSERT OR REPLACE INTO lisans (isletme_id, plan, moduller, koltuk, baslangic, bitis) VALUES (1, 'standart', '[\"cafe\"]', 5, '2026-01-01', '2026-12-31')"),
      sql("INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti) VALUES (1, 1, 'lisans.guncelle', '{\"plan\":\"standart\"}')"),
    ]);
    const tablolar = ['isletme', 'kullanici', 'lisans', 'platform_log'];
    const once = await Promise.all(tablolar.map((t) => hepsi(`SELECT * FROM ${t} ORDER BY 1`)));

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    expect(await Promise.all(tablolar.map((t) => hepsi(`SELECT * FROM ${t} ORDER BY 1`)))).toEqual(once);
    expect(await hepsi('SELECT * FROM destek_oturumu')).toEqual([]);
    const ekle = (neden: string, onay: number, bas: string, bit: string) =>
      sql('INSERT INTO destek_oturumu (kullanici_id, isletme_id, neden, sahip_onayi, baslangic, bitis) VALUES (1, 1, ?, ?, ?, ?)', neden, onay, bas, bit).run();
    await ekle('Destek talebi', 0, '2026-11-28T10:00:00.000Z', '2026-11-28T10:30:00.000Z');
    await expect(ekle('', 0, '2026-11-28T10:00:00.000Z', '2026-11-28T10:30:00.000Z')).rejects.toThrow(/CHECK/);
    await expect(ekle('Destek talebi', 2, '2026-11-28T10:00:00.000Z', '2026-11-28T10:30:00.000Z')).rejects.toThrow(/CHECK/);
    await expect(ekle('Destek talebi', 1, '2026-11-28T10:30:00.000Z', '2026-11-28T10:00:00.000Z')).rejects.toThrow(/CHECK/);
    expect(await hepsi('SELECT count(*) AS n FROM destek_oturumu')).toEqual([{ n: 1 }]);
  });
});
