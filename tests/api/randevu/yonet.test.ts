import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUM_TR as TR } from '@lib/i18n/tum';
import { call, json, scalar } from '../fixtures';
import { kanalKur, rezerveEt, yerelZaman, yonet, type TestKanal } from './fixtures';

/** Lookup, cancel and reschedule by code + phone or the encrypted manage link. */

let k: TestKanal;
let diger: TestKanal;
beforeAll(async () => {
  k = await kanalKur();
  diger = await kanalKur();
});

const notFound = { success: false, errorCode: 'NOT_FOUND', errorDetail: TR['randevu.api.notFound'] };
const linkOf = (yonetimLinki: string) => new URL(yonetimLinki, 'https://x.test').searchParams.get('l')!;

describe('lookup', () => {
  it('finds the appointment by code + phone in any spelling, with names, staff and venue', async () => {
    const { data, body } = await rezerveEt(k, yerelZaman(3, 10), { hizmetIdler: [k.hizmet.sac, k.hizmet.fon] });
    const digits = body.telefon.replace(/\D/g, '').slice(1);
    for (const telefon of [body.telefon, `+90 ${digits}`, digits, `0${digits}`]) {
      const response = await yonet(k.firmaKey, 'sorgula', { kod: data.kod.toLowerCase(), telefon });
      const answer = await json(response);
      expect(response.status, telefon).toBe(200);
      expect(answer.data).toMatchObject({
        kod: data.kod, durum: 'onaylandi', baslangic: data.baslangic, bitis: data.bitis, toplamKurus: 70_000,
        personel: { id: k.personel[0], ad: 'Selin' }, hizmetler: [{ ad: 'Saç kesimi', sureDk: 45 }, { ad: 'Fön', sureDk: 30 }], degistirilebilir: true,
      });
      expect(answer.data.isletme.ad).toMatch(/^Salon /);
    }
    // 45 + 30 minutes
    expect(Date.parse(data.bitis) - Date.parse(data.baslangic)).toBe(75 * 60_000);
  });

  it("wrong phone, unknown code and another venue's FirmaKey answer the same 404", async () => {
    const { data, body } = await rezerveEt(k, yerelZaman(3, 14));
    const attempts = [
      [k.firmaKey, { kod: data.kod, telefon: '0555 999 88 77' }],
      [k.firmaKey, { kod: 'ABCDEFGHJK', telefon: body.telefon }],
      [diger.firmaKey, { kod: data.kod, telefon: body.telefon }],
    ] as const;
    for (const [firmaKey, payload] of attempts) {
      const response = await yonet(firmaKey, 'sorgula', payload);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual(notFound);
    }
    // the other venue cannot cancel it either
    expect((await yonet(diger.firmaKey, 'randevular/iptal', { kod: data.kod, telefon: body.telefon })).status).toBe(404);
    expect(await scalar('SELECT durum FROM randevu WHERE kod = ?', data.kod)).toBe('onaylandi');
  });

  it('1,000 random code + phone lookups find nothing and get 429 after 20 failures', async () => {
    const ip = '198.51.100.7';
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const randomKod = () => Array.from({ length: 10 }, () => alphabet[Math.floor(Math.random() * 32)]).join('');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await yonet(k.firmaKey, 'sorgula', { kod: randomKod(), telefon: `0532${String(i).padStart(7, '0')}` }, ip)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
    for (let chunk = 0; chunk < 975; chunk += 75) {
      const batch = await Promise.all(Array.from({ length: Math.min(75, 975 - chunk) }, (_, i) => yonet(k.firmaKey, 'sorgula', { kod: randomKod(), telefon: `0533${String(chunk + i).padStart(7, '0')}` }, ip)));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses).toHaveLength(1000);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.filter((s) => s === 429)).toHaveLength(980);
    const blocked = await yonet(k.firmaKey, 'sorgula', { kod: randomKod(), telefon: '0532 111 22 33' }, ip);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.get('access-control-allow-origin')).toBe('*');
    expect((await json(blocked)).errorCode).toBe('RATE_LIMITED');
    // even the right code + phone is refused from that address while it is blocked; other addresses are not affected
    const { data, body } = await rezerveEt(k, yerelZaman(4, 9));
    expect((await yonet(k.firmaKey, 'sorgula', { kod: data.kod, telefon: body.telefon }, ip)).status).toBe(429);
    expect((await yonet(k.firmaKey, 'sorgula', { kod: data.kod, telefon: body.telefon })).status).toBe(200);
  }, 120_000);

  it('successful lookups do not count towards the limit', async () => {
    const { data, body } = await rezerveEt(k, yerelZaman(4, 10));
    for (let i = 0; i < 30; i++) expect((await yonet(k.firmaKey, 'sorgula', { kod: data.kod, telefon: body.telefon }, '198.51.100.8')).status).toBe(200);
  });

  it('opens with the encrypted manage link (whole URL or token); tampered or foreign links are refused', async () => {
    const { data } = await rezerveEt(k, yerelZaman(4, 11));
    expect(data.yonetimLinki).toMatch(new RegExp(`^/${k.firmaAdi}/${k.firmaKey}/randevu/sorgula\\?l=v1\\.`));
    const token = linkOf(data.yonetimLinki);
    for (const link of [data.yonetimLinki, token]) {
      const response = await yonet(k.firmaKey, 'sorgula', { link });
      expect(response.status).toBe(200);
      expect((await json(response)).data.kod).toBe(data.kod);
    }
    const [v, iv, ct] = token.split('.');
    const flipped = `${v}.${iv}.${ct!.slice(0, 5)}${ct![5] === 'A' ? 'B' : 'A'}${ct!.slice(6)}`;
    const tampered = await yonet(k.firmaKey, 'sorgula', { link: flipped });
    expect(tampered.status).toBe(400);
    expect((await json(tampered)).errorDetail).toBe('Geçersiz bağlantı.');
    const garbage = await yonet(k.firmaKey, 'sorgula', { link: 'not-a-link' });
    expect(garbage.status).toBe(400);
    expect((await json(garbage)).errorDetail).toBe('Bağlantı çözülemedi.');
    // a valid link of venue k used under another FirmaKey
    expect(await json(await yonet(diger.firmaKey, 'sorgula', { link: token }))).toEqual(notFound);
  });

  it('needs code + phone or a link; a bad phone is a 400', async () => {
    expect((await yonet(k.firmaKey, 'sorgula', {})).status).toBe(400);
    expect((await yonet(k.firmaKey, 'sorgula', { kod: 'ABCDEFGHJK' })).status).toBe(400);
    const bad = await yonet(k.firmaKey, 'sorgula', { kod: 'ABCDEFGHJK', telefon: '123' });
    expect(await json(bad)).toMatchObject({ success: false, errorCode: 'VALIDATION', errorDetail: TR['randevu.api.phoneInvalid'] });
  });
});

describe('cancel', () => {
  it('frees the slot: the same time can be booked again', async () => {
    const baslangic = yerelZaman(5, 10);
    const { data, body } = await rezerveEt(k, baslangic);
    const response = await yonet(k.firmaKey, 'randevular/iptal', { kod: data.kod, telefon: body.telefon });
    expect(response.status).toBe(200);
    expect((await json(response)).data.durum).toBe('iptal');
    expect(await scalar('SELECT count(*) FROM randevu_hucre h JOIN randevu r ON r.id = h.randevu_id WHERE r.kod = ?', data.kod)).toBe(0);
    // pressing twice is harmless
    expect((await yonet(k.firmaKey, 'randevular/iptal', { link: data.yonetimLinki })).status).toBe(200);
    const again = await rezerveEt(k, baslangic);
    expect(again.data.kod).not.toBe(data.kod);
  });

  it('is refused inside the channel limit (409 TOO_LATE) and changes nothing', async () => {
    const { data, body } = await rezerveEt(k, yerelZaman(5, 11));
    // the appointment is now 3 hours away; the channel allows changes until 24 hours before
    const soon = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 300_000) * 300_000);
    await env.DB.prepare('UPDATE randevu SET baslangic = ?, bitis = ? WHERE kod = ?').bind(soon.toISOString(), new Date(soon.getTime() + 45 * 60_000).toISOString(), data.kod).run();
    const response = await yonet(k.firmaKey, 'randevular/iptal', { kod: data.kod, telefon: body.telefon });
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ success: false, errorCode: 'TOO_LATE', errorDetail: TR['randevu.api.tooLate'].replace('{saat}', '24') });
    expect(await scalar('SELECT durum FROM randevu WHERE kod = ?', data.kod)).toBe('onaylandi');
    const ertele = await yonet(k.firmaKey, 'randevular/ertele', { kod: data.kod, telefon: body.telefon, yeniBaslangic: yerelZaman(7, 10) });
    expect(ertele.status).toBe(409);
    expect((await json(await yonet(k.firmaKey, 'sorgula', { kod: data.kod, telefon: body.telefon }))).data.degistirilebilir).toBe(false);
  });

  it('GET on the action paths changes nothing (link scanners)', async () => {
    const { data } = await rezerveEt(k, yerelZaman(5, 14));
    const token = linkOf(data.yonetimLinki);
    for (const path of [`/api/randevu/${k.firmaKey}/randevular/iptal?l=${token}`, `/api/randevu/${k.firmaKey}/sorgula?l=${token}`]) {
      const response = await call('GET', path);
      expect(response.status).toBe(404);
    }
    expect(await scalar('SELECT durum FROM randevu WHERE kod = ?', data.kod)).toBe('onaylandi');
  });
});

describe('reschedule', () => {
  it('a conflict leaves the old appointment exactly as it was', async () => {
    const a = await rezerveEt(k, yerelZaman(6, 10));
    await rezerveEt(k, yerelZaman(6, 11));
    const cells = () => scalar<string>('SELECT group_concat(hucre) FROM (SELECT h.hucre FROM randevu_hucre h JOIN randevu r ON r.id = h.randevu_id WHERE r.kod = ? ORDER BY h.hucre)', a.data.kod);
    const before = [await scalar('SELECT baslangic || bitis || durum FROM randevu WHERE kod = ?', a.data.kod), await cells()];
    const response = await yonet(k.firmaKey, 'randevular/ertele', { kod: a.data.kod, telefon: a.body.telefon, yeniBaslangic: yerelZaman(6, 11, 15) });
    expect(response.status).toBe(409);
    const body = await json(response);
    expect(body.errorCode).toBe('SLOT_TAKEN');
    expect(Array.isArray(body.sonrakiSlotlar)).toBe(true);
    expect([await scalar('SELECT baslangic || bitis || durum FROM randevu WHERE kod = ?', a.data.kod), await cells()]).toEqual(before);
  });

  it('moves to a free time (also overlapping its own old time) and frees the old cells', async () => {
    const a = await rezerveEt(k, yerelZaman(6, 15));
    const yeni = yerelZaman(6, 15, 30);
    const response = await yonet(k.firmaKey, 'randevular/ertele', { link: a.data.yonetimLinki, yeniBaslangic: yeni });
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ kod: a.data.kod, baslangic: yeni });
    expect(body.data.yonetimLinki).toMatch(/randevu\/sorgula\?l=v1\./);
    expect(await scalar('SELECT min(h.hucre) * 300000 FROM randevu_hucre h JOIN randevu r ON r.id = h.randevu_id WHERE r.kod = ?', a.data.kod)).toBe(Date.parse(yeni));
    // the old start is free again
    await rezerveEt(k, yerelZaman(6, 14, 30));
  });
});
