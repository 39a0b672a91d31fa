import { describe, expect, it } from 'vitest';
import { gunAraligiIso } from '@lib/zaman/isgunu';
import { isoYerelMetin, yerelGun, yerelZamanIso, yerelZamanOku } from '@lib/zaman/yerel';

const IST = 'Europe/Istanbul';
const BER = 'Europe/Berlin';

describe('venue-zone wall times', () => {
  it('reads YYYY-MM-DDTHH:MM and refuses impossible dates and times', () => {
    expect(yerelZamanOku('2026-11-22T23:30')).toEqual({ gun: '2026-11-22', dakika: 23 * 60 + 30 });
    expect(yerelZamanOku('2026-11-22 08:05:59')).toEqual({ gun: '2026-11-22', dakika: 485 });
    for (const bad of ['2026-02-30T10:00', '2026-11-22T24:00', '2026-11-22T10:60', '2026-11-22', '22.11.2026 10:00', '', '2026-11-22T1:00']) {
      expect(yerelZamanOku(bad), bad).toBeNull();
    }
  });

  it('23:30 in Istanbul is 20:30 UTC the same day; 00:30 is 21:30 UTC the day before', () => {
    expect(yerelZamanIso('2026-11-22T23:30', IST)).toBe('2026-11-22T20:30:00.000Z');
    expect(yerelZamanIso('2026-11-23T00:30', IST)).toBe('2026-11-22T21:30:00.000Z');
    expect(yerelGun('2026-11-22T20:30:00.000Z', IST)).toBe('2026-11-22');
    expect(yerelGun('2026-11-22T21:30:00.000Z', IST)).toBe('2026-11-23');
  });

  it('round-trips through the datetime-local text, also across a DST change', () => {
    for (const [text, tz] of [['2026-11-22T23:30', IST], ['2026-03-29T03:15', BER], ['2026-10-25T02:30', BER], ['2026-07-01T00:00', BER]] as const) {
      expect(isoYerelMetin(yerelZamanIso(text, tz)!, tz)).toBe(text);
    }
    // inside the spring-forward gap the time moves forward
    expect(isoYerelMetin(yerelZamanIso('2026-03-29T02:30', BER)!, BER)).toBe('2026-03-29T03:30');
  });

  it('day ranges are venue-zone days: Istanbul starts at 21:00 UTC, Berlin’s spring day is 23 h', () => {
    expect(gunAraligiIso('2026-11-22', '2026-11-22', IST)).toEqual(['2026-11-21T21:00:00.000Z', '2026-11-22T21:00:00.000Z']);
    expect(gunAraligiIso('2026-11-01', '2026-11-30', IST)).toEqual(['2026-10-31T21:00:00.000Z', '2026-11-30T21:00:00.000Z']);
    const [bas, bit] = gunAraligiIso('2026-03-29', '2026-03-29', BER);
    expect(Date.parse(bit) - Date.parse(bas)).toBe(23 * 3_600_000);
  });
});
