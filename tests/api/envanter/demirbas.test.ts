import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { etiketSlug } from '@lib/envanter/etiket';
import { buildWorld, call, json, login, loginWith, scalar, type Json, type World } from '../fixtures';
import { lokasyon } from './fixtures';

/** Fixed assets (/api/isletme/envanter): categories, the list, the detail by slug, transfer, gate passes, maintenance. */

const E = '/api/isletme/envanter';
const D = `${E}/demirbaslar`;
const KEY = 'isletme:envanter:demirbaslar';
let w: World;
let owner: string;
let mask: number;
let bina = 0;
let mutfak = 0;
let teras = 0;
let n = 0;

const istek = (method: string, path: string, body?: unknown, opts: { token?: string; venue?: number; lang?: string } = {}) =>
  call(method, path, { token: opts.token ?? owner, venue: opts.venue ?? w.venue.A, body, lang: opts.lang });
const veri = async (r: Response) => (await json(r)).data;
async function ekle(body: Json = {}, opts = {}): Promise<Json> {
  const r = await istek('POST', D, { kod: `TST-${++n}`, ad: `Test demirbaş ${n}`, ...body }, opts);
  expect(r.status, JSON.stringify(await r.clone().json())).toBe(201);
  return veri(r);
}
const detay = async (slug: string) => veri(await istek('GET', `${D}/detay/${slug}`));

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  const { slugMask } = await import('@worker/slug');
  mask = slugMask(env);
  bina = await lokasyon(w.venue.A, 'Ana bina', null, 'bina');
  mutfak = await lokasyon(w.venue.A, 'Mutfak', bina);
  teras = await lokasyon(w.venue.A, 'Teras', null, 'alan');
  await env.DB.prepare("INSERT INTO personel (isletme_id, ad) VALUES (?, 'Ayşe Kaya')").bind(w.venue.A).run();
});

describe('categories and custom fields', () => {
  it('adds a category with typed fields; an asset of it is checked against their types', async () => {
    const r = await istek('POST', `${E}/kategoriler`, {
      ad: 'Kahve makineleri', bakimAralikGun: 90,
      alanlar: [{ anahtar: 'voltaj', ad: 'Voltaj', tur: 'sayi' }, { anahtar: 'renk', ad: 'Renk', tur: 'secim', secenekler: ['Siyah', 'Gri'] }, { anahtar: 'kalibrasyon', ad: 'Kalibrasyon', tur: 'tarih' }],
    });
    expect(r.status).toBe(201);
    const k = await veri(r);
    expect(k).toMatchObject({ ad: 'Kahve makineleri', bakimAralikGun: 90, demirbasSayisi: 0 });
    expect(k.alanlar).toHaveLength(3);
    const hatali = await istek('POST', D, { kod: 'K-1', ad: 'Espresso', kategoriId: k.id, ozelAlanlar: { voltaj: 'yüksek' } });
    expect(hatali.status).toBe(400);
    expect((await json(hatali)).errorDetail).toBe('Voltaj bir sayı olmalı.');
    expect((await istek('POST', D, { kod: 'K-1', ad: 'Espresso', kategoriId: k.id, ozelAlanlar: { renk: 'Mor' } })).status).toBe(400);
    expect((await istek('POST', D, { kod: 'K-1', ad: 'Espresso', kategoriId: k.id, ozelAlanlar: { kalibrasyon: '2025-02-30' } })).status).toBe(400);
    const d = await ekle({ kategoriId: k.id, ozelAlanlar: { voltaj: '230', renk: 'Gri', kalibrasyon: '2025-01-15', yabanci: 'x' }, alisTarihi: '2025-01-01' });
    expect(d.ozelAlanlar).toEqual({ voltaj: 230, renk: 'Gri', kalibrasyon: '2025-01-15' });
    expect(d.bakimAraligi).toBe(90);
    expect(d.sonrakiBakim).toBe('2025-04-01');
    // a category with assets cannot go; a secim field without options is refused
    expect((await istek('DELETE', `${E}/kategoriler/${k.id}`)).status).toBe(409);
    expect((await istek('POST', `${E}/kategoriler`, { ad: 'Boş seçim', alanlar: [{ anahtar: 'x', ad: 'X', tur: 'secim' }] })).status).toBe(400);
    expect((await istek('POST', `${E}/kategoriler`, { ad: 'Kahve makineleri' })).status).toBe(409);
  });
});

describe('asset CRUD', () => {
  it('adds with location, holder, dates and price; suggests the next DMR code; answers a slug', async () => {
    const personelId = await scalar<number>("SELECT id FROM personel WHERE ad = 'Ayşe Kaya'");
    const s1 = await veri(await istek('GET', `${D}/secenekler`));
    expect(s1.sonrakiKod).toBe('DMR-0001');
    expect(s1.lokasyonlar.find((l: Json) => l.id === mutfak).yol).toBe('Ana bina › Mutfak');
    const d = await ekle({ kod: 'dmr-0001', ad: 'Saç Kurutma Makinesi', marka: 'Philips', seriNo: 'SN-9', lokasyonId: mutfak, personelId, alisTarihi: '2024-05-01', alisKurus: 250000, garantiBitis: '2026-05-01' });
    expect(d).toMatchObject({ kod: 'DMR-0001', lokasyonYol: 'Ana bina › Mutfak', personelAd: 'Ayşe Kaya', durum: 'kullanimda', slug: etiketSlug('demirbas', d.id, mask) });
    expect((await veri(await istek('GET', `${D}/secenekler`))).sonrakiKod).toBe('DMR-0002');
    expect((await istek('POST', D, { kod: 'DMR-0001', ad: 'Kopya' })).status).toBe(409);
  });

  it('refuses invalid input with 400 and writes nothing', async () => {
    const once = await scalar('SELECT count(*) FROM envanter_demirbas');
    for (const body of [{ kod: '', ad: 'x' }, { kod: 'A', ad: '' }, { kod: 'A', ad: 'x', alisKurus: -1 }, { kod: 'A', ad: 'x', garantiBitis: '2025-13-01' },
      { kod: 'A', ad: 'x', lokasyonId: 999999 }, { kod: 'A', ad: 'x', durum: 'hurda' }, { kod: 'A', ad: 'x', fotolar: ['../x.webp'] }, { kod: 'A b', ad: 'x' }]) {
      expect((await istek('POST', D, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await scalar('SELECT count(*) FROM envanter_demirbas')).toBe(once);
  });

  it('updates (logging changed fields, move and holder), deletes only without history', async () => {
    const d = await ekle({ ad: 'Tabure' });
    const r = await istek('PUT', `${D}/${d.id}`, { kod: d.kod, ad: 'Bar taburesi', lokasyonId: teras, durum: 'depoda' });
    expect(r.status).toBe(200);
    expect(await veri(r)).toMatchObject({ ad: 'Bar taburesi', lokasyonYol: 'Teras', durum: 'depoda' });
    const islemler = (await detay(d.slug)).gecmis.map((g: Json) => g.islem);
    expect(islemler).toEqual(expect.arrayContaining(['ekle', 'guncelle', 'durum', 'transfer']));
    expect((await istek('DELETE', `${D}/${d.id}`)).status).toBe(409);
    const yeni = await ekle();
    expect((await istek('DELETE', `${D}/${yeni.id}`)).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM envanter_demirbas WHERE id = ?', yeni.id)).toBe(0);
  });
});

describe('list: paging, Turkish search, filters', () => {
  it('finds by folded words and filters by location subtree, status, warranty; pages of 50 with a total', async () => {
    const kahve = await ekle({ ad: 'Kahve Makinesi', marka: 'La Marzocco', lokasyonId: mutfak, garantiBitis: '2020-01-01' });
    const sac = await ekle({ ad: 'Saç Kurutma', lokasyonId: teras });
    const ara = async (q: string) => (await veri(await istek('GET', `${D}?q=${encodeURIComponent(q)}`))).demirbaslar.map((x: Json) => x.id);
    expect(await ara('KAHVE MAKINESI')).toContain(kahve.id);
    expect(await ara('sac kurutma')).toContain(sac.id);
    expect(await ara('marzocco kahve')).toEqual([kahve.id]);
    expect(await ara('100%_')).toEqual([]);
    const lok = (await veri(await istek('GET', `${D}?lokasyon=${bina}`))).demirbaslar.map((x: Json) => x.id);
    expect(lok).toContain(kahve.id);
    expect(lok).not.toContain(sac.id);
    expect((await veri(await istek('GET', `${D}?garanti=bitmis`))).demirbaslar.map((x: Json) => x.id)).toContain(kahve.id);
    await env.DB.batch(Array.from({ length: 60 }, (_, i) => env.DB.prepare("INSERT INTO envanter_demirbas (isletme_id, kod, ad, arama) VALUES (?, ?, 'Sandalye', 'sandalye')").bind(w.venue.A, `SND-${String(i).padStart(3, '0')}`)));
    const s1 = await veri(await istek('GET', `${D}?q=sandalye`));
    expect(s1).toMatchObject({ toplam: 60, sayfa: 1, sayfaBoyu: 50 });
    expect(s1.demirbaslar).toHaveLength(50);
    const s2 = await veri(await istek('GET', `${D}?q=sandalye&sayfa=2&sira=kod&yon=desc`));
    expect(s2.demirbaslar.map((x: Json) => x.kod)).toEqual(Array.from({ length: 10 }, (_, i) => `SND-${String(9 - i).padStart(3, '0')}`));
    const csv = await istek('GET', `${D}/disa-aktar?q=sandalye`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\n').filter(Boolean)).toHaveLength(61);
  });
});

describe('tenancy and permissions', () => {
  it("another venue's asset id or slug is 404, a location slug is 404", async () => {
    const b = await ekle({}, { venue: w.venue.B });
    expect((await istek('GET', `${D}/detay/${b.slug}`)).status).toBe(404);
    expect((await istek('PUT', `${D}/${b.id}`, { kod: 'X', ad: 'Y' })).status).toBe(404);
    expect((await istek('POST', `${D}/${b.id}/transfer`, { lokasyonId: teras })).status).toBe(404);
    expect((await istek('GET', `${D}/detay/${etiketSlug('lokasyon', teras, mask)}`)).status).toBe(404);
    expect((await istek('GET', `${D}/detay/garbage!`)).status).toBe(404);
  });

  it("another venue's staff member never resolves: not on an asset, not by name in its log", async () => {
    const yabanci = (await env.DB.prepare("INSERT INTO personel (isletme_id, ad) VALUES (?, 'Başka İşletmeden Can') RETURNING id").bind(w.venue.B).first<{ id: number }>())!.id;
    const { personelAdi } = await import('@worker/db/personel');
    expect(await personelAdi(env.DB, w.venue.A, yabanci)).toBeNull();
    expect(await personelAdi(env.DB, w.venue.B, yabanci)).toBe('Başka İşletmeden Can');
    const d = await ekle();
    const r = await istek('PUT', `${D}/${d.id}`, { kod: d.kod, ad: d.ad, personelId: yabanci });
    expect(r.status).toBe(400);
    expect((await json(r)).errorCode).toBe('STAFF_INVALID');
    expect((await detay(d.slug)).demirbas.personelAd).toBeNull();
    expect(await scalar<number>("SELECT count(*) FROM envanter_log WHERE ozet LIKE '%Başka İşletmeden%'")).toBe(0);
  });

  it('each action needs its own permission', async () => {
    const d = await ekle();
    const sadeceListe = await loginWith(w.venue.A, [KEY]);
    expect((await istek('GET', D, undefined, { token: sadeceListe })).status).toBe(200);
    expect((await istek('POST', `${D}/${d.id}/transfer`, { lokasyonId: teras }, { token: sadeceListe })).status).toBe(403);
    expect((await istek('POST', `${D}/${d.id}/cikis`, { neden: 'tamir', kime: 'Servis' }, { token: sadeceListe })).status).toBe(403);
    expect((await istek('POST', `${D}/${d.id}/bakim`, { tur: 'ariza', aciklama: 'x' }, { token: sadeceListe })).status).toBe(403);
    expect((await istek('PUT', `${D}/${d.id}`, { kod: d.kod, ad: 'x' }, { token: sadeceListe })).status).toBe(403);
    const transferci = await loginWith(w.venue.A, [KEY, `${KEY}:transfer`]);
    expect((await istek('POST', `${D}/${d.id}/transfer`, { lokasyonId: teras }, { token: transferci })).status).toBe(200);
  });
});

describe('actions', () => {
  it('transfer moves and logs; zimmet changes the holder', async () => {
    const personelId = await scalar<number>("SELECT id FROM personel WHERE ad = 'Ayşe Kaya'");
    const d = await ekle({ lokasyonId: mutfak });
    const sonuc = await veri(await istek('POST', `${D}/${d.id}/transfer`, { lokasyonId: teras, personelDegis: true, personelId, not: 'Yaz sezonu' }));
    expect(sonuc.demirbas).toMatchObject({ lokasyonYol: 'Teras', personelAd: 'Ayşe Kaya' });
    const [zimmet, tasima] = sonuc.gecmis;
    expect(zimmet).toMatchObject({ islem: 'zimmet', ozet: { yeni: 'Ayşe Kaya' } });
    expect(tasima).toMatchObject({ islem: 'transfer', ozet: { kaynak: 'Ana bina › Mutfak', hedef: 'Teras', not: 'Yaz sezonu' } });
    expect((await istek('POST', `${D}/${d.id}/transfer`, { lokasyonId: teras })).status).toBe(409);
    expect((await istek('POST', `${D}/${d.id}/transfer`, {})).status).toBe(400);
  });

  it('gate pass: numbered, status out, transfer refused while out, back closes it', async () => {
    const d = await ekle({ durum: 'depoda' });
    const r = await istek('POST', `${D}/${d.id}/cikis`, { neden: 'tamir', kime: 'Yetkili servis', beklenenDonus: '2030-01-10' });
    expect(r.status).toBe(201);
    const c = await veri(r);
    expect(c).toMatchObject({ neden: 'tamir', kime: 'Yetkili servis', donusZamani: null });
    expect((await detay(d.slug)).demirbas.durum).toBe('disarida');
    expect((await istek('POST', `${D}/${d.id}/cikis`, { neden: 'odunc', kime: 'Komşu' })).status).toBe(409);
    expect((await istek('POST', `${D}/${d.id}/transfer`, { lokasyonId: teras })).status).toBe(409);
    const belge = await veri(await istek('GET', `${E}/cikislar/${c.id}`));
    expect(belge.demirbas.kod).toBe(d.kod);
    const geri = await veri(await istek('POST', `${E}/cikislar/${c.id}/donus`, { lokasyonId: mutfak, durum: 'depoda' }));
    expect(geri.demirbas).toMatchObject({ durum: 'depoda', lokasyonYol: 'Ana bina › Mutfak' });
    expect(geri.acikCikis).toBeNull();
    expect(geri.gecmis[0]).toMatchObject({ islem: 'donus', ozet: { no: c.no } });
    expect((await istek('POST', `${E}/cikislar/${c.id}/donus`, {})).status).toBe(409);
  });

  it('gate pass numbers stay unique and in sequence under parallel requests', async () => {
    const idler = await Promise.all(Array.from({ length: 8 }, () => ekle()));
    const once = (await scalar<number>('SELECT coalesce(max(no), 0) FROM envanter_cikis WHERE isletme_id = ?', w.venue.A))!;
    const cevaplar = await Promise.all(idler.map((d) => istek('POST', `${D}/${d.id}/cikis`, { neden: 'odunc', kime: 'Etkinlik' })));
    expect(cevaplar.map((r) => r.status)).toEqual(Array(8).fill(201));
    const nolar = (await Promise.all(cevaplar.map(veri))).map((c: Json) => c.no).sort((a: number, b: number) => a - b);
    expect(nolar).toEqual(Array.from({ length: 8 }, (_, i) => once + i + 1));
  });

  it('maintenance: one open per asset, closing a periodic one sets the last maintenance day; due list', async () => {
    const d = await ekle({ bakimAralikGun: 30, alisTarihi: '2020-01-01' });
    const yaklasan = await veri(await istek('GET', `${E}/bakim/yaklasan`));
    expect(yaklasan.find((y: Json) => y.id === d.id)).toMatchObject({ slug: d.slug, kod: d.kod, sonTarih: '2020-01-31' });
    expect(yaklasan.find((y: Json) => y.id === d.id).gecikmeGun).toBeGreaterThan(365);
    const acik = await veri(await istek('POST', `${D}/${d.id}/bakim`, { tur: 'periyodik', aciklama: 'Kireç temizliği' }));
    expect(acik.demirbas.durum).toBe('tamirde');
    expect((await istek('POST', `${D}/${d.id}/bakim`, { tur: 'ariza', aciklama: 'ikinci' })).status).toBe(409);
    expect((await veri(await istek('GET', `${E}/bakim/yaklasan`))).map((y: Json) => y.id)).not.toContain(d.id);
    const kapali = await veri(await istek('POST', `${E}/bakimlar/${acik.acikBakim.id}/kapat`, { sonuc: 'Temizlendi', maliyetKurus: 15000 }));
    expect(kapali.demirbas.durum).toBe('kullanimda');
    expect(kapali.demirbas.sonBakim).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(kapali.gecmis[0]).toMatchObject({ islem: 'bakimKapat', ozet: { sonuc: 'Temizlendi', maliyetKurus: 15000 } });
    expect((await istek('POST', `${E}/bakimlar/${acik.acikBakim.id}/kapat`, { sonuc: 'yine' })).status).toBe(409);
  });
});
