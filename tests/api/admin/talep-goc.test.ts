import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ODEME_KODLARI } from '@lib/pos';

/** Migration 0021 (front office) on a database that lived before it: leads and parameters stay as they were. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0021 from the previous schema', () => {
  it('keeps the leads and the receipt texts a person entered; payment methods start all allowed; no venue has a choice yet', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0021'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO isletme_parametre (isletme_id, fis_ust_bilgi, fis_alt_bilgi) VALUES (1, 'KAHVE DURAĞI', 'Teşekkürler')"),
      sql("INSERT INTO talep (id, ad_soyad, isletme_adi, telefon, eposta, kvkk_onay_zamani, durum, isletme_id) VALUES (7, 'Ayşe Demir', 'Demir Kafe', '05321112233', 'ayse@ornek.com', '2026-11-01T10:00:00Z', 'arandi', 1)"),
    ]);
    const once = { talep: await hepsi('SELECT * FROM talep'), parametre: await hepsi('SELECT * FROM isletme_parametre') };

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    // every column that was there keeps its value (later migrations only add columns of their own)
    const eskiAlanlarla = (rows: Record<string, unknown>[], once_: Record<string, unknown>[]) => rows.map((r) => Object.fromEntries(Object.keys(once_[0]!).map((k) => [k, r[k]])));
    expect(eskiAlanlarla(await hepsi('SELECT * FROM talep'), once.talep)).toEqual(once.talep);
    expect(eskiAlanlarla(await hepsi('SELECT * FROM isletme_parametre'), once.parametre)).toEqual(once.parametre);
    expect(await hepsi('SELECT * FROM talep_not')).toEqual([]);
    expect((await hepsi('SELECT kod, izinli FROM pos_odeme_yontemi ORDER BY sira')).map((r) => [r.kod, r.izinli])).toEqual(ODEME_KODLARI.map((k) => [k, 1]));
    expect(await hepsi('SELECT * FROM isletme_pos')).toEqual([]);
    // a note can hang on the old lead from now on
    await sql("INSERT INTO talep_not (talep_id, tur, metin) VALUES (7, 'not', 'Geri aranacak')").run();
    expect(await hepsi('SELECT talep_id, metin FROM talep_not')).toEqual([{ talep_id: 7, metin: 'Geri aranacak' }]);
  });
});
