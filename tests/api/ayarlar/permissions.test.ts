import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import {
  GARSON_YETKISI, SIFRE, TUM_ADMIN_YETKILERI, TUM_ISLETME_YETKILERI, addMember, buildWorld, call, insertOperator, insertSet, json, login, loginResponse, type World,
} from '../fixtures';

const PATH = '/api/YetkiSetleri/kullaniciyetkileri';

let w: World;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  w = await buildWorld();
  for (const role of ['admin', 'owner', 'waiter', 'noSet', 'outsider'] as const) tokens[role] = await login(w.user[role].email);
});

const ask = (role: string, body: unknown) => call('POST', PATH, { token: tokens[role], body });

describe('POST /api/YetkiSetleri/kullaniciyetkileri', () => {
  it("answers the caller's own set as {data:{data:[keys]}}", async () => {
    const owner = await ask('owner', { yetkiSetIdString: String(w.set.aTam) });
    expect(owner.status).toBe(200);
    expect(await json(owner)).toEqual({ success: true, data: { data: TUM_ISLETME_YETKILERI } });
    // the owner's other venue works too
    expect(await json(await ask('owner', { yetkiSetIdString: ` ${w.set.bTam} ` }))).toEqual({ success: true, data: { data: TUM_ISLETME_YETKILERI } });
    expect(await json(await ask('waiter', { yetkiSetIdString: String(w.set.aGarson) }))).toEqual({ success: true, data: { data: [GARSON_YETKISI] } });
  });

  it('matches what login announced for the same set', async () => {
    const login = await json(await loginResponse(w.user.waiter.email, SIFRE, { venue: w.venue.A }));
    const answer = await json(await ask('waiter', { yetkiSetIdString: String(login.data.userInfo.yetkiSetId) }));
    expect(answer.data.data).toEqual(login.data.permissions);
  });

  it('answers an empty list for an empty or missing id', async () => {
    for (const body of [{}, { yetkiSetIdString: '' }, { yetkiSetIdString: '   ' }, { yetkiSetIdString: null }]) {
      const response = await ask('noSet', body);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(await json(response)).toEqual({ success: true, data: { data: [] } });
    }
  });

  it("answers 404 for another user's, another venue's, a template's or an admin set", async () => {
    const cases: Array<[string, number]> = [
      ['waiter', w.set.aTam], // same venue, someone else's set
      ['noSet', w.set.aGarson],
      ['outsider', w.set.aTam], // another venue
      ['owner', w.set.cTam], // a venue the owner is not in
      ['owner', w.set.sablon], // platform template
      ['owner', w.set.admin], // admin set
      ['admin', w.set.aTam], // admins only read their own admin set
      ['admin', w.set.adminKisitli],
      ['waiter', 99999999],
    ];
    for (const [role, id] of cases) {
      const response = await ask(role, { yetkiSetIdString: String(id) });
      expect(response.status, `${role} → ${id}`).toBe(404);
      expect(await json(response)).toEqual({ success: false, errorCode: 'NOT_FOUND', errorDetail: TR['error.notFound'] });
    }
  });

  it('answers 404 once the membership holding the set is disabled', async () => {
    const setId = await insertSet({ isletmeId: w.venue.A, ad: 'Geçici', yetkiler: [GARSON_YETKISI] });
    const email = 'eski.calisan@demo.test';
    const id = await insertOperator(email, [[w.venue.B, w.set.bTam]]);
    await addMember(w.venue.A, id, setId, 0);
    const token = await login(email);
    expect((await call('POST', PATH, { token, body: { yetkiSetIdString: String(setId) } })).status).toBe(404);
    expect((await call('POST', PATH, { token, body: { yetkiSetIdString: String(w.set.bTam) } })).status).toBe(200);
  });

  it('answers 400 for a non-numeric id or a wrong type', async () => {
    for (const body of [
      { yetkiSetIdString: 'abc' }, { yetkiSetIdString: '1 OR 1=1' }, { yetkiSetIdString: '-1' }, { yetkiSetIdString: '1.5' },
      { yetkiSetIdString: '1e3' }, { yetkiSetIdString: '12345678901' }, { yetkiSetIdString: 5 }, { yetkiSetIdString: 'x'.repeat(21) }, { yetkiSetIdString: ['1'] },
    ]) {
      const response = await ask('owner', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await json(response)).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    }
  });

  it('gives the admin their admin set', async () => {
    const response = await ask('admin', { yetkiSetIdString: String(w.set.admin) });
    expect(await json(response)).toEqual({ success: true, data: { data: TUM_ADMIN_YETKILERI } });
  });

  it('needs a session', async () => {
    const response = await call('POST', PATH, { body: { yetkiSetIdString: String(w.set.aTam) } });
    expect(response.status).toBe(401);
  });

  it('drops keys the tree no longer knows', async () => {
    const setId = await insertSet({ isletmeId: w.venue.A, ad: 'Eski anahtarlı', yetkiler: [GARSON_YETKISI, 'isletme:kaldirildi', 'admin:stok'] });
    const email = 'eski.anahtar@demo.test';
    await insertOperator(email, [[w.venue.A, setId]]);
    const token = await login(email);
    expect(await json(await call('POST', PATH, { token, body: { yetkiSetIdString: String(setId) } }))).toEqual({ success: true, data: { data: [GARSON_YETKISI] } });
  });
});
