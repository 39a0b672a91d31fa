import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { KVKK_METIN_SURUM } from '@lib/schemas/randevu/kanal';
import { kodUret } from '@worker/db/randevu/yaz';
import { buildWorld, call, insertVenue, json, login, loginWith, scalar, type Json, type World, insertRandevuPersoneli } from '../fixtures';
import { kanalKur, rezerveEt, yerelTarih, yerelZaman } from '../randevu/fixtures';

/** /api/isletme/randevu/musteriler: customers (list, CSV, create, edit, detail) and their KVKK export / erase. */

const P = '/api/isletme/randevu/musteriler';
const KEY = 'isletme:randevutakip:musteriler';
let w: World;
let owner: string;
let n = 0;
const uniq = () => `${++n}${Math.floor(Math.random() * 1e5)}`;
let telNo = 0;
/** a distinct mobile number in the national spelling ('0541 000 00 01') and its E.164 form */
function tel(): { yerel: string; e164: string } {
  telNo += 1;
  const d = String(telNo).padStart(7, '0');
  return { yerel: `0541 ${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5)}`, e164: `+90541${d}` };
}

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

const A = (method: string, path = '', body?: unknown, lang?: string) => call(method, `${P}${path}`, { token: owner, venue: w.venue.A, body, lang });
const musteriSayisi = () => scalar<number>('SELECT count(*) FROM musteri');
async function ekle(extra: Record<string, unknown> = {}, token = owner, venue = w.venue.A): Promise<Json> {
  const response = await call('POST', P, { token, venue, body: { adSoyad: `Müşteri ${uniq()}`, telefon: tel().yerel, ...extra } });
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data;
}
const id1 = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<{ id: number }>())!.id;
const hizmet = (isletmeId: number, ad: string) => id1('INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, ?, 30, 40000) RETURNING id', isletmeId, JSON.stringify({ tr: ad, en: `${ad} EN` }));
const personel = (isletmeId: number, ad: string) => insertRandevuPersoneli(isletmeId, ad);
/** an appointment row with one item (no cells: past or test-only) */
async function randevu(r: { isletmeId: number; musteriId: number; personelId: number; hizmetId: number; gun: number; durum: string; kurus: number; notlar?: string }): Promise<number> {
  const bas = yerelZaman(r.gun, 11);
  const id = await id1("INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, notlar) VALUES (?, ?, ?, ?, ?, ?, 'panel', ?, ?, ?) RETURNING id",
    r.isletmeId, r.musteriId, r.personelId, bas, new Date(Date.parse(bas) + 30 * 60_000).toISOString(), r.durum, kodUret(), r.kurus, r.notlar ?? '');
  await env.DB.prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) VALUES (?, ?, 30, ?)').bind(id, r.hizmetId, r.kurus).run();
  return id;
}
async function paket(isletmeId: number, musteriId: number, ad: string, hizmetId: number, kalan: number, sonGun: string | null): Promise<number> {
  const id = await id1('INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus, son_gun) VALUES (?, ?, ?, 100000, ?) RETURNING id', isletmeId, musteriId, ad, sonGun);
  await env.DB.prepare('INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan) VALUES (?, ?, 5, ?)').bind(id, hizmetId, kalan).run();
  return id;
}
const cari = (isletmeId: number, musteriId: number, tur: 'borc' | 'tahsilat', kurus: number, aciklama = '') =>
  env.DB.prepare("INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, aciklama, tarih) VALUES (?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))").bind(isletmeId, musteriId, tur, kurus, aciklama).run();

describe('create and edit', () => {
  it('creates a customer: phone normalised, consent stamped by the server clock with the current text version', async () => {
    const t = tel();
    const once = new Date().toISOString();
    const response = await A('POST', '', { adSoyad: '  Ayşe Yılmaz  ', telefon: t.yerel, email: 'ayse@ornek.test', notlar: 'Parfümsüz ürün', dogumTarihi: '1990-05-17', kvkkOnay: true, kvkkOnayZamani: '2001-01-01T00:00:00.000Z' });
    expect(response.status).toBe(201);
    const { data } = await json(response);
    expect(data).toMatchObject({ adSoyad: 'Ayşe Yılmaz', telefon: t.e164, email: 'ayse@ornek.test', notlar: 'Parfümsüz ürün', dogumTarihi: '1990-05-17', silinmeZamani: null });
    expect(data.kvkk.surum).toBe(KVKK_METIN_SURUM);
    // the client's back-dated time is ignored
    expect(data.kvkk.zaman >= once && data.kvkk.zaman <= new Date().toISOString()).toBe(true);
    expect(await scalar('SELECT kvkk_onay_zamani FROM musteri WHERE id = ?', data.id)).toBe(data.kvkk.zaman);
    const without = await ekle({ kvkkOnay: false, email: '' });
    expect(without).toMatchObject({ kvkk: null, email: null, dogumTarihi: null });
  });

  it('refuses bad input with 400 in the user’s language and writes nothing', async () => {
    const before = await musteriSayisi();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ telefon: tel().yerel }, 'Ad soyad en az 2 karakter olmalı.'],
      [{ adSoyad: ' A ', telefon: tel().yerel }, 'Ad soyad en az 2 karakter olmalı.'],
      [{ adSoyad: 'x'.repeat(101), telefon: tel().yerel }, 'Ad soyad en fazla 100 karakter olabilir.'],
      [{ adSoyad: 'Ali Veli' }, 'Geçerli bir Türkiye telefon numarası girin (ör. 0532 111 22 33).'],
      [{ adSoyad: 'Ali Veli', telefon: '12345' }, 'Geçerli bir Türkiye telefon numarası girin (ör. 0532 111 22 33).'],
      [{ adSoyad: 'Ali Veli', telefon: '+44 20 7946 0958' }, 'Geçerli bir Türkiye telefon numarası girin (ör. 0532 111 22 33).'],
      [{ adSoyad: 'Ali Veli', telefon: 5321112233 }, 'Geçerli bir Türkiye telefon numarası girin (ör. 0532 111 22 33).'],
      [{ adSoyad: 'Ali Veli', telefon: tel().yerel, email: 'ali@' }, 'Geçerli bir e-posta adresi girin.'],
      [{ adSoyad: 'Ali Veli', telefon: tel().yerel, dogumTarihi: '2023-02-30' }, 'Doğum tarihi 1900’den bugüne geçerli bir tarih olmalı.'],
      [{ adSoyad: 'Ali Veli', telefon: tel().yerel, dogumTarihi: `${new Date().getUTCFullYear() + 1}-01-01` }, 'Doğum tarihi 1900’den bugüne geçerli bir tarih olmalı.'],
      [{ adSoyad: 'Ali Veli', telefon: tel().yerel, dogumTarihi: '1850-01-01' }, 'Doğum tarihi 1900’den bugüne geçerli bir tarih olmalı.'],
      [{ adSoyad: 'Ali Veli', telefon: tel().yerel, notlar: 'x'.repeat(2001) }, 'Notlar en fazla 2000 karakter olabilir.'],
      [{ adSoyad: 'Ali Veli', telefon: tel().yerel, kvkkOnay: 'evet' }, 'KVKK onayı seçimi geçersiz.'],
    ];
    for (const [body, message] of cases) {
      const response = await A('POST', '', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await json(response)).toMatchObject({ success: false, errorCode: 'VALIDATION', errorDetail: message });
    }
    const en = await json(await A('POST', '', { adSoyad: 'Ali Veli', telefon: '123' }, 'en'));
    expect(en.errorDetail).toBe('Enter a valid Turkish phone number (e.g. 0532 111 22 33).');
    expect((await call('POST', P, { token: owner, venue: w.venue.A, rawBody: '{"adSoyad":' })).status).toBe(400);
    expect((await A('POST', '', [1, 2])).status).toBe(400);
    expect(await musteriSayisi()).toBe(before);
  });

  it('one phone per venue: every spelling of a taken number answers 409 naming the customer', async () => {
    const t = tel();
    const first = await ekle({ adSoyad: 'Cemre Aksoy', telefon: t.yerel });
    const digits = t.e164.slice(3);
    for (const spelling of [t.e164, `+90 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`, `90${digits}`, digits, `0090${digits}`]) {
      const response = await A('POST', '', { adSoyad: 'Başka Biri', telefon: spelling });
      expect(response.status, spelling).toBe(409);
      expect(await json(response)).toEqual({ success: false, errorCode: 'PHONE_TAKEN', errorDetail: 'Bu telefon numarası zaten “Cemre Aksoy” adlı müşteriye kayıtlı.', data: { id: first.id, adSoyad: 'Cemre Aksoy' } });
    }
    // editing another customer onto that number is refused too; keeping one's own number is fine
    const other = await ekle();
    expect((await A('PUT', `/${other.id}`, { adSoyad: other.adSoyad, telefon: digits })).status).toBe(409);
    expect((await A('PUT', `/${first.id}`, { adSoyad: 'Cemre Aksoy Demir', telefon: t.e164 })).status).toBe(200);
    // another venue may hold the same number
    expect((await call('POST', P, { token: owner, venue: w.venue.B, body: { adSoyad: 'Cemre Aksoy', telefon: t.yerel } })).status).toBe(201);
  });

  it('edit keeps the original consent time, renews an old version, withdraws when unticked', async () => {
    const m = await ekle({ kvkkOnay: true });
    const body = { adSoyad: 'Deniz Kaya', telefon: m.telefon, email: 'deniz@ornek.test', dogumTarihi: '1985-12-31', notlar: 'Not', kvkkOnay: true };
    const edited = (await json(await A('PUT', `/${m.id}`, body))).data;
    expect(edited).toMatchObject({ adSoyad: 'Deniz Kaya', email: 'deniz@ornek.test', dogumTarihi: '1985-12-31', notlar: 'Not', kvkk: m.kvkk });
    await env.DB.prepare("UPDATE musteri SET kvkk_metin_surum = 'kvkk-eski', kvkk_onay_zamani = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(m.id).run();
    const renewed = (await json(await A('PUT', `/${m.id}`, body))).data;
    expect(renewed.kvkk.surum).toBe(KVKK_METIN_SURUM);
    expect(renewed.kvkk.zaman > '2020-01-02').toBe(true);
    const withdrawn = (await json(await A('PUT', `/${m.id}`, { ...body, kvkkOnay: false }))).data;
    expect(withdrawn.kvkk).toBeNull();
    expect(await scalar('SELECT kvkk_onay_zamani FROM musteri WHERE id = ?', m.id)).toBeNull();
  });
});

describe('another venue', () => {
  it("answers 404 for B's customer on every route from A and changes nothing; lists never show B's rows", async () => {
    const b = await ekle({ adSoyad: 'Yabancı Müşteri', kvkkOnay: true }, owner, w.venue.B);
    const before = JSON.stringify(await env.DB.prepare('SELECT * FROM musteri WHERE id = ?').bind(b.id).first());
    const attempts: Array<[string, string, unknown]> = [
      ['GET', `/${b.id}`, undefined], ['PUT', `/${b.id}`, { adSoyad: 'Ele Geçirildi', telefon: tel().yerel }], ['GET', `/${b.id}/kvkk`, undefined],
      ['POST', `/${b.id}/kvkk-sil`, { onay: 'SİL' }], ['GET', '/abc', undefined], ['GET', '/0', undefined], ['GET', '/99999999999', undefined], ['POST', '/-1/kvkk-sil', { onay: 'SİL' }],
    ];
    for (const [method, path, body] of attempts) {
      const response = await A(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json(response)).success).toBe(false);
    }
    expect(JSON.stringify(await env.DB.prepare('SELECT * FROM musteri WHERE id = ?').bind(b.id).first())).toBe(before);
    for (const q of ['', '?q=Yabanc', `?q=${encodeURIComponent(b.telefon.slice(3))}`, '?filtre=silinmis', '?sira=son', '?filtre=borclu']) {
      const list = (await json(await A('GET', q))).data;
      expect(list.satirlar.some((m: { id: number }) => m.id === b.id), q).toBe(false);
    }
    const csv = await (await A('GET', '/disa-aktar')).text();
    expect(csv).not.toContain('Yabancı Müşteri');
  });
});

describe('list', () => {
  let venue: number;
  let token: string;
  beforeAll(async () => {
    venue = await insertVenue({ ad: `Liste ${uniq()}`, urlAdi: `liste-${uniq()}`, tur: 'salon' });
    token = await loginWith(venue, [KEY]);
    const rows = Array.from({ length: 117 }, (_, i) => env.DB.prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon, olusturma) VALUES (?, ?, ?, ?)')
      .bind(venue, `Kişi ${String(i).padStart(3, '0')}`, `+90542${String(i).padStart(7, '0')}`, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()));
    const named = [['IŞIK Öztürk', '+905551110001', 'isik@ornek.test'], ['Ayşe Çelik', '+905551110002', null], ['Cem Şahin', '+905551110003', 'cem.sahin@ornek.test']] as const;
    await env.DB.batch([...rows, ...named.map(([ad, telefon, email]) => env.DB.prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon, email) VALUES (?, ?, ?, ?)').bind(venue, ad, telefon, email))]);
  });
  const L = async (q: string) => {
    const response = await call('GET', `${P}${q}`, { token, venue });
    expect(response.status, q).toBe(200);
    return (await json(response)).data;
  };

  it('pages 50 at a time on the server and clamps a page past the end', async () => {
    const p1 = await L('');
    expect(p1).toMatchObject({ toplam: 120, sayfa: 1, sayfaBoyutu: 50, sayac: { aktif: 120, silinmis: 0 }, saatDilimi: 'Europe/Istanbul' });
    expect(p1.satirlar).toHaveLength(50);
    const p3 = await L('?sayfa=3');
    expect(p3.satirlar).toHaveLength(20);
    expect((await L('?sayfa=99')).sayfa).toBe(3);
    const all = [...p1.satirlar, ...(await L('?sayfa=2')).satirlar, ...p3.satirlar].map((m: { id: number }) => m.id);
    expect(new Set(all).size).toBe(120);
  });

  it('sorts by name in Turkish order and by newest', async () => {
    const ad = (await L('')).satirlar.map((m: { adSoyad: string }) => m.adSoyad);
    // Turkish collation: 'Ayşe Çelik' < 'Cem Şahin' < 'IŞIK Öztürk' < 'Kişi 000'
    expect(ad.slice(0, 5)).toEqual(['Ayşe Çelik', 'Cem Şahin', 'IŞIK Öztürk', 'Kişi 000', 'Kişi 001']);
    expect((await L('?sira=yeni&q=Kişi')).satirlar[0].adSoyad).toBe('Kişi 116');
  });

  it('searches in the Turkish locale over name, phone digits and e-mail', async () => {
    const names = async (q: string) => (await L(`?q=${encodeURIComponent(q)}`)).satirlar.map((m: { adSoyad: string }) => m.adSoyad);
    expect(await names('ışık')).toEqual(['IŞIK Öztürk']);
    expect(await names('isik ozt')).toEqual(['IŞIK Öztürk']);
    expect(await names('AYŞE')).toEqual(['Ayşe Çelik']);
    expect(await names('ayse celik')).toEqual(['Ayşe Çelik']);
    expect(await names('cem.sahin@')).toEqual(['Cem Şahin']);
    for (const phone of ['0555 111 00 02', '+90 555 111 0002', '5551110002', '111 00 02']) expect(await names(phone), phone).toEqual(['Ayşe Çelik']);
    expect(await names('yokboyle')).toEqual([]);
    // every word must appear: 'kişi' and '01' (001, 010–019, 101)
    expect((await L(`?q=${encodeURIComponent('Kişi 01')}`)).toplam).toBe(12);
  });

  it('rejects bad query values with 400', async () => {
    for (const q of ['?sayfa=0', '?sayfa=abc', '?sayfa=-1', '?sayfa=1e3', '?sira=fiyat', '?filtre=hepsi', `?q=${'a'.repeat(101)}`]) {
      const response = await call('GET', `${P}${q}`, { token, venue });
      expect(response.status, q).toBe(400);
      expect((await json(response)).errorCode).toBe('VALIDATION');
    }
  });
});

describe('figures, detail and KVKK export', () => {
  let m: Json;
  let diger: Json;
  let hizmetId: number;
  let personelId: number;
  beforeAll(async () => {
    m = await ekle({ adSoyad: 'Zehra Detay', email: 'zehra@ornek.test', kvkkOnay: true, notlar: 'Lateks alerjisi' });
    diger = await ekle({ adSoyad: 'Diğer Müşteri' });
    hizmetId = await hizmet(w.venue.A, 'Manikür');
    personelId = await personel(w.venue.A, 'Selin Aydın');
    const R = (gun: number, durum: string, kurus: number) => randevu({ isletmeId: w.venue.A, musteriId: m.id, personelId, hizmetId, gun, durum, kurus, notlar: 'Zehra Detay randevu notu' });
    await R(-20, 'tamamlandi', 40_000);
    await R(-10, 'tamamlandi', 45_000);
    await R(-5, 'gelmedi', 40_000);
    await R(-3, 'iptal', 40_000);
    await R(4, 'onaylandi', 40_000);
    await randevu({ isletmeId: w.venue.A, musteriId: diger.id, personelId, hizmetId, gun: -2, durum: 'tamamlandi', kurus: 99_000, notlar: 'Diğer müşterinin notu' });
    await paket(w.venue.A, m.id, 'Manikür 5’li', hizmetId, 3, null);
    await paket(w.venue.A, m.id, 'Eski paket', hizmetId, 2, '2020-01-01');
    await cari(w.venue.A, m.id, 'borc', 50_000, 'Veresiye');
    await cari(w.venue.A, m.id, 'tahsilat', 20_000);
    await env.DB.prepare("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih, musteri_id) VALUES (?, 'gelir', 'kart', 45000, 'Randevu ödemesi', '2026-01-02T10:00:00.000Z', ?)").bind(w.venue.A, m.id).run();
  });

  it('the list row carries last visit, count, package and debt; the debt and package filters use them', async () => {
    const row = (await json(await A('GET', '?q=Zehra Detay'))).data.satirlar[0];
    expect(row).toMatchObject({ id: m.id, randevuSayisi: 4, aktifPaket: 1, kalanSeans: 3, bakiyeKurus: 30_000, silinmis: false });
    expect(row.sonZiyaret).toBe(yerelZaman(-10, 11));
    expect(row.sonrakiRandevu).toBe(yerelZaman(4, 11));
    const borclu = (await json(await A('GET', '?filtre=borclu'))).data.satirlar.map((r: { id: number }) => r.id);
    expect(borclu).toContain(m.id);
    expect(borclu).not.toContain(diger.id);
    expect((await json(await A('GET', '?filtre=paketli'))).data.satirlar.map((r: { id: number }) => r.id)).toEqual([m.id]);
    expect((await json(await A('GET', '?sira=son'))).data.satirlar[0].id).toBe(diger.id);
  });

  it('detail: history with services and staff, totals, package balances (expired marked), debt balance', async () => {
    const response = await A('GET', `/${m.id}`);
    expect(response.status).toBe(200);
    const d = (await json(response)).data;
    expect(d.musteri).toMatchObject({ id: m.id, adSoyad: 'Zehra Detay', notlar: 'Lateks alerjisi', kvkk: m.kvkk });
    expect(d.saatDilimi).toBe('Europe/Istanbul');
    expect(d.istatistik).toEqual({ toplam: 5, tamamlanan: 2, harcananKurus: 85_000, gelmedi: 1, iptal: 1, yaklasan: 1 });
    expect(d.randevular.map((r: { durum: string }) => r.durum)).toEqual(['onaylandi', 'iptal', 'gelmedi', 'tamamlandi', 'tamamlandi']);
    expect(d.randevular[0]).toMatchObject({ personel: 'Selin Aydın', toplamKurus: 40_000, hizmetler: [{ ad: { tr: 'Manikür', en: 'Manikür EN' }, paketten: false }] });
    expect(d.paketler.map((p: { ad: string; durum: string }) => [p.ad, p.durum]).sort()).toEqual([['Eski paket', 'suresiDoldu'], ['Manikür 5’li', 'aktif']]);
    expect(d.paketler.find((p: { ad: string }) => p.ad === 'Manikür 5’li').hizmetler).toEqual([{ hizmetId, ad: { tr: 'Manikür', en: 'Manikür EN' }, toplam: 5, kalan: 3 }]);
    expect(d.cari).toMatchObject({ borcKurus: 50_000, tahsilatKurus: 20_000, bakiyeKurus: 30_000 });
    expect(d.cari.hareketler).toHaveLength(2);
    expect(JSON.stringify(d)).not.toContain('Diğer müşterinin notu');
  });

  it('KVKK export: a JSON attachment with every personal data item, and nobody else’s', async () => {
    const response = await A('GET', `/${m.id}/kvkk`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="kvkk-musteri-${m.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    const { success, data } = await json(response);
    expect(success).toBe(true);
    expect(Date.now() - Date.parse(data.disaAktarimZamani)).toBeLessThan(60_000);
    expect(data.veriSorumlusu).toMatchObject({ isletmeId: w.venue.A, ad: 'Kahve Durağı' });
    expect(data.musteri).toMatchObject({ id: m.id, adSoyad: 'Zehra Detay', telefon: m.telefon, email: 'zehra@ornek.test', notlar: 'Lateks alerjisi' });
    expect(data.kvkkOnayi).toEqual({ metinSurumu: KVKK_METIN_SURUM, onayZamani: m.kvkk.zaman });
    expect(data.randevular).toHaveLength(5);
    expect(data.randevular[0]).toMatchObject({ durum: 'tamamlandi', personel: 'Selin Aydın', notlar: 'Zehra Detay randevu notu', kalemler: [{ hizmet: 'Manikür', sureDk: 30, fiyatKurus: 40_000, paketId: null }] });
    expect(data.paketler).toHaveLength(2);
    expect(data.paketler[0].bakiyeler[0]).toMatchObject({ hizmet: 'Manikür', toplam: 5 });
    expect(data.kasaHareketleri).toEqual([expect.objectContaining({ tur: 'gelir', odeme: 'kart', tutarKurus: 45_000 })]);
    expect(data.cariHareketler.map((c: { tur: string }) => c.tur)).toEqual(['borc', 'tahsilat']);
    expect(data.cariBakiye).toEqual({ borcKurus: 50_000, tahsilatKurus: 20_000, bakiyeKurus: 30_000 });
    expect(JSON.stringify(data)).not.toContain('Diğer');
  });

  it('CSV export: Turkish Excel text with formatted phones, only this venue, following the filter', async () => {
    const response = await A('GET', '/disa-aktar?q=Zehra');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="musteriler-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Ad soyad;Telefon;E-posta;Doğum tarihi;KVKK metin sürümü;KVKK onay zamanı;Kayıt tarihi;Son ziyaret;Sıradaki randevu;Randevu sayısı;Aktif paket;Kalan seans;Cari bakiye (TL);Notlar');
    expect(lines).toHaveLength(2);
    const p = m.telefon as string;
    // the national spelling: a leading '+' would be defused as a formula
    expect(lines[1]).toContain(`Zehra Detay;0${p.slice(3, 6)} ${p.slice(6, 9)} ${p.slice(9, 11)} ${p.slice(11)};zehra@ornek.test;`);
    expect(lines[1]).toContain(';4;1;3;300,00;Lateks alerjisi');
  });
});

describe('KVKK erase', () => {
  it('anonymises the customer everywhere in ONE batch, cancels future bookings and frees their slots', async () => {
    const k = await kanalKur();
    const token = await loginWith(k.isletmeId, [KEY, `${KEY}:sil`, `${KEY}:disa-aktar`]);
    const ad = `Nehir Silinecek${uniq()}`;
    const t = tel();
    const email = `nehir${uniq()}@ornek.test`;
    const gun = 3;
    const baslangic = yerelZaman(gun, 10);
    await rezerveEt(k, baslangic, { adSoyad: ad, telefon: t.yerel, email });
    const musteriId = (await scalar<number>('SELECT id FROM musteri WHERE telefon = ?', t.e164))!;
    await env.DB.prepare('UPDATE musteri SET notlar = ?, dogum_tarihi = ? WHERE id = ?').bind(`${ad} hassas cilt`, '1991-03-04', musteriId).run();
    const gecmis = await randevu({ isletmeId: k.isletmeId, musteriId, personelId: k.personel[1], hizmetId: k.hizmet.fon, gun: -7, durum: 'tamamlandi', kurus: 25_000, notlar: `${ad} kahve sever` });
    await env.DB.prepare("INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, aciklama, tarih, randevu_id, musteri_id) VALUES (?, 'gelir', 'nakit', 25000, ?, '2026-01-02T10:00:00.000Z', ?, ?)")
      .bind(k.isletmeId, `Ödeme ${ad} ${t.e164}`, gecmis, musteriId).run();
    await cari(k.isletmeId, musteriId, 'borc', 10_000, `${ad} veresiye (${email}, ${t.e164.replace('+90', '0')})`);
    await paket(k.isletmeId, musteriId, 'Fön 5’li', k.hizmet.fon, 4, null);
    const E = (body: unknown) => call('POST', `${P}/${musteriId}/kvkk-sil`, { token, venue: k.isletmeId, body });

    // a wrong or missing confirmation changes nothing
    for (const body of [{ onay: 'Başka Ad' }, { onay: '' }, {}, { onay: 42 }]) expect((await E(body)).status, JSON.stringify(body)).toBe(400);
    expect(await scalar('SELECT ad_soyad FROM musteri WHERE id = ?', musteriId)).toBe(ad);

    const response = await E({ onay: ad.toLocaleLowerCase('tr') });
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ iptalEdilen: 1 });

    const row = await env.DB.prepare('SELECT * FROM musteri WHERE id = ?').bind(musteriId).first<Record<string, unknown>>();
    expect(row).toMatchObject({ ad_soyad: 'Silinmiş müşteri', telefon: `+999${String(musteriId).padStart(12, '0')}`, email: null, notlar: '', dogum_tarihi: null, kvkk_metin_surum: null, kvkk_onay_zamani: null });
    expect(row!.silinme_zamani).toEqual(expect.any(String));
    // no trace of the name, phone or e-mail in any table
    const { results: tables } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'").all<{ name: string }>();
    const dump = JSON.stringify((await env.DB.batch(tables.map((x) => env.DB.prepare(`SELECT * FROM "${x.name}"`)))).map((r) => r.results));
    for (const iz of [ad, t.e164, t.e164.slice(1), t.e164.replace('+90', '0'), email]) expect(dump.includes(iz), iz).toBe(false);
    // the books still add up; the past stays, the future booking is cancelled and its cells are gone
    expect(await scalar('SELECT sum(tutar_kurus) FROM kasa WHERE musteri_id = ?', musteriId)).toBe(25_000);
    expect(await scalar('SELECT aciklama FROM kasa WHERE musteri_id = ?', musteriId)).toBe('Ödeme Silinmiş müşteri ');
    expect(await scalar('SELECT count(*) FROM cari WHERE musteri_id = ?', musteriId)).toBe(1);
    expect(await scalar('SELECT count(*) FROM randevu_musteri_paket WHERE musteri_id = ?', musteriId)).toBe(1);
    expect(await scalar('SELECT durum FROM randevu WHERE id = ?', gecmis)).toBe('tamamlandi');
    expect(await scalar("SELECT count(*) FROM randevu WHERE musteri_id = ? AND durum = 'iptal'", musteriId)).toBe(1);
    expect(await scalar('SELECT count(*) FROM randevu_hucre h JOIN randevu r ON r.id = h.randevu_id WHERE r.musteri_id = ?', musteriId)).toBe(0);

    // the public slot is free again, and the same real phone books as a fresh customer
    const slots = (await json(await call('GET', `/api/randevu/${k.firmaKey}/slotlar?hizmetIdler=${k.hizmet.sac}&personelId=${k.personel[0]}&tarih=${yerelTarih(gun)}`))).data as { baslangicMs: number }[];
    expect(slots.some((s) => s.baslangicMs === Date.parse(baslangic))).toBe(true);
    await rezerveEt(k, baslangic, { adSoyad: 'Nehir Yeniden', telefon: t.yerel });
    const yeni = await scalar<number>('SELECT id FROM musteri WHERE isletme_id = ? AND telefon = ?', k.isletmeId, t.e164);
    expect(yeni).not.toBe(musteriId);
    expect(await scalar('SELECT ad_soyad FROM musteri WHERE id = ?', yeni)).toBe('Nehir Yeniden');

    // erasing twice or editing afterwards is refused honestly; the list hides the erased row unless asked
    const twice = await E({ onay: 'SİL' });
    expect(twice.status).toBe(409);
    expect((await json(twice)).errorDetail).toBe('Bu müşterinin kişisel verileri zaten silinmiş.');
    const edit = await call('PUT', `${P}/${musteriId}`, { token: await loginWith(k.isletmeId, [KEY, `${KEY}:guncelle`]), venue: k.isletmeId, body: { adSoyad: ad, telefon: t.yerel } });
    expect(edit.status).toBe(409);
    const list = (await json(await call('GET', P, { token, venue: k.isletmeId }))).data;
    expect(list.satirlar.map((r: { id: number }) => r.id)).toEqual([yeni]);
    expect(list.sayac).toEqual({ aktif: 1, silinmis: 1 });
    const silinen = (await json(await call('GET', `${P}?filtre=silinmis`, { token, venue: k.isletmeId }))).data.satirlar;
    expect(silinen).toEqual([expect.objectContaining({ id: musteriId, silinmis: true, adSoyad: 'Silinmiş müşteri', email: null })]);
    // the export after erasure holds nothing personal
    const dokum = JSON.stringify(await json(await call('GET', `${P}/${musteriId}/kvkk`, { token, venue: k.isletmeId })));
    for (const iz of [ad, t.e164, email]) expect(dokum.includes(iz), iz).toBe(false);
  });
});

describe('permissions and robustness', () => {
  it('view-only can read but never write, export or erase', async () => {
    const m = await ekle();
    const token = await loginWith(w.venue.A, [KEY]);
    const V = (method: string, path: string, body?: unknown) => call(method, `${P}${path}`, { token, venue: w.venue.A, body });
    expect((await V('GET', '')).status).toBe(200);
    expect((await V('GET', `/${m.id}`)).status).toBe(200);
    const before = await musteriSayisi();
    for (const [method, path, body] of [['POST', '', { adSoyad: 'Yetkisiz', telefon: tel().yerel }], ['PUT', `/${m.id}`, { adSoyad: 'Yetkisiz', telefon: m.telefon }], ['POST', `/${m.id}/kvkk-sil`, { onay: 'SİL' }], ['GET', `/${m.id}/kvkk`, undefined], ['GET', '/disa-aktar', undefined]] as const) {
      const response = await V(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await json(response)).errorCode).toBe('FORBIDDEN');
    }
    expect(await musteriSayisi()).toBe(before);
    expect(await scalar('SELECT ad_soyad FROM musteri WHERE id = ?', m.id)).toBe(m.adSoyad);
    // without the screen permission nothing is readable
    const none = await loginWith(w.venue.A, [`${KEY}:ekle`]);
    expect((await call('GET', P, { token: none, venue: w.venue.A })).status).toBe(403);
  });

  it('never answers 5xx to junk', async () => {
    const m = await ekle();
    const junk: unknown[] = [null, 1, 'x', [], {}, { adSoyad: null }, { adSoyad: {}, telefon: [] }, { adSoyad: 'Ali', telefon: '0'.repeat(5000) }, { adSoyad: '\u0000\u0000', telefon: '05321112233\u0000' },
      { adSoyad: 'Ali Veli', telefon: tel().yerel, email: 'a'.repeat(300) }, { adSoyad: 'Ali Veli', telefon: tel().yerel, dogumTarihi: '9999-99-99' }, { adSoyad: 'Ali Veli', telefon: tel().yerel, notlar: 5 }];
    for (const body of junk) {
      for (const [method, path] of [['POST', ''], ['PUT', `/${m.id}`], ['POST', `/${m.id}/kvkk-sil`]] as const) {
        const response = await A(method, path, body);
        expect(response.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 60)}`).toBeLessThan(500);
      }
    }
    for (const q of ['?q=%00', "?q=' OR 1=1 --", '?q=%25', '?q=_', '?sayfa=999999', '?q=%F0%9F%98%80', '?filtre=silinmis&sira=son&q=000']) {
      expect((await A('GET', q)).status, q).toBe(200);
      expect((await A('GET', `/disa-aktar${q}`)).status, q).toBe(200);
    }
  });
});
