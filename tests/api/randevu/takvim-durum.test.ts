import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { scalar } from '../fixtures';
import { rezerveEt, yerelZaman } from './fixtures';
import { cevap, ekle, ekleGovdesi, hucreSayisi, istek, operator, paketSat, takvimKur, type TakvimDunyasi } from './takvim-ortak';

/** Status transitions, completion with packages and payment, permissions, and "my appointments". */

const K = 'isletme:randevutakip:randevular';
const KIM = 'isletme:randevutakip:randevularim';
let w: TakvimDunyasi;
beforeAll(async () => {
  w = await takvimKur({ otomatikOnay: 0 });
});

const durum = (randevuId: number, body: unknown, kim: { token: string; isletmeId: number } = w, yol = 'randevular') => istek(kim, 'POST', `/${yol}/${randevuId}/durum`, body);
const durumu = (id: number) => scalar<string>('SELECT durum FROM randevu WHERE id = ?', id);
/** A started appointment (earlier today or days ago, inside working hours). */
const gecmis = (gun: number, saat: number, extra = {}) => ekle(w, yerelZaman(-gun, saat), extra);

describe('transitions', () => {
  it('approve and reject pending online bookings; reject frees the cells', async () => {
    const a = (await rezerveEt(w, yerelZaman(3, 10))).data;
    const b = (await rezerveEt(w, yerelZaman(3, 11))).data;
    const idOf = async (kod: string) => (await scalar<number>('SELECT id FROM randevu WHERE kod = ?', kod))!;
    const [ida, idb] = [await idOf(a.kod), await idOf(b.kod)];
    const onay = await cevap(await durum(ida, { islem: 'onayla' }));
    expect(onay.status).toBe(200);
    expect(onay.body.data).toMatchObject({ durum: 'onaylandi', randevu: { id: ida, durum: 'onaylandi' } });
    expect(await hucreSayisi(ida)).toBe(10);
    expect((await cevap(await durum(idb, { islem: 'reddet' }))).body.data.durum).toBe('iptal');
    expect(await hucreSayisi(idb)).toBe(0);
    // approving twice, rejecting a confirmed one: 409 with the message, nothing changes
    for (const [id, islem] of [[ida, 'onayla'], [ida, 'reddet'], [idb, 'onayla']] as const) {
      const r = await cevap(await durum(id, { islem }));
      expect([r.status, r.body.errorCode, r.body.errorDetail]).toEqual([409, 'TRANSITION_INVALID', TR['randevu.takvim.api.transitionInvalid']]);
    }
    expect([await durumu(ida), await durumu(idb)]).toEqual(['onaylandi', 'iptal']);
  });

  it('cancel frees the cells so the slot can be booked again; cancelling twice is a 409', async () => {
    const r = await ekle(w, yerelZaman(4, 10));
    expect((await durum(r.id, { islem: 'iptal' })).status).toBe(200);
    expect(await hucreSayisi(r.id)).toBe(0);
    expect((await durum(r.id, { islem: 'iptal' })).status).toBe(409);
    expect((await istek(w, 'POST', '/randevular', ekleGovdesi(w, yerelZaman(4, 10)))).status).toBe(201);
  });

  it('no-show and completion only once the appointment started; undo no-show', async () => {
    const gelecek = await ekle(w, yerelZaman(5, 10));
    for (const islem of ['gelmedi', 'tamamla']) {
      const r = await cevap(await durum(gelecek.id, { islem }));
      expect([r.status, r.body.errorCode, r.body.errorDetail]).toEqual([409, 'NOT_STARTED', TR['randevu.takvim.api.notStarted']]);
    }
    const dun = await gecmis(1, 10);
    expect((await cevap(await durum(dun.id, { islem: 'gelmedi' }))).body.data.durum).toBe('gelmedi');
    expect((await durum(dun.id, { islem: 'tamamla' })).status).toBe(409);
    expect((await cevap(await durum(dun.id, { islem: 'geri-al' }))).body.data.durum).toBe('onaylandi');
    expect(await hucreSayisi(dun.id)).toBe(10);
  });

  it('payment only with completion; unknown actions 400', async () => {
    const r = await gecmis(1, 11);
    for (const body of [{ islem: 'onayla', odeme: 'nakit' }, { islem: 'tamamla', odeme: 'altın' }, { islem: 'sil' }, {}]) {
      const answer = await cevap(await durum(r.id, body));
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect([TR['randevu.takvim.api.paymentInvalid'], TR['randevu.takvim.api.actionInvalid']]).toContain(answer.body.errorDetail);
    }
  });
});

describe('completion: packages and payment', () => {
  it('cash: the package covers its service, the cash row is the rest; undo gives both back', async () => {
    const r = await gecmis(2, 10, { hizmetIdler: [w.hizmet.sac, w.hizmet.fon] });
    const paket = await paketSat(w.isletmeId, r.musteriId, w.hizmet.sac, 2);
    const tamam = await cevap(await durum(r.id, { islem: 'tamamla', odeme: 'nakit' }));
    expect(tamam.status).toBe(200);
    expect(tamam.body.data).toMatchObject({ durum: 'tamamlandi', paketSeans: 1, tahsilKurus: 25_000, odeme: 'nakit' });
    expect(await scalar('SELECT kalan FROM randevu_musteri_paket_hizmet WHERE musteri_paket_id = ?', paket)).toBe(1);
    const kasa = await env.DB.prepare('SELECT tur, odeme, tutar_kurus, musteri_id, randevu_id, kullanici_id FROM kasa WHERE randevu_id = ?').bind(r.id).all();
    expect(kasa.results).toEqual([{ tur: 'gelir', odeme: 'nakit', tutar_kurus: 25_000, musteri_id: r.musteriId, randevu_id: r.id, kullanici_id: w.kullaniciId }]);
    // completing again is refused and counts nothing twice
    expect((await durum(r.id, { islem: 'tamamla', odeme: 'kart' })).status).toBe(409);
    expect(await scalar('SELECT count(*) FROM kasa WHERE randevu_id = ?', r.id)).toBe(1);
    const geri = await cevap(await durum(r.id, { islem: 'geri-al' }));
    expect(geri.body.data.durum).toBe('onaylandi');
    expect(await scalar('SELECT kalan FROM randevu_musteri_paket_hizmet WHERE musteri_paket_id = ?', paket)).toBe(2);
    expect(await scalar('SELECT count(*) FROM kasa WHERE randevu_id = ?', r.id)).toBe(0);
    expect(await scalar('SELECT count(*) FROM randevu_paket_kullanim u JOIN randevu_kalem k ON k.id = u.randevu_kalem_id WHERE k.randevu_id = ?', r.id)).toBe(0);
  });

  it('veresiye writes a debt row; fully covered by packages writes no money row; no payment writes none', async () => {
    const borclu = await gecmis(2, 14);
    const veresiye = await cevap(await durum(borclu.id, { islem: 'tamamla', odeme: 'veresiye' }));
    expect(veresiye.body.data).toMatchObject({ tahsilKurus: 45_000, odeme: 'veresiye', paketSeans: 0 });
    expect((await env.DB.prepare('SELECT tur, tutar_kurus, musteri_id FROM cari WHERE randevu_id = ?').bind(borclu.id).all()).results).toEqual([{ tur: 'borc', tutar_kurus: 45_000, musteri_id: borclu.musteriId }]);
    expect((await durum(borclu.id, { islem: 'geri-al' })).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM cari WHERE randevu_id = ?', borclu.id)).toBe(0);

    const paketli = await gecmis(3, 10);
    await paketSat(w.isletmeId, paketli.musteriId, w.hizmet.sac, 1);
    const kapsanan = await cevap(await durum(paketli.id, { islem: 'tamamla', odeme: 'kart' }));
    expect(kapsanan.body.data).toMatchObject({ paketSeans: 1, tahsilKurus: 0, odeme: null });
    expect(await scalar('SELECT count(*) FROM kasa WHERE randevu_id = ?', paketli.id)).toBe(0);

    const odemesiz = await gecmis(3, 14);
    expect((await cevap(await durum(odemesiz.id, { islem: 'tamamla' }))).body.data).toMatchObject({ tahsilKurus: 45_000, odeme: null });
    expect(await scalar('SELECT count(*) FROM kasa WHERE randevu_id = ?', odemesiz.id)).toBe(0);
  });

  it('parallel completions: one wins, one package session and one cash row', async () => {
    const r = await gecmis(4, 10);
    const paket = await paketSat(w.isletmeId, r.musteriId, w.hizmet.sac, 3);
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => durum(r.id, { islem: 'tamamla', odeme: 'nakit' })))).map((x) => x.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await scalar('SELECT kalan FROM randevu_musteri_paket_hizmet WHERE musteri_paket_id = ?', paket)).toBe(2);
    const r2 = await gecmis(4, 14);
    const statuses2 = (await Promise.all(Array.from({ length: 6 }, (_, i) => durum(r2.id, { islem: 'tamamla', odeme: i % 2 ? 'veresiye' : 'kart' })))).map((x) => x.status);
    expect(statuses2.filter((s) => s === 200)).toHaveLength(1);
    expect(Number(await scalar('SELECT count(*) FROM kasa WHERE randevu_id = ?', r2.id)) + Number(await scalar('SELECT count(*) FROM cari WHERE randevu_id = ?', r2.id))).toBe(1);
  });
});

describe('permissions', () => {
  it('view-only reads but cannot write; cancel needs :sil, the rest :guncelle; export needs :disa-aktar', async () => {
    const r = await ekle(w, yerelZaman(6, 10));
    const bakan = { ...(await operator(w, [K])), isletmeId: w.isletmeId };
    expect((await istek(bakan, 'GET', `/randevular?tarih=${yerelZaman(6, 10).slice(0, 10)}`)).status).toBe(200);
    expect((await istek(bakan, 'GET', '/randevular/musteri-ara?q=panel')).status).toBe(200);
    const yazmalar: [string, string, unknown][] = [
      ['POST', '/randevular', ekleGovdesi(w, yerelZaman(6, 15))],
      ['PUT', `/randevular/${r.id}`, { notlar: 'x' }],
      ['POST', `/randevular/${r.id}/tasi`, { personelId: w.personel[1], baslangic: yerelZaman(6, 10) }],
      ['POST', `/randevular/${r.id}/durum`, { islem: 'iptal' }],
      ['GET', `/randevular/disa-aktar?bas=2026-01-01&bit=2026-01-02`, undefined],
    ];
    for (const [method, path, body] of yazmalar) {
      const answer = await cevap(await istek(bakan, method, path, body));
      expect([answer.status, answer.body.errorCode], `${method} ${path}`).toEqual([403, 'FORBIDDEN']);
    }
    const guncelleyen = { ...(await operator(w, [K, `${K}:guncelle`])), isletmeId: w.isletmeId };
    expect((await durum(r.id, { islem: 'iptal' }, guncelleyen)).status).toBe(403);
    const silen = { ...(await operator(w, [K, `${K}:sil`])), isletmeId: w.isletmeId };
    expect((await durum(r.id, { islem: 'iptal' }, silen)).status).toBe(200);
    expect(await durumu(r.id)).toBe('iptal');
    const yabanci = { ...(await operator(w, [KIM, `${KIM}:guncelle`])), isletmeId: w.isletmeId };
    expect((await istek(yabanci, 'GET', `/randevular?tarih=2026-01-01`)).status).toBe(403);
  });
});

describe('randevularim', () => {
  it("not linked: says so; linked: only the own staff member's appointments, today and ahead plus the past week", async () => {
    const selin = { ...(await operator(w, [KIM, `${KIM}:guncelle`])), isletmeId: w.isletmeId };
    const bos = await cevap(await istek(selin, 'GET', '/randevularim'));
    expect(bos.body.data).toEqual({ bagli: false, saatDilimi: 'Europe/Istanbul', personeller: [], randevular: [], odemeYontemleri: [] });
    await env.DB.prepare('UPDATE personel SET kullanici_id = ? WHERE id = ?').bind(selin.id, w.personel[0]).run();
    const kendi = await ekle(w, yerelZaman(7, 10));
    const baskasi = await ekle(w, yerelZaman(7, 10), { personelId: w.personel[1] });
    const eski = await ekle(w, yerelZaman(-10, 10));
    const gecenHafta = await gecmis(5, 15);
    const { body } = await cevap(await istek(selin, 'GET', '/randevularim'));
    expect(body.data.bagli).toBe(true);
    expect(body.data.personeller).toEqual([{ id: w.personel[0], ad: 'Selin', renk: '#6d28d9', foto: null }]);
    const ids = body.data.randevular.map((r: { id: number }) => r.id);
    expect(ids).toContain(kendi.id);
    expect(ids).toContain(gecenHafta.id);
    expect(ids).not.toContain(baskasi.id);
    expect(ids).not.toContain(eski.id);
    expect(body.data.randevular.every((r: { personelId: number }) => r.personelId === w.personel[0])).toBe(true);

    // own: complete with payment; someone else's: 404; cancel is not an own action; without :guncelle 403
    const tamam = await cevap(await durum(gecenHafta.id, { islem: 'tamamla', odeme: 'kart' }, selin, 'randevularim'));
    expect(tamam.body.data).toMatchObject({ durum: 'tamamlandi', odeme: 'kart' });
    expect((await durum(baskasi.id, { islem: 'onayla' }, selin, 'randevularim')).status).toBe(404);
    expect((await durum(kendi.id, { islem: 'iptal' }, selin, 'randevularim')).status).toBe(403);
    const salt = { ...(await operator(w, [KIM])), isletmeId: w.isletmeId };
    await env.DB.prepare('UPDATE personel SET kullanici_id = ? WHERE id = ?').bind(salt.id, w.personel[1]).run();
    expect((await istek(salt, 'GET', '/randevularim')).status).toBe(200);
    expect((await durum(baskasi.id, { islem: 'onayla' }, salt, 'randevularim')).status).toBe(403);
  });
});
