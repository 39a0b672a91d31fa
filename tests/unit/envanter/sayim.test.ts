import { describe, expect, it } from 'vitest';
import { sayimSonucu } from '@lib/envanter/sayim';

describe('sayimSonucu', () => {
  const d = (id: number, lokasyonId: number | null, durum = 'kullanimda') => ({ id, lokasyonId, durum });
  it('5 expected, 4 scanned plus one of another room: 1 missing, 1 wrong place', () => {
    const s = sayimSonucu(new Set([10]), [d(1, 10), d(2, 10), d(3, 10), d(4, 10), d(5, 10), d(6, 20)], [1, 2, 3, 4, 6], ['zzz']);
    expect(s).toEqual({ beklenen: [1, 2, 3, 4, 5], bulunan: [1, 2, 3, 4], eksik: [5], yanlisYer: [6], bilinmeyen: ['zzz'] });
  });
  it('sub-locations count, scrapped and out-of-venue assets are not expected', () => {
    const s = sayimSonucu(new Set([10, 11]), [d(1, 11), d(2, 10, 'hurda'), d(3, 10, 'disarida'), d(4, 10, 'depoda')], [2], []);
    expect(s.beklenen).toEqual([1, 4]);
    expect(s.eksik).toEqual([1, 4]);
    expect(s.yanlisYer).toEqual([]);
    expect(s.bilinmeyen).toEqual([]);
  });
  it('an asset moved here during the audit stays wrong place, not expected', () => {
    const s = sayimSonucu(new Set([10]), [d(1, 10), d(6, 10)], [1, 6], [], new Set([6]));
    expect(s).toMatchObject({ beklenen: [1], bulunan: [1], eksik: [], yanlisYer: [6] });
  });
});
