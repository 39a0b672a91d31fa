import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Migration 0007 (venue-wide staff, customers, cash book, ledger) on a database that lived at 0006: demo-like rows
 * plus what a person added by hand must all be there afterwards, with the same ids, links and balances.
 */
const db = env.ESKI_DB;
const once = env.TEST_MIGRATIONS.filter((m) => m.name < '0007');
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async <T>(text: string, ...params: unknown[]) => (await sql(text, ...params).all<T>()).results;

describe('migration 0007 from the previous schema', () => {
  it('keeps every staff member, profile detail, customer, appointment, task, leave, photo, movement and balance', async () => {
    await applyD1Migrations(db, once);
    expect(await hepsi("SELECT name FROM sqlite_master WHERE name IN ('randevu_kasa', 'personel')")).toEqual([{ name: 'randevu_kasa' }]);

    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe'), (2, 'Lotus', 'lotus', 'salon')"),
      sql("INSERT INTO kullanici (id, email, ad_soyad, sifre_hash, kullanici_tipi) VALUES (7, 'selin@ornek.test', 'Selin Aydın', 'x', 2)"),
      sql(`INSERT INTO randevu_hizmet (id, isletme_id, ad, sure_dk, fiyat_kurus) VALUES (1, 2, '{"tr":"Saç kesimi"}', 30, 45000), (2, 2, '{"tr":"Fön"}', 30, 25000)`),
      // staff: one as seeded, one a person added (photo, colour, account, passive), one offline
      sql("INSERT INTO randevu_personel (id, isletme_id, ad, aktif, foto, renk, sira, online, kullanici_id) VALUES (1001, 2, 'Selin Aydın', 1, 'randevu/personel/2/abc.webp', '#be185d', 2, 1, 7)"),
      sql("INSERT INTO randevu_personel (id, isletme_id, ad, aktif, renk, sira, online) VALUES (1002, 2, 'Burak Çelik', 0, '#0f766e', 1, 1), (1003, 2, 'Derya Koç', 1, '#6d28d9', 3, 0)"),
      sql('INSERT INTO randevu_personel_hizmet (personel_id, hizmet_id) VALUES (1001, 1), (1001, 2), (1003, 2)'),
      sql("INSERT INTO randevu_calisma (personel_id, gun, baslangic, bitis, tur) VALUES (1001, 2, '10:00', '19:00', 'calisma'), (1001, 2, '13:00', '14:00', 'mola')"),
      sql("INSERT INTO randevu_izin (personel_id, baslangic, bitis, aciklama) VALUES (1003, '2026-12-01T07:00:00.000Z', '2026-12-03T16:00:00.000Z', 'Yıllık izin')"),
      sql("INSERT INTO randevu_gorev (isletme_id, personel_id, baslik) VALUES (2, 1001, 'Boya siparişi'), (2, NULL, 'Vitrin')"),
      sql("INSERT INTO randevu_musteri (id, isletme_id, ad_soyad, telefon, email, kvkk_metin_surum, kvkk_onay_zamani, notlar, dogum_tarihi) VALUES (1, 2, 'Ayşe Yılmaz', '+905321112233', 'ayse@ornek.test', 'kvkk-1', '2026-10-01T09:00:00.000Z', 'Kısa kesim sever', '1990-04-12')"),
      sql("INSERT INTO randevu_musteri (id, isletme_id, ad_soyad, telefon) VALUES (2, 2, 'Mehmet Öz', '+905329998877')"),
      sql("INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES (1, 2, 1, 1001, '2026-11-20T08:00:00.000Z', '2026-11-20T08:30:00.000Z', 'tamamlandi', 'panel', 'AAAAAAAAAA', 45000), (2, 2, 2, 1003, '2026-12-10T08:00:00.000Z', '2026-12-10T08:30:00.000Z', 'onaylandi', 'online', 'BBBBBBBBBB', 25000)"),
      sql('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (1, 1, 30, 45000), (2, 2, 30, 25000)'),
      sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1003, 5000000, 2), (1003, 5000001, 2)'),
      sql("INSERT INTO randevu_paket (id, isletme_id, ad, fiyat_kurus) VALUES (1, 2, 'Fön 5’li', 100000)"),
      sql("INSERT INTO randevu_musteri_paket (id, isletme_id, musteri_id, paket_id, ad, fiyat_kurus) VALUES (1, 2, 1, 1, 'Fön 5’li', 100000)"),
      sql("INSERT INTO randevu_kasa (id, isletme_id, tur, odeme, tutar_kurus, aciklama, tarih, randevu_id, musteri_id, kullanici_id) VALUES (1, 2, 'gelir', 'kart', 45000, 'Randevu ödemesi · AAAAAAAAAA', '2026-11-20T08:30:00.000Z', 1, 1, 7), (2, 2, 'gelir', 'nakit', 100000, 'Paket satışı: Fön 5’li', '2026-11-21T10:00:00.000Z', NULL, 1, 7), (3, 2, 'gider', 'havale', 250000, 'Dükkan kirası', '2026-11-01T09:00:00.000Z', NULL, NULL, 7)"),
      sql("INSERT INTO randevu_cari (id, isletme_id, musteri_id, tur, tutar_kurus, aciklama, tarih, randevu_id) VALUES (1, 2, 2, 'borc', 30000, 'Veresiye randevu · CCCCCCCCCC', '2026-11-02T09:00:00.000Z', NULL), (2, 2, 2, 'tahsilat', 10000, 'İlk ödeme', '2026-11-05T09:00:00.000Z', NULL), (3, 2, 1, 'borc', 5000, 'Ürün', '2026-11-06T09:00:00.000Z', NULL)"),
    ]);
    const bakiyeOnce = await hepsi<{ musteri_id: number; bakiye: number }>("SELECT musteri_id, sum(CASE tur WHEN 'borc' THEN tutar_kurus ELSE -tutar_kurus END) AS bakiye FROM randevu_cari GROUP BY musteri_id ORDER BY musteri_id");

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    // the register holds every person with their id, photo, colour and account; the appointment side keeps order, online flag and active state
    expect(await hepsi('SELECT id, isletme_id, ad, foto, renk, kullanici_id, aktif FROM personel ORDER BY id')).toEqual([
      { id: 1001, isletme_id: 2, ad: 'Selin Aydın', foto: 'randevu/personel/2/abc.webp', renk: '#be185d', kullanici_id: 7, aktif: 1 },
      { id: 1002, isletme_id: 2, ad: 'Burak Çelik', foto: null, renk: '#0f766e', kullanici_id: null, aktif: 1 },
      { id: 1003, isletme_id: 2, ad: 'Derya Koç', foto: null, renk: '#6d28d9', kullanici_id: null, aktif: 1 },
    ]);
    expect(await hepsi('SELECT id, sira, online, aktif FROM randevu_personel ORDER BY sira')).toEqual([
      { id: 1002, sira: 1, online: 1, aktif: 0 },
      { id: 1001, sira: 2, online: 1, aktif: 1 },
      { id: 1003, sira: 3, online: 0, aktif: 1 },
    ]);
    expect(await hepsi('SELECT personel_id, hizmet_id FROM randevu_personel_hizmet ORDER BY 1, 2')).toHaveLength(3);
    expect(await hepsi('SELECT personel_id, tur FROM randevu_calisma ORDER BY tur')).toEqual([{ personel_id: 1001, tur: 'calisma' }, { personel_id: 1001, tur: 'mola' }]);
    expect(await hepsi('SELECT personel_id, aciklama FROM randevu_izin')).toEqual([{ personel_id: 1003, aciklama: 'Yıllık izin' }]);
    expect(await hepsi('SELECT personel_id, baslik FROM randevu_gorev ORDER BY id')).toEqual([{ personel_id: 1001, baslik: 'Boya siparişi' }, { personel_id: null, baslik: 'Vitrin' }]);

    // customers keep ids and every field; the booking consent also became a consent record
    expect(await hepsi('SELECT id, ad_soyad, telefon, email, notlar, dogum_tarihi, kvkk_onay_zamani FROM musteri ORDER BY id')).toEqual([
      { id: 1, ad_soyad: 'Ayşe Yılmaz', telefon: '+905321112233', email: 'ayse@ornek.test', notlar: 'Kısa kesim sever', dogum_tarihi: '1990-04-12', kvkk_onay_zamani: '2026-10-01T09:00:00.000Z' },
      { id: 2, ad_soyad: 'Mehmet Öz', telefon: '+905329998877', email: null, notlar: '', dogum_tarihi: null, kvkk_onay_zamani: null },
    ]);
    expect(await hepsi('SELECT musteri_id, tur, kanal, verildi, metin_surum, zaman FROM musteri_onay')).toEqual([
      { musteri_id: 1, tur: 'kvkk', kanal: null, verildi: 1, metin_surum: 'kvkk-1', zaman: '2026-10-01T09:00:00.000Z' },
    ]);
    expect(await hepsi('SELECT id, musteri_id, personel_id, durum, kod FROM randevu ORDER BY id')).toEqual([
      { id: 1, musteri_id: 1, personel_id: 1001, durum: 'tamamlandi', kod: 'AAAAAAAAAA' },
      { id: 2, musteri_id: 2, personel_id: 1003, durum: 'onaylandi', kod: 'BBBBBBBBBB' },
    ]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_hucre')).toEqual([{ n: 2 }]);
    expect(await hepsi('SELECT musteri_id FROM randevu_musteri_paket')).toEqual([{ musteri_id: 1 }]);

    // every money row with its id, amount, date, links and a source derived from what it was
    expect(await hepsi('SELECT id, tur, odeme, tutar_kurus, kaynak, tarih, randevu_id, musteri_id, kullanici_id FROM kasa ORDER BY id')).toEqual([
      { id: 1, tur: 'gelir', odeme: 'kart', tutar_kurus: 45000, kaynak: 'randevu', tarih: '2026-11-20T08:30:00.000Z', randevu_id: 1, musteri_id: 1, kullanici_id: 7 },
      { id: 2, tur: 'gelir', odeme: 'nakit', tutar_kurus: 100000, kaynak: 'paket', tarih: '2026-11-21T10:00:00.000Z', randevu_id: null, musteri_id: 1, kullanici_id: 7 },
      { id: 3, tur: 'gider', odeme: 'havale', tutar_kurus: 250000, kaynak: 'manuel', tarih: '2026-11-01T09:00:00.000Z', randevu_id: null, musteri_id: null, kullanici_id: 7 },
    ]);
    expect(await hepsi('SELECT id, musteri_id, tur, tutar_kurus, aciklama FROM cari ORDER BY id')).toHaveLength(3);
    expect(await hepsi('SELECT musteri_id, bakiye_kurus AS bakiye FROM cari_bakiye ORDER BY musteri_id')).toEqual(bakiyeOnce);
    expect(bakiyeOnce).toEqual([{ musteri_id: 1, bakiye: 5000 }, { musteri_id: 2, bakiye: 20000 }]);

    // nothing dangles, and the old tables are gone (the staff name now answers as the appointment view)
    expect(await hepsi('PRAGMA foreign_key_check')).toEqual([]);
    expect(await hepsi("SELECT name, type FROM sqlite_master WHERE name IN ('randevu_kasa', 'randevu_cari', 'randevu_musteri', 'randevu_personel') ORDER BY name")).toEqual([{ name: 'randevu_personel', type: 'view' }]);
  });
});
