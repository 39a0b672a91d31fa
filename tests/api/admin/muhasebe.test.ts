import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MENU, filterMenu, flattenMenu } from '@lib/permissions';
import { kdvHesapla } from '@lib/muhasebe';
import { buildWorld, call, insertSet, insertUser, json, login, scalar, TUM_ADMIN_YETKILERI, type Json, type World } from '../fixtures';

/** Platform billing (/api/admin/muhasebe): invoices, payments, ledgers, overdue list, CSV, keys. */

const M = '/api/admin/muhasebe';
let w: World;
let admin: string;
let muhasebesiz: string;
let muhasebesizSet: number;

const istek = (method: string, path: string, body?: unknown, token = admin) => call(method, `${M}${path}`, { token, body });
const veri = async (r: Response, status = 200) => {
  const j = await json(r);
  expect(r.status, JSON.stringify(j)).toBe(status);
  return j.data;
};
const fatura = (body: Json = {}) => ({
  isletmeId: w.venue.A, tarih: '2026-03-01', vadeGun: 15, donemBaslangic: '2026-03-01', donemBitis: '2026-03-31', aciklama: 'Lisans bedeli', netKurus: 100_000, kdvOrani: 20, ...body,
});
const kes = async (body: Json = {}) => veri(await istek('POST', '/faturalar', fatura(body)), 201);
const tahsilat = async (body: Json = {}) => veri(await istek('POST', '/tahsilatlar', { isletmeId: w.venue.A, tarih: '2026-03-10', tutarKurus: 50_000, yontem: 'havale', referans: 'DK-1', notlar: '', ...body }), 201);
const satirSayisi = async () => ({
  fatura: await scalar('SELECT count(*) FROM platform_fatura'), tahsilat: await scalar('SELECT count(*) FROM platform_tahsilat'), seri: await scalar('SELECT coalesce(sum(son), 0) FROM platform_fatura_seri'),
});

beforeAll(async () => {
  w = await buildWorld();
  admin = await login(w.user.admin.email);
  muhasebesizSet = await insertSet({ isletmeId: null, kapsam: 'admin', ad: 'Muhasebesiz', yetkiler: TUM_ADMIN_YETKILERI.filter((k) => !k.startsWith('admin:muhasebe')) });
  await insertUser({ email: 'muhasebesiz@demo.test', adSoyad: 'Muhasebesiz Yönetici', tip: 3, adminSetId: muhasebesizSet });
  muhasebesiz = await login('muhasebesiz@demo.test');
});

describe('invoices', () => {
  it('computes KDV exactly with one half-up rule, in the API and the database', async () => {
    expect(kdvHesapla(100_000, 20)).toBe(20_000);
    expect(kdvHesapla(1, 20)).toBe(0); // 0.2 kuruş
    expect(kdvHesapla(3, 20)).toBe(1); // 0.6 → 1
    expect(kdvHesapla(25, 10)).toBe(3); // 2.5 → 3 (half up)
    expect(kdvHesapla(12_345, 18)).toBe(2_222); // 2222.1
    expect(kdvHesapla(99_999_999, 20)).toBe(20_000_000); // 19999999.8
    const f = await kes({ netKurus: 12_345, kdvOrani: 18 });
    expect(f).toMatchObject({ netKurus: 12_345, kdvOrani: 18, kdvKurus: 2_222, brutKurus: 14_567, durum: 'kesildi', vade: '2026-03-16', aliciUnvan: 'Kahve Durağı' });
    expect(f.no).toMatch(/^IP2026-\d{6}$/);
    // the database refuses any other rounding
    await expect(env.DB.prepare(`INSERT INTO platform_fatura (isletme_id, yil, sira, no, tarih, vade, donem_baslangic, donem_bitis, aciklama, alici_unvan, net_kurus, kdv_orani, kdv_kurus, brut_kurus)
      VALUES (?, 2099, 1, 'X', '2099-01-01', '2099-01-01', '2099-01-01', '2099-01-01', 'x', 'x', 25, 10, 2, 27)`).bind(w.venue.A).run()).rejects.toThrow(/CHECK/);
  });

  it('numbers are gapless and unique under 10 parallel issues, per year', async () => {
    const once = (await scalar<number>('SELECT coalesce(max(sira), 0) FROM platform_fatura WHERE yil = 2026'))!;
    const cevaplar = await Promise.all(Array.from({ length: 10 }, (_, i) => istek('POST', '/faturalar', fatura({ aciklama: `Paralel ${i}` }))));
    const nolar = await Promise.all(cevaplar.map(async (r) => (await veri(r, 201)).no as string));
    const siralar = nolar.map((no) => Number(no.slice(-6))).sort((a, b) => a - b);
    expect(siralar).toEqual(Array.from({ length: 10 }, (_, i) => once + 1 + i));
    expect(new Set(nolar).size).toBe(10);
    // another year starts its own series at 1
    expect((await kes({ tarih: '2027-01-05', donemBaslangic: '2027-01-01', donemBitis: '2027-01-31' })).no).toBe('IP2027-000001');
    // the counter and the rows agree (a refused issue took no number)
    await veri(await istek('POST', '/faturalar', fatura({ isletmeId: 999_999 })), 422);
    expect(await scalar('SELECT son FROM platform_fatura_seri WHERE yil = 2026')).toBe(await scalar('SELECT max(sira) FROM platform_fatura WHERE yil = 2026'));
    expect(await scalar('SELECT count(*) FROM platform_fatura WHERE yil = 2026')).toBe(await scalar('SELECT max(sira) FROM platform_fatura WHERE yil = 2026'));
  });

  it('a cancelled invoice keeps its number, counts nowhere, cannot be cancelled twice; nothing edits or deletes an invoice', async () => {
    const f = await kes({ isletmeId: w.venue.C, netKurus: 50_000 });
    const once = await veri(await istek('GET', `/cari/${w.venue.C}`));
    const iptal = await veri(await istek('POST', `/faturalar/${f.id}/iptal`, { neden: 'Yanlış tutar' }));
    expect(iptal).toMatchObject({ no: f.no, durum: 'iptal', iptalNedeni: 'Yanlış tutar' });
    const sonra = await veri(await istek('GET', `/cari/${w.venue.C}`));
    expect(sonra.bakiyeKurus).toBe(once.bakiyeKurus - f.brutKurus);
    expect(sonra.faturalar.find((x: Json) => x.id === f.id)).toMatchObject({ no: f.no, durum: 'iptal' });
    const ozet = await veri(await istek('GET', ''));
    expect(ozet.isletmeler.find((i: Json) => i.isletmeId === w.venue.C).faturaKurus).toBe(sonra.bakiyeKurus + sonra.tahsilatlar.reduce((s: number, t: Json) => s + t.tutarKurus, 0));
    expect((await json(await istek('POST', `/faturalar/${f.id}/iptal`, { neden: 'Yine' }))).errorCode).toBe('ALREADY_CANCELLED');
    await expect(env.DB.prepare('UPDATE platform_fatura SET net_kurus = 1 WHERE id = ?').bind(f.id).run()).rejects.toThrow(/not edited/);
    await expect(env.DB.prepare('DELETE FROM platform_fatura WHERE id = ?').bind(f.id).run()).rejects.toThrow(/never deleted/);
    expect(await scalar("SELECT count(*) FROM platform_log WHERE tur = 'muhasebe.iptal' AND isletme_id = ?", w.venue.C)).toBe(1);
  });

  it('the print view carries the platform company details and the buyer', async () => {
    await env.DB.prepare("UPDATE platform_ayar SET firma_unvan = 'Test Yazılım A.Ş.', iban = 'TR000000000000000000000001' WHERE id = 1").run();
    const f = await kes();
    const b = await veri(await istek('GET', `/faturalar/${f.id}`));
    expect(b.firma).toMatchObject({ firmaUnvan: 'Test Yazılım A.Ş.', iban: 'TR000000000000000000000001' });
    expect(b.isletme).toMatchObject({ ad: 'Kahve Durağı', sehir: 'Antalya' });
    expect(b.fatura.id).toBe(f.id);
    // a later change of the company details never rewrites an issued invoice; a new one carries the new details
    await env.DB.prepare("UPDATE platform_ayar SET firma_unvan = 'Yeni Unvan A.Ş.' WHERE id = 1").run();
    expect((await veri(await istek('GET', `/faturalar/${f.id}`))).firma.firmaUnvan).toBe('Test Yazılım A.Ş.');
    const yeni = await kes();
    expect((await veri(await istek('GET', `/faturalar/${yeni.id}`))).firma.firmaUnvan).toBe('Yeni Unvan A.Ş.');
  });
});

describe('payments, ledger, balance, overdue', () => {
  it('balance = invoices − payments exactly, with a running balance in the ledger', async () => {
    const B = w.venue.B;
    const f1 = await kes({ isletmeId: B, tarih: '2026-01-01', netKurus: 33_333, kdvOrani: 20 }); // 39_999.6 → 40_000
    const f2 = await kes({ isletmeId: B, tarih: '2026-02-01', netKurus: 10_001, kdvOrani: 10 }); // 1_000.1 → 1_000
    await tahsilat({ isletmeId: B, tarih: '2026-01-15', tutarKurus: 25_000 });
    await tahsilat({ isletmeId: B, tarih: '2026-02-10', tutarKurus: 15_001, yontem: 'kart' });
    const c = await veri(await istek('GET', `/cari/${B}`));
    expect(f1.brutKurus).toBe(40_000);
    expect(f2.brutKurus).toBe(11_001);
    expect(c.bakiyeKurus).toBe(40_000 + 11_001 - 25_000 - 15_001);
    expect(c.satirlar.map((s: Json) => [s.tur, s.borcKurus, s.alacakKurus, s.bakiyeKurus])).toEqual([
      ['fatura', 40_000, 0, 40_000], ['tahsilat', 0, 25_000, 15_000], ['fatura', 11_001, 0, 26_001], ['tahsilat', 0, 15_001, 11_000],
    ]);
    const ozet = await veri(await istek('GET', ''));
    const satir = ozet.isletmeler.find((i: Json) => i.isletmeId === B);
    expect(satir).toMatchObject({ faturaKurus: 51_001, tahsilatKurus: 40_001, bakiyeKurus: 11_000 });
    expect(ozet.toplam.bakiyeKurus).toBe(ozet.isletmeler.reduce((s: number, i: Json) => s + i.bakiyeKurus, 0));
  });

  it('lists past-due invoices whose venue still owes (oldest settled first), with days overdue', async () => {
    const K = w.venue.kapali;
    const eski = await kes({ isletmeId: K, tarih: '2025-01-01', vadeGun: 10, donemBaslangic: '2025-01-01', donemBitis: '2025-01-31', netKurus: 10_000, kdvOrani: 0 });
    const ikinci = await kes({ isletmeId: K, tarih: '2025-02-01', vadeGun: 10, donemBaslangic: '2025-02-01', donemBitis: '2025-02-28', netKurus: 10_000, kdvOrani: 0 });
    await kes({ isletmeId: K, tarih: '2099-01-01', vadeGun: 10, donemBaslangic: '2099-01-01', donemBitis: '2099-01-31', netKurus: 10_000, kdvOrani: 0 }); // not due yet
    let ozet = await veri(await istek('GET', ''));
    let gec = ozet.gecikenler.filter((g: Json) => g.isletmeId === K);
    expect(gec.map((g: Json) => [g.no, g.acikKurus])).toEqual([[eski.no, 10_000], [ikinci.no, 10_000]]);
    expect(gec[0].gecikmeGun).toBe(Math.round((Date.parse(`${ozet.bugun}T00:00:00Z`) - Date.parse('2025-01-11T00:00:00Z')) / 86_400_000));
    // a part payment settles the oldest first
    await tahsilat({ isletmeId: K, tutarKurus: 14_000 });
    ozet = await veri(await istek('GET', ''));
    gec = ozet.gecikenler.filter((g: Json) => g.isletmeId === K);
    expect(gec.map((g: Json) => [g.no, g.acikKurus])).toEqual([[ikinci.no, 6_000]]);
    expect(ozet.isletmeler.find((i: Json) => i.isletmeId === K).gecikenKurus).toBe(6_000);
    await tahsilat({ isletmeId: K, tutarKurus: 6_000 });
    ozet = await veri(await istek('GET', ''));
    expect(ozet.gecikenler.filter((g: Json) => g.isletmeId === K)).toEqual([]);
  });

  it('a payment recorded by mistake is deleted and logged whole', async () => {
    const t = await tahsilat({ isletmeId: w.venue.C, tutarKurus: 1_234, referans: 'YANLIŞ' });
    await veri(await istek('DELETE', `/tahsilatlar/${t.id}`));
    expect(await scalar('SELECT count(*) FROM platform_tahsilat WHERE id = ?', t.id)).toBe(0);
    expect(await scalar("SELECT count(*) FROM platform_log WHERE tur = 'muhasebe.tahsilat-sil' AND json_extract(ayrinti, '$.referans') = 'YANLIŞ'")).toBe(1);
    await veri(await istek('DELETE', `/tahsilatlar/${t.id}`), 404);
  });
});

describe('CSV exports', () => {
  it('invoices of a date range open in Turkish Excel (BOM, semicolons, decimal comma, CRLF)', async () => {
    await env.DB.prepare("INSERT INTO isletme_parametre (isletme_id, vergi_no) VALUES (?, '4750012340') ON CONFLICT (isletme_id) DO UPDATE SET vergi_no = excluded.vergi_no").bind(w.venue.A).run();
    const f = await kes({ tarih: '2026-05-05', donemBaslangic: '2026-05-01', donemBitis: '2026-05-31', netKurus: 123_456, kdvOrani: 20, aciklama: '=HYPERLINK("x")' });
    const r = await istek('GET', '/faturalar/disa-aktar?bas=2026-05-01&bit=2026-05-31');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/csv/);
    expect(r.headers.get('content-disposition')).toMatch(/faturalar-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = new Uint8Array(await r.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const satirlar = text.split('\r\n').filter(Boolean);
    expect(satirlar[0]).toBe('Fatura No;Tarih;Vade;İşletme;Alıcı Ünvan;Alıcı VKN/TCKN;Dönem;Açıklama;Matrah;KDV %;KDV;Toplam;Durum');
    expect(satirlar).toHaveLength(2);
    expect(satirlar[1]).toBe(`${f.no};2026-05-05;2026-05-20;Kahve Durağı;Kahve Durağı;4750012340;2026-05-01 – 2026-05-31;"'=HYPERLINK(""x"")";1234,56;20;246,91;1481,47;Kesildi`);
  });

  it('payments export; a malformed range is 400', async () => {
    await tahsilat({ tarih: '2026-06-06', tutarKurus: 99_905, referans: 'EFT-66' });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await (await istek('GET', '/tahsilatlar/disa-aktar?bas=2026-06-01&bit=2026-06-30')).arrayBuffer());
    expect(text.startsWith('\uFEFFTarih;İşletme;Tutar;Yöntem;Referans;Not\r\n')).toBe(true);
    expect(text).toContain('2026-06-06;Kahve Durağı;999,05;Havale;EFT-66;\r\n');
    expect((await istek('GET', '/faturalar/disa-aktar?bas=2026-13')).status).toBe(400);
  });
});

describe('keys and bad input', () => {
  const CAGRILAR: [string, string, unknown?][] = [
    ['GET', ''], ['GET', '/isletmeler?q=kahve'], ['GET', '/cari/1'], ['GET', '/faturalar'], ['GET', '/faturalar/disa-aktar'], ['POST', '/faturalar', {}],
    ['GET', '/faturalar/1'], ['POST', '/faturalar/1/iptal', { neden: 'x' }], ['GET', '/tahsilatlar'], ['GET', '/tahsilatlar/disa-aktar'], ['POST', '/tahsilatlar', {}], ['DELETE', '/tahsilatlar/1'],
  ];

  it('an admin set without admin:muhasebe gets 403 on every billing call and does not see the menu entry', async () => {
    const once = await satirSayisi();
    for (const [method, path, body] of CAGRILAR) expect((await istek(method, path, body, muhasebesiz)).status, `${method} ${path}`).toBe(403);
    expect(await satirSayisi()).toEqual(once);
    const row = await env.DB.prepare('SELECT yetkiler FROM yetki_seti WHERE id = ?').bind(muhasebesizSet).first<{ yetkiler: string }>();
    const gorunen = flattenMenu(filterMenu(ADMIN_MENU, JSON.parse(row!.yetkiler) as string[])).map((i) => i.path);
    expect(gorunen).not.toContain('/admin/ornek');
    expect(gorunen).toContain('/admin/stok');
    expect(flattenMenu(filterMenu(ADMIN_MENU, TUM_ADMIN_YETKILERI)).map((i) => i.path)).toContain('/admin/ornek');
  });

  it('an operator (type 2) gets 403 on every billing call', async () => {
    const owner = await login(w.user.owner.email);
    for (const [method, path, body] of CAGRILAR) expect((await call(method, `${M}${path}`, { token: owner, venue: w.venue.A, body })).status, `${method} ${path}`).toBe(403);
  });

  it('bad input is 400 with the field named, nothing changed; no 500 on junk', async () => {
    const once = await satirSayisi();
    const kotu: Json[] = [
      { netKurus: 0 }, { netKurus: -5 }, { netKurus: 1.5 }, { netKurus: '100' }, { kdvOrani: 101 }, { tarih: '2026-02-30' }, { tarih: 'dün' },
      { donemBitis: '2026-02-01' }, { aciklama: '' }, { aciklama: 'x'.repeat(301) }, { vadeGun: 400 }, { isletmeId: 'abc' }, { isletmeId: null },
    ];
    for (const k of kotu) {
      const r = await istek('POST', '/faturalar', fatura(k), admin);
      expect(r.status, JSON.stringify(k)).toBe(400);
      expect((await json(r)).errorCode).toBe('VALIDATION');
    }
    const alan = await json(await istek('POST', '/faturalar', fatura({ donemBitis: '2026-02-01' })));
    expect(Object.keys(alan.data.alanlar)).toEqual(['donemBitis']);
    for (const k of [{ tutarKurus: 0 }, { yontem: 'bitcoin' }, { tarih: '' }, { referans: 'x'.repeat(101) }]) {
      expect((await istek('POST', '/tahsilatlar', { isletmeId: w.venue.A, tarih: '2026-03-10', tutarKurus: 5, yontem: 'havale', referans: '', notlar: '', ...k })).status, JSON.stringify(k)).toBe(400);
    }
    expect((await istek('POST', '/tahsilatlar', { isletmeId: 424_242, tarih: '2026-03-10', tutarKurus: 5, yontem: 'havale', referans: '', notlar: '' })).status).toBe(422);
    expect((await istek('POST', '/faturalar/999999/iptal', { neden: 'Yok böyle' })).status).toBe(404);
    expect((await istek('POST', '/faturalar/abc/iptal', { neden: 'Yok böyle' })).status).toBe(404);
    expect((await istek('GET', '/cari/0')).status).toBe(404);
    expect((await call('POST', `${M}/faturalar`, { token: admin, rawBody: '{"x":' })).status).toBe(400);
    expect(await satirSayisi()).toEqual(once);
  });
});
