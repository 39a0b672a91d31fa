import { describe, expect, it } from 'vitest';
import { formatKurus } from '@lib/para';
import { gunler, tl } from '@widgets/booking/format';

describe('booking widget formatting (Intl instead of hand-written code)', () => {
  it('tl writes kuruş exactly as the guest pages do', () => {
    for (const kurus of [0, 5, 99, 100, 1234, 99_999, 100_000, 123_450, 1_000_000_00, 12_345_678_901]) expect(tl(kurus), String(kurus)).toBe(formatKurus(kurus));
  });

  it('gunler starts at today in the venue zone and covers the horizon inclusively', () => {
    // 2026-03-01 22:30 UTC is already 2 March in Istanbul (UTC+3) and still 1 March in New York
    const simdi = Date.UTC(2026, 2, 1, 22, 30);
    expect(gunler('Europe/Istanbul', 2, simdi)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(gunler('America/New_York', 0, simdi)).toEqual(['2026-03-01']);
    expect(gunler('Europe/Istanbul', 400, simdi)).toHaveLength(367);
  });
});
