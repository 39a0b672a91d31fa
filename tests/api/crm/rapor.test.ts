import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { VARSAYILAN_ESIKLER, segmentOf, segmentSinirlari, type Segment } from '@lib/crm/segment';
import { ayFarki, aylarOnce, dkDegistirici, sonAylar, utcFarkDk } from '@lib/crm/kohort';
import { prng } from '@lib/prng';
import { musteriBirlestir } from '@worker/db/musteri/birlestir';
import { kvkkSil } from '@worker/db/musteri/kvkk';
import { SILINMIS_AD } from '@lib/schemas/musteri';
import { call, insertRandevuPersoneli, insertVenue, json, loginWith, TUM_ISLETME_YETKILERI, type Json } from '../fixtures';
import { gun as cafeGunu, masa as cafeMasasi } from '../cafe/gun-fixtures';

/**
 * The CRM customer report and retention report against a straightforward recount: a few hundred visits with status
 * changes, checks closed / linked / relinked, a merge, deletions and a KVKK erase; crm_ozet (kept by triggers) must
 * equal a recount from randevu/adisyon, and the list, the segment counts and the cohorts must equal a JS recount.
 */

const TZ = 'Europe/Istanbul';
const GUN = 86_400_000;
const db = () => env.DB;
const tum = async <T>(sql: string, ...b: unknown[]) => (await db().prepare(sql).bind(...b).all<T>()).results;
const id = async (sql: string, ...b: unknown[]) => (await db().prepare(sql).bind(...b).first<{ id: number }>())!.id;

let v = 0;
let baska = 0;
let token = '';
let musteriler: number[] = [];
let silinen = 0;
let sule = 0;
let isik = 0;
let kod = 0;

async function randevu(musteriId: number, personel: number, hizmet: number, baslangic: number, durum: string, tutar: number): Promise<number> {
  const r = await id(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus)
    VALUES (?, ?, ?, ?, ?, ?, 'panel', ?, ?) RETURNING id`, v, musteriId, personel, new Date(baslangic).toISOString(), new Date(baslangic + 30 * 60_000).toISOString(), durum, `CRMR${v}X${++kod}`.padEnd(10, 'X'), tutar);
  await db().prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (?, ?, 30, ?)').bind(r, hizmet, tutar).run();
  return r;
}

async function adisyon(masa: number, gun: number, musteriId: number | null, kapanis: number, tutar: number, urun: string): Promise<number> {
  const a = await id(`INSERT INTO adisyon (isletme_id, no, masa_id, gun_id, durum, musteri_id, toplam_kurus, odenen_kurus, acilis, kapanis)
    VALUES (?, ?, ?, ?, 'kapali', ?, ?, ?, ?, ?) RETURNING id`, v, ++kod, masa, gun, musteriId, tutar, tutar, new Date(kapanis - 3_600_000).toISOString(), new Date(kapanis).toISOString());
  await db().prepare(`INSERT INTO adisyon_kalem (isletme_id, adisyon_id, ad, kategori_ad, birim_kurus, adet, tutar_kurus) VALUES (?, ?, ?, 'İçecek', ?, 1, ?)`).bind(v, a, urun, tutar, tutar).run();
  return a;
}

/** crm_ozet recounted from the source tables, the way the trigger's definition reads. */
async function yenidenSay() {
  const ziyaret = await tum<{ musteri_id: number; zaman: string; tutar: number; kaynak: string }>(`
    SELECT musteri_id, baslangic AS zaman, max(toplam_kurus - indirim_kurus, 0) AS tutar, 'r' AS kaynak FROM randevu WHERE isletme_id = ?1 AND durum = 'tamamlandi'
    UNION ALL SELECT musteri_id, kapanis, toplam_kurus, 'a' FROM adisyon WHERE isletme_id = ?1 AND durum = 'kapali' AND musteri_id IS NOT NULL`, v);
  const gelmedi = await tum<{ musteri_id: number; n: number }>("SELECT musteri_id, count(*) AS n FROM randevu WHERE isletme_id = ? AND durum = 'gelmedi' GROUP BY musteri_id", v);
  const m = new Map<number, { ilk: string; son: string; ziyaret: number; randevu: number; adisyon: number; harcama: number; gelmedi: number; aylar: Set<string> }>();
  const al = (id: number) => {
    let o = m.get(id);
    if (!o) m.set(id, (o = { ilk: '', son: '', ziyaret: 0, randevu: 0, adisyon: 0, harcama: 0, gelmedi: 0, aylar: new Set() }));
    return o;
  };
  const mod = utcFarkDk(Date.now(), TZ);
  for (const z of ziyaret) {
    const o = al(z.musteri_id);
    if (!o.ilk || z.zaman < o.ilk) o.ilk = z.zaman;
    if (!o.son || z.zaman > o.son) o.son = z.zaman;
    o.ziyaret += 1;
    o[z.kaynak === 'r' ? 'randevu' : 'adisyon'] += 1;
    o.harcama += z.tutar;
    o.aylar.add(new Date(Date.parse(z.zaman) + mod * 60_000).toISOString().slice(0, 7));
  }
  for (const g of gelmedi) al(g.musteri_id).gelmedi = g.n;
  return m;
}

/** Customers still on record (an erased one is no customer: counted nowhere, see worker/db/musteri/canli.ts). */
const canlilar = async () => new Set((await tum<{ id: number }>('SELECT id FROM musteri WHERE isletme_id = ? AND silinme_zamani IS NULL', v)).map((r) => r.id));

const get = async (path: string): Promise<Json> => {
  const res = await call('GET', `/api/isletme/crm${path}`, { token, venue: v });
  expect(res.status, path).toBe(200);
  return (await json(res)).data;
};

async function tumSayfalar(sorgu: string): Promise<Json[]> {
  const out: Json[] = [];
  for (let sayfa = 1; ; sayfa += 1) {
    const d = await get(`/musteriler?${sorgu}&sayfa=${sayfa}`);
    out.push(...d.satirlar);
    if (sayfa * d.sayfaBoyutu >= d.toplam) return out;
  }
}

beforeAll(async () => {
  v = await insertVenue({ ad: 'CRM Rapor Salonu', urlAdi: `crm-rapor-${Math.floor(Math.random() * 1e9)}`, tur: 'salon' });
  baska = await insertVenue({ ad: 'CRM Başka', urlAdi: `crm-baska-${Math.floor(Math.random() * 1e9)}`, tur: 'salon' });
  token = await loginWith(v, TUM_ISLETME_YETKILERI);
  const rnd = prng(13);
  const personel = await insertRandevuPersoneli(v, 'Usta');
  const hizmetler = [
    await id(`INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, '{"tr":"Saç kesimi"}', 30, 30000) RETURNING id`, v),
    await id(`INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, '{"tr":"Fön"}', 30, 15000) RETURNING id`, v),
  ];
  const masa = await cafeMasasi(v);
  const gun = await cafeGunu(v, '2026-01-01', new Date().toISOString());
  const adlar = ['Şule Yıldız', 'Sule Kaya', 'Işık Demir', 'Ayşe Öztürk', 'Çağrı Uğur', 'İpek Şahin', 'Zeynep Ak', 'Mehmet Can', 'Ali Veli', 'Gül Er'];
  musteriler = [];
  for (let i = 0; i < 40; i += 1) {
    const ad = i < adlar.length ? adlar[i]! : `Müşteri ${i}`;
    musteriler.push(await id('INSERT INTO musteri (isletme_id, ad_soyad, telefon, email) VALUES (?, ?, ?, ?) RETURNING id', v, ad, `+90532${String(1_000_000 + i * 7919).slice(0, 7)}`, i % 3 === 0 ? `m${i}@ornek.test` : null));
  }
  [sule, , isik] = musteriler as [number, number, number];
  // a customer of another venue with the same name: never in this venue's report
  await id("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Şule Başka', '+905329999999') RETURNING id", baska);
  const simdi = Date.now();
  const randevular: number[] = [];
  const adisyonlar: number[] = [];
  // customers 30–39 never come (a few only miss appointments)
  for (let n = 0; n < 260; n += 1) {
    const m = musteriler[Math.floor(rnd() * 30)]!;
    const zaman = simdi - Math.floor(rnd() * 540 * GUN) - 3_600_000;
    if (rnd() < 0.65) {
      const durum = rnd() < 0.8 ? 'tamamlandi' : rnd() < 0.5 ? 'gelmedi' : 'iptal';
      randevular.push(await randevu(m, personel, hizmetler[Math.floor(rnd() * 2)]!, zaman, durum, 10_000 + Math.floor(rnd() * 50_000)));
    } else {
      adisyonlar.push(await adisyon(masa, gun, rnd() < 0.85 ? m : null, zaman, 5_000 + Math.floor(rnd() * 20_000), rnd() < 0.5 ? 'Latte' : 'Çay'));
    }
  }
  for (const m of musteriler.slice(32, 35)) await randevu(m, personel, hizmetler[0]!, simdi - 10 * GUN, 'gelmedi', 10_000);
  // status changes, relinks, deletions
  for (const r of randevular.filter(() => rnd() < 0.2)) {
    await db().prepare('UPDATE randevu SET durum = ? WHERE id = ?').bind(['tamamlandi', 'gelmedi', 'iptal', 'onaylandi'][Math.floor(rnd() * 4)], r).run();
  }
  for (const r of randevular.filter(() => rnd() < 0.05)) await db().prepare('UPDATE randevu SET indirim_kurus = 2000, baslangic = ?, bitis = ? WHERE id = ?').bind(new Date(simdi - 5 * GUN).toISOString(), new Date(simdi - 5 * GUN + 1_800_000).toISOString(), r).run();
  for (const a of adisyonlar.filter(() => rnd() < 0.15)) await db().prepare('UPDATE adisyon SET musteri_id = ? WHERE id = ?').bind(musteriler[Math.floor(rnd() * 30)], a).run();
  for (const a of adisyonlar.filter(() => rnd() < 0.05)) await db().prepare('UPDATE adisyon SET musteri_id = NULL WHERE id = ?').bind(a).run();
  for (const r of randevular.filter(() => rnd() < 0.05)) {
    await db().prepare('DELETE FROM randevu_kalem WHERE randevu_id = ?').bind(r).run();
    await db().prepare('DELETE FROM randevu WHERE id = ?').bind(r).run();
  }
  // a merge of two appointment-only customers (the merged-away one has no linked check)
  const ikiz = await id("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Zeynep Ak (eski)', '+905321112233') RETURNING id", v);
  for (let i = 0; i < 3; i += 1) await randevu(ikiz, personel, hizmetler[1]!, simdi - (20 + i * 40) * GUN, 'tamamlandi', 12_000);
  await musteriBirlestir(db(), v, null, musteriler[6]!, ikiz);
  // an open debt, a package, marketing consent
  await db().prepare("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, tarih, kaynak) VALUES (?, ?, 'borc', 45000, ?, 'manuel')").bind(v, musteriler[3], new Date().toISOString()).run();
  const paket = await id('INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus, son_gun) VALUES (?, ?, ?, 100000, NULL) RETURNING id', v, musteriler[4], '5 seans');
  await db().prepare('INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan) VALUES (?, ?, 5, 3)').bind(paket, hizmetler[0]).run();
  await db().prepare("INSERT INTO musteri_onay (isletme_id, musteri_id, tur, kanal, verildi, kaynak) VALUES (?, ?, 'pazarlama', 'sms', 1, 'panel')").bind(v, musteriler[5]).run();
  // KVKK erase of a customer with visits
  silinen = musteriler[7]!;
  await randevu(silinen, personel, hizmetler[0]!, simdi - 3 * GUN, 'tamamlandi', 20_000);
  await kvkkSil(db(), v, silinen, 'Mehmet Can');
}, 120_000);

describe('crm_ozet (kept by triggers)', () => {
  it('equals a recount from appointments and checks after status changes, relinks, deletions, a merge and an erase', async () => {
    const beklenen = await yenidenSay();
    const ozet = await tum<{ musteri_id: number; ilk_ziyaret: string | null; son_ziyaret: string | null; ziyaret: number; randevu_ziyaret: number; adisyon_ziyaret: number; harcama_kurus: number; gelmedi: number }>(
      'SELECT * FROM crm_ozet WHERE isletme_id = ? ORDER BY musteri_id', v);
    expect(ozet.length).toBe(beklenen.size);
    expect(ozet.length).toBeGreaterThan(25);
    for (const o of ozet) {
      const b = beklenen.get(o.musteri_id)!;
      expect(o, String(o.musteri_id)).toMatchObject({
        ilk_ziyaret: b.ilk || null, son_ziyaret: b.son || null, ziyaret: b.ziyaret, randevu_ziyaret: b.randevu, adisyon_ziyaret: b.adisyon, harcama_kurus: b.harcama, gelmedi: b.gelmedi,
      });
    }
  });
});

describe('GET /api/isletme/crm/musteriler', () => {
  it('lists every live customer once with the recounted figures and segment; the erased one is not listed', async () => {
    const beklenen = await yenidenSay();
    const sinir = segmentSinirlari(new Date(), TZ, VARSAYILAN_ESIKLER);
    const satirlar = await tumSayfalar('sira=ad&yon=artan');
    const idler = satirlar.map((s) => s.id as number);
    expect(new Set(idler).size).toBe(idler.length);
    expect(idler).not.toContain(silinen);
    expect(idler.sort((a, b) => a - b)).toEqual(musteriler.filter((m) => m !== silinen).sort((a, b) => a - b));
    for (const s of satirlar) {
      const b = beklenen.get(s.id);
      const seg = b ? segmentOf({ ilkZiyaret: b.ilk || null, sonZiyaret: b.son || null, ziyaret: b.ziyaret, harcamaKurus: b.harcama }, sinir, VARSAYILAN_ESIKLER) : null;
      expect(s, s.adSoyad).toMatchObject({ ziyaret: b?.ziyaret ?? 0, harcamaKurus: b?.harcama ?? 0, gelmedi: b?.gelmedi ?? 0, sonZiyaret: b?.son || null, segment: seg });
      if (s.ziyaret > 0) expect(s.ortalamaKurus).toBe(Math.round(s.harcamaKurus / s.ziyaret));
    }
    const d = satirlar.find((s) => s.id === musteriler[3]);
    expect(d.borcKurus).toBe(45_000);
    expect(satirlar.find((s) => s.id === musteriler[4]).kalanSeans).toBe(3);
    expect(satirlar.find((s) => s.id === musteriler[5]).onay).toMatchObject({ sms: true, email: false });
    const favorili = satirlar.filter((s) => s.randevuZiyaret > 0);
    expect(favorili.length).toBeGreaterThan(0);
    for (const s of favorili) expect(['Saç kesimi', 'Fön']).toContain(s.favoriHizmet);
    for (const s of satirlar.filter((x) => x.adisyonZiyaret > 0)) expect(['Latte', 'Çay']).toContain(s.favoriUrun);
  });

  it('sorts by every column both ways (no-visit rows last for the dates)', async () => {
    const sayi = (k: string) => (s: Json) => s[k] as number;
    for (const [sira, deger] of [['harcama', sayi('harcamaKurus')], ['ziyaret', sayi('ziyaret')], ['gelmedi', sayi('gelmedi')], ['ortalama', sayi('ortalamaKurus')], ['borc', sayi('borcKurus')]] as const) {
      for (const yon of ['artan', 'azalan'] as const) {
        const liste = (await tumSayfalar(`sira=${sira}&yon=${yon}`)).map(deger);
        const sirali = [...liste].sort((a, b) => (yon === 'artan' ? a - b : b - a));
        expect(liste, `${sira} ${yon}`).toEqual(sirali);
      }
    }
    const son = (await get('/musteriler?sira=son&yon=artan')).satirlar.map((s: Json) => s.sonZiyaret);
    const dolu = son.filter(Boolean);
    expect(dolu).toEqual([...dolu].sort());
    expect(son.slice(0, dolu.length)).toEqual(dolu);
    const adlar = (await tumSayfalar('sira=ad&yon=artan')).map((s) => s.adSoyad as string);
    // Turkish capitals sort with their plain letters: Şule beside Sule, not after Z
    expect(Math.abs(adlar.indexOf('Şule Yıldız') - adlar.indexOf('Sule Kaya'))).toBe(1);
    expect(adlar.indexOf('Şule Yıldız')).toBeLessThan(adlar.indexOf('Zeynep Ak'));
    const seg = (await tumSayfalar('sira=segment&yon=artan')).map((s) => ['yeni', 'duzenli', 'sadik', 'riskli', 'kayip', null].indexOf(s.segment));
    expect(seg).toEqual([...seg].sort((a, b) => a - b));
  });

  it('finds folded text: "sule" finds Şule and Sule, "ISIK" finds Işık, phone digits find the number; another venue never', async () => {
    const ara = async (q: string) => (await get(`/musteriler?q=${encodeURIComponent(q)}`)).satirlar.map((s: Json) => s.id as number).sort();
    expect(await ara('sule')).toEqual([sule, musteriler[1]].sort());
    expect(await ara('ISIK')).toEqual([isik]);
    expect(await ara('  şULE   yildiz ')).toEqual([sule]);
    expect(await ara('ipek sahin')).toEqual([musteriler[5]]);
    expect(await ara('mehmet')).toEqual([]);
    expect(await ara(SILINMIS_AD)).toEqual([]);
  });

  it('filters by segment, consent, debt, package and last-visit range', async () => {
    const hepsi = await tumSayfalar('sira=ad');
    for (const seg of ['yeni', 'duzenli', 'sadik', 'riskli', 'kayip'] as Segment[]) {
      const liste = await tumSayfalar(`segment=${seg}`);
      expect(liste.every((s) => s.segment === seg)).toBe(true);
      expect(liste.length).toBe(hepsi.filter((s) => s.segment === seg).length);
    }
    const yok = await tumSayfalar('segment=yok');
    expect(yok.length).toBe(hepsi.filter((s) => s.segment === null).length);
    expect(yok.length).toBeGreaterThanOrEqual(5);
    expect((await tumSayfalar('onay=var')).map((s) => s.id)).toEqual([musteriler[5]]);
    expect((await tumSayfalar('onay=yok')).length).toBe(hepsi.length - 1);
    expect((await tumSayfalar('borc=1')).map((s) => s.id)).toEqual([musteriler[3]]);
    expect((await tumSayfalar('paket=1')).map((s) => s.id)).toEqual([musteriler[4]]);
    const bas = new Date(Date.now() - 90 * GUN).toISOString().slice(0, 10);
    const aralik = await tumSayfalar(`sonBas=${bas}`);
    expect(aralik.length).toBeGreaterThan(0);
    // the range is in the venue's local days (Istanbul, UTC+3)
    expect(aralik.every((s) => s.sonZiyaret && Date.parse(s.sonZiyaret) >= Date.parse(`${bas}T00:00:00+03:00`))).toBe(true);
    expect(aralik.length).toBe(hepsi.filter((s) => s.sonZiyaret && Date.parse(s.sonZiyaret) >= Date.parse(`${bas}T00:00:00+03:00`)).length);
  });

  it('answers 400 with a clear message for bad queries, never a 500', async () => {
    for (const q of ['sira=kimlik', 'yon=yukari', 'segment=vip', 'sayfa=0', 'sayfa=abc', 'sonBas=2026-13-01', 'borc=2', `q=${'x'.repeat(101)}`]) {
      const res = await call('GET', `/api/isletme/crm/musteriler?${q}`, { token, venue: v });
      expect(res.status, q).toBe(400);
    }
    const res = await call('GET', '/api/isletme/crm/musteriler?sonBas=2026-05-02&sonBit=2026-05-01', { token, venue: v });
    expect(res.status).toBe(400);
    expect((await json(res)).errorDetail).toContain('Son ziyaret');
  });

  it('a page past the end answers the last page', async () => {
    const d = await get('/musteriler?sayfa=999');
    expect(d.sayfa).toBe(1);
    expect(d.satirlar.length).toBe(d.toplam);
  });

  it('another venue reads none of these customers', async () => {
    const digeri = await loginWith(baska, TUM_ISLETME_YETKILERI);
    const d = (await json(await call('GET', '/api/isletme/crm/musteriler', { token: digeri, venue: baska }))).data;
    expect(d.satirlar.map((s: Json) => s.adSoyad)).toEqual(['Şule Başka']);
    // this venue's token with the other venue's header: refused
    expect((await call('GET', '/api/isletme/crm/musteriler', { token, venue: baska })).status).toBe(403);
  });
});

describe('GET /api/isletme/crm/musteriler/ozet', () => {
  it('counts every live customer per segment (the erased one nowhere, as in the list) and new vs returning per local month', async () => {
    const canli = await canlilar();
    const beklenen = new Map([...(await yenidenSay())].filter(([m]) => canli.has(m)));
    const sinir = segmentSinirlari(new Date(), TZ, VARSAYILAN_ESIKLER);
    const d = await get('/musteriler/ozet');
    const sayac: Record<string, number> = { yeni: 0, duzenli: 0, sadik: 0, riskli: 0, kayip: 0, yok: 0 };
    for (const m of canli) {
      const b = beklenen.get(m);
      const s = (b && segmentOf({ ilkZiyaret: b.ilk || null, sonZiyaret: b.son || null, ziyaret: b.ziyaret, harcamaKurus: b.harcama }, sinir, VARSAYILAN_ESIKLER)) ?? 'yok';
      sayac[s] = (sayac[s] ?? 0) + 1;
    }
    expect(d.segmentler).toEqual(sayac);
    expect(canli.has(silinen)).toBe(false);
    const aylar = sonAylar(Date.now(), TZ);
    const mod = utcFarkDk(Date.now(), TZ) * 60_000;
    const ayOf = (iso: string) => new Date(Date.parse(iso) + mod).toISOString().slice(0, 7);
    expect(d.aylar.map((a: Json) => a.ay)).toEqual(aylar);
    for (const a of d.aylar) {
      let yeni = 0;
      let donen = 0;
      for (const b of beklenen.values()) {
        if (!b.aylar.has(a.ay)) continue;
        if (ayOf(b.ilk) === a.ay) yeni += 1;
        else if (ayOf(b.ilk) < a.ay) donen += 1;
      }
      expect(a, a.ay).toEqual({ ay: a.ay, yeni, donen });
    }
  });
});

describe('GET /api/isletme/crm/kohort', () => {
  it('cohorts and segment moves equal a JS recount of live customers; a cell neither counts nor lists the erased one', async () => {
    const canli = await canlilar();
    const hepsiBeklenen = await yenidenSay();
    const beklenen = new Map([...hepsiBeklenen].filter(([m]) => canli.has(m)));
    const d = await get('/kohort');
    const aylar = sonAylar(Date.now(), TZ);
    const mod = utcFarkDk(Date.now(), TZ) * 60_000;
    const ayOf = (iso: string) => new Date(Date.parse(iso) + mod).toISOString().slice(0, 7);
    expect(d.kohortlar.map((k: Json) => k.ay)).toEqual(aylar);
    for (const k of d.kohortlar) {
      const grup = [...beklenen.values()].filter((b) => b.ilk && ayOf(b.ilk) === k.ay);
      expect(k.musteri, k.ay).toBe(grup.length);
      const donen = Array.from({ length: 12 }, (_, i) => (i <= ayFarki(k.ay, aylar[11]!) ? grup.filter((b) => [...b.aylar].some((a) => ayFarki(k.ay, a) === i)).length : null));
      expect(k.donen, k.ay).toEqual(donen);
      if (k.musteri > 0) expect(k.donen[0]).toBe(k.musteri);
    }
    // segment moves: the segment three months ago from the visits before then
    const an = aylarOnce(Date.now(), TZ, 3);
    expect(Date.parse(d.gecisTarihi)).toBe(an);
    const eskiSinir = segmentSinirlari(new Date(an), TZ, VARSAYILAN_ESIKLER);
    const yeniSinir = segmentSinirlari(new Date(), TZ, VARSAYILAN_ESIKLER);
    const ziyaret = await tum<{ musteri_id: number; zaman: string; tutar: number }>('SELECT musteri_id, zaman, tutar_kurus AS tutar FROM crm_ziyaret WHERE isletme_id = ?', v);
    const matris: Record<string, Record<string, number>> = {};
    for (const m of canli) {
      const once = ziyaret.filter((z) => z.musteri_id === m && Date.parse(z.zaman) < an);
      const eski = once.length ? segmentOf({
        ilkZiyaret: once.map((z) => z.zaman).sort()[0]!, sonZiyaret: once.map((z) => z.zaman).sort().at(-1)!, ziyaret: once.length, harcamaKurus: once.reduce((s, z) => s + z.tutar, 0),
      }, eskiSinir, VARSAYILAN_ESIKLER) : null;
      const b = beklenen.get(m);
      const yeni = b ? segmentOf({ ilkZiyaret: b.ilk, sonZiyaret: b.son, ziyaret: b.ziyaret, harcamaKurus: b.harcama }, yeniSinir, VARSAYILAN_ESIKLER) : null;
      matris[eski ?? 'yok'] ??= {};
      matris[eski ?? 'yok']![yeni ?? 'yok'] = (matris[eski ?? 'yok']![yeni ?? 'yok'] ?? 0) + 1;
    }
    for (const [eski, satir] of Object.entries(d.gecisler as Record<string, Record<string, number>>)) {
      for (const [yeni, n] of Object.entries(satir)) expect(n, `${eski}→${yeni}`).toBe(matris[eski]?.[yeni] ?? 0);
    }
    // the cell the erased customer would be in: neither counted nor named
    const b = hepsiBeklenen.get(silinen)!;
    const seg = segmentOf({ ilkZiyaret: b.ilk, sonZiyaret: b.son, ziyaret: b.ziyaret, harcamaKurus: b.harcama }, yeniSinir, VARSAYILAN_ESIKLER)!;
    const onceSil = ziyaret.filter((z) => z.musteri_id === silinen && Date.parse(z.zaman) < an);
    const eskiSil = onceSil.length ? segmentOf({ ilkZiyaret: onceSil.map((z) => z.zaman).sort()[0]!, sonZiyaret: onceSil.map((z) => z.zaman).sort().at(-1)!, ziyaret: onceSil.length, harcamaKurus: onceSil.reduce((s, z) => s + z.tutar, 0) }, eskiSinir, VARSAYILAN_ESIKLER) : null;
    const hucre = await get(`/kohort/hucre?tur=gecis&eski=${eskiSil ?? 'yok'}&yeni=${seg}`);
    expect(hucre).not.toHaveProperty('silinmis');
    expect(hucre.toplam).toBe(d.gecisler[eskiSil ?? 'yok'][seg]);
    expect(hucre.satirlar.map((s: Json) => s.id)).not.toContain(silinen);
    // a cohort cell lists exactly its count
    const dolu = d.kohortlar.find((k: Json) => k.musteri > 1);
    if (dolu) {
      const c = await get(`/kohort/hucre?tur=kohort&kohort=${dolu.ay}&ay=0`);
      expect(c.toplam).toBe(dolu.donen[0]);
      expect(c.satirlar.length).toBe(c.toplam);
    }
    expect(dkDegistirici(180)).toBe('+180 minutes');
  });

  it('refuses bad cells with 400', async () => {
    for (const q of ['tur=kohort', 'tur=kohort&kohort=2026-13&ay=0', 'tur=kohort&kohort=2026-01&ay=12', 'tur=gecis&eski=vip&yeni=yeni', 'tur=x', '']) {
      expect((await call('GET', `/api/isletme/crm/kohort/hucre?${q}`, { token, venue: v })).status, q).toBe(400);
    }
  });
});

describe('CSV exports', () => {
  it('the filtered customer list and the retention tables as Turkish Excel CSV', async () => {
    const res = await call('GET', '/api/isletme/crm/musteriler.csv?q=sule', { token, venue: v });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const metin = await res.text();
    const satirlar = metin.trim().split('\r\n');
    expect(satirlar[0]).toContain('Ad soyad;Telefon');
    expect(satirlar.length).toBe(3);
    expect(metin).toContain('Şule Yıldız');
    expect(metin).not.toContain(SILINMIS_AD);
    const k = await call('GET', '/api/isletme/crm/kohort.csv', { token, venue: v });
    expect(k.status).toBe(200);
    expect(await k.text()).toContain('İlk ziyaret ayı');
  });

  it('needs the export action', async () => {
    const bakan = await loginWith(v, ['isletme:crm:musteri:rapor', 'isletme:crm:musteri:rapor-detay-2']);
    expect((await call('GET', '/api/isletme/crm/musteriler', { token: bakan, venue: v })).status).toBe(200);
    expect((await call('GET', '/api/isletme/crm/musteriler.csv', { token: bakan, venue: v })).status).toBe(403);
    expect((await call('GET', '/api/isletme/crm/kohort.csv', { token: bakan, venue: v })).status).toBe(403);
  });
});

describe('segment thresholds in the venue parameters', () => {
  const KEY = 'isletme:ayarlar:yonetim:parametre';
  async function govde(t: string) {
    const p = (await json(await call('GET', '/api/isletme/parametre', { token: t, venue: v }))).data;
    const { kategoriler, guncelleme: _g, kvkkVarsayilan: _k, kvkkYolu: _y, ...rest } = p;
    return { ...rest, kategoriKdv: kategoriler.map((k: Json) => ({ id: k.id, kdv: k.kdv })) };
  }

  it('reads the defaults, saves valid thresholds (logged) and the report uses them', async () => {
    const t = await loginWith(v, [KEY, `${KEY}:guncelle`, 'isletme:crm:musteri:rapor']);
    const g = await govde(t);
    expect(g).toMatchObject({ crmYeniGun: 30, crmRiskGun: 60, crmKayipGun: 150, crmDuzenliZiyaret: 2, crmSadikZiyaret: 8, crmSadikHarcamaKurus: 500_000 });
    const res = await call('PUT', '/api/isletme/parametre', { token: t, venue: v, body: { ...g, crmRiskGun: 1, crmKayipGun: 2 } });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ crmRiskGun: 1, crmKayipGun: 2 });
    const log = (await json(await call('GET', '/api/isletme/parametre/log', { token: t, venue: v }))).data.satirlar.map((s: Json) => [s.alan, s.eski, s.yeni]);
    expect(log).toContainEqual(['crmRiskGun', '60', '1']);
    expect(log).toContainEqual(['crmKayipGun', '150', '2']);
    // every customer who did not visit today is now at risk or lost
    const ozet = (await json(await call('GET', '/api/isletme/crm/musteriler/ozet', { token: t, venue: v }))).data;
    expect(ozet.esikler).toMatchObject({ riskGun: 1, kayipGun: 2 });
    expect(ozet.segmentler.yeni + ozet.segmentler.duzenli + ozet.segmentler.sadik).toBe(0);
    expect((await call('PUT', '/api/isletme/parametre', { token: t, venue: v, body: g })).status).toBe(200);
  });

  it('refuses risk ≥ lost, regular ≥ loyal, out-of-range and partial sets with a clear message, nothing saved', async () => {
    const t = await loginWith(v, [KEY, `${KEY}:guncelle`]);
    const g = await govde(t);
    const dene = async (patch: Record<string, unknown>, mesaj: string, alan: string) => {
      const res = await call('PUT', '/api/isletme/parametre', { token: t, venue: v, body: { ...g, ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      const body = await json(res);
      expect(body.errorDetail, JSON.stringify(patch)).toContain(mesaj);
      if (body.fields) expect(Object.keys(body.fields)).toContain(alan);
    };
    await dene({ crmRiskGun: 150, crmKayipGun: 150 }, 'Kayıp süresi, risk altında', 'crmKayipGun');
    await dene({ crmDuzenliZiyaret: 8, crmSadikZiyaret: 8 }, 'Sadık için ziyaret sayısı, düzenli', 'crmSadikZiyaret');
    await dene({ crmYeniGun: 0 }, 'Yeni müşteri süresi', 'crmYeniGun');
    await dene({ crmSadikHarcamaKurus: 1.5 }, 'Sadık için harcama', 'crmSadikHarcamaKurus');
    await dene({ crmYeniGun: undefined }, 'altısı birlikte', 'crmYeniGun');
    expect(await govde(t)).toMatchObject({ crmYeniGun: 30, crmRiskGun: 60, crmKayipGun: 150, crmDuzenliZiyaret: 2, crmSadikZiyaret: 8 });
  });
});

describe('one rule for erased customers', () => {
  it('a KVKK erase takes exactly one customer off the list total, the segment chart, the segment moves, the cohorts and the dashboard', async () => {
    const personel = (await tum<{ id: number }>('SELECT id FROM randevu_personel WHERE isletme_id = ? LIMIT 1', v))[0]!.id;
    const hizmet = (await tum<{ id: number }>('SELECT id FROM randevu_hizmet WHERE isletme_id = ? LIMIT 1', v))[0]!.id;
    const yeni = await id("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Silinecek Deneme', '+905327776655') RETURNING id", v);
    await randevu(yeni, personel, hizmet, Date.now() - 2 * GUN, 'tamamlandi', 25_000);
    const toplamlar = async () => {
      const toplam = (x: Record<string, number>) => Object.values(x).reduce((a, b) => a + b, 0);
      const kohort = await get('/kohort');
      const pano = (await json(await call('GET', '/api/isletme/randevu/ozet', { token, venue: v }))).data;
      return {
        liste: (await get('/musteriler?sayfa=1')).toplam as number,
        segment: toplam((await get('/musteriler/ozet')).segmentler),
        gecis: Object.values(kohort.gecisler as Record<string, Record<string, number>>).reduce((a, satir) => a + toplam(satir), 0),
        kohort: (kohort.kohortlar as Json[]).reduce((a, k) => a + (k.musteri as number), 0),
        yeniMusteri: pano.gelir.yeniMusteri as number,
      };
    };
    const once = await toplamlar();
    expect(once.segment).toBe(once.liste);
    expect(once.gecis).toBe(once.liste);
    await kvkkSil(db(), v, yeni, 'Silinecek Deneme');
    const sonra = await toplamlar();
    expect(sonra).toEqual({ liste: once.liste - 1, segment: once.segment - 1, gecis: once.gecis - 1, kohort: once.kohort - 1, yeniMusteri: once.yeniMusteri - 1 });
  });
});
