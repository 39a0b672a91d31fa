import { describe, expect, it } from 'vitest';
import { VARSAYILAN_ESIKLER as E, gunFarki, segmentOf, segmentSinirlari, yerelGunBasi, type MusteriOzeti } from '@lib/crm/segment';

const IST = 'Europe/Istanbul';
const BER = 'Europe/Berlin';
// Friday 27 November 2026, 14:00 in Istanbul
const SIMDI = new Date('2026-11-27T11:00:00.000Z');
const S = segmentSinirlari(SIMDI, IST, E);
const ozet = (o: Partial<MusteriOzeti>): MusteriOzeti => ({ ilkZiyaret: '2026-01-10T09:00:00.000Z', sonZiyaret: '2026-11-20T09:00:00.000Z', ziyaret: 4, harcamaKurus: 100_000, ...o });

describe('local days', () => {
  it('counts calendar days in the venue zone, not 24-hour periods', () => {
    // 23:50 Istanbul on the 26th is yesterday, 00:10 on the 27th is today
    expect(gunFarki('2026-11-26T20:50:00.000Z', SIMDI, IST)).toBe(1);
    expect(gunFarki('2026-11-26T21:10:00.000Z', SIMDI, IST)).toBe(0);
    // the same instant is still the 26th in Berlin (21:50)
    expect(gunFarki('2026-11-26T20:50:00.000Z', SIMDI, BER)).toBe(1);
    expect(gunFarki('2026-11-26T22:59:00.000Z', SIMDI, BER)).toBe(1);
    expect(gunFarki('2026-11-26T23:00:00.000Z', SIMDI, BER)).toBe(0);
  });

  it('a day start is local midnight, across a leap day and a DST change', () => {
    expect(yerelGunBasi(SIMDI, IST, 0)).toBe('2026-11-26T21:00:00.000Z');
    expect(yerelGunBasi(new Date('2028-03-01T10:00:00.000Z'), IST, -1)).toBe('2028-02-28T21:00:00.000Z'); // 29 Feb 2028
    expect(gunFarki('2028-02-28T10:00:00.000Z', new Date('2028-03-01T10:00:00.000Z'), IST)).toBe(2);
    expect(gunFarki('2027-02-28T10:00:00.000Z', new Date('2027-03-01T10:00:00.000Z'), IST)).toBe(1);
    // Berlin springs forward on 29 March 2026: the day before still starts at 23:00Z
    expect(yerelGunBasi(new Date('2026-03-30T10:00:00.000Z'), BER, -1)).toBe('2026-03-28T23:00:00.000Z');
    expect(yerelGunBasi(new Date('2026-03-30T10:00:00.000Z'), BER, 0)).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('segments', () => {
  it('no visit yet is no segment', () => {
    expect(segmentOf(ozet({ ilkZiyaret: null, sonZiyaret: null, ziyaret: 0, harcamaKurus: 0 }), S, E)).toBeNull();
  });

  it('lost from exactly kayipGun days, at risk from exactly riskGun days (local days)', () => {
    // 150 days before 27 Nov 2026 is 30 Jun 2026
    expect(segmentOf(ozet({ sonZiyaret: '2026-06-30T20:59:00.000Z' }), S, E)).toBe('kayip'); // 23:59 on the 30th
    expect(segmentOf(ozet({ sonZiyaret: '2026-06-30T21:00:00.000Z' }), S, E)).toBe('riskli'); // 00:00 on 1 July: 149 days
    // 60 days before is 28 Sep 2026
    expect(segmentOf(ozet({ sonZiyaret: '2026-09-28T12:00:00.000Z' }), S, E)).toBe('riskli');
    expect(segmentOf(ozet({ sonZiyaret: '2026-09-29T12:00:00.000Z' }), S, E)).not.toBe('riskli');
  });

  it('new while the first visit is fewer than yeniGun days ago or visits are fewer than duzenliZiyaret', () => {
    // 30 days before is 28 Oct: a first visit on the 28th is 30 days ago (not new), on the 29th 29 days (new)
    expect(segmentOf(ozet({ ilkZiyaret: '2026-10-28T10:00:00.000Z', ziyaret: 3 }), S, E)).toBe('duzenli');
    expect(segmentOf(ozet({ ilkZiyaret: '2026-10-29T10:00:00.000Z', ziyaret: 3 }), S, E)).toBe('yeni');
    expect(segmentOf(ozet({ ziyaret: 1 }), S, E)).toBe('yeni');
  });

  it('loyal by visits or by spend; regular otherwise', () => {
    expect(segmentOf(ozet({ ziyaret: 8 }), S, E)).toBe('sadik');
    expect(segmentOf(ozet({ ziyaret: 7 }), S, E)).toBe('duzenli');
    expect(segmentOf(ozet({ ziyaret: 2, harcamaKurus: 500_000 }), S, E)).toBe('sadik');
    expect(segmentOf(ozet({ ziyaret: 2, harcamaKurus: 499_999 }), S, E)).toBe('duzenli');
    // a loyal customer who stopped coming is at risk first
    expect(segmentOf(ozet({ ziyaret: 30, sonZiyaret: '2026-08-01T10:00:00.000Z' }), S, E)).toBe('riskli');
  });

  it('thresholds come from the venue', () => {
    const e = { ...E, riskGun: 10, kayipGun: 20 };
    const s = segmentSinirlari(SIMDI, IST, e);
    expect(segmentOf(ozet({ sonZiyaret: '2026-11-17T10:00:00.000Z' }), s, e)).toBe('riskli');
    expect(segmentOf(ozet({ sonZiyaret: '2026-11-07T10:00:00.000Z' }), s, e)).toBe('kayip');
  });
});
