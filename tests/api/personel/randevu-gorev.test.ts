import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, json, login, loginWith, scalar, type Json, type World, insertRandevuPersoneli } from '../fixtures';
import { yerelTarih } from '../randevu/fixtures';

/** Staff tasks (SPEC §6 staff task add, update, delete): list order, overdue, filters, quick status, CSV, tenancy. */

const P = '/api/isletme/randevu/gorevler';
let w: World;
let owner: string;
let selin: number;
let burak: number;
let yabanciPersonel: number;

const istek = (method: string, path: string, body?: unknown, opts: { token?: string; venue?: number; lang?: string } = {}) =>
  call(method, path, { token: opts.token ?? owner, venue: opts.venue ?? w.venue.A, body, lang: opts.lang });
const personel = async (isletmeId: number, ad: string) =>
  await insertRandevuPersoneli(isletmeId, ad);
const ekle = async (body: Json, opts = {}) => istek('POST', P, body, opts);
const liste = async (query = '') => (await json(await istek('GET', `${P}${query}`))).data;

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  selin = await personel(w.venue.A, 'Selin');
  burak = await personel(w.venue.A, 'Burak');
  yabanciPersonel = await personel(w.venue.B, 'B Personeli');
});

describe('staff tasks', () => {
  it('adds tasks and lists them by due day (none last) with overdue flags in the venue zone', async () => {
    const ids: Record<string, number> = {};
    for (const [ad, body] of [
      ['sonra', { baslik: 'Dolap düzeni', personelId: selin, sonTarih: yerelTarih(5) }],
      ['tarihsiz', { baslik: 'Vitrin fikirleri', aciklama: 'Sezon için' }],
      ['gecikmis', { baslik: 'Havlu siparişi', personelId: burak, sonTarih: yerelTarih(-2) }],
      ['bugun', { baslik: 'Kasa sayımı', personelId: selin, sonTarih: yerelTarih(0), durum: 'devam' }],
      ['bitmis', { baslik: 'Eski iş', personelId: burak, sonTarih: yerelTarih(-3), durum: 'tamamlandi' }],
    ] as const) {
      const response = await ekle(body);
      expect(response.status, ad).toBe(201);
      ids[ad] = (await json(response)).data.id;
    }
    const data = await liste();
    expect(data.bugun).toBe(yerelTarih(0));
    expect(data.personeller.map((p: Json) => p.ad)).toEqual(['Selin', 'Burak']);
    expect(data.gorevler.map((g: Json) => g.id)).toEqual([ids.bitmis, ids.gecikmis, ids.bugun, ids.sonra, ids.tarihsiz]);
    expect(data.gorevler.map((g: Json) => g.gecikmis)).toEqual([false, true, false, false, false]);
    expect(data.gorevler[4]).toMatchObject({ baslik: 'Vitrin fikirleri', aciklama: 'Sezon için', personelId: null, sonTarih: null, durum: 'bekliyor' });
  });

  it('filters by staff, unassigned, status, open and overdue; a bad filter is 400', async () => {
    const ad = (data: Json) => data.gorevler.map((g: Json) => g.baslik);
    expect(ad(await liste(`?personelId=${selin}`))).toEqual(['Kasa sayımı', 'Dolap düzeni']);
    expect(ad(await liste('?personelId=yok'))).toEqual(['Vitrin fikirleri']);
    expect(ad(await liste('?durum=tamamlandi'))).toEqual(['Eski iş']);
    expect(ad(await liste('?durum=acik'))).toEqual(['Havlu siparişi', 'Kasa sayımı', 'Dolap düzeni', 'Vitrin fikirleri']);
    expect(ad(await liste('?gecikmis=1'))).toEqual(['Havlu siparişi']);
    expect(ad(await liste(`?personelId=${burak}&gecikmis=1&durum=bekliyor`))).toEqual(['Havlu siparişi']);
    // another venue's staff id simply matches nothing here
    expect(ad(await liste(`?personelId=${yabanciPersonel}`))).toEqual([]);
    for (const query of ['?durum=bitti', '?personelId=abc', '?personelId=0', '?gecikmis=evet', '?personelId=-1']) {
      const response = await istek('GET', `${P}${query}`);
      expect(response.status, query).toBe(400);
      expect((await json(response)).errorDetail).toBe('Geçersiz filtre.');
    }
  });

  it('edits, changes status quickly and deletes; completing clears the overdue flag', async () => {
    const id = (await json(await ekle({ baslik: 'Klima bakımı', personelId: selin, sonTarih: yerelTarih(-1) }))).data.id;
    const gorev = async () => (await liste()).gorevler.find((g: Json) => g.id === id);
    expect((await gorev()).gecikmis).toBe(true);
    expect((await istek('PUT', `${P}/${id}/durum`, { durum: 'tamamlandi' })).status).toBe(200);
    expect(await gorev()).toMatchObject({ durum: 'tamamlandi', gecikmis: false });
    const response = await istek('PUT', `${P}/${id}`, { baslik: 'Klima bakımı (servis)', aciklama: 'Firma arandı', personelId: null, sonTarih: null, durum: 'devam' });
    expect(response.status).toBe(200);
    expect(await env.DB.prepare('SELECT baslik, aciklama, personel_id, son_tarih, durum FROM randevu_gorev WHERE id = ?').bind(id).first())
      .toEqual({ baslik: 'Klima bakımı (servis)', aciklama: 'Firma arandı', personel_id: null, son_tarih: null, durum: 'devam' });
    expect((await istek('DELETE', `${P}/${id}`)).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM randevu_gorev WHERE id = ?', id)).toBe(0);
    expect((await istek('DELETE', `${P}/${id}`)).status).toBe(404);
  });

  it('refuses bad input with Turkish messages and changes nothing', async () => {
    const before = await scalar('SELECT count(*) FROM randevu_gorev');
    const cases: Array<[Json, string]> = [
      [{ baslik: '   ' }, 'Görev başlığı 1 ile 200 karakter arasında olmalı.'],
      [{ baslik: 'x'.repeat(201) }, 'Görev başlığı 1 ile 200 karakter arasında olmalı.'],
      [{}, 'Görev başlığı 1 ile 200 karakter arasında olmalı.'],
      [{ baslik: 'Tamam', aciklama: 'x'.repeat(2001) }, 'Açıklama en fazla 2000 karakter olabilir.'],
      [{ baslik: 'Tamam', sonTarih: '2026-02-30' }, 'Geçerli bir son tarih girin.'],
      [{ baslik: 'Tamam', sonTarih: '30.01.2027' }, 'Geçerli bir son tarih girin.'],
      [{ baslik: 'Tamam', durum: 'bitti' }, 'Görev durumu bekliyor, devam ediyor veya tamamlandı olmalı.'],
      [{ baslik: 'Tamam', personelId: 'Selin' }, 'Personel seçimi geçersiz.'],
    ];
    for (const [body, message] of cases) {
      const response = await ekle(body);
      expect({ status: response.status, errorDetail: (await json(response)).errorDetail }, JSON.stringify(body)).toEqual({ status: 400, errorDetail: message });
    }
    expect((await json(await ekle({ baslik: '' }, { lang: 'en' }))).errorDetail).toBe('The task title must be 1 to 200 characters.');
    expect((await call('POST', P, { token: owner, venue: w.venue.A, rawBody: 'nope', contentType: 'application/json' })).status).toBe(400);
    const id = (await json(await ekle({ baslik: 'Durum testi' }))).data.id;
    expect((await json(await istek('PUT', `${P}/${id}/durum`, { durum: 'iptal' }))).errorDetail).toBe('Görev durumu bekliyor, devam ediyor veya tamamlandı olmalı.');
    expect(await scalar('SELECT count(*) FROM randevu_gorev')).toBe((before as number) + 1);
  });

  it("another venue's tasks and staff answer 404 and stay untouched", async () => {
    const yabanciGorev = (await env.DB.prepare("INSERT INTO randevu_gorev (isletme_id, baslik) VALUES (?, 'B görevi') RETURNING id").bind(w.venue.B).first<{ id: number }>())!.id;
    expect((await istek('PUT', `${P}/${yabanciGorev}`, { baslik: 'Ele geçirildi' })).status).toBe(404);
    expect((await istek('PUT', `${P}/${yabanciGorev}/durum`, { durum: 'tamamlandi' })).status).toBe(404);
    expect((await istek('DELETE', `${P}/${yabanciGorev}`)).status).toBe(404);
    expect(await env.DB.prepare('SELECT baslik, durum FROM randevu_gorev WHERE id = ?').bind(yabanciGorev).first()).toEqual({ baslik: 'B görevi', durum: 'bekliyor' });
    const response = await ekle({ baslik: 'Yabancıya atama', personelId: yabanciPersonel });
    expect(response.status).toBe(404);
    expect((await json(response)).errorDetail).toBe('Seçilen personel bu işletmede bulunamadı.');
    const kendi = (await json(await ekle({ baslik: 'Kendi görevim' }))).data.id;
    expect((await istek('PUT', `${P}/${kendi}`, { baslik: 'Kendi görevim', personelId: yabanciPersonel })).status).toBe(404);
    expect((await liste()).gorevler.map((g: Json) => g.id)).not.toContain(yabanciGorev);
    for (const path of [`${P}/abc`, `${P}/0`, `${P}/99999999999`]) expect((await istek('DELETE', path)).status, path).toBe(404);
  });

  it('exports the filtered list as Turkish Excel CSV', async () => {
    const response = await call('GET', `${P}/disa-aktar?gecikmis=1`, { token: owner, venue: w.venue.A });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="personel-gorevleri-${yerelTarih(0)}.csv"`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(`\uFEFFGörev;Açıklama;Personel;Son tarih;Durum;Gecikmiş;Oluşturma\r\nHavlu siparişi;;Burak;${yerelTarih(-2)};Bekliyor;Evet;${text.slice(-12, -2)}\r\n`);
    expect((await call('GET', `${P}/disa-aktar?durum=x`, { token: owner, venue: w.venue.A })).status).toBe(400);
  });

  it('a view-only set lists but cannot add, edit, change status, delete or export', async () => {
    const token = await loginWith(w.venue.A, ['isletme:randevutakip:personel-gorevler']);
    const id = (await json(await ekle({ baslik: 'Dokunulmaz' }))).data.id;
    expect((await istek('GET', P, undefined, { token })).status).toBe(200);
    for (const [method, path, body] of [['POST', P, { baslik: 'Yeni' }], ['PUT', `${P}/${id}`, { baslik: 'Değişti' }], ['PUT', `${P}/${id}/durum`, { durum: 'tamamlandi' }], ['DELETE', `${P}/${id}`, undefined], ['GET', `${P}/disa-aktar`, undefined]] as const) {
      expect((await istek(method, path, body, { token })).status, `${method} ${path}`).toBe(403);
    }
    expect(await env.DB.prepare('SELECT baslik, durum FROM randevu_gorev WHERE id = ?').bind(id).first()).toEqual({ baslik: 'Dokunulmaz', durum: 'bekliyor' });
    // the staff screen's key does not open tasks
    expect((await istek('GET', P, undefined, { token: await loginWith(w.venue.A, ['isletme:randevutakip:personel']) })).status).toBe(403);
  });

  it('never answers 5xx to hostile bodies or queries', async () => {
    const id = (await json(await ekle({ baslik: 'Hedef' }))).data.id;
    const bodies: Json[] = [null, 1, 'x', [], { baslik: ['a'] }, { baslik: 'a', personelId: 1e30 }, { baslik: 'a', sonTarih: 20270101 }, { baslik: 'a', durum: null }, { durum: {} }, { baslik: '\u0000' }];
    for (const [method, path] of [['POST', P], ['PUT', `${P}/${id}`], ['PUT', `${P}/${id}/durum`]] as const) {
      for (const body of bodies) {
        const response = await call(method, path, { token: owner, venue: w.venue.A, rawBody: JSON.stringify(body), contentType: 'application/json' });
        expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    for (const query of ['?personelId=99999999999', '?durum[]=a', "?personelId=1' OR 1=1", '?gecikmis=1&gecikmis=0', '?%ff=1']) {
      expect((await istek('GET', `${P}${query}`)).status, query).toBeLessThan(500);
    }
  });
});
