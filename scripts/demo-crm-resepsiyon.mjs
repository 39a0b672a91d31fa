// The Lotus receptionist of the CRM follow-ups (issue 13): resepsiyon@demo.test with a set of the follow-up keys plus
// the appointment calendar and customers, and a staff member linked to the user so "assigned to me" works; message
// templates of both kinds and three rules assigned to her.
// Its own marker: a database seeded before it gets it once.
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

// Lotus's message templates (both kinds) and three rules handed to the receptionist, once
const SABLON_MARKER = 'crm-takip-sablon-v1';
const sablonYeni = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(SABLON_MARKER)}) AND EXISTS (SELECT 1 FROM isletme WHERE id = ${V})`;
const SABLONLAR = [
  ['Sizi özledik', 'pazarlama', 'ziyaretYok', { tr: 'Merhaba {ad}, sizi özledik! {isletme} olarak yeni sezon bakımları için sizi bekliyoruz. Randevu: {randevuLinki}', en: 'Hi {ad}, we miss you! {isletme} would love to see you again. Book here: {randevuLinki}' }],
  ['Kaçan randevu', 'hizmet', 'gelmedi', { tr: 'Merhaba {ad}, son randevunuza gelemediniz. Size uygun yeni bir saat seçebilirsiniz: {randevuLinki}', en: 'Hi {ad}, we missed you at your last appointment. Pick a new time that suits you: {randevuLinki}' }],
  ['Doğum günü', 'pazarlama', 'dogumGunu', { tr: 'İyi ki doğdunuz {ad}! {isletme} ailesi olarak doğum gününüze özel bir sürprizimiz var: {randevuLinki}', en: 'Happy birthday {ad}! {isletme} has a birthday treat for you: {randevuLinki}' }],
  ['Paket hatırlatma', 'hizmet', 'paketAzaldi', { tr: 'Merhaba {ad}, {paket} paketinizin seansları bitmek üzere. Randevunuzu buradan alabilirsiniz: {randevuLinki}', en: 'Hi {ad}, your {paket} package is nearly used up. Book your next session: {randevuLinki}' }],
  ['Paket süresi', 'hizmet', 'paketBitiyor', { tr: 'Merhaba {ad}, {paket} paketinizin süresi yakında doluyor; kalan seanslarınızı kaçırmayın: {randevuLinki}', en: 'Hi {ad}, your {paket} package expires soon; book your remaining sessions: {randevuLinki}' }],
  ['Açık bakiye', 'hizmet', 'acikBorc', { tr: 'Merhaba {ad}, {isletme} hesabınızda {borc} açık bakiye bulunuyor. Bir sonraki ziyaretinizde ödeyebilirsiniz.', en: 'Hi {ad}, there is an open balance of {borc} on your {isletme} account. You can settle it at your next visit.' }],
  ['İlk ziyaret teşekkürü', 'hizmet', 'ilkZiyaret', { tr: 'Merhaba {ad}, {sonHizmet} için bizi seçtiğiniz için teşekkürler! Tekrar görüşmek üzere: {randevuLinki}', en: 'Hi {ad}, thank you for choosing us for {sonHizmet}! See you again: {randevuLinki}' }],
];

function sablonVeKurallar() {
  const ece = `(SELECT p.id FROM personel p JOIN kullanici k ON k.id = p.kullanici_id WHERE p.isletme_id = ${V} AND k.email = ${q(EMAIL)})`;
  return [
    ...SABLONLAR.map(([ad, tur, kural, metin]) => `INSERT INTO crm_sablon (isletme_id, ad, tur, kural, metin) SELECT ${V}, ${q(ad)}, ${q(tur)}, ${q(kural)}, ${q(JSON.stringify(metin))} WHERE ${sablonYeni};`),
    ...['ziyaretYok', 'gelmedi', 'dogumGunu'].map((kural) => `INSERT OR IGNORE INTO crm_kural (isletme_id, kural, aktif, deger, personel_id)
      SELECT ${V}, ${q(kural)}, 1, ${{ ziyaretYok: 45, gelmedi: 14, dogumGunu: 7 }[kural]}, ${ece} WHERE ${sablonYeni};`),
    `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(SABLON_MARKER)} WHERE EXISTS (SELECT 1 FROM isletme WHERE id = ${V});`,
  ];
}
