import { beforeAll, describe, expect, it } from 'vitest';
import { tcUret } from '@lib/ikinciel/tc';
import { buildWorld, call, json, login, scalar, type Json, type World } from '../fixtures';

/** A listing closed by the sale stays closed: no move back to live, draft or removed, and its item stays sold. */

const I = '/api/isletme/ikinciel';
let w: World;
let owner: string;

const istek = (method: string, path: string, body?: unknown) => call(method, path, { token: owner, venue: w.venue.A, body });
const veri = async (r: Response): Promise<Json> => {
  const b = await json(r);
  if (!b.success) throw new Error(`${r.status} ${JSON.stringify(b)}`);
  return b.data;
};

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

describe('a sold listing', () => {
  it('moved back to yayinda (or taslak, kaldirildi) → 409 and it stays sold', async () => {
    const c = await veri(await istek('POST', `${I}/cihazlar`, {
      tur: 'dizustu', marka: 'Dell', model: 'Latitude 7490', kondisyon: 'iyi', kondisyonNot: '',
      ozellik: { islemci: 'i7-8650U', ram: '16 GB', depolama: '512 GB SSD', ekranKarti: '', ekran: '14"', serbest: '' },
      seriNo: 'DL7490X1', saticiAd: 'Mehmet Kaya', saticiTel: '0532 444 55 66', saticiTc: tcUret('987654321'), alisKurus: 520_000, alisTarihi: '2026-10-05',
    }));
    await veri(await istek('POST', `${I}/cihazlar/${c.id}/durum`, { durum: 'satista' }));
    const ilan = await veri(await istek('POST', `${I}/ilanlar`, { cihazId: c.id, baslik: 'Dell Latitude 7490 i7 16 GB', aciklama: 'Temiz', fiyatKurus: 900_000 }));
    const url = 'https://www.letgo.com/item/dell-latitude-7490-55555';
    await veri(await istek('POST', `${I}/ilanlar/${ilan.id}/durum`, { durum: 'yayinda', url }));
    await veri(await istek('POST', `${I}/cihazlar/${c.id}/satis`, { aliciAd: 'Zeynep Arslan', aliciTel: '', satisKurus: 880_000, satisTarihi: '2026-11-20', odeme: 'nakit', garantiGun: 30 }));
    expect(await scalar('SELECT durum FROM ikinciel_ilan WHERE id = ?', ilan.id)).toBe('satildi');

    for (const govde of [{ durum: 'yayinda', url }, { durum: 'yayinda', url, yenile: true }, { durum: 'taslak' }, { durum: 'kaldirildi' }]) {
      const r = await istek('POST', `${I}/ilanlar/${ilan.id}/durum`, govde);
      expect({ govde, status: r.status }).toEqual({ govde, status: 409 });
      expect((await json(r)).errorCode).toBe('STATUS_MOVE');
    }
    expect(await scalar('SELECT durum FROM ikinciel_ilan WHERE id = ?', ilan.id)).toBe('satildi');
    expect(await scalar('SELECT durum FROM ikinciel_cihaz WHERE id = ?', c.id)).toBe('satildi');
    // the sold item cannot get a fresh listing either
    expect((await istek('POST', `${I}/ilanlar`, { cihazId: c.id, baslik: 'Dell Latitude 7490 tekrar', aciklama: '', fiyatKurus: 900_000 })).status).toBe(409);
  });
});
