// Appointment reminders (issue 26): the reminders list for 2,000 appointments due today and tomorrow, against the
// running Worker. A venue of its own ('Hatırlatma Bench', created only here) with 20 staff, 2,000 customers (one in
// 25 wants no messages) and 2,000 appointments tomorrow and the day after (Istanbul days, so the default timing "the
// day before at 10:00" puts every one of them on today's or tomorrow's list); a third already sent, a sixth confirmed.
// Then 50 requests at c=1 of GET /api/isletme/randevu/hatirlatmalar (budget p50 ≤ 100 ms).
// Seeding: one SQL file by `wrangler d1 execute --local` on the server's D1, rows generated inside SQLite.
/* global performance -- Node 22+ global */

import { oturum, pct, sorgu, sqlCalistir } from './ortak.mjs';
const RANDEVU = Number(process.env.HATIRLATMA_BENCH_RANDEVU ?? 2_000);
const PERSONEL = 20;
const ISTEK = 50;
const URL_ADI = 'hatirlatma-bench';
const SAHIP = 2; // Ayşe Yılmaz (isletme@demo.test)



/** Appointment n: day 1 or 2 (n % 2), staff (n / 2) % 20, from 09:00 in steps of 15 minutes (n / 40). */
function tohumSql() {
  const v = `(SELECT id FROM isletme WHERE url_adi = '${URL_ADI}')`;
  const seq = (n) => `WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${n - 1})`;
  // Istanbul is UTC+3 all year: local midnight of day d, as UTC text
  const bas = (n) => `strftime('%Y-%m-%dT%H:%M:00.000Z', date('now', '+3 hours', '+' || (1 + ${n} % 2) || ' days'), '-3 hours', '+' || (540 + (${n} / 40) * 15) || ' minutes')`;
  const bit = (n) => `strftime('%Y-%m-%dT%H:%M:00.000Z', date('now', '+3 hours', '+' || (1 + ${n} % 2) || ' days'), '-3 hours', '+' || (570 + (${n} / 40) * 15) || ' minutes')`;
  const ilk = (tablo) => `(SELECT min(id) FROM ${tablo} WHERE isletme_id = ${v})`;
  return `
INSERT OR IGNORE INTO isletme (ad, url_adi, tur) VALUES ('Hatırlatma Bench', '${URL_ADI}', 'salon');
INSERT OR IGNORE INTO yetki_seti (isletme_id, kapsam, ad, yetkiler) VALUES (${v}, 'isletme', 'Hatırlatma Bench', json_array('isletme:randevutakip:hatirlatmalar', 'isletme:randevutakip:hatirlatmalar:gonder'));
INSERT OR IGNORE INTO isletme_kullanici (isletme_id, kullanici_id, yetki_seti_id) VALUES (${v}, ${SAHIP}, (SELECT id FROM yetki_seti WHERE isletme_id = ${v} AND ad = 'Hatırlatma Bench'));
INSERT INTO randevu_kanal (isletme_id, firma_key, firma_adi, aktif) VALUES (${v}, 'HTRBENCH01', 'hatirlatma-bench', 1);
${seq(PERSONEL)}
INSERT INTO personel (isletme_id, ad) SELECT ${v}, 'Usta ' || (n + 1) FROM seq;
INSERT INTO randevu_profil (personel_id, isletme_id) SELECT id, isletme_id FROM personel WHERE isletme_id = ${v};
INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (${v}, '{"tr":"Saç kesimi","en":"Haircut"}', 30, 30000), (${v}, '{"tr":"Fön"}', 30, 15000);
${seq(RANDEVU)}
INSERT INTO musteri (isletme_id, ad_soyad, telefon, dil, mesaj_istemiyor)
  SELECT ${v}, 'Müşteri ' || n, '+90554' || printf('%07d', n), CASE n % 4 WHEN 1 THEN 'en' ELSE NULL END, CASE WHEN n % 25 = 0 THEN 1 ELSE 0 END FROM seq;
${seq(RANDEVU)}
INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, teyit_zamani)
  SELECT ${v}, ${ilk('musteri')} + n, ${ilk('personel')} + (n / 2) % ${PERSONEL}, ${bas('n')}, ${bit('n')}, CASE WHEN n % 9 = 0 THEN 'beklemede' ELSE 'onaylandi' END,
    'panel', 'HTRBENCH' || printf('%07d', n), 30000, CASE WHEN n % 6 = 0 THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END FROM seq;
INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus)
  SELECT r.id, ${ilk('randevu_hizmet')} + r.id % 2, 30, 30000 FROM randevu r WHERE r.isletme_id = ${v};
INSERT INTO randevu_hatirlatma (randevu_id, isletme_id, kanal, kullanici_id)
  SELECT r.id, r.isletme_id, CASE WHEN r.id % 2 = 0 THEN 'sms' ELSE 'whatsapp' END, ${SAHIP} FROM randevu r WHERE r.isletme_id = ${v} AND r.id % 3 = 0;
`;
}

export async function hatirlatmaBench(base) {
  const port = new URL(base).port;
  let venue = sorgu(port, `SELECT id FROM isletme WHERE url_adi = '${URL_ADI}'`)[0]?.id;
  let tohumSn = 0;
  if (!venue) {
    const t0 = performance.now();
    sqlCalistir(port, tohumSql());
    venue = sorgu(port, `SELECT id FROM isletme WHERE url_adi = '${URL_ADI}'`)[0]?.id;
    tohumSn = Math.round((performance.now() - t0) / 100) / 10;
  }
  const headers = await oturum(base, { venue });
  const sureler = [];
  let satir = 0;
  for (let i = 0; i < ISTEK; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/isletme/randevu/hatirlatmalar`, { headers });
    const body = await res.json();
    sureler.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`hatirlatmalar: ${res.status} ${JSON.stringify(body)}`);
    satir = body.data.satirlar.length;
  }
  if (satir !== RANDEVU) throw new Error(`the list held ${satir} reminders, not ${RANDEVU}`);
  const rows = { venue, list: { p50: pct(sureler, 50), p95: pct(sureler, 95), rows: satir }, seedSeconds: tohumSn };
  const lines = [
    '', `| reminders (${PERSONEL} staff, ${RANDEVU.toLocaleString('en')} appointments due today and tomorrow, built Worker)${tohumSn ? `, seeded in ${tohumSn} s` : ''} | p50 ms | p95 ms | budget |`, '|---|---|---|---|',
    `| reminder list, GET /api/isletme/randevu/hatirlatmalar c=1 (50), ${satir} rows | ${rows.list.p50} | ${rows.list.p95} | p50 ≤ 100 |`,
  ];
  return { rows, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, lines } = await hatirlatmaBench(process.argv[2] ?? 'http://127.0.0.1:4501');
  console.log(JSON.stringify(rows));
  console.log(lines.join('\n'));
}
