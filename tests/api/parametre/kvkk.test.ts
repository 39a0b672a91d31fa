import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { varsayilanKvkkMetni } from '@lib/parametre/kvkk';
import { kvkkSayfasi } from '@worker/db/parametre/kvkk';
import { buildWorld, call, json, login, loginWith, type Json, type World } from '../fixtures';

/** The venue's KVKK notice: a default filled in from its parameters, its own text via PUT /api/isletme/parametre, the public read. */

const P = '/api/isletme/parametre';
const KEY = 'isletme:ayarlar:yonetim:parametre';
let w: World;
let owner: string;

const istek = (method: string, body?: unknown, opts: { token?: string; venue?: number } = {}) =>
  call(method, P, { token: opts.token ?? owner, venue: opts.venue ?? w.venue.A, body });

const form = (patch: Record<string, unknown> = {}) => ({
  ad: 'Kahve Durağı', adres: 'Işıklar Cd. No:24, Muratpaşa', sehir: 'Antalya', telefon: '+90 242 555 12 34', vergiNo: null,
  saatDilimi: 'Europe/Istanbul', gunDonumuSaat: 0, odemeYontemleri: ['nakit', 'kart', 'havale'], kdvOranlari: [1, 10, 20], varsayilanKdv: 10,
  kategoriKdv: [], fisUstBilgi: '', fisAltBilgi: '', misafirDilleri: ['tr', 'en', 'de', 'ru'], paraGosterimi: 'sembol_sonra', ...patch,
});

const kvkkSatiri = async (isletmeId: number) =>
  (await env.DB.prepare('SELECT kvkk_metni FROM isletme_parametre WHERE isletme_id = ?').bind(isletmeId).first<{ kvkk_metni: string | null }>())?.kvkk_metni ?? null;
const kvkkLoglari = async (): Promise<Json[]> =>
  (await env.DB.prepare("SELECT eski, yeni, kullanici_id FROM parametre_log WHERE isletme_id = ? AND alan = 'kvkkMetni' ORDER BY id").bind(w.venue.A).all()).results;

beforeAll(async () => {
  w = await buildWorld();
  owner = await login(w.user.owner.email);
});

describe('KVKK notice', () => {
  it('a venue that never edited it reads the default text with its own name, address and phone', async () => {
    expect((await istek('PUT', form())).status).toBe(200);
    const { data } = await json(await istek('GET'));
    expect(data.kvkkMetni).toBeNull();
    expect(data.kvkkYolu).toBe('/kahve-duragi/kvkk');
    expect(data.kvkkVarsayilan).toContain('Veri sorumlusu: Kahve Durağı, Işıklar Cd. No:24, Muratpaşa, Antalya.');
    expect(data.kvkkVarsayilan).toContain('+90 242 555 12 34');
    expect(data.kvkkVarsayilan).toContain('6698 sayılı');
    const sayfa = await kvkkSayfasi(env.DB, 'kahve-duragi');
    expect(sayfa).toMatchObject({ isletmeAd: 'Kahve Durağı', firmaAdi: 'kahve-duragi', ozel: false });
    expect(sayfa?.metin).toBe(data.kvkkVarsayilan);
    // another venue's default names that venue
    expect((await kvkkSayfasi(env.DB, 'lezzet-restoran'))?.metin).toContain('Veri sorumlusu: Lezzet Restoran.');
    // the default follows the venue's details
    await istek('PUT', form({ telefon: '+90 242 555 00 00' }));
    expect((await kvkkSayfasi(env.DB, 'kahve-duragi'))?.metin).toContain('+90 242 555 00 00');
    expect(varsayilanKvkkMetni({ ad: 'X', adres: '', sehir: '', telefon: '', vergiNo: null })).toContain('işletmeye doğrudan iletebilirsiniz');
  });

  it('the venue edits it (plain text, normalised), reads it back, the page shows it, the log has it; a client that leaves it out keeps it; empty = default again', async () => {
    const metin = '  Kahve Durağı aydınlatma metni.\r\n\r\nİkinci paragraf <b>kalın değil</b>   \r\nsatır  ';
    const kayitli = 'Kahve Durağı aydınlatma metni.\n\nİkinci paragraf <b>kalın değil</b>\nsatır';
    const response = await istek('PUT', form({ kvkkMetni: metin }));
    expect(response.status).toBe(200);
    expect((await json(response)).data.kvkkMetni).toBe(kayitli);
    expect((await json(await istek('GET'))).data.kvkkMetni).toBe(kayitli);
    expect(await kvkkSatiri(w.venue.A)).toBe(kayitli);
    expect(await kvkkSayfasi(env.DB, 'kahve-duragi')).toMatchObject({ metin: kayitli, ozel: true });
    expect(await kvkkLoglari()).toEqual([{ eski: null, yeni: kayitli, kullanici_id: w.user.owner.id }]);

    // an older client's save (no kvkkMetni) changes nothing about the notice and logs nothing for it
    expect((await istek('PUT', form({ fisAltBilgi: 'Yine bekleriz' }))).status).toBe(200);
    expect(await kvkkSatiri(w.venue.A)).toBe(kayitli);
    expect(await kvkkLoglari()).toHaveLength(1);

    // empty: back to the default
    expect((await json(await istek('PUT', form({ kvkkMetni: '  ' })))).data.kvkkMetni).toBeNull();
    expect(await kvkkSatiri(w.venue.A)).toBeNull();
    expect((await kvkkLoglari()).at(-1)).toMatchObject({ eski: kayitli, yeni: null });
    expect((await kvkkSayfasi(env.DB, 'kahve-duragi'))?.ozel).toBe(false);
  });

  it('refuses too long or control-character text with a Turkish 400 and changes nothing', async () => {
    for (const kvkkMetni of ['a'.repeat(8001), 'metin\u0000sonu', 42]) {
      const response = await istek('PUT', form({ kvkkMetni }));
      expect(response.status, String(kvkkMetni).slice(0, 20)).toBe(400);
      expect((await json(response)).errorDetail).toBe('KVKK metni en fazla 8000 karakter olabilir ve kontrol karakteri içeremez.');
    }
    expect(await kvkkSatiri(w.venue.A)).toBeNull();
  });

  it('without :guncelle the notice is read-only (403, nothing changes)', async () => {
    const okur = await loginWith(w.venue.A, [KEY]);
    expect((await json(await istek('GET', undefined, { token: okur }))).data.kvkkMetni).toBeNull();
    expect((await istek('PUT', form({ kvkkMetni: 'Okurun metni' }), { token: okur })).status).toBe(403);
    expect(await kvkkSatiri(w.venue.A)).toBeNull();
    expect(await kvkkLoglari()).toHaveLength(2);
  });

  it("another venue's notice is out of reach, and the public read knows no unknown or closed venue (404 page)", async () => {
    const response = await istek('PUT', form({ ad: 'Lezzet Restoran', kvkkMetni: 'Ele geçirildi' }), { venue: w.venue.C });
    expect(response.status).toBe(403);
    expect(await kvkkSatiri(w.venue.C)).toBeNull();
    expect((await kvkkSayfasi(env.DB, 'lezzet-restoran'))?.metin).not.toContain('Ele geçirildi');
    for (const ad of ['hic-boyle-bir-yer-yok', 'kapanmis-kafe']) expect(await kvkkSayfasi(env.DB, ad), ad).toBeNull();
  });
});
