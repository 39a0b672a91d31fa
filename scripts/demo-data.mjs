// Demo data (exact accounts the README and tests rely on). Local/demo databases only: never run against production.
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { ADMIN_MENU, ISLETME_MENU } from '../src/lib/menu-tree.ts';

export const DEMO_PASSWORD = 'demo1234';
const MARKER = 'temel-v1';

function hash(password, pepper) {
  const salt = randomBytes(16);
  const derived = pbkdf2Sync(`${password}\u0000${pepper}`, salt, 100_000, 32, 'sha256');
  return `pbkdf2-sha256$100000$${salt.toString('base64')}$${derived.toString('base64')}`;
}

function keys(tree) {
  const out = [];
  const walk = (items) => items.forEach((item) => { if (item.permission) out.push(item.permission); out.push(...(item.actions ?? [])); walk(item.children ?? []); });
  walk(tree);
  return [...new Set(out)].sort();
}

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const once = `WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)})`;
const insert = (table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(q).join(', ')} ${once};`;

/** The whole demo as SQL, guarded so a second run changes nothing. */
export function demoSql(pepper) {
  const all = keys(ISLETME_MENU);
  const garson = ['isletme:qrmenu:cafe-yonetim:masa-takip', 'isletme:qrmenu:cafe-yonetim:masa-takip:ekle', 'isletme:qrmenu:cafe-yonetim:masa-takip:guncelle'];
  const resepsiyon = all.filter((key) => key.startsWith('isletme:randevutakip:') && !key.includes('caribakiye'));
  const kasiyer = all.filter((key) => key.startsWith('isletme:qrmenu:cafe-yonetim:'));
  const sets = [
    { id: 1, isletme_id: null, kapsam: 'admin', ad: 'Platform Yöneticisi', aciklama: 'Admin panelinin tamamı', yetkiler: JSON.stringify(keys(ADMIN_MENU)) },
    { id: 2, isletme_id: null, kapsam: 'isletme', ad: 'Tam Yetki', aciklama: 'İşletme sahibi ve yöneticiler için tüm ekranlar', yetkiler: JSON.stringify(all) },
    { id: 3, isletme_id: null, kapsam: 'isletme', ad: 'Garson', aciklama: 'Yalnızca masa takibi', yetkiler: JSON.stringify(garson) },
    { id: 4, isletme_id: null, kapsam: 'isletme', ad: 'Resepsiyon', aciklama: 'Randevu takibi ekranları', yetkiler: JSON.stringify(resepsiyon) },
    { id: 11, isletme_id: 1, kapsam: 'isletme', ad: 'Tam Yetki', aciklama: 'İşletme sahibi', yetkiler: JSON.stringify(all) },
    { id: 12, isletme_id: 1, kapsam: 'isletme', ad: 'Garson', aciklama: 'Salon ekibi: masa takibi', yetkiler: JSON.stringify(garson) },
    { id: 13, isletme_id: 1, kapsam: 'isletme', ad: 'Kasiyer', aciklama: 'Kafe yönetimi ve kasa', yetkiler: JSON.stringify(kasiyer) },
    { id: 21, isletme_id: 2, kapsam: 'isletme', ad: 'Tam Yetki', aciklama: 'Salon sahibi', yetkiler: JSON.stringify(all) },
    { id: 22, isletme_id: 2, kapsam: 'isletme', ad: 'Resepsiyon', aciklama: 'Randevu ve müşteri karşılama', yetkiler: JSON.stringify(resepsiyon) },
  ];
  const venues = [
    { id: 1, ad: 'Kahve Durağı', url_adi: 'kahve-duragi', tur: 'cafe', telefon: '+90 242 555 12 34', adres: 'Işıklar Cd. No:24, Muratpaşa', sehir: 'Antalya' },
    { id: 2, ad: 'Güzellik Salonu Lotus', url_adi: 'guzellik-salonu-lotus', tur: 'salon', telefon: '+90 216 555 78 90', adres: 'Moda Cd. No:118, Kadıköy', sehir: 'İstanbul' },
  ];
  const users = [
    { id: 1, email: 'admin@demo.test', ad_soyad: 'Deniz Arslan', kullanici_tipi: 3, admin_yetki_seti_id: 1 },
    { id: 2, email: 'isletme@demo.test', ad_soyad: 'Ayşe Yılmaz', kullanici_tipi: 2, admin_yetki_seti_id: null },
    { id: 3, email: 'garson@demo.test', ad_soyad: 'Mehmet Demir', kullanici_tipi: 2, admin_yetki_seti_id: null },
    { id: 4, email: 'zeynep.kaya@demo.test', ad_soyad: 'Zeynep Kaya', kullanici_tipi: 2, admin_yetki_seti_id: null },
    { id: 5, email: 'elif.sahin@demo.test', ad_soyad: 'Elif Şahin', kullanici_tipi: 2, admin_yetki_seti_id: null },
  ];
  const members = [
    { isletme_id: 1, kullanici_id: 2, yetki_seti_id: 11 },
    { isletme_id: 2, kullanici_id: 2, yetki_seti_id: 21 },
    { isletme_id: 1, kullanici_id: 3, yetki_seti_id: 12 },
    { isletme_id: 1, kullanici_id: 4, yetki_seti_id: 13 },
    { isletme_id: 2, kullanici_id: 5, yetki_seti_id: 22 },
  ];
  return [
    ...venues.map((row) => insert('isletme', row)),
    ...sets.map((row) => insert('yetki_seti', row)),
    ...users.map((row) => insert('kullanici', { ...row, sifre_hash: hash(DEMO_PASSWORD, pepper) })),
    ...members.map((row) => insert('isletme_kullanici', row)),
    `INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MARKER)});`,
  ].join('\n');
}
