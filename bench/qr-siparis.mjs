// Ordering from the table against the built Worker and the demo DB (Kahve Durağı, venue 1; the demo lets the Bahçe
// tables order): the time from a guest's order request to the waiter's socket hearing the check change, and 50
// parallel sends of one cart id (one order expected). Opens a check on a free garden table and pays it afterwards.
/* global WebSocket, performance -- Node 22+ globals */

import { oturum, pct } from './ortak.mjs';
const VENUE = '1';
const SAYI = 14; // two runs inside the per-table window (30 guest orders / 10 min) still fit
let sayac = 0;
const kimlik = (on) => `${on}-${Date.now().toString(36)}-${(sayac += 1)}-${Math.random().toString(36).slice(2, 8)}`;

export async function qrSiparis(base) {
  const sahip = await oturum(base, { email: 'isletme@demo.test' });
  const get = async (path) => (await (await fetch(`${base}/api/isletme/cafe${path}`, { headers: sahip })).json()).data;
  const islem = async (body) => (await fetch(`${base}/api/isletme/cafe/islem`, { method: 'POST', headers: { ...sahip, 'content-type': 'application/json' }, body: JSON.stringify({ islemId: kimlik('bench-qr'), ...body }) })).json();
  const takip = await get('/takip');
  const masa = takip.masalar.find((m) => m.ad.startsWith('Bahçe') && !takip.acik.some((a) => a.masaId === m.id));
  if (!masa) return { rows: null, lines: ['', 'QR ordering: no free garden table'] };
  const { urunler } = await get('/katalog');
  const urun = urunler.find((u) => (u.secenekGrupIdler ?? []).length === 0 && !u.tukendi);
  await islem({ tur: 'gunAc', acilisKasasiKurus: 0 });
  await islem({ tur: 'siparis', masaId: masa.id, kalemler: [{ urunId: urun.id, adet: 1 }] });
  // the guest scans the card after the check opened: their visit is tied to it
  const kisa = await fetch(`${base}/qr/kahve-duragi`, { redirect: 'manual' });
  const landing = kisa.headers.get('location');
  const kart = await fetch(`${base}${landing}?masa=${masa.id}`);
  const cerez = /qr_ziyaret=[^;]+/.exec(kart.headers.get('set-cookie') ?? '')?.[0];
  const slug = landing.split('/').at(-1);
  const misafir = (siparisId) => fetch(`${base}/api/qrmenu/${slug}/siparis`, {
    method: 'POST', headers: { cookie: cerez, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ siparisId, kalemler: [{ urunId: urun.id, adet: 1 }] }),
  });

  // the visit's first order waits for staff; once the waiter accepted it, the visit's later orders go straight in
  const ilk = await misafir(kimlik('bench-ilk'));
  if (ilk.status !== 201) throw new Error(`first guest order answered ${ilk.status}`);
  const { bekleyen: bekleyenler } = await get('/qr');
  const kabul = await islem({ tur: 'qrKabul', qrSiparisId: bekleyenler.find((q) => q.masaId === masa.id).id });
  if (!kabul.data) throw new Error(`accept failed: ${JSON.stringify(kabul)}`);

  const garson = await oturum(base, { email: 'garson@demo.test' });
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/isletme/cafe/canli?isletme=${VENUE}`, { headers: garson });
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let bekleyen = null;
  ws.addEventListener('message', (e) => {
    const o = JSON.parse(String(e.data));
    if (o.tur === 'adisyon' && o.masaId === masa.id && bekleyen) bekleyen();
  });
  const sureler = [];
  const hatalar = [];
  for (let i = 0; i < SAYI; i += 1) {
    const duydu = new Promise((resolve) => { bekleyen = resolve; });
    const t0 = performance.now();
    const res = await misafir(kimlik('bench-sepet'));
    if (res.status !== 200) hatalar.push(`${res.status} ${await res.text()}`);
    await Promise.race([duydu, new Promise((r) => setTimeout(r, 5_000))]);
    sureler.push(performance.now() - t0);
    bekleyen = null;
  }
  ws.close();

  const once = (await get(`/masa/${masa.id}`)).adisyon.siparisler.length;
  const ayniSepet = kimlik('bench-ayni');
  const cevaplar = await Promise.all(Array.from({ length: 50 }, () => misafir(ayniSepet)));
  const a = (await get(`/masa/${masa.id}`)).adisyon;
  const eklenen = a.siparisler.length - once;
  await islem({ tur: 'ode', adisyonId: a.id, odemeler: [{ odeme: 'nakit', tutarKurus: a.toplamKurus - a.odenenKurus }] });

  const rows = { canli: { p50: pct(sureler, 50), p95: pct(sureler, 95), n: SAYI }, ayniSepet: { gonderim: 50, siparis: eklenen, non2xx: cevaplar.filter((r) => r.status >= 300).length }, hatalar };
  const lines = [
    '', '| ordering from the table (built Worker, demo DB) | p50 ms | p95 ms | budget |', '|---|---|---|---|',
    `| guest order POST /api/qrmenu/:slug/siparis → the waiter's socket has the check (${SAYI} orders) | ${rows.canli.p50} | ${rows.canli.p95} | p95 ≤ 1000 |`,
    '',
    `50 parallel sends of one cart id → ${eklenen} order batch${eklenen === 1 ? '' : 'es'} on the check (expected 1), non-2xx ${rows.ayniSepet.non2xx}; guest order errors: ${hatalar.length}${hatalar.length ? ` (${hatalar.slice(0, 3).join('; ')})` : ''}`,
  ];
  return { rows, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, lines } = await qrSiparis(process.argv[2] ?? 'http://127.0.0.1:4399');
  console.log(JSON.stringify(rows));
  console.log(lines.join('\n'));
}
