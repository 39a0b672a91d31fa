import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PERMISSION_KEYS, ISLETME_PERMISSION_KEYS } from '@lib/permissions';
import { degisenler, demoYukle, dokum } from './demo-yukle';
import { ESKI_ADMIN_YETKILERI, ESKI_ISLETME_YETKILERI } from './eski-yetkiler';

/**
 * A database a person used with the release before this one (its schema: migrations 0001–0004; its demo's sets, tables,
 * the salon's cash book and ledger, plus sets made by hand) is upgraded to today's schema and started twice, the
 * second time three days later. Every demo set then grants what a fresh install's does, the sets a person made keep
 * their meaning, and no row that was there before the start changed: not a set, a user, a table nor a past day's money.
 */
const eski = env.ESKI_DB;
const yeni = env.DB;
const GUN = 86_400_000;
const now = Date.now();
const gunOnce = (n: number, saat: number) => new Date(now - n * GUN).toISOString().slice(0, 10) + `T${String(saat).padStart(2, '0')}:00:00.000Z`;

const C = 'isletme:qrmenu:cafe-yonetim';
const eskiGarson = [`${C}:masa-takip`, `${C}:masa-takip:ekle`, `${C}:masa-takip:guncelle`];
const eskiResepsiyon = ESKI_ISLETME_YETKILERI.filter((k) => k.startsWith('isletme:randevutakip:') && !k.includes('caribakiye'));
const eskiKasiyer = ESKI_ISLETME_YETKILERI.filter((k) => k.startsWith(`${C}:`));
// by hand: a manager who held table tracking whole and part of the day end; a host who sees tables only
const mudur = [`${C}:masa-takip`, ...['ekle', 'guncelle', 'sil', 'disa-aktar'].map((a) => `${C}:masa-takip:${a}`), `${C}:gunsonu`, `${C}:gunsonu:raporCek`];
const karsilama = [`${C}:masa-takip`, `${C}:masa-takip:ekle`];

type Set = { id: number; isletme_id: number | null; kapsam: string; ad: string; yetkiler: string };
const setler = async (db: D1Database) => (await db.prepare('SELECT id, isletme_id, kapsam, ad, yetkiler FROM yetki_seti ORDER BY id').all<Set>()).results;
/** What a set grants: its keys that today's tree knows (guards ignore the rest), sorted. */
const verir = (s: Set) => (JSON.parse(s.yetkiler) as string[]).filter((k) => (s.kapsam === 'admin' ? ADMIN_PERMISSION_KEYS : ISLETME_PERMISSION_KEYS).has(k)).sort();
const salonKasasi = async (db: D1Database) => (await db.prepare(`SELECT substr(tarih, 1, 10) AS gun, sum(CASE tur WHEN 'gelir' THEN tutar_kurus ELSE -tutar_kurus END) AS net
  FROM kasa WHERE isletme_id = 2 AND tarih < ? GROUP BY gun ORDER BY gun`).bind(new Date(now).toISOString().slice(0, 10)).all()).results;
const salonCarisi = async (db: D1Database) => db.prepare("SELECT sum(CASE tur WHEN 'borc' THEN tutar_kurus ELSE -tutar_kurus END) AS acik FROM cari WHERE isletme_id = 2").first<{ acik: number }>();
const masalar = async (db: D1Database) => (await db.prepare('SELECT m.id, m.ad, m.sira, a.ad AS alan, m.plan_x, m.kapasite FROM menu_masa m JOIN cafe_alan a ON a.id = m.alan_id WHERE m.id <= 6 ORDER BY m.id').all()).results;

let onceki: Map<string, string[]>;
let sonraki: Map<string, string[]>;
let kasaOnce: unknown[];
let cariOnce: { acik: number } | null;
let masaOnce: unknown[];

beforeAll(async () => {
  await applyD1Migrations(eski, env.TEST_MIGRATIONS.filter((m) => m.name < '0005'));
  const set = (id: number, isletme: number | null, kapsam: string, ad: string, yetkiler: readonly string[]) =>
    eski.prepare('INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, yetkiler) VALUES (?, ?, ?, ?, ?)').bind(id, isletme, kapsam, ad, JSON.stringify(yetkiler));
  await eski.batch([
    eski.prepare("INSERT INTO isletme (id, ad, url_adi, tur) VALUES (1, 'Kahve Durağı', 'kahve-duragi', 'cafe'), (2, 'Güzellik Salonu Lotus', 'guzellik-salonu-lotus', 'salon')"),
    set(1, null, 'admin', 'Platform Yöneticisi', ESKI_ADMIN_YETKILERI),
    set(2, null, 'isletme', 'Tam Yetki', ESKI_ISLETME_YETKILERI),
    set(3, null, 'isletme', 'Garson', eskiGarson),
    set(4, null, 'isletme', 'Resepsiyon', eskiResepsiyon),
    set(11, 1, 'isletme', 'Tam Yetki', ESKI_ISLETME_YETKILERI),
    set(12, 1, 'isletme', 'Garson', eskiGarson),
    set(13, 1, 'isletme', 'Kasiyer', eskiKasiyer),
    set(21, 2, 'isletme', 'Tam Yetki', ESKI_ISLETME_YETKILERI),
    set(22, 2, 'isletme', 'Resepsiyon', eskiResepsiyon),
    set(31, 1, 'isletme', 'Müdür', mudur),
    set(32, 1, 'isletme', 'Karşılama', karsilama),
    eski.prepare(`INSERT INTO kullanici (id, email, ad_soyad, sifre_hash, kullanici_tipi, admin_yetki_seti_id) VALUES (1, 'admin@demo.test', 'Deniz Arslan', 'x', 3, 1),
      (2, 'isletme@demo.test', 'Ayşe Yılmaz', 'x', 2, NULL), (3, 'garson@demo.test', 'Mehmet Demir', 'x', 2, NULL), (4, 'zeynep.kaya@demo.test', 'Zeynep Kaya (kasa)', 'x', 2, NULL),
      (5, 'elif.sahin@demo.test', 'Elif Şahin', 'x', 2, NULL)`),
    eski.prepare('INSERT INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id) VALUES (1, 2, 11), (2, 2, 21), (1, 3, 12), (1, 4, 31), (2, 5, 22)'),
    eski.prepare("INSERT INTO demo_verisi (anahtar) VALUES ('temel-v1'), ('qrmenu-v1'), ('randevu-v1'), ('randevu-panel-v1')"),
    // the QR demo's tables; the person renamed one
    eski.prepare("INSERT INTO menu_masa (id, isletme_id, ad, sira) VALUES (1, 1, 'Masa 1', 1), (2, 1, 'Masa 2', 2), (3, 1, 'Masa 3', 3), (4, 1, 'Pencere', 4), (5, 1, 'Bahçe 1', 5), (6, 1, 'Bahçe 2', 6)"),
    eski.prepare(`INSERT INTO randevu_hizmet (id, isletme_id, ad, sure_dk, fiyat_kurus) VALUES (1001, 2, '{"tr":"Saç kesimi"}', 45, 45000), (1002, 2, '{"tr":"Fön"}', 30, 25000),
      (1003, 2, '{"tr":"Manikür"}', 40, 35000), (1004, 2, '{"tr":"Pedikür"}', 50, 45000), (1005, 2, '{"tr":"Cilt bakımı"}', 60, 90000), (1006, 2, '{"tr":"Kaş"}', 20, 20000)`),
    eski.prepare("INSERT INTO randevu_paket (id, isletme_id, ad, fiyat_kurus) VALUES (1001, 2, 'Cilt Bakımı 5 Seans', 360000), (1002, 2, 'El & Ayak Bakımı 4’lü', 140000)"),
    eski.prepare("INSERT INTO randevu_personel (id, isletme_id, ad, aktif, sira) VALUES (1001, 2, 'Selin Aydın', 1, 1), (1002, 2, 'Burak Çelik', 1, 2), (1003, 2, 'Derya Koç', 1, 3)"),
    eski.prepare("INSERT INTO randevu_musteri (id, isletme_id, ad_soyad, telefon) VALUES (1001, 2, 'Zehra Yıldız', '+905324100000'), (1002, 2, 'Merve Aksoy', '+905324107919')"),
    // the salon's last three days and its open ledger
    eski.prepare(`INSERT INTO randevu_kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih, musteri_id, kullanici_id) VALUES
      (2, 'gelir', 'kart', 450000, 'Saç kesimi', ?, 1001, 2), (2, 'gelir', 'nakit', 585000, 'Cilt bakımı', ?, 1002, 2), (2, 'gelir', 'kart', 500000, 'Manikür', ?, NULL, 2),
      (2, 'gider', 'nakit', 35000, 'Çay, şeker', ?, NULL, 2)`).bind(gunOnce(1, 9), gunOnce(2, 10), gunOnce(3, 11), gunOnce(3, 12)),
    eski.prepare(`INSERT INTO randevu_cari (isletme_id, musteri_id, tur, tutar_kurus, aciklama, tarih, kullanici_id) VALUES
      (2, 1001, 'borc', 900000, 'Gelin paketi', ?, 2), (2, 1001, 'tahsilat', 110000, 'İlk ödeme', ?, 2)`).bind(gunOnce(6, 9), gunOnce(2, 9)),
  ]);

  await applyD1Migrations(eski, env.TEST_MIGRATIONS);
  onceki = await dokum(eski);
  kasaOnce = await salonKasasi(eski);
  cariOnce = await salonCarisi(eski);
  masaOnce = await masalar(eski);
  // `npm start` twice: today, and three days later
  await demoYukle(eski, now);
  await demoYukle(eski, now + 3 * GUN);
  sonraki = await dokum(eski);
  // a fresh install to compare with
  await demoYukle(yeni, now);
}, 120_000);

describe('upgrading a database of the previous release, then starting it twice', () => {
  it('gives every demo set what a fresh install grants (migration 0025: whole screens and full sets gain the new actions)', async () => {
    const ust = await setler(eski);
    const taze = await setler(yeni);
    const bul = (liste: Set[], s: Set) => liste.find((x) => x.isletme_id === s.isletme_id && x.kapsam === s.kapsam && x.ad === s.ad);
    for (const s of taze) {
      const u = bul(ust, s);
      expect(u, `${s.ad} (${s.isletme_id})`).toBeDefined();
      // the Kasiyer set of the old demo held every cafe screen; it stays the person's (not narrowed to today's demo)
      if (s.ad === 'Kasiyer') expect(verir(u!)).toEqual([...ISLETME_PERMISSION_KEYS].filter((k) => k.startsWith(`${C}:`)).sort());
      else expect(verir(u!), `${s.ad} (${s.isletme_id})`).toEqual(verir(s));
    }
    // the owner can take a payment again
    const tam = ust.find((s) => s.id === 11)!;
    for (const k of ['masa-takip:tahsilat', 'masa-takip:ikram', 'masa-takip:iptal', 'masa-takip:indirim', 'gunsonu:ekle', 'gunsonu:guncelle']) expect(verir(tam)).toContain(`${C}:${k}`);
  });

  it('gives a hand-made set only the new actions of the screens it held whole', async () => {
    const ust = await setler(eski);
    expect(verir(ust.find((s) => s.id === 31)!)).toEqual([...mudur, ...['tahsilat', 'ikram', 'iptal', 'indirim'].map((a) => `${C}:masa-takip:${a}`)]
      .filter((k) => ISLETME_PERMISSION_KEYS.has(k)).sort());
    expect(verir(ust.find((s) => s.id === 32)!)).toEqual([...karsilama].sort());
    expect(verir(ust.find((s) => s.id === 3)!)).toEqual([...eskiGarson].sort());
  });

  it('changes no row that was there: sets, users, tables, past days and the open ledger', async () => {
    expect(degisenler(onceki, sonraki)).toEqual({});
    expect(await salonKasasi(eski)).toEqual(kasaOnce);
    expect(kasaOnce).toHaveLength(3);
    expect(await salonCarisi(eski)).toEqual(cariOnce);
    expect(cariOnce).toEqual({ acik: 790000 });
    expect(await masalar(eski)).toEqual(masaOnce);
    expect(masaOnce).toEqual([1, 2, 3, 4, 5, 6].map((id) => expect.objectContaining({ id, sira: id, alan: 'Salon' })));
  });
});
