import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogListeSayfasi, blogYaziSayfasi, SAYFA_BOYUTU } from '@worker/db/randevu/blog-public';
import { buildWorld, call, gorselForm, insertVenue, json, login, loginWith, scalar, webpBytes, type Json, type World } from '../fixtures';

/** Blog posts of the appointment panel: CRUD, sanitising on write, URL names, publishing, covers, CSV, permissions, public reads. */

const P = '/api/isletme/randevu/blog';
const KEY = 'isletme:randevutakip:post-olustur';
let w: World;
let owner: string;
let n = 0;

const istek = (method: string, path: string, body?: unknown, opts: { token?: string; venue?: number; lang?: string } = {}) =>
  call(method, path, { token: opts.token ?? owner, venue: opts.venue ?? w.venue.A, body, lang: opts.lang });
const ekle = (body: Json, opts = {}) => istek('POST', P, { baslik: `Yazı ${++n}`, ...body }, opts);
const hata = async (response: Response) => ({ status: response.status, ...(await json(response)) });
const satir = (id: number) => env.DB.prepare('SELECT * FROM randevu_blog WHERE id = ?').bind(id).first<Json>();
async function kapakYukle(venue = w.venue.A): Promise<string> {
  const response = await call('POST', `${P}/kapak`, { token: owner, venue, form: gorselForm(webpBytes(512)) });
  expect(response.status).toBe(201);
  return (await json(response)).data.anahtar;
}
/** A post row straight in D1 (for the public reads and foreign-venue checks). */
async function yazi(isletmeId: number, urlAdi: string, yayinda: 0 | 1, yayinTarihi: string | null, govde = '<p>Metin</p>'): Promise<number> {
  return (await env.DB.prepare('INSERT INTO randevu_blog (isletme_id, baslik, url_adi, govde_html, yayinda, yayin_tarihi) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, `Başlık ${urlAdi}`, urlAdi, govde, yayinda, yayinTarihi).first<{ id: number }>())!.id;
}
const gun = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

describe('add, read, list', () => {
  it('adds a draft with a URL name made from the Turkish title; list and detail show it', async () => {
    const response = await ekle({ baslik: '  Kışın Cildinizi Korumanın 5 Yolu ', ozet: 'Nem dengesi.', govdeHtml: '<p>Merhaba <strong>dünya</strong></p>' });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({ urlAdi: 'kisin-cildinizi-korumanin-5-yolu', yayinTarihi: null });
    const liste = (await json(await istek('GET', P))).data;
    expect(liste).toMatchObject({ saatDilimi: 'Europe/Istanbul', firmaAdi: 'kahve-duragi', firmaKey: null, kanalAktif: false });
    expect(liste.yazilar.find((y: Json) => y.id === data.id)).toMatchObject({ baslik: 'Kışın Cildinizi Korumanın 5 Yolu', urlAdi: 'kisin-cildinizi-korumanin-5-yolu', ozet: 'Nem dengesi.', yayinda: false, kapak: null });
    expect(liste.yazilar[0]).not.toHaveProperty('govdeHtml');
    const tek = (await json(await istek('GET', `${P}/${data.id}`))).data;
    expect(tek).toMatchObject({ id: data.id, govdeHtml: '<p>Merhaba <strong>dünya</strong></p>', yayinda: false });
  });

  it('sanitises the body on every write: no script, handler or javascript: link is stored', async () => {
    const kirli = '<p>Güzel <b>kalın</b> <a href="https://ornek.example/x" target="_blank" onclick="alert(1)">bağlantı</a></p>'
      + '<script>window.__xss = 1</script><img src=x onerror="window.__xss=1"><a href="jAvA&#x09;script:alert(1)">kötü</a><svg onload=alert(1)></svg>';
    const temiz = '<p>Güzel <b>kalın</b> <a href="https://ornek.example/x" rel="noopener nofollow ugc">bağlantı</a></p>kötü';
    const { data } = await json(await ekle({ govdeHtml: kirli }));
    expect(data.govdeHtml).toBe(temiz);
    expect((await satir(data.id)).govde_html).toBe(temiz);
    const guncel = await istek('PUT', `${P}/${data.id}`, { baslik: 'Güncel', govdeHtml: `<h2 style="x">Başlık</h2>${kirli}` });
    expect(guncel.status).toBe(200);
    const stored: string = (await satir(data.id)).govde_html;
    expect(stored).toBe(`<h2>Başlık</h2>${temiz}`);
    expect(stored).not.toMatch(/script|onerror|onclick|onload|javascript|<img|<svg|style=/i);
  });

  it('refuses bad input with 400 and a Turkish message, changing nothing', async () => {
    const before = await scalar('SELECT count(*) FROM randevu_blog');
    const cases: Array<[Json, string]> = [
      [{ baslik: '' }, 'Başlık 1 ile 200 karakter arasında olmalı.'],
      [{ baslik: 'x'.repeat(201) }, 'Başlık 1 ile 200 karakter arasında olmalı.'],
      [{ baslik: 42 }, 'Başlık 1 ile 200 karakter arasında olmalı.'],
      [{ baslik: 'Tamam', urlAdi: 'Büyük Harf' }, 'URL adı yalnızca küçük harf (a-z), rakam ve tire içerebilir; en çok 120 karakter.'],
      [{ baslik: 'Tamam', urlAdi: '../etc' }, 'URL adı yalnızca küçük harf (a-z), rakam ve tire içerebilir; en çok 120 karakter.'],
      [{ baslik: 'Привет мир' }, 'Başlıktan URL adı oluşturulamadı; lütfen bir URL adı yazın.'],
      [{ baslik: 'Tamam', ozet: 'x'.repeat(301) }, 'Özet en çok 300 karakter olabilir.'],
      [{ baslik: 'Tamam', govdeHtml: 'x'.repeat(100_001) }, 'Yazı metni çok uzun (en çok 100.000 karakter).'],
      [{ baslik: 'Tamam', govdeHtml: ['<p>'] }, 'Yazı metni geçersiz.'],
      [{ baslik: 'Tamam', yayinda: true, govdeHtml: '<script>alert(1)</script><p> </p>' }, 'Yayınlamak için yazı metni boş olamaz.'],
      [{ baslik: 'Tamam', kapak: '../../etc/passwd' }, 'Kapak görseli geçersiz; lütfen yeniden yükleyin.'],
      [{ baslik: 'Tamam', kapak: `randevu/blog/${w.venue.A}/${'0'.repeat(32)}.webp` }, 'Kapak görseli geçersiz; lütfen yeniden yükleyin.'],
      [{ baslik: 'Tamam', yayinda: 'evet' }, 'Yayın durumu geçersiz.'],
      [{ baslik: 'Tamam', yayinTarihi: 'yarın' }, 'Yayın tarihi geçersiz.'],
    ];
    for (const [body, message] of cases) {
      expect(await hata(await istek('POST', P, body)), JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, success: false, errorCode: 'VALIDATION', errorDetail: message });
    }
    expect(await hata(await call('POST', P, { token: owner, venue: w.venue.A, rawBody: '{', contentType: 'application/json' }))).toMatchObject({ status: 400, errorCode: 'INVALID_JSON' });
    expect(await scalar('SELECT count(*) FROM randevu_blog')).toBe(before);
    // the caller's language
    expect((await hata(await istek('POST', P, { baslik: '' }, { lang: 'en' }))).errorDetail).toBe('The title must be 1 to 200 characters.');
  });
});

describe('URL names', () => {
  it('answers 409 for a name another post of the venue uses; other venues may use it', async () => {
    const ilk = (await json(await ekle({ baslik: 'Yaz Kampanyası' }))).data;
    const ikinci = await ekle({ baslik: 'Yaz kampanyası!' });
    expect(await hata(ikinci)).toMatchObject({ status: 409, errorCode: 'URL_TAKEN', errorDetail: 'Bu URL adı başka bir yazıda kullanılıyor; lütfen farklı bir URL adı seçin.' });
    const baska = (await json(await ekle({ baslik: 'Başka', urlAdi: 'baska-yazi' }))).data;
    expect((await hata(await istek('PUT', `${P}/${baska.id}`, { baslik: 'Başka', urlAdi: 'yaz-kampanyasi' }))).status).toBe(409);
    expect((await satir(baska.id)).url_adi).toBe('baska-yazi');
    // keeping its own name is fine, and venue B may have the same name
    expect((await istek('PUT', `${P}/${ilk.id}`, { baslik: 'Yaz Kampanyası 2', urlAdi: 'yaz-kampanyasi' })).status).toBe(200);
    expect((await ekle({ baslik: 'Yaz Kampanyası' }, { venue: w.venue.B })).status).toBe(201);
  });

  it('loses a UNIQUE race with 409, never 500', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => ekle({ baslik: 'Yarış', urlAdi: 'yaris' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(await scalar("SELECT count(*) FROM randevu_blog WHERE url_adi = 'yaris'")).toBe(1);
  });
});

describe('publishing', () => {
  it('dates a post when first published and keeps that date; a future date schedules it', async () => {
    const { data } = await json(await ekle({ baslik: 'Yayın testi', govdeHtml: '<p>Metin</p>', yayinda: true }));
    const tarih: string = data.yayinTarihi;
    expect(Math.abs(Date.parse(tarih) - Date.now())).toBeLessThan(60_000);
    expect(await istek('PUT', `${P}/${data.id}`, { baslik: 'Yayın testi 2', govdeHtml: '<p>Metin</p>', yayinda: true })).toHaveProperty('status', 200);
    expect((await satir(data.id)).yayin_tarihi).toBe(tarih);
    // unpublishing keeps the date, the quick toggle brings it back with the same date
    expect((await json(await istek('PUT', `${P}/${data.id}/yayin`, { yayinda: false }))).data).toMatchObject({ yayinda: false, yayinTarihi: tarih });
    expect((await json(await istek('PUT', `${P}/${data.id}/yayin`, { yayinda: true }))).data).toMatchObject({ yayinda: true, yayinTarihi: tarih });
    const ileri = '2030-05-01T09:00:00.000Z';
    await istek('PUT', `${P}/${data.id}`, { baslik: 'Yayın testi', govdeHtml: '<p>Metin</p>', yayinda: true, yayinTarihi: '2030-05-01T12:00:00+03:00' });
    expect(await satir(data.id)).toMatchObject({ yayinda: 1, yayin_tarihi: ileri });
  });

  it('the quick toggle dates a draft now, refuses an empty draft, and validates its body', async () => {
    const bos = (await json(await ekle({ baslik: 'Boş taslak' }))).data;
    expect(await hata(await istek('PUT', `${P}/${bos.id}/yayin`, { yayinda: true }))).toMatchObject({ status: 400, errorDetail: 'Yayınlamak için yazı metni boş olamaz.' });
    expect((await satir(bos.id)).yayinda).toBe(0);
    const dolu = (await json(await ekle({ baslik: 'Dolu taslak', govdeHtml: '<p>x</p>' }))).data;
    const { data } = await json(await istek('PUT', `${P}/${dolu.id}/yayin`, { yayinda: true }));
    expect(Math.abs(Date.parse(data.yayinTarihi) - Date.now())).toBeLessThan(60_000);
    expect((await hata(await istek('PUT', `${P}/${dolu.id}/yayin`, { yayinda: 1 }))).status).toBe(400);
  });
});

describe('covers', () => {
  it('uploads a WebP under randevu/blog/{venue}/, refuses other files, and tidies replaced and deleted covers', async () => {
    const ilk = await kapakYukle();
    expect(ilk).toMatch(new RegExp(`^randevu/blog/${w.venue.A}/[0-9a-f]{32}\\.webp$`));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await call('POST', `${P}/kapak`, { token: owner, venue: w.venue.A, form: gorselForm(png, 'image/png', 'a.png') })).status).toBe(400);
    expect((await call('POST', `${P}/kapak`, { token: owner, venue: w.venue.A, form: gorselForm(webpBytes(1024 * 1024 + 1)) })).status).toBe(413);
    const { data } = await json(await ekle({ baslik: 'Kapaklı', kapak: ilk }));
    expect((await satir(data.id)).kapak).toBe(ilk);
    // the public image route serves it
    expect((await call('GET', `/api/public/gorsel/${ilk}`)).status).toBe(200);
    // another venue's upload is refused
    const baskasinin = await kapakYukle(w.venue.B);
    expect((await hata(await istek('PUT', `${P}/${data.id}`, { baslik: 'Kapaklı', kapak: baskasinin }))).status).toBe(400);
    const ikinci = await kapakYukle();
    expect((await istek('PUT', `${P}/${data.id}`, { baslik: 'Kapaklı', kapak: ikinci })).status).toBe(200);
    expect(await env.IMAGES_BUCKET.head(ilk)).toBeNull();
    expect((await istek('DELETE', `${P}/${data.id}`)).status).toBe(200);
    expect(await env.IMAGES_BUCKET.head(ikinci)).toBeNull();
    expect(await satir(data.id)).toBeNull();
  });
});

describe('tenancy and permissions', () => {
  it("answers 404 for another venue's post on every route and changes nothing", async () => {
    const bId = await yazi(w.venue.B, `b-yazisi-${++n}`, 1, gun(-1));
    const cId = await yazi(w.venue.C, `c-yazisi-${++n}`, 0, null);
    for (const id of [bId, cId, 999_999]) {
      expect((await hata(await istek('GET', `${P}/${id}`))).status).toBe(404);
      expect(await hata(await istek('PUT', `${P}/${id}`, { baslik: 'Ele geçir', govdeHtml: '<p>x</p>' }))).toMatchObject({ status: 404, errorDetail: 'Yazı bulunamadı.' });
      expect((await hata(await istek('PUT', `${P}/${id}/yayin`, { yayinda: false }))).status).toBe(404);
      expect((await hata(await istek('DELETE', `${P}/${id}`))).status).toBe(404);
    }
    expect(await satir(bId)).toMatchObject({ baslik: `Başlık ${(await satir(bId)).url_adi}`, yayinda: 1 });
    expect(await satir(cId)).not.toBeNull();
    expect((await json(await istek('GET', P))).data.yazilar.map((y: Json) => y.id)).not.toContain(bId);
  });

  it('a view-only operator reads but cannot write, publish, upload, delete or export', async () => {
    const id = (await json(await ekle({ baslik: 'Salt okunur' }))).data.id;
    const viewer = await loginWith(w.venue.A, [KEY]);
    const as = { token: viewer };
    expect((await istek('GET', P, undefined, as)).status).toBe(200);
    expect((await istek('GET', `${P}/${id}`, undefined, as)).status).toBe(200);
    expect((await istek('POST', P, { baslik: 'Yasak' }, as)).status).toBe(403);
    expect((await istek('PUT', `${P}/${id}`, { baslik: 'Yasak' }, as)).status).toBe(403);
    expect((await istek('PUT', `${P}/${id}/yayin`, { yayinda: true }, as)).status).toBe(403);
    expect((await istek('DELETE', `${P}/${id}`, undefined, as)).status).toBe(403);
    expect((await istek('GET', `${P}/disa-aktar`, undefined, as)).status).toBe(403);
    expect((await call('POST', `${P}/kapak`, { token: viewer, venue: w.venue.A, form: gorselForm(webpBytes(64)) })).status).toBe(403);
    expect(await satir(id)).toMatchObject({ baslik: 'Salt okunur', yayinda: 0 });
    // an editor without add may still upload a cover for an edit
    const editor = await loginWith(w.venue.A, [KEY, `${KEY}:guncelle`]);
    expect((await call('POST', `${P}/kapak`, { token: editor, venue: w.venue.A, form: gorselForm(webpBytes(64)) })).status).toBe(201);
  });

  it('never answers 5xx to hostile bodies and ids', async () => {
    const id = (await json(await ekle({ baslik: 'Hedef' }))).data.id;
    const bodies: unknown[] = [null, [], 'x', 0, { baslik: null }, { baslik: 'x', urlAdi: null }, { baslik: 'x', kapak: 5 }, { baslik: 'x', yayinTarihi: 1e20 },
      { baslik: 'x', govdeHtml: '<a '.repeat(30_000) }, { baslik: 'x', govdeHtml: `<a href="${'&#'.repeat(40_000)}">` }, { __proto__: { yayinda: true } }, { yayinda: null }];
    for (const body of bodies) {
      for (const [method, path] of [['POST', P], ['PUT', `${P}/${id}`], ['PUT', `${P}/${id}/yayin`]] as const) {
        const response = await istek(method, path, body);
        expect(response.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    for (const bad of ['0', '-1', 'abc', '1e3', '99999999999']) expect((await istek('GET', `${P}/${bad}`)).status).toBe(404);
  });
});

describe('CSV export', () => {
  it('lists posts with status, venue-time dates and the public link of live posts', async () => {
    await env.DB.prepare("INSERT INTO randevu_blog (isletme_id, baslik, url_adi, ozet, govde_html, yayinda, yayin_tarihi) VALUES (?, '=Formül gibi', 'csv-canli', 'Özet; noktalı', '<p>x</p>', 1, '2026-01-10T09:30:00.000Z')").bind(w.venue.A).run();
    await ekle({ baslik: 'CSV taslağı' });
    const response = await istek('GET', `${P}/disa-aktar`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="blog-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Başlık;URL adı;Durum;Yayın tarihi;Özet;Bağlantı;Oluşturma;Son düzenleme\r\n')).toBe(true);
    expect(text).toContain("'=Formül gibi;csv-canli;Yayında;2026-01-10 12:30;\"Özet; noktalı\";http://example.com/kahve-duragi/blog/csv-canli;");
    expect(text).toMatch(/\r\nCSV taslağı;csv-taslagi;Taslak;;;;\d{4}-\d{2}-\d{2} \d{2}:\d{2};/);
  });
});

describe('public reads (the pages /{FirmaAdi}/blog)', () => {
  it('show only published, due posts of the channel venue, newest first; drafts and scheduled posts never', async () => {
    const venue = await insertVenue({ ad: 'Blog Salonu', urlAdi: 'blog-salonu-eski', tur: 'salon' });
    await env.DB.prepare("INSERT INTO randevu_kanal (isletme_id, firma_key, firma_adi, aktif) VALUES (?, 'BLOGKEY1234', 'blog-salonu', 1)").bind(venue).run();
    await yazi(venue, 'eski', 1, gun(-10));
    await yazi(venue, 'yeni', 1, gun(-1));
    await yazi(venue, 'taslak', 0, gun(-2));
    await yazi(venue, 'ileride', 1, gun(2));
    const simdi = new Date().toISOString();
    const liste = await blogListeSayfasi(env.DB, 'blog-salonu', simdi);
    expect(liste?.mekan).toMatchObject({ isletmeId: venue, isletmeAd: 'Blog Salonu', firmaAdi: 'blog-salonu', firmaKey: 'BLOGKEY1234', kanalAktif: true, saatDilimi: 'Europe/Istanbul' });
    expect(liste?.yazilar.map((y) => y.urlAdi)).toEqual(['yeni', 'eski']);
    expect(liste?.toplam).toBe(2);
    expect((await blogYaziSayfasi(env.DB, 'blog-salonu', 'yeni', simdi))?.yazi).toMatchObject({ urlAdi: 'yeni', govdeHtml: '<p>Metin</p>' });
    expect((await blogYaziSayfasi(env.DB, 'blog-salonu', 'yeni', simdi))?.digerleri.map((y) => y.urlAdi)).toEqual(['eski']);
    for (const gizli of ['taslak', 'ileride', 'yok']) expect((await blogYaziSayfasi(env.DB, 'blog-salonu', gizli, simdi))?.yazi, gizli).toBeNull();
    // the channel name decides; the venue's own (different) URL name is not a second address
    expect(await blogListeSayfasi(env.DB, 'blog-salonu-eski', simdi)).toBeNull();
    expect(await blogListeSayfasi(env.DB, 'hic-yok', simdi)).toBeNull();
    // another venue's post never shows under this name
    await yazi(w.venue.B, 'yeni-b', 1, gun(-1));
    expect((await blogYaziSayfasi(env.DB, 'blog-salonu', 'yeni-b', simdi))?.yazi).toBeNull();
  });

  it('fall back to the venue URL name without a channel, hide inactive venues, and page by 12', async () => {
    const venue = await insertVenue({ ad: 'Kanalsız', urlAdi: 'kanalsiz', tur: 'salon' });
    for (let i = 0; i < SAYFA_BOYUTU + 2; i++) await yazi(venue, `yazi-${i}`, 1, gun(-1 - i));
    const simdi = new Date().toISOString();
    const ilk = await blogListeSayfasi(env.DB, 'kanalsiz', simdi);
    expect(ilk?.mekan).toMatchObject({ firmaKey: null, kanalAktif: false, firmaAdi: 'kanalsiz' });
    expect(ilk?.yazilar).toHaveLength(SAYFA_BOYUTU);
    expect(ilk?.toplam).toBe(SAYFA_BOYUTU + 2);
    expect((await blogListeSayfasi(env.DB, 'kanalsiz', simdi, 2))?.yazilar.map((y) => y.urlAdi)).toEqual([`yazi-${SAYFA_BOYUTU}`, `yazi-${SAYFA_BOYUTU + 1}`]);
    await env.DB.prepare('UPDATE isletme SET aktif = 0 WHERE id = ?').bind(venue).run();
    expect(await blogListeSayfasi(env.DB, 'kanalsiz', simdi)).toBeNull();
  });
});
