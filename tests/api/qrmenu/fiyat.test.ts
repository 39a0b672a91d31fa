import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, insertKategori, insertUrun, json, login, loginWith, menuSnapshot, menuSurum, scalar, type World } from '../fixtures';

/** Bulk price change (preview vs apply, rounding, limits) and the CSV export for Turkish Excel. */

const P = '/api/isletme/qrmenu/urunler';
let w: World;
let owner: string;
const A = (method: string, path: string, body?: unknown, lang?: string) => call(method, path, { token: owner, venue: w.venue.A, body, lang });

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

const fiyat = (id: number) => scalar<number>('SELECT fiyat_kurus FROM menu_urun WHERE id = ?', id);

describe('bulk price change', () => {
  let kat: number;
  let ids: number[];
  beforeAll(async () => {
    kat = await insertKategori(w.venue.A, 'Toplu');
    ids = [await insertUrun(w.venue.A, kat, 'Türk Kahvesi', 8_500, { sira: 1 }), await insertUrun(w.venue.A, kat, 'Çay', 2_995, { sira: 2 }), await insertUrun(w.venue.A, kat, 'Su', 0, { sira: 3 })];
  });

  it('previews without changing anything, then applies the same numbers with history rows', async () => {
    const before = await menuSnapshot();
    const preview = await json(await A('POST', `${P}/toplu-fiyat`, { urunIdler: ids, tur: 'yuzde', deger: 10, onizleme: true }));
    // 2995 × 1.1 = 3294.5 → 3295 (nearest kuruş)
    expect(preview.data).toEqual([
      { id: ids[0], ad: { tr: 'Türk Kahvesi', en: '', de: '', ru: '' }, eskiKurus: 8_500, yeniKurus: 9_350 },
      { id: ids[1], ad: { tr: 'Çay', en: '', de: '', ru: '' }, eskiKurus: 2_995, yeniKurus: 3_295 },
      { id: ids[2], ad: { tr: 'Su', en: '', de: '', ru: '' }, eskiKurus: 0, yeniKurus: 0 },
    ]);
    expect(await menuSnapshot()).toBe(before);

    const surum = await menuSurum(w.venue.A);
    const applied = await json(await A('POST', `${P}/toplu-fiyat`, { urunIdler: ids, tur: 'yuzde', deger: 10, onizleme: false }));
    expect(applied.data).toEqual(preview.data);
    expect([await fiyat(ids[0]!), await fiyat(ids[1]!), await fiyat(ids[2]!)]).toEqual([9_350, 3_295, 0]);
    expect(await menuSurum(w.venue.A)).toBe(surum + 1);
    // unchanged prices (0 → 0) leave no history row
    const { results } = await env.DB.prepare('SELECT urun_id, eski_kurus, yeni_kurus, kullanici_id FROM menu_fiyat_gecmisi ORDER BY urun_id').all();
    expect(results).toEqual([
      { urun_id: ids[0], eski_kurus: 8_500, yeni_kurus: 9_350, kullanici_id: w.user.owner.id },
      { urun_id: ids[1], eski_kurus: 2_995, yeni_kurus: 3_295, kullanici_id: w.user.owner.id },
    ]);
  });

  it('applies a kuruş amount and rounds percent decreases to the nearest kuruş', async () => {
    const id = await insertUrun(w.venue.A, kat, 'Latte', 11_000);
    await A('POST', `${P}/toplu-fiyat`, { urunIdler: [id], tur: 'tutar', deger: -550, onizleme: false });
    expect(await fiyat(id)).toBe(10_450);
    await A('POST', `${P}/toplu-fiyat`, { urunIdler: [id, id], tur: 'yuzde', deger: -5, onizleme: false });
    expect(await fiyat(id)).toBe(9_928); // 10450 × 0.95 = 9927.5 → 9928
    expect(await scalar('SELECT count(*) FROM menu_fiyat_gecmisi WHERE urun_id = ?', id)).toBe(2);
  });

  it('refuses any price below 0, above the maximum, or an out-of-range percent (400, nothing changes)', async () => {
    const below = await A('POST', `${P}/toplu-fiyat`, { urunIdler: ids, tur: 'tutar', deger: -3_300, onizleme: false }, 'en');
    expect(below.status).toBe(400);
    expect(await json(below)).toMatchObject({ errorCode: 'PRICE_NEGATIVE', errorDetail: 'This change would make the price of 2 products negative.' });
    const preview = await A('POST', `${P}/toplu-fiyat`, { urunIdler: ids, tur: 'tutar', deger: -3_300, onizleme: true });
    expect(preview.status).toBe(400);
    expect(await fiyat(ids[0]!)).toBe(9_350);
    const high = await insertUrun(w.venue.A, kat, 'Pahalı', 99_000_000);
    const snapshot = await menuSnapshot();
    expect((await A('POST', `${P}/toplu-fiyat`, { urunIdler: [high], tur: 'yuzde', deger: 50, onizleme: false })).status).toBe(400);
    for (const deger of [-91, 501]) expect((await A('POST', `${P}/toplu-fiyat`, { urunIdler: ids, tur: 'yuzde', deger, onizleme: false })).status).toBe(400);
    for (const body of [{ urunIdler: [], tur: 'yuzde', deger: 1, onizleme: true }, { urunIdler: ids, tur: 'kat', deger: 1, onizleme: true }, { urunIdler: ids, tur: 'yuzde', deger: 1.5, onizleme: true }, { urunIdler: ids, tur: 'yuzde', deger: 1 }]) {
      expect((await A('POST', `${P}/toplu-fiyat`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await menuSnapshot()).toBe(snapshot);
  });

  it('a foreign or unknown id in the list makes the whole request 404', async () => {
    const cKat = await insertKategori(w.venue.C, 'C');
    const foreign = await insertUrun(w.venue.C, cKat, 'C ürünü', 1_000);
    const before = await menuSnapshot();
    for (const extra of [foreign, 888_888]) {
      expect((await A('POST', `${P}/toplu-fiyat`, { urunIdler: [ids[0], extra], tur: 'tutar', deger: 100, onizleme: false })).status).toBe(404);
    }
    expect(await menuSnapshot()).toBe(before);
  });
});

describe('CSV export', () => {
  const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

  it('is a UTF-8 BOM, ;-separated, CRLF file with decimal commas, quoting and formula defusing', async () => {
    const ust = await insertKategori(w.venue.B, 'Sıcak İçecekler', null, 1);
    const alt = await insertKategori(w.venue.B, 'Kahveler', ust, 1);
    const tatli = await insertKategori(w.venue.B, 'Tatlılar; "özel"', null, 2);
    await insertUrun(w.venue.B, alt, 'Türk Kahvesi', 8_500, { alerjenler: ['sut', 'kuruyemis'], sira: 1 });
    await insertUrun(w.venue.B, alt, '=HYPERLINK("http://evil.test")', 123_450, { tukendi: 1, sira: 2 });
    await insertUrun(w.venue.B, tatli, 'San Sebastian\r\nCheesecake', 16_500, { sira: 1 });
    await insertUrun(w.venue.B, tatli, '+90 indirim', 5, { sira: 2 });
    await insertUrun(w.venue.B, ust, '@SUM(1)', 100, { sira: 1 });
    await insertUrun(w.venue.B, ust, '-2+3', 1_000_000, { sira: 2 });
    const response = await call('GET', `${P}/disa-aktar`, { token: owner, venue: w.venue.B });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="urunler-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = decode(bytes.subarray(3));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual([
      'Kategori;Alt kategori;Ürün;Fiyat (₺);Tükendi;Görünür;Alerjenler',
      "Sıcak İçecekler;;'@SUM(1);1,00;Hayır;Evet;",
      "Sıcak İçecekler;;'-2+3;10000,00;Hayır;Evet;",
      'Sıcak İçecekler;Kahveler;Türk Kahvesi;85,00;Hayır;Evet;Süt ve süt ürünleri, Sert kabuklu yemişler',
      `Sıcak İçecekler;Kahveler;"'=HYPERLINK(""http://evil.test"")";1234,50;Evet;Evet;`,
      '"Tatlılar; ""özel""";;"San Sebastian',
      'Cheesecake";165,00;Hayır;Evet;',
      `"Tatlılar; ""özel""";;'+90 indirim;0,05;Hayır;Evet;`,
      '',
    ]);
  });

  it('headers follow the caller\'s language; the export needs :disa-aktar', async () => {
    const en = decode(new Uint8Array(await (await call('GET', `${P}/disa-aktar`, { token: owner, venue: w.venue.B, lang: 'en' })).arrayBuffer()));
    expect(en.slice(1).split('\r\n')[0]).toBe('Category;Subcategory;Product;Price (₺);Sold out;Visible;Allergens');
    const viewer = await loginWith(w.venue.B, ['isletme:qrmenu:urunler']);
    const refused = await call('GET', `${P}/disa-aktar`, { token: viewer, venue: w.venue.B });
    expect(refused.status).toBe(403);
    expect((await json(refused)).errorCode).toBe('FORBIDDEN');
    const exporter = await loginWith(w.venue.B, ['isletme:qrmenu:urunler', 'isletme:qrmenu:urunler:disa-aktar']);
    expect((await call('GET', `${P}/disa-aktar`, { token: exporter, venue: w.venue.B })).status).toBe(200);
  });

  it("never includes another venue's products", async () => {
    const kat = await insertKategori(w.venue.C, 'Gizli Kategori');
    await insertUrun(w.venue.C, kat, 'Gizli Ürün', 100);
    const text = decode(new Uint8Array(await (await call('GET', `${P}/disa-aktar`, { token: owner, venue: w.venue.B })).arrayBuffer()));
    expect(text).not.toContain('Gizli');
  });
});
