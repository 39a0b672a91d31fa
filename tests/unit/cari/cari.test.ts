import { describe, expect, it } from 'vitest';
import { yuruyenBakiye } from '@lib/schemas/cari';

describe('running ledger balance', () => {
  it('borc raises, tahsilat lowers, in time order (ties by id)', () => {
    const rows = [
      { id: 3, tarih: '2026-11-20T10:00:00.000Z', tur: 'tahsilat', tutarKurus: 300 },
      { id: 1, tarih: '2026-11-01T10:00:00.000Z', tur: 'borc', tutarKurus: 1_000 },
      { id: 2, tarih: '2026-11-20T10:00:00.000Z', tur: 'tahsilat', tutarKurus: 800 },
    ] as const;
    expect(yuruyenBakiye(rows).map((r) => [r.id, r.bakiyeKurus])).toEqual([[1, 1_000], [2, 200], [3, -100]]);
  });
});
