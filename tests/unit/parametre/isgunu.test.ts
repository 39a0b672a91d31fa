import { describe, expect, it } from 'vitest';
import { bugun } from '@lib/zaman/dilim';
import { isGunu, isGunuAraligi } from '@lib/zaman/isgunu';

const IST = 'Europe/Istanbul';
const BER = 'Europe/Berlin';

describe('isGunu', () => {
  it.each([
    // Istanbul is UTC+3 all year: 01:30 local = 22:30Z the day before
    ['2026-03-10T22:30:00Z', IST, 5, '2026-03-10'], // 01:30 on the 11th, cutoff 5 → the 10th
    ['2026-03-10T22:30:00Z', IST, 0, '2026-03-11'], // same instant, day turns at midnight
    ['2026-03-11T01:59:59.999Z', IST, 5, '2026-03-10'], // 04:59:59.999 local: still the previous day
    ['2026-03-11T02:00:00Z', IST, 5, '2026-03-11'], // 05:00 local: the new day starts
    ['2026-03-10T20:59:59Z', IST, 0, '2026-03-10'], // 23:59:59 local
    ['2026-03-10T21:00:00Z', IST, 0, '2026-03-11'], // 00:00 local
    ['2026-03-11T08:00:00Z', IST, 12, '2026-03-10'], // 11:00 local with cutoff 12
    ['2026-03-11T09:00:00Z', IST, 12, '2026-03-11'], // 12:00 local
    // Berlin summer (UTC+2) and winter (UTC+1)
    ['2026-07-01T23:30:00Z', BER, 5, '2026-07-01'], // 01:30 on July 2nd
    ['2026-01-15T00:30:00Z', BER, 5, '2026-01-14'], // 01:30 on Jan 15th
    ['2026-01-15T04:00:00Z', BER, 5, '2026-01-15'], // 05:00 on Jan 15th
    // spring forward 2026-03-29 02:00 CET → 03:00 CEST
    ['2026-03-29T00:30:00Z', BER, 5, '2026-03-28'], // 01:30 CET
    ['2026-03-29T01:30:00Z', BER, 5, '2026-03-28'], // 03:30 CEST
    ['2026-03-29T02:59:59Z', BER, 5, '2026-03-28'], // 04:59:59 CEST
    ['2026-03-29T03:00:00Z', BER, 5, '2026-03-29'], // 05:00 CEST
    // fall back 2026-10-25 03:00 CEST → 02:00 CET: both 02:30s belong to the 24th with cutoff 5
    ['2026-10-25T00:30:00Z', BER, 5, '2026-10-24'],
    ['2026-10-25T01:30:00Z', BER, 5, '2026-10-24'],
    ['2026-10-25T03:59:59Z', BER, 5, '2026-10-24'], // 04:59:59 CET
    ['2026-10-25T04:00:00Z', BER, 5, '2026-10-25'], // 05:00 CET
    ['2026-10-24T22:00:00Z', BER, 0, '2026-10-25'], // 00:00 CEST
  ] as const)('%s in %s, cutoff %i → %s', (instant, zone, cutoff, expected) => {
    expect(isGunu(instant, zone, cutoff)).toBe(expected);
  });

  it('accepts offsets other than Z', () => {
    expect(isGunu('2026-03-11T01:30:00+03:00', IST, 5)).toBe('2026-03-10');
  });

  it.each([['kötü', IST, 0], ['2026-03-11T01:30:00Z', IST, 13], ['2026-03-11T01:30:00Z', IST, -1], ['2026-03-11T01:30:00Z', IST, 2.5]] as const)('rejects %s / cutoff %s', (instant, zone, cutoff) => {
    expect(() => isGunu(instant, zone, cutoff)).toThrow(RangeError);
  });

  it('rejects an unknown zone', () => {
    expect(() => isGunu('2026-03-11T01:30:00Z', 'Mars/Olympus', 0)).toThrow();
  });
});

describe('isGunuAraligi', () => {
  it.each([
    ['2026-03-10', IST, 5, '2026-03-10T02:00:00.000Z', '2026-03-11T02:00:00.000Z'],
    ['2026-03-10', IST, 0, '2026-03-09T21:00:00.000Z', '2026-03-10T21:00:00.000Z'],
    // 03:00 Istanbul = 00:00Z; the year's last business day ends in the next year
    ['2026-12-31', IST, 3, '2026-12-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['2026-01-15', BER, 5, '2026-01-15T04:00:00.000Z', '2026-01-16T04:00:00.000Z'],
    // spring forward: day 28 ends at 05:00 CEST = 03:00Z, so it is 23 hours long
    ['2026-03-28', BER, 5, '2026-03-28T04:00:00.000Z', '2026-03-29T03:00:00.000Z'],
    ['2026-03-29', BER, 0, '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    // fall back: 25 hours
    ['2026-10-24', BER, 5, '2026-10-24T03:00:00.000Z', '2026-10-25T04:00:00.000Z'],
    ['2026-10-25', BER, 0, '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'],
  ] as const)('%s in %s, cutoff %i', (date, zone, cutoff, baslangic, bitis) => {
    expect(isGunuAraligi(date, zone, cutoff)).toEqual({ baslangic, bitis });
  });

  it('hours of the DST days', () => {
    const saat = (r: { baslangic: string; bitis: string }) => (Date.parse(r.bitis) - Date.parse(r.baslangic)) / 3_600_000;
    expect(saat(isGunuAraligi('2026-03-29', BER, 0))).toBe(23);
    expect(saat(isGunuAraligi('2026-10-25', BER, 0))).toBe(25);
    expect(saat(isGunuAraligi('2026-03-29', IST, 0))).toBe(24);
  });

  it('every instant of a range is on that business day and the ends touch the neighbours', () => {
    for (const zone of [IST, BER]) {
      for (const cutoff of [0, 2, 3, 5, 12]) {
        for (const date of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26']) {
          const { baslangic, bitis } = isGunuAraligi(date, zone, cutoff);
          const bas = Date.parse(baslangic);
          const bit = Date.parse(bitis);
          for (let ms = bas; ms < bit; ms += 15 * 60_000) expect(isGunu(new Date(ms).toISOString(), zone, cutoff), `${zone} ${cutoff} ${new Date(ms).toISOString()}`).toBe(date);
          expect(isGunu(new Date(bas - 1).toISOString(), zone, cutoff)).not.toBe(date);
          expect(isGunu(new Date(bit).toISOString(), zone, cutoff)).not.toBe(date);
        }
      }
    }
  });

  it.each(['2026-02-30', '2026-2-3', '', 'dün'])('rejects the date %j', (date) => {
    expect(() => isGunuAraligi(date, IST, 0)).toThrow(RangeError);
  });
});

describe('bugun', () => {
  it("is the zone's calendar date now; an unknown zone counts as the default zone (Istanbul)", () => {
    const an = Date.parse('2026-03-28T22:30:00Z');
    expect(bugun(IST, an)).toBe('2026-03-29');
    expect(bugun('UTC', an)).toBe('2026-03-28');
    expect(bugun('America/New_York', an)).toBe('2026-03-28');
    expect(bugun('Yok/Boyle', an)).toBe('2026-03-29');
  });
});
