// Demo venues of the platform admin (issue 14): venues 1 and 2 get explicit licences (pro, every module, a year from
// the load day) and their owner; six more venues with their owners show every state the admin meets: active, a trial
// ending this week, expired within its grace period and past it, suspended with a reason, and a new one whose owner
// has not used the invite yet (its licence ends within 30 days). QR menu views of the last 30 days give the dashboard
// its lines (the bookings come from the salon's own demo). Dates are relative to the load day (Istanbul); its own
// marker; fixed ids that are taken, or a venue 1/2 licence a person edited, are left alone.
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'isletmeler-v1';
const MODULLER = JSON.stringify(['qrmenu', 'cafe', 'randevu', 'envanter', 'crm']);
const DAY = 86_400_000;

const q = (value) => (value === null || value === undefined ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const istanbulGunu = (ms) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
const yeni = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)})`;
// the new venues' ids and their owners' e-mails must all be free
const bos = (idler, epostalar) => `${yeni} AND NOT EXISTS (SELECT 1 FROM isletme WHERE id BETWEEN ${Math.min(...idler)} AND ${Math.max(...idler)})
  AND NOT EXISTS (SELECT 1 FROM kullanici WHERE id BETWEEN ${Math.min(...idler)} AND ${Math.max(...idler)} OR email IN (${epostalar.map(q).join(', ')}))`;
const ekle = (table, row, kosul) => `INSERT INTO ${table} (${Object.keys(row).join(', ')}) SELECT ${Object.values(row).map(q).join(', ')} WHERE ${kosul};`;

// [id, name, url, type, city, phone, owner name, owner e-mail, plan, start (days from today), end (days from today), trial, suspended reason, invite pending]
const ISLETMELER = [
  [101, 'Simit Sarayı Kordon', 'simit-sarayi-kordon', 'cafe', 'İzmir', '+90 232 555 40 10', 'Emre Kaya', 'emre.kaya@demo.test', 'pro', -300, 65, 0, null, false],
  [102, 'Lezzet Durağı Restoran', 'lezzet-duragi-restoran', 'restoran', 'Ankara', '+90 312 555 22 33', 'Hakan Çelik', 'hakan.celik@demo.test', 'deneme', -10, 4, 1, null, false],
  [103, 'Bella Güzellik Merkezi', 'bella-guzellik-merkezi', 'salon', 'Bursa', '+90 224 555 61 61', 'Seda Aydın', 'seda.aydin@demo.test', 'standart', -368, -3, 0, null, false],
  [104, 'Deniz Yıldızı Balık Evi', 'deniz-yildizi-balik-evi', 'restoran', 'Muğla', '+90 252 555 19 19', 'Kemal Yurt', 'kemal.yurt@demo.test', 'baslangic', -400, -40, 0, null, false],
  [105, 'Kuaför Nazlı', 'kuafor-nazli', 'salon', 'Eskişehir', '+90 222 555 73 73', 'Nazlı Koç', 'nazli.koc@demo.test', 'standart', -120, 245, 0, 'Üç aylık lisans ödemesi yapılmadı; sahibiyle görüşülüyor.', false],
  [106, 'Mavi Kapı Kafe', 'mavi-kapi-kafe', 'cafe', 'Trabzon', '+90 462 555 08 08', 'Burcu Şen', 'burcu.sen@demo.test', 'baslangic', -345, 20, 0, null, true],
];
// QR menu views a day: a base and a weekly rhythm per venue
const QR = { 1: 60, 101: 35, 102: 12, 103: 8, 106: 18 };

/** SQL of the platform admin's demo; `sifreHash` = the demo password's hash, `davetHash` = an unusable one (invite pending). */
export function isletmelerDemoSql(sifreHash, davetHash, now = Date.now()) {
  const bugun = istanbulGunu(now);
  const gun = (n) => istanbulGunu(Date.parse(`${bugun}T12:00:00+03:00`) + n * DAY);
  // a start marker, written only while every fixed id and e-mail is free, lets the statements after it go on
  const BASLA = `${MARKER}-basla`;
  const kosul = `EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(BASLA)}) AND ${yeni}`;
  const tum = `(SELECT yetkiler FROM yetki_seti WHERE isletme_id IS NULL AND kapsam = 'isletme' AND ad = 'Tam Yetki')`;
  const sql = [
    // venues 1 and 2: a licence of their own unless one was given or edited since (the migration's open-ended row is the default)
    ...[1, 2].map((id) => `INSERT OR IGNORE INTO lisans (isletme_id, plan, moduller, koltuk, baslangic, bitis) SELECT ${id}, 'pro', ${q(MODULLER)}, 10, ${q(bugun)}, ${q(gun(365))} WHERE ${yeni} AND EXISTS (SELECT 1 FROM isletme WHERE id = ${id});`),
    `UPDATE lisans SET plan = 'pro', moduller = ${q(MODULLER)}, koltuk = max(koltuk, 10), baslangic = min(baslangic, ${q(bugun)}), bitis = ${q(gun(365))}, deneme = 0 WHERE isletme_id IN (1, 2) AND bitis = '2099-12-31' AND ${yeni} AND ${ILK_KURULUM};`,
    `UPDATE isletme SET sahip_kullanici_id = 2 WHERE id IN (1, 2) AND sahip_kullanici_id IS NULL AND EXISTS (SELECT 1 FROM isletme_kullanici WHERE isletme_id = isletme.id AND kullanici_id = 2) AND ${yeni} AND ${ILK_KURULUM};`,
  ];
  sql.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(BASLA)} WHERE ${bos(ISLETMELER.map((x) => x[0]), ISLETMELER.map((x) => x[7]))};`);
  for (const [id, ad, url, tur, sehir, telefon, sahipAd, eposta, plan, bas, bit, deneme, neden, davet] of ISLETMELER) {
    const olusturma = new Date(Date.parse(`${gun(bas)}T09:00:00+03:00`)).toISOString();
    sql.push(
      ekle('isletme', { id, ad, url_adi: url, tur, sehir, telefon, olusturma_zamani: olusturma, askiya_alma_zamani: neden ? new Date(now - 5 * DAY).toISOString() : null, askiya_alma_nedeni: neden }, kosul),
      ekle('kullanici', { id, email: eposta, ad_soyad: sahipAd, sifre_hash: davet ? davetHash : sifreHash, kullanici_tipi: 2 }, kosul),
      `INSERT INTO yetki_seti (id, isletme_id, kapsam, ad, aciklama, yetkiler) SELECT ${id * 100}, ${id}, 'isletme', 'Tam Yetki', 'İşletme sahibi', coalesce(${tum}, '[]') WHERE ${kosul};`,
      ekle('lisans', { isletme_id: id, plan, moduller: plan === 'baslangic' ? JSON.stringify(tur === 'salon' ? ['randevu', 'crm'] : ['qrmenu', 'cafe']) : MODULLER, koltuk: plan === 'pro' ? 15 : 5, baslangic: gun(bas), bitis: gun(bit), deneme }, kosul),
      ekle('isletme_kullanici', { isletme_id: id, kullanici_id: id, yetki_seti_id: id * 100, olusturma_zamani: olusturma }, kosul),
    );
  }
  // the owners in one go, once every row above exists
  sql.push(`UPDATE isletme SET sahip_kullanici_id = id WHERE id BETWEEN 101 AND 106 AND sahip_kullanici_id IS NULL AND ${kosul};`);
  sql.push(`INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti) SELECT 1, 105, 'isletme.askiya-al', ${q(JSON.stringify({ neden: ISLETMELER[4][12] }))} WHERE ${kosul} AND EXISTS (SELECT 1 FROM kullanici WHERE id = 1 AND kullanici_tipi = 3);`);
  // past sessions of the new owners (closed, with hashes of no token) so "active in the last 7 days" shows people
  for (const [kullanici, gunOnce] of [[101, 0], [102, 1], [103, 3], [104, 6]]) {
    const basla = now - gunOnce * DAY - 2 * 3_600_000;
    const hash = `demo-oturum-${kullanici}-${gunOnce}`;
    sql.push(`INSERT OR IGNORE INTO oturum (token_hash, kullanici_id, olusturma_zamani, bitis_zamani, iptal_zamani) SELECT ${q(hash)}, ${kullanici}, ${basla}, ${basla + 7 * DAY}, ${basla + 3_600_000} WHERE ${yeni} AND EXISTS (SELECT 1 FROM kullanici WHERE id = ${kullanici} AND kullanici_tipi = 2 AND email LIKE '%@demo.test');`);
  }
  // QR menu views, the last 30 days (weekends busier)
  for (const [isletme, taban] of Object.entries(QR)) {
    for (let n = 29; n >= 0; n -= 1) {
      const g = gun(-n);
      const haftaSonu = [0, 6].includes(new Date(`${g}T12:00:00Z`).getUTCDay());
      const sayi = Math.round(taban * (haftaSonu ? 1.6 : 1) * (0.75 + ((n * 37 + Number(isletme) * 11) % 50) / 100));
      sql.push(`INSERT OR IGNORE INTO gunluk_sayac (gun, isletme_id, tur, sayi) SELECT ${q(g)}, ${isletme}, 'qr_goruntuleme', ${sayi} WHERE ${yeni} AND EXISTS (SELECT 1 FROM isletme WHERE id = ${isletme})${Number(isletme) < 100 ? ` AND ${ILK_KURULUM}` : ''};`);
    }
  }
  sql.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MARKER)});`);
  return sql.join('\n');
}
