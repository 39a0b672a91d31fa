import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0020 (billing, hardware) on a database that lived before it: the saved platform settings stay as they were. */
const db = env.ESKI_DB;
const hepsi = async (text: string) => (await db.prepare(text).all()).results as Record<string, unknown>[];

describe('migration 0020 from the previous schema', () => {
  it('keeps the platform settings a person saved (the new due-days column takes its default) and starts empty books', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0020'));
    await db.batch([
      db.prepare("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      db.prepare("UPDATE platform_ayar SET firma_unvan = 'Kendi Unvanımız Ltd.', vergi_no = '1234567890', kdv_orani = 18, diller = '[\"tr\",\"en\"]' WHERE id = 1"),
    ]);
    const once = await hepsi('SELECT * FROM platform_ayar');
    const lisansOnce = await hepsi('SELECT * FROM lisans');

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    const sonra = await hepsi('SELECT * FROM platform_ayar');
    expect(sonra.map(({ fatura_vade_gun: _, ...r }) => r)).toEqual(once);
    expect(sonra[0]).toMatchObject({ fatura_vade_gun: 15, firma_unvan: 'Kendi Unvanımız Ltd.', kdv_orani: 18 });
    expect(await hepsi('SELECT * FROM lisans')).toEqual(lisansOnce);
    for (const tablo of ['platform_fatura', 'platform_fatura_seri', 'platform_tahsilat', 'donanim', 'donanim_hareket']) expect(await hepsi(`SELECT * FROM ${tablo}`), tablo).toEqual([]);
  });
});
