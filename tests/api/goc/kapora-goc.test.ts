import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Migration 0043 (deposits) on a database that lived at the schema before it, with a salon's data in it: services
 * keep every value and ask no deposit, appointments keep their cells, and the expiry trigger frees only the cells of
 * an expired unpaid hold, never a paid one or a running one.
 */
const db = env.ESKI_DB;
const once = env.TEST_MIGRATIONS.filter((m) => m.name < '0043');
const sonra = env.TEST_MIGRATIONS.filter((m) => m.name >= '0043');
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async <T>(text: string, ...params: unknown[]) => (await sql(text, ...params).all<T>()).results;

describe('migration 0043 from the previous schema', () => {
  it('keeps services, appointments and cells; new services ask no deposit until set', async () => {
    await applyD1Migrations(db, once);
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (2, 'Lotus', 'lotus', 'salon')"),
      sql(`INSERT INTO randevu_hizmet (id, isletme_id, ad, sure_dk, fiyat_kurus, sonra_tampon_dk) VALUES (1, 2, '{"tr":"Saç kesimi"}', 30, 45000, 5)`),
      sql("INSERT INTO personel (id, isletme_id, ad) VALUES (1001, 2, 'Selin Aydın')"),
      sql('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (1001, 2)'),
      sql("INSERT INTO musteri (id, isletme_id, ad_soyad, telefon) VALUES (1, 2, 'Ayşe Yılmaz', '+905321112233')"),
      sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES
        (1, 2, 1, 1001, '2026-12-20T08:00:00.000Z', '2026-12-20T08:30:00.000Z', 'beklemede', 'online', 'AAAAAAAAAA', 45000),
        (2, 2, 1, 1001, '2026-11-20T08:00:00.000Z', '2026-11-20T08:30:00.000Z', 'tamamlandi', 'panel', 'BBBBBBBBBB', 45000)`),
      sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960000, 1), (1001, 5960001, 1)'),
      sql("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, randevu_id, musteri_id) VALUES (2, 'gelir', 'nakit', 45000, 'randevu', 'randevuOdemesi', '{\"kod\":\"BBBBBBBBBB\"}', '2026-11-20T09:00:00.000Z', 2, 1)"),
    ]);

    await applyD1Migrations(db, sonra);

    expect(await hepsi('SELECT id, sure_dk, fiyat_kurus, sonra_tampon_dk, kapora_tur, kapora_deger FROM randevu_hizmet')).toEqual([
      { id: 1, sure_dk: 30, fiyat_kurus: 45000, sonra_tampon_dk: 5, kapora_tur: 'yok', kapora_deger: 0 },
    ]);
    expect(await hepsi('SELECT id, durum, kod FROM randevu ORDER BY id')).toEqual([{ id: 1, durum: 'beklemede', kod: 'AAAAAAAAAA' }, { id: 2, durum: 'tamamlandi', kod: 'BBBBBBBBBB' }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_hucre WHERE randevu_id = 1')).toEqual([{ n: 2 }]);
    expect(await hepsi('SELECT tutar_kurus FROM kasa')).toEqual([{ tutar_kurus: 45000 }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_kapora_ayar')).toEqual([{ n: 0 }]);

    // an appointment without a deposit row keeps its cells against a new one (the cell key still decides)
    await expect(sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod) VALUES
      (3, 2, 1, 1001, '2026-12-20T08:00:00.000Z', '2026-12-20T08:30:00.000Z', 'beklemede', 'panel', 'CCCCCCCCCC')`).run()).resolves.toBeTruthy();
    await expect(sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960000, 3)').run()).rejects.toThrow(/UNIQUE/);

    // a running hold keeps its cells; once it expires, a new cell frees the whole hold
    await sql("INSERT INTO randevu_kapora (randevu_id, isletme_id, kod, tutar_kurus, neden, son_zaman) VALUES (1, 2, 'KAP123', 10000, 'hizmet', '2999-01-01T00:00:00.000Z')").run();
    await expect(sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960001, 3)').run()).rejects.toThrow(/UNIQUE/);
    await sql("UPDATE randevu_kapora SET son_zaman = '2020-01-01T00:00:00.000Z' WHERE randevu_id = 1").run();
    await sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960001, 3)').run();
    expect(await hepsi('SELECT randevu_id, hucre FROM randevu_hucre ORDER BY hucre')).toEqual([{ randevu_id: 3, hucre: 5960001 }]);
    // cancelled now (the cancel time feeds the customer rule's late cancels); the completed one has none
    expect(await hepsi('SELECT id, durum, iptal_zamani IS NOT NULL AS zamanli FROM randevu WHERE id IN (1, 2) ORDER BY id')).toEqual([{ id: 1, durum: 'iptal', zamanli: 1 }, { id: 2, durum: 'tamamlandi', zamanli: 0 }]);
    expect(await hepsi('SELECT durum FROM randevu_kapora WHERE randevu_id = 1')).toEqual([{ durum: 'dustu' }]);
    expect(await hepsi('PRAGMA foreign_key_check')).toEqual([]);
  });
});
