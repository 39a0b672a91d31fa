// Kahve Durağı (venue 1) right now: today's working day open (the one demo-cafe-gecmis.mjs opens, never a second) and
// five open checks on tables of the three areas, written as the venue's live object writes them (check, order
// batches, lines with their batch, the operation log; the partial payment with its cash-book row). Also the narrow
// "Kasiyer" set and its demo account kasiyer@demo.test. Its own marker: a local database seeded before gets it once.
const MARKER = 'cafe-canli-v1';
// set while this file runs: the start guard is read once, the rows it adds would change it
const YAZILIYOR = 'cafe-canli-yaziliyor';
const V = 1;
const TZ_SAAT = 3; // Europe/Istanbul, as demo-cafe-gecmis.mjs
const SAHIP = 2; // Ayşe Yılmaz (isletme@demo.test)
const GARSON = 3; // Mehmet Demir (garson@demo.test)
const KASIYER_EMAIL = 'kasiyer@demo.test';

const C = 'isletme:qrmenu:cafe-yonetim';
/** Takes payments and discounts, sees the cash book, opens the day, runs the X report and the day end; no void, no complimentary. */
export const KASIYER_YETKILERI = [
  `${C}:masa-takip`, `${C}:masa-takip:tahsilat`, `${C}:masa-takip:indirim`,
  `${C}:kasa-hareketleri`, `${C}:kasa-hareketleri:raporCek`,
  `${C}:calismagunu`, `${C}:calismagunu:ekle`,
  `${C}:gunsonu`, `${C}:gunsonu:ekle`, `${C}:gunsonu:raporCek`,
  `${C}:xraporu`, `${C}:xraporu:raporCek`,
];

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const sql = (text) => ({ sql: text });
const yaziliyor = `EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(YAZILIYOR)})`;
const ins = (table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map((v) => (v && typeof v === 'object' ? v.sql : q(v))).join(', ')} WHERE ${yaziliyor};`;

// [product as the QR menu names it, its category, kuruş] (scripts/demo-data.mjs)
const URUN = {
  cay: ['Çay', 'Çaylar', 2_500], turk: ['Türk Kahvesi', 'Kahveler', 8_500], latte: ['Latte', 'Kahveler', 11_000],
  cappuccino: ['Cappuccino', 'Kahveler', 10_500], espresso: ['Espresso', 'Kahveler', 7_000], filtre: ['Filtre Kahve', 'Kahveler', 9_500],
  icedLatte: ['Iced Latte', 'Soğuk Kahveler', 12_000], frappe: ['Frappe', 'Soğuk Kahveler', 13_500],
  limonata: ['Ev Yapımı Limonata', 'Limonatalar', 9_000], cilekli: ['Çilekli Limonata', 'Limonatalar', 10_000],
  baklava: ['Fıstıklı Baklava', 'Tatlılar', 18_000], sanSebastian: ['San Sebastian Cheesecake', 'Tatlılar', 16_500],
  tiramisu: ['Tiramisu', 'Tatlılar', 15_000], kurabiye: ['Çikolatalı Kurabiye', 'Tatlılar', 4_500], brownie: ['Brownie', 'Tatlılar', 12_000],
  tost: ['Avokadolu Tost', 'Kahvaltı', 21_000],
};

/**
 * The open checks: table, waiter, minutes since opened, guests, order batches ([minutes after opening, lines]),
 * a line is [product, quantity, note?]; `hesap` = the pre-bill was printed; `odeme` = one guest already paid.
 */
const ADISYONLAR = [
  { masa: 'Masa 3', garson: GARSON, dakika: 118, misafir: 4, siparisler: [[1, [['cay', 4], ['turk', 2], ['baklava', 1]]], [42, [['cay', 4], ['sanSebastian', 1]]]] },
  { masa: 'Bahçe 2', garson: GARSON, dakika: 45, misafir: 2, siparisler: [[1, [['turk', 1, 'şekersiz'], ['turk', 1, 'orta şekerli'], ['tiramisu', 1]]]] },
  { masa: 'Teras 1', garson: SAHIP, dakika: 70, misafir: 3, siparisler: [[2, [['icedLatte', 2], ['limonata', 1], ['brownie', 1]]], [25, [['cilekli', 1]]]],
    odeme: { dakika: 64, odeme: 'kart', tutarKurus: 24_000 } },
  { masa: 'Masa 6', garson: GARSON, dakika: 80, misafir: 5, siparisler: [[1, [['latte', 3], ['cappuccino', 2], ['kurabiye', 2]]], [20, [['frappe', 1]]]], hesap: 4 },
  { masa: 'Bar 1', garson: SAHIP, dakika: 9, misafir: 1, siparisler: [[1, [['espresso', 1], ['tost', 1]]]] },
];
const DAKIKA = 60_000;
const iso = (ms) => new Date(ms).toISOString();

/** The SQL; `now` fixes "right now"; `kasiyerHash` is the demo password's hash (demo-data.mjs makes it). */
export function cafeCanliDemoSql(kasiyerHash, now = Date.now()) {
  const out = [];
  const masa = (ad) => sql(`(SELECT id FROM menu_masa WHERE isletme_id = ${V} AND ad = ${q(ad)})`);
  // the venue's business day now, by its own cutoff hour (Europe/Istanbul is UTC+3 all year)
  const isGunu = `date(${q(iso(now))}, '+${TZ_SAAT} hours', '-' || coalesce((SELECT gun_donumu_saat FROM isletme_parametre WHERE isletme_id = ${V}), 0) || ' hours')`;
  const bos = ADISYONLAR.map((a) => `NOT EXISTS (SELECT 1 FROM adisyon WHERE isletme_id = ${V} AND durum = 'acik' AND masa_id = ${masa(a.masa).sql})`).join(' AND ');
  // the demo's tables are there (demo-cafe.mjs), free, and this never ran; read once, then YAZILIYOR carries it
  out.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(YAZILIYOR)} WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)})
    AND ${ADISYONLAR.map((a) => `EXISTS (SELECT 1 FROM menu_masa WHERE isletme_id = ${V} AND ad = ${q(a.masa)})`).join(' AND ')} AND ${bos}
    AND (EXISTS (SELECT 1 FROM cafe_gun WHERE isletme_id = ${V} AND durum = 'acik') OR NOT EXISTS (SELECT 1 FROM cafe_gun WHERE isletme_id = ${V} AND is_gunu >= ${isGunu}));`);

  // the demo account of the Kasiyer set (the set is as demo-data.mjs made it, or as a person has edited it since)
  out.push(`INSERT OR IGNORE INTO kullanici (email, ad_soyad, sifre_hash, kullanici_tipi) SELECT ${q(KASIYER_EMAIL)}, 'Selin Koç', ${q(kasiyerHash)}, 2 WHERE ${yaziliyor};`);
  out.push(`INSERT OR IGNORE INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id) SELECT ${V}, id, (SELECT id FROM yetki_seti WHERE id = 13 AND isletme_id = ${V})
    FROM kullanici WHERE email = ${q(KASIYER_EMAIL)} AND ${yaziliyor};`);
  const kasiyer = sql(`(SELECT id FROM kullanici WHERE email = ${q(KASIYER_EMAIL)})`);

  // today's working day, as demo-cafe-gecmis.mjs opens it (at 08:05, or a minute ago); an open day (any) is kept,
  // and a day already closed is never opened again: then nothing of this part is written (the start condition above)
  out.push(`INSERT INTO cafe_gun (isletme_id, is_gunu, durum, acilis_kasasi_kurus, acan_id, acilis_zamani)
    SELECT ${V}, ${isGunu}, 'acik', 75000, ${SAHIP}, min(${q(iso(now - DAKIKA))}, strftime('%Y-%m-%dT%H:%M:%fZ', ${isGunu}, '+${8 - TZ_SAAT} hours', '+5 minutes'))
    WHERE ${yaziliyor} AND NOT EXISTS (SELECT 1 FROM cafe_gun WHERE isletme_id = ${V} AND durum = 'acik');`);
  const gun = sql(`(SELECT id FROM cafe_gun WHERE isletme_id = ${V} AND durum = 'acik')`);
  // "n minutes ago", but never before the day opened nor in the future
  const once = (dakika) => sql(`min(${q(iso(now - DAKIKA))}, max(${q(iso(now - dakika * DAKIKA))},
    strftime('%Y-%m-%dT%H:%M:%fZ', (SELECT acilis_zamani FROM cafe_gun WHERE isletme_id = ${V} AND durum = 'acik'), '+${Math.max(1, 120 - dakika)} minutes')))`);

  const adisyon = sql(`(SELECT max(id) FROM adisyon WHERE isletme_id = ${V})`);
  let sayac = 0;
  for (const a of ADISYONLAR) {
    const satirlar = a.siparisler.flatMap(([, kalemler]) => kalemler);
    const toplam = satirlar.reduce((s, [u, adet]) => s + URUN[u][2] * adet, 0);
    const odenen = a.odeme?.tutarKurus ?? 0;
    // every operation counts the version up: the orders, the payment, the pre-bill
    const surum = a.siparisler.length + (a.odeme ? 1 : 0) + (a.hesap ? 1 : 0);
    out.push(ins('adisyon', {
      isletme_id: V, no: sql(`(SELECT coalesce(max(no), 0) + 1 FROM adisyon WHERE isletme_id = ${V})`), masa_id: masa(a.masa), gun_id: gun,
      durum: 'acik', surum, misafir: a.misafir, garson_id: a.garson, toplam_kurus: toplam, odenen_kurus: odenen, hesap_istendi: a.hesap ? 1 : 0, acilis: once(a.dakika),
    }));
    const gunluk = (tur, kisi, dakika, ozet) => out.push(ins('adisyon_islem', {
      isletme_id: V, islem_id: `demo-canli-${(sayac += 1)}`, tur, adisyon_id: adisyon, masa_id: masa(a.masa), kullanici_id: kisi, ozet: JSON.stringify(ozet), cevap: '{}', zaman: once(dakika),
    }));
    for (const [sonra, kalemler] of a.siparisler) {
      const dakika = a.dakika - sonra;
      out.push(ins('adisyon_siparis', { isletme_id: V, adisyon_id: adisyon, gonderen_id: a.garson, zaman: once(dakika), basim: 1 }));
      for (const [u, adet, not = ''] of kalemler) {
        const [ad, kategori, birim] = URUN[u];
        out.push(ins('adisyon_kalem', {
          isletme_id: V, adisyon_id: adisyon, urun_id: sql(`(SELECT id FROM menu_urun WHERE isletme_id = ${V} AND json_extract(ad, '$.tr') = ${q(ad)})`),
          ad, kategori_ad: kategori, birim_kurus: birim, adet, kdv_orani: 10, not_metni: not,
          siparis_id: sql(`(SELECT max(id) FROM adisyon_siparis WHERE isletme_id = ${V})`), tutar_kurus: birim * adet, ekleyen_id: a.garson, eklenme: once(dakika),
        }));
      }
      gunluk('siparis', a.garson, dakika, { kalemler: kalemler.map(([u, adet, not = '']) => ({ ad: URUN[u][0], adet, tutarKurus: URUN[u][2] * adet, not })) });
    }
    if (a.odeme) {
      const o = a.odeme;
      out.push(ins('adisyon_odeme', { isletme_id: V, adisyon_id: adisyon, gun_id: gun, odeme: o.odeme, tutar_kurus: o.tutarKurus, alinan_kurus: null, kullanici_id: kasiyer, zaman: once(a.dakika - o.dakika) }));
      out.push(ins('kasa', { isletme_id: V, tur: 'gelir', odeme: o.odeme, tutar_kurus: o.tutarKurus, kaynak: 'adisyon', tarih: once(a.dakika - o.dakika), adisyon_id: adisyon, kullanici_id: kasiyer }));
      gunluk('ode', kasiyer, a.dakika - o.dakika, { odemeler: [{ odeme: o.odeme, tutarKurus: o.tutarKurus, alinanKurus: null }], kalemIdler: [], kapandi: false });
    }
    if (a.hesap) gunluk('hesap', a.garson, a.hesap, { toplamKurus: toplam });
  }
  out.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE ${yaziliyor};`);
  out.push(`DELETE FROM demo_verisi WHERE anahtar = ${q(YAZILIYOR)};`);
  return out.join('\n');
}
