import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Migration 0045 (waitlist) on a database that lived at the schema before it, with a salon's data in it: appointments,
 * cells and customers keep every value, the waitlist starts empty, and the screen is granted to a "Tam Yetki" set and
 * to a set that runs the calendar whole, not to a partial one; the accept trigger refuses a closed offer.
 */
const db = env.ESKI_DB;
const once = env.TEST_MIGRATIONS.filter((m) => m.name < '0045');
// this migration only: the resources (0046) grant their own screen to the same sets
const sonra = env.TEST_MIGRATIONS.filter((m) => m.name >= '0045' && m.name < '0046');
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async <T>(text: string, ...params: unknown[]) => (await sql(text, ...params).all<T>()).results;

const YENI = ['isletme:randevutakip:bekleme-listesi', 'isletme:randevutakip:bekleme-listesi:ekle', 'isletme:randevutakip:bekleme-listesi:guncelle', 'isletme:randevutakip:bekleme-listesi:sil'];

describe('migration 0045 from the previous schema', () => {
  it('keeps the appointments and customers and grants the new screen to full sets and sets that run the calendar', async () => {
    await applyD1Migrations(db, once);
    const tam = ['isletme:randevutakip:randevular', 'isletme:randevutakip:randevular:ekle', 'isletme:personel'];
    const butun = ['isletme:randevutakip:randevular', 'isletme:randevutakip:randevular:ekle', 'isletme:randevutakip:randevular:guncelle', 'isletme:randevutakip:randevular:sil', 'isletme:randevutakip:hatirlatmalar'];
    const yarim = ['isletme:randevutakip:randevular', 'isletme:randevutakip:randevular:ekle', 'isletme:randevutakip:randevular:guncelle'];
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (2, 'Lotus', 'lotus', 'salon')"),
      sql(`INSERT INTO randevu_hizmet (id, isletme_id, ad, sure_dk, fiyat_kurus, kapora_tur, kapora_deger) VALUES (1, 2, '{"tr":"Saç kesimi"}', 30, 45000, 'sabit', 10000)`),
      sql("INSERT INTO personel (id, isletme_id, ad) VALUES (1001, 2, 'Selin Aydın')"),
      sql('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (1001, 2)'),
      sql("INSERT INTO musteri (id, isletme_id, ad_soyad, telefon, dil) VALUES (1, 2, 'Ayşe Yılmaz', '+905321112233', 'de')"),
      sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, teyit_zamani, iptal_zamani) VALUES
        (1, 2, 1, 1001, '2026-12-20T08:00:00.000Z', '2026-12-20T08:30:00.000Z', 'onaylandi', 'online', 'AAAAAAAAAA', 45000, '2026-12-19T10:00:00.000Z', NULL),
        (2, 2, 1, 1001, '2026-11-20T08:00:00.000Z', '2026-11-20T08:30:00.000Z', 'iptal', 'panel', 'BBBBBBBBBB', 45000, NULL, '2026-11-19T08:00:00.000Z')`),
      sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960000, 1), (1001, 5960001, 1)'),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (31, 2, 'isletme', 'Tam Yetki', ?)", JSON.stringify(tam)),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (32, 2, 'isletme', 'Salon müdürü', ?)", JSON.stringify(butun)),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (33, 2, 'isletme', 'Resepsiyon', ?)", JSON.stringify(yarim)),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (34, 2, 'isletme', 'Kasa', ?)", JSON.stringify(['isletme:personel'])),
    ]);

    await applyD1Migrations(db, sonra);

    expect(await hepsi('SELECT id, baslangic, durum, kod, toplam_kurus, teyit_zamani, iptal_zamani FROM randevu ORDER BY id')).toEqual([
      { id: 1, baslangic: '2026-12-20T08:00:00.000Z', durum: 'onaylandi', kod: 'AAAAAAAAAA', toplam_kurus: 45000, teyit_zamani: '2026-12-19T10:00:00.000Z', iptal_zamani: null },
      { id: 2, baslangic: '2026-11-20T08:00:00.000Z', durum: 'iptal', kod: 'BBBBBBBBBB', toplam_kurus: 45000, teyit_zamani: null, iptal_zamani: '2026-11-19T08:00:00.000Z' },
    ]);
    expect(await hepsi('SELECT id, ad_soyad, telefon, dil FROM musteri')).toEqual([{ id: 1, ad_soyad: 'Ayşe Yılmaz', telefon: '+905321112233', dil: 'de' }]);
    expect(await hepsi('SELECT id, kapora_tur, kapora_deger FROM randevu_hizmet')).toEqual([{ id: 1, kapora_tur: 'sabit', kapora_deger: 10000 }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_hucre WHERE randevu_id = 1')).toEqual([{ n: 2 }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_bekleme')).toEqual([{ n: 0 }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_bekleme_ayar')).toEqual([{ n: 0 }]);

    const yetkiler = async (id: number) => JSON.parse((await hepsi<{ yetkiler: string }>('SELECT yetkiler FROM yetki_seti WHERE id = ?', id))[0]!.yetkiler) as string[];
    expect(await yetkiler(31)).toEqual([...tam, ...YENI]);
    expect(await yetkiler(32)).toEqual([...butun, ...YENI]);
    expect(await yetkiler(33)).toEqual(yarim);
    expect(await yetkiler(34)).toEqual(['isletme:personel']);

    // an entry and its offer; one open offer per entry; only an open offer can be accepted
    await db.batch([
      sql("INSERT INTO randevu_bekleme (id, isletme_id, ad_soyad, telefon, hizmet_id, tarih, pencere_bas, pencere_bit, kaynak) VALUES (1, 2, 'Ayşe Yılmaz', '+905321112233', 1, '2026-12-20', '10:00', '12:00', 'online')"),
      sql("INSERT INTO randevu_bekleme_teklif (id, bekleme_id, isletme_id, personel_id, baslangic, bitis, son_zaman) VALUES (1, 1, 2, 1001, '2026-12-20T08:00:00.000Z', '2026-12-20T08:30:00.000Z', '2026-12-19T08:00:00.000Z')"),
    ]);
    await expect(sql("INSERT INTO randevu_bekleme_teklif (bekleme_id, isletme_id, personel_id, baslangic, bitis, son_zaman) VALUES (1, 2, 1001, 'x', 'y', 'z')").run()).rejects.toThrow(/UNIQUE/);
    await sql("UPDATE randevu_bekleme_teklif SET durum = 'suresi_doldu' WHERE id = 1").run();
    await expect(sql("UPDATE randevu_bekleme_teklif SET durum = 'kabul' WHERE id = 1").run()).rejects.toThrow(/not open/);
    await expect(sql("INSERT INTO randevu_bekleme (isletme_id, ad_soyad, telefon, hizmet_id, tarih, pencere_bas, pencere_bit, kaynak) VALUES (2, 'A', '+905321112233', 1, '2026-12-20', '12:00', '10:00', 'panel')").run()).rejects.toThrow(/CHECK/);
    expect(await hepsi('PRAGMA foreign_key_check')).toEqual([]);
  });
});
