import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { tcUret } from '@lib/ikinciel/tc';
import { buildWorld, call, gorselForm, json, login, loginWith, scalar, webpBytes, type Json, type World } from '../fixtures';

/** Second-hand trading (/api/isletme/ikinciel): money exact, status table, sale ↔ cash book, masked ID, KVKK erase, listings. */

const I = '/api/isletme/ikinciel';
const PC_KEY = 'isletme:qrmenu:pc-alis-satis';
const LG_KEY = 'isletme:qrmenu:letgo-bot';
const TC = tcUret('123456789');
let w: World;
let owner: string;

const istek = (method: string, path: string, body?: unknown, token = owner, venue?: number) => call(method, path, { token, venue: venue ?? w.venue.A, body });
const veri = async (r: Response): Promise<Json> => {
  const b = await json(r);
  if (!b.success) throw new Error(`${r.status} ${JSON.stringify(b)}`);
  return b.data;
};
const laptop = (extra: Record<string, unknown> = {}) => ({
  tur: 'dizustu', marka: 'Lenovo', model: 'ThinkPad T480', kondisyon: 'iyi', kondisyonNot: 'Kasada hafif çizik',
  ozellik: { islemci: 'i5-8250U', ram: '16 GB', depolama: '512 GB SSD', ekranKarti: '', ekran: '14"', serbest: '' },
  seriNo: 'PF1ABC23', saticiAd: 'Ahmet Yılmaz', saticiTel: '0532 111 22 33', saticiTc: TC, alisKurus: 450_000, alisTarihi: '2026-10-01', ...extra,
});
const al = async (extra: Record<string, unknown> = {}) => veri(await istek('POST', `${I}/cihazlar`, laptop(extra)));
const durum = (id: number, d: string) => istek('POST', `${I}/cihazlar/${id}/durum`, { durum: d });
const satis = (id: number, extra: Record<string, unknown> = {}) =>
  istek('POST', `${I}/cihazlar/${id}/satis`, { aliciAd: 'Ayşe Demir', aliciTel: '', satisKurus: 799_950, satisTarihi: '2026-11-20', odeme: 'kart', garantiGun: 90, ...extra });

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

describe('items, costs and the sale', () => {
  it('profit and stock value are exact in kuruş; the sale writes one cash-book income row with the payment method', async () => {
    const c = await al();
    expect(c).toMatchObject({ durum: 'alindi', alisKurus: 450_000, maliyetKurus: 450_000, saticiTc: TC, tcAcik: true });
    await veri(await istek('POST', `${I}/cihazlar/${c.id}/masraflar`, { aciklama: 'Batarya değişimi', tutarKurus: 85_033, tarih: '2026-10-03' }));
    const m = await veri(await istek('POST', `${I}/cihazlar/${c.id}/masraflar`, { aciklama: 'Termal macun', tutarKurus: 12_517, tarih: '2026-10-04' }));
    expect(m).toMatchObject({ masrafKurus: 97_550, maliyetKurus: 547_550 });
    const r1 = await veri(await istek('GET', `${I}/rapor`));
    expect(r1).toMatchObject({ stokAdet: 1, stokDegeriKurus: 547_550 });

    expect((await durum(c.id, 'tamirde')).status).toBe(200);
    expect((await durum(c.id, 'satista')).status).toBe(200);
    const kasaOnce = await scalar('SELECT count(*) FROM kasa WHERE isletme_id = ?', w.venue.A);
    const s = await veri(await satis(c.id));
    expect(s).toMatchObject({ durum: 'satildi', satisKurus: 799_950, karKurus: 252_400, odeme: 'kart', garantiGun: 90 });
    const kasa = await env.DB.prepare('SELECT tur, odeme, tutar_kurus, aciklama FROM kasa WHERE id = ? AND isletme_id = ?').bind(s.satisKasaId, w.venue.A).first<Json>();
    expect(kasa).toMatchObject({ tur: 'gelir', odeme: 'kart', tutar_kurus: 799_950 });
    expect(kasa.aciklama).toContain('ThinkPad T480');
    expect(await scalar('SELECT count(*) FROM kasa WHERE isletme_id = ?', w.venue.A)).toBe(kasaOnce! + 1);

    const r2 = await veri(await istek('GET', `${I}/rapor`));
    expect(r2).toMatchObject({ stokAdet: 0, stokDegeriKurus: 0, toplamKarKurus: 252_400, ortalamaGun: 50, aylik: [{ ay: '2026-11', adet: 1, ciroKurus: 799_950, karKurus: 252_400 }] });
    expect(r2.satilanlar[0]).toMatchObject({ id: c.id, maliyetKurus: 547_550, satisKurus: 799_950, karKurus: 252_400 });
  });

  it('selling a sold item → 409 and nothing changes; the return writes the reverse cash row', async () => {
    const c = await al();
    await durum(c.id, 'satista');
    const s = await veri(await satis(c.id));
    const kasaOnce = await scalar('SELECT count(*) FROM kasa WHERE isletme_id = ?', w.venue.A);
    const tekrar = await satis(c.id, { satisKurus: 1 });
    expect(tekrar.status).toBe(409);
    expect((await json(tekrar)).errorDetail).toBe('Bu cihaz “satildi” durumundayken “satildi” durumuna geçemez.');
    expect(await scalar('SELECT count(*) FROM kasa WHERE isletme_id = ?', w.venue.A)).toBe(kasaOnce);
    expect(await scalar('SELECT satis_kurus FROM ikinciel_cihaz WHERE id = ?', c.id)).toBe(799_950);
    expect((await istek('DELETE', `${I}/cihazlar/${c.id}`)).status).toBe(409);
    expect((await istek('POST', `${I}/cihazlar/${c.id}/masraflar`, { aciklama: 'Geç masraf', tutarKurus: 100, tarih: '2026-11-21' })).status).toBe(409);
    expect((await istek('POST', `${I}/cihazlar/${c.id}/iade`, { tarih: '2026-11-01' })).status).toBe(422);

    const iade = await veri(await istek('POST', `${I}/cihazlar/${c.id}/iade`, { tarih: '2026-11-22' }));
    expect(iade).toMatchObject({ durum: 'iade', satisKurus: null, karKurus: null });
    const ters = await env.DB.prepare('SELECT tur, odeme, tutar_kurus FROM kasa WHERE id = ?').bind(iade.iadeKasaId).first<Json>();
    expect(ters).toEqual({ tur: 'gider', odeme: 'kart', tutar_kurus: 799_950 });
    expect(iade.iadeKasaId).not.toBe(s.satisKasaId);
    expect((await istek('POST', `${I}/cihazlar/${c.id}/iade`, { tarih: '2026-11-22' })).status).toBe(409);
    // back on the shelf, sold again
    expect((await durum(c.id, 'satista')).status).toBe(200);
    expect((await veri(await satis(c.id, { satisKurus: 700_000, satisTarihi: '2026-11-25' }))).karKurus).toBe(250_000);
  });

  it('status moves outside the table → 409; the sale only through its form; bad input → 400 and nothing written', async () => {
    const c = await al();
    expect((await durum(c.id, 'rezerve')).status).toBe(409);
    expect((await durum(c.id, 'iade')).status).toBe(409);
    expect((await durum(c.id, 'satildi')).status).toBe(409);
    expect((await satis(c.id)).status).toBe(409);
    await durum(c.id, 'satista');
    const sat = await durum(c.id, 'satildi');
    expect(sat.status).toBe(409);
    expect((await json(sat)).errorDetail).toContain('satış formunu');
    expect((await durum(c.id, 'bozuk')).status).toBe(400);
    expect((await satis(c.id, { satisTarihi: '2026-09-01' })).status).toBe(422);
    expect((await satis(c.id, { satisKurus: 12.5 })).status).toBe(400);
    expect((await satis(c.id, { odeme: 'veresiye' })).status).toBe(400);
    // a method in the catalogue that the venue does not offer (venue parameters: cash, card, transfer)
    expect((await satis(c.id, { odeme: 'yemek_karti' })).status).toBe(400);
    expect(await scalar('SELECT durum FROM ikinciel_cihaz WHERE id = ?', c.id)).toBe('satista');
    const once = await scalar('SELECT count(*) FROM ikinciel_cihaz');
    expect((await istek('POST', `${I}/cihazlar`, laptop({ saticiTc: '12345678901' }))).status).toBe(400);
    expect((await istek('POST', `${I}/cihazlar`, laptop({ alisKurus: -1 }))).status).toBe(400);
    expect((await istek('POST', `${I}/cihazlar`, laptop({ alisTarihi: '2026-02-30' }))).status).toBe(400);
    expect((await istek('POST', `${I}/cihazlar`, laptop({ fotolar: ['menu/1/00000000000000000000000000000001.webp'] }))).status).toBe(400);
    expect(await scalar('SELECT count(*) FROM ikinciel_cihaz')).toBe(once);
  });

  it("another venue's item answers 404 and stays as it was", async () => {
    const c = await al();
    const bSahibi = w.venue.B;
    for (const [m, p, b] of [['GET', `${I}/cihazlar/${c.id}`, undefined], ['PUT', `${I}/cihazlar/${c.id}`, laptop({ marka: 'Ele geçti' })], ['DELETE', `${I}/cihazlar/${c.id}`, undefined],
      ['POST', `${I}/cihazlar/${c.id}/durum`, { durum: 'satista' }], ['POST', `${I}/cihazlar/${c.id}/masraflar`, { aciklama: 'x', tutarKurus: 1, tarih: '2026-10-02' }]] as const) {
      expect((await istek(m, p, b, owner, bSahibi)).status, `${m} ${p}`).toBe(404);
    }
    expect(await scalar('SELECT marka FROM ikinciel_cihaz WHERE id = ?', c.id)).toBe('Lenovo');
  });
});

describe('the seller’s national ID', () => {
  it('masked in the API and the CSV for a user without the unmask right; whole for one with it', async () => {
    const c = await al();
    const kisitli = await loginWith(w.venue.A, [PC_KEY, `${PC_KEY}:guncelle`, `${PC_KEY}:disa-aktar`]);
    const maskeli = await veri(await istek('GET', `${I}/cihazlar/${c.id}`, undefined, kisitli));
    expect(maskeli.saticiTc).toBe(`123******${TC.slice(-2)}`);
    expect(maskeli.tcAcik).toBe(false);
    const cevap = await istek('GET', `${I}/disa-aktar`, undefined, kisitli);
    expect(cevap.headers.get('content-type')).toContain('text/csv');
    const csv = await cevap.text();
    expect(csv).toContain(`123******${TC.slice(-2)}`);
    expect(csv).not.toContain(TC);

    const acik = await loginWith(w.venue.A, [PC_KEY, `${PC_KEY}:kimlik`, `${PC_KEY}:disa-aktar`]);
    expect((await veri(await istek('GET', `${I}/cihazlar/${c.id}`, undefined, acik))).saticiTc).toBe(TC);
    expect(await (await istek('GET', `${I}/disa-aktar`, undefined, acik)).text()).toContain(TC);
    // the list never carries it
    expect(JSON.stringify(await veri(await istek('GET', `${I}/cihazlar`)))).not.toContain(TC.slice(3, 9));

    // saving the masked value back keeps the stored ID
    await veri(await istek('PUT', `${I}/cihazlar/${c.id}`, laptop({ saticiTc: maskeli.saticiTc, marka: 'Lenovo ' }), kisitli));
    expect(await scalar('SELECT satici_tc FROM ikinciel_cihaz WHERE id = ?', c.id)).toBe(TC);
  });

  it('KVKK erase: refused inside the 10-year keeping period, then blanks name, phone and ID and logs who did it', async () => {
    const yeni = await al();
    const red = await istek('POST', `${I}/cihazlar/${yeni.id}/satici-sil`);
    expect(red.status).toBe(409);
    expect((await json(red)).errorDetail).toContain('2036-10-01');
    const eski = await al({ alisTarihi: '2014-03-15' });
    const silinen = await veri(await istek('POST', `${I}/cihazlar/${eski.id}/satici-sil`));
    expect(silinen).toMatchObject({ saticiAd: '', saticiTel: '', saticiTc: '', saticiSilinme: expect.any(String) });
    expect(await env.DB.prepare('SELECT satici_ad, satici_tel, satici_tc FROM ikinciel_cihaz WHERE id = ?').bind(eski.id).first()).toEqual({ satici_ad: '', satici_tel: '', satici_tc: '' });
    expect(await scalar("SELECT count(*) FROM ikinciel_log WHERE cihaz_id = ? AND tur = 'satici.sil' AND kullanici_id = ?", eski.id, w.user.owner.id)).toBe(1);
    expect((await istek('POST', `${I}/cihazlar/${eski.id}/satici-sil`)).status).toBe(409);
    // an edit cannot bring the seller back
    await veri(await istek('PUT', `${I}/cihazlar/${eski.id}`, laptop({ alisTarihi: '2014-03-15' })));
    expect(await scalar('SELECT satici_tc FROM ikinciel_cihaz WHERE id = ?', eski.id)).toBe('');
  });
});

describe('price hint, photos and listings', () => {
  it('median of similar sales (folded model, then brand); honest when none', async () => {
    const venue = w.venue.B;
    const ekle = async (model: string, kurus: number) => {
      const c = await veri(await istek('POST', `${I}/cihazlar`, laptop({ marka: 'DELL', model, saticiTc: '' }), owner, venue));
      await istek('POST', `${I}/cihazlar/${c.id}/durum`, { durum: 'satista' }, owner, venue);
      await veri(await istek('POST', `${I}/cihazlar/${c.id}/satis`, { aliciAd: 'A', satisKurus: kurus, satisTarihi: '2026-11-01', odeme: 'nakit', garantiGun: 0 }, owner, venue));
    };
    await ekle('Latitude 5490', 600_000);
    await ekle('LATİTUDE 5490', 700_000);
    await ekle('latitude 5490', 650_000);
    await ekle('XPS 13', 1_500_000);
    const q = (s: string) => istek('GET', `${I}/fiyat-onerisi?${s}`, undefined, owner, venue);
    expect(await veri(await q('tur=dizustu&marka=dell&model=Latitude%205490'))).toEqual({ adet: 3, medyanKurus: 650_000, duzey: 'model' });
    expect(await veri(await q('tur=dizustu&marka=Dell&model=Vostro'))).toEqual({ adet: 4, medyanKurus: 675_000, duzey: 'marka' });
    expect(await veri(await q('tur=telefon&marka=Dell&model='))).toEqual({ adet: 0, medyanKurus: null, duzey: 'yok' });
    expect(await veri(await q('tur=zzz'))).toEqual({ adet: 0, medyanKurus: null, duzey: 'yok' });
  });

  it('photos keep their order; a listing is drafted, published with its URL, renewed and closed by the sale', async () => {
    const yukle = async () => (await veri(await call('POST', `${I}/foto`, { token: owner, venue: w.venue.A, form: gorselForm(webpBytes()) }))).anahtar as string;
    const [f1, f2] = [await yukle(), await yukle()];
    expect(f1).toMatch(/^ikinciel\/\d+\/[0-9a-f]{32}\.webp$/);
    const c = await al({ fotolar: [f2, f1] });
    expect(c.fotolar).toEqual([f2, f1]);
    expect(c.kapak).toBe(f2);

    const taslak = { cihazId: c.id, baslik: 'Lenovo ThinkPad T480 Laptop i5 16 GB RAM', aciklama: 'Temiz cihaz', fiyatKurus: 800_000 };
    expect((await istek('POST', `${I}/ilanlar`, taslak)).status).toBe(409); // not on sale yet
    await durum(c.id, 'satista');
    expect((await istek('POST', `${I}/ilanlar`, { ...taslak, baslik: 'x'.repeat(71) })).status).toBe(400);
    const ilan = await veri(await istek('POST', `${I}/ilanlar`, taslak));
    expect(ilan).toMatchObject({ durum: 'taslak', fiyatKurus: 800_000, cihaz: { fotolar: [f2, f1] } });
    expect((await istek('POST', `${I}/ilanlar`, taslak)).status).toBe(409);
    const yayin = (body: unknown) => istek('POST', `${I}/ilanlar/${ilan.id}/durum`, body);
    expect((await yayin({ durum: 'yayinda' })).status).toBe(400);
    expect((await yayin({ durum: 'yayinda', url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await yayin({ durum: 'satildi' })).status).toBe(409);
    const canli = await veri(await yayin({ durum: 'yayinda', url: 'https://www.letgo.com/item/lenovo-thinkpad-t480-12345' }));
    expect(canli).toMatchObject({ durum: 'yayinda', url: 'https://www.letgo.com/item/lenovo-thinkpad-t480-12345', yenilenmeli: false });
    await env.DB.prepare("UPDATE ikinciel_ilan SET yayin_tarihi = '2026-01-01' WHERE id = ?").bind(ilan.id).run();
    const liste = await veri(await istek('GET', `${I}/ilanlar`));
    expect(liste.ilanlar.find((x: Json) => x.id === ilan.id).yenilenmeli).toBe(true);
    expect(liste.adaylar.map((x: Json) => x.id)).not.toContain(c.id);
    const yenilendi = await veri(await yayin({ durum: 'yayinda', url: canli.url, yenile: true }));
    expect(yenilendi.yenilenmeli).toBe(false);

    const yaziciYok = await loginWith(w.venue.A, [LG_KEY]);
    expect((await istek('PUT', `${I}/ilanlar/${ilan.id}`, taslak, yaziciYok)).status).toBe(403);
    await veri(await satis(c.id));
    expect(await scalar('SELECT durum FROM ikinciel_ilan WHERE id = ?', ilan.id)).toBe('satildi');
    expect((await istek('PUT', `${I}/ilanlar/${ilan.id}`, { baslik: 'Yeni', aciklama: '', fiyatKurus: 1 })).status).toBe(409);
  });

  it('composer settings are per venue', async () => {
    const ayar = { sablon: '{marka} {model}\n{ozellikler}', yuvarlamaAdim: 10000, yuvarlamaYon: 'yukari', yenileGun: 7 };
    expect(await veri(await istek('PUT', `${I}/ayar`, ayar))).toEqual(ayar);
    expect((await istek('PUT', `${I}/ayar`, { ...ayar, yuvarlamaAdim: 3000 })).status).toBe(400);
    expect((await veri(await istek('GET', `${I}/ilanlar`, undefined, owner, w.venue.B))).ayar.yenileGun).toBe(14);
  });
});
