import { describe, expect, it } from 'vitest';
import { baslangicAraligi, grupOf, hatirlatmaDoldur, pencere, vadeMs, type HatirlatmaZamani } from '@lib/randevu/hatirlatma';

/** When a reminder is due and which list group it falls in, per venue parameter, in the venue's zone. */

const IST = 'Europe/Istanbul';
const oncekiGun = (saat: string): HatirlatmaZamani => ({ zamanlama: 'onceki_gun', saat, saatOnce: 24 });
const saatOnce = (n: number): HatirlatmaZamani => ({ zamanlama: 'saat_once', saat: '10:00', saatOnce: n });
const ms = (iso: string) => Date.parse(iso);
const iso = (n: number) => new Date(n).toISOString();

describe('due time', () => {
  it('the day before at HH:MM is the venue-local day before, at that wall time (Istanbul is UTC+3 all year)', () => {
    // 16 Nov 14:00 in Istanbul → 15 Nov 10:00 in Istanbul
    expect(iso(vadeMs(ms('2026-11-16T11:00:00.000Z'), oncekiGun('10:00'), IST))).toBe('2026-11-15T07:00:00.000Z');
    expect(iso(vadeMs(ms('2026-11-16T11:00:00.000Z'), oncekiGun('18:45'), IST))).toBe('2026-11-15T15:45:00.000Z');
  });

  it('uses the local day at the day boundary, not the UTC day', () => {
    // 16 Nov 01:00 in Istanbul is still 15 Nov in UTC: its reminder is on 15 Nov (local), not on 14 Nov
    expect(iso(vadeMs(ms('2026-11-15T22:00:00.000Z'), oncekiGun('10:00'), IST))).toBe('2026-11-15T07:00:00.000Z');
    // 15 Nov 23:30 in Istanbul (20:30 UTC, same day) → 14 Nov
    expect(iso(vadeMs(ms('2026-11-15T20:30:00.000Z'), oncekiGun('10:00'), IST))).toBe('2026-11-14T07:00:00.000Z');
    // 16 Nov 00:00 sharp belongs to the 16th
    expect(iso(vadeMs(ms('2026-11-15T21:00:00.000Z'), oncekiGun('00:00'), IST))).toBe('2026-11-14T21:00:00.000Z');
    // the same instant in UTC is another local day: the zone decides
    expect(iso(vadeMs(ms('2026-11-15T22:00:00.000Z'), oncekiGun('10:00'), 'UTC'))).toBe('2026-11-14T10:00:00.000Z');
  });

  it('N hours before is exact, across midnight and month ends', () => {
    expect(iso(vadeMs(ms('2026-12-01T06:00:00.000Z'), saatOnce(3), IST))).toBe('2026-12-01T03:00:00.000Z');
    expect(iso(vadeMs(ms('2026-12-01T06:00:00.000Z'), saatOnce(12), IST))).toBe('2026-11-30T18:00:00.000Z');
    expect(iso(vadeMs(ms('2026-12-01T06:00:00.000Z'), saatOnce(72), IST))).toBe('2026-11-28T06:00:00.000Z');
  });
});

describe('list groups', () => {
  // 16 Nov 00:30 in Istanbul (15 Nov 21:30 UTC): "today" is the 16th
  const now = ms('2026-11-15T21:30:00.000Z');
  const p = pencere(now, IST);

  it('today and tomorrow are Istanbul days', () => {
    expect(iso(p.bugunMs)).toBe('2026-11-15T21:00:00.000Z');
    expect(iso(p.yarinMs)).toBe('2026-11-16T21:00:00.000Z');
    expect(iso(p.sonrakiMs)).toBe('2026-11-17T21:00:00.000Z');
  });

  it('due today, due tomorrow, overdue while open and ahead, else off the list', () => {
    const z = oncekiGun('10:00');
    const grup = (baslangic: string, bitti = false) => grupOf(vadeMs(ms(baslangic), z, IST), ms(baslangic), p, now, bitti);
    // 17 Nov 09:00 local → due 16 Nov 10:00 = today
    expect(grup('2026-11-17T06:00:00.000Z')).toBe('bugun');
    // 18 Nov 01:00 local (17 Nov UTC) → due 17 Nov = tomorrow
    expect(grup('2026-11-17T22:00:00.000Z')).toBe('yarin');
    // 19 Nov → due 18 Nov: not yet
    expect(grup('2026-11-19T06:00:00.000Z')).toBeNull();
    // 16 Nov 15:00 local → due 15 Nov 10:00: overdue while nobody sent it and it is still ahead
    expect(grup('2026-11-16T12:00:00.000Z')).toBe('gecikmis');
    expect(grup('2026-11-16T12:00:00.000Z', true)).toBeNull();
    // 16 Nov 00:15 local has begun: an old reminder for it is off the list
    expect(grup('2026-11-15T21:15:00.000Z')).toBeNull();
  });

  it('the read range holds every start the list can show', () => {
    for (const z of [oncekiGun('00:00'), oncekiGun('23:59'), saatOnce(1), saatOnce(72)]) {
      const { basMs, bitMs } = baslangicAraligi(p, now, z);
      for (let t = p.bugunMs - 4 * 86_400_000; t < p.sonrakiMs + 5 * 86_400_000; t += 15 * 60_000) {
        if (grupOf(vadeMs(t, z, IST), t, p, now, false) !== null) {
          expect(t >= basMs && t < bitMs, `${z.zamanlama} ${z.saat} ${z.saatOnce} ${iso(t)}`).toBe(true);
        }
      }
    }
  });
});

describe('message text', () => {
  it('fills the placeholders and leaves unknown ones as typed', () => {
    const degerler = { ad: 'Ayşe', isletme: 'Lotus', tarih: '16 Kasım Pazartesi', saat: '14:00', hizmet: 'Saç kesimi', personel: 'Selin', onayLinki: 'https://x/onay', iptalLinki: 'https://x/iptal' };
    expect(hatirlatmaDoldur('Merhaba {ad}, {tarih} {saat} {hizmet} ({personel}) {onayLinki} {iptalLinki} {yok}', degerler))
      .toBe('Merhaba Ayşe, 16 Kasım Pazartesi 14:00 Saç kesimi (Selin) https://x/onay https://x/iptal {yok}');
  });
});
