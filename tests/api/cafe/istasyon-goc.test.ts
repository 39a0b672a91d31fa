import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0036 (kitchen and bar stations) on a database that lived before it, with a person's menu, checks and sets. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];
const yetkiler = async (id: number) => JSON.parse(((await sql('SELECT yetkiler FROM yetki_seti WHERE id = ?', id).first()) as { yetkiler: string }).yetkiler) as string[];

const CAFE = ['masa', 'masa-takip', 'masa-takip:loglar:masatransfer', 'masa-takip:loglar:adisyontransfer', 'kasa-hareketleri', 'calismagunu', 'gunsonu', 'adisyonraporu', 'xraporu']
  .map((e) => `isletme:qrmenu:cafe-yonetim:${e}`);
const YENI = ['isletme:qrmenu:cafe-yonetim:istasyon', 'isletme:qrmenu:cafe-yonetim:istasyon:guncelle'];

describe('migration 0036 from the previous schema', () => {
  it("keeps a person's menu, checks, sent lines and parameters; nothing is routed yet; cafe managers and full sets gain the station screen", async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0036'));
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql("INSERT INTO isletme_parametre (isletme_id, gun_donumu_saat) VALUES (1, 5)"),
      sql(`INSERT INTO menu_kategori (id, isletme_id, ad, url_adi) VALUES (3, 1, '{"tr":"Sıcak İçecekler"}', 'sicak-icecekler')`),
      sql(`INSERT INTO menu_urun (id, isletme_id, kategori_id, ad, url_adi, fiyat_kurus) VALUES (9, 1, 3, '{"tr":"Türk Kahvesi"}', 'turk-kahvesi', 6000)`),
      sql("INSERT INTO cafe_alan (id, isletme_id, ad, sira) VALUES (1, 1, 'Salon', 1)"),
      sql("INSERT INTO menu_masa (id, isletme_id, alan_id, ad) VALUES (7, 1, 1, 'Pencere önü')"),
      sql("INSERT INTO cafe_gun (id, isletme_id, is_gunu) VALUES (1, 1, '2026-11-25')"),
      sql('INSERT INTO adisyon (id, isletme_id, no, masa_id, gun_id, toplam_kurus) VALUES (4, 1, 1, 7, 1, 12000)'),
      sql("INSERT INTO adisyon_siparis (id, isletme_id, adisyon_id, zaman) VALUES (2, 1, 4, '2026-11-25T10:00:00.000Z')"),
      sql("INSERT INTO adisyon_kalem (isletme_id, adisyon_id, urun_id, ad, birim_kurus, adet, not_metni, siparis_id, tutar_kurus) VALUES (1, 4, 9, 'Türk Kahvesi', 6000, 2, 'orta', 2, 12000)"),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (1, 1, 'isletme', 'Kafe Müdürü', ?)", JSON.stringify(CAFE)),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (2, 1, 'isletme', 'Garson', ?)", JSON.stringify(['isletme:qrmenu:cafe-yonetim:masa-takip', 'isletme:qrmenu:cafe-yonetim:masa-takip:ekle'])),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (3, 1, 'isletme', 'Tam Yetki', ?)", JSON.stringify(['isletme:qrmenu:cafe-yonetim:masa-takip', 'isletme:personel'])),
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (2, 'Salon Işıl', 'salon-isil', 'salon')"),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (4, 2, 'isletme', 'Tam Yetki', ?)", JSON.stringify(['isletme:randevutakip:dashboard'])),
    ]);
    const once = {
      parametre: await hepsi('SELECT * FROM isletme_parametre'),
      urun: await hepsi('SELECT * FROM menu_urun'),
      kategori: await hepsi('SELECT * FROM menu_kategori'),
      adisyon: await hepsi('SELECT * FROM adisyon'),
      kalem: await hepsi('SELECT * FROM adisyon_kalem'),
    };

    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0037'));

    expect(await hepsi('SELECT * FROM isletme_parametre')).toEqual(once.parametre.map((r) => ({ ...r, istasyon_sari_dk: 8, istasyon_kirmizi_dk: 15 })));
    expect(await hepsi('SELECT * FROM menu_urun')).toEqual(once.urun.map((r) => ({ ...r, istasyon_id: null })));
    expect(await hepsi('SELECT * FROM menu_kategori')).toEqual(once.kategori.map((r) => ({ ...r, istasyon_id: null })));
    expect(await hepsi('SELECT * FROM adisyon')).toEqual(once.adisyon);
    expect(await hepsi('SELECT * FROM adisyon_kalem')).toEqual(once.kalem);
    expect(await hepsi('SELECT * FROM istasyon_fis')).toEqual([]);
    expect(await yetkiler(1)).toEqual([...CAFE, ...YENI]);
    expect(await yetkiler(2)).toEqual(['isletme:qrmenu:cafe-yonetim:masa-takip', 'isletme:qrmenu:cafe-yonetim:masa-takip:ekle']);
    expect(await yetkiler(3)).toEqual(['isletme:qrmenu:cafe-yonetim:masa-takip', 'isletme:personel', ...YENI]);
    // a full set of a venue without the cafe stays as it was
    expect(await yetkiler(4)).toEqual(['isletme:randevutakip:dashboard']);

  });
});
