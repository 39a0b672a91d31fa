import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { call, json, scalar } from '../fixtures';
import { govde, kanalKur, olustur, yerelTarih, yerelZaman, type TestKanal } from './fixtures';

/** C1–C3: the database, not the code path, decides races (one row per occupied 5-minute cell under a UNIQUE key). */

let k: TestKanal;
beforeAll(async () => {
  k = await kanalKur();
});

const ip = (i: number) => `172.16.${(i >> 8) & 255}.${i & 255}`;

describe('C1: 200 parallel bookings of one slot', () => {
  it('accepts exactly one; the other 199 get 409 SLOT_TAKEN; no 5xx; one appointment row', async () => {
    const baslangic = yerelZaman(3, 10);
    // a different client address each: the per-IP create limit must not be what refuses them
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => olustur(k.firmaKey, govde(k, baslangic, { adSoyad: `Müşteri ${i}` }), { ip: ip(i) })));
    const statuses = responses.map((r) => r.status);
    const bodies = await Promise.all(responses.map((r) => json(r)));
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    const lost = bodies.find((b) => b.errorCode === 'SLOT_TAKEN');
    expect(lost).toMatchObject({ success: false, errorCode: 'SLOT_TAKEN', errorDetail: TR['randevu.api.slotTaken'] });
    // the page offers the next free slots, all later than the lost one and on the chosen staff
    expect(lost.sonrakiSlotlar).toHaveLength(3);
    expect(lost.data.sonrakiSlotlar).toEqual(lost.sonrakiSlotlar);
    for (const slot of lost.sonrakiSlotlar) {
      expect(slot.baslangicMs).toBeGreaterThan(Date.parse(baslangic));
      expect(slot.personelIdler).toContain(k.personel[0]);
    }
    expect(await scalar('SELECT count(*) FROM randevu WHERE isletme_id = ? AND baslangic = ?', k.isletmeId, baslangic)).toBe(1);
    // 45 min + 5 min after-buffer = 10 cells
    expect(await scalar('SELECT count(*) FROM randevu_hucre WHERE personel_id = ?', k.personel[0])).toBe(10);
    // losers leave no customer rows behind (the batch rolled back)
    expect(await scalar('SELECT count(*) FROM musteri WHERE isletme_id = ?', k.isletmeId)).toBe(1);
  }, 60_000);

  it('"any" staff fills each free staff member once, in ascending id order', async () => {
    const baslangic = yerelZaman(4, 11);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => olustur(k.firmaKey, govde(k, baslangic, { personelId: null }), { ip: ip(1000 + i) })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    const rows = await scalar<string>('SELECT group_concat(personel_id) FROM (SELECT personel_id FROM randevu WHERE isletme_id = ? AND baslangic = ? ORDER BY personel_id)', k.isletmeId, baslangic);
    expect(rows).toBe(`${k.personel[0]},${k.personel[1]}`);
  }, 60_000);
});

describe('C2: 50 parallel bookings with overlapping intervals on one staff member', () => {
  it('never accepts two that overlap (buffers included)', async () => {
    // starts every 5 minutes from 09:00: each occupies 50 minutes, so neighbours overlap heavily
    const starts = Array.from({ length: 50 }, (_, i) => yerelZaman(5, 9, i * 5));
    const responses = await Promise.all(starts.map((s, i) => olustur(k.firmaKey, govde(k, s, { personelId: k.personel[1] }), { ip: ip(2000 + i) })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500 || (s !== 201 && s !== 409))).toEqual([]);
    const accepted = starts.filter((_, i) => statuses[i] === 201).map((s) => Date.parse(s)).sort((a, b) => a - b);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < accepted.length; i++) expect(accepted[i]! - accepted[i - 1]!).toBeGreaterThanOrEqual(50 * 60_000);
    expect(await scalar("SELECT count(*) FROM randevu WHERE personel_id = ? AND baslangic LIKE ? || '%'", k.personel[1], starts[0]!.slice(0, 10))).toBe(accepted.length);
    expect(await scalar("SELECT count(*) FROM randevu_hucre h JOIN randevu r ON r.id = h.randevu_id WHERE r.personel_id = ? AND r.baslangic LIKE ? || '%'", k.personel[1], starts[0]!.slice(0, 10))).toBe(accepted.length * 10);
  }, 60_000);

  it('accepts exactly one of 50 different intervals that all share 10:25–10:30', async () => {
    // three lengths (45 + 5 min buffer, 30, 45 + 5 + 30) at every start that still covers 10:25: 32 distinct intervals
    const secenekler = [
      ...Array.from({ length: 10 }, (_, i) => ({ hizmetIdler: [k.hizmet.sac], baslangic: yerelZaman(5, 9, 40 + i * 5) })),
      ...Array.from({ length: 6 }, (_, i) => ({ hizmetIdler: [k.hizmet.fon], baslangic: yerelZaman(5, 10, i * 5) })),
      ...Array.from({ length: 16 }, (_, i) => ({ hizmetIdler: [k.hizmet.sac, k.hizmet.fon], baslangic: yerelZaman(5, 9, 10 + i * 5) })),
    ];
    const istekler = Array.from({ length: 50 }, (_, i) => secenekler[i % secenekler.length]!);
    const responses = await Promise.all(istekler.map((s, i) => olustur(k.firmaKey, govde(k, s.baslangic, { personelId: k.personel[0], hizmetIdler: s.hizmetIdler }), { ip: ip(4000 + i) })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await scalar("SELECT count(*) FROM randevu WHERE personel_id = ? AND baslangic LIKE ? || '%'", k.personel[0], yerelTarih(5))).toBe(1);
  }, 60_000);

  it('a pending booking (manual approval) blocks the slot too', async () => {
    const manuel = await kanalKur({ otomatikOnay: 0 });
    const baslangic = yerelZaman(3, 15);
    const first = await olustur(manuel.firmaKey, govde(manuel, baslangic));
    expect(first.status).toBe(201);
    expect((await json(first)).data.durum).toBe('beklemede');
    // an overlapping start 15 minutes later on the same staff member
    const second = await olustur(manuel.firmaKey, govde(manuel, yerelZaman(3, 15, 15)));
    expect(second.status).toBe(409);
    expect((await json(second)).errorCode).toBe('SLOT_TAKEN');
    // and the slot list no longer offers it
    const slots = await json(await call('GET', `/api/randevu/${manuel.firmaKey}/slotlar?hizmetIdler=${manuel.hizmet.sac}&personelId=${manuel.personel[0]}&tarih=${yerelTarih(3)}`));
    expect(slots.success).toBe(true);
    const busy = [Date.parse(baslangic), Date.parse(baslangic) + 50 * 60_000];
    expect(slots.data.length).toBeGreaterThan(0);
    for (const slot of slots.data) expect(slot.bitisMs <= busy[0]! || slot.baslangicMs >= busy[1]!, JSON.stringify(slot)).toBe(true);
  });
});

describe('C3: one Idempotency-Key sent 20 times in parallel', () => {
  it('books once and answers all 20 with identical bodies', async () => {
    const body = govde(k, yerelZaman(6, 10));
    const key = 'istek-anahtari-0001';
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => olustur(k.firmaKey, body, { key, ip: ip(3000 + i) })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(texts).size).toBe(1);
    const answer = JSON.parse(texts[0]!);
    expect(answer.success).toBe(true);
    expect(answer.data.kod).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(await scalar('SELECT count(*) FROM randevu WHERE isletme_id = ? AND baslangic = ?', k.isletmeId, body.baslangic)).toBe(1);
    // a later retry still gets the same bytes
    expect(await (await olustur(k.firmaKey, body, { key })).text()).toBe(texts[0]);
  }, 60_000);

  it('refuses the same key for a different booking instead of revealing the first one', async () => {
    const key = 'istek-anahtari-0002';
    expect((await olustur(k.firmaKey, govde(k, yerelZaman(6, 14)), { key })).status).toBe(201);
    const other = await olustur(k.firmaKey, govde(k, yerelZaman(6, 16)), { key });
    expect(other.status).toBe(409);
    const body = await json(other);
    expect(body).toEqual({ success: false, errorCode: 'IDEMPOTENCY_CONFLICT', errorDetail: TR['randevu.api.idempotencyMismatch'] });
    expect(JSON.stringify(body)).not.toMatch(/kod|yonetimLinki/);
  });

  it('rejects a malformed key', async () => {
    const response = await olustur(k.firmaKey, govde(k, yerelZaman(6, 17)), { key: 'kisa' });
    expect(response.status).toBe(400);
  });
});
