import { describe, expect, it } from 'vitest';
import { kampanyaDurumu, wallToEpoch, localDay } from '@lib/menu/campaign';

const TZ = 'Europe/Istanbul'; // UTC+3, no DST
const at = (iso: string) => Date.parse(iso);

describe('campaign state', () => {
  const base = { baslangic: '2026-11-01T00:00:00Z', bitis: '2026-12-01T00:00:00Z', haftalikSaatler: [], aktif: true };

  it('is upcoming before the start, active inside, ended after or when switched off', () => {
    expect(kampanyaDurumu(base, at('2026-10-31T12:00:00Z'), TZ)).toEqual({ durum: 'yaklasan', baslangicMs: at(base.baslangic) });
    expect(kampanyaDurumu(base, at('2026-11-15T12:00:00Z'), TZ)).toEqual({ durum: 'aktif', bitisMs: at(base.bitis) });
    expect(kampanyaDurumu(base, at('2026-12-01T00:00:00Z'), TZ)).toEqual({ durum: 'bitti' });
    expect(kampanyaDurumu({ ...base, aktif: false }, at('2026-11-15T12:00:00Z'), TZ)).toEqual({ durum: 'bitti' });
  });

  it('happy hour Mon–Fri 17:00–19:00 local: active inside the window, upcoming outside', () => {
    const hh = { ...base, haftalikSaatler: [{ gunler: [1, 2, 3, 4, 5], baslangic: '17:00', bitis: '19:00' }] };
    // Monday 2026-11-16 18:00 Istanbul = 15:00Z
    expect(kampanyaDurumu(hh, at('2026-11-16T15:00:00Z'), TZ)).toEqual({ durum: 'aktif', bitisMs: at('2026-11-16T16:00:00Z') });
    // Monday 12:00 local → upcoming at 17:00 local (14:00Z)
    expect(kampanyaDurumu(hh, at('2026-11-16T09:00:00Z'), TZ)).toEqual({ durum: 'yaklasan', baslangicMs: at('2026-11-16T14:00:00Z') });
    // Saturday → next Monday 17:00 local
    expect(kampanyaDurumu(hh, at('2026-11-21T12:00:00Z'), TZ)).toEqual({ durum: 'yaklasan', baslangicMs: at('2026-11-23T14:00:00Z') });
  });

  it('a window past midnight (Fri 22:00–02:00) is still active early Saturday', () => {
    const late = { ...base, haftalikSaatler: [{ gunler: [5], baslangic: '22:00', bitis: '02:00' }] };
    // Saturday 2026-11-21 01:00 Istanbul = Friday 22:00Z
    expect(kampanyaDurumu(late, at('2026-11-20T22:00:00Z'), TZ)).toEqual({ durum: 'aktif', bitisMs: at('2026-11-20T23:00:00Z') });
    // Saturday 03:00 local → next Friday 22:00 local
    expect(kampanyaDurumu(late, at('2026-11-21T00:00:00Z'), TZ)).toEqual({ durum: 'yaklasan', baslangicMs: at('2026-11-27T19:00:00Z') });
  });

  it('the overall end clips the last window', () => {
    const clipped = { ...base, bitis: '2026-11-16T15:30:00Z', haftalikSaatler: [{ gunler: [1], baslangic: '17:00', bitis: '19:00' }] };
    expect(kampanyaDurumu(clipped, at('2026-11-16T15:00:00Z'), TZ)).toEqual({ durum: 'aktif', bitisMs: at('2026-11-16T15:30:00Z') });
  });

  it('converts wall-clock times in a zone with DST (Europe/Berlin)', () => {
    const { dayMs } = localDay(at('2026-07-01T12:00:00Z'), 'Europe/Berlin');
    expect(wallToEpoch(dayMs, 17 * 60, 'Europe/Berlin')).toBe(at('2026-07-01T15:00:00Z'));
    const winter = localDay(at('2026-01-15T12:00:00Z'), 'Europe/Berlin').dayMs;
    expect(wallToEpoch(winter, 17 * 60, 'Europe/Berlin')).toBe(at('2026-01-15T16:00:00Z'));
  });
});
