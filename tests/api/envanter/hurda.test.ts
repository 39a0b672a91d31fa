import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, json, login, loginWith, scalar, type Json, type World } from '../fixtures';
import { lokasyon } from './fixtures';

/** Scrap requests (/api/isletme/envanter/hurda-talepleri): one waiting per asset, approve/reject by permission, scrapped for good. */

const E = '/api/isletme/envanter';
const D = `${E}/demirbaslar`;
const H = `${E}/hurda-talepleri`;
const KEY = 'isletme:envanter:hurda-talepleri';
let w: World;
let owner: string;
let lok = 0;
let n = 0;

const istek = (method: string, path: string, body?: unknown, token = owner) => call(method, path, { token, venue: w.venue.A, body });
const veri = async (r: Response) => (await json(r)).data;
const ekle = async () => veri(await istek('POST', D, { kod: `HRD-${++n}`, ad: `Eski sandalye ${n}` }));

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
  lok = await lokasyon(w.venue.A, 'Depo', null, 'depo');
});

describe('scrap requests', () => {
  it('one waiting request per asset; the requester sees the decision', async () => {
    const d = await ekle();
    const talepci = await loginWith(w.venue.A, [KEY, `${KEY}:ekle`]);
    const r = await istek('POST', H, { demirbasId: d.id, neden: 'Ayağı kırık' }, talepci);
    expect(r.status).toBe(201);
    const t = await veri(r);
    const ikinci = await istek('POST', H, { demirbasId: d.id, neden: 'Tekrar' });
    expect(ikinci.status).toBe(409);
    expect((await json(ikinci)).errorDetail).toBe(`${d.kod} için bekleyen bir hurda talebi zaten var.`);
    expect((await istek('POST', `${H}/${t.id}/onayla`, {}, talepci)).status).toBe(403);
    expect((await istek('POST', `${H}/${t.id}/reddet`, { not: '' })).status).toBe(400);
    const red = await veri(await istek('POST', `${H}/${t.id}/reddet`, { not: 'Tamir edilebilir' }));
    expect(red).toMatchObject({ durum: 'reddedildi', kararNotu: 'Tamir edilebilir', kararVerenAd: expect.any(String) });
    const benim = await veri(await istek('GET', `${H}?benim=1`, undefined, talepci));
    expect(benim.map((h: Json) => [h.id, h.durum])).toEqual([[t.id, 'reddedildi']]);
    expect((await istek('POST', `${H}/${t.id}/onayla`, {})).status).toBe(409);
  });

  it('approved → scrapped for good: edit, transfer, gate pass, maintenance, delete all 409 (never 500)', async () => {
    const d = await ekle();
    const t = await veri(await istek('POST', H, { demirbasId: d.id, neden: 'Kullanılamaz' }));
    const onaysiz = await loginWith(w.venue.A, [KEY, `${KEY}:ekle`, `${KEY}:reddet`]);
    expect((await istek('POST', `${H}/${t.id}/onayla`, { not: '' }, onaysiz)).status).toBe(403);
    expect(await scalar('SELECT durum FROM envanter_demirbas WHERE id = ?', d.id)).toBe('kullanimda');
    const onay = await istek('POST', `${H}/${t.id}/onayla`, { not: 'Onaylandı' });
    expect(onay.status).toBe(200);
    expect(await scalar('SELECT durum FROM envanter_demirbas WHERE id = ?', d.id)).toBe('hurda');
    for (const [method, path, body] of [
      ['PUT', `${D}/${d.id}`, { kod: d.kod, ad: 'Yeni ad' }], ['POST', `${D}/${d.id}/transfer`, { lokasyonId: lok }],
      ['POST', `${D}/${d.id}/cikis`, { neden: 'tamir', kime: 'Servis' }], ['POST', `${D}/${d.id}/bakim`, { tur: 'ariza', aciklama: 'x' }],
      ['DELETE', `${D}/${d.id}`, undefined], ['POST', H, { demirbasId: d.id, neden: 'yine' }],
    ] as const) {
      const r = await istek(method, path, body);
      expect(r.status, `${method} ${path}`).toBe(409);
      expect((await json(r)).errorCode).toBe('ASSET_SCRAPPED');
    }
    const detay = await veri(await istek('GET', `${D}/detay/${d.slug}`));
    expect(detay.hurdaKarari).toMatchObject({ durum: 'onaylandi', kararNotu: 'Onaylandı' });
    expect(detay.gecmis.map((g: Json) => g.islem)).toEqual(expect.arrayContaining(['talep', 'onayla', 'durum']));
    // the list keeps it under its filter
    expect((await veri(await istek('GET', `${D}?durum=hurda`))).demirbaslar.map((x: Json) => x.id)).toContain(d.id);
  });

  it('the DB trigger error of a scrapped asset becomes 409 even past the code check', async () => {
    const { demirbasGuncelle } = await import('@worker/db/envanter/demirbas');
    const d = await ekle();
    await env.DB.prepare("UPDATE envanter_demirbas SET durum = 'hurda' WHERE id = ?").bind(d.id).run();
    const eski = { ...d, durum: 'kullanimda' };
    await expect(demirbasGuncelle(env.DB, w.venue.A, w.user.owner.id, eski, { ...d, ad: 'x', fotolar: [], ozelAlanlar: {}, notlar: '', durum: 'kullanimda', bakimAralikGun: null }, {}, '', { kaynak: null, hedef: null, personel: null }))
      .rejects.toMatchObject({ status: 409, errorCode: 'ASSET_SCRAPPED' });
  });

  it('the picker offers assets by folded words, never a scrapped one or one already waiting', async () => {
    const d = await veri(await istek('POST', D, { kod: `ADY-${++n}`, ad: 'Çay Ocağı Büyük' }));
    const talepci = await loginWith(w.venue.A, [KEY, `${KEY}:ekle`]);
    const ara = async (q: string) => (await veri(await istek('GET', `${H}/adaylar?q=${encodeURIComponent(q)}`, undefined, talepci))).map((x: Json) => x.id);
    expect(await ara('CAY OCAGI buyuk')).toEqual([d.id]);
    await istek('POST', H, { demirbasId: d.id, neden: 'Eski' }, talepci);
    expect(await ara('cay ocagi')).toEqual([]);
  });

  it('withdraws a waiting request; another venue cannot see or decide it', async () => {
    const d = await ekle();
    const t = await veri(await istek('POST', H, { demirbasId: d.id, neden: 'Eski' }));
    const b = await call('POST', `${H}/${t.id}/onayla`, { token: owner, venue: w.venue.B, body: {} });
    expect(b.status).toBe(404);
    expect((await istek('DELETE', `${H}/${t.id}`)).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM envanter_hurda WHERE id = ?', t.id)).toBe(0);
  });
});
