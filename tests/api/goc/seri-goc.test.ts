import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Migration 0042 (recurring series) on a database that lived at the schema before it, with a salon's data in it:
 * appointments, their cells, items and a customer's package keep every value and belong to no series; a series row
 * can then hold appointments in order.
 */
const db = env.ESKI_DB;
const once = env.TEST_MIGRATIONS.filter((m) => m.name < '0042');
const sonra = env.TEST_MIGRATIONS.filter((m) => m.name >= '0042');
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async <T>(text: string, ...params: unknown[]) => (await sql(text, ...params).all<T>()).results;

describe('migration 0042 from the previous schema', () => {
  it('keeps appointments, cells and packages, and lets a series hold appointments', async () => {
    await applyD1Migrations(db, once);
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (2, 'Lotus', 'lotus', 'salon')"),
      sql(`INSERT INTO randevu_hizmet (id, isletme_id, ad, sure_dk, fiyat_kurus) VALUES (1, 2, '{"tr":"Cilt bakımı"}', 60, 90000)`),
      sql("INSERT INTO personel (id, isletme_id, ad) VALUES (1001, 2, 'Selin Aydın')"),
      sql('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (1001, 2)'),
      sql("INSERT INTO musteri (id, isletme_id, ad_soyad, telefon) VALUES (1, 2, 'Ayşe Yılmaz', '+905321112233')"),
      sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, notlar) VALUES
        (1, 2, 1, 1001, '2026-12-20T08:00:00.000Z', '2026-12-20T09:00:00.000Z', 'onaylandi', 'panel', 'AAAAAAAAAA', 90000, 'Her ay cilt bakımı'),
        (2, 2, 1, 1001, '2026-11-20T08:00:00.000Z', '2026-11-20T09:00:00.000Z', 'tamamlandi', 'panel', 'BBBBBBBBBB', 90000, '')`),
      sql('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (1, 1, 60, 90000), (2, 1, 60, 90000)'),
      sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960000, 1), (1001, 5960001, 1)'),
      sql("INSERT INTO randevu_musteri_paket (id, isletme_id, musteri_id, ad, fiyat_kurus) VALUES (1, 2, 1, '6 seans cilt bakımı', 450000)"),
      sql('INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan) VALUES (1, 1, 6, 5)'),
    ]);

    await applyD1Migrations(db, sonra);

    expect(await hepsi('SELECT id, baslangic, durum, kod, toplam_kurus, notlar, seri_id, seri_sira FROM randevu ORDER BY id')).toEqual([
      { id: 1, baslangic: '2026-12-20T08:00:00.000Z', durum: 'onaylandi', kod: 'AAAAAAAAAA', toplam_kurus: 90000, notlar: 'Her ay cilt bakımı', seri_id: null, seri_sira: null },
      { id: 2, baslangic: '2026-11-20T08:00:00.000Z', durum: 'tamamlandi', kod: 'BBBBBBBBBB', toplam_kurus: 90000, notlar: '', seri_id: null, seri_sira: null },
    ]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_hucre WHERE randevu_id = 1')).toEqual([{ n: 2 }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_kalem')).toEqual([{ n: 2 }]);
    expect(await hepsi('SELECT toplam, kalan FROM randevu_musteri_paket_hizmet')).toEqual([{ toplam: 6, kalan: 5 }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_seri')).toEqual([{ n: 0 }]);

    // the existing appointment becomes the first of a biweekly series
    await db.batch([
      sql('INSERT INTO randevu_seri (id, isletme_id, aralik_hafta, adet) VALUES (1, 2, 2, 2)'),
      sql('UPDATE randevu SET seri_id = 1, seri_sira = 1 WHERE id = 1'),
      sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, seri_id, seri_sira)
        VALUES (3, 2, 1, 1001, '2027-01-03T08:00:00.000Z', '2027-01-03T09:00:00.000Z', 'onaylandi', 'panel', 'CCCCCCCCCC', 90000, 1, 2)`),
    ]);
    expect(await hepsi('SELECT id, seri_sira FROM randevu WHERE seri_id = 1 ORDER BY seri_sira')).toEqual([{ id: 1, seri_sira: 1 }, { id: 3, seri_sira: 2 }]);
    await expect(sql('INSERT INTO randevu_seri (isletme_id, aralik_hafta, adet) VALUES (2, 5, 2)').run()).rejects.toThrow(/CHECK/);
    expect(await hepsi('PRAGMA foreign_key_check')).toEqual([]);
  });
});
