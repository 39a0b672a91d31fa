import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, json, login, scalar, type Json, type World } from '../fixtures';

/** Platform hardware stock (/api/admin/stok): items, assign / return with history, counts, search, CSV, delete rules. */

const S = '/api/admin/stok';
let w: World;
let admin: string;
let n = 0;

const istek = (method: string, path: string, body?: unknown, token = admin) => call(method, `${S}${path}`, { token, body });
const veri = async (r: Response, status = 200) => {
  const j = await json(r);
  expect(r.status, JSON.stringify(j)).toBe(status);
  return j.data;
};
const ekle = async (body: Json = {}) => veri(await istek('POST', '', { tur: 'tablet', seriNo: `SN-${++n}`, model: 'Galaxy Tab A9', alisTarihi: '2026-01-10', alisKurus: 650_000, notlar: '', ...body }), 201);

beforeAll(async () => {
  w = await buildWorld();
  admin = await login(w.user.admin.email);
});

describe('hardware items', () => {
  it('assigning an item already at a venue is 409 with a clear message; 10 parallel assigns move it once', async () => {
    const d = await ekle();
    const sonuc = await Promise.all(Array.from({ length: 10 }, (_, i) => istek('POST', `/${d.id}/ata`, { isletmeId: i % 2 ? w.venue.A : w.venue.B, notlar: '' })));
    const kodlar = sonuc.map((r) => r.status).sort();
    expect(kodlar.filter((k) => k === 200)).toHaveLength(1);
    expect(kodlar.filter((k) => k === 409)).toHaveLength(9);
    expect(await scalar("SELECT count(*) FROM donanim_hareket WHERE donanim_id = ? AND islem = 'ata'", d.id)).toBe(1);
    const ikinci = await istek('POST', `/${d.id}/ata`, { isletmeId: w.venue.C, notlar: '' });
    expect(ikinci.status).toBe(409);
    const hata = await json(ikinci);
    expect(hata.errorCode).toBe('ALREADY_ASSIGNED');
    expect(hata.errorDetail).toMatch(new RegExp(`${d.seriNo} zaten (Kahve Durağı|Güzellik Salonu Lotus) işletmesinde`));
  });

  it('keeps the full history: who, when, from → to', async () => {
    const d = await ekle({ tur: 'fis-yazici', model: 'Epson TM-T20III' });
    await veri(await istek('POST', `/${d.id}/ata`, { isletmeId: w.venue.A, notlar: 'Kurulum' }));
    await veri(await istek('POST', `/${d.id}/iade`, { arizali: true, notlar: 'Kâğıt sıkıştırıyor' }));
    await veri(await istek('POST', `/${d.id}/durum`, { durum: 'depoda', notlar: 'Onarıldı' }));
    const detay = await veri(await istek('GET', `/${d.id}`));
    expect(detay.donanim).toMatchObject({ durum: 'depoda', isletmeId: null, silinebilir: false });
    expect(detay.hareketler.map((h: Json) => [h.islem, h.oncekiDurum, h.yeniDurum, h.oncekiIsletme, h.yeniIsletme, h.notlar, h.kullanici])).toEqual([
      ['durum', 'arizali', 'depoda', null, null, 'Onarıldı', 'Deniz Arslan'],
      ['iade', 'isletmede', 'arizali', 'Kahve Durağı', null, 'Kâğıt sıkıştırıyor', 'Deniz Arslan'],
      ['ata', 'depoda', 'isletmede', null, 'Kahve Durağı', 'Kurulum', 'Deniz Arslan'],
      ['ekle', null, 'depoda', null, null, '', 'Deniz Arslan'],
    ]);
    expect(detay.hareketler[0].zaman).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // a broken item is not handed out; returning an item in the warehouse is 409
    await veri(await istek('POST', `/${d.id}/durum`, { durum: 'arizali', notlar: '' }));
    expect((await json(await istek('POST', `/${d.id}/ata`, { isletmeId: w.venue.A, notlar: '' }))).errorCode).toBe('NOT_IN_STOCK');
    expect((await istek('POST', `/${d.id}/iade`, { arizali: false, notlar: '' })).status).toBe(409);
  });

  it('counts per type (warehouse / at venues / broken) follow every move', async () => {
    const once = (await veri(await istek('GET', ''))).sayilar;
    const a = await ekle({ tur: 'kart-okuyucu' });
    const b = await ekle({ tur: 'kart-okuyucu' });
    const c = await ekle({ tur: 'kart-okuyucu' });
    await veri(await istek('POST', `/${a.id}/ata`, { isletmeId: w.venue.B, notlar: '' }));
    await veri(await istek('POST', `/${b.id}/durum`, { durum: 'arizali', notlar: '' }));
    await veri(await istek('POST', `/${c.id}/durum`, { durum: 'hurda', notlar: '' }));
    const sonra = (await veri(await istek('GET', ''))).sayilar;
    expect(sonra['kart-okuyucu']).toEqual({
      depoda: once['kart-okuyucu'].depoda, isletmede: once['kart-okuyucu'].isletmede + 1, arizali: once['kart-okuyucu'].arizali + 1, hurda: once['kart-okuyucu'].hurda + 1,
    });
    // scrapped is final
    expect((await json(await istek('POST', `/${c.id}/durum`, { durum: 'depoda', notlar: '' }))).errorCode).toBe('SCRAPPED');
  });

  it('searches serial, model and venue with the one folding (case, Turkish letters)', async () => {
    const d = await ekle({ tur: 'qr-stand', seriNo: 'QRŞ-ÇIĞ-77', model: 'Akrilik Stand' });
    await veri(await istek('POST', `/${d.id}/ata`, { isletmeId: w.venue.B, notlar: '' }));
    const ara = async (q: string) => (await veri(await istek('GET', `?q=${encodeURIComponent(q)}`))).donanimlar.map((x: Json) => x.id);
    expect(await ara('qrs-cig')).toContain(d.id);
    expect(await ara('AKRİLİK')).toContain(d.id);
    expect(await ara('guzellik lotus')).toContain(d.id);
    expect(await ara('kahve durağı akrilik')).not.toContain(d.id);
    expect((await veri(await istek('GET', '?tur=qr-stand&durum=isletmede'))).donanimlar.every((x: Json) => x.tur === 'qr-stand' && x.durum === 'isletmede')).toBe(true);
  });

  it('a serial is unique per type (409); the same serial in another type is fine', async () => {
    await ekle({ tur: 'tablet', seriNo: 'AYNI-1' });
    expect((await json(await istek('POST', '', { tur: 'tablet', seriNo: 'ayni-1', model: '', alisTarihi: null, alisKurus: null, notlar: '' }))).errorCode).toBe('SERIAL_TAKEN');
    await ekle({ tur: 'fis-yazici', seriNo: 'AYNI-1' });
  });

  it('only a never-assigned item is deleted; one with history is refused (scrap it)', async () => {
    const yeni = await ekle();
    await veri(await istek('PUT', `/${yeni.id}`, { tur: 'tablet', seriNo: yeni.seriNo, model: 'Yeni model', alisTarihi: null, alisKurus: null, notlar: 'düzeltme' }));
    await veri(await istek('DELETE', `/${yeni.id}`));
    expect(await scalar('SELECT count(*) FROM donanim WHERE id = ?', yeni.id)).toBe(0);
    const eski = await ekle();
    await veri(await istek('POST', `/${eski.id}/ata`, { isletmeId: w.venue.A, notlar: '' }));
    await veri(await istek('POST', `/${eski.id}/iade`, { arizali: false, notlar: '' }));
    const r = await istek('DELETE', `/${eski.id}`);
    expect(r.status).toBe(409);
    expect((await json(r)).errorCode).toBe('HAS_HISTORY');
    expect(await scalar('SELECT count(*) FROM donanim WHERE id = ?', eski.id)).toBe(1);
  });

  it('CSV export opens in Turkish Excel', async () => {
    await ekle({ tur: 'diger', seriNo: 'CSV-1', model: 'Router', alisKurus: 123_405 });
    const r = await istek('GET', '/disa-aktar?q=csv-1');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await r.arrayBuffer());
    expect(text.startsWith('\uFEFFTür;Seri No;Model;Durum;İşletme;Alış Tarihi;Alış Bedeli;Not\r\n')).toBe(true);
    expect(text).toContain('Diğer;CSV-1;Router;Depoda;;2026-01-10;1234,05;\r\n');
  });

  it('bad input is 400/404/422 and changes nothing; operators get 403', async () => {
    const once = await scalar('SELECT count(*) FROM donanim');
    for (const k of [{ tur: 'buzdolabi' }, { seriNo: '' }, { seriNo: 'x'.repeat(81) }, { alisKurus: -1 }, { alisTarihi: '2026-02-30' }, { model: 5 }]) {
      expect((await istek('POST', '', { tur: 'tablet', seriNo: 'X-1', model: '', alisTarihi: null, alisKurus: null, notlar: '', ...k })).status, JSON.stringify(k)).toBe(400);
    }
    const d = await ekle();
    expect((await istek('POST', `/${d.id}/ata`, { isletmeId: 987_654, notlar: '' })).status).toBe(422);
    expect((await istek('POST', `/${d.id}/ata`, { isletmeId: 'A', notlar: '' })).status).toBe(400);
    expect((await istek('POST', `/${d.id}/durum`, { durum: 'isletmede', notlar: '' })).status).toBe(400);
    expect((await istek('GET', '/999999')).status).toBe(404);
    expect(await scalar('SELECT count(*) FROM donanim')).toBe(once! + 1);
    const owner = await login(w.user.owner.email);
    expect((await call('GET', S, { token: owner, venue: w.venue.A })).status).toBe(403);
    expect((await call('POST', `${S}/${d.id}/ata`, { token: owner, venue: w.venue.A, body: { isletmeId: w.venue.A, notlar: '' } })).status).toBe(403);
  });
});
