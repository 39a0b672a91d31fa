import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { hucreAraligi } from '@worker/db/randevu/kanal';
import { paketDusumu, paketIadesi } from '@worker/db/randevu/paket';
import { kodUret, randevuYaz } from '@worker/db/randevu/yaz';
import { buildWorld, call, json, login, loginWith, scalar, type Json, type World, insertRandevuPersoneli } from '../fixtures';
import { kanalKur, yerelTarih, yerelZaman, type TestKanal } from './fixtures';

/**
 * Package sessions counted by completed appointments (worker/db/randevu/paket.ts) against real D1: the balance
 * follows randevu_paket_kullanim rows through the migration's triggers.
 */

const db = () => env.DB;
let k: TestKanal;
let bugun: string;
let slot = 0;
let tel = 0;

beforeAll(async () => {
  k = await kanalKur();
  bugun = yerelTarih(0);
});

const yeniTelefon = () => `+90533${String(1_000_000 + ++tel).slice(-7)}`;

/** A customer (by phone) of the channel's venue; returns the id. */
async function musteri(telefon = yeniTelefon()): Promise<{ id: number; telefon: string }> {
  const row = await db()
    .prepare("INSERT INTO musteri (isletme_id, ad_soyad, telefon) VALUES (?, 'Paket Müşterisi', ?) RETURNING id")
    .bind(k.isletmeId, telefon)
    .first<{ id: number }>();
  return { id: row!.id, telefon };
}

/** A confirmed appointment of `telefon` with the given items (service ids), each in a slot of its own. */
async function randevu(telefon: string, hizmetIdler: number[], personelId = k.personel[0]): Promise<number> {
  const i = slot++;
  const baslangicMs = Date.parse(yerelZaman(-20 + Math.floor(i / 4), 9 + (i % 4) * 2));
  const sureDk = hizmetIdler.length * 30;
  const bitisMs = baslangicMs + sureDk * 60_000;
  return randevuYaz(db(), {
    isletmeId: k.isletmeId,
    personelId,
    baslangicMs,
    bitisMs,
    hucre: hucreAraligi(baslangicMs, bitisMs, 0, 0),
    durum: 'onaylandi',
    kaynak: 'panel',
    kod: kodUret(),
    toplamKurus: 0,
    kalemler: hizmetIdler.map((hizmetId) => ({ hizmetId, sureDk: 30, fiyatKurus: 0 })),
    musteri: { adSoyad: 'Paket Müşterisi', telefon, email: null, kvkkSurum: 'test', kvkkZaman: new Date().toISOString() },
  });
}

/** A sold package: sessions per service; `satisGunOnce` days ago; `sonGun` null = no expiry. */
async function paket(musteriId: number, seanslar: Record<number, number>, satisGunOnce: number, sonGun: string | null = null): Promise<number> {
  const row = await db()
    .prepare("INSERT INTO randevu_musteri_paket (isletme_id, musteri_id, ad, fiyat_kurus, satis_zamani, son_gun) VALUES (?, ?, 'Test paketi', 100000, ?, ?) RETURNING id")
    .bind(k.isletmeId, musteriId, new Date(Date.now() - satisGunOnce * 86_400_000).toISOString(), sonGun)
    .first<{ id: number }>();
  const id = row!.id;
  await db().batch(Object.entries(seanslar).map(([hizmetId, seans]) =>
    db().prepare('INSERT INTO randevu_musteri_paket_hizmet (musteri_paket_id, hizmet_id, toplam, kalan) VALUES (?, ?, ?, ?)').bind(id, Number(hizmetId), seans, seans)));
  return id;
}

const kalan = (musteriPaketId: number, hizmetId: number) =>
  scalar<number>('SELECT kalan FROM randevu_musteri_paket_hizmet WHERE musteri_paket_id = ? AND hizmet_id = ?', musteriPaketId, hizmetId);
const tamamla = (randevuId: number) => db().prepare("UPDATE randevu SET durum = 'tamamlandi' WHERE id = ? AND isletme_id = ? AND durum IN ('beklemede', 'onaylandi')").bind(randevuId, k.isletmeId);
async function tamamlaVeDus(randevuId: number): Promise<void> {
  await db().batch([tamamla(randevuId), ...(await paketDusumu(db(), k.isletmeId, randevuId, bugun))]);
}
async function durum(): Promise<string> {
  const rows = await db().batch([
    db().prepare('SELECT * FROM randevu_musteri_paket_hizmet ORDER BY musteri_paket_id, hizmet_id'),
    db().prepare('SELECT * FROM randevu_paket_kullanim ORDER BY randevu_kalem_id'),
    db().prepare('SELECT id, durum FROM randevu ORDER BY id'),
  ]);
  return JSON.stringify(rows.map((r) => r.results));
}

describe('paketDusumu: a completed appointment counts against the customer’s packages', () => {
  it('uses the oldest usable package of that service and skips expired ones', async () => {
    const m = await musteri();
    const dun = yerelTarih(-1);
    const suresiDolmus = await paket(m.id, { [k.hizmet.sac]: 3 }, 30, dun);
    const eski = await paket(m.id, { [k.hizmet.sac]: 2 }, 10, bugun); // last day is today: still usable
    const yeni = await paket(m.id, { [k.hizmet.sac]: 5 }, 1);
    const id = await randevu(m.telefon, [k.hizmet.sac]);
    await tamamlaVeDus(id);
    expect([await kalan(suresiDolmus, k.hizmet.sac), await kalan(eski, k.hizmet.sac), await kalan(yeni, k.hizmet.sac)]).toEqual([3, 1, 5]);
    expect(await scalar('SELECT musteri_paket_id FROM randevu_paket_kullanim u JOIN randevu_kalem kl ON kl.id = u.randevu_kalem_id WHERE kl.randevu_id = ?', id)).toBe(eski);
  });

  it('two items of the same service use two sessions, moving on to the next package when one runs out', async () => {
    const m = await musteri();
    const ilk = await paket(m.id, { [k.hizmet.sac]: 1, [k.hizmet.fon]: 2 }, 5);
    const ikinci = await paket(m.id, { [k.hizmet.sac]: 4 }, 2);
    const id = await randevu(m.telefon, [k.hizmet.sac, k.hizmet.sac, k.hizmet.fon]);
    await tamamlaVeDus(id);
    expect([await kalan(ilk, k.hizmet.sac), await kalan(ilk, k.hizmet.fon), await kalan(ikinci, k.hizmet.sac)]).toEqual([0, 1, 3]);
    expect(await scalar('SELECT count(*) FROM randevu_paket_kullanim u JOIN randevu_kalem kl ON kl.id = u.randevu_kalem_id WHERE kl.randevu_id = ?', id)).toBe(3);
  });

  it('touches neither other customers’ packages nor other services, and nothing for an appointment that is not completed', async () => {
    const m = await musteri();
    const baska = await musteri();
    const baskasininki = await paket(baska.id, { [k.hizmet.fon]: 2 }, 9);
    const kendi = await paket(m.id, { [k.hizmet.sac]: 2 }, 3);
    // a fon item: the customer has no fon sessions, the other customer's stay put
    const fon = await randevu(m.telefon, [k.hizmet.fon]);
    await tamamlaVeDus(fon);
    expect([await kalan(baskasininki, k.hizmet.fon), await kalan(kendi, k.hizmet.sac)]).toEqual([2, 2]);
    // a cancelled appointment: the status update changes nothing, so the gated inserts add nothing
    const iptal = await randevu(m.telefon, [k.hizmet.sac]);
    await db().prepare("UPDATE randevu SET durum = 'iptal' WHERE id = ?").bind(iptal).run();
    await tamamlaVeDus(iptal);
    expect(await kalan(kendi, k.hizmet.sac)).toBe(2);
    expect(await scalar('SELECT durum FROM randevu WHERE id = ?', iptal)).toBe('iptal');
    // another venue's id for the same appointment finds nothing to count
    expect([...(await paketDusumu(db(), k.isletmeId + 1000, fon, bugun))]).toEqual([]);
  });

  it('a second completion batch fails as a whole and changes nothing', async () => {
    const m = await musteri();
    const p = await paket(m.id, { [k.hizmet.sac]: 5 }, 4);
    const id = await randevu(m.telefon, [k.hizmet.sac, k.hizmet.sac]);
    await tamamlaVeDus(id);
    expect(await kalan(p, k.hizmet.sac)).toBe(3);
    const once = await durum();
    await expect(tamamlaVeDus(id)).rejects.toThrow(/UNIQUE|constraint/i);
    expect(await durum()).toBe(once);
    expect(await kalan(p, k.hizmet.sac)).toBe(3);
  });

  it('never takes a balance below 0, even when two completions were prepared against the same last session', async () => {
    const m = await musteri();
    const p = await paket(m.id, { [k.hizmet.sac]: 1 }, 4);
    // three items, one session: only one is counted
    const uc = await randevu(m.telefon, [k.hizmet.sac, k.hizmet.sac, k.hizmet.sac]);
    await tamamlaVeDus(uc);
    expect(await kalan(p, k.hizmet.sac)).toBe(0);
    expect(await scalar('SELECT count(*) FROM randevu_paket_kullanim WHERE musteri_paket_id = ?', p)).toBe(1);

    // race: both completions read kalan = 1 before either writes
    const q = await paket(m.id, { [k.hizmet.fon]: 1 }, 3);
    const a = await randevu(m.telefon, [k.hizmet.fon]);
    const b = await randevu(m.telefon, [k.hizmet.fon], k.personel[1]);
    const dusA = await paketDusumu(db(), k.isletmeId, a, bugun);
    const dusB = await paketDusumu(db(), k.isletmeId, b, bugun);
    expect([dusA.length, dusB.length]).toEqual([1, 1]);
    await db().batch([tamamla(a), ...dusA]);
    // the loser still completes; it simply finds no session left
    await db().batch([tamamla(b), ...dusB]);
    expect(await kalan(q, k.hizmet.fon)).toBe(0);
    expect(await scalar("SELECT count(*) FROM randevu WHERE id IN (?, ?) AND durum = 'tamamlandi'", a, b)).toBe(2);
    expect(await scalar('SELECT count(*) FROM randevu_paket_kullanim WHERE musteri_paket_id = ?', q)).toBe(1);
    expect(await scalar('SELECT min(kalan) FROM randevu_musteri_paket_hizmet')).toBeGreaterThanOrEqual(0);
  });

  it('paketIadesi gives the sessions back when the appointment leaves “completed”, and only then', async () => {
    const m = await musteri();
    const p = await paket(m.id, { [k.hizmet.sac]: 3 }, 4);
    const id = await randevu(m.telefon, [k.hizmet.sac, k.hizmet.sac]);
    await tamamlaVeDus(id);
    expect(await kalan(p, k.hizmet.sac)).toBe(1);
    // still completed: the guarded delete does nothing
    await db().batch([paketIadesi(db(), k.isletmeId, id)]);
    expect(await kalan(p, k.hizmet.sac)).toBe(1);
    // another venue's id does nothing either
    await db().batch([db().prepare("UPDATE randevu SET durum = 'onaylandi' WHERE id = ?").bind(id), paketIadesi(db(), k.isletmeId + 1000, id)]);
    expect(await kalan(p, k.hizmet.sac)).toBe(1);
    await db().batch([paketIadesi(db(), k.isletmeId, id)]);
    expect(await kalan(p, k.hizmet.sac)).toBe(3);
    expect(await scalar('SELECT count(*) FROM randevu_paket_kullanim WHERE musteri_paket_id = ?', p)).toBe(0);
    // and it can be completed again, counting again
    await tamamlaVeDus(id);
    expect(await kalan(p, k.hizmet.sac)).toBe(1);
  });
});

// ---- /api/isletme/randevu/paketler, /musteri-paketleri: packages, selling them, balances, undo ----

const PK = '/api/isletme/randevu';
const KEY_P = 'isletme:randevutakip:hizmet-paketleri';
let w: World;
let owner: string;
const h: { manikur: number; pedikur: number; yabanci: number } = { manikur: 0, pedikur: 0, yabanci: 0 };

const hizmetEkle = async (isletmeId: number, ad: string, kurus: number) =>
  (await db().prepare('INSERT INTO randevu_hizmet (isletme_id, ad, sure_dk, fiyat_kurus) VALUES (?, ?, 40, ?) RETURNING id').bind(isletmeId, JSON.stringify({ tr: ad }), kurus).first<{ id: number }>())!.id;
const musteriEkle = async (isletmeId: number, ad: string, telefon: string, silindi = false) =>
  (await db().prepare('INSERT INTO musteri (isletme_id, ad_soyad, telefon, silinme_zamani) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, ad, telefon, silindi ? new Date().toISOString() : null).first<{ id: number }>())!.id;
const PA = (method: string, path: string, body?: unknown, lang?: string) => call(method, `${PK}${path}`, { token: owner, venue: w.venue.A, body, lang });
const paketGovde = (extra: Record<string, unknown> = {}) => ({
  ad: 'El & Ayak Bakımı 4’lü', aciklama: 'İki manikür, iki pedikür.', fiyatKurus: 140_000, gecerlilikGun: 120, aktif: true,
  hizmetler: [{ hizmetId: h.manikur, seans: 2 }, { hizmetId: h.pedikur, seans: 2 }], ...extra,
});
async function paketOlustur(extra: Record<string, unknown> = {}): Promise<number> {
  const response = await PA('POST', '/paketler', paketGovde(extra));
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data.id;
}
async function sat(paketId: number, musteriId: number, odeme: string | null): Promise<Json> {
  const response = await PA('POST', `/paketler/${paketId}/sat`, { musteriId, odeme });
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data;
}

describe('service packages: CRUD', () => {
  beforeAll(async () => {
    w = await buildWorld();
    owner = await login(w.user.owner.email);
    h.manikur = await hizmetEkle(w.venue.A, 'Manikür', 35_000);
    h.pedikur = await hizmetEkle(w.venue.A, 'Pedikür', 45_000);
    h.yabanci = await hizmetEkle(w.venue.B, 'Cilt bakımı', 90_000);
  });

  it('creates, lists (with the services to choose from) and edits a package', async () => {
    const id = await paketOlustur();
    const list = (await json(await PA('GET', '/paketler'))).data;
    expect(list.paketler.find((p: { id: number }) => p.id === id)).toEqual({
      id, ad: 'El & Ayak Bakımı 4’lü', aciklama: 'İki manikür, iki pedikür.', fiyatKurus: 140_000, gecerlilikGun: 120, aktif: true,
      hizmetler: [{ hizmetId: h.manikur, seans: 2 }, { hizmetId: h.pedikur, seans: 2 }], satisSayisi: 0,
    });
    expect(list.hizmetler.map((x: { ad: { tr: string } }) => x.ad.tr)).toEqual(['Manikür', 'Pedikür']);
    const put = await PA('PUT', `/paketler/${id}`, paketGovde({ ad: 'Manikür 5’li', gecerlilikGun: null, aktif: false, hizmetler: [{ hizmetId: h.manikur, seans: 5 }] }));
    expect(put.status).toBe(200);
    expect((await json(put)).data).toMatchObject({ ad: 'Manikür 5’li', gecerlilikGun: null, aktif: false, hizmetler: [{ hizmetId: h.manikur, seans: 5 }] });
    expect(await scalar('SELECT count(*) FROM randevu_paket_hizmet WHERE paket_id = ?', id)).toBe(1);
  });

  it('refuses bad packages with a Turkish message and writes nothing', async () => {
    const once = await scalar<number>('SELECT count(*) FROM randevu_paket');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [paketGovde({ ad: '  ' }), 400, 'Paket adı zorunludur.'],
      [paketGovde({ ad: 'x'.repeat(121) }), 400, 'Paket adı en fazla 120 karakter olabilir.'],
      [paketGovde({ hizmetler: [] }), 400, 'Pakete en az bir hizmet ekleyin.'],
      [paketGovde({ hizmetler: [{ hizmetId: h.manikur, seans: 1 }, { hizmetId: h.manikur, seans: 2 }] }), 400, 'Aynı hizmet pakete birden fazla kez eklenmiş; seans sayısını artırın.'],
      [paketGovde({ hizmetler: [{ hizmetId: h.manikur, seans: 0 }] }), 400, 'Seans sayısı 1 ile 1000 arasında olmalı.'],
      [paketGovde({ hizmetler: [{ hizmetId: h.manikur, seans: 1001 }] }), 400, 'Seans sayısı 1 ile 1000 arasında olmalı.'],
      [paketGovde({ hizmetler: [{ hizmetId: 'x', seans: 1 }] }), 400, 'Paketteki hizmet seçimi geçersiz.'],
      [paketGovde({ gecerlilikGun: 0 }), 400, 'Geçerlilik süresi 1 ile 3650 gün arasında olmalı (boş bırakılırsa süresiz).'],
      [paketGovde({ gecerlilikGun: 3651 }), 400, 'Geçerlilik süresi 1 ile 3650 gün arasında olmalı (boş bırakılırsa süresiz).'],
      [paketGovde({ fiyatKurus: -5 }), 400, 'Geçerli bir fiyat girin (0 – 1.000.000 ₺).'],
      [paketGovde({ aciklama: 'x'.repeat(501) }), 400, 'Açıklama en fazla 500 karakter olabilir.'],
      // another venue's service: a 400 that says nothing about that venue
      [paketGovde({ hizmetler: [{ hizmetId: h.yabanci, seans: 1 }] }), 400, 'Seçilen hizmetlerden biri bu işletmede bulunamadı.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await PA('POST', '/paketler', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await json(response)).errorDetail, JSON.stringify(body)).toBe(message);
    }
    expect(await scalar<number>('SELECT count(*) FROM randevu_paket')).toBe(once);
  });

  it('deletes an unsold package, refuses a sold one (409) and answers 404 across venues', async () => {
    const satilmamis = await paketOlustur({ ad: 'Silinecek' });
    const other = await call('DELETE', `${PK}/paketler/${satilmamis}`, { token: owner, venue: w.venue.B });
    expect(other.status).toBe(404);
    expect((await call('PUT', `${PK}/paketler/${satilmamis}`, { token: owner, venue: w.venue.B, body: paketGovde({ hizmetler: [{ hizmetId: h.yabanci, seans: 1 }] }) })).status).toBe(404);
    expect((await PA('DELETE', `/paketler/${satilmamis}`)).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM randevu_paket_hizmet WHERE paket_id = ?', satilmamis)).toBe(0);

    const satilmis = await paketOlustur({ ad: 'Satılan' });
    await sat(satilmis, await musteriEkle(w.venue.A, 'Gizem Karaca', '+905320000010'), 'nakit');
    const refused = await PA('DELETE', `/paketler/${satilmis}`);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ errorCode: 'PACKAGE_SOLD', errorDetail: 'Bu paket 1 kez satıldığı için silinemez. Satışı durdurmak için pasif yapın.' });
    expect(await scalar('SELECT count(*) FROM randevu_paket WHERE id = ?', satilmis)).toBe(1);
  });
});

describe('service packages: selling, balances, undo', () => {
  it('finds the venue’s customers by name (Turkish case) or phone digits, never erased or foreign ones', async () => {
    await musteriEkle(w.venue.A, 'Işık Yılmaz', '+905551230001');
    await musteriEkle(w.venue.A, 'İrem Işıl', '+905551230002');
    await musteriEkle(w.venue.A, 'Silinmiş Işık', '+905551230003', true);
    await musteriEkle(w.venue.B, 'Işık Başka', '+905551230004');
    const ara = async (q: string) => (await json(await PA('GET', `/paketler/musteri-ara?q=${encodeURIComponent(q)}`))).data.map((m: { adSoyad: string }) => m.adSoyad);
    expect(await ara('IŞIK')).toEqual(['Işık Yılmaz']);
    expect(await ara('ışık')).toEqual(['Işık Yılmaz']);
    expect(await ara('irem')).toEqual(['İrem Işıl']);
    expect(await ara('0555 123 00')).toEqual(['Işık Yılmaz', 'İrem Işıl']);
    expect(await ara('+90 555 123 0002')).toEqual(['İrem Işıl']);
    expect(await ara('%')).toEqual([]);
    expect(await ara('i')).toEqual([]);
    for (let i = 0; i < 25; i++) await musteriEkle(w.venue.A, `Toplu Müşteri ${i}`, `+90544000${String(i).padStart(4, '0')}`);
    expect(await ara('toplu')).toHaveLength(20);
  });

  it('sells in one batch: the copy, one balance row per service and the cash movement (or the debt)', async () => {
    const paketId = await paketOlustur({ ad: 'Satış paketi' });
    const musteri = await musteriEkle(w.venue.A, 'Zehra Yıldız', '+905320000020');
    const kart = await sat(paketId, musteri, 'kart');
    expect(kart.kayit).toBe('kasa');
    const beklenenSonGun = new Date(Date.parse(`${yerelTarih(0)}T00:00:00Z`) + 120 * 86_400_000).toISOString().slice(0, 10);
    expect(kart.sonGun).toBe(beklenenSonGun);
    expect(await db().prepare('SELECT musteri_id, paket_id, ad, fiyat_kurus, son_gun FROM randevu_musteri_paket WHERE id = ?').bind(kart.id).first())
      .toEqual({ musteri_id: musteri, paket_id: paketId, ad: 'Satış paketi', fiyat_kurus: 140_000, son_gun: beklenenSonGun });
    expect((await db().prepare('SELECT hizmet_id, toplam, kalan FROM randevu_musteri_paket_hizmet WHERE musteri_paket_id = ? ORDER BY hizmet_id').bind(kart.id).all()).results)
      .toEqual([{ hizmet_id: h.manikur, toplam: 2, kalan: 2 }, { hizmet_id: h.pedikur, toplam: 2, kalan: 2 }]);
    expect(await db().prepare("SELECT tur, odeme, tutar_kurus, aciklama, sistem_tur, sistem_param, musteri_id FROM kasa WHERE isletme_id = ? AND musteri_id = ?").bind(w.venue.A, musteri).first())
      .toEqual({ tur: 'gelir', odeme: 'kart', tutar_kurus: 140_000, aciklama: '', sistem_tur: 'paketSatisi', sistem_param: '{"paket":"Satış paketi"}', musteri_id: musteri });

    const veresiye = await sat(paketId, musteri, null);
    expect(veresiye.kayit).toBe('cari');
    expect(await db().prepare('SELECT tur, tutar_kurus, musteri_id FROM cari WHERE isletme_id = ? AND musteri_id = ?').bind(w.venue.A, musteri).first())
      .toEqual({ tur: 'borc', tutar_kurus: 140_000, musteri_id: musteri });
    expect(await scalar('SELECT count(*) FROM kasa WHERE musteri_id = ?', musteri)).toBe(1);

    // a free package with no expiry writes no money row
    const bedava = await paketOlustur({ ad: 'Hediye', fiyatKurus: 0, gecerlilikGun: null });
    const hediye = await sat(bedava, musteri, 'nakit');
    expect(hediye).toMatchObject({ kayit: null, sonGun: null });
    expect(await scalar('SELECT count(*) FROM kasa WHERE musteri_id = ?', musteri)).toBe(1);
    expect(await scalar('SELECT count(*) FROM cari WHERE musteri_id = ?', musteri)).toBe(1);
  });

  it('refuses to sell a passive package, to another venue’s or an erased customer, or with a bad payment', async () => {
    const paketId = await paketOlustur({ ad: 'Reddedilen' });
    const pasif = await paketOlustur({ ad: 'Pasif paket', aktif: false });
    const musteri = await musteriEkle(w.venue.A, 'Merve Aksoy', '+905320000030');
    const silinmis = await musteriEkle(w.venue.A, 'Silinmiş', '+905320000031', true);
    const yabanci = await musteriEkle(w.venue.B, 'Başka Salon', '+905320000032');
    const once = await scalar<number>('SELECT count(*) FROM randevu_musteri_paket');
    const cases: Array<[number, unknown, number, string]> = [
      [pasif, { musteriId: musteri, odeme: 'nakit' }, 409, 'Pasif bir paket satılamaz; önce paketi aktif yapın.'],
      [paketId, { musteriId: silinmis, odeme: 'nakit' }, 400, 'Müşteri bu işletmede bulunamadı.'],
      [paketId, { musteriId: yabanci, odeme: 'nakit' }, 400, 'Müşteri bu işletmede bulunamadı.'],
      [paketId, { musteriId: musteri, odeme: 'cek' }, 400, 'Ödeme şekli nakit, kart, havale ya da veresiye olmalı.'],
      [paketId, { musteriId: musteri }, 400, 'Ödeme şekli nakit, kart, havale ya da veresiye olmalı.'],
      [paketId, { musteriId: 'x', odeme: null }, 400, 'Müşteri seçimi geçersiz.'],
      [999_999, { musteriId: musteri, odeme: null }, 404, 'Kayıt bulunamadı.'],
    ];
    for (const [id, body, status, message] of cases) {
      const response = await PA('POST', `/paketler/${id}/sat`, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await json(response)).errorDetail, JSON.stringify(body)).toBe(message);
    }
    // the owner with venue B selected cannot sell A's package
    expect((await call('POST', `${PK}/paketler/${paketId}/sat`, { token: owner, venue: w.venue.B, body: { musteriId: yabanci, odeme: null } })).status).toBe(404);
    expect(await scalar<number>('SELECT count(*) FROM randevu_musteri_paket')).toBe(once);
    expect(await scalar('SELECT count(*) FROM cari WHERE musteri_id IN (?, ?, ?)', musteri, silinmis, yabanci)).toBe(0);
  });

  it('lists balances per customer with expired ones marked, filters by state, exports CSV, and undoes unused sales only', async () => {
    const paketId = await paketOlustur({ ad: 'Bakiye paketi', gecerlilikGun: 30 });
    const musteri = await musteriEkle(w.venue.A, 'Cansu Polat', '+905320000040');
    const kullanilan = await sat(paketId, musteri, 'nakit');
    const kullanilmayan = await sat(paketId, musteri, null);
    const eski = await sat(paketId, musteri, 'havale');
    await db().prepare("UPDATE randevu_musteri_paket SET son_gun = '2020-01-01', satis_zamani = '2019-12-01T09:00:00.000Z' WHERE id = ?").bind(eski.id).run();
    // one session used through a completed appointment
    const personelId = await insertRandevuPersoneli(w.venue.A, 'Derya');
    const bas = Date.parse(yerelZaman(-1, 10));
    const randevuId = await randevuYaz(db(), {
      isletmeId: w.venue.A, personelId, baslangicMs: bas, bitisMs: bas + 40 * 60_000, hucre: hucreAraligi(bas, bas + 40 * 60_000, 0, 0), durum: 'onaylandi', kaynak: 'panel',
      kod: kodUret(), toplamKurus: 0, kalemler: [{ hizmetId: h.manikur, sureDk: 40, fiyatKurus: 0 }],
      musteri: { adSoyad: 'Cansu Polat', telefon: '+905320000040', email: null, kvkkSurum: 'test', kvkkZaman: new Date().toISOString() },
    });
    await db().batch([db().prepare("UPDATE randevu SET durum = 'tamamlandi' WHERE id = ?").bind(randevuId), ...(await paketDusumu(db(), w.venue.A, randevuId, yerelTarih(0)))]);

    const liste = async (q: string) => (await json(await PA('GET', `/musteri-paketleri${q}`))).data as Json[];
    const hepsi = await liste(`?musteriId=${musteri}`);
    expect(hepsi.map((s) => s.id)).toEqual([kullanilmayan.id, kullanilan.id, eski.id].sort((a, b) => b - a).filter((id) => id !== eski.id).concat(eski.id));
    const ilk = hepsi.find((s) => s.id === kullanilan.id);
    expect(ilk).toMatchObject({ musteriAd: 'Cansu Polat', ad: 'Bakiye paketi', suresiDoldu: false, kullanildi: true });
    expect(ilk.hizmetler).toEqual([{ hizmetId: h.manikur, ad: { tr: 'Manikür', en: '', de: '', ru: '' }, toplam: 2, kalan: 1 }, { hizmetId: h.pedikur, ad: { tr: 'Pedikür', en: '', de: '', ru: '' }, toplam: 2, kalan: 2 }]);
    expect(hepsi.find((s) => s.id === eski.id)).toMatchObject({ suresiDoldu: true, kullanildi: false });
    expect((await liste(`?musteriId=${musteri}&durum=aktif`)).map((s) => s.id).sort()).toEqual([kullanilan.id, kullanilmayan.id].sort());
    expect((await liste(`?musteriId=${musteri}&durum=bitti`)).map((s) => s.id)).toEqual([eski.id]);
    expect((await PA('GET', '/musteri-paketleri?durum=hepsi')).status).toBe(400);
    expect((await PA('GET', '/musteri-paketleri?musteriId=abc')).status).toBe(400);
    // another venue's list never shows A's sales
    expect((await json(await call('GET', `${PK}/musteri-paketleri?musteriId=${musteri}`, { token: owner, venue: w.venue.B }))).data).toEqual([]);

    const csv = await PA('GET', `/musteri-paketleri/disa-aktar?musteriId=${musteri}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('Müşteri;Telefon;Paket;Fiyat (₺);Satış tarihi;Son gün;Hizmet;Toplam seans;Kalan seans;Durum');
    expect(lines).toContain(`Cansu Polat;0532 000 00 40;Bakiye paketi;1400,00;${yerelTarih(0)};${kullanilan.sonGun};Manikür;2;1;Kullanılabilir`);
    expect(lines).toContain('Cansu Polat;0532 000 00 40;Bakiye paketi;1400,00;2019-12-01;2020-01-01;Pedikür;2;2;Süresi doldu');

    const used = await PA('DELETE', `/musteri-paketleri/${kullanilan.id}`);
    expect(used.status).toBe(409);
    expect((await json(used)).errorDetail).toBe('Bu paketten seans kullanıldığı için satış geri alınamaz.');
    expect((await call('DELETE', `${PK}/musteri-paketleri/${kullanilmayan.id}`, { token: owner, venue: w.venue.B })).status).toBe(404);
    const undo = await PA('DELETE', `/musteri-paketleri/${kullanilmayan.id}`);
    expect(undo.status).toBe(200);
    expect((await json(undo)).data).toEqual({ id: kullanilmayan.id, fiyatKurus: 140_000 });
    expect(await scalar('SELECT count(*) FROM randevu_musteri_paket WHERE id = ?', kullanilmayan.id)).toBe(0);
    expect(await scalar('SELECT count(*) FROM randevu_musteri_paket_hizmet WHERE musteri_paket_id = ?', kullanilmayan.id)).toBe(0);
    // the debt row of that sale stays in the books (the operator reverses it in Cari Takip)
    expect(await scalar("SELECT count(*) FROM cari WHERE musteri_id = ? AND tur = 'borc'", musteri)).toBe(1);
    expect(await scalar('SELECT count(*) FROM randevu_musteri_paket WHERE id = ?', kullanilan.id)).toBe(1);
  });

  it('needs the screen key to read, :ekle to sell, :sil to undo, :disa-aktar to export', async () => {
    const paketId = await paketOlustur({ ad: 'Yetki paketi' });
    const musteri = await musteriEkle(w.venue.A, 'Ebru Tekin', '+905320000050');
    const satis = await sat(paketId, musteri, 'nakit');
    const okuyan = await loginWith(w.venue.A, [KEY_P]);
    const as = (method: string, path: string, body?: unknown) => call(method, `${PK}${path}`, { token: okuyan, venue: w.venue.A, body });
    for (const path of ['/paketler', '/paketler/musteri-ara?q=ebru', '/musteri-paketleri']) expect((await as('GET', path)).status, path).toBe(200);
    const once = await scalar<number>('SELECT count(*) FROM randevu_musteri_paket');
    for (const [method, path, body] of [
      ['POST', '/paketler', paketGovde()], ['PUT', `/paketler/${paketId}`, paketGovde({ ad: 'Değişti' })], ['DELETE', `/paketler/${paketId}`, undefined],
      ['POST', `/paketler/${paketId}/sat`, { musteriId: musteri, odeme: null }], ['DELETE', `/musteri-paketleri/${satis.id}`, undefined],
      ['GET', '/paketler/disa-aktar', undefined], ['GET', '/musteri-paketleri/disa-aktar', undefined],
    ] as const) {
      expect((await as(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await scalar<number>('SELECT count(*) FROM randevu_musteri_paket')).toBe(once);
    expect(await scalar('SELECT ad FROM randevu_paket WHERE id = ?', paketId)).toBe('Yetki paketi');
    // the services key does not open packages
    const hizmetci = await loginWith(w.venue.A, ['isletme:randevutakip:hizmetler']);
    expect((await call('GET', `${PK}/paketler`, { token: hizmetci, venue: w.venue.A })).status).toBe(403);
    const satici = await loginWith(w.venue.A, [KEY_P, `${KEY_P}:ekle`]);
    expect((await call('POST', `${PK}/paketler/${paketId}/sat`, { token: satici, venue: w.venue.A, body: { musteriId: musteri, odeme: 'havale' } })).status).toBe(201);
  });

  it('exports the packages as CSV', async () => {
    await paketOlustur({ ad: 'CSV paketi', gecerlilikGun: null, aciklama: '' });
    const response = await PA('GET', '/paketler/disa-aktar');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="hizmet-paketleri-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('Paket;Açıklama;Fiyat (₺);Geçerlilik (gün);Durum;Hizmetler;Satış adedi');
    expect(lines).toContain('CSV paketi;;1400,00;;Aktif;Manikür × 2, Pedikür × 2;0');
  });
});
