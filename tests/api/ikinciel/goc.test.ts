import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0023 (second-hand trading) on a database that lived before it: only new tables; the cash book and venues are untouched. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0023 from the previous schema', () => {
  it('keeps venues and cash rows as they were; a sale row and an item can be written afterwards', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0023'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO kasa (id, isletme_id, tur, odeme, tutar_kurus, aciklama, tarih) VALUES (7, 1, 'gelir', 'nakit', 12345, 'Elle girilen', '2026-11-01T09:00:00.000Z')"),
    ]);
    const once = { isletme: await hepsi('SELECT * FROM isletme'), kasa: await hepsi('SELECT * FROM kasa') };

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    expect(await hepsi('SELECT * FROM isletme')).toEqual(once.isletme);
    expect(await hepsi('SELECT * FROM kasa')).toEqual(once.kasa);
    for (const tablo of ['ikinciel_cihaz', 'ikinciel_masraf', 'ikinciel_ilan', 'ikinciel_ayar', 'ikinciel_log']) expect(await hepsi(`SELECT * FROM ${tablo}`)).toEqual([]);
    await sql("INSERT INTO ikinciel_cihaz (id, isletme_id, tur, marka, kondisyon, alis_kurus, alis_tarihi) VALUES (1, 1, 'dizustu', 'Lenovo', 'iyi', 100, '2026-11-01')").run();
    await expect(sql("INSERT INTO ikinciel_cihaz (isletme_id, tur, marka, kondisyon, alis_kurus, alis_tarihi, durum) VALUES (1, 'dizustu', 'X', 'iyi', 100, '2026-11-01', 'kayip')").run()).rejects.toThrow();
    expect(await hepsi('SELECT durum, fotolar, ozellik FROM ikinciel_cihaz')).toEqual([{ durum: 'alindi', fotolar: '[]', ozellik: '{}' }]);
  });
});
