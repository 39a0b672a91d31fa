import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { TEKLIF_AMACI } from '@lib/randevu/bekleme';
import { TEYIT_AMACI } from '@lib/randevu/hatirlatma';
import { telefonNormalize } from '@lib/schemas/randevu/telefon';
import { encryptLink } from '@worker/crypto/link';
import { call, json, nextIp, scalar, type Json } from '../fixtures';
import { rezerveEt, yerelTarih, yerelZaman, yeniTelefon, yonet } from './fixtures';
import { cevap, ekle, istek, takvimKur, type TakvimDunyasi } from './takvim-ortak';

/** The waitlist: entries, offers made when cells free up, the offer link that books with one tap, and its race. */

let w: TakvimDunyasi;
let diger: TakvimDunyasi;
beforeAll(async () => {
  w = await takvimKur();
  diger = await takvimKur();
});

let gunNo = 2;
/** a fresh day per test, so the tests of one venue do not meet */
const yeniGun = () => gunNo++;

const liste = async (k = w) => {
  const { status, body } = await cevap(await istek(k, 'GET', '/bekleme-listesi'));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { teklifDk: number; satirlar: Json[] };
};
const satir = async (id: number, k = w) => (await liste(k)).satirlar.find((s: Json) => s.id === id);

async function kayit(k: TakvimDunyasi, gun: number, bas: string, bit: string, extra: Json = {}): Promise<Json> {
  const { status, body } = await cevap(await istek(k, 'POST', '/bekleme-listesi', {
    adSoyad: 'Bekleyen Müşteri', telefon: yeniTelefon(), hizmetId: k.hizmet.sac, personelId: k.personel[0], tarih: yerelTarih(gun), pencereBas: bas, pencereBit: bit, ...extra,
  }));
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data;
}
const iptal = async (k: TakvimDunyasi, id: number) => expect((await istek(k, 'POST', `/randevular/${id}/durum`, { islem: 'iptal' })).status).toBe(200);
const acikTeklif = (beklemeId: number) => env.DB.prepare("SELECT * FROM randevu_bekleme_teklif WHERE bekleme_id = ? AND durum = 'acik'").bind(beklemeId).first<Json>();
const token = (teklifId: number, isletmeId: number, exp = Date.now() + 3_600_000, amac = TEKLIF_AMACI) => encryptLink(env.LINK_KEY, { purpose: amac, ids: { t: teklifId, i: isletmeId }, exp });
const kabul = (firmaKey: string, t: string, options: { ip?: string; lang?: string } = {}) =>
  call('POST', `/api/randevu/${firmaKey}/bekleme/teklif`, { body: { t }, ip: options.ip ?? nextIp(), lang: options.lang, origin: 'https://baska-site.example' });
const bak = (firmaKey: string, t: string) => call('POST', `/api/randevu/${firmaKey}/bekleme/teklif/bak`, { body: { t }, ip: nextIp(), origin: 'https://baska-site.example' });

/** A full 10:00–11:00 window of staff 0 (one 45 + 5 min booking at 10:00) and an entry waiting for it. */
async function doluPencere(k = w) {
  const gun = yeniGun();
  const r = await ekle(k, yerelZaman(gun, 10));
  const b = await kayit(k, gun, '10:00', '11:00');
  return { gun, r, b };
}

describe('offers when cells free up', () => {
  it('an entry on a full window waits; a cancel in the calendar makes an offer for the freed slot in the same request', async () => {
    const { gun, r, b } = await doluPencere();
    expect(b).toMatchObject({ durum: 'bekliyor', teklif: null, kaynak: 'panel', hizmet: { id: w.hizmet.sac, ad: 'Saç kesimi' }, personel: { id: w.personel[0] } });
    await iptal(w, r.id);
    // the cancel itself made the offer (nobody read the list yet)
    const t = await acikTeklif(b.id);
    expect(t).toMatchObject({ personel_id: w.personel[0], baslangic: yerelZaman(gun, 10), durum: 'acik' });
    const sonMs = Date.parse(t.son_zaman);
    expect(sonMs).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(sonMs).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect(await satir(b.id)).toMatchObject({ durum: 'teklif', teklif: { durum: 'acik', baslangic: yerelZaman(gun, 10), personel: { id: w.personel[0], ad: 'Selin' }, gonderim: null } });
  });

  it('matches only the same service, the chosen staff and a start whose service ends inside the window', async () => {
    const gun = yeniGun();
    const r = await ekle(w, yerelZaman(gun, 10));
    const baskaPersonel = await kayit(w, gun, '10:00', '11:00', { personelId: w.personel[1] });
    // staff 1 is free all day, so that entry is offered at once; block it to see the others
    expect((await acikTeklif(baskaPersonel.id))?.personel_id).toBe(w.personel[1]);
    const kisa = await kayit(w, gun, '10:00', '10:40');
    const sonra = await kayit(w, gun, '11:00', '11:30');
    await iptal(w, r.id);
    expect(await acikTeklif(kisa.id)).toBeNull();
    expect(await acikTeklif(sonra.id)).toBeNull();
  });

  it('needs enough contiguous free time for the service with its buffers', async () => {
    const gun = yeniGun();
    // 09:00–09:50 and 10:45–11:35 stay busy; the freed 10:00–10:30 leaves 09:50–10:45: 55 min, but 10:00 + 45 + 5 runs into 10:45
    await ekle(w, yerelZaman(gun, 9));
    await ekle(w, yerelZaman(gun, 10, 45));
    const fon = await ekle(w, yerelZaman(gun, 10), { hizmetIdler: [w.hizmet.fon] });
    await ekle(w, yerelZaman(gun, 11, 45));
    const sac = await kayit(w, gun, '09:00', '11:45');
    const fonBekleyen = await kayit(w, gun, '09:00', '11:45', { hizmetId: w.hizmet.fon });
    await iptal(w, fon.id);
    expect(await acikTeklif(sac.id)).toBeNull();
    expect(await acikTeklif(fonBekleyen.id)).toMatchObject({ baslangic: yerelZaman(gun, 10) });
  });

  it('an expired offer goes to the next entry whenever anyone looks', async () => {
    const { gun, r, b } = await doluPencere();
    const ikinci = await kayit(w, gun, '10:00', '11:00');
    await iptal(w, r.id);
    const ilk = await acikTeklif(b.id);
    expect(ilk).toBeTruthy();
    expect(await acikTeklif(ikinci.id)).toBeNull();
    // the clock runs past the offer's end
    await env.DB.prepare('UPDATE randevu_bekleme_teklif SET son_zaman = ? WHERE id = ?').bind(new Date(Date.now() - 1000).toISOString(), ilk.id).run();
    const l = await liste();
    expect(l.satirlar.find((s: Json) => s.id === b.id)).toMatchObject({ durum: 'suresi_doldu', teklif: { durum: 'suresi_doldu' } });
    expect(l.satirlar.find((s: Json) => s.id === ikinci.id)).toMatchObject({ durum: 'teklif', teklif: { durum: 'acik', baslangic: yerelZaman(gun, 10) } });
    // the expired link says so (410) and books nothing
    const { status, body } = await cevap(await kabul(w.firmaKey, await token(ilk.id, w.isletmeId)));
    expect(status).toBe(410);
    expect(body).toEqual({ success: false, errorCode: 'OFFER_EXPIRED', errorDetail: TR['randevu.bekleme.api.teklifSuresiDoldu'] });
  });

  it("a guest's cancel through the manage link and removed staff leave make offers too", async () => {
    const gun = yeniGun();
    const { data } = await rezerveEt(w, yerelZaman(gun, 10), { personelId: w.personel[0] });
    const b = await kayit(w, gun, '10:00', '11:00');
    expect(await acikTeklif(b.id)).toBeNull();
    expect((await yonet(w.firmaKey, 'randevular/iptal', { link: data.yonetimLinki })).status).toBe(200);
    expect(await acikTeklif(b.id)).toMatchObject({ baslangic: yerelZaman(gun, 10) });

    const gun2 = yeniGun();
    const izin = await cevap(await istek(w, 'POST', `/personel/${w.personel[0]}/izinler`, { tur: 'gun', baslangicTarih: yerelTarih(gun2), bitisTarih: yerelTarih(gun2) }));
    expect(izin.status, JSON.stringify(izin.body)).toBe(201);
    const b2 = await kayit(w, gun2, '10:00', '11:00');
    expect(await acikTeklif(b2.id)).toBeNull();
    expect((await istek(w, 'DELETE', `/personel/${w.personel[0]}/izinler/${izin.body.data.id}`)).status).toBe(200);
    expect(await acikTeklif(b2.id)).toMatchObject({ personel_id: w.personel[0], baslangic: yerelZaman(gun2, 10) });
  });

  it('an expired deposit hold frees its slot for the waitlist when anyone looks, and the offer books it', async () => {
    const gun = yeniGun();
    expect((await istek(w, 'PUT', `/hizmetler/${w.hizmet.sac}/kapora`, { tur: 'sabit', deger: 10_000 })).status).toBe(200);
    try {
      const { data } = await rezerveEt(w, yerelZaman(gun, 10), { personelId: w.personel[0] });
      expect(data.durum).toBe('beklemede');
      const b = await kayit(w, gun, '10:00', '11:00');
      expect(await acikTeklif(b.id)).toBeNull();
      const holdId = await scalar<number>('SELECT id FROM randevu WHERE kod = ?', data.kod);
      await env.DB.prepare("UPDATE randevu_kapora SET son_zaman = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minutes') WHERE randevu_id = ?").bind(holdId).run();
      expect(await satir(b.id)).toMatchObject({ durum: 'teklif', teklif: { baslangic: yerelZaman(gun, 10) } });
      const teklif = await acikTeklif(b.id);
      const k = await cevap(await kabul(w.firmaKey, await token(teklif.id, w.isletmeId)));
      expect(k.status, JSON.stringify(k.body)).toBe(201);
      // the hold ended in the accepting batch (its cells went to the new booking)
      expect(await scalar('SELECT durum FROM randevu WHERE id = ?', holdId)).toBe('iptal');
    } finally {
      await istek(w, 'PUT', `/hizmetler/${w.hizmet.sac}/kapora`, { tur: 'yok', deger: 0 });
    }
  });

  it('a move in the calendar frees the old time for the waitlist', async () => {
    const { gun, r, b } = await doluPencere();
    expect((await istek(w, 'POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[0], baslangic: yerelZaman(gun, 15) })).status).toBe(200);
    expect(await acikTeklif(b.id)).toMatchObject({ baslangic: yerelZaman(gun, 10) });
  });
});

describe('the offer link', () => {
  it('composer: the message carries the link; sent is recorded with who and when; the link shows the slot and books it with one tap', async () => {
    const { gun, r, b } = await doluPencere();
    await iptal(w, r.id);
    const g = await cevap(await istek(w, 'POST', `/bekleme-listesi/${b.id}/gonder`, { kanal: 'whatsapp' }));
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    expect(g.body.data.adres).toMatch(/^https:\/\/wa\.me\/90\d+\?text=/);
    const metin = new URL(g.body.data.adres).searchParams.get('text')!;
    expect(metin).toContain('Saç kesimi');
    const link = metin.match(/https?:\/\/\S+\/randevu\/teklif\?t=\S+/)![0];
    expect(link).toContain(`/${w.firmaAdi}/${w.firmaKey}/randevu/teklif?t=`);
    expect(g.body.data.satir.teklif.gonderim).toMatchObject({ kanal: 'whatsapp', kullanici: expect.any(String) });
    expect((await satir(b.id)).teklif.gonderim.zaman).toBeTruthy();

    const t = new URL(link).searchParams.get('t')!;
    const v = await cevap(await bak(w.firmaKey, t));
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ hizmet: 'Saç kesimi', personel: 'Selin', baslangic: yerelZaman(gun, 10), durum: 'acik', adSoyad: 'Bekleyen Müşteri' });
    const k = await cevap(await kabul(w.firmaKey, t));
    expect(k.status, JSON.stringify(k.body)).toBe(201);
    expect(k.body.data).toMatchObject({ baslangic: yerelZaman(gun, 10), personelId: w.personel[0], durum: 'onaylandi' });
    const yeni = await env.DB.prepare('SELECT id, personel_id, kaynak FROM randevu WHERE kod = ?').bind(k.body.data.kod).first<Json>();
    expect(yeni).toMatchObject({ personel_id: w.personel[0], kaynak: 'online' });
    expect(await scalar('SELECT count(*) FROM randevu_hucre WHERE randevu_id = ?', yeni.id)).toBe(10);
    expect(await satir(b.id)).toMatchObject({ durum: 'randevu', teklif: { durum: 'kabul' } });
    // a second tap: the slot is gone
    const ikinci = await cevap(await kabul(w.firmaKey, t));
    expect(ikinci.status).toBe(409);
    expect(ikinci.body.errorDetail).toBe('Bu saat doldu');
  });

  it('50 parallel accepts of one offer: exactly one 201, 49 × 409 "Bu saat doldu", one appointment', async () => {
    const { gun, r, b } = await doluPencere();
    await iptal(w, r.id);
    const teklif = await acikTeklif(b.id);
    const t = await token(teklif.id, w.isletmeId);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => kabul(w.firmaKey, t, { ip: `172.31.${i >> 8}.${i & 255}` })));
    const statuses = responses.map((x) => x.status);
    const bodies = await Promise.all(responses.map((x) => json(x)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const body of bodies.filter((x) => !x.success)) expect(body).toEqual({ success: false, errorCode: 'SLOT_TAKEN', errorDetail: 'Bu saat doldu' });
    expect(await scalar('SELECT count(*) FROM randevu WHERE isletme_id = ? AND baslangic = ? AND durum <> ?', w.isletmeId, yerelZaman(gun, 10), 'iptal')).toBe(1);
    expect(await scalar("SELECT durum FROM randevu_bekleme_teklif WHERE id = ?", teklif.id)).toBe('kabul');
  }, 60_000);

  it('a slot booked by someone else meanwhile: 409 "Bu saat doldu" (in the guest\'s language) and the entry gets the next free matching slot', async () => {
    const gun = yeniGun();
    const r = await ekle(w, yerelZaman(gun, 10));
    const r2 = await ekle(w, yerelZaman(gun, 11));
    const b = await kayit(w, gun, '10:00', '12:00');
    await iptal(w, r.id);
    const ilk = await acikTeklif(b.id);
    expect(ilk).toMatchObject({ baslangic: yerelZaman(gun, 10) });
    // someone books 10:00 on the booking page; later 11:00 frees up at the desk
    await rezerveEt(w, yerelZaman(gun, 10), { personelId: w.personel[0] });
    const { status, body } = await cevap(await kabul(w.firmaKey, await token(ilk.id, w.isletmeId), { lang: 'en' }));
    expect(status).toBe(409);
    expect(body.errorDetail).toBe((await import('@lib/i18n/randevu/en.json')).default['randevu.bekleme.api.saatDoldu']);
    expect(await acikTeklif(b.id)).toBeNull();
    await iptal(w, r2.id);
    expect(await acikTeklif(b.id)).toMatchObject({ baslangic: yerelZaman(gun, 11) });
    expect(await scalar('SELECT durum FROM randevu_bekleme_teklif WHERE id = ?', ilk.id)).toBe('dolu');
  });

  it('refuses a tampered link (400), another purpose (400), another venue (404) and an expired one (410)', async () => {
    const { r, b } = await doluPencere();
    await iptal(w, r.id);
    const teklif = await acikTeklif(b.id);
    const t = await token(teklif.id, w.isletmeId);
    const bozuk = `${t.slice(0, -3)}${t.slice(-3) === 'AAA' ? 'BBB' : 'AAA'}`;
    expect((await cevap(await kabul(w.firmaKey, bozuk))).body).toMatchObject({ errorCode: 'LINK_INVALID' });
    expect((await kabul(w.firmaKey, await token(teklif.id, w.isletmeId, Date.now() + 3_600_000, TEYIT_AMACI))).status).toBe(400);
    expect((await kabul(diger.firmaKey, t)).status).toBe(404);
    expect((await bak(diger.firmaKey, t)).status).toBe(404);
    const eski = await cevap(await kabul(w.firmaKey, await token(teklif.id, w.isletmeId, Date.now() - 1000)));
    expect(eski.status).toBe(410);
    expect(eski.body.errorDetail).toBe(TR['randevu.bekleme.api.teklifSuresiDoldu']);
    // none of them booked anything; the offer is still open
    expect((await acikTeklif(b.id))?.id).toBe(teklif.id);
  });
});

describe('the public join', () => {
  const katil = (firmaKey: string, body: Json, ip = nextIp()) => call('POST', `/api/randevu/${firmaKey}/bekleme`, { body, ip, origin: 'https://baska-site.example' });
  const govde = (extra: Json = {}) => ({ adSoyad: 'Online Bekleyen', telefon: yeniTelefon(), hizmetId: w.hizmet.sac, personelId: null, tarih: yerelTarih(3), pencereBas: '10:00', pencereBit: '12:00', kvkkOnay: true, ...extra });

  it('a guest joins with the KVKK consent; the entry carries the consent and the page language', async () => {
    const { status, body } = await cevap(await katil(w.firmaKey, govde({ kaynak: 'widget' })));
    expect(status, JSON.stringify(body)).toBe(201);
    const row = await env.DB.prepare('SELECT kaynak, kvkk_metin_surum, dil, isletme_id FROM randevu_bekleme WHERE id = ?').bind(body.data.id).first<Json>();
    expect(row).toMatchObject({ kaynak: 'widget', kvkk_metin_surum: 'kvkk-randevu-2026-01', dil: 'tr', isletme_id: w.isletmeId });
  });

  it('refuses bad input with a clear message (no 5xx): no consent, a reversed window, a past day, another venue\'s service', async () => {
    const durum = async (extra: Json) => cevap(await katil(w.firmaKey, govde(extra)));
    expect((await durum({ kvkkOnay: false })).body.errorDetail).toBe(TR['randevu.api.kvkkRequired']);
    expect((await durum({ pencereBas: '12:00', pencereBit: '10:00' })).body.errorDetail).toBe(TR['randevu.bekleme.v.pencere']);
    expect((await durum({ tarih: yerelTarih(-1) })).body.errorDetail).toBe(TR['randevu.bekleme.v.tarih']);
    expect((await durum({ hizmetId: diger.hizmet.sac })).body.errorDetail).toBe(TR['randevu.api.serviceInvalid']);
    expect((await durum({ telefon: 'abc' })).status).toBe(400);
  });

  it('the same form sent again (a double tap, a reload, parallel retries) finds the entry it made: one row', async () => {
    const ayni = govde();
    const ilk = await cevap(await katil(w.firmaKey, ayni));
    expect(ilk.status, JSON.stringify(ilk.body)).toBe(201);
    const tekrar = await Promise.all(Array.from({ length: 5 }, async () => cevap(await katil(w.firmaKey, ayni))));
    expect(tekrar.map((t) => [t.status, t.body.data.id])).toEqual(Array.from({ length: 5 }, () => [201, ilk.body.data.id]));
    expect(await env.DB.prepare('SELECT count(*) AS n FROM randevu_bekleme WHERE telefon = ?').bind(telefonNormalize(ayni.telefon as string)).first('n')).toBe(1);
    // another window of the same guest is another wish
    const baska = await cevap(await katil(w.firmaKey, { ...ayni, pencereBas: '14:00', pencereBit: '16:00' }));
    expect(baska.body.data.id).not.toBe(ilk.body.data.id);
  });

  it('is rate-limited per address like the booking route', async () => {
    const ip = '10.99.0.7';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await katil(w.firmaKey, govde(), ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the screen', () => {
  it('edits, removes (its open offer passes to the next entry) and saves the offer lifetime; another venue sees nothing', async () => {
    const { gun, r, b } = await doluPencere();
    const sonraki = await kayit(w, gun, '10:00', '11:00');
    await iptal(w, r.id);
    expect(await acikTeklif(b.id)).toBeTruthy();
    expect((await cevap(await istek(w, 'DELETE', `/bekleme-listesi/${b.id}`))).status).toBe(200);
    expect(await satir(b.id)).toMatchObject({ durum: 'kaldirildi', teklif: { durum: 'iptal' } });
    expect(await acikTeklif(sonraki.id)).toMatchObject({ baslangic: yerelZaman(gun, 10) });

    const e = await cevap(await istek(w, 'PUT', `/bekleme-listesi/${sonraki.id}`, {
      adSoyad: 'Yeni Ad', telefon: '0532 555 44 33', hizmetId: w.hizmet.sac, personelId: null, tarih: yerelTarih(gun), pencereBas: '15:00', pencereBit: '17:00',
    }));
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    expect(e.body.data).toMatchObject({ adSoyad: 'Yeni Ad', telefon: '+905325554433', pencereBas: '15:00', personel: null });

    expect((await cevap(await istek(w, 'PUT', '/bekleme-listesi/ayar', { teklifDk: 3 }))).body.errorDetail).toBe(TR['randevu.bekleme.v.teklifDk']);
    expect((await istek(w, 'PUT', '/bekleme-listesi/ayar', { teklifDk: 45 })).status).toBe(200);
    expect((await liste()).teklifDk).toBe(45);
    expect((await liste(diger)).satirlar.find((s: Json) => s.id === b.id)).toBeUndefined();
    expect((await istek(diger, 'DELETE', `/bekleme-listesi/${sonraki.id}`)).status).toBe(404);
    await istek(w, 'PUT', '/bekleme-listesi/ayar', { teklifDk: 30 });
  });
});
