import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TR_CARI } from '@lib/i18n/cari';
import { TR_KASA } from '@lib/i18n/kasa';
import { buildWorld, call, insertVenue, json, login, loginWith, scalar, type Json, type World } from '../fixtures';

/** Cash book, debt ledger and balance report of the appointment panel (/api/isletme/randevu/kasa|cari|cari-bakiye). */

const TR = { ...TR_KASA, ...TR_CARI };
const P = '/api/isletme/randevu';
const KASA = 'isletme:randevutakip:kasa-hareketleri';
const CARI = 'isletme:randevutakip:cari-takip';
const BAKIYE = 'isletme:randevutakip:caribakiyeraporu';
const db = () => env.DB;

let w: World;
let owner: string;
let cOwner: string;
let A: number;
let C: number;
let tel = 0;

beforeAll(async () => {
  w = await buildWorld();
  A = w.venue.A;
  C = w.venue.C;
  owner = await login(w.user.owner.email);
  cOwner = await login(w.user.cOwner.email);
});

const yeniTelefon = () => `+90533${String(2_000_000 + ++tel).slice(-7)}`;
async function musteri(isletmeId: number, ad: string, extra: { silinmis?: boolean; telefon?: string } = {}): Promise<number> {
  const row = await db()
    .prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon, silinme_zamani) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, ad, extra.telefon ?? yeniTelefon(), extra.silinmis ? '2026-01-01T00:00:00.000Z' : null)
    .first<{ id: number }>();
  return row!.id;
}
async function kasaSatiri(isletmeId: number, tarih: string, tutar: number, tur = 'gelir', odeme = 'nakit', aciklama = ''): Promise<number> {
  const row = await db()
    .prepare('INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, tur, odeme, tutar, aciklama, tarih)
    .first<{ id: number }>();
  return row!.id;
}
async function cariSatiri(isletmeId: number, musteriId: number, tur: 'borc' | 'tahsilat', tutar: number, tarih = '2026-03-10T09:00:00.000Z'): Promise<number> {
  const row = await db()
    .prepare('INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, tarih) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, musteriId, tur, tutar, tarih)
    .first<{ id: number }>();
  return row!.id;
}

const get = (path: string, token = owner, venue: number = A, lang?: string) => call('GET', `${P}${path}`, { token, venue, lang });
const send = (method: string, path: string, body: unknown, token = owner, venue: number = A, lang?: string) => call(method, `${P}${path}`, { token, venue, body, lang });
async function data(response: Response, status = 200): Promise<Json> {
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.success).toBe(true);
  return body.data;
}
async function refused(response: Response, status: number, message?: string): Promise<Json> {
  expect(response.status).toBe(status);
  const body = await json(response);
  expect(body.success).toBe(false);
  if (message) expect(body.errorDetail).toBe(message);
  return body;
}
/** CSV lines; Response.text() would drop the BOM silently, so the bytes are checked. */
async function csvSatirlari(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.split('\r\n');
}
async function snapshot(): Promise<string> {
  const results = await db().batch(['SELECT * FROM kasa ORDER BY id', 'SELECT * FROM cari ORDER BY id'].map((sql) => db().prepare(sql)));
  return JSON.stringify(results.map((r) => r.results));
}

const kasa = (patch: Record<string, unknown> = {}) => ({ tur: 'gelir', odeme: 'kart', tutarKurus: 125_050, tarih: '2026-02-10T14:05', aciklama: 'Ürün satışı', ...patch });

describe('cash book: create, edit, delete', () => {
  it('stores the wall time of the venue zone as UTC, the amount in kuruş and who recorded it', async () => {
    const m = await musteri(A, 'Kasa Müşterisi');
    const row = await data(await send('POST', '/kasa', kasa({ musteriId: m })), 201);
    expect(row).toMatchObject({ tur: 'gelir', odeme: 'kart', tutarKurus: 125_050, tarih: '2026-02-10T11:05:00.000Z', aciklama: 'Ürün satışı', musteri: { id: m, adSoyad: 'Kasa Müşterisi', silinmis: false }, randevu: null });
    expect(await scalar('SELECT kullanici_id FROM kasa WHERE id = ?', row.id)).toBe(w.user.owner.id);

    const edited = await data(await send('PUT', `/kasa/${row.id}`, kasa({ tur: 'gider', odeme: 'nakit', tutarKurus: 1, tarih: '2026-02-11T00:10', aciklama: '  Malzeme ', musteriId: null })));
    expect(edited).toMatchObject({ tur: 'gider', odeme: 'nakit', tutarKurus: 1, tarih: '2026-02-10T21:10:00.000Z', aciklama: 'Malzeme', musteri: null });

    await data(await call('DELETE', `${P}/kasa/${row.id}`, { token: owner, venue: A }));
    expect(await scalar('SELECT count(*) FROM kasa WHERE id = ?', row.id)).toBe(0);
    await refused(await call('DELETE', `${P}/kasa/${row.id}`, { token: owner, venue: A }), 404, TR['kasa.api.hareketYok']);
  });

  it.each([
    [{ tutarKurus: 0 }, TR['kasa.v.tutar']],
    [{ tutarKurus: -100 }, TR['kasa.v.tutar']],
    [{ tutarKurus: 12.5 }, TR['kasa.v.tutarTam']],
    [{ tutarKurus: '1250' }, TR['kasa.v.tutar']],
    [{ tutarKurus: null }, TR['kasa.v.tutar']],
    [{ tutarKurus: 1e308 }, TR['kasa.v.tutarFazla']],
    [{ tutarKurus: 100_000_001 }, TR['kasa.v.tutarFazla']],
    [{ tutarKurus: undefined }, TR['kasa.v.tutar']],
    [{ tur: 'borc' }, TR['kasa.v.tur']],
    [{ tur: undefined }, TR['kasa.v.tur']],
    [{ odeme: 'cek' }, TR['kasa.v.odeme']],
    [{ tarih: '2026-02-30T10:00' }, TR['kasa.v.tarih']],
    [{ tarih: '2026-02-10T25:00' }, TR['kasa.v.tarih']],
    [{ tarih: 1760000000000 }, TR['kasa.v.tarih']],
    [{ tarih: undefined }, TR['kasa.v.tarih']],
    [{ aciklama: 'x'.repeat(501) }, TR['kasa.v.aciklama']],
    [{ aciklama: { tr: 'x' } }, TR['kasa.v.aciklama']],
    [{ musteriId: 'abc' }, TR['kasa.v.musteri']],
    [{ musteriId: 1e20 }, TR['kasa.v.musteri']],
  ])('refuses %o with 400 and a Turkish message, writing nothing', async (patch, message) => {
    const before = await snapshot();
    await refused(await send('POST', '/kasa', kasa(patch)), 400, message);
    const id = await kasaSatiri(A, '2026-02-01T10:00:00.000Z', 500);
    const after = await snapshot();
    await refused(await send('PUT', `/kasa/${id}`, kasa(patch)), 400, message);
    expect(await snapshot()).toBe(after);
    expect(after).not.toBe(before);
  });

  it('answers in the caller’s language and refuses broken JSON', async () => {
    await refused(await send('POST', '/kasa', kasa({ tutarKurus: 0 }), owner, A, 'en'), 400, 'The amount must be greater than 0.');
    await refused(await call('POST', `${P}/kasa`, { token: owner, venue: A, rawBody: '{"tur":' }), 400);
    await refused(await call('POST', `${P}/kasa`, { token: owner, venue: A, rawBody: '[1,2]' }), 400);
  });

  it("another venue's customer or movement is a 404 and changes nothing", async () => {
    const yabanciMusteri = await musteri(C, 'Yabancı Müşteri');
    const yabanciKasa = await kasaSatiri(C, '2026-02-01T10:00:00.000Z', 777);
    const benim = await kasaSatiri(A, '2026-02-01T10:00:00.000Z', 888);
    const before = await snapshot();
    await refused(await send('POST', '/kasa', kasa({ musteriId: yabanciMusteri })), 404, TR['kasa.api.musteriYok']);
    await refused(await send('PUT', `/kasa/${benim}`, kasa({ musteriId: yabanciMusteri })), 404, TR['kasa.api.musteriYok']);
    await refused(await send('PUT', `/kasa/${yabanciKasa}`, kasa()), 404, TR['kasa.api.hareketYok']);
    await refused(await call('DELETE', `${P}/kasa/${yabanciKasa}`, { token: owner, venue: A }), 404);
    for (const id of ['0', 'abc', '99999999999', '-1']) await refused(await send('PUT', `/kasa/${id}`, kasa()), 404);
    expect(await snapshot()).toBe(before);
  });

  it('an erased customer cannot be newly linked, but an existing link survives an edit', async () => {
    const silinmis = await musteri(A, 'Silinmiş müşteri', { silinmis: true });
    await refused(await send('POST', '/kasa', kasa({ musteriId: silinmis })), 409, TR['kasa.api.musteriSilinmis']);
    const id = (await db().prepare("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, tarih, musteri_id) VALUES (?, 'gelir', 'nakit', 100, '2026-02-01T10:00:00.000Z', ?) RETURNING id").bind(A, silinmis).first<{ id: number }>())!.id;
    expect(await data(await send('PUT', `/kasa/${id}`, kasa({ musteriId: silinmis })))).toMatchObject({ musteri: { id: silinmis, silinmis: true } });
  });
});

describe('cash book: list, totals and the daily report follow the venue zone', () => {
  let zonalVenue: number;
  let zonal: string;
  beforeAll(async () => {
    // 2026-04-15 in Istanbul = [2026-04-14T21:00Z, 2026-04-15T21:00Z)
    await kasaSatiri(A, '2026-04-15T20:30:00.000Z', 10_000, 'gelir', 'nakit', '23:30 İstanbul'); // 23:30 on the 15th
    await kasaSatiri(A, '2026-04-15T21:30:00.000Z', 20_000, 'gelir', 'kart', '00:30 İstanbul'); // 00:30 on the 16th
    await kasaSatiri(A, '2026-04-14T21:00:00.000Z', 3_000, 'gider', 'havale', '00:00 İstanbul'); // first instant of the 15th
    await kasaSatiri(A, '2026-04-15T08:00:00.000Z', 1_050, 'gider', 'nakit');
    // other venues on the same days: never in A's numbers
    await kasaSatiri(C, '2026-04-15T10:00:00.000Z', 5_000_000, 'gelir', 'nakit');
    await kasaSatiri(w.venue.B, '2026-04-15T10:00:00.000Z', 6_000_000, 'gider', 'kart');
    zonalVenue = await insertVenue({ ad: 'New York Salon', urlAdi: 'ny-salon', tur: 'salon' });
    await db().prepare("UPDATE isletme SET saat_dilimi = 'America/New_York' WHERE id = ?").bind(zonalVenue).run();
    zonal = await loginWith(zonalVenue, [KASA, `${KASA}:ekle`, `${KASA}:raporCek`]);
  });

  it('a movement at 23:30 Istanbul belongs to that day, not to UTC’s next one', async () => {
    const gun = await data(await get('/kasa?bas=2026-04-15&bit=2026-04-15'));
    expect(gun.satirlar.map((s: Json) => s.aciklama).sort()).toEqual(['', '00:00 İstanbul', '23:30 İstanbul']);
    expect(gun.toplam).toEqual({
      gelir: 10_000, gider: 4_050, net: 5_950, adet: 3,
      odeme: { nakit: { gelir: 10_000, gider: 1_050 }, kart: { gelir: 0, gider: 0 }, havale: { gelir: 0, gider: 3_000 }, yemek_karti: { gelir: 0, gider: 0 }, diger: { gelir: 0, gider: 0 } },
    });
    expect(gun).toMatchObject({ bas: '2026-04-15', bit: '2026-04-15', saatDilimi: 'Europe/Istanbul', kesildi: false });
    const ertesi = await data(await get('/kasa?bas=2026-04-16&bit=2026-04-16'));
    expect(ertesi.satirlar.map((s: Json) => s.aciklama)).toEqual(['00:30 İstanbul']);
    expect(ertesi.toplam.gelir).toBe(20_000);
  });

  it('filters by type and payment method, totals follow the filter; one end of the range is enough', async () => {
    const nakit = await data(await get('/kasa?bas=2026-04-15&bit=2026-04-16&odeme=nakit'));
    expect(nakit.toplam).toMatchObject({ gelir: 10_000, gider: 1_050, adet: 2 });
    const gider = await data(await get('/kasa?bas=2026-04-15&tur=gider'));
    expect(gider).toMatchObject({ bit: '2026-04-15', toplam: { gelir: 0, gider: 4_050, net: -4_050 } });
  });

  it('the report groups per venue-zone day with methods, net and the grand total', async () => {
    const rapor = await data(await get('/kasa/rapor?bas=2026-04-14&bit=2026-04-16&tur=gelir'));
    expect(rapor.gunler.map((g: Json) => [g.tarih, g.gelir.toplam, g.gider.toplam, g.net])).toEqual([['2026-04-15', 10_000, 4_050, 5_950], ['2026-04-16', 20_000, 0, 20_000]]);
    expect(rapor.toplam).toMatchObject({ gelir: { nakit: 10_000, kart: 20_000, havale: 0, toplam: 30_000 }, gider: { nakit: 1_050, havale: 3_000, toplam: 4_050 }, net: 25_950, adet: 4 });
    expect(rapor.isletme).toBe('Kahve Durağı');
  });

  it('another zone: 23:30 in New York is the next UTC day but stays on its own local day', async () => {
    await data(await send('POST', '/kasa', kasa({ tarih: '2026-11-22T23:30', tutarKurus: 4_200 }), zonal, zonalVenue), 201);
    expect(await scalar('SELECT tarih FROM kasa WHERE isletme_id = ?', zonalVenue)).toBe('2026-11-23T04:30:00.000Z');
    expect((await data(await get('/kasa?bas=2026-11-22&bit=2026-11-22', zonal, zonalVenue))).toplam.gelir).toBe(4_200);
    expect((await data(await get('/kasa?bas=2026-11-23&bit=2026-11-23', zonal, zonalVenue))).toplam.adet).toBe(0);
    const rapor = await data(await get('/kasa/rapor?bas=2026-11-01&bit=2026-11-30', zonal, zonalVenue));
    expect(rapor.gunler.map((g: Json) => g.tarih)).toEqual(['2026-11-22']);
  });

  it('defaults to the venue’s today', async () => {
    const liste = await data(await get('/kasa'));
    const bugun = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(Date.now());
    expect(liste).toMatchObject({ bas: bugun, bit: bugun, bugun });
  });

  it.each([
    ['bas=2026-04-16&bit=2026-04-15', TR['kasa.v.aralikTers']],
    ['bas=2025-01-01&bit=2026-01-02', TR['kasa.v.aralikUzun']],
    ['bas=2026-02-30', TR['kasa.v.gun']],
    ['bas=15.04.2026', TR['kasa.v.gun']],
    ['tur=borc', TR['kasa.v.tur']],
    ['odeme=%00', TR['kasa.v.odeme']],
  ])('refuses the range %s with 400', async (query, message) => {
    await refused(await get(`/kasa?${query}`), 400, message);
    await refused(await get(`/kasa/rapor?${query}`), 400, message);
    await refused(await get(`/kasa/disa-aktar?${query}`), 400, message);
  });
});

describe('CSV exports (Turkish Excel)', () => {
  it('cash CSV: BOM, semicolons, decimal comma, zone-local times, formulas defused', async () => {
    await kasaSatiri(A, '2026-05-20T20:45:00.000Z', 123_450, 'gelir', 'havale', '=HYPERLINK("http://x")');
    await kasaSatiri(A, '2026-05-20T09:00:00.000Z', 5, 'gider', 'nakit', 'Çay; şeker');
    const response = await get('/kasa/disa-aktar?bas=2026-05-20&bit=2026-05-20');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('kasa-2026-05-20-2026-05-20');
    const lines = await csvSatirlari(response);
    expect(lines[0]).toBe('Tarih;Tür;Ödeme;Kaynak;Gelir;Gider;Açıklama;Müşteri;Randevu kodu;Kaydeden');
    expect(lines[1]).toBe('2026-05-20 12:00;Gider;Nakit;Elle girildi;;0,05;"Çay; şeker";;;');
    expect(lines[2]).toBe('2026-05-20 23:45;Gelir;Havale / EFT;Elle girildi;1234,50;;"\'=HYPERLINK(""http://x"")";;;');
    expect(lines).toHaveLength(4);
  });

  it('ledger and balance CSVs use the same format; a credit balance gets its own column', async () => {
    const m = await musteri(A, 'Csv Müşteri');
    await cariSatiri(A, m, 'borc', 10_000, '2026-05-01T10:00:00.000Z');
    await cariSatiri(A, m, 'tahsilat', 12_550, '2026-05-02T10:00:00.000Z');
    const cari = await csvSatirlari(await get(`/cari/disa-aktar?musteriId=${m}`));
    expect(cari[0]).toBe('Tarih;Müşteri;Tür;Borç;Tahsilat;Borç bakiyesi;Alacak bakiyesi;Açıklama;Randevu kodu;Kaydeden');
    expect(cari.slice(1, 3)).toEqual(['2026-05-01 13:00;Csv Müşteri;Borç;100,00;;100,00;;;;', '2026-05-02 13:00;Csv Müşteri;Tahsilat;;125,50;;25,50;;;']);
    const bakiye = await csvSatirlari(await get('/cari-bakiye/disa-aktar?bakiyeli=0&sira=ad'));
    expect(bakiye[0]).toBe('Müşteri;Telefon;Toplam borç;Toplam ödenen;Borç bakiyesi;Alacak bakiyesi;Hareket sayısı;Son hareket');
    expect(bakiye.find((line) => line.startsWith('Csv Müşteri;'))).toMatch(/^Csv Müşteri;0533 \d{3} \d{2} \d{2};100,00;125,50;;25,50;2;2026-05-02 13:00$/);
    await refused(await get('/cari/disa-aktar?musteriId=abc'), 400, TR['kasa.v.musteri']);
    await refused(await get(`/cari/disa-aktar?musteriId=${await musteri(C, 'Yabancı Csv')}`), 404);
  });
});

describe('debt ledger', () => {
  it('borc and a partial tahsilat give a running balance; the tahsilat can go into the cash book in the same batch', async () => {
    const m = await musteri(A, 'Cari Müşteri');
    const borc = await data(await send('POST', '/cari', { musteriId: m, tur: 'borc', tutarKurus: 90_000, tarih: '2026-06-01T10:00', aciklama: 'Saç boyama' }), 201);
    expect(borc).toMatchObject({ musteriId: m, tur: 'borc', tutarKurus: 90_000, tarih: '2026-06-01T07:00:00.000Z', kasaId: null });
    const tahsilat = await data(await send('POST', '/cari', { musteriId: m, tur: 'tahsilat', tutarKurus: 30_000, tarih: '2026-06-05T23:30', aciklama: 'Kısmi ödeme', kasaOdeme: 'nakit' }), 201);
    expect(tahsilat.kasaId).toEqual(expect.any(Number));
    // what happened is stored as a kind; only the typed note is text
    expect(await db().prepare('SELECT tur, odeme, tutar_kurus, tarih, musteri_id, aciklama, sistem_tur, kullanici_id FROM kasa WHERE id = ?').bind(tahsilat.kasaId).first()).toEqual({
      tur: 'gelir', odeme: 'nakit', tutar_kurus: 30_000, tarih: '2026-06-05T20:30:00.000Z', musteri_id: m, aciklama: 'Kısmi ödeme', sistem_tur: 'cariTahsilat', kullanici_id: w.user.owner.id,
    });
    // the same cash row reads in the reader's language: the list answers the kind, the CSV says it in the export's language
    const satir = (await data(await get('/kasa?bas=2026-06-05&bit=2026-06-05', owner, A, 'en'))).satirlar.find((x: Json) => x.id === tahsilat.kasaId);
    expect(satir).toMatchObject({ aciklama: 'Kısmi ödeme', sistem: { tur: 'cariTahsilat', param: {} } });
    const tr = await csvSatirlari(await get('/kasa/disa-aktar?bas=2026-06-05&bit=2026-06-05', owner, A, 'tr'));
    const en = await csvSatirlari(await get('/kasa/disa-aktar?bas=2026-06-05&bit=2026-06-05', owner, A, 'en'));
    expect(tr[1]).toContain(';Cari tahsilat: Cari Müşteri — Kısmi ödeme;');
    expect(en[1]).toContain(';Account payment: Cari Müşteri — Kısmi ödeme;');
    // the cash row is on the 5th in Istanbul
    expect((await data(await get('/kasa?bas=2026-06-05&bit=2026-06-05'))).toplam.gelir).toBe(30_000);

    const detay = await data(await get(`/cari/musteriler/${m}`));
    expect(detay.hareketler.map((h: Json) => [h.tur, h.tutarKurus, h.bakiyeKurus])).toEqual([['borc', 90_000, 90_000], ['tahsilat', 30_000, 60_000]]);
    expect(detay).toMatchObject({ toplamBorc: 90_000, toplamTahsilat: 30_000, bakiye: 60_000, musteri: { id: m, adSoyad: 'Cari Müşteri', bakiyeKurus: 60_000, hareketSayisi: 2 } });

    // an edit moves the tahsilat before the debt: the running balance follows the dates
    await data(await send('PUT', `/cari/${tahsilat.id}`, { tur: 'tahsilat', tutarKurus: 95_000, tarih: '2026-05-31T10:00', aciklama: 'Ön ödeme' }));
    const sonra = await data(await get(`/cari/musteriler/${m}`));
    expect(sonra.hareketler.map((h: Json) => h.bakiyeKurus)).toEqual([-95_000, -5_000]);
    expect(sonra.bakiye).toBe(-5_000);
    // the cash row is its own record
    expect(await scalar('SELECT tutar_kurus FROM kasa WHERE id = ?', tahsilat.kasaId)).toBe(30_000);

    await data(await call('DELETE', `${P}/cari/${borc.id}`, { token: owner, venue: A }));
    expect((await data(await get(`/cari/musteriler/${m}`))).hareketler).toHaveLength(1);
    const son = await data(await get('/cari'));
    expect(son.satirlar[0]).toMatchObject({ musteri: { id: m } });
  });

  it.each([
    [{ tutarKurus: 0 }, TR['kasa.v.tutar']],
    [{ tutarKurus: -1 }, TR['kasa.v.tutar']],
    [{ tutarKurus: 0.5 }, TR['kasa.v.tutarTam']],
    [{ tur: 'gelir' }, TR['cari.v.tur']],
    [{ musteriId: undefined }, TR['kasa.v.musteri']],
    [{ musteriId: -3 }, TR['kasa.v.musteri']],
    [{ tarih: '' }, TR['kasa.v.tarih']],
    [{ kasaOdeme: 'nakit' }, TR['cari.v.kasaSadeceTahsilat']],
    [{ tur: 'tahsilat', kasaOdeme: 'altin' }, TR['kasa.v.odeme']],
  ])('refuses %o with 400, writing nothing', async (patch, message) => {
    const m = await musteri(A, 'Geçersiz Deneme');
    const before = await snapshot();
    await refused(await send('POST', '/cari', { musteriId: m, tur: 'borc', tutarKurus: 1_000, tarih: '2026-06-01T10:00', ...patch }), 400, message);
    expect(await snapshot()).toBe(before);
  });

  it("another venue's customer or movement is a 404: no ledger row, no cash row", async () => {
    const yabanci = await musteri(C, 'Yabancı Borçlu');
    const yabanciCari = await cariSatiri(C, yabanci, 'borc', 50_000);
    const before = await snapshot();
    await refused(await send('POST', '/cari', { musteriId: yabanci, tur: 'tahsilat', tutarKurus: 1_000, tarih: '2026-06-01T10:00', kasaOdeme: 'kart' }), 404, TR['kasa.api.musteriYok']);
    await refused(await send('PUT', `/cari/${yabanciCari}`, { tur: 'tahsilat', tutarKurus: 1_000, tarih: '2026-06-01T10:00' }), 404, TR['kasa.api.hareketYok']);
    await refused(await call('DELETE', `${P}/cari/${yabanciCari}`, { token: owner, venue: A }), 404);
    await refused(await get(`/cari/musteriler/${yabanci}`), 404, TR['kasa.api.musteriYok']);
    await refused(await get('/cari/musteriler/abc'), 404);
    expect(await snapshot()).toBe(before);
    // and the other venue sees its own, never A's
    const cDetay = await data(await get(`/cari/musteriler/${yabanci}`, cOwner, C));
    expect(cDetay.bakiye).toBe(50_000);
  });

  it('customer search: Turkish-folded names, phone digits, erased ones only with ledger rows, never another venue', async () => {
    const ayse = await musteri(A, 'Ayşe Işıkgör', { telefon: '+905321119988' });
    const silinmisBorclu = await musteri(A, 'Silinmiş müşteri', { silinmis: true });
    await cariSatiri(A, silinmisBorclu, 'borc', 700);
    await musteri(A, 'Silinmiş müşteri', { silinmis: true });
    await musteri(C, 'Ayşe Yabancı', { telefon: '+905321119987' });
    const ara = async (q: string) => (await data(await get(`/cari/musteri-ara?q=${encodeURIComponent(q)}`))) as Json[];
    expect((await ara('ayse isik')).map((m) => m.id)).toEqual([ayse]);
    expect((await ara('AYŞE')).map((m) => m.id)).toEqual([ayse]);
    expect((await ara('0532 111 99')).map((m) => m.id)).toEqual([ayse]);
    expect((await ara('silinmiş')).map((m) => [m.id, m.silinmis, m.telefon, m.bakiyeKurus])).toEqual([[silinmisBorclu, true, '', 700]]);
    expect((await ara('')).every((m) => m.hareketSayisi > 0)).toBe(true);
    expect((await data(await get('/kasa/musteri-ara?q=ayşe'))).map((m: Json) => m.id)).toEqual([ayse]);
    await refused(await get(`/cari/musteri-ara?q=${'x'.repeat(101)}`), 400, TR['cari.v.arama']);
  });
});

describe('balance report', () => {
  let venue: number;
  let token: string;
  beforeAll(async () => {
    venue = await insertVenue({ ad: 'Bakiye Salonu', urlAdi: 'bakiye-salonu', tur: 'salon' });
    token = await loginWith(venue, [BAKIYE, `${BAKIYE}:raporCek`]);
    const [zeynep, ali, can, cem] = [await musteri(venue, 'Zeynep'), await musteri(venue, 'Ali'), await musteri(venue, 'Can'), await musteri(venue, 'Cem')];
    await cariSatiri(venue, zeynep, 'borc', 50_000, '2026-07-01T10:00:00.000Z');
    await cariSatiri(venue, zeynep, 'tahsilat', 20_000, '2026-07-03T10:00:00.000Z');
    await cariSatiri(venue, ali, 'borc', 80_000, '2026-07-02T10:00:00.000Z');
    await cariSatiri(venue, can, 'borc', 10_000, '2026-07-04T10:00:00.000Z');
    await cariSatiri(venue, can, 'tahsilat', 10_000, '2026-07-05T10:00:00.000Z');
    await cariSatiri(venue, cem, 'tahsilat', 5_000, '2026-07-06T10:00:00.000Z');
    await musteri(venue, 'Hareketsiz');
    // another venue's debt of a customer with the same name
    await cariSatiri(C, await musteri(C, 'Ali'), 'borc', 9_999_999);
  });

  it('per customer: debt, paid, balance, last movement; sorted by balance; grand totals of the shown rows', async () => {
    const r = await data(await get('/cari-bakiye?bakiyeli=0&sira=bakiye', token, venue));
    expect(r.satirlar.map((s: Json) => [s.adSoyad, s.borcKurus, s.tahsilatKurus, s.bakiyeKurus, s.hareketSayisi])).toEqual([
      ['Ali', 80_000, 0, 80_000, 1], ['Zeynep', 50_000, 20_000, 30_000, 2], ['Can', 10_000, 10_000, 0, 2], ['Cem', 0, 5_000, -5_000, 1],
    ]);
    expect(r.satirlar[1].sonHareket).toBe('2026-07-03T10:00:00.000Z');
    expect(r.toplam).toEqual({ borc: 140_000, tahsilat: 35_000, bakiye: 105_000, musteri: 4, borclu: 2, alacakli: 1 });
    const bakiyeli = await data(await get('/cari-bakiye?bakiyeli=1&sira=ad', token, venue));
    expect(bakiyeli.satirlar.map((s: Json) => s.adSoyad)).toEqual(['Ali', 'Cem', 'Zeynep']);
    expect(bakiyeli.toplam).toMatchObject({ borc: 130_000, tahsilat: 25_000, bakiye: 105_000, musteri: 3 });
    const son = await data(await get('/cari-bakiye?sira=son', token, venue));
    expect(son.satirlar.map((s: Json) => s.adSoyad)).toEqual(['Cem', 'Can', 'Zeynep', 'Ali']);
    const rapor = await data(await get('/cari-bakiye/rapor?bakiyeli=1', token, venue));
    expect(rapor).toMatchObject({ isletme: 'Bakiye Salonu', toplam: { bakiye: 105_000 } });
  });

  it.each([['bakiyeli=2', TR['cari.v.bakiyeli']], ['sira=tutar', TR['cari.v.sira']]])('refuses %s with 400', async (query, message) => {
    await refused(await get(`/cari-bakiye?${query}`, token, venue), 400, message);
  });
});

describe('permission suffixes are enforced by the API', () => {
  const gorev = async (perms: string[]) => loginWith(A, perms);
  it('cash book: list only without :ekle/:guncelle/:sil/:disa-aktar/:raporCek', async () => {
    const yalniz = await gorev([KASA]);
    const id = await kasaSatiri(A, '2026-08-01T10:00:00.000Z', 100);
    const before = await snapshot();
    await data(await get('/kasa', yalniz));
    await refused(await send('POST', '/kasa', kasa(), yalniz), 403);
    await refused(await send('PUT', `/kasa/${id}`, kasa(), yalniz), 403);
    await refused(await call('DELETE', `${P}/kasa/${id}`, { token: yalniz, venue: A }), 403);
    await refused(await get('/kasa/rapor', yalniz), 403);
    await refused(await get('/kasa/disa-aktar', yalniz), 403);
    expect(await snapshot()).toBe(before);
    const rapor = await gorev([`${KASA}:raporCek`]);
    await data(await get('/kasa/rapor', rapor));
    await refused(await get('/kasa', rapor), 403);
    const csv = await gorev([`${KASA}:disa-aktar`]);
    expect((await get('/kasa/disa-aktar', csv)).status).toBe(200);
    await refused(await get('/kasa/rapor', csv), 403);
  });

  it('ledger: each action needs its suffix; the cash book permission does not open the ledger', async () => {
    const m = await musteri(A, 'Yetki Müşterisi');
    const id = await cariSatiri(A, m, 'borc', 100);
    const kasaci = await gorev([KASA, `${KASA}:ekle`]);
    await refused(await get('/cari', kasaci), 403);
    await refused(await get('/cari/musteri-ara?q=yetki', kasaci), 403);
    const okur = await gorev([CARI]);
    await data(await get(`/cari/musteriler/${m}`, okur));
    await refused(await send('POST', '/cari', { musteriId: m, tur: 'borc', tutarKurus: 1, tarih: '2026-06-01T10:00' }, okur), 403);
    await refused(await send('PUT', `/cari/${id}`, { tur: 'borc', tutarKurus: 1, tarih: '2026-06-01T10:00' }, okur), 403);
    await refused(await call('DELETE', `${P}/cari/${id}`, { token: okur, venue: A }), 403);
    await refused(await get('/cari/disa-aktar', okur), 403);
    const ekler = await gorev([`${CARI}:ekle`]);
    await data(await send('POST', '/cari', { musteriId: m, tur: 'borc', tutarKurus: 1, tarih: '2026-06-01T10:00' }, ekler), 201);
  });

  it('balance report: the list, :raporCek and :disa-aktar are separate', async () => {
    const okur = await gorev([BAKIYE]);
    await data(await get('/cari-bakiye', okur));
    await refused(await get('/cari-bakiye/rapor', okur), 403);
    await refused(await get('/cari-bakiye/disa-aktar', okur), 403);
    const rapor = await gorev([`${BAKIYE}:raporCek`]);
    await data(await get('/cari-bakiye/rapor', rapor));
    await refused(await get('/cari-bakiye', rapor), 403);
    expect((await get('/cari-bakiye/disa-aktar', await gorev([`${BAKIYE}:disa-aktar`]))).status).toBe(200);
    await refused(await get('/cari-bakiye', await gorev([CARI])), 403);
  });
});

describe('no input causes a 500', () => {
  it('odd bodies, ids and queries get 4xx answers', async () => {
    const bodies: unknown[] = [{}, { tur: null }, { tutarKurus: 'NaN' }, { tutarKurus: Infinity }, { tarih: ['2026-01-01T10:00'] }, { musteriId: {} }, { aciklama: null },
      { ...kasa(), tarih: '9999-12-31T23:59' }, { ...kasa(), musteriId: 4294967295 }];
    for (const body of bodies) {
      for (const [method, path] of [['POST', '/kasa'], ['PUT', '/kasa/1'], ['POST', '/cari'], ['PUT', '/cari/1']] as const) {
        const response = await send(method, path, body);
        expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    for (const query of ['/kasa?bas=2026-01-01&bit=2026-01-01&tur=%C0', '/kasa?bas=' + '9'.repeat(5000), '/cari/musteri-ara?q=%25%5F%27%22', '/cari/musteriler/1e3', '/cari-bakiye?sira[]=1',
      '/cari/disa-aktar?musteriId=99999999999', '/kasa/musteri-ara?q=0000']) {
      const response = await get(query);
      expect(response.status, query).toBeLessThan(500);
    }
  });
});
