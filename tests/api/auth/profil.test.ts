import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { buildWorld, call, json, login, loginResponse, scalar, SIFRE, type World } from '../fixtures';

let w: World;
beforeAll(async () => {
  w = await buildWorld();
});

describe('own profile (PUT /api/auth/profil)', () => {
  it('renames an operator who works in two venues (others may not)', async () => {
    const token = await login(w.user.owner.email);
    const response = await call('PUT', '/api/auth/profil', { token, body: { adSoyad: 'Ayşe Yılmaz Demir' } });
    expect(response.status).toBe(200);
    expect(await scalar<string>('SELECT ad_soyad FROM kullanici WHERE id = ?', w.user.owner.id)).toBe('Ayşe Yılmaz Demir');
  });

  it('changes the password only with the current one, and closes the other sessions', async () => {
    const email = w.user.waiter.email;
    const here = await login(email);
    const elsewhere = await login(email);
    const wrong = await call('PUT', '/api/auth/profil', { token: here, body: { adSoyad: 'Garson Test', mevcutSifre: 'yanlis', yeniSifre: 'yeni-sifre-123' } });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ errorCode: 'CURRENT_PASSWORD', errorDetail: TR['error.currentPassword'] });
    expect((await loginResponse(email, SIFRE)).status).toBe(200);

    const changed = await call('PUT', '/api/auth/profil', { token: here, body: { adSoyad: 'Garson Test', mevcutSifre: SIFRE, yeniSifre: 'yeni-sifre-123' } });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: here })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: elsewhere })).status).toBe(401);
    expect((await loginResponse(email, SIFRE)).status).toBe(401);
    expect((await loginResponse(email, 'yeni-sifre-123')).status).toBe(200);
  });

  it('refuses a short new password and an empty name, changing nothing; needs a session', async () => {
    const token = await login(w.user.noSet.email);
    const before = await scalar<string>('SELECT sifre_hash FROM kullanici WHERE id = ?', w.user.noSet.id);
    expect((await call('PUT', '/api/auth/profil', { token, body: { adSoyad: 'Ad Soyad', mevcutSifre: SIFRE, yeniSifre: 'kisa' } })).status).toBe(400);
    expect((await call('PUT', '/api/auth/profil', { token, body: { adSoyad: ' ' } })).status).toBe(400);
    expect(await scalar<string>('SELECT sifre_hash FROM kullanici WHERE id = ?', w.user.noSet.id)).toBe(before);
    expect((await call('PUT', '/api/auth/profil', { body: { adSoyad: 'Kimse' } })).status).toBe(401);
  });
});
