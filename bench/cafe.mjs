// The cafe's live engine against the built Worker and the demo DB (Kahve Durağı, venue 1): the add-line API at c=1,
// 20 clients adding to one check at once (lines counted before and after, and replays), and the time until a second
// client's socket hears each add. Uses the Teras tables the demo leaves free; pays and closes what it opened.
/* global WebSocket, performance -- Node 22+ globals */

import { oturum, pct } from './ortak.mjs';
const VENUE = '1';
const TABLES = { c1: 'Teras 2', yaris: 'Teras 3', canli: 'Teras 4' };
const CLIENTS = 20;
const PER_CLIENT = 10;
const REPLAYS = 5;

let sayac = 0;
const islemId = () => `bench-${Date.now().toString(36)}-${(sayac += 1)}-${Math.random().toString(36).slice(2, 8)}`;

function istemci(base, headers) {
  const get = async (path) => (await (await fetch(`${base}/api/isletme/cafe${path}`, { headers })).json()).data;
  const islem = async (body, id = islemId()) => {
    const res = await fetch(`${base}/api/isletme/cafe/islem`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ islemId: id, ...body }) });
    return { status: res.status, tekrar: res.headers.get('x-islem-tekrar') === '1', body: await res.json() };
  };
  return { get, islem };
}

export async function cafeCanli(base) {
  const sahip = istemci(base, await oturum(base, { email: 'isletme@demo.test' }));
  const garsonHeaders = await oturum(base, { email: 'garson@demo.test' });
  const { masalar } = await sahip.get('/takip');
  const masaId = (ad) => masalar.find((m) => m.ad === ad)?.id ?? (() => { throw new Error(`no table ${ad}`); })();
  const { urunler, secenekGruplari = [] } = await sahip.get('/katalog');
  // a plain line: the first product that asks no options; an optioned line: a product with two or more groups, each
  // answered with its first values (as many as the group asks, at least one), as a waiter would
  const duz = urunler.find((u) => !u.tukendi && !(u.secenekGrupIdler ?? []).length) ?? urunler[0];
  const secenekli = urunler.find((u) => !u.tukendi && (u.secenekGrupIdler ?? []).length >= 2);
  const secimler = (u) => (u.secenekGrupIdler ?? []).flatMap((id) => {
    const g = secenekGruplari.find((x) => x.id === id);
    return g ? g.degerler.filter((d) => !d.tukendi).slice(0, Math.max(1, g.enAz)).map((d) => d.id) : [];
  });
  const kalem = [{ urunId: duz.id, adet: 1 }];
  const secenekliKalem = secenekli ? [{ urunId: secenekli.id, adet: 1, secenekler: secimler(secenekli) }] : null;
  const kalemSayisi = async (masa) => (await sahip.get(`/masa/${masa}`)).adisyon?.kalemler.length ?? 0;
  const hatalar = [];
  const say = (r) => { if (r.status >= 300) hatalar.push(r.status); return r; };

  // 1. add one line at c=1: 50 orders, a fresh operation id each
  const c1 = masaId(TABLES.c1);
  const sureler = [];
  for (let i = 0; i < 50; i += 1) {
    const t0 = performance.now();
    say(await sahip.islem({ tur: 'siparis', masaId: c1, kalemler: kalem }));
    sureler.push(performance.now() - t0);
  }

  // 1b. add one line with two options at c=1 (the server prices every option from D1)
  const secenekliSureler = [];
  for (let i = 0; secenekliKalem && i < 50; i += 1) {
    const t0 = performance.now();
    say(await sahip.islem({ tur: 'siparis', masaId: c1, kalemler: secenekliKalem }));
    secenekliSureler.push(performance.now() - t0);
  }

  // 2. 20 clients × 10 adds on one check at once, then a few operations sent twice
  const yaris = masaId(TABLES.yaris);
  const ilk = say(await sahip.islem({ tur: 'siparis', masaId: yaris, kalemler: kalem }));
  const adisyonId = ilk.body.data.adisyon.id;
  const once = await kalemSayisi(yaris);
  const istemciler = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => (i % 2 ? oturum(base, { email: 'garson@demo.test' }) : oturum(base, { email: 'isletme@demo.test' })).then((h) => istemci(base, h))));
  await Promise.all(istemciler.map(async (c) => {
    for (let i = 0; i < PER_CLIENT; i += 1) say(await c.islem({ tur: 'siparis', masaId: yaris, adisyonId, kalemler: kalem }));
  }));
  const sonra = await kalemSayisi(yaris);
  const tekrarlar = [];
  for (let i = 0; i < REPLAYS; i += 1) {
    const id = islemId();
    const body = { tur: 'siparis', masaId: yaris, adisyonId, kalemler: kalem };
    const [a, b] = await Promise.all([sahip.islem(body, id), sahip.islem(body, id)]);
    say(a);
    say(b);
    tekrarlar.push(a.tekrar !== b.tekrar && JSON.stringify(a.body) === JSON.stringify(b.body));
  }
  const tekrarSonra = await kalemSayisi(yaris);

  // 3. live: the waiter's socket hears each of 50 adds made by the owner
  const canli = masaId(TABLES.canli);
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/isletme/cafe/canli?isletme=${VENUE}`, { headers: garsonHeaders });
  let bekleyen = null;
  ws.onmessage = (e) => {
    const olay = JSON.parse(String(e.data));
    if (olay.tur === 'adisyon' && olay.masaId === canli && bekleyen && olay.adisyon?.surum >= bekleyen.surum) bekleyen.resolve(performance.now());
  };
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = () => reject(new Error('socket refused')); });
  const canliSureler = [];
  let surum = 0;
  for (let i = 0; i < 50; i += 1) {
    surum += 1;
    const geldi = new Promise((resolve) => { bekleyen = { surum, resolve }; });
    const t0 = performance.now();
    const r = say(await sahip.islem({ tur: 'siparis', masaId: canli, kalemler: kalem }));
    surum = r.body.data.adisyon.surum;
    bekleyen.surum = surum;
    const t1 = await Promise.race([geldi, new Promise((resolve) => setTimeout(() => resolve(null), 5_000))]);
    if (t1 === null) throw new Error(`no live event for add ${i + 1}`);
    canliSureler.push(t1 - t0);
  }
  ws.close();

  // leave the demo as it was: pay and close the bench's checks
  for (const masa of [c1, yaris, canli]) {
    const a = (await sahip.get(`/masa/${masa}`)).adisyon;
    if (a) say(await sahip.islem({ tur: 'ode', adisyonId: a.id, odemeler: [{ odeme: 'nakit', tutarKurus: a.toplamKurus - a.odenenKurus }] }));
  }

  const eklenen = sonra - once;
  const rows = {
    addLine: { p50: pct(sureler, 50), p95: pct(sureler, 95) },
    addOptionedLine: secenekliKalem ? { p50: pct(secenekliSureler, 50), p95: pct(secenekliSureler, 95), groups: secenekliKalem[0].secenekler.length } : null,
    live: { p50: pct(canliSureler, 50), p95: pct(canliSureler, 95) },
    concurrent: { before: once, after: sonra, expected: CLIENTS * PER_CLIENT, lost: Math.max(0, CLIENTS * PER_CLIENT - eklenen), duplicated: Math.max(0, eklenen - CLIENTS * PER_CLIENT) },
    replay: { sent: REPLAYS * 2, added: tekrarSonra - sonra, answersIdentical: tekrarlar.filter(Boolean).length },
    errors: hatalar,
  };
  const lines = [
    '', '| cafe live engine (built Worker, demo DB) | p50 ms | p95 ms | budget |', '|---|---|---|---|',
    `| add one line, POST /api/isletme/cafe/islem siparis c=1 (50) | ${rows.addLine.p50} | ${rows.addLine.p95} | p50 ≤ 15 |`,
    rows.addOptionedLine ? `| add one line with ${rows.addOptionedLine.groups} options (${secenekli.ad}), c=1 (50) | ${rows.addOptionedLine.p50} | ${rows.addOptionedLine.p95} | p50 ≤ 15 |` : '| add one line with options | no product with two option groups | | |',
    `| live update: request start → a 2nd client's socket has the event (50 adds) | ${rows.live.p50} | ${rows.live.p95} | p95 ≤ 300 |`,
    '',
    `${CLIENTS} clients × ${PER_CLIENT} adds on one check at once: lines before ${once}, after ${sonra} (+${eklenen}, expected +${CLIENTS * PER_CLIENT}) → lost ${rows.concurrent.lost}, duplicated ${rows.concurrent.duplicated}; `
      + `${REPLAYS} operations each sent twice at once: +${rows.replay.added} lines, ${rows.replay.answersIdentical}/${REPLAYS} pairs one applied + one replayed with the same answer; non-2xx: ${hatalar.length}`,
  ];
  return { rows, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, lines } = await cafeCanli(process.argv[2] ?? 'http://127.0.0.1:4399');
  console.log(JSON.stringify(rows));
  console.log(lines.join('\n'));
}
