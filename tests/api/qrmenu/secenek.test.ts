import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, call, insertKategori, insertUrun, json, login, menuSurum, scalar, type World } from '../fixtures';
import { insertSecenekGrup } from './secenek-fixtures';

/** /api/isletme/qrmenu/secenekler: option groups with values, their attachment, sold-out values, tenancy. */

const P = '/api/isletme/qrmenu/secenekler';
let w: World;
let kahveler: number;
let latte: number;
let yabanciUrun: number;
const as = (token: string, venue: number) => (method: string, path: string, body?: unknown, lang?: string) => call(method, path, { token, venue, body, lang });
let A: ReturnType<typeof as>;

beforeAll(async () => {
  w = await buildWorld();
  A = as(await login(w.user.owner.email), w.venue.A);
  kahveler = await insertKategori(w.venue.A, 'Kahveler');
  latte = await insertUrun(w.venue.A, kahveler, 'Latte', 11_000);
  yabanciUrun = await insertUrun(w.venue.B, await insertKategori(w.venue.B, 'Başka'), 'Başka Latte');
});

const sut = (extra: Record<string, unknown> = {}) => ({
  ad: { tr: 'Süt', en: 'Milk' },
  mutfakAd: 'SÜT',
  enAz: 0,
  enCok: 1,
  degerler: [{ ad: { tr: 'İnek' } }, { ad: { tr: 'Laktozsuz' } }, { ad: { tr: 'Yulaf', en: 'Oat' }, mutfakAd: 'YLF', farkKurus: 1_500 }],
  kategoriIdler: [kahveler],
  ...extra,
});

describe('option groups', () => {
  it('creates a group with values and a category, lists it in order with every language, and bumps the menu version', async () => {
    const once = await menuSurum(w.venue.A);
    const res = await A('POST', P, sut());
    expect(res.status).toBe(201);
    const g = (await json(res)).data;
    expect(await menuSurum(w.venue.A)).toBe(once + 1);
    expect(g).toMatchObject({
      ad: { tr: 'Süt', en: 'Milk', de: '', ru: '' }, mutfakAd: 'SÜT', enAz: 0, enCok: 1, kategoriIdler: [kahveler], urunIdler: [],
      degerler: [
        { ad: { tr: 'İnek', en: '', de: '', ru: '' }, farkKurus: 0, tukendi: false, aktif: true, sira: 0 },
        { ad: { tr: 'Laktozsuz', en: '', de: '', ru: '' }, farkKurus: 0, sira: 1 },
        { ad: { tr: 'Yulaf', en: 'Oat', de: '', ru: '' }, mutfakAd: 'YLF', farkKurus: 1_500, sira: 2 },
      ],
    });
    const list = (await json(await A('GET', P))).data;
    expect(list.find((x: { id: number }) => x.id === g.id)).toEqual(g);
  });

  it('updates in place: a kept value keeps its id and sold-out state, a left-out value is removed, attachments are replaced', async () => {
    const g = (await json(await A('POST', P, sut()))).data;
    const [inek, , yulaf] = g.degerler;
    expect((await A('POST', `${P}/deger/${yulaf.id}/durum`, { tukendi: true })).status).toBe(200);
    const res = await A('PUT', `${P}/${g.id}`, sut({
      ad: { tr: 'Süt seçimi' }, enAz: 1,
      degerler: [{ id: yulaf.id, ad: { tr: 'Yulaf' }, farkKurus: 2_000, tukendi: true }, { id: inek.id, ad: { tr: 'İnek' } }, { ad: { tr: 'Badem' }, farkKurus: 2_500 }],
      kategoriIdler: [], urunIdler: [latte],
    }));
    expect(res.status).toBe(200);
    const yeni = (await json(res)).data;
    expect(yeni.ad.tr).toBe('Süt seçimi');
    expect(yeni.degerler.map((d: { id: number; ad: { tr: string }; farkKurus: number; tukendi: boolean }) => [d.id === yulaf.id, d.id === inek.id, d.ad.tr, d.farkKurus, d.tukendi]))
      .toEqual([[true, false, 'Yulaf', 2_000, true], [false, true, 'İnek', 0, false], [false, false, 'Badem', 2_500, false]]);
    expect(yeni.kategoriIdler).toEqual([]);
    expect(yeni.urunIdler).toEqual([latte]);
    expect(await scalar('SELECT count(*) FROM menu_secenek_deger WHERE grup_id = ?', g.id)).toBe(3);
  });

  it("refuses bad rules with the reason in the user's language", async () => {
    const ters = await A('POST', P, sut({ enAz: 2, enCok: 1 }), 'en');
    expect(ters.status).toBe(400);
    expect((await json(ters)).errorDetail).toMatch(/minimum choice cannot be greater than the maximum/i);
    const eksi = await A('POST', P, sut({ degerler: [{ ad: { tr: 'Küçük' }, farkKurus: -500 }] }));
    expect(eksi.status).toBe(400);
    expect((await json(eksi)).errorDetail).toMatch(/Fiyat farkı/);
    const fazla = await A('POST', P, sut({ enAz: 2, enCok: 3, degerler: [{ ad: { tr: 'Tek' } }] }));
    expect(fazla.status).toBe(400);
    expect((await json(fazla)).errorDetail).toMatch(/sunulan seçenek sayısından/);
    expect((await A('POST', P, sut({ degerler: [] }))).status).toBe(400);
  });

  it("never attaches another venue's product or takes another group's value", async () => {
    const yabanci = await A('POST', P, sut({ urunIdler: [yabanciUrun] }));
    expect(yabanci.status).toBe(400);
    expect((await json(yabanci)).errorCode).toBe('PRODUCT_INVALID');
    const baska = await insertSecenekGrup(w.venue.A, { ad: 'Boy', degerler: [{ ad: 'Büyük', farkKurus: 1_000 }] });
    const g = (await json(await A('POST', P, sut()))).data;
    const res = await A('PUT', `${P}/${g.id}`, sut({ degerler: [{ id: baska.degerIdler[0], ad: { tr: 'Büyük' } }] }));
    expect(res.status).toBe(400);
    expect((await json(res)).errorCode).toBe('VALUE_INVALID');
    const b = await insertSecenekGrup(w.venue.B, { ad: 'Başka', degerler: [{ ad: 'X' }] });
    expect((await A('PUT', `${P}/${b.id}`, sut())).status).toBe(404);
    expect((await A('POST', `${P}/deger/${b.degerIdler[0]}/durum`, { tukendi: true })).status).toBe(404);
    expect(await scalar('SELECT tukendi FROM menu_secenek_deger WHERE id = ?', b.degerIdler[0])).toBe(0);
  });

  it('deletes a group with its values and attachments; deleting a product removes its attachments', async () => {
    const g = (await json(await A('POST', P, sut({ urunIdler: [latte] })))).data;
    expect((await A('DELETE', `${P}/${g.id}`)).status).toBe(200);
    expect(await scalar('SELECT count(*) FROM menu_secenek_deger WHERE grup_id = ?', g.id)).toBe(0);
    expect(await scalar('SELECT count(*) FROM menu_secenek_bag WHERE grup_id = ?', g.id)).toBe(0);
    const kisa = await insertUrun(w.venue.A, kahveler, 'Kısa ömürlü');
    const h = (await json(await A('POST', P, sut({ urunIdler: [kisa] })))).data;
    expect((await A('DELETE', `/api/isletme/qrmenu/urunler/${kisa}`)).status).toBe(200);
    expect((await json(await A('GET', P))).data.find((x: { id: number }) => x.id === h.id).urunIdler).toEqual([]);
  });
});
