// Demo platform billing, settings and hardware (issue 14): the company details of the Genel settings (only while the
// row still holds the migration's defaults), monthly licence invoices over the last six months for every demo venue
// that exists (1, 2 and the admin demo's venues 101…106 when present) with payments — Lotus has stopped paying, so it is overdue —
// and about 25 hardware items in every state with their histories. Each venue's billing has its own marker and is
// written only while that venue has no invoice or payment of its own, so a venue added later gets its demo on the
// next start and nothing a person entered is touched.
import { kdvHesapla } from '../src/lib/muhasebe.ts';
import { ILK_KURULUM } from './demo-ilk.mjs';

const q = (value) => (value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const DAY = 86_400_000;
const ADMIN = 1; // Deniz Arslan (admin@demo.test)
const VENUES = [1, 2, 101, 102, 103, 104, 105, 106];
const KDV = 20;
// net monthly licence fee per venue (kuruş); venues beyond the list pay the standard plan
const UCRET = { 1: 149_000, 2: 99_000, 101: 149_000, 102: 59_000, 103: 99_000, 104: 149_000, 105: 59_000, 106: 99_000 };
// months left unpaid (0 = the current month); Lotus (2) owes three months, so two are past due
const ODENMEYEN = { 1: [0], 2: [0, 1, 2], 101: [0], 102: [], 103: [0, 1], 104: [0, 1, 2, 3], 105: [0], 106: [] };
const YONTEM = ['havale', 'eft', 'kart', 'havale', 'eft', 'nakit'];

// the seller as the settings hold it (the settings statement runs first)
const SATICI = `(SELECT json_object('firmaUnvan', firma_unvan, 'vergiDairesi', vergi_dairesi, 'vergiNo', vergi_no, 'adres', adres, 'telefon', telefon, 'eposta', eposta, 'iban', iban) FROM platform_ayar WHERE id = 1)`;
const marker = (v) => `muhasebe-v1-${v}`;
const basla = (v) => `muhasebe-v1-${v}-basla`;
// decided once, before the first demo row: the venue exists and has no billing of its own yet
const baslat = (v) => `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(basla(v))} WHERE EXISTS (SELECT 1 FROM isletme WHERE id = ${v})
  AND NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(marker(v))})
  AND NOT EXISTS (SELECT 1 FROM platform_fatura WHERE isletme_id = ${v}) AND NOT EXISTS (SELECT 1 FROM platform_tahsilat WHERE isletme_id = ${v});`;
const bos = (v) => `EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(basla(v))}) AND NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(marker(v))})`;

/** 'YYYY-MM-01' of the month `n` months before now's (Istanbul) month. */
function ayBasi(now, n) {
  const d = new Date(now + 3 * 3_600_000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, 1)).toISOString().slice(0, 10);
}
const aySonu = (gun) => { const [y, m] = gun.split('-').map(Number); return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10); };
const gunEkle = (gun, n) => new Date(Date.parse(`${gun}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

function faturalar(now) {
  const out = VENUES.map(baslat);
  // oldest month first and venues in order, so the series numbers follow the dates
  for (let ay = 5; ay >= 0; ay--) {
    const bas = ayBasi(now, ay);
    for (const v of VENUES) {
      const net = UCRET[v];
      const kdv = kdvHesapla(net, KDV);
      const yil = Number(bas.slice(0, 4));
      // Kahve Durağı's invoice of last month was first issued with a wrong fee and cancelled: it keeps its number
      if (v === 1 && ay === 1) out.push(...fatura(v, yil, bas, net * 10, `İşletmePro lisans bedeli – ${bas.slice(0, 7)}`, 'Yanlış tutar girildi; yeniden düzenlendi.'));
      out.push(...fatura(v, yil, bas, net, `İşletmePro lisans bedeli – ${bas.slice(0, 7)}`, null));
      if (!(ODENMEYEN[v] ?? [0]).includes(ay)) {
        const odeme = gunEkle(bas, 5 + ((v * 3 + ay) % 9));
        out.push(`INSERT INTO platform_tahsilat (isletme_id, tarih, tutar_kurus, yontem, referans, notlar, olusturan_id)
  SELECT ${v}, ${q(odeme)}, ${net + kdv}, ${q(YONTEM[(v + ay) % YONTEM.length])}, ${q(`DK-${odeme.replace(/-/g, '')}-${v}`)}, '', ${ADMIN} WHERE ${bos(v)};`);
      }
    }
  }
  out.push(...VENUES.map((v) => `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(marker(v))} WHERE EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(basla(v))});`));
  return out;
}

/** One invoice: the year's counter moves only when the invoice is written (same guard); `iptal` = cancelled with that reason. */
function fatura(v, yil, bas, net, aciklama, iptal) {
  const kdv = kdvHesapla(net, KDV);
  return [
    `INSERT INTO platform_fatura_seri (yil, son) SELECT ${yil}, 1 WHERE ${bos(v)} ON CONFLICT (yil) DO UPDATE SET son = son + 1;`,
    `INSERT INTO platform_fatura (isletme_id, yil, sira, no, tarih, vade, donem_baslangic, donem_bitis, aciklama, alici_unvan, satici, net_kurus, kdv_orani, kdv_kurus, brut_kurus, durum, iptal_nedeni, iptal_zamani, olusturan_id)
  SELECT i.id, s.yil, s.son, printf('IP%d-%06d', s.yil, s.son), ${q(bas)}, ${q(gunEkle(bas, 30))}, ${q(bas)}, ${q(aySonu(bas))}, ${q(aciklama)}, i.ad, ${SATICI},
         ${net}, ${KDV}, ${kdv}, ${net + kdv}, ${q(iptal ? 'iptal' : 'kesildi')}, ${q(iptal)}, ${iptal ? q(new Date(Date.parse(`${bas}T09:00:00Z`) + DAY).toISOString()) : 'NULL'}, ${ADMIN}
    FROM platform_fatura_seri s JOIN isletme i ON i.id = ${v} WHERE s.yil = ${yil} AND ${bos(v)};`,
  ];
}

// the company details, only on an empty database (the migration's row is there before the demo)
const AYAR = `UPDATE platform_ayar SET vergi_dairesi = 'Zincirlikuyu', vergi_no = '4810123456', adres = 'Büyükdere Cad. No: 100, Esentepe, 34394 Şişli / İstanbul',
  telefon = '+90 212 555 01 00', eposta = 'muhasebe@isletmepro.com.tr', iban = 'TR330006100519786457841326',
  destek_eposta = 'destek@isletmepro.com.tr', destek_telefon = '+90 212 555 01 00'
  WHERE id = 1 AND firma_unvan = 'İşletmePro Yazılım A.Ş.' AND vergi_dairesi = '' AND vergi_no = '' AND adres = '' AND telefon = '' AND eposta = '' AND iban = ''
    AND destek_eposta = '' AND destek_telefon = '' AND ${ILK_KURULUM};`;

// ── hardware ────────────────────────────────────────────────────────────────────────────────────────────────
const DONANIM_MARKER = 'donanim-v1';
const donanimBos = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(DONANIM_MARKER)}) AND NOT EXISTS (SELECT 1 FROM donanim WHERE id NOT BETWEEN 1001 AND 1099)`;
// [type, serial, model, bought (days ago), cost kuruş, story]; story: 'depo' | ['venue', v] | ['iade', v] | ['ariza', v] | 'hurda'
const DONANIM = [
  ['tablet', 'R9TW30XK1PA', 'Samsung Galaxy Tab A9+ 11"', 300, 649_900, ['venue', 1]],
  ['tablet', 'R9TW30XK2QB', 'Samsung Galaxy Tab A9+ 11"', 300, 649_900, ['venue', 1]],
  ['tablet', 'R9TW30XK3RC', 'Samsung Galaxy Tab A9+ 11"', 300, 649_900, ['venue', 2]],
  ['tablet', 'R9TW30XK4SD', 'Samsung Galaxy Tab A9+ 11"', 120, 679_900, 'depo'],
  ['tablet', 'R9TW30XK5TE', 'Samsung Galaxy Tab A9+ 11"', 120, 679_900, 'depo'],
  ['tablet', 'DMPXK2LQ0G1', 'Apple iPad 10. nesil', 420, 1_299_900, ['ariza', 1]],
  ['tablet', 'HGT7P9K1101', 'Lenovo Tab M10 Plus', 700, 459_900, 'hurda'],
  ['fis-yazici', 'X5E8012345', 'Epson TM-T20III', 360, 549_000, ['venue', 1]],
  ['fis-yazici', 'X5E8012346', 'Epson TM-T20III', 360, 549_000, ['iade', 2]],
  ['fis-yazici', 'X5E8012347', 'Epson TM-T20III', 90, 579_000, 'depo'],
  ['fis-yazici', 'XP80-221904', 'Xprinter XP-Q80C', 500, 219_000, ['ariza', 2]],
  ['fis-yazici', 'XP80-221905', 'Xprinter XP-Q80C', 800, 199_000, 'hurda'],
  ['qr-stand', 'QRS-A5-0001', 'Akrilik A5 masa standı', 200, 14_900, ['venue', 1]],
  ['qr-stand', 'QRS-A5-0002', 'Akrilik A5 masa standı', 200, 14_900, ['venue', 1]],
  ['qr-stand', 'QRS-A5-0003', 'Akrilik A5 masa standı', 200, 14_900, ['venue', 1]],
  ['qr-stand', 'QRS-A5-0004', 'Akrilik A5 masa standı', 200, 14_900, ['venue', 2]],
  ['qr-stand', 'QRS-A5-0005', 'Akrilik A5 masa standı', 200, 14_900, 'depo'],
  ['qr-stand', 'QRS-A5-0006', 'Akrilik A5 masa standı', 200, 14_900, 'depo'],
  ['qr-stand', 'QRS-A6-0101', 'Ahşap A6 masa standı', 60, 9_900, 'depo'],
  ['kart-okuyucu', 'PAX-A920-88101', 'PAX A920 Pro', 240, 899_000, ['venue', 1]],
  ['kart-okuyucu', 'PAX-A920-88102', 'PAX A920 Pro', 240, 899_000, ['iade', 1]],
  ['kart-okuyucu', 'ING-M70-55012', 'Ingenico Move/5000', 650, 749_000, ['ariza', 2]],
  ['kart-okuyucu', 'ING-M70-55013', 'Ingenico Move/5000', 650, 749_000, 'depo'],
  ['diger', 'TPL-AX23-7781', 'TP-Link Archer AX23 modem', 180, 189_900, ['venue', 2]],
  ['diger', 'CSH-DRW-0410', 'Para çekmecesi (RJ11)', 400, 129_000, 'depo'],
];

function donanimlar(now) {
  const out = [];
  const an = (gunOnce, saat = 11) => { const d = new Date(now - gunOnce * DAY); d.setUTCHours(saat - 3, 15, 0, 0); return d.toISOString(); };
  const h = (id, zaman, islem, onceki, yeni, oncekiV, yeniV, not) => out.push(`INSERT INTO donanim_hareket (donanim_id, zaman, kullanici_id, islem, onceki_durum, yeni_durum, onceki_isletme_id, yeni_isletme_id, notlar)
  SELECT ${id}, ${q(zaman)}, ${ADMIN}, ${q(islem)}, ${q(onceki)}, ${q(yeni)}, ${q(oncekiV)}, ${q(yeniV)}, ${q(not)} WHERE EXISTS (SELECT 1 FROM donanim WHERE id = ${id}) AND NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(DONANIM_MARKER)});`);
  DONANIM.forEach(([tur, seri, model, once, kurus, hikaye], i) => {
    const id = 1001 + i;
    const v = Array.isArray(hikaye) ? hikaye[1] : null;
    const durum = hikaye === 'depo' ? 'depoda' : hikaye === 'hurda' ? 'hurda' : hikaye[0] === 'venue' ? 'isletmede' : hikaye[0] === 'ariza' ? 'arizali' : 'depoda';
    const alis = new Date(now - once * DAY).toISOString().slice(0, 10);
    // an item promised to a venue that is not there stays in the warehouse
    const venueVar = v ? `EXISTS (SELECT 1 FROM isletme WHERE id = ${v})` : '0';
    const durumSql = durum === 'isletmede' ? `CASE WHEN ${venueVar} THEN 'isletmede' ELSE 'depoda' END` : q(durum);
    const isletmeSql = durum === 'isletmede' ? `CASE WHEN ${venueVar} THEN ${v} END` : 'NULL';
    out.push(`INSERT INTO donanim (id, tur, seri_no, model, alis_tarihi, alis_kurus, durum, isletme_id, notlar, olusturma_zamani, guncelleme_zamani)
  SELECT ${id}, ${q(tur)}, ${q(seri)}, ${q(model)}, ${q(alis)}, ${kurus}, ${durumSql}, ${isletmeSql}, '', ${q(an(once, 9))}, ${q(an(Math.max(1, Math.floor(once / 3))))}
  WHERE ${donanimBos} AND NOT EXISTS (SELECT 1 FROM donanim WHERE tur = ${q(tur)} AND seri_no = ${q(seri)});`);
    h(id, an(once, 9), 'ekle', null, 'depoda', null, null, '');
    if (!v) {
      if (durum === 'hurda') { h(id, an(Math.floor(once / 2)), 'durum', 'depoda', 'arizali', null, null, 'Açılmıyor'); h(id, an(Math.floor(once / 4)), 'durum', 'arizali', 'hurda', null, null, 'Onarım bedeli cihazdan pahalı'); }
      return;
    }
    const ataGun = Math.floor(once * 0.8);
    const gecerli = (sql) => out.push(sql);
    const ataNot = tur === 'qr-stand' ? 'Masa kurulumu' : tur === 'kart-okuyucu' ? 'Banka entegrasyonu yapıldı' : 'Kurulum ve eğitim';
    // the venue's rows only when the venue exists (the item stays in the warehouse otherwise)
    const hv = (zaman, islem, onceki, yeni, oncekiV, yeniV, not) => gecerli(`INSERT INTO donanim_hareket (donanim_id, zaman, kullanici_id, islem, onceki_durum, yeni_durum, onceki_isletme_id, yeni_isletme_id, notlar)
  SELECT ${id}, ${q(zaman)}, ${ADMIN}, ${q(islem)}, ${q(onceki)}, ${q(yeni)}, ${q(oncekiV)}, ${q(yeniV)}, ${q(not)} WHERE EXISTS (SELECT 1 FROM donanim WHERE id = ${id}) AND ${venueVar} AND NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(DONANIM_MARKER)});`);
    hv(an(ataGun), 'ata', 'depoda', 'isletmede', null, v, ataNot);
    if (hikaye[0] === 'iade') hv(an(Math.floor(ataGun / 3)), 'iade', 'isletmede', 'depoda', v, null, 'Yeni modelle değiştirildi');
    if (hikaye[0] === 'ariza') hv(an(Math.floor(ataGun / 4)), 'iade', 'isletmede', 'arizali', v, null, 'Ekran dokunmatiği çalışmıyor; servise gönderilecek');
  });
  // an item whose venue was absent went to the warehouse without a story; its state row says depoda
  out.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(DONANIM_MARKER)});`);
  return out;
}

/** The SQL of the billing, settings and hardware demo (idempotent by markers). */
export function muhasebeDemoSql(now = Date.now()) {
  return [AYAR, ...faturalar(now), ...donanimlar(now)].join('\n');
}
