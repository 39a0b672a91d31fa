import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { gunsonu } from '@worker/live/cafe/isleyici/gunsonu';
import type { IslemBaglami } from '@worker/live/cafe/tipler';
import { TUM_ISLETME_YETKILERI, call, json, scalar, type Json } from '../fixtures';
import { cafeKur, islem, islemGonder, siparisVer, soketDinle, yeniIslemId } from './fixtures';

/**
 * The backstops behind the cafe's everyday guards: the socket hears only the venue of its membership header, the D1
 * unique indexes hold when the object's memory or queue is bypassed, and a line paid by an item split stays as paid.
 */

const bekle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the live socket names its venue by the membership header', () => {
  it("its own venue's header with another venue's ?isletme= hears only its own venue", async () => {
    const k = await cafeKur();
    const b = await cafeKur();
    const res = await call('GET', `/api/isletme/cafe/canli?isletme=${b.isletmeId}`, { token: k.garson, venue: k.isletmeId, headers: { upgrade: 'websocket' }, origin: 'http://example.com' });
    if (res.status === 403) return; // refusing the mixed request is as good as hearing only its own venue
    const { ws, olaylar } = soketDinle(res);
    await siparisVer(b.garson, b.isletmeId, b.masalar[0]!, [[b.urun.cay, 1]]);
    await bekle(100);
    expect(olaylar.map((o) => o.tur)).toEqual(['merhaba']);
    await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.cay, 1]]);
    await bekle(100);
    expect(olaylar.map((o) => o.tur)).toEqual(['merhaba', 'adisyon']);
    expect(olaylar[1]).toMatchObject({ masaId: k.masalar[0] });
    ws.close();
  });
});

describe('the D1 backstops', () => {
  it("a retry after the object's answer memory is lost adds no second line and gets the first answer", async () => {
    const k = await cafeKur();
    const islemId = yeniIslemId();
    const govde = { islemId, tur: 'siparis', masaId: k.masalar[0], kalemler: [{ urunId: k.urun.kahve, adet: 2, not: '' }] };
    const ilk = await islemGonder(k.garson, k.isletmeId, govde);
    expect(ilk.status).toBe(201);
    const ilkVeri = (await json(ilk)).data;
    // empty every table of the venue's object (its answers by operation id), as a lost or expired memory would be
    const ns = env.CAFE_CANLI;
    await runInDurableObject(ns.get(ns.idFromName(String(k.isletmeId))), (_nesne, state: DurableObjectState) => {
      const tablolar = state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'").toArray();
      expect(tablolar.length).toBeGreaterThan(0);
      for (const t of tablolar) state.storage.sql.exec(`DELETE FROM "${t.name}"`);
    });
    const tekrar = await islemGonder(k.garson, k.isletmeId, govde);
    expect(tekrar.status).toBeLessThan(300);
    expect(tekrar.headers.get('x-islem-tekrar')).toBe('1');
    expect(await scalar('SELECT count(*) FROM adisyon_kalem WHERE adisyon_id = ?', ilkVeri.adisyon.id)).toBe(1);
    expect(await scalar('SELECT sum(adet) FROM adisyon_kalem WHERE adisyon_id = ?', ilkVeri.adisyon.id)).toBe(2);
    expect(await scalar('SELECT count(*) FROM adisyon_islem WHERE isletme_id = ? AND islem_id = ?', k.isletmeId, islemId)).toBe(1);
  });

  it("two day ends of one day run outside the object's queue leave one report", async () => {
    const k = await cafeKur();
    const uyeId = (await scalar<number>('SELECT min(kullanici_id) FROM isletme_kullanici WHERE isletme_id = ?', k.isletmeId))!;
    const baglam = (): IslemBaglami => ({
      db: env.DB, isletmeId: k.isletmeId, kullanici: { id: uyeId, adSoyad: 'Sahip', yetkiler: TUM_ISLETME_YETKILERI },
      simdi: new Date().toISOString(), islemId: yeniIslemId(),
    });
    const girdi = { tur: 'gunsonu' as const, sayilanNakitKurus: 0, okcZKurus: null, aciklama: '', devret: false };
    // both read the open day before either writes: what two unqueued requests at the same instant would do
    const [a, b] = [await gunsonu(baglam(), girdi), await gunsonu(baglam(), girdi)];
    await env.DB.batch(a.ifadeler);
    await expect(env.DB.batch(b.ifadeler)).rejects.toThrow(/UNIQUE constraint failed/);
    expect(await scalar('SELECT count(*) FROM cafe_gunsonu WHERE isletme_id = ?', k.isletmeId)).toBe(1);
    expect(await scalar("SELECT count(*) FROM cafe_gun WHERE isletme_id = ? AND durum = 'kapali'", k.isletmeId)).toBe(1);
  });
});

describe('a line paid by an item split', () => {
  it('void, complimentary or a line discount on it → 409 LINE_PAID and nothing changes; the unpaid line still can', async () => {
    const k = await cafeKur();
    const d = await siparisVer(k.garson, k.isletmeId, k.masalar[0]!, [[k.urun.kahve, 2], [k.urun.tost, 1]]);
    const [kahve, tost] = d.adisyon.kalemler.map((x: Json) => x.id as number);
    await islem(k.kasiyer, k.isletmeId, { tur: 'ode', adisyonId: d.adisyon.id, kalemIdler: [kahve], odemeler: [{ odeme: 'nakit', tutarKurus: 18_000 }] });
    const once = await scalar<string>("SELECT group_concat(id || ':' || adet || ':' || durum || ':' || tutar_kurus, ',') FROM adisyon_kalem WHERE adisyon_id = ?", d.adisyon.id);
    for (const govde of [
      { tur: 'iptal', adisyonId: d.adisyon.id, kalemId: kahve, adet: 1, neden: 'yanlış sipariş' },
      { tur: 'ikram', adisyonId: d.adisyon.id, kalemId: kahve, adet: 2, neden: 'doğum günü' },
      { tur: 'indirim', adisyonId: d.adisyon.id, kalemId: kahve, indirimTur: 'yuzde', deger: 10 },
    ]) {
      const r = await islemGonder(k.sahip, k.isletmeId, govde);
      expect({ tur: govde.tur, status: r.status }).toEqual({ tur: govde.tur, status: 409 });
      expect((await json(r)).errorCode).toBe('LINE_PAID');
    }
    expect(await scalar<string>("SELECT group_concat(id || ':' || adet || ':' || durum || ':' || tutar_kurus, ',') FROM adisyon_kalem WHERE adisyon_id = ?", d.adisyon.id)).toBe(once);
    await islem(k.sahip, k.isletmeId, { tur: 'ikram', adisyonId: d.adisyon.id, kalemId: tost, adet: 1, neden: 'doğum günü' });
    expect(await scalar('SELECT durum FROM adisyon_kalem WHERE id = ?', tost)).toBe('ikram');
  });
});
