// Demo history of Kahve Durağı (venue 1): 14 past working days, each with its closed checks (lines from the QR menu's
// products and prices, complimentary and voided lines with reasons, discounts), payments with their cash-book or ledger
// rows, a few transfers, manual cash movements, the checks' operation log and a numbered day end (a few over/short);
// then today's working day left OPEN (the open checks on tables come from the live demo). Ids are SQLite's; rows are
// tied by subqueries. Deterministic (seeded PRNG) apart from "now"; its own marker, like the other demo parts.
import { raporHesapla } from '../src/lib/cafe/gun-hesap.ts';
import { prng } from '../src/lib/prng.ts';
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'cafe-gecmis-v1';
const V = 1;
const TZ_SAAT = 3; // Europe/Istanbul is UTC+3 all year
const GUN_DONUMU = 3; // the demo parameters' cutoff hour (scripts/demo-parametre.mjs)
const GARSON = 3; // Mehmet Demir (garson@demo.test)
const SAHIP = 2; // Ayşe Yılmaz (isletme@demo.test)
const AD = { [GARSON]: 'Mehmet Demir', [SAHIP]: 'Ayşe Yılmaz' };

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
// history goes only into an empty database: days a person has seen (or a database that has days of its own) never change
const guard = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM menu_masa WHERE isletme_id = ${V})
  AND NOT EXISTS (SELECT 1 FROM cafe_gunsonu WHERE isletme_id = ${V} AND kullanici_id IS NOT ${SAHIP})`;
const ins = (table, row) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map((v) => (v && typeof v === 'object' && 'sql' in v ? v.sql : q(v))).join(', ')} WHERE ${guard};`;
const sql = (text) => ({ sql: text });


// [name, category as the check keeps it, kuruş, KDV %] — the QR menu demo's products (scripts/demo-data.mjs)
const URUNLER = [
  ['Türk Kahvesi', 'Kahveler', 8_500, 10], ['Espresso', 'Kahveler', 7_000, 10], ['Americano', 'Kahveler', 9_000, 10], ['Latte', 'Kahveler', 11_000, 10],
  ['Cappuccino', 'Kahveler', 10_500, 10], ['Flat White', 'Kahveler', 11_500, 10], ['Filtre Kahve', 'Kahveler', 9_500, 10],
  ['Çay', 'Çaylar', 2_500, 10], ['Fincan Çay', 'Çaylar', 4_000, 10], ['Ihlamur', 'Çaylar', 7_500, 10],
  ['Iced Latte', 'Soğuk Kahveler', 12_000, 10], ['Cold Brew', 'Soğuk Kahveler', 12_500, 10], ['Frappe', 'Soğuk Kahveler', 13_500, 10],
  ['Ev Yapımı Limonata', 'Limonatalar', 9_000, 10], ['Çilekli Limonata', 'Limonatalar', 10_000, 10], ['Naneli Limonata', 'Limonatalar', 9_500, 10],
  ['San Sebastian Cheesecake', 'Tatlılar', 16_500, 10], ['Tiramisu', 'Tatlılar', 15_000, 10], ['Çikolatalı Kurabiye', 'Tatlılar', 4_500, 10],
  ['Brownie', 'Tatlılar', 12_000, 10], ['Fıstıklı Baklava', 'Tatlılar', 18_000, 10],
  ['Serpme Kahvaltı (2 kişilik)', 'Kahvaltı', 65_000, 10], ['Menemen', 'Kahvaltı', 18_500, 10], ['Avokadolu Tost', 'Kahvaltı', 21_000, 10], ['Simit Tabağı', 'Kahvaltı', 14_500, 10],
];
const MASALAR = ['Masa 1', 'Masa 2', 'Masa 3', 'Masa 4', 'Masa 5', 'Masa 6', 'Masa 7', 'Bar 1', 'Bahçe 1', 'Bahçe 2', 'Bahçe 3', 'Bahçe 4', 'Teras 1', 'Teras 2', 'Teras 3', 'Teras 4'];
const IKRAM_NEDEN = ['Müdavim müşteri', 'Bekleme için özür', 'Doğum günü', 'Yeni ürün tadımı'];
const IPTAL_NEDEN = ['Yanlış sipariş girildi', 'Müşteri vazgeçti', 'Ürün tükendi', 'Soğuk servis edildi, yenisi yapıldı'];
const MUSTERILER = [['Kemal Aydın', '+905324410001'], ['Sevgi Koç', '+905324410002']];

const iso = (ms) => new Date(ms).toISOString();
const GUN = 86_400_000;
const SAAT = 3_600_000;

/** The SQL of the history; `now` fixes "today". */
export function cafeGecmisDemoSql(now = Date.now()) {
  const rand = prng(20261125);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const out = [];
  // the venue's business today (cutoff GUN_DONUMU) as a UTC-midnight number of that date
  const bugun = Math.floor((now + (TZ_SAAT - GUN_DONUMU) * SAAT) / GUN) * GUN;
  const yerel = (gunMs, saat, dakika = 0) => gunMs + (saat - TZ_SAAT) * SAAT + dakika * 60_000;
  // a table the demo's floor plan may not have falls back to the venue's first table
  const masa = (ad) => sql(`coalesce((SELECT id FROM menu_masa WHERE isletme_id = ${V} AND ad = ${q(ad)}), (SELECT min(id) FROM menu_masa WHERE isletme_id = ${V}))`);
  const gunRef = (isGunu) => sql(`(SELECT id FROM cafe_gun WHERE isletme_id = ${V} AND is_gunu = ${q(isGunu)})`);
  const sonAdisyon = sql(`(SELECT max(id) FROM adisyon WHERE isletme_id = ${V})`);
  const musteriRef = (tel) => sql(`(SELECT id FROM musteri WHERE isletme_id = ${V} AND telefon = ${q(tel)})`);

  for (const [ad, tel] of MUSTERILER) out.push(`INSERT OR IGNORE INTO musteri (isletme_id, ad_soyad, telefon) SELECT ${V}, ${q(ad)}, ${q(tel)} WHERE ${guard};`);

  let no = 0;
  let islem = 0;
  for (let geri = 14; geri >= 1; geri -= 1) {
    const gunMs = bugun - geri * GUN;
    const isGunu = iso(gunMs).slice(0, 10);
    const acilis = yerel(gunMs, 8, Math.floor(rand() * 20));
    const kapanis = yerel(gunMs, 23, 10 + Math.floor(rand() * 40));
    const acilisKasasi = pick([50_000, 75_000, 100_000]);
    out.push(ins('cafe_gun', { isletme_id: V, is_gunu: isGunu, durum: 'kapali', acilis_kasasi_kurus: acilisKasasi, acan_id: SAHIP, acilis_zamani: iso(acilis), kapatan_id: SAHIP, kapanis_zamani: iso(kapanis) }));
    out.push(ins('adisyon_islem', { isletme_id: V, islem_id: `demo-gun-${isGunu}-ac`, tur: 'gunAc', kullanici_id: SAHIP, ozet: JSON.stringify({ isGunu, acilisKasasiKurus: acilisKasasi }), cevap: '{}', zaman: iso(acilis) }));

    const adisyonlar = [];
    const kalemler = [];
    const odemeler = new Map();
    const hafta = new Date(gunMs).getUTCDay();
    const adet = (hafta === 0 || hafta === 6 ? 16 : 10) + Math.floor(rand() * 6);
    const dakikalar = Array.from({ length: adet }, () => Math.floor(rand() * (14 * 60))).sort((a, b) => a - b);
    const oncekiler = [];
    for (let i = 0; i < adet; i += 1) {
      no += 1;
      const sanalId = no;
      const masaAd = pick(MASALAR);
      const garson = rand() < 0.7 ? GARSON : SAHIP;
      const acildi = acilis + (30 + dakikalar[i]) * 60_000;
      const misafir = 1 + Math.floor(rand() * 4);
      const satirlar = [];
      const sabah = dakikalar[i] < 240;
      const kac = 1 + Math.floor(rand() * 4);
      for (let k = 0; k < kac; k += 1) {
        const [ad, kategori, birim, kdv] = sabah && k === 0 && rand() < 0.5 ? pick(URUNLER.slice(21)) : pick(URUNLER.slice(0, 21));
        const adetK = ad === 'Çay' ? 1 + Math.floor(rand() * 4) : 1 + Math.floor(rand() * 2);
        satirlar.push({ ad, kategori, birim, kdv, adet: adetK, durum: 'aktif', neden: '', indirim: 0 });
      }
      if (rand() < 0.12) satirlar.push({ ...(() => { const [ad, kategori, birim, kdv] = pick(URUNLER.slice(0, 10)); return { ad, kategori, birim, kdv }; })(), adet: 1, durum: 'ikram', neden: pick(IKRAM_NEDEN), indirim: 0 });
      if (rand() < 0.1) satirlar.push({ ...(() => { const [ad, kategori, birim, kdv] = pick(URUNLER); return { ad, kategori, birim, kdv }; })(), adet: 1, durum: 'iptal', neden: pick(IPTAL_NEDEN), indirim: 0 });
      if (rand() < 0.08) satirlar[0].indirim = Math.min(satirlar[0].birim * satirlar[0].adet, 1_000);
      const satirToplam = satirlar.reduce((s, k) => s + (k.durum === 'aktif' ? k.birim * k.adet - k.indirim : 0), 0);
      const adisyonIndirim = rand() < 0.07 ? Math.round(satirToplam * 0.1) : 0;
      const toplam = satirToplam - adisyonIndirim;
      // mostly card, some cash, a few meal cards, rarely on a customer's account; now and then split card + cash
      const r = rand();
      const odemeListesi = r < 0.5 ? [['kart', toplam]] : r < 0.78 ? [['nakit', toplam]] : r < 0.9 ? [['yemek_karti', toplam]]
        : r < 0.97 && toplam > 2_000 ? [['kart', toplam - Math.floor(toplam / 2)], ['nakit', Math.floor(toplam / 2)]]
          : geri % 5 === 0 ? [['veresiye', toplam]] : [['kart', toplam]];
      const odendi = acildi + (25 + Math.floor(rand() * 70)) * 60_000;
      const kapandi = Math.min(odendi, kapanis - 10 * 60_000);

      out.push(ins('adisyon', {
        isletme_id: V, no: sql(`(SELECT coalesce(max(no), 0) + 1 FROM adisyon WHERE isletme_id = ${V})`), masa_id: masa(masaAd), gun_id: gunRef(isGunu), durum: 'kapali', surum: 3 + satirlar.length,
        misafir, garson_id: garson, indirim_tur: adisyonIndirim ? 'yuzde' : null, indirim_deger: adisyonIndirim ? 10 : 0, indirim_kurus: adisyonIndirim,
        toplam_kurus: toplam, odenen_kurus: toplam, acilis: iso(acildi), kapanis: iso(kapandi), kapatan_id: SAHIP,
      }));
      out.push(ins('adisyon_siparis', { isletme_id: V, adisyon_id: sonAdisyon, gonderen_id: garson, zaman: iso(acildi + 60_000), basim: 1 }));
      const siparis = sql(`(SELECT max(id) FROM adisyon_siparis WHERE isletme_id = ${V})`);
      for (const k of satirlar) {
        const tutar = k.durum === 'aktif' ? k.birim * k.adet - k.indirim : 0;
        const durumKisi = k.durum === 'aktif' ? null : SAHIP;
        out.push(ins('adisyon_kalem', {
          isletme_id: V, adisyon_id: sonAdisyon, ad: k.ad, kategori_ad: k.kategori, birim_kurus: k.birim, adet: k.adet, kdv_orani: k.kdv,
          siparis_id: siparis, durum: k.durum, neden: k.neden, durum_kullanici_id: durumKisi, durum_zamani: k.durum === 'aktif' ? null : iso(acildi + 5 * 60_000),
          indirim_kurus: k.indirim, tutar_kurus: tutar, ekleyen_id: garson, eklenme: iso(acildi),
        }));
        kalemler.push({ adisyon_id: sanalId, ad: k.ad, kategori_ad: k.kategori, birim_kurus: k.birim, adet: k.adet, kdv_orani: k.kdv, durum: k.durum, neden: k.neden, indirim_kurus: k.indirim, tutar_kurus: tutar, kullanici: durumKisi ? AD[durumKisi] : null });
      }
      const gunluk = (tur, ozet, zaman, kisi = garson) => out.push(ins('adisyon_islem', {
        isletme_id: V, islem_id: `demo-${isGunu}-${++islem}`, tur, adisyon_id: sonAdisyon, masa_id: masa(masaAd), kullanici_id: kisi, ozet: JSON.stringify(ozet), cevap: '{}', zaman: iso(zaman),
      }));
      gunluk('siparis', { kalemler: satirlar.map((k) => ({ ad: k.ad, adet: k.adet })) }, acildi + 60_000);
      for (const k of satirlar.filter((x) => x.durum !== 'aktif')) gunluk(k.durum, { kalemler: [{ ad: k.ad, adet: k.adet }], neden: k.neden }, acildi + 5 * 60_000, SAHIP);
      if (adisyonIndirim) gunluk('indirim', { tutarKurus: adisyonIndirim, neden: 'Öğrenci indirimi %10' }, odendi - 60_000, SAHIP);
      for (const [odeme, tutar] of odemeListesi) {
        const musteri = odeme === 'veresiye' ? musteriRef(pick(MUSTERILER)[1]) : null;
        out.push(ins('adisyon_odeme', {
          isletme_id: V, adisyon_id: sonAdisyon, gun_id: gunRef(isGunu), odeme, tutar_kurus: tutar, alinan_kurus: odeme === 'nakit' ? Math.ceil(tutar / 5_000) * 5_000 : null,
          musteri_id: musteri, kullanici_id: SAHIP, zaman: iso(kapandi),
        }));
        if (odeme === 'veresiye') {
          out.push(ins('cari', { isletme_id: V, musteri_id: musteri, tur: 'borc', tutar_kurus: tutar, kaynak: 'adisyon', adisyon_id: sonAdisyon, tarih: iso(kapandi), kullanici_id: SAHIP }));
        } else {
          out.push(ins('kasa', { isletme_id: V, tur: 'gelir', odeme, tutar_kurus: tutar, kaynak: 'adisyon', adisyon_id: sonAdisyon, tarih: iso(kapandi), kullanici_id: SAHIP }));
        }
        const o = odemeler.get(odeme) ?? { odeme, adet: 0, kurus: 0 };
        o.adet += 1;
        o.kurus += tutar;
        odemeler.set(odeme, o);
        gunluk('ode', { odeme, tutarKurus: tutar }, kapandi, SAHIP);
      }
      gunluk('kapat', { tutarKurus: toplam }, kapandi, SAHIP);
      // now and then a guest changes table, or lines move to the next check
      if (rand() < 0.1) {
        const hedef = pick(MASALAR.filter((m) => m !== masaAd));
        out.push(ins('cafe_transfer', { isletme_id: V, tur: 'masa', kaynak_masa_id: masa(hedef), hedef_masa_id: masa(masaAd), kaynak_adisyon_id: sonAdisyon, hedef_adisyon_id: sonAdisyon, kalemler: '[]', tutar_kurus: toplam, kullanici_id: garson, zaman: iso(acildi + 15 * 60_000) }));
        gunluk('tasi', { kaynakMasa: hedef, hedefMasa: masaAd }, acildi + 15 * 60_000);
      } else if (oncekiler.length > 0 && rand() < 0.06) {
        const k = satirlar.find((x) => x.durum === 'aktif');
        if (k) {
          const kaynak = oncekiler.at(-1);
          const kalem = [{ ad: k.ad, adet: k.adet, tutarKurus: k.birim * k.adet - k.indirim }];
          out.push(ins('cafe_transfer', { isletme_id: V, tur: 'kalem', kaynak_masa_id: masa(kaynak.masaAd), hedef_masa_id: masa(masaAd), kaynak_adisyon_id: sql(`(SELECT max(id) - 1 FROM adisyon WHERE isletme_id = ${V})`), hedef_adisyon_id: sonAdisyon, kalemler: JSON.stringify(kalem), tutar_kurus: kalem[0].tutarKurus, kullanici_id: garson, zaman: iso(acildi + 10 * 60_000) }));
          gunluk('kalemTasi', { kalemler: kalem }, acildi + 10 * 60_000);
        }
      }
      oncekiler.push({ masaAd });
      adisyonlar.push({ id: sanalId, no: 0, misafir, garson_id: garson, garson: AD[garson], toplam_kurus: toplam, indirim_kurus: adisyonIndirim, sira: i });
    }

    // manual cash: a supplier paid from the drawer most days, change brought in now and then
    let giris = 0;
    let cikis = 0;
    if (rand() < 0.7) {
      const tutar = pick([12_000, 18_500, 25_000, 32_000]);
      cikis += tutar;
      out.push(ins('kasa', { isletme_id: V, tur: 'gider', odeme: 'nakit', tutar_kurus: tutar, kaynak: 'manuel', aciklama: pick(['Simitçi', 'Süt tedarikçisi', 'Buz alımı', 'Manav']), tarih: iso(acilis + 3 * SAAT), kullanici_id: SAHIP }));
    }
    if (rand() < 0.3) {
      giris += 20_000;
      out.push(ins('kasa', { isletme_id: V, tur: 'gelir', odeme: 'nakit', tutar_kurus: 20_000, kaynak: 'manuel', aciklama: 'Bozuk para takviyesi', tarih: iso(acilis + 5 * SAAT), kullanici_id: SAHIP }));
    }

    // the figures exactly as the day end computes them (numbers in order of the day)
    const ilkNo = no - adet + 1;
    adisyonlar.forEach((a, i) => { a.no = ilkNo + i; });
    const rapor = raporHesapla({
      gun: { id: 0, is_gunu: isGunu, acilis_zamani: iso(acilis), acilis_kasasi_kurus: acilisKasasi },
      zaman: iso(kapanis),
      adisyonlar,
      acik: { adet: 0, kurus: 0 },
      kalemler,
      odemeler: [...odemeler.values()],
      nakitGiris: giris,
      nakitCikis: cikis,
    });
    const beklenen = rapor.nakit.beklenenKurus;
    // most days the drawer matches; a few are a little short or over, as real days are
    const fark = geri % 6 === 0 ? -pick([500, 1_000, 2_500]) : geri % 9 === 0 ? 1_000 : 0;
    const okc = geri % 4 === 0 ? rapor.satisKurus + (geri === 8 ? -2_500 : 0) : null;
    // the report names its day's row id, known only in SQL
    const raporJson = JSON.stringify({ ...rapor, gunId: -1 });
    out.push(ins('cafe_gunsonu', {
      isletme_id: V, no: sql(`(SELECT coalesce(max(no), 0) + 1 FROM cafe_gunsonu WHERE isletme_id = ${V})`), gun_id: gunRef(isGunu),
      beklenen_nakit_kurus: beklenen, sayilan_nakit_kurus: beklenen + fark, fark_kurus: fark, okc_z_kurus: okc,
      rapor: sql(`json_set(${q(raporJson)}, '$.gunId', ${gunRef(isGunu).sql})`), aciklama: fark < 0 ? 'Sayım tekrarlandı, fark kayda geçti.' : '', kullanici_id: SAHIP, zaman: iso(kapanis),
    }));
    out.push(ins('adisyon_islem', { isletme_id: V, islem_id: `demo-gun-${isGunu}-kapat`, tur: 'gunsonu', kullanici_id: SAHIP, ozet: JSON.stringify({ isGunu, farkKurus: fark }), cevap: '{}', zaman: iso(kapanis) }));
    if (geri === 10) {
      out.push(ins('cafe_gunsonu_duzeltme', {
        isletme_id: V, gunsonu_id: sql(`(SELECT max(id) FROM cafe_gunsonu WHERE isletme_id = ${V})`), alan: 'okc_z', eski_kurus: okc, yeni_kurus: rapor.satisKurus,
        neden: 'Z raporu tutarı yanlış okunmuştu, fişten yeniden girildi.', kullanici_id: SAHIP, zaman: iso(kapanis + GUN / 2),
      }));
    }
  }

  // today: the day is open (the live demo adds open checks on tables)
  const bugunAcilis = yerel(bugun, 8, 5);
  const bugunIso = iso(bugun).slice(0, 10);
  out.push(`INSERT INTO cafe_gun (isletme_id, is_gunu, durum, acilis_kasasi_kurus, acan_id, acilis_zamani)
    SELECT ${V}, ${q(bugunIso)}, 'acik', 75000, ${SAHIP}, ${q(iso(Math.min(bugunAcilis, now - 60_000)))} WHERE ${guard} AND NOT EXISTS (SELECT 1 FROM cafe_gun WHERE isletme_id = ${V} AND durum = 'acik');`);
  out.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE EXISTS (SELECT 1 FROM menu_masa WHERE isletme_id = ${V});`);
  return out.join('\n');
}
