import { describe, expect, it } from 'vitest';
import { gunSayisi, hangiHizliAralik, hizliAralik, kaydirilmisAralik } from '@lib/zaman/aralik';

describe('quick ranges', () => {
  it('today, yesterday, this week from Monday, this month from the 1st', () => {
    // 2026-11-22 is a Sunday
    expect(hizliAralik('bugun', '2026-11-22')).toEqual({ bas: '2026-11-22', bit: '2026-11-22' });
    expect(hizliAralik('dun', '2026-11-01')).toEqual({ bas: '2026-10-31', bit: '2026-10-31' });
    expect(hizliAralik('hafta', '2026-11-22')).toEqual({ bas: '2026-11-16', bit: '2026-11-22' });
    expect(hizliAralik('hafta', '2026-11-16')).toEqual({ bas: '2026-11-16', bit: '2026-11-16' });
    expect(hizliAralik('ay', '2026-11-22')).toEqual({ bas: '2026-11-01', bit: '2026-11-22' });
  });

  it('recognises a quick range, else null (custom)', () => {
    expect(hangiHizliAralik('2026-11-21', '2026-11-21', '2026-11-22')).toBe('dun');
    expect(hangiHizliAralik('2026-11-16', '2026-11-22', '2026-11-22')).toBe('hafta');
    expect(hangiHizliAralik('2026-11-02', '2026-11-22', '2026-11-22')).toBeNull();
  });

  it('previous / next period: days by length, weeks by weeks, months by calendar months', () => {
    expect(kaydirilmisAralik('2026-11-22', '2026-11-22', -1)).toEqual({ bas: '2026-11-21', bit: '2026-11-21' });
    expect(kaydirilmisAralik('2026-11-01', '2026-11-01', -1)).toEqual({ bas: '2026-10-31', bit: '2026-10-31' });
    expect(kaydirilmisAralik('2026-11-16', '2026-11-18', -1)).toEqual({ bas: '2026-11-09', bit: '2026-11-15' });
    expect(kaydirilmisAralik('2026-11-01', '2026-11-22', -1)).toEqual({ bas: '2026-10-01', bit: '2026-10-31' });
    expect(kaydirilmisAralik('2026-01-01', '2026-01-31', -1)).toEqual({ bas: '2025-12-01', bit: '2025-12-31' });
    expect(kaydirilmisAralik('2026-01-01', '2026-01-31', 1)).toEqual({ bas: '2026-02-01', bit: '2026-02-28' });
    expect(kaydirilmisAralik('2026-11-10', '2026-11-14', 1)).toEqual({ bas: '2026-11-15', bit: '2026-11-19' });
    expect(gunSayisi('2026-11-01', '2026-11-30')).toBe(30);
  });
});
