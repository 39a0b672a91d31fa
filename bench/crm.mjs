// CRM report figures (issue 13) against the running Worker: a venue of its own ('CRM Bench', created only here, never
// in e2e or the demo) with 20,000 customers and 200,000 visits over 18 months — 140,000 completed appointments with a
// line each and 60,000 closed cafe checks linked to customers (a line each) — then 50 requests each at c=1:
// musteri/rapor first page (budget p50 ≤ 150 ms), a folded two-word search, the cohort table (p50 ≤ 300 ms), the
// follow-up list (p50 ≤ 100 ms; the day's first read, which generates the follow-ups, timed on its own).
// Seeding: ONE SQL file run by `wrangler d1 execute --local` on the running server's D1 (`.wrangler/e2e-state-<port>`).
// The rows are generated inside SQLite (recursive CTEs with an integer hash: the same data on every run); 146,000
// appointments of which 1 in 23 is a no-show, so ≈ 140,000 completed + 60,000 checks ≈ 200,000 visits.
// crm_ozet is filled by the product's own triggers on randevu/adisyon while the file inserts (one recount per visit;
// ≈ 40 s in all with migration 0016's recount — 0015's read the whole view per recount and took hours).
// The venue stays (nothing else counts it; the lead's follow-up list row reads it too).
/* global performance -- Node 22+ global */
import { oturum, pct, sorgu, sqlCalistir } from './ortak.mjs';

const MUSTERI = Number(process.env.CRM_BENCH_MUSTERI ?? 20_000);
const RANDEVU = Number(process.env.CRM_BENCH_RANDEVU ?? 146_000);
const ADISYON = Number(process.env.CRM_BENCH_ADISYON ?? 60_000);
const GUN = 540;
const ISTEK = 50;
const URL_ADI = 'crm-bench';
const SAHIP = 2; // Ayşe Yılmaz (isletme@demo.test)


const ADLAR = ['Şule', 'Ayşe', 'Işıl', 'Çağla', 'Gökhan', 'Ömer', 'Ümit', 'İpek', 'Zeynep', 'Mehmet', 'Ali', 'Elif', 'Burak', 'Deniz', 'Ece', 'Fatma', 'Hakan', 'Selin', 'Tuğba', 'Yiğit'];
const SOYADLAR = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Işık'];
const sq = (v) => `'${String(v).replace(/'/g, "''")}'`;
const dizi = (liste, ifade) => `(CASE ${ifade} ${liste.map((a, i) => `WHEN ${i} THEN ${sq(a)}`).join(' ')} END)`;

/**
 * The seeding SQL. Customer i (0-based) first came s_i days ago (1…540); one in three stopped coming e_i days ago; a
 * visit picks a customer skewed towards low i (two hashes multiplied) and a day between the two.
 */
function tohumSql() {
  const v = `(SELECT id FROM isletme WHERE url_adi = '${URL_ADI}')`;
  const h = (n, k) => `((${n} * ${k} + 12345) % 2147483647)`;
  const musteriSec = (n) => `((${h(n, 2654435761)} % ${MUSTERI}) * (${h(n, 40503)} % ${MUSTERI}) / ${MUSTERI})`;
  const s = (i) => `(1 + (${i} * 7919) % ${GUN})`;
  const e = (i) => `(CASE WHEN ${i} % 3 = 0 THEN (${i} * 31) % ${s(i)} ELSE 0 END)`;
  // minutes before now of visit n of customer i (between e_i and s_i days ago, at least an hour ago)
  const dk = (n, i) => `((${e(i)} + ${h(n, 69069)} % (${s(i)} - ${e(i)} + 1)) * 1440 + 60 + ${h(n, 1103515245)} % 600)`;
  const iso = (dakika) => `strftime('%Y-%m-%dT%H:%M:00.000Z', 'now', '-' || (${dakika}) || ' minutes')`;
  const ilkMusteri = `(SELECT min(id) FROM musteri WHERE isletme_id = ${v})`;
  const seq = (n) => `WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${n - 1})`;
  return `
INSERT OR IGNORE INTO isletme (ad, url_adi, tur) VALUES ('CRM Bench', '${URL_ADI}', 'salon');
INSERT OR IGNORE INTO yetki_seti (isletme_id, kapsam, ad, yetkiler) VALUES (${v}, 'isletme', 'CRM Bench', json_array('isletme:crm:musteri:rapor', 'isletme:crm:musteri:rapor:disa-aktar', 'isletme:crm:musteri:rapor-detay-2', 'isletme:crm:musteri:rapor-detay-2:disa-aktar', 'isletme:crm:musteri-takip:rapor'));
INSERT OR IGNORE INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id) VALUES (${v}, ${SAHIP}, (SELECT id FROM yetki_seti WHERE isletme_id = ${v} AND ad = 'CRM Bench'));
INSERT INTO personel (isletme_id, ad) VALUES (${v}, 'Bench Usta');
INSERT INTO randevu_profil (personel_id, isletme_id) SELECT id, isletme_id FROM personel WHERE isletme_id = ${v};
INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (${v}, '{"tr":"Saç kesimi"}', 30, 30000), (${v}, '{"tr":"Fön"}', 30, 15000), (${v}, '{"tr":"Manikür"}', 30, 25000);
INSERT INTO cafe_alan (isletme_id, ad, sira) VALUES (${v}, 'Salon', 1);
INSERT INTO menu_masa (isletme_id, alan_id, ad, sira) SELECT ${v}, id, 'Bench masa', 1 FROM cafe_alan WHERE isletme_id = ${v};
INSERT INTO cafe_gun (isletme_id, is_gunu, durum, acilis_zamani, kapanis_zamani) VALUES (${v}, strftime('%Y-%m-%d', 'now', '-${GUN} days'), 'kapali', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${GUN} days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
${seq(MUSTERI)}
INSERT INTO musteri (isletme_id, ad_soyad, telefon, email, olusturma)
  SELECT ${v}, ${dizi(ADLAR, 'n % 20')} || ' ' || ${dizi(SOYADLAR, '(n / 20) % 20')} || ' ' || n, '+90555' || printf('%07d', n),
    CASE WHEN n % 4 = 0 THEN 'musteri' || n || '@ornek.test' END, ${iso(`${s('n')} * 1440 + 1440`)} FROM seq;
${seq(RANDEVU)}, r AS (SELECT n, ${musteriSec('n')} AS i FROM seq)
INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus)
  SELECT ${v}, ${ilkMusteri} + i, (SELECT id FROM personel WHERE isletme_id = ${v}), ${iso(dk('n', 'i'))}, ${iso(`${dk('n', 'i')} - 30`)},
    CASE WHEN n % 23 = 0 THEN 'gelmedi' ELSE 'tamamlandi' END, 'panel', 'CRMBENCH' || printf('%07d', n), 15000 + (n % 7) * 5000 FROM r;
INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus)
  SELECT r.id, (SELECT min(id) FROM randevu_hizmet WHERE isletme_id = ${v}) + r.id % 3, 30, r.toplam_kurus FROM randevu r WHERE r.isletme_id = ${v};
${seq(ADISYON)}, a AS (SELECT n, ${musteriSec(`(n + ${RANDEVU})`)} AS i FROM seq)
INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, durum, musteri_id, toplam_kurus, odenen_kurus, acilis, kapanis)
  SELECT ${v}, n + 1, (SELECT id FROM menu_masa WHERE isletme_id = ${v}), (SELECT id FROM cafe_gun WHERE isletme_id = ${v}), 'kapali', ${ilkMusteri} + i,
    8000 + (n % 9) * 1500, 8000 + (n % 9) * 1500, ${iso(`${dk(`(n + ${RANDEVU})`, 'i')} + 45`)}, ${iso(dk(`(n + ${RANDEVU})`, 'i'))} FROM a;
INSERT INTO adisyon_kalem (isletme_id, adisyon_id, ad, kategori_ad, birim_kurus, adet, tutar_kurus, eklenme)
  SELECT isletme_id, id, CASE id % 4 WHEN 0 THEN 'Latte' WHEN 1 THEN 'Türk kahvesi' WHEN 2 THEN 'Çay' ELSE 'Cheesecake' END, 'Menü', toplam_kurus, 1, toplam_kurus, acilis
    FROM adisyon WHERE isletme_id = ${v};
`;
}

/**
 * fetch that survives a pooled keep-alive socket the server closed while this process sat in a synchronous
 * `wrangler d1 execute` (undici does not retry a POST on it: 'other side closed').
 */
async function taze(url, init) {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (e?.cause?.code !== 'UND_ERR_SOCKET') throw e;
    return fetch(url, init);
  }
}

/**
 * Seeds the bench venue on the server at `base` (once: a second call finds it seeded) and answers its id and the
 * owner's headers for it.
 */
export async function crmBenchVeri(base) {
  const port = new URL(base).port;
  let venue = sorgu(port, `SELECT id FROM isletme WHERE url_adi = '${URL_ADI}'`)[0]?.id;
  let tohumSn = 0;
  const dolu = venue ? sorgu(port, `SELECT count(*) AS n FROM musteri WHERE isletme_id = ${venue}`)[0]?.n : 0;
  if (!dolu) {
    const t0 = performance.now();
    sqlCalistir(port, tohumSql());
    venue = sorgu(port, `SELECT id FROM isletme WHERE url_adi = '${URL_ADI}'`)[0]?.id;
    tohumSn = Math.round((performance.now() - t0) / 100) / 10;
  }
  return { venue, headers: await oturum(base, { venue, getir: taze }), tohumSn };
}

async function olc(base, headers, path, oku = (d) => d.toplam) {
  const sureler = [];
  let bilgi = null;
  for (let i = 0; i < ISTEK; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.json();
    sureler.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    bilgi = oku(body.data);
  }
  return { p50: pct(sureler, 50), p95: pct(sureler, 95), bilgi };
}

export async function crmBench(base) {
  const { venue, headers, tohumSn } = await crmBenchVeri(base);
  const ilkSayfa = await olc(base, headers, '/api/isletme/crm/musteriler');
  const arama = await olc(base, headers, `/api/isletme/crm/musteriler?q=${encodeURIComponent('sule YILMAZ')}`);
  const kohort = await olc(base, headers, '/api/isletme/crm/kohort', (d) => d.kohortlar.reduce((s, k) => s + k.musteri, 0));
  // follow-ups: the day's first read runs the seven rules over the venue (once a day), then the list is index reads
  const t0 = performance.now();
  const ilkOkuma = await fetch(`${base}/api/isletme/crm/takipler`, { headers });
  if (ilkOkuma.status !== 200) throw new Error(`/api/isletme/crm/takipler: ${ilkOkuma.status}`);
  const uretimMs = Math.round(performance.now() - t0);
  const takip = await olc(base, headers, '/api/isletme/crm/takipler');
  const takipBugun = await olc(base, headers, '/api/isletme/crm/takipler?sekme=bugun');
  const rows = { venue, firstPage: ilkSayfa, search: arama, cohort: kohort, followUps: takip, followUpsToday: takipBugun, firstReadWithRulesMs: uretimMs, seeded: { musteri: MUSTERI, randevu: RANDEVU, adisyon: ADISYON }, seedSeconds: tohumSn };
  const lines = [
    '', `| CRM with ${MUSTERI.toLocaleString('en')} customers, ${RANDEVU.toLocaleString('en')} appointments (1 in 23 a no-show) and ${ADISYON.toLocaleString('en')} checks in one venue (built Worker)${tohumSn ? `, seeded in ${tohumSn} s` : ''} | p50 ms | p95 ms | budget |`, '|---|---|---|---|',
    `| musteri/rapor first page, GET /api/isletme/crm/musteriler c=1 (50), ${ilkSayfa.bilgi} customers | ${ilkSayfa.p50} | ${ilkSayfa.p95} | p50 ≤ 150 |`,
    `| musteri/rapor folded search 'sule YILMAZ' c=1 (50), ${arama.bilgi} hits | ${arama.p50} | ${arama.p95} | – |`,
    `| cohort table + segment moves, GET /api/isletme/crm/kohort c=1 (50), ${kohort.bilgi} customers in 12 cohorts | ${kohort.p50} | ${kohort.p95} | p50 ≤ 300 |`,
    `| follow-up list, GET /api/isletme/crm/takipler c=1 (50), ${takip.bilgi} open (the day's first read, which runs the rules: ${uretimMs} ms) | ${takip.p50} | ${takip.p95} | p50 ≤ 100 |`,
    `| follow-up list 'today' tab c=1 (50), ${takipBugun.bilgi} due today | ${takipBugun.p50} | ${takipBugun.p95} | – |`,
  ];
  return { rows, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, lines } = await crmBench(process.argv[2] ?? 'http://127.0.0.1:4590');
  console.log(JSON.stringify(rows));
  console.log(lines.join('\n'));
}
