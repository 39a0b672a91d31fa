import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/**
 * Migration 0041 (appointment reminders) on a database that lived at the schema before it, with a salon's data in it:
 * appointments and customers keep every value (nobody confirmed, nobody opted out), and the reminders screen is
 * granted to a "Tam Yetki" set and to a set that runs the calendar whole (add, update, delete), not to a partial one.
 */
const db = env.ESKI_DB;
const once = env.TEST_MIGRATIONS.filter((m) => m.name < '0041');
// up to the waitlist (0045), which grants its own screen to the same sets (as do the resources, 0046)
const sonra = env.TEST_MIGRATIONS.filter((m) => m.name >= '0041' && m.name < '0045');
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async <T>(text: string, ...params: unknown[]) => (await sql(text, ...params).all<T>()).results;

const MODUL = ['dashboard', 'personel', 'personel-gorevler', 'hizmetler', 'hizmet-paketleri', 'musteriler', 'randevular', 'randevularim', 'kasa-hareketleri',
  'cari-takip', 'caribakiyeraporu', 'online-kanal', 'post-olustur', 'online-kanal-tema'].map((e) => `isletme:randevutakip:${e}`);
const YENI = ['isletme:randevutakip:hatirlatmalar', 'isletme:randevutakip:hatirlatmalar:gonder'];

describe('migration 0041 from the previous schema', () => {
  it('keeps the appointments and customers and grants the new screen to full sets and sets that run the calendar', async () => {
    await applyD1Migrations(db, once);
    const tam = ['isletme:randevutakip:randevular', 'isletme:randevutakip:randevular:ekle', 'isletme:personel'];
    const butun = [...MODUL, 'isletme:randevutakip:randevular:ekle', 'isletme:randevutakip:randevular:guncelle', 'isletme:randevutakip:randevular:sil'];
    const yarim = ['isletme:randevutakip:randevular', 'isletme:randevutakip:randevular:ekle', 'isletme:randevutakip:randevular:guncelle'];
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (2, 'Lotus', 'lotus', 'salon')"),
      sql(`INSERT INTO randevu_hizmet (id, isletme_id, ad, sure_dk, fiyat_kurus) VALUES (1, 2, '{"tr":"Saç kesimi"}', 30, 45000)`),
      sql("INSERT INTO personel (id, isletme_id, ad) VALUES (1001, 2, 'Selin Aydın')"),
      sql('INSERT INTO randevu_profil (personel_id, isletme_id) VALUES (1001, 2)'),
      sql("INSERT INTO musteri (id, isletme_id, ad_soyad, telefon, dil) VALUES (1, 2, 'Ayşe Yılmaz', '+905321112233', 'de')"),
      sql(`INSERT INTO randevu (id, isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES
        (1, 2, 1, 1001, '2026-12-20T08:00:00.000Z', '2026-12-20T08:30:00.000Z', 'onaylandi', 'online', 'AAAAAAAAAA', 45000),
        (2, 2, 1, 1001, '2026-11-20T08:00:00.000Z', '2026-11-20T08:30:00.000Z', 'tamamlandi', 'panel', 'BBBBBBBBBB', 45000)`),
      sql('INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) VALUES (1001, 5960000, 1), (1001, 5960001, 1)'),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (31, 2, 'isletme', 'Tam Yetki', ?)", JSON.stringify(tam)),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (32, 2, 'isletme', 'Salon müdürü', ?)", JSON.stringify(butun)),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (33, 2, 'isletme', 'Resepsiyon', ?)", JSON.stringify(yarim)),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (34, 2, 'isletme', 'Kasa', ?)", JSON.stringify(['isletme:personel'])),
    ]);

    await applyD1Migrations(db, sonra);

    expect(await hepsi('SELECT id, baslangic, durum, kod, toplam_kurus, teyit_zamani FROM randevu ORDER BY id')).toEqual([
      { id: 1, baslangic: '2026-12-20T08:00:00.000Z', durum: 'onaylandi', kod: 'AAAAAAAAAA', toplam_kurus: 45000, teyit_zamani: null },
      { id: 2, baslangic: '2026-11-20T08:00:00.000Z', durum: 'tamamlandi', kod: 'BBBBBBBBBB', toplam_kurus: 45000, teyit_zamani: null },
    ]);
    expect(await hepsi('SELECT id, ad_soyad, telefon, dil, mesaj_istemiyor FROM musteri')).toEqual([{ id: 1, ad_soyad: 'Ayşe Yılmaz', telefon: '+905321112233', dil: 'de', mesaj_istemiyor: 0 }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_hucre WHERE randevu_id = 1')).toEqual([{ n: 2 }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_hatirlatma')).toEqual([{ n: 0 }]);
    // no settings row yet: the defaults apply
    expect(await hepsi('SELECT count(*) AS n FROM randevu_hatirlatma_ayar')).toEqual([{ n: 0 }]);

    const yetkiler = async (id: number) => JSON.parse((await hepsi<{ yetkiler: string }>('SELECT yetkiler FROM yetki_seti WHERE id = ?', id))[0]!.yetkiler) as string[];
    // kept in their order, the new keys at the end; the calendar without deleting is not the calendar whole
    expect(await yetkiler(31)).toEqual([...tam, ...YENI]);
    expect(await yetkiler(32)).toEqual([...butun, ...YENI]);
    expect(await yetkiler(33)).toEqual(yarim);
    expect(await yetkiler(34)).toEqual(['isletme:personel']);

    // the move trigger: a moved appointment loses its confirmation and its sent record
    await db.batch([
      sql("UPDATE randevu SET teyit_zamani = '2026-12-19T10:00:00.000Z' WHERE id = 1"),
      sql("INSERT INTO randevu_hatirlatma (randevu_id, isletme_id, kanal) VALUES (1, 2, 'sms')"),
    ]);
    await sql("UPDATE randevu SET notlar = 'not' WHERE id = 1").run();
    expect(await hepsi('SELECT teyit_zamani FROM randevu WHERE id = 1')).toEqual([{ teyit_zamani: '2026-12-19T10:00:00.000Z' }]);
    await sql("UPDATE randevu SET baslangic = '2026-12-20T09:00:00.000Z', bitis = '2026-12-20T09:30:00.000Z' WHERE id = 1").run();
    expect(await hepsi('SELECT teyit_zamani FROM randevu WHERE id = 1')).toEqual([{ teyit_zamani: null }]);
    expect(await hepsi('SELECT count(*) AS n FROM randevu_hatirlatma')).toEqual([{ n: 0 }]);
    expect(await hepsi('PRAGMA foreign_key_check')).toEqual([]);
  });
});
