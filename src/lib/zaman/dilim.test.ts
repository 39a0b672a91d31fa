import { describe, expect, it } from 'vitest';
import { bugun, gunEkle, VARSAYILAN_DILIM, yerelSaat } from './dilim';

describe('the venue’s day and hour', () => {
  it('today follows the venue’s zone; an unknown zone is the default zone', () => {
    const an = Date.parse('2026-06-30T22:30:00Z');
    expect(bugun('Europe/Istanbul', an)).toBe('2026-07-01');
    expect(bugun('Europe/London', an)).toBe('2026-06-30');
    expect(bugun('Yok/Boyle', an)).toBe(bugun(VARSAYILAN_DILIM, an));
  });

  it('steps calendar days across months, years and leap days', () => {
    expect(gunEkle('2026-02-28', 1)).toBe('2026-03-01');
    expect(gunEkle('2028-02-28', 1)).toBe('2028-02-29');
    expect(gunEkle('2027-01-01', -1)).toBe('2026-12-31');
    expect(gunEkle('2026-03-05', 0)).toBe('2026-03-05');
  });

  it('the wall-clock hour of an instant, across a DST change', () => {
    expect(yerelSaat(Date.parse('2026-03-05T21:30:00Z'), 'Europe/Istanbul')).toBe(0);
    expect(yerelSaat(Date.parse('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toBe(1);
    expect(yerelSaat(Date.parse('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe(3);
    expect(yerelSaat(Date.parse('2026-03-05T04:15:00Z'), 'America/New_York')).toBe(23);
  });
});
