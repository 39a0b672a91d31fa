// The kitchen and bar stations against the built Worker and the demo DB (Kahve Durağı, venue 1): the time from an
// order's request until a station screen's socket has its ticket (50 orders on a Teras table the demo leaves free),
// and the count of the API test that drives 1,000 random operations with dropped sockets (tests/api/cafe/istasyon-fuzz).
/* global WebSocket, performance -- Node 22+ globals */
import { oturum, pct } from './ortak.mjs';
import { execFileSync } from 'node:child_process';

const VENUE = '1';
const MASA = 'Teras 2';
let sayac = 0;
const islemId = () => `bench-ist-${Date.now().toString(36)}-${(sayac += 1)}`;

/** Sent line → station socket, p50/p95 over 50 orders (the owner's session holds the station screen). */
async function istasyonCanli(base) {
  const h = await oturum(base, { email: 'isletme@demo.test' });
  const get = async (path) => (await (await fetch(`${base}/api/isletme/cafe${path}`, { headers: h })).json()).data;
  const islem = async (body) => (await fetch(`${base}/api/isletme/cafe/islem`, { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: JSON.stringify({ islemId: islemId(), ...body }) })).json();
  const { istasyonlar, kategoriler } = await get('/istasyon');
  if (!istasyonlar.length) return null;
  // a product that reaches a station: its category (or the parent) is routed to one
  const kat = new Map(kategoriler.map((k) => [k.id, k]));
  const yonlu = (id) => { const k = kat.get(id); return !!k && (k.istasyonId !== null || (k.ustId !== null && kat.get(k.ustId)?.istasyonId != null)); };
  const { masalar } = await get('/takip');
  const masa = masalar.find((m) => m.ad === MASA).id;
  const { urunler } = await get('/katalog');
  const urun = urunler.find((u) => !u.tukendi && !(u.secenekGrupIdler ?? []).length && yonlu(u.kategoriId));
  if (!urun) return null;
  const ids = istasyonlar.map((i) => i.id).join(',');
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/isletme/cafe/istasyon/canli?isletme=${VENUE}&istasyon=${ids}`, { headers: h });
  let bekleyen = null;
  const gelen = new Set();
  ws.onmessage = (e) => {
    const o = JSON.parse(String(e.data));
    if (o.tur !== 'istasyon') return;
    for (const f of o.fisler) gelen.add(f.siparisId);
    if (bekleyen && gelen.has(bekleyen.siparisId)) bekleyen.resolve(performance.now());
  };
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = () => reject(new Error('station socket refused')); });
  const sureler = [];
  let kayip = 0;
  for (let i = 0; i < 50; i += 1) {
    const geldi = new Promise((resolve) => { bekleyen = { siparisId: -1, resolve }; });
    const t0 = performance.now();
    const r = await islem({ tur: 'siparis', masaId: masa, kalemler: [{ urunId: urun.id, adet: 1 }] });
    bekleyen.siparisId = r.data.siparisId;
    if (gelen.has(r.data.siparisId)) bekleyen.resolve(performance.now());
    const t1 = await Promise.race([geldi, new Promise((resolve) => setTimeout(() => resolve(null), 5_000))]);
    if (t1 === null) kayip += 1;
    else sureler.push(t1 - t0);
  }
  ws.close();
  const a = (await get(`/masa/${masa}`)).adisyon;
  if (a) await islem({ tur: 'ode', adisyonId: a.id, odemeler: [{ odeme: 'nakit', tutarKurus: a.toplamKurus - a.odenenKurus }] });
  return { p50: sureler.length ? pct(sureler, 50) : null, p95: sureler.length ? pct(sureler, 95) : null, urun: urun.ad, kayip };
}

/** Runs the fuzz API test (workerd, its own DB) and reads the figures it prints. */
function fuzz() {
  const cikti = execFileSync('npx', ['vitest', 'run', '--config', 'vitest.api.config.ts', 'tests/api/cafe/istasyon-fuzz.test.ts'], { cwd: new URL('..', import.meta.url), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const satir = /istasyon-fuzz (\{.*\})/.exec(cikti)?.[1];
  return satir ? JSON.parse(satir) : null;
}

export async function istasyonBench(base) {
  const canli = await istasyonCanli(base);
  const f = fuzz();
  const rows = { canli, fuzz: f };
  const lines = [
    '', '| cafe stations (built Worker, demo DB) | p50 ms | p95 ms | budget |', '|---|---|---|---|',
    canli ? `| sent line → station socket: request start → the station screen's socket has the ticket (50 orders of ${canli.urun}${canli.kayip ? `, **${canli.kayip} never arrived within 5 s**` : ''}) | ${canli.p50} | ${canli.p95} | p95 ≤ 300 |` : '| sent line → station socket | the venue has no stations (or no product routed to one) | | |',
    '',
    f ? `Stations exactly once (tests/api/cafe/istasyon-fuzz.test.ts): ${f.adim} random operations, ${f.kopma} forced socket drops, ${f.kalem} sent lines on the stations → lost ${f.kayip}, doubled ${f.fazla}, different ${f.farkli}`
      : 'Stations exactly once: the fuzz test did not report (see its output)',
  ];
  return { rows, lines };
}
