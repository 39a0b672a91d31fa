// Fixed-asset list with 5,000 assets in Kahve Durağı (venue 1), against the running Worker: the first page of
// /api/isletme/envanter/demirbaslar and a two-word folded search, 50 requests each at c=1 (issue 12 budgets: p50 ≤ 30 ms
// and ≤ 50 ms). Seeding: one SQL file (codes BENCH-00001 …, `arama` folded with the product's own katla) run by
// `wrangler d1 execute --local` on the running server's D1 (`.wrangler/e2e-state-<port>`, as scripts/e2e-server.mjs
// makes it); afterwards the same rows are deleted, so the venue's list and its module log are as before (the bench
// rows never enter the log). ENVANTER_BENCH_API=1 seeds and deletes through the API instead (≈ 5 min; leaves one
// 'sil' log row per asset). Through the API at 8 at a time the 5,000 took 163 s to add.
/* global performance -- Node 22+ global */
import { oturum, pct, sqlCalistir } from './ortak.mjs';
import { katla } from '../src/lib/search.ts';

const VENUE = '1';
const SAYI = Number(process.env.ENVANTER_BENCH_SAYI ?? 5000);
const PARALEL = 8;
const ISTEK = 50;
const ADLAR = ['Espresso Makinesi', 'Kahve Değirmeni', 'Saç Kurutma Makinesi', 'Bar Taburesi', 'Ahşap Masa', 'Buzdolabı', 'POS Terminali', 'Tost Makinesi', 'Çay Ocağı', 'Klima'];
const MARKALAR = ['La Marzocco', 'Mahlkönig', 'Philips', 'Arçelik', 'Vestel', 'Ingenico', 'Bosch', 'Parlux'];


/** Runs `is(i)` for 0 … n-1, `paralel` at a time. */
async function havuz(n, paralel, is) {
  let sira = 0;
  await Promise.all(Array.from({ length: paralel }, async () => {
    while (sira < n) await is(sira++);
  }));
}

async function olc(base, headers, path) {
  const sureler = [];
  let toplam = null;
  for (let i = 0; i < ISTEK; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    const body = await res.json();
    sureler.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    toplam = body.data.toplam;
  }
  return { p50: pct(sureler, 50), p95: pct(sureler, 95), toplam };
}

const demirbas = (i) => ({
  kod: `BENCH-${String(i + 1).padStart(5, '0')}`, ad: `${ADLAR[i % ADLAR.length]} ${Math.floor(i / ADLAR.length) + 1}`, marka: MARKALAR[i % MARKALAR.length],
  model: `M${i % 97}`, seriNo: `SN${(i * 7919) % 1_000_000}`, durum: i % 5 === 0 ? 'depoda' : 'kullanimda', alisKurus: 100_000 + (i % 50) * 1000,
  garantiBitis: i % 3 === 0 ? '2025-01-01' : '2028-06-30',
});
const sq = (v) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);

/** Runs SQL on the D1 of the server at `base`. */
const sqlCalistirBase = (base, sql) => sqlCalistir(new URL(base).port, sql);

const SIL_SQL = `DELETE FROM envanter_demirbas WHERE isletme_id = ${VENUE} AND kod GLOB 'BENCH-[0-9]*' AND NOT EXISTS (SELECT 1 FROM envanter_log l WHERE l.demirbas_id = envanter_demirbas.id);`;

/** Adds the bench assets; returns how to remove them. */
async function tohumla(base, headers) {
  if (process.env.ENVANTER_BENCH_API !== '1') {
    const satirlar = Array.from({ length: SAYI }, (_, i) => {
      const d = demirbas(i);
      const arama = katla([d.kod, d.ad, d.marka, d.model, d.seriNo, ''].join(' '));
      return `(${VENUE}, ${[d.kod, d.ad, d.marka, d.model, d.seriNo, d.durum, d.alisKurus, d.garantiBitis, arama].map(sq).join(', ')})`;
    });
    const parcalar = [];
    for (let i = 0; i < satirlar.length; i += 500) {
      parcalar.push(`INSERT INTO envanter_demirbas (isletme_id, kod, ad, marka, model, seri_no, durum, alis_kurus, garanti_bitis, arama) VALUES\n${satirlar.slice(i, i + 500).join(',\n')};`);
    }
    sqlCalistirBase(base, `${SIL_SQL}\n${parcalar.join('\n')}\n`);
    return async () => sqlCalistirBase(base, SIL_SQL);
  }
  const json = { ...headers, 'content-type': 'application/json' };
  const idler = [];
  const temizle = () => havuz(idler.length, PARALEL, async (i) => {
    const res = await fetch(`${base}/api/isletme/envanter/demirbaslar/${idler[i]}`, { method: 'DELETE', headers });
    if (res.status !== 200) process.stderr.write(`cleanup ${idler[i]}: ${res.status}\n`);
  });
  try {
    await havuz(SAYI, PARALEL, async (i) => {
      const res = await fetch(`${base}/api/isletme/envanter/demirbaslar`, { method: 'POST', headers: json, body: JSON.stringify(demirbas(i)) });
      if (res.status !== 201) throw new Error(`seed ${i}: ${res.status} ${await res.text()}`);
      idler.push((await res.json()).data.id);
    });
  } catch (error) {
    await temizle();
    throw error;
  }
  return temizle;
}

export async function envanterBench(base) {
  const headers = await oturum(base);
  const t0 = performance.now();
  const temizle = await tohumla(base, headers);
  try {
    const tohum = Math.round((performance.now() - t0) / 100) / 10;
    const ilkSayfa = await olc(base, headers, '/api/isletme/envanter/demirbaslar');
    const arama = await olc(base, headers, `/api/isletme/envanter/demirbaslar?q=${encodeURIComponent('KAHVE DEGIRMENI 4')}`);
    const rows = { firstPage: ilkSayfa, search: arama, seeded: SAYI, seedSeconds: tohum };
    const lines = [
      '', `| fixed assets with ${SAYI.toLocaleString('en')} seeded into venue 1 (built Worker, demo DB) | p50 ms | p95 ms | budget |`, '|---|---|---|---|',
      `| asset list first page, GET /api/isletme/envanter/demirbaslar c=1 (50), ${ilkSayfa.toplam} assets | ${ilkSayfa.p50} | ${ilkSayfa.p95} | p50 ≤ 30 |`,
      `| asset search 'KAHVE DEGIRMENI 4' (folded, 2+ words) c=1 (50), ${arama.toplam} hits | ${arama.p50} | ${arama.p95} | p50 ≤ 50 |`,
    ];
    return { rows, lines };
  } finally {
    await temizle();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, lines } = await envanterBench(process.argv[2] ?? 'http://127.0.0.1:4422');
  console.log(JSON.stringify(rows));
  console.log(lines.join('\n'));
}
