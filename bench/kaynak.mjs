// Resources (issue 26 item 5): the public slot list for a day with resources and 20 staff, against the running
// Worker, next to the demo salon's slot search on the same server and day (budget: ≤ 1.5 × the Lotus figure).
// Set-up: a venue of its own ('Kaynak Bench', created only here) with an online channel, 20 staff working 09:00–19:00
// every day, a laser service (30 + 5 min) that needs a device and a room, a skin-care service that needs nothing, and
// on the measured day 8 laser appointments (the device and room busy hour by hour) and 40 skin-care ones (two per
// staff member). Seeding: SQL files by `wrangler d1 execute --local` on the server's D1; the day's appointments are
// written again each run (the resource cells come from the migration's triggers, as in the product).
// Then 200 requests of each slot list, alternating, at c=1.
/* global performance -- Node 22+ global */

import { pct, sorgu, sqlCalistir } from './ortak.mjs';
const PERSONEL = 20;
const ISTEK = 200;
const URL_ADI = 'kaynak-bench';
const FIRMA_KEY = 'KYNBENCH01';
const HUCRE_MS = 300_000;


const v = `(SELECT id FROM isletme WHERE url_adi = '${URL_ADI}')`;
const seq = (n) => `WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${n - 1})`;

/** The venue, its channel, staff, hours, services and resources (once). */
function kurulumSql() {
  return `
INSERT INTO isletme (ad, url_adi, tur) VALUES ('Kaynak Bench', '${URL_ADI}', 'salon');
INSERT INTO randevu_kanal (isletme_id, firma_key, firma_adi, aktif, min_on_bildirim_dk, ileri_gun, adim_dk) VALUES (${v}, '${FIRMA_KEY}', 'kaynak-bench', 1, 0, 60, 15);
${seq(PERSONEL)}
INSERT INTO personel (isletme_id, ad) SELECT ${v}, 'Uzman ' || (n + 1) FROM seq;
INSERT INTO randevu_profil (personel_id, isletme_id) SELECT id, isletme_id FROM personel WHERE isletme_id = ${v};
INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus, sonra_tampon_dk) VALUES (${v}, '{"tr":"Lazer epilasyon"}', 30, 90000, 5), (${v}, '{"tr":"Cilt bakımı"}', 60, 60000, 0);
INSERT INTO randevu_personel_hizmet (personel_id, hizmet_id) SELECT p.id, h.id FROM personel p, randevu_hizmet h WHERE p.isletme_id = ${v} AND h.isletme_id = ${v};
${seq(7)}
INSERT INTO randevu_calisma (personel_id, gun, baslangic, bitis) SELECT p.id, seq.n, '09:00', '19:00' FROM personel p, seq WHERE p.isletme_id = ${v};
INSERT INTO randevu_kaynak (isletme_id, ad, tur) VALUES (${v}, 'Lazer cihazı', 'cihaz'), (${v}, 'Lazer odası', 'oda');
INSERT INTO randevu_hizmet_kaynak (hizmet_id, kaynak_id) SELECT h.id, k.id FROM randevu_hizmet h, randevu_kaynak k
  WHERE h.isletme_id = ${v} AND k.isletme_id = ${v} AND json_extract(h.ad, '$.tr') = 'Lazer epilasyon';
`;
}

/** The measured day's appointments, written again: 8 laser ones an hour apart, two skin-care ones per staff member. */
function randevuSql(gun) {
  const gunBasMs = Date.parse(`${gun}T06:00:00.000Z`); // 09:00 in Istanbul (UTC+3 all year)
  const satirlar = [];
  for (let i = 0; i < 8; i += 1) satirlar.push({ p: i, hizmet: 'Lazer epilasyon', basDk: i * 60, sure: 30, sonra: 5 });
  for (let p = 0; p < PERSONEL; p += 1) {
    for (const basDk of [p < 8 ? 120 + (p % 4) * 60 : 60, 420]) if (!satirlar.some((s) => s.p === p && s.basDk < basDk + 60 && basDk < s.basDk + 35)) satirlar.push({ p, hizmet: 'Cilt bakımı', basDk, sure: 60, sonra: 0 });
  }
  const personel = (p) => `(SELECT min(id) + ${p} FROM personel WHERE isletme_id = ${v})`;
  const hizmet = (ad) => `(SELECT id FROM randevu_hizmet WHERE isletme_id = ${v} AND json_extract(ad, '$.tr') = '${ad}')`;
  const iso = (ms) => new Date(ms).toISOString();
  const komutlar = [
    `DELETE FROM randevu_hucre WHERE randevu_id IN (SELECT id FROM randevu WHERE isletme_id = ${v});`,
    `DELETE FROM randevu_kalem WHERE randevu_id IN (SELECT id FROM randevu WHERE isletme_id = ${v});`,
    `DELETE FROM randevu WHERE isletme_id = ${v};`,
    `INSERT OR IGNORE INTO musteri (isletme_id, ad_soyad, telefon) VALUES (${v}, 'Bench Müşteri', '+905559990000');`,
  ];
  satirlar.forEach((s, i) => {
    const bas = gunBasMs + s.basDk * 60_000;
    const bit = bas + s.sure * 60_000;
    const kod = `KYNB${gun.replaceAll('-', '')}${String(i).padStart(3, '0')}`;
    komutlar.push(
      `INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus) VALUES (${v}, (SELECT id FROM musteri WHERE isletme_id = ${v} AND telefon = '+905559990000'), ${personel(s.p)}, '${iso(bas)}', '${iso(bit)}', 'onaylandi', 'panel', '${kod}', 0);`,
      `INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) SELECT id, ${hizmet(s.hizmet)}, ${s.sure}, 0 FROM randevu WHERE kod = '${kod}';`,
      `INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) WITH RECURSIVE h(x) AS (SELECT ${bas / HUCRE_MS} UNION ALL SELECT x + 1 FROM h WHERE x < ${(bit + s.sonra * 60_000) / HUCRE_MS - 1})
        SELECT ${personel(s.p)}, x, (SELECT id FROM randevu WHERE kod = '${kod}') FROM h;`,
    );
  });
  return komutlar.join('\n');
}

async function p50Olc(url) {
  const t0 = performance.now();
  const res = await fetch(url);
  const body = await res.json();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, slot: body.data.length };
}

/** `gun` is the measured day (the load table's slot row uses the same one); `lotusUrl` is that row's request. */
export async function kaynakBench(base, gun, lotusUrl) {
  const port = new URL(base).port;
  const t0 = performance.now();
  if (!sorgu(port, `SELECT id FROM isletme WHERE url_adi = '${URL_ADI}'`)[0]) sqlCalistir(port, kurulumSql());
  sqlCalistir(port, randevuSql(gun));
  const tohumSn = Math.round((performance.now() - t0) / 100) / 10;
  const [sayim] = sorgu(port, `SELECT (SELECT count(*) FROM randevu WHERE isletme_id = ${v}) AS randevu, (SELECT count(*) FROM randevu_kaynak_hucre h JOIN randevu_kaynak k ON k.id = h.kaynak_id WHERE k.isletme_id = ${v}) AS kaynak_hucre`);
  const hizmetId = sorgu(port, `SELECT id FROM randevu_hizmet WHERE isletme_id = ${v} AND json_extract(ad, '$.tr') = 'Lazer epilasyon'`)[0].id;
  const kaynakUrl = `${base}/api/randevu/${FIRMA_KEY}/slotlar?hizmetIdler=${hizmetId}&personelId=any&tarih=${gun}`;
  // warm both, then alternate so both see the same machine
  for (let i = 0; i < 10; i += 1) await Promise.all([p50Olc(kaynakUrl), p50Olc(lotusUrl)]);
  const sure = { kaynak: [], lotus: [] };
  let slot = { kaynak: 0, lotus: 0 };
  for (let i = 0; i < ISTEK; i += 1) {
    const a = await p50Olc(kaynakUrl);
    const b = await p50Olc(lotusUrl);
    sure.kaynak.push(a.ms);
    sure.lotus.push(b.ms);
    slot = { kaynak: a.slot, lotus: b.slot };
  }
  const rows = {
    gun, seedSeconds: tohumSn, randevu: sayim.randevu, kaynakHucre: sayim.kaynak_hucre,
    lotus: { p50: pct(sure.lotus, 50), p95: pct(sure.lotus, 95), slot: slot.lotus },
    kaynak: { p50: pct(sure.kaynak, 50), p95: pct(sure.kaynak, 95), slot: slot.kaynak },
  };
  rows.oran = Math.round((rows.kaynak.p50 / rows.lotus.p50) * 100) / 100;
  const lines = [
    '', `| availability with resources (${gun}, c=1, ${ISTEK} each, alternating; set-up ${tohumSn} s) | p50 ms | p95 ms | slots | budget |`, '|---|---|---|---|---|',
    `| GET /api/randevu/:firmaKey/slotlar (availability), Lotus (current slot search) | ${rows.lotus.p50} | ${rows.lotus.p95} | ${rows.lotus.slot} | |`,
    `| GET /api/randevu/:firmaKey/slotlar, ${PERSONEL} staff, a service needing a device and a room (${sayim.randevu} appointments, ${sayim.kaynak_hucre} resource cells that day) | ${rows.kaynak.p50} | ${rows.kaynak.p95} | ${rows.kaynak.slot} | p50 ≤ ${Math.round(rows.lotus.p50 * 1.5 * 10) / 10} (1.5 × Lotus): ${rows.oran} × ${rows.oran <= 1.5 ? 'ok' : 'OVER'} |`,
  ];
  return { rows, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4501';
  const gun = process.argv[3];
  const { rows, lines } = await kaynakBench(base, gun, `${base}/api/randevu/LOTUS7K2QX9M/slotlar?hizmetIdler=1001&personelId=any&tarih=${gun}`);
  console.log(JSON.stringify(rows));
  console.log(lines.join('\n'));
}
