import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';

/** Migration 0034 (product options, the options a check's line was sold with) on a database that lived before it. */
const db = env.ESKI_DB;
const sql = (text: string, ...params: unknown[]) => db.prepare(text).bind(...params);
const hepsi = async (text: string) => (await sql(text).all()).results as Record<string, unknown>[];
const yetkiler = async (id: number) => JSON.parse(((await sql('SELECT yetkiler FROM yetki_seti WHERE id = ?', id).first()) as { yetkiler: string }).yetkiler) as string[];

describe('migration 0034 from the previous schema', () => {
  it("keeps a person's menu, checks and sets; old lines have no options; product editors gain the options screen", async () => {
    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0034'));
    const urunlerTam = ['isletme:qrmenu:urunler', 'isletme:qrmenu:urunler:ekle', 'isletme:qrmenu:urunler:guncelle', 'isletme:qrmenu:urunler:sil'];
    await db.batch([
      sql("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe')"),
      sql(`INSERT INTO menu_kategori (id, isletme_id, ad, url_adi) VALUES (3, 1, '{"tr":"Sıcak İçecekler","en":"Hot drinks"}', 'sicak-icecekler')`),
      sql(`INSERT INTO menu_urun (id, isletme_id, kategori_id, ad, url_adi, fiyat_kurus) VALUES (9, 1, 3, '{"tr":"Türk Kahvesi"}', 'turk-kahvesi', 6000)`),
      sql("INSERT INTO cafe_alan (id, isletme_id, ad, sira) VALUES (1, 1, 'Salon', 1)"),
      sql("INSERT INTO menu_masa (id, isletme_id, alan_id, ad) VALUES (7, 1, 1, 'Pencere önü')"),
      sql("INSERT INTO cafe_gun (id, isletme_id, is_gunu) VALUES (1, 1, '2026-11-25')"),
      sql('INSERT INTO adisyon (id, isletme_id, no, masa_id, gun_id, toplam_kurus) VALUES (4, 1, 1, 7, 1, 12000)'),
      sql("INSERT INTO adisyon_kalem (isletme_id, adisyon_id, urun_id, ad, birim_kurus, adet, not_metni, tutar_kurus) VALUES (1, 4, 9, 'Türk Kahvesi', 6000, 2, 'orta şekerli', 12000)"),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (1, 1, 'isletme', 'Menü Sorumlusu', ?)", JSON.stringify([...urunlerTam, 'isletme:qrmenu:kategori'])),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (2, 1, 'isletme', 'Garson', ?)", JSON.stringify(['isletme:qrmenu:urunler', 'isletme:qrmenu:cafe-yonetim:masa-takip'])),
      sql("INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (3, 1, 'isletme', 'Tam Yetki', ?)", JSON.stringify(['isletme:qrmenu:urunler', 'isletme:qrmenu:urunler:ekle'])),
    ]);
    const once = {
      urun: await hepsi('SELECT * FROM menu_urun'),
      kategori: await hepsi('SELECT * FROM menu_kategori'),
      adisyon: await hepsi('SELECT * FROM adisyon'),
      kalem: await hepsi('SELECT * FROM adisyon_kalem'),
    };

    await applyD1Migrations(db, env.TEST_MIGRATIONS.filter((m) => m.name < '0035'));

    expect(await hepsi('SELECT * FROM menu_urun')).toEqual(once.urun);
    expect(await hepsi('SELECT * FROM menu_kategori')).toEqual(once.kategori);
    expect(await hepsi('SELECT * FROM adisyon')).toEqual(once.adisyon);
    expect(await hepsi('SELECT * FROM adisyon_kalem')).toEqual(once.kalem.map((r) => ({ ...r, secenekler: '[]' })));
    const yeni = ['isletme:qrmenu:secenekler', 'isletme:qrmenu:secenekler:ekle', 'isletme:qrmenu:secenekler:guncelle', 'isletme:qrmenu:secenekler:sil'];
    expect(await yetkiler(1)).toEqual([...urunlerTam, 'isletme:qrmenu:kategori', ...yeni]);
    expect(await yetkiler(2)).toEqual(['isletme:qrmenu:urunler', 'isletme:qrmenu:cafe-yonetim:masa-takip']);
    expect(await yetkiler(3)).toEqual(['isletme:qrmenu:urunler', 'isletme:qrmenu:urunler:ekle', ...yeni]);

    // the new tables take the person's menu: a group on the category, one on the product, values with their rules
    await db.batch([
      sql(`INSERT INTO menu_secenek_grup (id, isletme_id, ad, mutfak_ad, en_az, en_cok) VALUES (1, 1, '{"tr":"Şeker"}', 'ŞEK', 1, 1)`),
      sql(`INSERT INTO menu_secenek_deger (isletme_id, grup_id, ad, fark_kurus) VALUES (1, 1, '{"tr":"Orta"}', 0)`),
      sql('INSERT INTO menu_secenek_bag (isletme_id, grup_id, kategori_id) VALUES (1, 1, 3)'),
      sql('INSERT INTO menu_secenek_bag (isletme_id, grup_id, urun_id) VALUES (1, 1, 9)'),
    ]);
    await expect(sql(`INSERT INTO menu_secenek_deger (isletme_id, grup_id, ad, fark_kurus) VALUES (1, 1, '{"tr":"Ucuz"}', -100)`).run()).rejects.toThrow(/CHECK/);
    await expect(sql(`INSERT INTO menu_secenek_grup (isletme_id, ad, en_az, en_cok) VALUES (1, '{"tr":"Ters"}', 2, 1)`).run()).rejects.toThrow(/CHECK/);
    await expect(sql('INSERT INTO menu_secenek_bag (isletme_id, grup_id, kategori_id, urun_id) VALUES (1, 1, 3, 9)').run()).rejects.toThrow(/CHECK/);
    await expect(sql('INSERT INTO menu_secenek_bag (isletme_id, grup_id, kategori_id) VALUES (1, 1, 3)').run()).rejects.toThrow(/UNIQUE/);
    // deleting the group takes its values and attachments with it
    await sql('DELETE FROM menu_secenek_grup WHERE id = 1').run();
    expect(await hepsi('SELECT id FROM menu_secenek_deger')).toEqual([]);
    expect(await hepsi('SELECT id FROM menu_secenek_bag')).toEqual([]);
  });
});
