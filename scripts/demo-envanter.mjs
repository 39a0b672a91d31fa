// Demo inventory (issue 12) for Kahve Durağı (venue 1) and Güzellik Salonu Lotus (venue 2): a location tree, asset
// categories with custom fields, 40+ assets (espresso machine, grinders, tables, chairs, POS terminal, hair dryers, …)
// with their purchase price, warranty, holder and maintenance plan, stock items with a month of movements (opening
// stock, purchases, daily use, transfers to the bar, waste) whose ledger adds up to the stock on hand, an open
// maintenance, closed ones, an open gate pass, a scrap request waiting and one decided, a finished audit, and the
// module log of all of it. Deterministic apart from "now"; its own marker, like the other demo parts.
import { katla } from '../src/lib/search.ts';
import { prng } from '../src/lib/prng.ts';

const MARKER = 'envanter-v1';
const SAHIP = 2; // Ayşe Yılmaz (isletme@demo.test), owner of both venues
const GARSON = 3; // Mehmet Demir
const RESEPSIYON = 5; // Elif Şahin (Lotus)

const q = (value) => (value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
// a value computed inside the batch (the id of a row inserted just before)
const sql = (text) => ({ sql: text });
const deger = (value) => (value && typeof value === 'object' && 'sql' in value ? value.sql : q(value));
// a venue that already keeps an inventory of its own is left alone
const guard = (v) => `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND EXISTS (SELECT 1 FROM isletme WHERE id = ${v})
  AND NOT EXISTS (SELECT 1 FROM envanter_lokasyon WHERE isletme_id = ${v} AND id NOT BETWEEN ${v * 1000 + 1} AND ${v * 1000 + 999})`;
const ins = (v, table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(deger).join(', ')} WHERE ${guard(v)};`;


const DAY = 86_400_000;
const gun = (now, n) => new Date(now - n * DAY).toISOString().slice(0, 10);
const an = (now, n, saat = 10, dk = 0) => {
  const d = new Date(now - n * DAY);
  d.setUTCHours(saat - 3, dk, 0, 0); // Europe/Istanbul
  return d.toISOString();
};

// ── Kahve Durağı ────────────────────────────────────────────────────────────────────────────────────────────
// [id, parent, name, kind]
const LOK_1 = [
  [1001, null, 'Kahve Durağı Işıklar', 'bina'],
  [1002, 1001, 'Zemin Kat', 'kat'],
  [1003, 1002, 'Bar', 'alan'],
  [1004, 1002, 'Salon', 'alan'],
  [1005, 1002, 'Mutfak', 'oda'],
  [1006, 1002, 'Depo', 'depo'],
  [1007, 1006, 'Kuru Gıda Rafı', 'raf'],
  [1008, 1006, 'Soğuk Oda', 'oda'],
  [1009, 1001, 'Teras', 'alan'],
  [1010, 1001, 'Üst Kat', 'kat'],
  [1011, 1010, 'Ofis', 'oda'],
];
// [id, name, custom fields, maintenance interval days]
const KAT_1 = [
  [1001, 'Kahve Ekipmanı', [{ anahtar: 'grup', ad: 'Grup sayısı', tur: 'sayi' }, { anahtar: 'kirec', ad: 'Son kireç temizliği', tur: 'tarih' }], 90],
  [1002, 'Mobilya', [{ anahtar: 'malzeme', ad: 'Malzeme', tur: 'secim', secenekler: ['Ahşap', 'Metal', 'Rattan', 'Mermer'] }], null],
  [1003, 'Elektronik / POS', [{ anahtar: 'terminal', ad: 'Terminal / seri no', tur: 'metin' }], null],
  [1004, 'Mutfak Ekipmanı', [], 180],
  [1005, 'Soğutma', [{ anahtar: 'gaz', ad: 'Gaz tipi', tur: 'secim', secenekler: ['R134a', 'R600a', 'R290'] }], 180],
];
// [kod, name, category, brand, model, serial, location, holder (personel), bought (days ago), price kuruş, warranty months, status, custom, maintenance: [interval, last (days ago)]]
const DEMIRBAS_1 = [
  ['DMR-0001', 'Espresso makinesi', 1001, 'La Marzocco', 'Linea PB 2 Grup', 'LM-PB2-21876', 1003, 2004, 420, 38_500_000, 24, 'kullanimda', { grup: 2, kirec: null }, [90, 86]],
  ['DMR-0002', 'Kahve değirmeni (espresso)', 1001, 'Mahlkönig', 'E65S GbW', 'MK65-554120', 1003, 2004, 420, 6_850_000, 24, 'kullanimda', {}, [180, 40]],
  ['DMR-0003', 'Kahve değirmeni (filtre)', 1001, 'Mahlkönig', 'EK43 S', 'EK43-889031', 1003, null, 380, 5_400_000, 24, 'kullanimda', {}, null],
  ['DMR-0004', 'Türk kahvesi makinesi', 1001, 'Arzum', 'Okka Pro Multi', 'OK-PRO-33410', 1003, null, 300, 1_250_000, 24, 'kullanimda', {}, null],
  ['DMR-0005', 'Filtre kahve demleme', 1001, 'Bunn', 'CWTF15', 'BN-15-77102', 1003, null, 300, 980_000, 12, 'kullanimda', {}, null],
  ['DMR-0006', 'Buz makinesi', 1005, 'Scotsman', 'AC 86', 'SC-AC86-1209', 1005, null, 610, 4_200_000, 24, 'tamirde', {}, [180, 170]],
  ['DMR-0007', 'Bulaşık makinesi', 1004, 'Winterhalter', 'UC-M', 'WH-UCM-44018', 1005, null, 700, 9_900_000, 24, 'kullanimda', {}, [180, 60]],
  ['DMR-0008', 'Tezgah altı buzdolabı', 1005, 'Öztiryakiler', 'TBB-140', 'OZ-140-5521', 1003, null, 520, 3_100_000, 24, 'kullanimda', { gaz: 'R600a' }, [180, 100]],
  ['DMR-0009', 'Dik tip buzdolabı', 1005, 'Öztiryakiler', 'DBT-700', 'OZ-700-8830', 1008, null, 520, 4_600_000, 24, 'kullanimda', { gaz: 'R290' }, [180, 100]],
  ['DMR-0010', 'Tost makinesi', 1004, 'Remta', 'T-10 Granit', 'RM-T10-0912', 1005, null, 250, 650_000, 12, 'kullanimda', {}, null],
  ['DMR-0011', 'Blender', 1004, 'Vitamix', 'Quiet One', 'VX-Q1-22001', 1003, null, 200, 2_450_000, 36, 'kullanimda', {}, null],
  ['DMR-0012', 'POS terminali', 1003, 'Ingenico', 'Move/5000', 'ING-M5-7730012', 1003, 2005, 365, 850_000, 12, 'kullanimda', { terminal: 'TID 40017731' }, null],
  ['DMR-0013', 'Yazarkasa (ÖKC)', 1003, 'Hugin', 'Tiger T300', 'HG-T300-110245', 1003, 2005, 700, 1_450_000, 24, 'kullanimda', { terminal: 'ÖKC FT 40011245' }, null],
  ['DMR-0014', 'Kasa tableti', 1003, 'Apple', 'iPad 10. nesil', 'DMPXK2Q1LM', 1003, 2005, 150, 1_899_900, 12, 'kullanimda', {}, null],
  ['DMR-0015', 'Adisyon yazıcısı', 1003, 'Epson', 'TM-T20III', 'X4PF112233', 1005, null, 365, 520_000, 24, 'kullanimda', {}, null],
  ['DMR-0016', 'Garson telefonu', 1003, 'Samsung', 'Galaxy A15', 'R58W30ABCDE', null, 2001, 120, 650_000, 24, 'kullanimda', {}, null],
  ['DMR-0017', 'Ofis bilgisayarı', 1003, 'Lenovo', 'ThinkCentre M70q', 'PF4A9XYZ', 1011, 2006, 800, 2_200_000, 24, 'kullanimda', {}, null],
  ['DMR-0018', 'Güvenlik kamerası kaydedici', 1003, 'Hikvision', 'DS-7608NI', 'HK-7608-55190', 1011, null, 900, 780_000, 24, 'kullanimda', {}, null],
  ['DMR-0019', 'Eski tost makinesi', 1004, 'Remta', 'T-08', 'RM-T08-0101', 1006, null, 1400, 320_000, 12, 'hurda', {}, null],
];
// tables and chairs of the salon and the terrace: [kod from, count, name, location, material, price]
const MOBILYA_1 = [
  [20, 6, 'Ahşap masa (4 kişilik)', 1004, 'Ahşap', 420_000],
  [26, 4, 'Mermer bistro masa', 1009, 'Mermer', 380_000],
  [30, 8, 'Rattan sandalye', 1009, 'Rattan', 145_000],
  [38, 6, 'Ahşap sandalye', 1004, 'Ahşap', 165_000],
];
// stock: [id, name, code, category, unit, min (units), cost kuruş, supplier, daily use (units), from → to]
const STOK_1 = [
  [1001, 'Espresso çekirdeği (Etiyopya)', 'STK-001', 'Kahve', 'kg', 5, 78_000, 'Kuzey Kavurma Evi', 1.2],
  [1002, 'Türk kahvesi', 'STK-002', 'Kahve', 'kg', 3, 52_000, 'Kurukahveci Mehmet Efendi', 0.5],
  [1003, 'Filtre kahve çekirdeği (Kolombiya)', 'STK-003', 'Kahve', 'kg', 2, 69_000, 'Kuzey Kavurma Evi', 0.4],
  [1004, 'Süt (tam yağlı)', 'STK-004', 'Süt ürünleri', 'lt', 20, 3_400, 'Sütaş Bayi Muratpaşa', 14],
  [1005, 'Yulaf sütü', 'STK-005', 'Süt ürünleri', 'lt', 6, 9_800, 'Metro Antalya', 2],
  [1006, 'Karton bardak 12 oz', 'STK-006', 'Ambalaj', 'adet', 500, 180, 'Ambalajcım', 90],
  [1007, 'Bardak kapağı 12 oz', 'STK-007', 'Ambalaj', 'adet', 500, 90, 'Ambalajcım', 90],
  [1008, 'Rize çayı', 'STK-008', 'Çay', 'kg', 4, 29_500, 'Çaykur Bayi', 0.6],
  [1009, 'Şeker (stick)', 'STK-009', 'Kuru gıda', 'kutu', 3, 14_500, 'Metro Antalya', 0.3],
  [1010, 'Peçete', 'STK-010', 'Sarf', 'paket', 10, 4_500, 'Metro Antalya', 2],
  [1011, 'Limon', 'STK-011', 'Meyve', 'kg', 5, 3_500, 'Antalya Hali', 1.5],
  [1012, 'V60 filtre kağıdı', 'STK-012', 'Sarf', 'paket', 4, 21_000, 'Kuzey Kavurma Evi', 0.2],
  [1013, 'Bulaşık deterjanı', 'STK-013', 'Temizlik', 'lt', 5, 8_900, 'Metro Antalya', 0.5],
];

// ── Lotus ───────────────────────────────────────────────────────────────────────────────────────────────────
const LOK_2 = [
  [2001, null, 'Lotus Moda', 'bina'],
  [2002, 2001, 'Salon Katı', 'kat'],
  [2003, 2002, 'Kuaför Bölümü', 'alan'],
  [2004, 2002, 'Cilt Bakım Odası', 'oda'],
  [2005, 2002, 'Manikür Köşesi', 'alan'],
  [2006, 2002, 'Resepsiyon', 'alan'],
  [2007, 2002, 'Depo', 'depo'],
];
const KAT_2 = [
  [2001, 'Kuaför Ekipmanı', [{ anahtar: 'watt', ad: 'Güç (W)', tur: 'sayi' }], 180],
  [2002, 'Mobilya', [], null],
  [2003, 'Güzellik Cihazı', [{ anahtar: 'lisans', ad: 'Cihaz / lisans no', tur: 'metin' }], 120],
  [2004, 'Elektronik', [], null],
];
const DEMIRBAS_2 = [
  ['LTS-001', 'Kuaför koltuğu', 2002, 'Maletti', 'Dream', 'MLT-DR-1001', 2003, 1001, 900, 2_800_000, 24, 'kullanimda', {}, null],
  ['LTS-002', 'Kuaför koltuğu', 2002, 'Maletti', 'Dream', 'MLT-DR-1002', 2003, 1002, 900, 2_800_000, 24, 'kullanimda', {}, null],
  ['LTS-003', 'Kuaför koltuğu', 2002, 'Maletti', 'Dream', 'MLT-DR-1003', 2003, null, 900, 2_800_000, 24, 'kullanimda', {}, null],
  ['LTS-004', 'Kuaför koltuğu (eski)', 2002, 'Ceriotti', 'Jolly', 'CR-JL-0442', 2007, null, 2100, 1_100_000, 12, 'depoda', {}, null],
  ['LTS-005', 'Saç kurutma makinesi', 2001, 'Parlux', '385 PowerLight', 'PX385-20031', 2003, 1001, 400, 420_000, 24, 'kullanimda', { watt: 2150 }, [180, 150]],
  ['LTS-006', 'Saç kurutma makinesi', 2001, 'Parlux', '385 PowerLight', 'PX385-20032', 2003, 1002, 400, 420_000, 24, 'disarida', { watt: 2150 }, [180, 150]],
  ['LTS-007', 'Saç kurutma makinesi', 2001, 'BaByliss PRO', 'Caruso', 'BB-CR-7781', 2003, null, 200, 360_000, 24, 'kullanimda', { watt: 2400 }, null],
  ['LTS-008', 'Saç yıkama ünitesi', 2001, 'Maletti', 'Kerwin', 'MLT-KW-301', 2003, null, 900, 4_600_000, 24, 'kullanimda', {}, [180, 90]],
  ['LTS-009', 'Saç yıkama ünitesi', 2001, 'Maletti', 'Kerwin', 'MLT-KW-302', 2003, null, 900, 4_600_000, 24, 'kullanimda', {}, [180, 90]],
  ['LTS-010', 'Hidrafacial cihazı', 2003, 'HydraFacial', 'Syndeo', 'HF-SY-88123', 2004, 1003, 300, 52_000_000, 24, 'kullanimda', { lisans: 'HF-LIC-2291' }, [120, 118]],
  ['LTS-011', 'Cilt bakım yatağı', 2002, 'Weelko', 'Alpha', 'WK-AL-551', 2004, null, 700, 1_650_000, 24, 'kullanimda', {}, null],
  ['LTS-012', 'UV sterilizatör', 2003, 'Tecnomed', 'Steril UV', 'TM-UV-0091', 2005, 1003, 500, 650_000, 12, 'kullanimda', {}, [120, 30]],
  ['LTS-013', 'Manikür masası', 2002, 'Weelko', 'Nail Pro', 'WK-NP-210', 2005, null, 700, 720_000, 12, 'kullanimda', {}, null],
  ['LTS-014', 'Manikür masası', 2002, 'Weelko', 'Nail Pro', 'WK-NP-211', 2005, null, 700, 720_000, 12, 'kullanimda', {}, null],
  ['LTS-015', 'Resepsiyon bankosu', 2002, 'Yerel imalat', 'Lake beyaz', '', 2006, null, 1000, 2_400_000, 0, 'kullanimda', {}, null],
  ['LTS-016', 'POS terminali', 2004, 'Ingenico', 'Desk/3500', 'ING-D35-881023', 2006, null, 365, 650_000, 12, 'kullanimda', {}, null],
  ['LTS-017', 'Resepsiyon bilgisayarı', 2004, 'Apple', 'iMac 24"', 'C02GK1AAQ6', 2006, null, 500, 4_999_900, 12, 'kullanimda', {}, null],
];
const STOK_2 = [
  [2001, 'Şampuan (profesyonel)', 'LST-001', 'Saç bakım', 'lt', 5, 38_000, 'Kuaförden Toptan', 0.6],
  [2002, 'Saç kremi', 'LST-002', 'Saç bakım', 'lt', 4, 42_000, 'Kuaförden Toptan', 0.4],
  [2003, 'Saç boyası (6.0)', 'LST-003', 'Boya', 'adet', 12, 18_500, 'Wella Bayi Kadıköy', 1],
  [2004, 'Oksidan %6', 'LST-004', 'Boya', 'lt', 3, 26_000, 'Wella Bayi Kadıköy', 0.3],
  [2005, 'Havlu (tek kullanımlık)', 'LST-005', 'Sarf', 'paket', 10, 12_500, 'Medikal Sarf', 1.5],
  [2006, 'Nitril eldiven', 'LST-006', 'Sarf', 'kutu', 4, 16_000, 'Medikal Sarf', 0.3],
  [2007, 'Aseton', 'LST-007', 'Manikür', 'lt', 2, 9_500, 'Medikal Sarf', 0.1],
  [2008, 'Yüzey dezenfektanı', 'LST-008', 'Temizlik', 'lt', 5, 11_000, 'Medikal Sarf', 0.4],
];

// items the venue is short of today (the low-stock warning has something to say): days of use bought each week
const AZ_ALINAN = { 1004: 3, 1005: 3.5, 2006: 4 };

// flat illustrations (scripts/demo-gorsel/*.webp, put into the local R2 by scripts/db.mjs) for the assets where a
// picture helps: first word of the asset's name → drawing
export const DEMO_GORSELLER = ['espresso', 'degirmen', 'sac', 'koltuk', 'pos', 'dolap', 'masa', 'sandalye', 'cihaz'];
const GORSEL = [
  [/^Espresso/, 'espresso'], [/^Kahve değirmeni/, 'degirmen'], [/^Saç kurutma/, 'sac'], [/koltuğu/, 'koltuk'], [/^POS/, 'pos'],
  [/buzdolabı/, 'dolap'], [/masa/i, 'masa'], [/[Ss]andalye/, 'sandalye'], [/cihazı|sterilizatör/, 'cihaz'],
];
export const gorselAnahtari = (v, ad) => `envanter/${v}/demo-${ad}.webp`;
const fotolar = (v, ad) => JSON.stringify(GORSEL.filter(([re]) => re.test(ad)).slice(0, 1).map(([, g]) => gorselAnahtari(v, g)));

const arama = (...parts) => katla(parts.filter(Boolean).join(' '));
const json = (o) => JSON.stringify(o);

function venueSql(v, now, { lok, kat, demirbas, mobilya = [], stok, depo, kullanim, kullanici }) {
  const rnd = prng(0x5eed + v);
  const out = [];
  const log = (row) => out.push(ins(v, 'envanter_log', { isletme_id: v, kullanici_id: SAHIP, ozet: '{}', ...row }));
  const lokAd = Object.fromEntries(lok.map(([id, , ad]) => [id, ad]));
  lok.forEach(([id, ust, ad, tur], i) => {
    out.push(ins(v, 'envanter_lokasyon', { id, isletme_id: v, ust_id: ust, ad, tur, sira: i + 1 }));
    log({ varlik: 'lokasyon', varlik_id: id, islem: 'ekle', ozet: json({ ad, tur }), zaman: an(now, 45, 9, i) });
  });
  const katAd = {};
  for (const [id, ad, alanlar, bakim] of kat) {
    katAd[id] = ad;
    out.push(ins(v, 'envanter_kategori', { id, isletme_id: v, ad, alanlar: JSON.stringify(alanlar), bakim_aralik_gun: bakim }));
    log({ varlik: 'kategori', varlik_id: id, islem: 'ekle', ozet: json({ ad }), zaman: an(now, 45, 10) });
  }
  const hepsi = [...demirbas];
  for (const [from, count, ad, lokasyon, malzeme, fiyat] of mobilya) {
    for (let i = 0; i < count; i += 1) {
      hepsi.push([`DMR-${String(from + i).padStart(4, '0')}`, `${ad} ${i + 1}`, 1002, 'Yerel imalat', '', '', lokasyon, null, 600, fiyat, 0, 'kullanimda', { malzeme }, null]);
    }
  }
  hepsi.forEach(([kod, ad, kategori, marka, model, seri, lokasyon, personel, alis, fiyat, garantiAy, durum, ozel, bakim], i) => {
    const id = v * 1000 + i + 1;
    const alisTarihi = gun(now, alis);
    const garanti = garantiAy ? new Date(new Date(`${alisTarihi}T00:00:00Z`).getTime() + garantiAy * 30.44 * DAY).toISOString().slice(0, 10) : null;
    out.push(ins(v, 'envanter_demirbas', {
      id, isletme_id: v, kod, ad, kategori_id: kategori, marka, model, seri_no: seri, lokasyon_id: lokasyon, personel_id: personel,
      alis_tarihi: alisTarihi, alis_kurus: fiyat, garanti_bitis: garanti, durum: durum === 'hurda' ? 'kullanimda' : durum,
      ozel_alanlar: JSON.stringify(Object.fromEntries(Object.entries(ozel).filter(([, x]) => x !== null))), fotolar: fotolar(v, ad),
      bakim_aralik_gun: bakim?.[0] ?? null, son_bakim: bakim ? gun(now, bakim[1]) : null,
      arama: arama(kod, ad, marka, model, seri, katAd[kategori]), olusturma: an(now, 44, 11), guncelleme: an(now, 44, 11),
    }));
    log({ varlik: 'demirbas', varlik_id: id, demirbas_id: id, islem: 'ekle', ozet: json({ kod, ad, lokasyon: lokAd[lokasyon] ?? null }), zaman: an(now, 44, 11, i % 60) });
  });
  return { out, log, hepsi, lokAd, rnd, stokSql: () => stokSql(v, now, rnd, stok, depo, kullanim, kullanici, ins, log, lokAd) };
}

/** A month of stock movements per item: opening stock, weekly purchases, daily use at the point of use, transfers. */
function stokSql(v, now, rnd, stok, depo, kullanim, kullanici, insert, log, lokAd) {
  const out = [];
  const miktar = new Map();
  const ekle = (urun, lok, d) => miktar.set(`${urun}:${lok}`, (miktar.get(`${urun}:${lok}`) ?? 0) + d);
  for (const [id, ad, kod, kategori, birim, min, maliyet, tedarikci, gunluk] of stok) {
    out.push(insert(v, 'envanter_urun', {
      id, isletme_id: v, ad, kod, kategori, birim, min_binde: min * 1000, maliyet_kurus: maliyet, tedarikci, arama: arama(ad, kod, kategori, tedarikci),
    }));
    log({ varlik: 'urun', varlik_id: id, islem: 'ekle', ozet: json({ ad, birim }), zaman: an(now, 31, 9) });
    const hareket = (tur, neden, kaynak, hedef, binde, gunOnce, saat, aciklama = '') => {
      if (binde <= 0) return;
      if (kaynak) ekle(id, kaynak, -binde);
      if (hedef) ekle(id, hedef, binde);
      const zaman = an(now, gunOnce, saat, Math.floor(rnd() * 59));
      out.push(insert(v, 'envanter_stok_hareket', {
        isletme_id: v, urun_id: id, tur, neden, kaynak_lokasyon_id: kaynak, hedef_lokasyon_id: hedef, miktar_binde: binde,
        birim_maliyet_kurus: tur === 'giris' ? maliyet : null, aciklama, kullanici_id: kullanici, zaman,
      }));
      // the module log row the stock part writes with every movement (same summary)
      out.push(insert(v, 'envanter_log', {
        isletme_id: v, varlik: 'stok', varlik_id: sql(`(SELECT max(id) FROM envanter_stok_hareket WHERE isletme_id = ${v})`), islem: tur, kullanici_id: kullanici, zaman,
        ozet: JSON.stringify({ urunId: id, urun: ad, birim, neden, kaynakId: kaynak, kaynak: lokAd[kaynak] ?? null, hedefId: hedef, hedef: lokAd[hedef] ?? null, miktarBinde: binde, not: aciklama }),
      }));
    };
    const yuvarla = (x) => Math.max(1, Math.round(x * (birim === 'adet' || birim === 'paket' || birim === 'kutu' ? 1 : 10))) * (birim === 'adet' || birim === 'paket' || birim === 'kutu' ? 1000 : 100);
    // the point of use keeps about three days; the store room gets a purchase every week
    hareket('giris', 'acilis', null, depo, yuvarla(gunluk * 12), 30, 9, 'Açılış sayımı');
    for (let g = 29; g >= 1; g -= 1) {
      if (g % 7 === 2) hareket('giris', 'satin_alma', null, depo, yuvarla(gunluk * (AZ_ALINAN[id] ?? 7.5)), g, 10, `Fatura ${v}${String(1000 + g * 7 + (id % 100)).padStart(5, '0')}`);
      if (g % 3 === 0) {
        const stokta = miktar.get(`${id}:${depo}`) ?? 0;
        hareket('transfer', 'transfer', depo, kullanim, Math.min(stokta, yuvarla(gunluk * 3)), g, 11);
      }
      const yerinde = miktar.get(`${id}:${kullanim}`) ?? 0;
      hareket('cikis', 'tuketim', kullanim, null, Math.min(yerinde, yuvarla(gunluk * (0.8 + rnd() * 0.4))), g, 22);
      if (rnd() < 0.05) hareket('cikis', 'fire', kullanim, null, Math.min(miktar.get(`${id}:${kullanim}`) ?? 0, yuvarla(gunluk * 0.2)), g, 23, 'Son kullanma tarihi geçti');
    }
  }
  for (const [key, binde] of miktar) {
    const [urun, lok] = key.split(':').map(Number);
    out.push(insert(v, 'envanter_stok', { isletme_id: v, urun_id: urun, lokasyon_id: lok, miktar_binde: binde }));
  }
  return out;
}

/** The whole inventory demo as SQL, guarded so a second run changes nothing. */
export function envanterDemoSql(now = Date.now()) {
  const kahve = venueSql(1, now, { lok: LOK_1, kat: KAT_1, demirbas: DEMIRBAS_1, mobilya: MOBILYA_1, stok: STOK_1, depo: 1006, kullanim: 1003, kullanici: GARSON });
  const lotus = venueSql(2, now, { lok: LOK_2, kat: KAT_2, demirbas: DEMIRBAS_2, stok: STOK_2, depo: 2007, kullanim: 2003, kullanici: RESEPSIYON });
  // the log rows of items and events join each venue's rows (log() appends there), so build those first
  const sonra = [kahve.stokSql(), olaylar1(now, kahve), lotus.stokSql(), olaylar2(now, lotus)];
  return [
    ...kahve.out, ...sonra[0], ...sonra[1],
    ...lotus.out, ...sonra[2], ...sonra[3],
    `INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MARKER)});`,
  ].join('\n');
}

// What happened to the assets this month (each also in the module log, so an asset's history tells it).
/** A module log row written after the rows it names (ids found inside the batch). */
const olayLogu = (v, out) => (row) => out.push(ins(v, 'envanter_log', { isletme_id: v, kullanici_id: SAHIP, ozet: '{}', ...row }));
const sonId = (v, tablo, demirbasId) => sql(`(SELECT max(id) FROM ${tablo} WHERE isletme_id = ${v} AND demirbas_id = ${demirbasId})`);

function olaylar1(now, { hepsi }) {
  const v = 1;
  const out = [];
  const log = olayLogu(v, out);
  const id = (n) => v * 1000 + n;
  // the grinder moved from the store room to the bar when the new one came
  log({ varlik: 'demirbas', varlik_id: id(3), demirbas_id: id(3), islem: 'transfer', ozet: json({ neden: 'transfer', kaynak: 'Depo', kaynakId: 1006, hedef: 'Bar', hedefId: 1003, not: 'Filtre bar açıldı' }), zaman: an(now, 20, 9, 40) });
  // periodic descaling of the espresso machine, closed
  out.push(ins(v, 'envanter_bakim', { isletme_id: v, demirbas_id: id(1), tur: 'periyodik', aciklama: 'Kireç temizliği ve conta değişimi', acilis: an(now, 86, 8), acan_id: SAHIP, kapanis: an(now, 86, 12), kapatan_id: SAHIP, sonuc: 'Kireç temizlendi, grup contaları değişti, basınç 9 bar ayarlandı.', maliyet_kurus: 185_000 }));
  log({ varlik: 'bakim', varlik_id: sonId(v, 'envanter_bakim', id(1)), demirbas_id: id(1), islem: 'bakimKapat', ozet: json({ tur: 'periyodik', sonuc: 'Kireç temizlendi, grup contaları değişti, basınç 9 bar ayarlandı.', maliyetKurus: 185_000 }), zaman: an(now, 86, 12) });
  // the ice machine is in repair now
  out.push(ins(v, 'envanter_bakim', { isletme_id: v, demirbas_id: id(6), tur: 'ariza', aciklama: 'Buz üretmiyor; su girişinde kaçak var. Yetkili servis çağrıldı.', acilis: an(now, 2, 15, 20), acan_id: GARSON }));
  log({ varlik: 'bakim', varlik_id: sonId(v, 'envanter_bakim', id(6)), demirbas_id: id(6), islem: 'bakimAc', ozet: json({ tur: 'ariza', aciklama: 'Buz üretmiyor; su girişinde kaçak var. Yetkili servis çağrıldı.' }), zaman: an(now, 2, 15, 20), kullanici_id: GARSON });
  // the old toaster was scrapped (request approved)
  out.push(ins(v, 'envanter_hurda', { isletme_id: v, demirbas_id: id(19), neden: 'Rezistans yandı; parça bulunmuyor, tamiri ekonomik değil.', talep_eden_id: GARSON, zaman: an(now, 12, 10), durum: 'onaylandi', karar_veren_id: SAHIP, karar_notu: 'Onaylandı; hurdacıya teslim edilecek.', karar_zamani: an(now, 11, 18) }));
  log({ varlik: 'hurda', varlik_id: sonId(v, 'envanter_hurda', id(19)), demirbas_id: id(19), islem: 'talep', ozet: json({ neden: 'Rezistans yandı; parça bulunmuyor, tamiri ekonomik değil.' }), zaman: an(now, 12, 10), kullanici_id: GARSON });
  log({ varlik: 'hurda', varlik_id: sonId(v, 'envanter_hurda', id(19)), demirbas_id: id(19), islem: 'onayla', ozet: json({ not: 'Onaylandı; hurdacıya teslim edilecek.' }), zaman: an(now, 11, 18) });
  out.push(`UPDATE envanter_demirbas SET durum = 'hurda', guncelleme = ${q(an(now, 11, 18))} WHERE id = ${id(19)} AND durum <> 'hurda' AND ${guard(v)};`);
  // last week's audit of the bar: everything expected there was found
  const bar = hepsi.map((d, i) => ({ id: id(i + 1), lokasyon: d[6], durum: d[11] })).filter((d) => d.lokasyon === 1003 && d.durum !== 'hurda').map((d) => d.id);
  out.push(ins(v, 'envanter_sayim', { isletme_id: v, lokasyon_id: 1003, kullanici_id: SAHIP, baslama: an(now, 7, 9), bitis: an(now, 7, 9, 25), sonuc: JSON.stringify({ beklenen: bar, bulunan: bar, eksik: [], yanlisYer: [], bilinmeyen: [] }) }));
  const sayimId = `(SELECT max(id) FROM envanter_sayim WHERE isletme_id = ${v})`;
  for (const d of bar) out.push(ins(v, 'envanter_sayim_okuma', { sayim_id: sql(sayimId), demirbas_id: d, zaman: an(now, 7, 9, 10) }));
  log({ varlik: 'sayim', varlik_id: sql(sayimId), islem: 'sayim', zaman: an(now, 7, 9, 25), ozet: json({ lokasyon: 'Bar', lokasyonId: 1003, beklenen: bar.length, bulunan: bar.length, eksik: 0, yanlisYer: 0, bilinmeyen: 0 }) });
  for (const d of bar) log({ varlik: 'sayim', varlik_id: sql(sayimId), demirbas_id: d, islem: 'sayim', zaman: an(now, 7, 9, 25), ozet: json({ lokasyon: 'Bar', lokasyonId: 1003, sonuc: 'bulundu' }) });
  return out;
}

function olaylar2(now) {
  const v = 2;
  const out = [];
  const log = olayLogu(v, out);
  const id = (n) => v * 1000 + n;
  // a hair dryer went to the service shop: open gate pass no 1
  out.push(ins(v, 'envanter_cikis', { isletme_id: v, no: 1, demirbas_id: id(6), neden: 'tamir', kime: 'Parlux Yetkili Servis — Kadıköy', aciklama: 'Motor sesi geliyor, ısıtmıyor.', beklenen_donus: gun(now, -5), kullanici_id: RESEPSIYON, zaman: an(now, 4, 11) }));
  log({ varlik: 'cikis', varlik_id: sonId(v, 'envanter_cikis', id(6)), demirbas_id: id(6), islem: 'cikis', ozet: json({ no: 1, neden: 'tamir', kime: 'Parlux Yetkili Servis — Kadıköy', beklenenDonus: gun(now, -5), aciklama: 'Motor sesi geliyor, ısıtmıyor.', onceki: 'kullanimda' }), zaman: an(now, 4, 11), kullanici_id: RESEPSIYON });
  // the old chair waits for a scrap decision
  out.push(ins(v, 'envanter_hurda', { isletme_id: v, demirbas_id: id(4), neden: 'Hidrolik pompa yağ kaçırıyor; koltuk inmiyor. Tamiri yenisinin yarı fiyatı.', talep_eden_id: RESEPSIYON, zaman: an(now, 1, 16) }));
  log({ varlik: 'hurda', varlik_id: sonId(v, 'envanter_hurda', id(4)), demirbas_id: id(4), islem: 'talep', ozet: json({ neden: 'Hidrolik pompa yağ kaçırıyor; koltuk inmiyor. Tamiri yenisinin yarı fiyatı.' }), zaman: an(now, 1, 16), kullanici_id: RESEPSIYON });
  // the hydrafacial device's periodic service
  out.push(ins(v, 'envanter_bakim', { isletme_id: v, demirbas_id: id(10), tur: 'periyodik', aciklama: 'Periyodik servis: filtre ve uç değişimi', acilis: an(now, 118, 9), acan_id: SAHIP, kapanis: an(now, 118, 13), kapatan_id: SAHIP, sonuc: 'Filtreler ve vakum ucu değişti, kalibrasyon yapıldı.', maliyet_kurus: 450_000 }));
  log({ varlik: 'bakim', varlik_id: sonId(v, 'envanter_bakim', id(10)), demirbas_id: id(10), islem: 'bakimKapat', ozet: json({ tur: 'periyodik', sonuc: 'Filtreler ve vakum ucu değişti, kalibrasyon yapıldı.', maliyetKurus: 450_000 }), zaman: an(now, 118, 13) });
  return out;
}
