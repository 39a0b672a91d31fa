import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { etiketSlug } from '@lib/envanter/etiket';
import { slugMask } from '@worker/slug';
import { buildWorld, call, json, login, loginWith, scalar, type Json, type World } from '../fixtures';

/** The stock side of the inventory: locations, stock items, movements (C7), the movement report. */

const E = '/api/isletme/envanter';
let w: World;
let owner: string;
let n = 0;

const istek = (method: string, path: string, body?: unknown, opts: { token?: string; venue?: number; lang?: string } = {}) =>
  call(method, `${E}${path}`, { token: opts.token ?? owner, venue: opts.venue ?? w.venue.A, body, lang: opts.lang });
const veri = async (r: Response, status = 200) => {
  const j = await json(r);
  expect(r.status, JSON.stringify(j)).toBe(status);
  return j.data;
};
const lok = async (ad: string, ustId: number | null = null, tur = 'oda', venue?: number) => (await veri(await istek('POST', '/lokasyonlar', { ad, ustId, tur }, { venue }), 201)).id as number;
const urun = async (body: Json = {}, venue?: number) => (await veri(await istek('POST', '/urunler', { ad: `Ürün ${++n}`, birim: 'lt', ...body }, { venue }), 201)) as Json;
const hareket = (body: Json, opts = {}) => istek('POST', '/hareketler', body, opts);
const stok = (urunId: number, lokasyonId: number) => scalar<number>('SELECT coalesce(sum(miktar_binde), 0) FROM envanter_stok WHERE urun_id = ? AND lokasyon_id = ?', urunId, lokasyonId);

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

describe('locations', () => {
  it('builds a tree with slugs and counts; moving a node under its own descendant is refused', async () => {
    const bina = await lok('Merkez bina', null, 'bina');
    const kat = await lok('Zemin kat', bina, 'kat');
    const depo = await lok('Bar deposu', kat, 'depo');
    const { lokasyonlar } = await veri(await istek('GET', '/lokasyonlar'));
    const d = lokasyonlar.find((l: Json) => l.id === depo);
    expect(d).toMatchObject({ ad: 'Bar deposu', tur: 'depo', ustId: kat, aktif: true, altSayisi: 0, urunSayisi: 0, demirbasSayisi: 0, slug: etiketSlug('lokasyon', depo, slugMask(env)) });
    expect(lokasyonlar.find((l: Json) => l.id === bina).altSayisi).toBe(1);

    const dongu = await istek('PUT', `/lokasyonlar/${bina}`, { ad: 'Merkez bina', tur: 'bina', ustId: depo });
    expect(dongu.status).toBe(409);
    expect((await json(dongu)).errorDetail).toContain('altındaki');
    expect((await istek('PUT', `/lokasyonlar/${bina}`, { ad: 'Merkez bina', tur: 'bina', ustId: bina })).status).toBe(409);
    // a legal move: the storeroom goes directly under the building; the log says so
    const tasindi = await veri(await istek('PUT', `/lokasyonlar/${depo}`, { ad: 'Bar deposu', tur: 'depo', ustId: bina }));
    expect(tasindi.ustId).toBe(bina);
    expect(await scalar("SELECT count(*) FROM envanter_log WHERE varlik = 'lokasyon' AND varlik_id = ? AND islem = 'tasi'", depo)).toBe(1);
  });

  it('refuses deleting a location that holds children, stock or assets, saying what it holds', async () => {
    const ust = await lok('Teras');
    const alt = await lok('Teras rafı', ust, 'raf');
    const r1 = await istek('DELETE', `/lokasyonlar/${ust}`);
    expect(r1.status).toBe(409);
    expect((await json(r1)).errorDetail).toMatch(/Teras silinemez: altında 1 konum/);
    const u = await urun({ acilisMiktar: '2', acilisLokasyonId: alt });
    const r2 = await istek('DELETE', `/lokasyonlar/${alt}`);
    expect(r2.status).toBe(409);
    expect((await json(r2)).errorDetail).toMatch(/1 ürünün stoğu/);
    await env.DB.prepare('INSERT INTO envanter_demirbas (isletme_id, kod, ad, lokasyon_id) VALUES (?, ?, ?, ?)').bind(w.venue.A, `DMR-${++n}`, 'Sandalye', ust).run();
    await veri(await istek('DELETE', `/lokasyonlar/${alt}`), 409);
    expect(await scalar('SELECT count(*) FROM envanter_lokasyon WHERE id = ?', alt)).toBe(1);
    // emptied (stock moved out) it still has history: refused, deactivation stays possible
    await veri(await hareket({ tur: 'cikis', neden: 'tuketim', urunId: u.id, kaynakId: alt, miktar: '2' }), 201);
    const r3 = await istek('DELETE', `/lokasyonlar/${alt}`);
    expect(r3.status).toBe(409);
    expect((await json(r3)).errorCode).toBe('LOCATION_HAS_HISTORY');
    const bos = await lok('Boş oda');
    await veri(await istek('DELETE', `/lokasyonlar/${bos}`));
    expect(await scalar('SELECT count(*) FROM envanter_lokasyon WHERE id = ?', bos)).toBe(0);
  });

  it('validates with field messages, and another venue\'s ids answer 404', async () => {
    const r = await istek('POST', '/lokasyonlar', { ad: '', tur: 'mutfak', sira: -1 });
    expect(r.status).toBe(400);
    const j = await json(r);
    expect(Object.keys(j.data.alanlar).sort()).toEqual(['ad', 'sira', 'tur']);
    expect(j.data.alanlar.ad).toBe('Konum adı 1–80 karakter olmalı.');
    const yabanci = await lok('Lotus salon', null, 'oda', w.venue.B);
    expect((await istek('PUT', `/lokasyonlar/${yabanci}`, { ad: 'x' })).status).toBe(404);
    expect((await istek('DELETE', `/lokasyonlar/${yabanci}`)).status).toBe(404);
    expect((await istek('POST', '/lokasyonlar', { ad: 'Altına', ustId: yabanci })).status).toBe(404);
    expect(await scalar('SELECT ad FROM envanter_lokasyon WHERE id = ?', yabanci)).toBe('Lotus salon');
  });
});

describe('stock items', () => {
  it('adds an item with opening stock as an acilis movement, folds search, filters low stock, exports CSV', async () => {
    const depo = await lok('Kuru gıda deposu', null, 'depo');
    const u = await urun({ ad: 'Çekirdek Kahve Brezilya', kod: 'KHV-01', kategori: 'Kahve', birim: 'kg', min: '5', maliyetKurus: 85_000, tedarikci: 'Kahve Dünyası Toptan', acilisMiktar: '2,5', acilisLokasyonId: depo });
    expect(u).toMatchObject({ toplamBinde: 2500, minBinde: 5000, dusuk: true, degerKurus: 212_500, stoklar: [{ lokasyonId: depo, lokasyonAd: 'Kuru gıda deposu', miktarBinde: 2500 }] });
    expect(await scalar("SELECT count(*) FROM envanter_stok_hareket WHERE urun_id = ? AND tur = 'giris' AND neden = 'acilis' AND miktar_binde = 2500", u.id)).toBe(1);
    expect(await scalar("SELECT count(*) FROM envanter_log WHERE varlik = 'stok' AND islem = 'giris' AND json_extract(ozet, '$.urun') = 'Çekirdek Kahve Brezilya'")).toBe(1);
    const ara = await veri(await istek('GET', '/urunler?q=CEKIRDEK%20kahve'));
    expect(ara.urunler.map((x: Json) => x.id)).toEqual([u.id]);
    const dusuk = await veri(await istek('GET', '/urunler?dusuk=1'));
    expect(dusuk.urunler.map((x: Json) => x.id)).toContain(u.id);
    expect(dusuk.dusukSayisi).toBeGreaterThanOrEqual(1);
    expect(ara.kategoriler).toContain('Kahve');
    // the form has no quantity: an edit never changes what is on hand
    const guncel = await veri(await istek('PUT', `/urunler/${u.id}`, { ad: 'Çekirdek Kahve Brezilya', kod: 'KHV-01', kategori: 'Kahve', birim: 'kg', min: '2', maliyetKurus: 90_000, toplamBinde: 999_000 }));
    expect(guncel).toMatchObject({ toplamBinde: 2500, dusuk: false, maliyetKurus: 90_000 });
    const csv = await istek('GET', '/urunler/disa-aktar?q=brezilya');
    expect(csv.status).toBe(200);
    const metin = await csv.text();
    expect(metin).toContain('Çekirdek Kahve Brezilya;KHV-01;Kahve;kg;2,5;2;Hayır;900,00;2250,00;Kuru gıda deposu: 2,5;;Aktif;');
  });

  it('matches every word of the query in any order, folded, like the asset search', async () => {
    const cay = await urun({ ad: 'İstanbul çayı', kategori: 'Çay', tedarikci: 'Doğu Karadeniz' });
    await urun({ ad: 'İstanbul kahvesi' });
    const ara = async (q: string) => (await veri(await istek('GET', `/urunler?q=${encodeURIComponent(q)}`))).urunler.map((x: Json) => x.id);
    expect(await ara('cayi istanbul')).toEqual([cay.id]);
    expect(await ara('ISTANBUL  ÇAYI')).toEqual([cay.id]);
    expect(await ara('karadeniz cay')).toEqual([cay.id]);
    expect(await ara('istanbul limon')).toEqual([]);
    expect((await (await istek('GET', `/urunler/disa-aktar?q=${encodeURIComponent('cayi istanbul')}`)).text())).toContain('İstanbul çayı');
  });

  it('validates, keeps name and code unique, deletes only items without history', async () => {
    const r = await istek('POST', '/urunler', { ad: '', birim: 'kova', min: '-1', maliyetKurus: 1.5, acilisMiktar: '3' });
    expect(r.status).toBe(400);
    expect(Object.keys((await json(r)).data.alanlar).sort()).toEqual(['acilisLokasyonId', 'ad', 'birim', 'maliyetKurus', 'min']);
    await urun({ ad: 'Karton bardak 8oz', kod: 'BRD-8' });
    expect((await json(await istek('POST', '/urunler', { ad: 'Karton bardak 8oz' }))).errorCode).toBe('NAME_TAKEN');
    expect((await json(await istek('POST', '/urunler', { ad: 'Başka bardak', kod: 'BRD-8' }))).errorCode).toBe('CODE_TAKEN');
    const bos = await urun();
    await veri(await istek('DELETE', `/urunler/${bos.id}`));
    const yabanci = await urun({}, w.venue.B);
    expect((await istek('PUT', `/urunler/${yabanci.id}`, { ad: 'x' })).status).toBe(404);
    expect((await istek('DELETE', `/urunler/${yabanci.id}`)).status).toBe(404);
  });
});

describe('movements', () => {
  it('records in, out and transfer; over-consumption is refused with a clear message and nothing changes', async () => {
    const bar = await lok('Bar deposu 2', null, 'depo');
    const mutfak = await lok('Mutfak', null, 'oda');
    const sut = await urun({ ad: 'Süt', birim: 'lt', maliyetKurus: 3_500 });
    const giris = await veri(await hareket({ tur: 'giris', neden: 'satin_alma', urunId: sut.id, hedefId: bar, miktar: '10', birimMaliyetKurus: 3_200 }), 201);
    expect(giris.urun.toplamBinde).toBe(10_000);
    await veri(await hareket({ tur: 'cikis', neden: 'tuketim', urunId: sut.id, kaynakId: bar, miktar: '7' }), 201);
    const fazla = await hareket({ tur: 'cikis', neden: 'fire', urunId: sut.id, kaynakId: bar, miktar: '4' });
    expect(fazla.status).toBe(409);
    expect((await json(fazla)).errorDetail).toBe('Bar deposu 2 konumunda yeterli Süt yok: mevcut 3 lt, istenen 4 lt.');
    const ingilizce = await hareket({ tur: 'transfer', urunId: sut.id, kaynakId: bar, hedefId: mutfak, miktar: '3,5' }, { lang: 'en' });
    expect(ingilizce.status).toBe(409);
    expect((await json(ingilizce)).errorDetail).toContain('3.5');
    expect(await stok(sut.id, bar)).toBe(3000);
    const hareketSayisi = await scalar('SELECT count(*) FROM envanter_stok_hareket WHERE urun_id = ?', sut.id);
    expect(hareketSayisi).toBe(2);
    await veri(await hareket({ tur: 'transfer', neden: 'transfer', urunId: sut.id, kaynakId: bar, hedefId: mutfak, miktar: '2' }), 201);
    expect([await stok(sut.id, bar), await stok(sut.id, mutfak)]).toEqual([1000, 2000]);
    // taking from a place that never held it is refused the same way (not silently ignored)
    const hic = await hareket({ tur: 'cikis', neden: 'tuketim', urunId: sut.id, kaynakId: await lok('Boş raf', null, 'raf'), miktar: '1' });
    expect(hic.status).toBe(409);
    const liste = await veri(await istek('GET', `/hareketler?urun=${sut.id}`));
    expect(liste.toplam).toBe(3);
    expect(liste.satirlar[0]).toMatchObject({ tur: 'transfer', kaynakAd: 'Bar deposu 2', hedefAd: 'Mutfak', miktarBinde: 2000, kullanici: 'Test sahip' });
    expect(liste.satirlar[2]).toMatchObject({ tur: 'giris', degerKurus: 32_000, birimMaliyetKurus: 3_200 });
    expect((await veri(await istek('GET', `/hareketler?urun=${sut.id}&tur=cikis`))).toplam).toBe(1);
    expect((await veri(await istek('GET', `/hareketler?urun=${sut.id}&bas=2020-01-01&bit=2020-01-31`))).toplam).toBe(0);
    const csv = await (await istek('GET', `/hareketler/disa-aktar?urun=${sut.id}`)).text();
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
    const rapor = await veri(await istek('GET', `/rapor/hareket?urun=${sut.id}`));
    expect(rapor.urunler[0]).toMatchObject({ ad: 'Süt', girisBinde: 10_000, cikisBinde: 7_000, transferBinde: 2_000, girisKurus: 32_000, cikisKurus: 24_500, adet: 3 });
    expect(rapor.lokasyonlar.find((l: Json) => l.ad === 'Mutfak')).toMatchObject({ adet: 1 });
    expect((await istek('GET', `/rapor/hareket/disa-aktar?urun=${sut.id}`)).status).toBe(200);
  });

  it('validates kinds, reasons and places; another venue\'s item or location is 404', async () => {
    const a = await lok('Depo A', null, 'depo');
    const u = await urun();
    const r = await hareket({ tur: 'cikis', neden: 'satin_alma', urunId: u.id, miktar: '0' });
    expect(r.status).toBe(400);
    expect(Object.keys((await json(r)).data.alanlar).sort()).toEqual(['kaynakId', 'miktar', 'neden']);
    expect((await json(await hareket({ tur: 'transfer', urunId: u.id, kaynakId: a, hedefId: a, miktar: 1 }))).data.alanlar).toHaveProperty('hedefId');
    const bLok = await lok('Lotus depo', null, 'depo', w.venue.B);
    const bUrun = await urun({}, w.venue.B);
    expect((await hareket({ tur: 'giris', neden: 'ikmal', urunId: u.id, hedefId: bLok, miktar: 1 })).status).toBe(404);
    expect((await hareket({ tur: 'giris', neden: 'ikmal', urunId: bUrun.id, hedefId: a, miktar: 1 })).status).toBe(404);
    expect(await scalar('SELECT count(*) FROM envanter_stok WHERE lokasyon_id = ? OR urun_id = ?', bLok, bUrun.id)).toBe(0);
    expect((await istek('GET', '/hareketler?bas=2026-02-30')).status).toBe(400);
  });

  it('lists asset-side log rows with the asset slug', async () => {
    const d = (await env.DB.prepare("INSERT INTO envanter_demirbas (isletme_id, kod, ad) VALUES (?, 'DMR-ESP', 'Espresso makinesi') RETURNING id").bind(w.venue.A).first<{ id: number }>())!.id;
    await env.DB.prepare("INSERT INTO envanter_log (isletme_id, varlik, varlik_id, demirbas_id, islem, ozet, kullanici_id) VALUES (?, 'demirbas', ?, ?, 'transfer', ?, ?)")
      .bind(w.venue.A, d, d, JSON.stringify({ kaynak: 'Bar', hedef: 'Teras', not: 'Yaz dönemi' }), w.user.owner.id).run();
    const s = await veri(await istek('GET', '/hareketler/demirbas'));
    expect(s.satirlar.find((x: Json) => x.demirbasId === d)).toMatchObject({ islem: 'transfer', demirbasKod: 'DMR-ESP', kaynak: 'Bar', hedef: 'Teras', not: 'Yaz dönemi', slug: etiketSlug('demirbas', d, slugMask(env)), kullanici: 'Test sahip' });
    const bOwner = await login(w.user.outsider.email);
    expect((await veri(await istek('GET', '/hareketler/demirbas', undefined, { token: bOwner, venue: w.venue.B }))).satirlar.some((x: Json) => x.demirbasId === d)).toBe(false);
  });
});

describe('permissions', () => {
  it('a set without the key gets 403 and nothing changes', async () => {
    const yalnizOkur = await loginWith(w.venue.A, ['isletme:envanter:urunler', 'isletme:envanter:hareketler']);
    const depo = await lok('İzin deposu', null, 'depo');
    const u = await urun();
    const opts = { token: yalnizOkur };
    expect((await istek('GET', '/urunler', undefined, opts)).status).toBe(200);
    expect((await istek('GET', '/lokasyonlar', undefined, opts)).status).toBe(200);
    expect((await istek('POST', '/urunler', { ad: 'Yasak' }, opts)).status).toBe(403);
    expect((await istek('POST', '/lokasyonlar', { ad: 'Yasak' }, opts)).status).toBe(403);
    expect((await hareket({ tur: 'giris', neden: 'ikmal', urunId: u.id, hedefId: depo, miktar: 1 }, opts)).status).toBe(403);
    expect((await istek('GET', '/hareketler/disa-aktar', undefined, opts)).status).toBe(403);
    expect((await istek('GET', '/rapor/hareket', undefined, opts)).status).toBe(403);
    expect(await stok(u.id, depo)).toBe(0);
  });
});

describe('C7: stock never goes negative and the ledger sums to the stock', () => {
  it('stock 10, 50 parallel decrements of 1: exactly 10 pass, 40 are refused with the message, 0 left', async () => {
    const depo = await lok('Yarış deposu', null, 'depo');
    const u = await urun({ ad: 'Yarış sütü', birim: 'lt', acilisMiktar: 10, acilisLokasyonId: depo });
    const cevaplar = await Promise.all(Array.from({ length: 50 }, () => hareket({ tur: 'cikis', neden: 'tuketim', urunId: u.id, kaynakId: depo, miktar: 1 })));
    const durumlar = cevaplar.map((r) => r.status);
    expect(durumlar.filter((s) => s === 201)).toHaveLength(10);
    expect(durumlar.filter((s) => s === 409)).toHaveLength(40);
    const red = await json(cevaplar[durumlar.indexOf(409)]!);
    expect(red.errorDetail).toMatch(/^Yarış deposu konumunda yeterli Yarış sütü yok: mevcut 0 lt, istenen 1 lt\.$/);
    expect(await stok(u.id, depo)).toBe(0);
    expect(await scalar("SELECT count(*) FROM envanter_stok_hareket WHERE urun_id = ? AND tur = 'cikis'", u.id)).toBe(10);
  });

  it('after 1,000 random movements the ledger equals envanter_stok for every item and location', async () => {
    const yerler = [await lok('Defter A', null, 'depo'), await lok('Defter B', null, 'raf'), await lok('Defter C', null, 'oda')];
    const urunler = [(await urun({ birim: 'kg' })).id, (await urun({ birim: 'adet' })).id, (await urun({ birim: 'lt' })).id];
    let tohum = 12345;
    const rastgele = (k: number) => { tohum = (tohum * 1103515245 + 12345) % 2 ** 31; return tohum % k; };
    let basarili = 0;
    let reddedilen = 0;
    for (let dalga = 0; dalga < 50; dalga++) {
      const cevaplar = await Promise.all(Array.from({ length: 20 }, () => {
        const tur = (['giris', 'cikis', 'transfer'] as const)[rastgele(3)]!;
        const urunId = urunler[rastgele(3)]!;
        const kaynakId = yerler[rastgele(3)]!;
        const hedefId = yerler.filter((y) => y !== kaynakId)[rastgele(2)]!;
        const miktar = (1 + rastgele(5000)) / 1000;
        const govde = tur === 'giris' ? { tur, neden: 'ikmal', urunId, hedefId, miktar } : tur === 'cikis' ? { tur, neden: 'fire', urunId, kaynakId, miktar } : { tur, urunId, kaynakId, hedefId, miktar };
        return hareket(govde);
      }));
      for (const r of cevaplar) {
        if (r.status === 201) basarili++;
        else if (r.status === 409) reddedilen++;
        else throw new Error(`unexpected ${r.status}`);
        await r.body?.cancel();
      }
    }
    expect(basarili + reddedilen).toBe(1000);
    expect(reddedilen).toBeGreaterThan(0);
    const { results } = await env.DB.prepare(`WITH defter AS (
        SELECT urun_id, hedef_lokasyon_id AS lokasyon_id, miktar_binde AS m FROM envanter_stok_hareket WHERE hedef_lokasyon_id IS NOT NULL
        UNION ALL SELECT urun_id, kaynak_lokasyon_id, -miktar_binde FROM envanter_stok_hareket WHERE kaynak_lokasyon_id IS NOT NULL)
      SELECT u.id AS urun, l.id AS lokasyon, coalesce((SELECT sum(m) FROM defter d WHERE d.urun_id = u.id AND d.lokasyon_id = l.id), 0) AS defter,
        coalesce((SELECT miktar_binde FROM envanter_stok s WHERE s.urun_id = u.id AND s.lokasyon_id = l.id), 0) AS stok
      FROM envanter_urun u CROSS JOIN envanter_lokasyon l WHERE u.isletme_id = ?1 AND l.isletme_id = ?1`).bind(w.venue.A).all<{ urun: number; lokasyon: number; defter: number; stok: number }>();
    expect(results.length).toBeGreaterThan(9);
    expect(results.filter((r) => r.defter !== r.stok)).toEqual([]);
    expect(await scalar('SELECT count(*) FROM envanter_stok WHERE miktar_binde < 0')).toBe(0);
    expect(await scalar(`SELECT count(*) FROM envanter_stok_hareket WHERE urun_id IN (${urunler.join(',')})`)).toBe(basarili);
  }, 120_000);
});
