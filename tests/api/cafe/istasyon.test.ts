import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { fisinYeniMasasi } from '@lib/cafe/istasyon';
import { call, json, loginWith, type Json } from '../fixtures';
import { cafeKur, GARSON, islem, islemGonder, siparisVer, TAKIP } from './fixtures';
import { fisleriOku, ISTASYON, ISTASYON_EKRANI, istasyonKur, istasyonSoketi } from './istasyon-fixtures';

/** Kitchen and bar stations: routing, tickets per order batch, changes of sent lines, bump and recall, catch-up, print once. */

const P = '/api/isletme/cafe/istasyon';
const bekle = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function sonunda(kosul: () => boolean): Promise<void> {
  for (let i = 0; i < 40 && !kosul(); i += 1) await bekle(25);
}

describe('stations: routing and tickets', () => {
  it('a sent order becomes one ticket per station with only its lines; a later order on the same check is a new ticket with only the new lines', async () => {
    const k = await cafeKur();
    const s = await istasyonKur(k);
    const masa = k.masalar[2]!;
    const ilk = await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.kahve, 2, 'az şekerli'], [k.urun.tost, 1]]);
    let bar = await fisleriOku(s.ekran, k.isletmeId, [s.bar]);
    let mutfak = await fisleriOku(s.ekran, k.isletmeId, [s.mutfak]);
    expect(bar.fisler).toHaveLength(1);
    expect(bar.fisler[0]).toMatchObject({ masaAd: 'Masa 3', siparisId: ilk.siparisId, hazir: null });
    expect(bar.fisler[0]!.kalemler).toEqual([expect.objectContaining({ ad: 'Türk Kahvesi', adet: 2, not: 'az şekerli', durum: 'aktif', masaAd: 'Masa 3' })]);
    expect(bar.fisler[0]!.gonderen).not.toBe('');
    expect(mutfak.fisler.map((f) => f.kalemler.map((x) => x.ad))).toEqual([['Kaşarlı Tost']]);

    await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.cay, 3]], { adisyonId: ilk.adisyon.id });
    bar = await fisleriOku(s.ekran, k.isletmeId, [s.bar]);
    expect(bar.fisler).toHaveLength(2);
    expect(bar.fisler[1]!.kalemler.map((x) => [x.ad, x.adet])).toEqual([['Çay', 3]]);
    mutfak = await fisleriOku(s.ekran, k.isletmeId, [s.mutfak]);
    expect(mutfak.fisler).toHaveLength(1);
    // both stations at once, each ticket once
    expect((await fisleriOku(s.ekran, k.isletmeId, [s.bar, s.mutfak])).fisler).toHaveLength(3);
  });

  it('a product routed on its own overrides its category; a venue without stations sends nowhere', async () => {
    const k = await cafeKur();
    await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.su, 1]]);
    const s = await istasyonKur(k);
    expect((await fisleriOku(s.ekran, k.isletmeId, [s.bar, s.mutfak])).fisler).toHaveLength(0);
    expect((await call('PUT', `${P}/yonlendirme`, { token: k.sahip, venue: k.isletmeId, body: { urunId: k.urun.su, istasyonId: s.mutfak } })).status).toBe(200);
    const urun = await json(await call('GET', `${P}/urun/${k.urun.su}`, { token: k.sahip, venue: k.isletmeId }));
    expect(urun.data.istasyonId).toBe(s.mutfak);
    await siparisVer(k.garson, k.isletmeId, k.masalar[1]!, [[k.urun.su, 1], [k.urun.cay, 1]]);
    expect((await fisleriOku(s.ekran, k.isletmeId, [s.mutfak])).fisler[0]!.kalemler.map((x) => x.ad)).toEqual(['Su']);
    expect((await fisleriOku(s.ekran, k.isletmeId, [s.bar])).fisler[0]!.kalemler.map((x) => x.ad)).toEqual(['Çay']);
  });

  it('void and complimentary of a sent line, a move and a merge reach the station socket within 1 s', async () => {
    const k = await cafeKur();
    const s = await istasyonKur(k);
    const ekran = await istasyonSoketi(s.ekran, k.isletmeId, [s.bar]);
    const mutfakEkrani = await istasyonSoketi(s.ekran, k.isletmeId, [s.mutfak]);
    const a = (await siparisVer(k.garson, k.isletmeId, k.masalar[2]!, [[k.urun.cay, 3], [k.urun.kahve, 1]])).adisyon as Json;
    const son = () => ekran.olaylar.filter((o) => o.tur === 'istasyon').at(-1);
    await sonunda(() => !!son());
    expect(son().fisler[0].kalemler).toHaveLength(2);
    const cay = a.kalemler.find((x: Json) => x.ad === 'Çay');
    const kahve = a.kalemler.find((x: Json) => x.ad === 'Türk Kahvesi');

    let t0 = Date.now();
    let n = ekran.olaylar.length;
    await islem(k.sahip, k.isletmeId, { tur: 'iptal', adisyonId: a.id, kalemId: cay.id, adet: 1, neden: 'yanlış' });
    await sonunda(() => ekran.olaylar.length > n);
    expect(Date.now() - t0).toBeLessThan(1000);
    const iptalSonrasi = son().fisler[0].kalemler as Json[];
    expect(iptalSonrasi.filter((x) => x.ad === 'Çay').map((x) => [x.adet, x.durum]).sort()).toEqual([[1, 'iptal'], [2, 'aktif']]);

    n = ekran.olaylar.length;
    await islem(k.sahip, k.isletmeId, { tur: 'ikram', adisyonId: a.id, kalemId: kahve.id, adet: 1, neden: 'müdavim' });
    await sonunda(() => ekran.olaylar.length > n);
    expect(son().fisler[0].kalemler.find((x: Json) => x.kalemId === kahve.id).durum).toBe('ikram');

    // the whole check moves: the ticket says Masa 3 → Masa 5
    t0 = Date.now();
    n = ekran.olaylar.length;
    await islem(k.garson, k.isletmeId, { tur: 'tasi', adisyonId: a.id, hedefMasaId: k.masalar[4]! });
    await sonunda(() => ekran.olaylar.length > n);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(fisinYeniMasasi(son().fisler[0])).toBe('Masa 5');
    expect(son().fisler[0].masaAd).toBe('Masa 3');

    // merged into Masa 1's check: Masa 3 → Masa 1
    const b = (await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.tost, 1]])).adisyon as Json;
    n = ekran.olaylar.length;
    await islem(k.garson, k.isletmeId, { tur: 'birlestir', adisyonId: a.id, hedefAdisyonId: b.id });
    await sonunda(() => ekran.olaylar.length > n);
    expect(fisinYeniMasasi(son().fisler.find((f: Json) => f.masaAd === 'Masa 3'))).toBe('Masa 1');

    // lines moved to another table: only those lines say where they went
    const m = (await json(await call('GET', `/api/isletme/cafe/masa/${k.masalar[0]}`, { token: k.garson, venue: k.isletmeId }))).data.adisyon as Json;
    const cayAktif = m.kalemler.find((x: Json) => x.ad === 'Çay' && x.durum === 'aktif');
    n = ekran.olaylar.length;
    await islem(k.garson, k.isletmeId, { tur: 'kalemTasi', adisyonId: m.id, hedefMasaId: k.masalar[5]!, kalemler: [{ kalemId: cayAktif.id, adet: 1 }] });
    await sonunda(() => ekran.olaylar.length > n);
    const fis = son().fisler[0] as Json;
    expect(fis.kalemler.filter((x: Json) => x.masaAd === 'Masa 6').map((x: Json) => [x.ad, x.adet])).toEqual([['Çay', 1]]);
    // the kitchen heard only of its own ticket (the tost), never of the bar's
    expect(mutfakEkrani.olaylar.filter((o) => o.tur === 'istasyon').flatMap((o) => o.fisler).every((f: Json) => f.istasyonId === s.mutfak)).toBe(true);
    ekran.ws.close();
    mutfakEkrani.ws.close();
  });
});

describe('stations: bump, recall, the waiter\'s "hazır", catch-up and print', () => {
  it('bumps a line, then the ticket; recalls it; the table grid counts the ready ticket until the waiter takes it', async () => {
    const k = await cafeKur();
    const s = await istasyonKur(k);
    const masa = k.masalar[1]!;
    const a = (await siparisVer(k.garson, k.isletmeId, masa, [[k.urun.cay, 2], [k.urun.kahve, 1]])).adisyon as Json;
    const [fis] = (await fisleriOku(s.ekran, k.isletmeId, [s.bar])).fisler;
    const hazirSayisi = async () => (await json(await call('GET', '/api/isletme/cafe/takip', { token: k.garson, venue: k.isletmeId }))).data.acik.find((x: Json) => x.masaId === masa).hazir;

    await islem(s.ekran, k.isletmeId, { tur: 'istasyonHazir', fisId: fis!.id, kalemId: fis!.kalemler[0]!.kalemId });
    let simdi = (await fisleriOku(s.ekran, k.isletmeId, [s.bar])).fisler[0]!;
    expect(simdi.kalemler.map((x) => x.hazir !== null)).toEqual([true, false]);
    expect(simdi.hazir).toBeNull();
    expect(await hazirSayisi()).toBe(0);

    await islem(s.ekran, k.isletmeId, { tur: 'istasyonHazir', fisId: fis!.id });
    simdi = (await fisleriOku(s.ekran, k.isletmeId, [s.bar])).fisler[0]!;
    expect(simdi.hazir).not.toBeNull();
    expect(await hazirSayisi()).toBe(1);

    await islem(s.ekran, k.isletmeId, { tur: 'istasyonHazir', fisId: fis!.id, kalemId: fis!.kalemler[1]!.kalemId, geri: true });
    simdi = (await fisleriOku(s.ekran, k.isletmeId, [s.bar])).fisler[0]!;
    expect(simdi.hazir).toBeNull();
    expect(simdi.kalemler.map((x) => x.hazir !== null)).toEqual([true, false]);
    expect(await hazirSayisi()).toBe(0);

    await islem(s.ekran, k.isletmeId, { tur: 'istasyonHazir', fisId: fis!.id });
    expect(await hazirSayisi()).toBe(1);
    await islem(k.garson, k.isletmeId, { tur: 'istasyonTeslim', adisyonId: a.id });
    expect(await hazirSayisi()).toBe(0);
    // a voided line cannot be bumped
    await islem(k.sahip, k.isletmeId, { tur: 'iptal', adisyonId: a.id, kalemId: fis!.kalemler[0]!.kalemId, adet: 2, neden: 'yanlış' });
    const r = await islemGonder(s.ekran, k.isletmeId, { tur: 'istasyonHazir', fisId: fis!.id, kalemId: fis!.kalemler[0]!.kalemId });
    expect(r.status).toBe(409);
    expect((await json(r)).errorDetail).toBe('İptal edilmiş kalem hazır işaretlenemez.');
  });

  it('a screen that was away catches up from the last version it saw: exactly the tickets changed since', async () => {
    const k = await cafeKur();
    const s = await istasyonKur(k);
    const a = (await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 2]])).adisyon as Json;
    const ilk = await fisleriOku(s.ekran, k.isletmeId, [s.bar]);
    expect(ilk.surum).toBeGreaterThan(0);
    await siparisVer(k.garson, k.isletmeId, k.masalar[1]!, [[k.urun.kahve, 1]]);
    await siparisVer(k.garson, k.isletmeId, k.masalar[2]!, [[k.urun.tost, 1]]);
    await islem(k.sahip, k.isletmeId, { tur: 'iptal', adisyonId: a.id, kalemId: a.kalemler[0].id, adet: 1, neden: 'x' });
    const sonra = await fisleriOku(s.ekran, k.isletmeId, [s.bar], ilk.surum);
    expect(sonra.surum).toBeGreaterThan(ilk.surum);
    expect(sonra.fisler.map((f) => f.masaAd).sort()).toEqual(['Masa 1', 'Masa 2']);
    expect((await fisleriOku(s.ekran, k.isletmeId, [s.bar], sonra.surum)).fisler).toEqual([]);
    expect((await call('GET', `${P}/fis?istasyon=${s.bar}&surum=-1`, { token: s.ekran, venue: k.isletmeId })).status).toBe(422);
    // a station of another venue is not one of ours
    const yabanci = await cafeKur();
    const ys = await istasyonKur(yabanci);
    expect((await call('GET', `${P}/fis?istasyon=${ys.bar}`, { token: s.ekran, venue: k.isletmeId })).status).toBe(422);
  });

  it('each change is printed once, whichever screen asks first; a reprint is marked', async () => {
    const k = await cafeKur();
    const s = await istasyonKur(k, { yazdir: true });
    const a = (await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 2]])).adisyon as Json;
    const [fis] = (await fisleriOku(s.ekran, k.isletmeId, [s.bar])).fisler;
    const ikinciEkran = await loginWith(k.isletmeId, ISTASYON_EKRANI);
    const [bir, iki] = await Promise.all([
      islem(s.ekran, k.isletmeId, { tur: 'istasyonBasim', fisId: fis!.id }),
      islem(ikinciEkran, k.isletmeId, { tur: 'istasyonBasim', fisId: fis!.id }),
    ]);
    expect([bir.bas, iki.bas].sort()).toEqual([false, true]);
    await islem(k.sahip, k.isletmeId, { tur: 'iptal', adisyonId: a.id, kalemId: a.kalemler[0].id, adet: 1, neden: 'x' });
    const degisiklik = await islem(ikinciEkran, k.isletmeId, { tur: 'istasyonBasim', fisId: fis!.id });
    expect(degisiklik).toMatchObject({ bas: true, degisiklik: true, tekrar: false });
    expect((await islem(s.ekran, k.isletmeId, { tur: 'istasyonBasim', fisId: fis!.id })).bas).toBe(false);
    expect(await islem(s.ekran, k.isletmeId, { tur: 'istasyonBasim', fisId: fis!.id, tekrar: true })).toMatchObject({ bas: true, tekrar: true, basim: 3 });
  });
});

describe('stations: who may do what', () => {
  it('a waiter cannot edit stations or bump; a station screen cannot take payments or order; the settings need the parameters key', async () => {
    const k = await cafeKur();
    const s = await istasyonKur(k);
    const a = (await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]])).adisyon as Json;
    const [fis] = (await fisleriOku(s.ekran, k.isletmeId, [s.bar])).fisler;
    const govde = { istasyonlar: [{ ad: 'Bar' }], sariDk: 5, kirmiziDk: 10 };
    expect((await call('PUT', P, { token: k.garson, venue: k.isletmeId, body: govde })).status).toBe(403);
    expect((await call('PUT', `${P}/yonlendirme`, { token: k.garson, venue: k.isletmeId, body: { urunId: k.urun.cay, istasyonId: s.mutfak } })).status).toBe(403);
    expect((await islemGonder(k.garson, k.isletmeId, { tur: 'istasyonHazir', fisId: fis!.id })).status).toBe(403);
    expect((await call('GET', `${P}/fis?istasyon=${s.bar}`, { token: k.garson, venue: k.isletmeId })).status).toBe(403);
    expect((await islemGonder(s.ekran, k.isletmeId, { tur: 'ode', adisyonId: a.id, odemeler: [{ odeme: 'nakit', tutarKurus: 2500 }] })).status).toBe(403);
    expect((await islemGonder(s.ekran, k.isletmeId, { tur: 'siparis', masaId: k.masalar[1]!, kalemler: [{ urunId: k.urun.cay, adet: 1 }] })).status).toBe(403);
    expect((await call('GET', '/api/isletme/cafe/canli', { token: s.ekran, venue: k.isletmeId, headers: { upgrade: 'websocket' } })).status).toBe(403);
    expect((await call('PUT', P, { token: s.ekran, venue: k.isletmeId, body: govde })).status).toBe(403);
    // the station screen's user reads the list, the waiter does not need it
    expect((await call('GET', P, { token: s.ekran, venue: k.isletmeId })).status).toBe(200);
    expect((await call('GET', P, { token: await loginWith(k.isletmeId, GARSON), venue: k.isletmeId })).status).toBe(403);
    expect(GARSON).not.toContain(ISTASYON);
    expect(TAKIP).not.toBe(ISTASYON);
  });

  it('settings: saved whole, validated in the user\'s language; a removed station takes its routes with it', async () => {
    const k = await cafeKur();
    const s = await istasyonKur(k);
    const kotu = await call('PUT', P, { token: k.sahip, venue: k.isletmeId, body: { istasyonlar: [{ ad: 'Bar' }], sariDk: 10, kirmiziDk: 5 } });
    expect(kotu.status).toBe(400);
    expect((await json(kotu)).errorDetail).toBe('Kırmızı süre sarı süreden uzun olmalı.');
    expect((await call('PUT', P, { token: k.sahip, venue: k.isletmeId, body: { istasyonlar: [{ ad: 'Bar' }, { ad: 'bar' }], sariDk: 5, kirmiziDk: 9 } })).status).toBe(400);
    const res = await call('PUT', P, { token: k.sahip, venue: k.isletmeId, body: { istasyonlar: [{ id: s.bar, ad: 'Bar', yazdir: true }, { ad: 'Nargile' }], sariDk: 6, kirmiziDk: 12 } });
    expect(res.status).toBe(200);
    const ayar = (await json(res)).data;
    expect(ayar.istasyonlar.map((i: Json) => [i.ad, i.yazdir])).toEqual([['Bar', true], ['Nargile', false]]);
    expect([ayar.sariDk, ayar.kirmiziDk]).toEqual([6, 12]);
    expect(ayar.kategoriler.find((c: Json) => c.ad === 'Yiyecekler').istasyonId).toBeNull();
    expect(ayar.kategoriler.find((c: Json) => c.ad === 'Sıcak İçecekler').istasyonId).toBe(s.bar);
    // an unknown id (another venue's station) is refused
    const yabanci = await istasyonKur(await cafeKur());
    expect((await call('PUT', P, { token: k.sahip, venue: k.isletmeId, body: { istasyonlar: [{ id: yabanci.bar, ad: 'X' }], sariDk: 5, kirmiziDk: 9 } })).status).toBe(404);
    expect((await call('PUT', `${P}/yonlendirme`, { token: k.sahip, venue: k.isletmeId, body: { urunId: k.urun.cay, istasyonId: yabanci.bar } })).status).toBe(404);
  });
});

describe('stations: preparation report', () => {
  it('sent → bumped minutes per station and product and per station and hour; voided and unbumped lines do not count; the report key guards it', async () => {
    const k = await cafeKur();
    const s = await istasyonKur(k);
    const a = (await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 2], [k.urun.kahve, 1], [k.urun.tost, 1]])).adisyon as Json;
    const fisler = (await fisleriOku(s.ekran, k.isletmeId, [s.bar, s.mutfak])).fisler;
    const bar = fisler.find((f) => f.istasyonId === s.bar)!;
    // sent 6 minutes ago (as if): the bar bumps the tea now, the coffee is voided, the toast not bumped yet
    await env.DB.prepare("UPDATE istasyon_fis SET zaman = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-6 minutes') WHERE id = ?").bind(bar.id).run();
    const cay = bar.kalemler.find((x) => x.ad === 'Çay')!;
    const kahve = bar.kalemler.find((x) => x.ad === 'Türk Kahvesi')!;
    await islem(k.sahip, k.isletmeId, { tur: 'iptal', adisyonId: a.id, kalemId: kahve.kalemId, adet: 1, neden: 'x' });
    await islem(s.ekran, k.isletmeId, { tur: 'istasyonHazir', fisId: bar.id });
    const res = await call('GET', `${P}/rapor`, { token: k.sahip, venue: k.isletmeId });
    expect(res.status).toBe(200);
    const r = (await json(res)).data;
    expect(r.urunler).toHaveLength(1);
    expect(r.urunler[0]).toMatchObject({ istasyon: 'Bar', urun: 'Çay', adet: 2 });
    expect(r.urunler[0].ortalamaDk).toBeGreaterThanOrEqual(5.9);
    expect(r.urunler[0].ortalamaDk).toBeLessThan(7);
    expect(r.saatler).toEqual([expect.objectContaining({ istasyon: 'Bar', urun: null, adet: 2 })]);
    expect(cay.adet).toBe(2);
    expect((await call('GET', `${P}/rapor`, { token: s.ekran, venue: k.isletmeId })).status).toBe(403);
    expect((await call('GET', `${P}/rapor?bas=2026-13-01`, { token: k.sahip, venue: k.isletmeId })).status).toBe(400);
  });
});
