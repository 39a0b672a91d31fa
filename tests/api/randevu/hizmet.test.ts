import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { hucreAraligi } from '@worker/db/randevu/kanal';
import { kodUret, randevuYaz } from '@worker/db/randevu/yaz';
import { buildWorld, call, insertVenue, json, login, loginWith, scalar, type World, insertRandevuPersoneli } from '../fixtures';

/** /api/isletme/randevu/hizmetler: the venue's services, their staff links, delete rules and CSV export. */

const P = '/api/isletme/randevu/hizmetler';
const KEY = 'isletme:randevutakip:hizmetler';
let w: World;
let owner: string;
let selin: number;
let burak: number;
let yabanciPersonel: number; // staff of venue B

const personel = async (isletmeId: number, ad: string) =>
  await insertRandevuPersoneli(isletmeId, ad);

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  selin = await personel(w.venue.A, 'Selin Aydın');
  burak = await personel(w.venue.A, 'Burak Çelik');
  yabanciPersonel = await personel(w.venue.B, 'Derya Koç');
});

const A = (method: string, path = '', body?: unknown, lang?: string) => call(method, `${P}${path}`, { token: owner, venue: w.venue.A, body, lang });
const govde = (extra: Record<string, unknown> = {}) => ({
  ad: { tr: 'Saç kesimi', en: 'Haircut', de: 'Haarschnitt', ru: 'Стрижка' }, sureDk: 45, fiyatKurus: 45_000, onceTamponDk: 0, sonraTamponDk: 5,
  online: true, aktif: true, personelIdler: [burak, selin], ...extra,
});
async function ekle(extra: Record<string, unknown> = {}): Promise<number> {
  const response = await A('POST', '', govde(extra));
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data.id;
}
const hizmetSayisi = () => scalar<number>('SELECT count(*) FROM randevu_hizmet');

describe('services: create, list, edit', () => {
  it('creates a service with four names and its staff, and lists it with the venue’s staff', async () => {
    const response = await A('POST', '', govde());
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({ ad: { tr: 'Saç kesimi', en: 'Haircut', de: 'Haarschnitt', ru: 'Стрижка' }, sureDk: 45, fiyatKurus: 45_000, sonraTamponDk: 5, online: true, aktif: true, randevuSayisi: 0 });
    expect(data.personelIdler).toEqual([selin, burak].sort((a, b) => a - b));
    const list = (await json(await A('GET'))).data;
    expect(list.hizmetler.map((h: { id: number }) => h.id)).toContain(data.id);
    expect(list.personeller.map((p: { ad: string }) => p.ad)).toEqual(['Selin Aydın', 'Burak Çelik']);
    // venue B sees neither A's services nor A's staff
    const b = (await json(await call('GET', P, { token: owner, venue: w.venue.B }))).data;
    expect(b.hizmetler).toEqual([]);
    expect(b.personeller.map((p: { id: number }) => p.id)).toEqual([yabanciPersonel]);
  });

  it('edits every field and replaces the staff links; the inline switch flips one flag', async () => {
    const id = await ekle();
    const response = await A('PUT', `/${id}`, govde({ ad: { tr: 'Fön' }, sureDk: 30, fiyatKurus: 25_050, onceTamponDk: 10, sonraTamponDk: 0, online: false, aktif: false, personelIdler: [burak] }));
    expect(response.status).toBe(200);
    expect((await json(response)).data).toMatchObject({ ad: { tr: 'Fön', en: '', de: '', ru: '' }, sureDk: 30, fiyatKurus: 25_050, onceTamponDk: 10, sonraTamponDk: 0, online: false, aktif: false, personelIdler: [burak] });
    expect(await scalar('SELECT count(*) FROM randevu_personel_hizmet WHERE hizmet_id = ?', id)).toBe(1);
    const toggled = await A('POST', `/${id}/durum`, { aktif: true });
    expect((await json(toggled)).data).toMatchObject({ aktif: true, online: false });
    expect((await A('POST', `/${id}/durum`, {})).status).toBe(400);
  });

  it('refuses bad input with a Turkish message, never 500, and writes nothing', async () => {
    const once = await hizmetSayisi();
    const uzun = 'x'.repeat(101);
    const cases: Array<[Record<string, unknown>, string]> = [
      [govde({ ad: { tr: '' } }), 'Hizmet adı (Türkçe) zorunludur.'],
      [govde({ ad: { tr: '   ', en: 'Haircut' } }), 'Hizmet adı (Türkçe) zorunludur.'],
      [govde({ ad: undefined }), 'Hizmet adı (Türkçe) zorunludur.'],
      [govde({ ad: 'Saç' }), 'Hizmet adı (Türkçe) zorunludur.'],
      [govde({ ad: { tr: uzun } }), 'Hizmet adı en fazla 100 karakter olabilir.'],
      [govde({ ad: { tr: 'Saç', en: uzun } }), 'Hizmet adı en fazla 100 karakter olabilir.'],
      [govde({ sureDk: 7 }), 'Süre 5 ile 720 dakika arasında ve 5’in katı olmalı.'],
      [govde({ sureDk: 0 }), 'Süre 5 ile 720 dakika arasında ve 5’in katı olmalı.'],
      [govde({ sureDk: 725 }), 'Süre 5 ile 720 dakika arasında ve 5’in katı olmalı.'],
      [govde({ sureDk: 12.5 }), 'Süre 5 ile 720 dakika arasında ve 5’in katı olmalı.'],
      [govde({ sureDk: '45' }), 'Süre 5 ile 720 dakika arasında ve 5’in katı olmalı.'],
      [govde({ sureDk: null }), 'Süre 5 ile 720 dakika arasında ve 5’in katı olmalı.'],
      [govde({ onceTamponDk: 3 }), 'Tampon süre 0 ile 240 dakika arasında ve 5’in katı olmalı.'],
      [govde({ sonraTamponDk: 245 }), 'Tampon süre 0 ile 240 dakika arasında ve 5’in katı olmalı.'],
      [govde({ sonraTamponDk: -5 }), 'Tampon süre 0 ile 240 dakika arasında ve 5’in katı olmalı.'],
      [govde({ fiyatKurus: -1 }), 'Geçerli bir fiyat girin (0 – 1.000.000 ₺).'],
      [govde({ fiyatKurus: 10.5 }), 'Geçerli bir fiyat girin (0 – 1.000.000 ₺).'],
      [govde({ fiyatKurus: 100_000_001 }), 'Geçerli bir fiyat girin (0 – 1.000.000 ₺).'],
      [govde({ online: 'evet' }), 'Açık/kapalı seçimi geçersiz.'],
      [govde({ personelIdler: [selin, selin] }), 'Aynı personel birden fazla kez seçilmiş.'],
      [govde({ personelIdler: ['1'] }), 'Personel seçimi geçersiz.'],
      [govde({ personelIdler: [0] }), 'Personel seçimi geçersiz.'],
      [govde({ personelIdler: 5 }), 'Personel seçimi geçersiz.'],
    ];
    for (const [body, message] of cases) {
      const response = await A('POST', '', body);
      const answer = await json(response);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(answer, JSON.stringify(body)).toMatchObject({ success: false, errorCode: 'VALIDATION', errorDetail: message });
    }
    expect((await json(await A('POST', '', govde({ sureDk: 7 }), 'en'))).errorDetail).toBe('The duration must be a multiple of 5 between 5 and 720 minutes.');
    for (const raw of ['{nope', '[]', 'null', '"x"']) {
      const response = await call('POST', P, { token: owner, venue: w.venue.A, rawBody: raw });
      expect(response.status, raw).toBe(400);
    }
    expect(await hizmetSayisi()).toBe(once);
  });

  it('refuses staff of another venue (400) and answers 404 for another venue’s service', async () => {
    const once = await hizmetSayisi();
    const foreignStaff = await A('POST', '', govde({ personelIdler: [selin, yabanciPersonel] }));
    expect(foreignStaff.status).toBe(400);
    expect(await json(foreignStaff)).toMatchObject({ errorCode: 'STAFF_INVALID', errorDetail: 'Seçilen personelden biri bu işletmede bulunamadı.' });
    expect((await A('POST', '', govde({ personelIdler: [999_999] }))).status).toBe(400);
    expect(await hizmetSayisi()).toBe(once);

    const id = await ekle();
    const before = await scalar<string>('SELECT ad FROM randevu_hizmet WHERE id = ?', id);
    const asB = (method: string, path: string, body?: unknown) => call(method, `${P}${path}`, { token: owner, venue: w.venue.B, body });
    for (const [method, path, body] of [['PUT', `/${id}`, govde({ ad: { tr: 'Ele geçirildi' }, personelIdler: [] })], ['POST', `/${id}/durum`, { aktif: false }], ['DELETE', `/${id}`, undefined]] as const) {
      const response = await asB(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json(response)).errorCode).toBe('NOT_FOUND');
    }
    expect(await scalar<string>('SELECT ad FROM randevu_hizmet WHERE id = ?', id)).toBe(before);
    expect(await scalar('SELECT aktif FROM randevu_hizmet WHERE id = ?', id)).toBe(1);
    // an edit in A may not link B's staff either
    expect((await A('PUT', `/${id}`, govde({ personelIdler: [yabanciPersonel] }))).status).toBe(400);
    expect(await scalar('SELECT count(*) FROM randevu_personel_hizmet WHERE hizmet_id = ?', id)).toBe(2);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) expect((await A('PUT', `/${bad}`, govde())).status, bad).toBe(404);
  });
});

describe('services: delete', () => {
  it('deletes an unused service with its staff links and its place in unsold packages', async () => {
    const id = await ekle();
    const diger = await ekle({ ad: { tr: 'Fön' } });
    const paket = (await env.DB.prepare("INSERT INTO randevu_paket (isletme_id, ad, fiyat_kurus) VALUES (?, 'İkili', 1000) RETURNING id").bind(w.venue.A).first<{ id: number }>())!.id;
    await env.DB.batch([id, diger].map((h) => env.DB.prepare('INSERT INTO randevu_paket_hizmet (paket_id, hizmet_id, seans) VALUES (?, ?, 2)').bind(paket, h)));
    const response = await A('DELETE', `/${id}`);
    expect(response.status).toBe(200);
    expect(await scalar('SELECT count(*) FROM randevu_hizmet WHERE id = ?', id)).toBe(0);
    expect(await scalar('SELECT count(*) FROM randevu_personel_hizmet WHERE hizmet_id = ?', id)).toBe(0);
    expect(await scalar('SELECT count(*) FROM randevu_paket_hizmet WHERE paket_id = ?', paket)).toBe(1);
    expect((await A('DELETE', `/${id}`)).status).toBe(404);
  });

  it('refuses (409) when an appointment used it, and suggests making it passive', async () => {
    const id = await ekle();
    const bas = Date.parse('2026-03-10T07:00:00.000Z');
    await randevuYaz(env.DB, {
      isletmeId: w.venue.A, personelId: selin, baslangicMs: bas, bitisMs: bas + 45 * 60_000, hucre: hucreAraligi(bas, bas + 45 * 60_000, 0, 5),
      durum: 'onaylandi', kaynak: 'panel', kod: kodUret(), toplamKurus: 45_000, kalemler: [{ hizmetId: id, sureDk: 45, fiyatKurus: 45_000 }],
      musteri: { adSoyad: 'Ayşe Müşteri', telefon: '+905321112233', email: null, kvkkSurum: 'test', kvkkZaman: new Date().toISOString() },
    });
    const response = await A('DELETE', `/${id}`);
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ errorCode: 'SERVICE_IN_USE', errorDetail: 'Bu hizmet 1 randevuda kullanıldığı için silinemez. Listeden kaldırmak için pasif yapın.' });
    expect(await scalar('SELECT count(*) FROM randevu_hizmet WHERE id = ?', id)).toBe(1);
    expect(await scalar('SELECT count(*) FROM randevu_personel_hizmet WHERE hizmet_id = ?', id)).toBe(2);
    expect((await json(await A('GET'))).data.hizmetler.find((h: { id: number }) => h.id === id).randevuSayisi).toBe(1);
  });

  it('refuses (409) while it is the only service of a package or part of a sold package', async () => {
    const tek = await ekle({ ad: { tr: 'Cilt bakımı' } });
    await env.DB.prepare("INSERT INTO randevu_paket (isletme_id, ad, fiyat_kurus) VALUES (?, 'Cilt 5 Seans', 1000)").bind(w.venue.A).run();
    await env.DB.prepare("INSERT INTO randevu_paket_hizmet (paket_id, hizmet_id, seans) SELECT id, ?, 5 FROM randevu_paket WHERE ad = 'Cilt 5 Seans'").bind(tek).run();
    const response = await A('DELETE', `/${tek}`);
    expect(response.status).toBe(409);
    expect((await json(response)).errorDetail).toBe('Bu hizmet “Cilt 5 Seans” paketinin tek hizmeti; önce paketi düzenleyin ya da silin.');

    const satilan = await ekle({ ad: { tr: 'Manikür' } });
    const musteri = (await env.DB.prepare("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Zehra', '+905320000001') RETURNING id").bind(w.venue.A).first<{ id: number }>())!.id;
    const mp = (await env.DB.prepare("INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus) VALUES (?, ?, 'Eski paket', 1000) RETURNING id").bind(w.venue.A, musteri).first<{ id: number }>())!.id;
    await env.DB.prepare('INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan) VALUES (?, ?, 2, 2)').bind(mp, satilan).run();
    const sold = await A('DELETE', `/${satilan}`);
    expect(sold.status).toBe(409);
    expect((await json(sold)).errorCode).toBe('SERVICE_IN_PACKAGE');
    expect(await scalar('SELECT count(*) FROM randevu_hizmet WHERE id IN (?, ?)', tek, satilan)).toBe(2);
  });
});

describe('services: permissions and CSV', () => {
  it('a set with only the view key can list but not add, edit, delete or export', async () => {
    const id = await ekle();
    const okuyan = await loginWith(w.venue.A, [KEY]);
    const as = (method: string, path = '', body?: unknown) => call(method, `${P}${path}`, { token: okuyan, venue: w.venue.A, body });
    expect((await as('GET')).status).toBe(200);
    const once = await hizmetSayisi();
    for (const [method, path, body] of [['POST', '', govde()], ['PUT', `/${id}`, govde({ ad: { tr: 'Değişti' } })], ['POST', `/${id}/durum`, { aktif: false }], ['DELETE', `/${id}`, undefined], ['GET', '/disa-aktar', undefined]] as const) {
      const response = await as(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await json(response)).errorCode).toBe('FORBIDDEN');
    }
    expect(await hizmetSayisi()).toBe(once);
    expect(await scalar<string>("SELECT json_extract(ad, '$.tr') FROM randevu_hizmet WHERE id = ?", id)).toBe('Saç kesimi');
    const ekleyen = await loginWith(w.venue.A, [KEY, `${KEY}:ekle`]);
    expect((await call('POST', P, { token: ekleyen, venue: w.venue.A, body: govde() })).status).toBe(201);
    // the packages key alone does not open the services list
    const paketci = await loginWith(w.venue.A, ['isletme:randevutakip:hizmet-paketleri']);
    expect((await call('GET', P, { token: paketci, venue: w.venue.A })).status).toBe(403);
  });

  it('exports the services as a CSV for Turkish Excel', async () => {
    const isletme = await insertVenue({ ad: 'CSV Salonu', urlAdi: 'csv-salonu', tur: 'salon' });
    const token = await loginWith(isletme, [KEY, `${KEY}:ekle`, `${KEY}:disa-aktar`]);
    const p = await personel(isletme, 'Selin; "Usta"');
    const as = (method: string, path = '', body?: unknown) => call(method, `${P}${path}`, { token, venue: isletme, body });
    expect((await as('POST', '', govde({ personelIdler: [p] }))).status).toBe(201);
    expect((await as('POST', '', govde({ ad: { tr: '=HYPERLINK("x")' }, sureDk: 720, fiyatKurus: 123_456_78, online: false, aktif: false, personelIdler: [] }))).status).toBe(201);
    const response = await as('GET', '/disa-aktar');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="hizmetler-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Hizmet;Süre (dk);Fiyat (₺);Önce tampon (dk);Sonra tampon (dk);Online randevu;Durum;Personel');
    expect(lines).toContain('Saç kesimi;45;450,00;0;5;Evet;Aktif;"Selin; ""Usta"""');
    // formula-looking names are defused, prices use a decimal comma without grouping
    expect(lines).toContain('"\'=HYPERLINK(""x"")";720;123456,78;0;5;Hayır;Pasif;');
    const en = await call('GET', `${P}/disa-aktar`, { token, venue: isletme, lang: 'en' });
    expect((await en.text()).split('\r\n')).toContain('Haircut;45;450,00;0;5;Yes;Active;"Selin; ""Usta"""');
  });
});
