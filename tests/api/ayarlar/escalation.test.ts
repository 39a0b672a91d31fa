import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { GARSON_YETKISI, TUM_ISLETME_YETKILERI, buildWorld, call, insertOperator, insertSet, json, login, scalar, type World } from '../fixtures';

// A user who may manage users and sets must not hand out (or take) more than they hold.
const YONETICI = ['isletme:ayarlar:yonetim:kullanici', 'isletme:ayarlar:yonetim:kullanici:ekle', 'isletme:ayarlar:yonetim:kullanici:guncelle',
  'isletme:ayarlar:yonetim:yetki', 'isletme:ayarlar:yonetim:yetki:ekle', 'isletme:ayarlar:yonetim:yetki:guncelle', GARSON_YETKISI];

let w: World;
let managerId: number;
let manager: string;
let managerSet: number;
let fullSet: number;
beforeAll(async () => {
  w = await buildWorld();
  managerSet = await insertSet({ isletmeId: w.venue.A, ad: 'Vardiya Amiri', yetkiler: YONETICI });
  fullSet = await insertSet({ isletmeId: w.venue.A, ad: 'Her Şey', yetkiler: TUM_ISLETME_YETKILERI });
  managerId = await insertOperator('amir@demo.test', [[w.venue.A, managerSet]]);
  manager = await login('amir@demo.test');
});

const asManager = (method: string, path: string, body?: unknown) => call(method, `/api/isletme${path}`, { token: manager, venue: w.venue.A, body });

describe('no privilege escalation', () => {
  it('cannot give themselves a bigger set (403, nothing changes)', async () => {
    const response = await asManager('PUT', `/kullanicilar/${managerId}`, { adSoyad: 'amir@demo.test', email: 'amir@demo.test', sifre: '', yetkiSetiId: fullSet });
    expect(response.status).toBe(403);
    expect(await scalar('SELECT yetki_seti_id FROM isletme_kullanici WHERE kullanici_id = ? AND isletme_id = ?', managerId, w.venue.A)).toBe(managerSet);
  });

  it('cannot create a user with a set beyond their own', async () => {
    const response = await asManager('POST', '/kullanicilar', { adSoyad: 'Yeni Kişi', email: 'yeni.kisi@demo.test', sifre: 'sifre12345', yetkiSetiId: fullSet });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ errorCode: 'GRANT_BEYOND_OWN', errorDetail: TR['error.grantBeyondOwn'] });
    expect(await scalar("SELECT count(*) FROM kullanici WHERE email = 'yeni.kisi@demo.test'")).toBe(0);
  });

  it('may assign a set within their own', async () => {
    const small = await insertSet({ isletmeId: w.venue.A, ad: 'Sadece Masa', yetkiler: [GARSON_YETKISI] });
    const response = await asManager('POST', '/kullanicilar', { adSoyad: 'Masa Görevlisi', email: 'masa@demo.test', sifre: 'sifre12345', yetkiSetiId: small });
    expect(response.status).toBe(201);
  });

  it('cannot create or widen a permission set beyond their own keys', async () => {
    const create = await asManager('POST', '/yetki-setleri', { ad: 'Genişletilmiş', yetkiler: [...YONETICI, 'isletme:personel'] });
    expect(create.status).toBe(403);
    expect(await scalar("SELECT count(*) FROM yetki_seti WHERE ad = 'Genişletilmiş'")).toBe(0);
    const widen = await asManager('PUT', `/yetki-setleri/${managerSet}`, { ad: 'Vardiya Amiri', yetkiler: [...YONETICI, 'isletme:personel'] });
    expect(widen.status).toBe(403);
    expect(JSON.parse((await scalar<string>('SELECT yetkiler FROM yetki_seti WHERE id = ?', managerSet))!)).not.toContain('isletme:personel');
  });
});
