// Ordering from the table at Kahve Durağı (venue 1): self-ordering on for the garden (Bahçe) tables, one guest order
// from Bahçe 3 waiting for a waiter's accept and one open "Hesap iste" from Bahçe 2 (it has a running check). Settings
// and rows a person could change or answer: written only when this start fills an empty database.
import { ILK_KURULUM } from './demo-ilk.mjs';

const q = (value) => `'${String(value).replace(/'/g, "''")}'`;
const urun = (alias, ad) => `menu_urun ${alias} ON ${alias}.isletme_id = 1 AND json_extract(${alias}.ad, '$.tr') = ${q(ad)}`;
const satir = (u) => `json_object('urunId', ${u}.id, 'adet', 1, 'not', '', 'secenekler', json_array())`;
const ozet = (u) => `json_object('urunId', ${u}.id, 'ad', json_extract(${u}.ad, '$.tr'), 'adet', 1, 'birimKurus', ${u}.fiyat_kurus, 'tutarKurus', ${u}.fiyat_kurus, 'not', '', 'secenekler', json_array())`;

/** @param {number} now epoch ms */
export function qrSiparisDemoSql(now) {
  const once = (dakika) => q(new Date(now - dakika * 60_000).toISOString());
  return [
    'INSERT OR IGNORE INTO isletme_parametre (isletme_id) SELECT 1 WHERE EXISTS (SELECT 1 FROM isletme WHERE id = 1);',
    `UPDATE isletme_parametre SET qr_siparis = 1, qr_siparis_alanlar = (SELECT json_array(id) FROM cafe_alan WHERE isletme_id = 1 AND ad = 'Bahçe')
      WHERE isletme_id = 1 AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM cafe_alan WHERE isletme_id = 1 AND ad = 'Bahçe');`,
    `INSERT OR IGNORE INTO qr_siparis (isletme_id, masa_id, kimlik, ziyaret, dil, kalemler, ozet, toplam_kurus, durum, zaman)
      SELECT 1, m.id, 'demo-qr-bahce-3', 'demo-ziyaret-bahce-3', 'en', json_array(${satir('l')}, ${satir('b')}), json_array(${ozet('l')}, ${ozet('b')}),
        l.fiyat_kurus + b.fiyat_kurus, 'bekliyor', ${once(2)}
      FROM menu_masa m JOIN ${urun('l', 'Çilekli Limonata')} JOIN ${urun('b', 'Brownie')}
      WHERE m.isletme_id = 1 AND m.ad = 'Bahçe 3' AND ${ILK_KURULUM};`,
    `INSERT INTO qr_cagri (isletme_id, masa_id, tur, zaman) SELECT 1, id, 'hesap', ${once(1)} FROM menu_masa WHERE isletme_id = 1 AND ad = 'Bahçe 2' AND ${ILK_KURULUM};`,
  ].join('\n');
}
