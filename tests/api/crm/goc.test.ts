import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0015 (CRM) on a database that lived at 0014: nothing a person entered changes; the summary of what they entered is built. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];

describe('migration 0015 from the previous schema', () => {
  it('keeps customers, appointments, checks and parameters; crm_ozet holds their visits at once and follows later changes', async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0015'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (2, 'Güzellik Salonu Lotus', 'guzellik-salonu-lotus', 'salon')"),
      sql("INSERT INTO personel (id, isletme_id, ad, unvan) VALUES (3, 2, 'Elif Şahin', 'Kuaför')"),
      sql("INSERT INTO musteri (id, isletme_id, ad_soyad, telefon, dogum_tarihi, notlar) VALUES (10, 2, 'Şule Işık', '+905321110010', '1990-02-28', 'Boya alerjisi var'), (11, 2, 'Ömer Çelik', '+905321110011', NULL, '')"),
      sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, indirim_kurus) VALUES
        (1, 2, 10, 3, '2026-09-01T07:00:00.000Z', '2026-09-01T08:00:00.000Z', 'tamamlandi', 'panel', 'KODAAAAAAA1', 120000, 20000),
        (2, 2, 10, 3, '2026-10-01T07:00:00.000Z', '2026-10-01T08:00:00.000Z', 'tamamlandi', 'online', 'KODAAAAAAA2', 80000, 0),
        (3, 2, 10, 3, '2026-11-01T07:00:00.000Z', '2026-11-01T08:00:00.000Z', 'gelmedi', 'online', 'KODAAAAAAA3', 80000, 0),
        (4, 2, 11, 3, '2026-11-20T07:00:00.000Z', '2026-11-20T08:00:00.000Z', 'onaylandi', 'panel', 'KODAAAAAAA4', 50000, 0)`),
      sql("INSERT INTO isletme_parametre (isletme_id, gun_donumu_saat) VALUES (2, 5)"),
    ]);
    const tablolar = ['randevu', 'isletme_parametre'];
    const once = Object.fromEntries(await Promise.all(tablolar.map(async (t) => [t, await hepsi(`SELECT * FROM ${t}`)] as const)));
    const musteriOnce = await hepsi('SELECT * FROM musteri ORDER BY id');

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    // every column that was there keeps its value; columns later migrations add (confirmation, series, cancel time, …) are not this one's
    const eskiAlanlarla = (rows: Record<string, unknown>[], once_: Record<string, unknown>[]) => rows.map((r) => Object.fromEntries(Object.keys(once_[0]!).map((k) => [k, r[k]])));
    expect(eskiAlanlarla(await hepsi('SELECT * FROM randevu'), once.randevu!)).toEqual(once.randevu);
    const parametre = await hepsi('SELECT * FROM isletme_parametre');
    // every column the venue's parameters had keeps its value (this and later migrations only add columns)
    expect(eskiAlanlarla(parametre, once.isletme_parametre!)).toEqual(once.isletme_parametre);
    expect(parametre[0]).toMatchObject({ crm_yeni_gun: 30, crm_risk_gun: 60, crm_kayip_gun: 150 });
    const musteri = await hepsi('SELECT * FROM musteri ORDER BY id');
    expect(eskiAlanlarla(musteri, musteriOnce)).toEqual(musteriOnce);
    expect(musteri.map((m) => m.dil)).toEqual([null, null]);

    // the appointments already there are counted: two visits (net of discount), one no-show last
    expect(await hepsi('SELECT musteri_id, ilk_ziyaret, son_ziyaret, ziyaret, randevu_ziyaret, harcama_kurus, gelmedi, son_randevu_durum FROM crm_ozet ORDER BY musteri_id')).toEqual([
      { musteri_id: 10, ilk_ziyaret: '2026-09-01T07:00:00.000Z', son_ziyaret: '2026-10-01T07:00:00.000Z', ziyaret: 2, randevu_ziyaret: 2, harcama_kurus: 180000, gelmedi: 1, son_randevu_durum: 'gelmedi' },
    ]);
    // later changes follow: Ömer's appointment is completed, Şule's no-show turns out to have been a visit
    await sql("UPDATE randevu SET durum = 'tamamlandi' WHERE id = 4").run();
    await sql("UPDATE randevu SET durum = 'tamamlandi' WHERE id = 3").run();
    expect(await hepsi('SELECT musteri_id, ziyaret, harcama_kurus, gelmedi, son_ziyaret, son_randevu_durum FROM crm_ozet ORDER BY musteri_id')).toEqual([
      { musteri_id: 10, ziyaret: 3, harcama_kurus: 260000, gelmedi: 0, son_ziyaret: '2026-11-01T07:00:00.000Z', son_randevu_durum: 'tamamlandi' },
      { musteri_id: 11, ziyaret: 1, harcama_kurus: 50000, gelmedi: 0, son_ziyaret: '2026-11-20T07:00:00.000Z', son_randevu_durum: 'tamamlandi' },
    ]);
    // moving an appointment to another customer (a merge does this) recounts both; a cancelled one leaves the summary
    await sql('UPDATE randevu SET musteri_id = 10 WHERE id = 4').run();
    await sql("UPDATE randevu SET durum = 'iptal' WHERE id IN (1, 2, 3)").run();
    expect(await hepsi('SELECT musteri_id, ziyaret, harcama_kurus FROM crm_ozet ORDER BY musteri_id')).toEqual([{ musteri_id: 10, ziyaret: 1, harcama_kurus: 50000 }]);
  });
});
