import { beforeAll, describe, expect, it } from 'vitest';
import { TR_RANDEVU_SERI } from '@lib/i18n/randevu/seri';
import { scalar, type Json } from '../fixtures';
import { yerelTarih, yerelZaman } from './fixtures';
import { cevap, ekle, ekleGovdesi, hucreSayisi, istek, paketSat, takvimKur, type TakvimDunyasi } from './takvim-ortak';

/** Recurring series from the panel's appointment form (issue 26, item 4). */

let w: TakvimDunyasi;
beforeAll(async () => {
  w = await takvimKur();
});

function seriGovdesi(baslangic: string, tekrar: { aralikHafta: number; adet?: number; bitisTarihi?: string }, extra: Record<string, unknown> = {}, secimler: unknown[] = []) {
  return { randevu: ekleGovdesi(w, baslangic, extra), tekrar, secimler };
}

const sayac = async () => ({
  randevu: (await scalar<number>('SELECT count(*) FROM randevu WHERE isletme_id = ?', w.isletmeId))!,
  seri: (await scalar<number>('SELECT count(*) FROM randevu_seri WHERE isletme_id = ?', w.isletmeId))!,
  hucre: (await scalar<number>('SELECT count(*) FROM randevu_hucre h JOIN randevu r ON r.id = h.randevu_id WHERE r.isletme_id = ?', w.isletmeId))!,
});

describe('recurring series', () => {
  it('weekly × 6 with one conflict: the plan lists it with the nearest free starts, nothing is saved until it is picked, then 6 in one batch', async () => {
    const personelId = w.personel[0];
    // another customer holds the second week's 10:00
    await ekle(w, yerelZaman(8, 10), { personelId });
    const govde = seriGovdesi(yerelZaman(1, 10), { aralikHafta: 1, adet: 6 }, { personelId });
    const plan = await cevap(await istek(w, 'POST', '/randevular/seri/plan', govde));
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    const tarihler = plan.body.data.tarihler as Json[];
    expect(tarihler.map((t) => t.durum)).toEqual(['uygun', 'dolu', 'uygun', 'uygun', 'uygun', 'uygun']);
    expect(tarihler.map((t) => t.baslangic)).toEqual([1, 8, 15, 22, 29, 36].map((g) => yerelZaman(g, 10)));
    const oneriler = tarihler[1]!.oneriler as string[];
    expect(oneriler.length).toBeGreaterThan(0);
    // the nearest free start of the same staff that day: after the 10:00–10:45 (+5 min buffer) appointment
    expect(oneriler[0]).toBe(yerelZaman(8, 11));

    const once = await sayac();
    const red = await cevap(await istek(w, 'POST', '/randevular/seri', govde));
    expect(red.status).toBe(422);
    expect(red.body.errorCode).toBe('SERIES_CONFLICT');
    expect((red.body.data.tarihler as Json[])[1]!.durum).toBe('dolu');
    expect(await sayac()).toEqual(once);

    const kayit = await cevap(await istek(w, 'POST', '/randevular/seri', { ...govde, secimler: [{ sira: 2, baslangic: oneriler[0] }] }));
    expect(kayit.status, JSON.stringify(kayit.body)).toBe(201);
    const randevular = kayit.body.data.randevular as Json[];
    expect(randevular.map((r) => r.baslangic)).toEqual([yerelZaman(1, 10), yerelZaman(8, 11), ...[15, 22, 29, 36].map((g) => yerelZaman(g, 10))]);
    expect(randevular.map((r) => r.seri)).toEqual([1, 2, 3, 4, 5, 6].map((sira) => ({ id: kayit.body.data.seriId, sira, adet: 6, aralikHafta: 1 })));
    for (const r of randevular) expect(await hucreSayisi(r.id as number)).toBeGreaterThan(0);
    const sonra = await sayac();
    expect(sonra.randevu - once.randevu).toBe(6);
    expect(sonra.seri - once.seri).toBe(1);
    // the calendar's view carries the series
    const gun = await cevap(await istek(w, 'GET', `/randevular?tarih=${yerelTarih(15)}&gun=1`));
    expect((gun.body.data.randevular as Json[]).find((r) => r.id === randevular[2]!.id)!.seri).toMatchObject({ sira: 3, adet: 6 });
  });

  it('parallel saves of the same series: exactly one is written, never a double booking', async () => {
    const govde = seriGovdesi(yerelZaman(2, 15), { aralikHafta: 1, adet: 4 }, { personelId: w.personel[1] });
    const once = await sayac();
    const yanitlar = await Promise.all(Array.from({ length: 5 }, () => istek(w, 'POST', '/randevular/seri', govde)));
    const durumlar = yanitlar.map((r) => r.status).sort();
    expect(durumlar.filter((s) => s === 201)).toHaveLength(1);
    expect(durumlar.every((s) => s === 201 || s === 409 || s === 422)).toBe(true);
    const sonra = await sayac();
    expect(sonra.randevu - once.randevu).toBe(4);
    expect(sonra.seri - once.seri).toBe(1);
  });

  it('until a date: every 2 weeks up to and including the last day', async () => {
    const kayit = await cevap(await istek(w, 'POST', '/randevular/seri', seriGovdesi(yerelZaman(3, 16), { aralikHafta: 2, bitisTarihi: yerelTarih(31) }, { personelId: w.personel[0] })));
    expect(kayit.status, JSON.stringify(kayit.body)).toBe(201);
    const randevular = kayit.body.data.randevular as Json[];
    expect(randevular.map((r) => r.baslangic)).toEqual([3, 17, 31].map((g) => yerelZaman(g, 16)));
    expect(randevular[0]!.seri).toMatchObject({ adet: 3, aralikHafta: 2 });
  });

  it('a skipped date is left out and the rest are numbered in order', async () => {
    const kayit = await cevap(await istek(w, 'POST', '/randevular/seri', seriGovdesi(yerelZaman(4, 9), { aralikHafta: 1, adet: 3 }, { personelId: w.personel[0] }, [{ sira: 2, baslangic: null }])));
    expect(kayit.status, JSON.stringify(kayit.body)).toBe(201);
    expect((kayit.body.data.randevular as Json[]).map((r) => [r.baslangic, (r.seri as Json).sira, (r.seri as Json).adet])).toEqual([[yerelZaman(4, 9), 1, 2], [yerelZaman(18, 9), 2, 2]]);
  });

  it('cancel this and the following frees exactly those cells; only this one frees only its own', async () => {
    const kayit = await cevap(await istek(w, 'POST', '/randevular/seri', seriGovdesi(yerelZaman(5, 11), { aralikHafta: 1, adet: 4 }, { personelId: w.personel[1] })));
    expect(kayit.status).toBe(201);
    const ids = (kayit.body.data.randevular as Json[]).map((r) => r.id as number);
    const hucre = await Promise.all(ids.map(hucreSayisi));
    const iptal = await cevap(await istek(w, 'POST', `/randevular/${ids[2]}/seri-iptal`, { kapsam: 'sonrakiler' }));
    expect(iptal.status, JSON.stringify(iptal.body)).toBe(200);
    expect(iptal.body.data.iptalSayisi).toBe(2);
    expect((iptal.body.data.randevular as Json[]).map((r) => r.durum)).toEqual(['onaylandi', 'onaylandi', 'iptal', 'iptal']);
    expect(await Promise.all(ids.map(hucreSayisi))).toEqual([hucre[0], hucre[1], 0, 0]);
    // the freed time books again
    await ekle(w, yerelZaman(19, 11), { personelId: w.personel[1] });

    const bu = await cevap(await istek(w, 'POST', `/randevular/${ids[0]}/seri-iptal`, { kapsam: 'bu' }));
    expect(bu.status).toBe(200);
    expect(await Promise.all(ids.map(hucreSayisi))).toEqual([0, hucre[1], 0, 0]);
    expect(await scalar('SELECT durum FROM randevu WHERE id = ?', ids[1])).toBe('onaylandi');
  });

  it('a package counts one session per occurrence', async () => {
    const kayit = await cevap(await istek(w, 'POST', '/randevular/seri', seriGovdesi(yerelZaman(-14, 12), { aralikHafta: 1, adet: 2 }, { personelId: w.personel[0] })));
    expect(kayit.status, JSON.stringify(kayit.body)).toBe(201);
    const randevular = kayit.body.data.randevular as Json[];
    const paketId = await paketSat(w.isletmeId, randevular[0]!.musteriId as number, w.hizmet.sac, 5);
    for (const r of randevular) {
      const tamam = await cevap(await istek(w, 'POST', `/randevular/${r.id}/durum`, { islem: 'tamamla' }));
      expect(tamam.status, JSON.stringify(tamam.body)).toBe(200);
      expect(tamam.body.data.paketSeans).toBe(1);
    }
    expect(await scalar('SELECT kalan FROM randevu_musteri_paket_hizmet WHERE musteri_paket_id = ?', paketId)).toBe(3);
  });

  it('refusals answer 422 with the reason and write nothing', async () => {
    const personelId = w.personel[0];
    const durumlar: [unknown, number, keyof typeof TR_RANDEVU_SERI][] = [
      [seriGovdesi(yerelZaman(6, 10), { aralikHafta: 1, bitisTarihi: yerelTarih(2) }, { personelId }), 422, 'randevu.seri.api.untilBeforeStart'],
      [seriGovdesi(yerelZaman(6, 10), { aralikHafta: 1, bitisTarihi: yerelTarih(6 + 7 * 60) }, { personelId }), 422, 'randevu.seri.api.tooMany'],
      [seriGovdesi(yerelZaman(6, 10), { aralikHafta: 4, bitisTarihi: yerelTarih(20) }, { personelId }), 422, 'randevu.seri.api.tooFew'],
      [seriGovdesi(yerelZaman(6, 10), { aralikHafta: 1, adet: 3 }, { personelId }, [{ sira: 4, baslangic: null }]), 422, 'randevu.seri.api.pickInvalid'],
      [seriGovdesi(yerelZaman(6, 10), { aralikHafta: 1, adet: 2 }, { personelId }, [{ sira: 1, baslangic: null }, { sira: 2, baslangic: null }]), 422, 'randevu.seri.api.nothingLeft'],
      [seriGovdesi(yerelZaman(6, 7), { aralikHafta: 1, adet: 2 }, { personelId }), 422, 'randevu.seri.api.conflicts'],
      [seriGovdesi(yerelZaman(6, 10), { aralikHafta: 5, adet: 2 }, { personelId }), 400, 'randevu.seri.api.intervalInvalid'],
      [seriGovdesi(yerelZaman(6, 10), { aralikHafta: 1, adet: 2, bitisTarihi: yerelTarih(20) }, { personelId }), 400, 'randevu.seri.api.ruleRequired'],
    ];
    const once = await sayac();
    for (const [govde, status, anahtar] of durumlar) {
      const yanit = await cevap(await istek(w, 'POST', '/randevular/seri', govde));
      expect(yanit.status, JSON.stringify(yanit.body)).toBe(status);
      // the reason in the user's language
      expect(yanit.body.errorDetail).toContain(TR_RANDEVU_SERI[anahtar].replace(/\{[^}]*\}/g, '').trim().slice(0, 12));
    }
    expect(await sayac()).toEqual(once);
    // not a series
    const tek = await ekle(w, yerelZaman(7, 15), { personelId });
    const red = await cevap(await istek(w, 'POST', `/randevular/${tek.id}/seri-iptal`, { kapsam: 'sonrakiler' }));
    expect(red.status).toBe(422);
    expect(await scalar('SELECT durum FROM randevu WHERE id = ?', tek.id)).toBe('onaylandi');
  });

  it('another venue\'s appointment is not found', async () => {
    const baska = await takvimKur();
    const r = await ekle(baska, yerelZaman(3, 10));
    const red = await cevap(await istek(w, 'POST', `/randevular/${r.id}/seri-iptal`, { kapsam: 'sonrakiler' }));
    expect(red.status).toBe(404);
    expect(await hucreSayisi(r.id as number)).toBeGreaterThan(0);
  });
});
