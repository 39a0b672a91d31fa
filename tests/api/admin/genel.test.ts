import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, json, login, scalar, type Json, type World } from '../fixtures';

/** Platform settings (/api/admin/genel): one row, validated, every change logged with {eski, yeni}. */

const G = '/api/admin/genel';
let w: World;
let admin: string;

const GECERLI = {
  firmaUnvan: 'İşletmePro Yazılım A.Ş.', vergiDairesi: 'Zincirlikuyu', vergiNo: '4810123456', adres: 'Büyükdere Cad. No: 100, Şişli / İstanbul',
  telefon: '+90 212 555 01 00', eposta: 'muhasebe@isletmepro.com.tr', iban: 'TR33 0006 1005 1978 6457 8413 26', destekEposta: 'destek@isletmepro.com.tr',
  destekTelefon: '0850 555 01 00', denemeGun: 21, ekSureGun: 5, kdvOrani: 20, faturaVadeGun: 10, diller: ['en', 'de'],
};

beforeAll(async () => {
  w = await buildWorld();
  admin = await login(w.user.admin.email);
});

describe('general settings', () => {
  it('reads the migration defaults, saves, normalises (IBAN spaces, tr always on) and logs {eski, yeni}', async () => {
    const once = (await json(await call('GET', G, { token: admin }))).data;
    expect(once).toMatchObject({ firmaUnvan: 'İşletmePro Yazılım A.Ş.', denemeGun: 14, ekSureGun: 7, kdvOrani: 20, faturaVadeGun: 15, diller: ['tr', 'en', 'de', 'ru'] });
    const r = await call('PUT', G, { token: admin, body: GECERLI });
    const sonra = (await json(r)).data;
    expect(r.status).toBe(200);
    expect(sonra).toMatchObject({ ...GECERLI, iban: 'TR330006100519786457841326', diller: ['tr', 'en', 'de'] });
    const log = JSON.parse((await scalar<string>("SELECT ayrinti FROM platform_log WHERE tur = 'genel.guncelle' ORDER BY id DESC LIMIT 1"))!) as Json;
    expect(log.eski.denemeGun).toBe(14);
    expect(log.yeni.denemeGun).toBe(21);
    expect(await scalar("SELECT kullanici_id FROM platform_log WHERE tur = 'genel.guncelle' ORDER BY id DESC LIMIT 1")).toBe(w.user.admin.id);
  });

  it('bad input is 400 naming each field, nothing saved', async () => {
    const once = await scalar<string>('SELECT guncelleme_zamani FROM platform_ayar WHERE id = 1');
    const kotu: [Json, string][] = [
      [{ firmaUnvan: '' }, 'firmaUnvan'], [{ vergiNo: '12ab' }, 'vergiNo'], [{ eposta: 'yok@' }, 'eposta'], [{ iban: 'DE1234' }, 'iban'],
      [{ denemeGun: 0 }, 'denemeGun'], [{ ekSureGun: 91 }, 'ekSureGun'], [{ kdvOrani: 12.5 }, 'kdvOrani'], [{ diller: ['fr'] }, 'diller'], [{ telefon: 'abc' }, 'telefon'],
    ];
    for (const [k, alan] of kotu) {
      const j = await json(await call('PUT', G, { token: admin, body: { ...GECERLI, ...k } }));
      expect(j.errorCode, JSON.stringify(k)).toBe('VALIDATION');
      expect(Object.keys(j.data.alanlar)).toEqual([alan]);
    }
    expect(await scalar<string>('SELECT guncelleme_zamani FROM platform_ayar WHERE id = 1')).toBe(once);
  });

  it('a save shows at once to the public reads of the same isolate (footer, language pickers)', async () => {
    const dil = async () => (await json(await call('GET', '/api/public/platform'))).data.diller;
    await call('PUT', G, { token: admin, body: { ...GECERLI, diller: ['ru'] } });
    expect(await dil()).toEqual(['tr', 'ru']);
    await call('PUT', G, { token: admin, body: { ...GECERLI, firmaUnvan: 'Alt Bilgi Test A.Ş.', diller: [] } });
    expect(await dil()).toEqual(['tr']);
    const { genelAyarOnbellekli } = await import('@worker/db/admin/genel');
    const { env } = await import('cloudflare:test');
    expect((await genelAyarOnbellekli(env.DB)).firmaUnvan).toBe('Alt Bilgi Test A.Ş.');
  });

  it('an admin without admin:ayarlar:genel and operators get 403', async () => {
    const kisitli = await login(w.user.adminKisitli.email);
    expect((await call('GET', G, { token: kisitli })).status).toBe(403);
    expect((await call('PUT', G, { token: kisitli, body: GECERLI })).status).toBe(403);
    const owner = await login(w.user.owner.email);
    expect((await call('PUT', G, { token: owner, venue: w.venue.A, body: GECERLI })).status).toBe(403);
  });
});
