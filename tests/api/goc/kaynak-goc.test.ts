import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Migration 0046 (resources) on a database that lived at the schema before it, with a salon's data in it: services,
 * appointments and their cells stay as they were; a service with no resource books and moves as before; the new
 * screen goes to the "Tam Yetki" set and to a set holding the whole appointment module, no other.
 */
const db = env.ESKI_DB;
const once = env.TEST_MIGRATIONS.filter((m) => m.name < '0046');
const sonra = env.TEST_MIGRATIONS.filter((m) => m.name >= '0046');
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async <T>(text: string, ...params: unknown[]) => (await sql(text, ...params).all<T>()).results;

// the module's screens before 0046, the balance report aside (the reception set runs the module without it)
const MODUL = ['dashboard', 'personel', 'personel-gorevler', 'hizmetler', 'hizmet-paketleri', 'musteriler', 'randevular', 'randevularim', 'kasa-hareketleri',
  'cari-takip', 'online-kanal', 'post-olustur', 'online-kanal-tema'].map((s) => `isletme:randevutakip:${s}`);
const YENI = ['isletme:randevutakip:kaynaklar', 'isletme:randevutakip:kaynaklar:ekle', 'isletme:randevutakip:kaynaklar:guncelle', 'isletme:randevutakip:kaynaklar:sil'];

describe('migration 0046 from the previous schema', () => {
  it('keeps services, appointments and cells; services without a resource work as before; grants the screen', async () => {
    await applyD1Migrations(db, once);
    const tam = ['isletme:dashboard', 'isletme:randevutakip:randevular', 'isletme:randevutakip:randevular:ekle'];
    const butun = [...MODUL, 'isletme:randevutakip:randevular:ekle'];
    // the calendar whole, but not the whole module
    const yarim = [...MODUL.filter((k) => !k.endsWith(':online-kanal-tema')), 'isletme:randevutakip:randevular:ekle', 'isletme:randevutakip:randevular:guncelle', 'isletme:randevutakip:randevular:sil'];
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (2, 'Lotus', 'lotus', 'salon')"),
      sql(`INSERT INTO randevu_hizmet (id, isletme_id, ad, sure_dk, fiyat_kurus, sonra_tampon_dk) VALUES (1, 2, '{"tr":"Lazer epilasyon"}', 30, 90000, 5)`),
      sql("INSERT INTO personel (id, isletme_id, ad) VALUES (1001, 2, 'Selin Aydın'), (1002, 2, 'Burak Kaya')"),
      sql('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (1001, 2), (1002, 2)'),
      sql("INSERT INTO musteri (id, isletme_id, ad_soyad, telefon) VALUES (1, 2, 'Ayşe Yılmaz', '+905321112233')"),
      sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES
        (1, 2, 1, 1001, '2026-12-20T08:00:00.000Z', '2026-12-20T08:30:00.000Z', 'onaylandi', 'online', 'AAAAAAAAAA', 90000),
        (2, 2, 1, 1001, '2026-11-20T08:00:00.000Z', '2026-11-20T08:30:00.000Z', 'tamamlandi', 'panel', 'BBBBBBBBBB', 90000)`),
      sql('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (1, 1, 30, 90000), (2, 1, 30, 90000)'),
      sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960000, 1), (1001, 5960001, 1)'),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (31, 2, 'isletme', 'Tam Yetki', ?)", JSON.stringify(tam)),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (32, 2, 'isletme', 'Salon müdürü', ?)", JSON.stringify(butun)),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (33, 2, 'isletme', 'Resepsiyon', ?)", JSON.stringify(yarim)),
    ]);

    await applyD1Migrations(db, sonra);

    expect(await hepsi('SELECT id, sure_dk, fiyat_kurus, sonra_tampon_dk FROM randevu_hizmet')).toEqual([{ id: 1, sure_dk: 30, fiyat_kurus: 90000, sonra_tampon_dk: 5 }]);
    expect(await hepsi('SELECT id, durum, kod, baslangic FROM randevu ORDER BY id')).toEqual([
      { id: 1, durum: 'onaylandi', kod: 'AAAAAAAAAA', baslangic: '2026-12-20T08:00:00.000Z' },
      { id: 2, durum: 'tamamlandi', kod: 'BBBBBBBBBB', baslangic: '2026-11-20T08:00:00.000Z' },
    ]);
    expect(await hepsi('SELECT personel_id, hucre, randevu_id FROM randevu_hucre ORDER BY hucre')).toEqual([
      { personel_id: 1001, hucre: 5960000, randevu_id: 1 }, { personel_id: 1001, hucre: 5960001, randevu_id: 1 },
    ]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_kaynak_hucre')).toEqual([{ n: 0 }]);

    // a service with no resource: a new appointment on the other staff member at the same time books, a move moves
    await db.batch([
      sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod) VALUES
        (3, 2, 1, 1002, '2026-12-20T08:00:00.000Z', '2026-12-20T08:30:00.000Z', 'onaylandi', 'panel', 'CCCCCCCCCC')`),
      sql('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (3, 1, 30, 90000)'),
      sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1002, 5960000, 3), (1002, 5960001, 3)'),
    ]);
    await db.batch([sql('DELETE FROM randevu_hucre WHERE randevu_id = 1'), sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960010, 1), (1001, 5960011, 1)')]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_hucre')).toEqual([{ n: 4 }]);
    // the staff cell key still decides a double booking
    await expect(sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1002, 5960000, 1)').run()).rejects.toThrow(/UNIQUE/);

    // once the service needs a device, the next appointment's cells take it, and the device's key decides
    await db.batch([
      sql("INSERT INTO randevu_kaynak (id, isletme_id, ad, tur) VALUES (1, 2, 'Lazer cihazı', 'cihaz')"),
      sql('INSERT INTO randevu_hizmet_kaynak (hizmet_id, kaynak_id) VALUES (1, 1)'),
    ]);
    await db.batch([sql('DELETE FROM randevu_hucre WHERE randevu_id = 1'), sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960020, 1), (1001, 5960021, 1)')]);
    expect(await hepsi('SELECT kaynak_id, hucre, randevu_id FROM randevu_kaynak_hucre ORDER BY hucre')).toEqual([
      { kaynak_id: 1, hucre: 5960020, randevu_id: 1 }, { kaynak_id: 1, hucre: 5960021, randevu_id: 1 },
    ]);
    await expect(db.batch([sql('DELETE FROM randevu_hucre WHERE randevu_id = 3'), sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1002, 5960021, 3)')])).rejects.toThrow(/randevu_kaynak_hucre/);
    // the failed batch left appointment 3 as it was
    expect(await hepsi('SELECT hucre FROM randevu_hucre WHERE randevu_id = 3 ORDER BY hucre')).toEqual([{ hucre: 5960000 }, { hucre: 5960001 }]);

    const yetkiler = async (id: number) => JSON.parse((await hepsi<{ yetkiler: string }>('SELECT yetkiler FROM yetki_seti WHERE id = ?', id))[0]!.yetkiler) as string[];
    expect(await yetkiler(31)).toEqual([...tam, ...YENI]);
    expect(await yetkiler(32)).toEqual([...butun, ...YENI]);
    expect(await yetkiler(33)).toEqual(yarim);
    expect(await hepsi('PRAGMA foreign_key_check')).toEqual([]);
  });
});
