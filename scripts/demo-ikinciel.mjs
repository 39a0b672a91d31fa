// Second-hand trading demo (issue 15) for Kahve Durağı (venue 1, which also runs a small gaming corner): 16 used
// devices bought from people, 15 of them over the last five months in every status (bought, in repair, for sale,
// reserved, sold, returned) and one sold eleven years ago (past the 10-year keeping period: its seller can be erased),
// with sellers (fake but checksum-valid national IDs), repair and part costs, sales into the cash book
// (and the reverse row of the return), and letgo listings in every state (one old enough to be renewed).
// Dates are relative to the moment the demo is loaded (Europe/Istanbul). Runs once per database (its marker), and
// only while venue 1 has no second-hand items of its own.
import { tcUret } from '../src/lib/ikinciel/tc.ts';
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'ikinciel-v1';
const V = 1;
const SAHIP = 2; // Ayşe Yılmaz (isletme@demo.test)
const DAY = 86_400_000;

const q = (value) => (value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const sql = (text) => ({ sql: text });
const deger = (value) => (value && typeof value === 'object' && 'sql' in value ? value.sql : q(value));
// its sales and returns sit in past days of the cash book: only on an empty database
const guard = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM isletme WHERE id = ${V})
  AND NOT EXISTS (SELECT 1 FROM ikinciel_cihaz WHERE isletme_id = ${V} AND id NOT BETWEEN 1001 AND 1099)`;
const ins = (table, row) => `INSERT OR IGNORE INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(deger).join(', ')} WHERE ${guard};`;
const gun = (now, n) => new Date(now + 3 * 3_600_000 - n * DAY).toISOString().slice(0, 10);
const an = (now, n, saat) => {
  const d = new Date(now - n * DAY);
  d.setUTCHours(saat - 3, 15, 0, 0);
  return d.toISOString();
};
const oz = (islemci = '', ram = '', depolama = '', ekranKarti = '', ekran = '', serbest = '') => JSON.stringify({ islemci, ram, depolama, ekranKarti, ekran, serbest });

// [id, type, brand, model, specs, condition, note, serial, seller, bought (days ago), price, costs [text, kuruş, days after buying],
//  asking, status, sale {days ago, kuruş, method, warranty, buyer} | null, return days ago | null, listing {state, published days ago} | null]
const CIHAZLAR = [
  [1001, 'dizustu', 'Lenovo', 'ThinkPad T480', oz('Intel Core i5-8350U', '16 GB', '256 GB SSD', 'Intel UHD 620', '14" Full HD'), 'cok_iyi', 'Kasada hafif çizik', 'PF1K4T2X', ['Kerem Aydın', '0532 418 22 10', '284615937'], 150, 550_000, [['Batarya değişimi', 95_000, 3]], 850_000, 'satildi', { gun: 128, kurus: 849_000, odeme: 'kart', garanti: 90, alici: 'Burak Şen' }, null, { durum: 'satildi', yayin: 140 }],
  [1002, 'telefon', 'Apple', 'iPhone 11 64 GB', oz('A13 Bionic', '4 GB', '64 GB', '', '6,1"', 'Pil sağlığı %84'), 'iyi', 'Ekran koruyucu takılı', '356789104455210', ['Selin Öztürk', '0541 220 65 43', '391028475'], 135, 900_000, [], 1_250_000, 'satildi', { gun: 119, kurus: 1_230_000, odeme: 'havale', garanti: 30, alici: 'Okan Yıldız' }, null, null],
  [1003, 'masaustu', 'Toplama', 'Oyun PC Ryzen 5', oz('AMD Ryzen 5 3600', '16 GB DDR4', '512 GB NVMe', 'GTX 1660 Super 6 GB', '', '550 W güç kaynağı'), 'iyi', 'Kasa ön paneli çatlak', '', ['Emre Koç', '0555 310 44 21', '472019386'], 110, 1_100_000, [['Termal macun ve temizlik', 25_000, 2], ['Yeni 550 W PSU', 180_000, 4]], 1_650_000, 'satildi', { gun: 85, kurus: 1_600_000, odeme: 'nakit', garanti: 60, alici: 'Cem Kaya' }, null, { durum: 'satildi', yayin: 100 }],
  [1004, 'monitor', 'Samsung', 'Odyssey G5 27"', oz('', '', '', '', '27" 144 Hz QHD'), 'cok_iyi', '', 'H4ZR700123', ['Gizem Arslan', '0532 777 90 12', '518273649'], 95, 350_000, [], 520_000, 'satildi', { gun: 70, kurus: 500_000, odeme: 'kart', garanti: 30, alici: 'Deniz Ak' }, null, null],
  [1005, 'dizustu', 'HP', 'EliteBook 840 G5', oz('Intel Core i7-8550U', '8 GB', '512 GB SSD', 'Intel UHD 620', '14" Full HD'), 'iyi', 'Klavye ışığı yok', '5CG8123XYZ', ['Murat Yılmaz', '0544 101 23 45', '603918274'], 80, 480_000, [['8 GB RAM eklendi', 70_000, 1]], 800_000, 'satildi', { gun: 46, kurus: 780_000, odeme: 'nakit', garanti: 90, alici: 'Ece Tan' }, null, { durum: 'satildi', yayin: 70 }],
  [1006, 'telefon', 'Samsung', 'Galaxy S20 FE', oz('Snapdragon 865', '6 GB', '128 GB', '', '6,5"'), 'orta', 'Arka kapakta çatlak', '354123098776541', ['Hakan Demir', '0536 442 18 90', '714203958'], 70, 520_000, [['Arka kapak değişimi', 60_000, 5]], 750_000, 'satildi', { gun: 31, kurus: 720_000, odeme: 'kart', garanti: 30, alici: 'Nil Avcı' }, null, null],
  [1007, 'parca', 'NVIDIA', 'RTX 2060 Super 8 GB', oz('', '', '', 'RTX 2060 Super 8 GB', '', 'Kutusu yok, fanlar temiz'), 'iyi', '', '', ['Tolga Şahin', '0533 908 11 76', '825014739'], 60, 650_000, [], 900_000, 'satildi', { gun: 18, kurus: 880_000, odeme: 'havale', garanti: 14, alici: 'Arda Gül' }, null, null],
  [1008, 'dizustu', 'Asus', 'TUF Gaming FX505', oz('AMD Ryzen 7 3750H', '16 GB', '512 GB SSD', 'GTX 1650 4 GB', '15,6" 120 Hz'), 'orta', 'Menteşe sıkı', 'K9N0CV12A', ['Onur Çelik', '0542 333 21 09', '936281047'], 55, 950_000, [['Menteşe tamiri', 45_000, 2]], 1_350_000, 'iade', { gun: 25, kurus: 1_300_000, odeme: 'kart', garanti: 30, alici: 'Yusuf Er' }, 20, null],
  [1009, 'dizustu', 'Dell', 'Latitude 5490', oz('Intel Core i5-8250U', '8 GB', '256 GB SSD', 'Intel UHD 620', '14" HD'), 'cok_iyi', '', '7H2KXQ2', ['Ayşe Kurt', '0535 678 45 12', '147258369'], 40, 430_000, [['Yeni şarj adaptörü', 35_000, 1]], 700_000, 'satista', null, null, { durum: 'yayinda', yayin: 22 }],
  [1010, 'telefon', 'Xiaomi', 'Redmi Note 10 Pro', oz('Snapdragon 732G', '8 GB', '128 GB', '', '6,67" AMOLED'), 'cok_iyi', 'Kutulu, faturasız', '862901045783321', ['Baran Acar', '0539 120 67 80', '258369147'], 30, 420_000, [], 620_000, 'satista', null, null, { durum: 'yayinda', yayin: 6 }],
  [1011, 'masaustu', 'Toplama', 'Ofis PC i5-9400', oz('Intel Core i5-9400', '8 GB', '240 GB SSD', 'Dahili', '', 'Wi-Fi kartı'), 'iyi', '', '', ['Serkan Bulut', '0543 215 78 96', '369147258'], 26, 380_000, [['240 GB SSD', 55_000, 1]], 600_000, 'satista', null, null, { durum: 'taslak', yayin: null }],
  [1012, 'tablet', 'Apple', 'iPad 9. nesil 64 GB', oz('A13 Bionic', '3 GB', '64 GB', '', '10,2"'), 'sifir_gibi', '', 'GG7D21XQ1', ['Derya Polat', '0530 456 89 01', '159357486'], 20, 700_000, [], 950_000, 'rezerve', null, null, { durum: 'yayinda', yayin: 15 }],
  [1013, 'monitor', 'LG', '24MK430H', oz('', '', '', '', '24" Full HD IPS'), 'iyi', 'Kutusu yok', '905NTCZ1R234', ['Fatih Güneş', '0546 789 12 34', '357159486'], 15, 120_000, [], 220_000, 'satista', null, null, { durum: 'kaldirildi', yayin: 12 }],
  [1014, 'dizustu', 'Apple', 'MacBook Air 2017', oz('Intel Core i5 1,8 GHz', '8 GB', '128 GB SSD', '', '13,3"'), 'kusurlu', 'Klavyede iki tuş basmıyor', 'C02VK1ABJ1WK', ['Zehra Yıldırım', '0538 234 56 78', '486159357'], 8, 600_000, [['Klavye siparişi (yolda)', 90_000, 1]], null, 'tamirde', null, null, null],
  // bought and sold eleven years ago: past the 10-year keeping period, so its seller can be erased (KVKK)
  [1016, 'monitor', 'Philips', '223V5L 22"', oz('', '', '', '', '21,5" Full HD'), 'iyi', '', 'UK01405123456', ['Levent Uçar', '0532 901 44 55', '713526489'], 4030, 25_000, [], 45_000, 'satildi', { gun: 4010, kurus: 42_500, odeme: 'nakit', garanti: 0, alici: 'Sinan Öz' }, null, null],
  [1015, 'telefon', 'Apple', 'iPhone XR 128 GB', oz('A12 Bionic', '3 GB', '128 GB', '', '6,1"', 'Pil sağlığı %79'), 'orta', 'Pil değişecek', '356412098765432', ['Cansu Erdem', '0537 345 67 89', '624813579'], 2, 650_000, [], null, 'alindi', null, null, null],
];

/** Both parts of the batch: the cash rows first, then the items that point at them. */
export function ikincielDemoSql(now = Date.now()) {
  const out = [];
  const kasaId = (aciklama) => sql(`(SELECT max(id) FROM kasa WHERE isletme_id = ${V} AND aciklama = ${q(aciklama)})`);
  for (const [id, tur, marka, model, ozellik, kondisyon, not, seri, [satici, tel, tc9], alisGun, alis, masraflar, istenen, durum, satis, iadeGun, ilan] of CIHAZLAR) {
    const ad = `${marka} ${model}`;
    const satisMetni = `İkinci el satış #${id} · ${ad}`;
    const iadeMetni = `İkinci el iade #${id} · ${ad}`;
    if (satis) out.push(ins('kasa', { isletme_id: V, tur: 'gelir', odeme: satis.odeme, tutar_kurus: satis.kurus, kaynak: 'manuel', aciklama: satisMetni, tarih: an(now, satis.gun, 15), kullanici_id: SAHIP }));
    if (iadeGun !== null) out.push(ins('kasa', { isletme_id: V, tur: 'gider', odeme: satis.odeme, tutar_kurus: satis.kurus, kaynak: 'manuel', aciklama: iadeMetni, tarih: an(now, iadeGun, 11), kullanici_id: SAHIP }));
    out.push(ins('ikinciel_cihaz', {
      id, isletme_id: V, tur, marka, model, ozellik, seri_no: seri, kondisyon, kondisyon_not: not, satici_ad: satici, satici_tel: tel, satici_tc: tcUret(tc9),
      alis_kurus: alis, alis_tarihi: gun(now, alisGun), istenen_kurus: istenen, durum,
      alici_ad: satis?.alici ?? null, satis_kurus: satis?.kurus ?? null, satis_tarihi: satis ? gun(now, satis.gun) : null, odeme: satis?.odeme ?? null,
      garanti_gun: satis?.garanti ?? null, satis_kasa_id: satis ? kasaId(satisMetni) : null,
      iade_tarihi: iadeGun === null ? null : gun(now, iadeGun), iade_kasa_id: iadeGun === null ? null : kasaId(iadeMetni),
      olusturma: an(now, alisGun, 12), guncelleme: an(now, satis?.gun ?? alisGun, 16),
    }));
    for (const [aciklama, tutar, sonra] of masraflar) out.push(ins('ikinciel_masraf', { isletme_id: V, cihaz_id: id, aciklama, tutar_kurus: tutar, tarih: gun(now, alisGun - sonra) }));
    if (ilan) {
      const baslik = `${ad} ${JSON.parse(ozellik).islemci} ${JSON.parse(ozellik).ram}`.replace(/\s+/g, ' ').trim().slice(0, 70);
      out.push(ins('ikinciel_ilan', {
        isletme_id: V, cihaz_id: id, durum: ilan.durum, baslik, aciklama: `${ad} satılıktır. Test edilmiş, temizlenmiştir. Elden teslim Işıklar / Kahve Durağı.`,
        fiyat_kurus: satis?.kurus ?? istenen, url: ilan.durum === 'taslak' ? '' : `https://www.letgo.com/item/${id}-${model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        yayin_tarihi: ilan.yayin === null ? null : gun(now, ilan.yayin),
      }));
    }
  }
  return [...out, `INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MARKER)});`].join('\n');
}
