// Demo front office (issue 14): 15 leads from the public demo form over the last six weeks in every status, with
// the sales desk's notes and status history, and the POS definitions venues inherit (payment methods come from the
// migration; two receipt templates, two printer profiles) with Kahve Durağı using one template.
// Fixed ids 9001+ (INSERT OR IGNORE: a row a person made with such an id stays theirs); its own marker.

const MARKER = 'fo-v1';
const ADMIN = 1; // Deniz Arslan (admin@demo.test)
const DAY = 86_400_000;

const q = (value) => (value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const an = (now, gunOnce, saat = 11) => {
  const d = new Date(now - gunOnce * DAY);
  d.setUTCHours(saat - 3, (gunOnce * 7) % 60, 0, 0); // Europe/Istanbul
  return d.toISOString();
};
const once = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)})`;
// a note goes only to the demo's own lead (a person's lead that happens to hold the id stays untouched)
const demoTalebi = (id, eposta) => `${once} AND EXISTS (SELECT 1 FROM talep WHERE id = ${id} AND eposta = ${q(eposta)})`;

// [name, business, phone, e-mail, city, message, days ago, status path, notes]
const TALEPLER = [
  ['Burak Yıldız', 'Yıldız Kahve Evi', '0532 410 22 18', 'burak@yildizkahve.com.tr', 'İstanbul', 'Kadıköy’de 14 masalı bir kafemiz var, QR menü ve adisyon için demo istiyoruz.', 41, ['arandi', 'demo', 'kazanildi'], ['İlk görüşme yapıldı, cafe + QR menü ilgileniyor.', 'Demo çok iyi geçti, yıllık standart plan teklifi gönderildi.']],
  ['Selin Aksoy', 'Aksoy Güzellik Salonu', '0533 281 47 90', 'selin@aksoyguzellik.com', 'Ankara', 'Online randevu sayfası ve personel takvimi lazım.', 38, ['arandi', 'demo', 'kazanildi'], ['Üç personel, haftada ~120 randevu.']],
  ['Mert Kaplan', 'Kaplan Restoran', '0542 615 09 33', 'mert.kaplan@kaplanrestoran.com', 'İzmir', '', 35, ['arandi', 'kaybedildi'], ['Mevcut POS sözleşmesi bir yıl daha sürüyor, sonra tekrar aranacak.']],
  ['Zeynep Ertürk', 'Ertürk Pastanesi', '0505 330 71 64', 'zeynep@erturkpastane.com', 'Bursa', 'Vitrin ürünleri için stok takibi de gerekiyor.', 31, ['arandi', 'demo'], ['Envanter modülü gösterildi, fiyat bekliyor.']],
  ['Can Özdemir', 'Barista Lab', '0536 744 18 02', 'can@baristalab.co', 'Eskişehir', 'İki şubemiz var.', 28, ['arandi'], ['Cuma 14:00 demo randevusu ayarlandı.']],
  ['Ebru Şen', 'Şen Kuaför', '0532 908 55 41', 'ebru.sen@senkuafor.com', 'Antalya', 'Müşterilerimiz WhatsApp’tan randevu alıyor, bunu web’e taşımak istiyoruz.', 24, ['arandi', 'demo', 'kazanildi'], ['Kazanıldı: deneme sürümü açılacak.']],
  ['Hakan Çelik', 'Çelik Döner', '0544 212 63 87', 'hakan@celikdoner.com', 'Gaziantep', '', 21, ['kaybedildi'], ['Ulaşılamadı, üç kez arandı.']],
  ['Gizem Arslan', 'Mavi Kapı Bistro', '0530 476 91 25', 'gizem@mavikapi.com.tr', 'Muğla', 'Sezonluk çalışıyoruz (Nisan–Ekim), esnek lisans var mı?', 18, ['arandi', 'demo'], ['Sezonluk lisans sorusu, muhasebe ile konuşulacak.']],
  ['Onur Kılıç', 'Kılıç Çay Bahçesi', '0535 663 20 48', 'onur@kilicbahce.com', 'Trabzon', '', 14, ['arandi'], []],
  ['Deniz Yurt', 'Lavanta Spa', '0541 390 77 16', 'deniz@lavantaspa.com', 'İstanbul', 'Paket seans satışı yapıyoruz.', 11, ['arandi', 'demo'], ['Hizmet paketleri ilgisini çekti.']],
  ['Cem Aydın', 'Aydın Fırın & Kafe', '0533 105 84 29', 'cem@aydinfirin.com', 'Konya', 'Gün sonu raporu ve kasa için.', 8, [], []],
  ['Pınar Güneş', 'Güneş Nail Studio', '0542 771 36 90', 'pinar@gunesnail.com', 'Ankara', '', 5, [], ['Form dışında Instagram’dan da yazdı.']],
  ['Emre Bal', 'Bal Kahve Kavurma', '0506 248 19 73', 'emre@balkahve.com.tr', 'İzmir', 'Toptan satış da yapıyoruz, sadece kafe kısmı için.', 3, [], []],
  ['Aslı Tekin', 'Tekin Meyhanesi', '0532 517 62 04', 'asli@tekinmeyhane.com', 'İstanbul', 'Masada QR ile sipariş mümkün mü?', 1, [], []],
  ['Serkan Polat', 'Polat Berber', '0545 830 41 57', 'serkan@polatberber.com', 'Samsun', '', 0, [], []],
];

function talepSql(now) {
  const out = [];
  let notId = 9001;
  TALEPLER.forEach(([ad, isletme, tel, eposta, sehir, mesaj, gun, yol, notlar], i) => {
    const id = 9001 + i;
    const durum = yol.at(-1) ?? 'yeni';
    const zaman = an(now, gun, 10 + (i % 6));
    out.push(`INSERT OR IGNORE INTO talep (id, ad_soyad, isletme_adi, telefon, eposta, sehir, mesaj, dil, kvkk_onay_zamani, durum, olusturma_zamani, guncelleme_zamani)
      SELECT ${[id, ad, isletme, tel, eposta, sehir, mesaj, 'tr', zaman, durum, zaman, an(now, Math.max(0, gun - yol.length), 16)].map(q).join(', ')} WHERE ${once};`);
    // the history: each step one day after the last, the notes alongside
    let onceki = 'yeni';
    yol.forEach((adim, k) => {
      out.push(`INSERT OR IGNORE INTO talep_not (id, talep_id, kullanici_id, tur, eski_durum, yeni_durum, zaman) SELECT ${[notId++, id, ADMIN, 'durum', onceki, adim, an(now, Math.max(0, gun - k - 1), 12)].map(q).join(', ')} WHERE ${demoTalebi(id, eposta)};`);
      onceki = adim;
    });
    notlar.forEach((metin, k) => {
      out.push(`INSERT OR IGNORE INTO talep_not (id, talep_id, kullanici_id, tur, metin, zaman) SELECT ${[notId++, id, ADMIN, 'not', metin, an(now, Math.max(0, gun - k - 1), 13)].map(q).join(', ')} WHERE ${demoTalebi(id, eposta)};`);
    });
  });
  return out;
}

function posSql() {
  const j = (lines) => JSON.stringify(lines);
  return [
    `INSERT OR IGNORE INTO pos_fis_sablonu (id, ad, ust_satirlar, alt_satirlar, logo_goster, varsayilan) SELECT 9001, 'Standart fiş', ${q(j(['İyi günler']))}, ${q(j(['Afiyet olsun, yine bekleriz']))}, 1, 1 WHERE ${once};`,
    `INSERT OR IGNORE INTO pos_fis_sablonu (id, ad, ust_satirlar, alt_satirlar, logo_goster, varsayilan) SELECT 9002, 'Kampanyalı fiş', ${q(j(['Hoş geldiniz']))}, ${q(j(['5 kahveye 1 kahve bizden!', 'Değerlendirmeniz bizim için önemli']))}, 1, 0 WHERE ${once};`,
    `INSERT OR IGNORE INTO pos_yazici_profili (id, ad, kagit_mm, satir_karakter, varsayilan) SELECT 9001, '80 mm termal (48 karakter)', 80, 48, 1 WHERE ${once};`,
    `INSERT OR IGNORE INTO pos_yazici_profili (id, ad, kagit_mm, satir_karakter, varsayilan) SELECT 9002, '58 mm mobil (32 karakter)', 58, 32, 0 WHERE ${once};`,
    // Kahve Durağı picks the campaign template (a venue's own choice is never overwritten)
    `INSERT OR IGNORE INTO isletme_pos (isletme_id, sablon_id, profil_id)
      SELECT 1, 9002, 9001 WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)})
      AND EXISTS (SELECT 1 FROM isletme WHERE id = 1) AND EXISTS (SELECT 1 FROM pos_fis_sablonu WHERE id = 9002);`,
  ];
}

export function foDemoSql(now = Date.now()) {
  return [...talepSql(now), ...posSql(), `INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MARKER)});`].join('\n');
}
