import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Migration 0011 on a database that lived at the schema before it: the Turkish texts the system wrote into the cash
 * book and the ledger become a kind + parameters; what a person typed (or edited) stays word for word.
 */
const db = env.ESKI_DB;
const once = env.TEST_MIGRATIONS.filter((m) => m.name < '0011');
const sonra = env.TEST_MIGRATIONS.filter((m) => m.name >= '0011');
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async <T>(text: string, ...params: unknown[]) => (await sql(text, ...params).all<T>()).results;

describe('migration 0011 from the previous schema', () => {
  it('turns system-written descriptions into kinds and keeps hand-written ones', async () => {
    await applyD1Migrations(db, once);
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (2, 'Lotus', 'lotus', 'salon')"),
      sql(`INSERT INTO randevu_hizmet (id, isletme_id, ad, sure_dk, fiyat_kurus) VALUES (1, 2, '{"tr":"Saç kesimi"}', 30, 45000)`),
      sql("INSERT INTO personel (id, isletme_id, ad) VALUES (1001, 2, 'Selin Aydın')"),
      sql("INSERT INTO musteri (id, isletme_id, ad_soyad, telefon) VALUES (1, 2, 'Ayşe Yılmaz', '+905321112233'), (2, 2, 'Mehmet Öz', '+905329998877')"),
      sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES
        (1, 2, 1, 1001, '2026-11-20T08:00:00.000Z', '2026-11-20T08:30:00.000Z', 'tamamlandi', 'panel', 'AAAAAAAAAA', 45000),
        (2, 2, 2, 1001, '2026-11-21T08:00:00.000Z', '2026-11-21T08:30:00.000Z', 'tamamlandi', 'panel', 'BBBBBBBBBB', 45000),
        (3, 2, 2, 1001, '2026-11-22T08:00:00.000Z', '2026-11-22T08:30:00.000Z', 'tamamlandi', 'panel', 'CCCCCCCCCC', 45000)`),
      sql(`INSERT INTO kasa (id, isletme_id, tur, odeme, tutar_kurus, kaynak, aciklama, tarih, randevu_id, musteri_id) VALUES
        (1, 2, 'gelir', 'kart', 45000, 'randevu', 'Randevu ödemesi · AAAAAAAAAA', '2026-11-20T08:30:00.000Z', 1, 1),
        (2, 2, 'gelir', 'nakit', 45000, 'randevu', 'Randevu ödemesi', '2026-11-22T08:30:00.000Z', 3, 2),
        (3, 2, 'gelir', 'nakit', 100000, 'paket', 'Paket satışı: Fön 5’li', '2026-11-21T10:00:00.000Z', NULL, 1),
        (4, 2, 'gelir', 'nakit', 20000, 'manuel', 'Cari tahsilat: Mehmet Öz', '2026-11-23T10:00:00.000Z', NULL, 2),
        (5, 2, 'gelir', 'kart', 5000, 'manuel', 'Cari tahsilat: Mehmet Öz — kalan borç, Ekim', '2026-11-24T10:00:00.000Z', NULL, 2),
        (6, 2, 'gider', 'havale', 250000, 'manuel', 'Dükkan kirası', '2026-11-01T09:00:00.000Z', NULL, NULL),
        (7, 2, 'gelir', 'nakit', 45000, 'randevu', 'Randevu ödemesi · AAAAAAAAAA (bahşiş dahil)', '2026-11-20T08:31:00.000Z', 1, 1),
        (8, 2, 'gelir', 'nakit', 3000, 'manuel', 'Randevu ödemesi · AAAAAAAAAA', '2026-11-20T08:32:00.000Z', NULL, 1)`),
      sql(`INSERT INTO cari (id, isletme_id, musteri_id, tur, tutar_kurus, kaynak, aciklama, tarih, randevu_id) VALUES
        (1, 2, 2, 'borc', 45000, 'randevu', 'Veresiye randevu · BBBBBBBBBB', '2026-11-21T08:30:00.000Z', 2),
        (2, 2, 2, 'borc', 30000, 'paket', 'Paket satışı: El & Ayak Bakımı 4’lü', '2026-11-21T09:00:00.000Z', NULL),
        (3, 2, 2, 'tahsilat', 10000, 'manuel', 'İlk taksit', '2026-11-23T10:00:00.000Z', NULL)`),
    ]);

    await applyD1Migrations(db, sonra);

    expect(await hepsi('SELECT id, aciklama, sistem_tur, sistem_param, tutar_kurus FROM kasa ORDER BY id')).toEqual([
      { id: 1, aciklama: '', sistem_tur: 'randevuOdemesi', sistem_param: '{"kod":"AAAAAAAAAA"}', tutar_kurus: 45000 },
      // the demo's text without a code gets the appointment's code
      { id: 2, aciklama: '', sistem_tur: 'randevuOdemesi', sistem_param: '{"kod":"CCCCCCCCCC"}', tutar_kurus: 45000 },
      { id: 3, aciklama: '', sistem_tur: 'paketSatisi', sistem_param: '{"paket":"Fön 5’li"}', tutar_kurus: 100000 },
      { id: 4, aciklama: '', sistem_tur: 'cariTahsilat', sistem_param: '{}', tutar_kurus: 20000 },
      // the note typed with a ledger collection stays, the system's words go
      { id: 5, aciklama: 'kalan borç, Ekim', sistem_tur: 'cariTahsilat', sistem_param: '{}', tutar_kurus: 5000 },
      // typed, edited, or typed to look like the system's: kept word for word
      { id: 6, aciklama: 'Dükkan kirası', sistem_tur: null, sistem_param: null, tutar_kurus: 250000 },
      { id: 7, aciklama: 'Randevu ödemesi · AAAAAAAAAA (bahşiş dahil)', sistem_tur: null, sistem_param: null, tutar_kurus: 45000 },
      { id: 8, aciklama: 'Randevu ödemesi · AAAAAAAAAA', sistem_tur: null, sistem_param: null, tutar_kurus: 3000 },
    ]);
    expect(await hepsi('SELECT id, aciklama, sistem_tur, sistem_param FROM cari ORDER BY id')).toEqual([
      { id: 1, aciklama: '', sistem_tur: 'veresiyeRandevu', sistem_param: '{"kod":"BBBBBBBBBB"}' },
      { id: 2, aciklama: '', sistem_tur: 'paketSatisi', sistem_param: '{"paket":"El & Ayak Bakımı 4’lü"}' },
      { id: 3, aciklama: 'İlk taksit', sistem_tur: null, sistem_param: null },
    ]);
    expect(await hepsi('SELECT id, indirim_kurus FROM randevu ORDER BY id')).toEqual([{ id: 1, indirim_kurus: 0 }, { id: 2, indirim_kurus: 0 }, { id: 3, indirim_kurus: 0 }]);
    expect(await hepsi('PRAGMA foreign_key_check')).toEqual([]);
  });
});
