// The Lotus receptionist of the CRM follow-ups (issue 13): resepsiyon@demo.test with a set of the follow-up keys plus
// the appointment calendar and customers, and a staff member linked to the user so "assigned to me" works; message
// and three of Lotus's rules assigned to her.
// Its own marker: a database seeded before it gets it once.
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'crm-resepsiyon-v1';
const V = 2;
const EMAIL = 'resepsiyon@demo.test';
export const RESEPSIYON_YETKILERI = [
  'isletme:crm:musteri-takip:rapor', 'isletme:crm:musteri-takip:rapor:ekle',
  'isletme:crm:musteri-takip:rapor-detay', 'isletme:crm:musteri-takip:rapor-detay:gonder', 'isletme:crm:musteri-takip:rapor-detay:kaydet', 'isletme:crm:musteri-takip:rapor-detay:yazdir',
  'isletme:randevutakip:randevular', 'isletme:randevutakip:musteriler',
];

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const yeni = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND EXISTS (SELECT 1 FROM isletme WHERE id = ${V})`;

export function crmResepsiyonDemoSql(sifreHash) {
  return [
    `INSERT OR IGNORE INTO yetki_seti (isletme_id, kapsam, ad, aciklama, yetkiler) SELECT ${V}, 'isletme', 'Resepsiyon – müşteri takibi', 'Müşteri takip listesi, mesaj gönderme, sonuç kaydı; takvim ve müşteriler', ${q(JSON.stringify(RESEPSIYON_YETKILERI))} WHERE ${yeni};`,
    `INSERT OR IGNORE INTO kullanici (email, ad_soyad, sifre_hash, kullanici_tipi) SELECT ${q(EMAIL)}, 'Ece Tan', ${q(sifreHash)}, 2 WHERE ${yeni};`,
    `INSERT OR IGNORE INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id) SELECT ${V}, k.id, s.id FROM kullanici k, yetki_seti s
      WHERE k.email = ${q(EMAIL)} AND s.isletme_id = ${V} AND s.ad = 'Resepsiyon – müşteri takibi' AND ${yeni};`,
    `INSERT OR IGNORE INTO personel (isletme_id, ad, unvan, telefon, email, baslama_tarihi, kullanici_id) SELECT ${V}, 'Ece Tan', 'Resepsiyon', '+905321112209', ${q(EMAIL)}, '2025-02-03', k.id
      FROM kullanici k WHERE k.email = ${q(EMAIL)} AND ${yeni} AND NOT EXISTS (SELECT 1 FROM personel p WHERE p.isletme_id = ${V} AND p.kullanici_id = k.id);`,
    `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE EXISTS (SELECT 1 FROM isletme WHERE id = ${V});`,
    ...sablonVeKurallar(),
  ].join('\n');
}

// three of Lotus's rules (scripts/demo-crm.mjs writes the rules and the templates) handed to the receptionist, once, and
// only when they were written in this same run (rules a person set are theirs)
const SABLON_MARKER = 'crm-takip-sablon-v1';
const sablonYeni = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(SABLON_MARKER)}) AND EXISTS (SELECT 1 FROM isletme WHERE id = ${V})`;

function sablonVeKurallar() {
  const ece = `(SELECT p.id FROM personel p JOIN kullanici k ON k.id = p.kullanici_id WHERE p.isletme_id = ${V} AND k.email = ${q(EMAIL)})`;
  return [
    `UPDATE crm_kural SET personel_id = ${ece} WHERE isletme_id = ${V} AND kural IN ('ziyaretYok', 'gelmedi', 'dogumGunu') AND ${sablonYeni} AND ${ILK_KURULUM};`,
    `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(SABLON_MARKER)} WHERE EXISTS (SELECT 1 FROM isletme WHERE id = ${V});`,
  ];
}
