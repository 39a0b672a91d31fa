import { describe, expect, it } from 'vitest';
import { musaitSlotlar, slotUygunMu } from '@lib/randevu/availability';
import type { MusaitlikGirdisi, PersonelTakvimi } from '@lib/randevu/types';

const IST = 'Europe/Istanbul'; // UTC+3 all year
const at = (iso: string) => Date.parse(iso);
// wall time on 2026-06-15 (a Monday) in Istanbul → instant
const ist = (hhmm: string) => at(`2026-06-15T${hhmm}:00+03:00`);
const wall = (ms: number, tz: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms));

const ayse = (over: Partial<PersonelTakvimi> = {}): PersonelTakvimi => ({
  personelId: 7,
  calisma: [{ gun: 1, baslangic: '09:00', bitis: '18:00' }],
  molalar: [{ gun: 1, baslangic: '12:30', bitis: '13:30' }],
  izinler: [],
  dolu: [],
  ...over,
});

const girdi = (over: Partial<MusaitlikGirdisi> = {}): MusaitlikGirdisi => ({
  saatDilimi: IST,
  nowMs: at('2026-06-14T12:00:00+03:00'),
  tarih: '2026-06-15',
  sureDk: 60,
  onceTamponDk: 0,
  sonraTamponDk: 0,
  adimDk: 30,
  minOnBildirimDk: 0,
  ileriGunSayisi: 30,
  kapaliGunler: [],
  personeller: [ayse()],
  ...over,
});

const starts = (g: MusaitlikGirdisi) => musaitSlotlar(g).map((s) => wall(s.baslangicMs, g.saatDilimi));
const AFTER_BREAK = ['13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00'];

describe('musaitSlotlar in Europe/Istanbul', () => {
  it('09:00–18:00 with a 12:30–13:30 break, 60 min service, 30 min step', () => {
    const slots = musaitSlotlar(girdi());
    expect(slots.map((s) => wall(s.baslangicMs, IST))).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', ...AFTER_BREAK]);
    expect(slots[0]).toEqual({ baslangicMs: at('2026-06-15T06:00:00Z'), bitisMs: at('2026-06-15T07:00:00Z'), personelIdler: [7] });
  });

  it('buffers before and after must fit in the working interval and clear the break', () => {
    expect(starts(girdi({ onceTamponDk: 15, sonraTamponDk: 15 }))).toEqual(['09:30', '10:00', '10:30', '11:00', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
  });

  it('an existing appointment blocks overlapping starts, touching ends are fine', () => {
    const g = girdi({ personeller: [ayse({ dolu: [{ baslangicMs: ist('10:00'), bitisMs: ist('11:00') }] })] });
    expect(starts(g)).toEqual(['09:00', '11:00', '11:30', ...AFTER_BREAK]);
    // with a 15 min after-buffer on the new service, 09:00 would run into the appointment
    expect(starts({ ...g, sonraTamponDk: 15 })).toEqual(['11:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);
  });

  it('leave removes the covered starts', () => {
    const g = girdi({ personeller: [ayse({ izinler: [{ baslangicMs: ist('08:00'), bitisMs: ist('15:00') }] })] });
    expect(starts(g)).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00']);
  });

  it('minimum notice and horizon', () => {
    expect(starts(girdi({ nowMs: ist('10:10'), minOnBildirimDk: 60 }))).toEqual(['11:30', ...AFTER_BREAK]);
    expect(musaitSlotlar(girdi({ nowMs: at('2026-06-05T12:00:00+03:00'), ileriGunSayisi: 10 }))).toHaveLength(14);
    expect(musaitSlotlar(girdi({ nowMs: at('2026-06-04T12:00:00+03:00'), ileriGunSayisi: 10 }))).toEqual([]);
    expect(musaitSlotlar(girdi({ nowMs: at('2026-06-16T00:30:00+03:00') }))).toEqual([]); // yesterday
  });

  it('a closed weekday, a non-working weekday, bad dates and zones give nothing', () => {
    expect(musaitSlotlar(girdi({ kapaliGunler: [0, 1] }))).toEqual([]);
    expect(musaitSlotlar(girdi({ tarih: '2026-06-16' }))).toEqual([]);
    const everyDay = ayse({ calisma: [0, 1, 2, 3, 4, 5, 6].map((gun) => ({ gun, baslangic: '09:00', bitis: '18:00' })) });
    expect(musaitSlotlar(girdi({ tarih: '2026-03-02', nowMs: at('2026-02-01T00:00:00Z'), personeller: [everyDay] }))).not.toEqual([]);
    expect(musaitSlotlar(girdi({ tarih: '2026-02-30', nowMs: at('2026-02-01T00:00:00Z'), personeller: [everyDay] }))).toEqual([]);
    expect(musaitSlotlar(girdi({ saatDilimi: 'Mars/Olympus' }))).toEqual([]);
    expect(musaitSlotlar(girdi({ adimDk: 0 }))).toEqual([]);
  });

  it('ignores working hours and breaks with malformed times', () => {
    const bad = ayse({ calisma: [{ gun: 1, baslangic: '09:00', bitis: '24:30' }, { gun: 1, baslangic: '9:75', bitis: '12:00' }, { gun: 1, baslangic: 'x', bitis: '18:00' }, { gun: 1, baslangic: '18:00', bitis: '09:00' }] });
    expect(musaitSlotlar(girdi({ personeller: [bad] }))).toEqual([]);
    const lateShift = ayse({ calisma: [{ gun: 1, baslangic: '22:00', bitis: '24:00' }], molalar: [{ gun: 1, baslangic: '25:00', bitis: '26:00' }] });
    expect(starts(girdi({ personeller: [lateShift] }))).toEqual(['22:00', '22:30', '23:00']);
  });

  it('merges staff with the same start, ids ascending', () => {
    const mehmet = ayse({ personelId: 3, calisma: [{ gun: 1, baslangic: '16:00', bitis: '19:00' }], molalar: [] });
    const slots = musaitSlotlar(girdi({ personeller: [ayse(), mehmet] }));
    const byWall = Object.fromEntries(slots.map((s) => [wall(s.baslangicMs, IST), s.personelIdler]));
    expect(byWall['15:30']).toEqual([7]);
    expect(byWall['16:00']).toEqual([3, 7]);
    expect(byWall['17:00']).toEqual([3, 7]);
    expect(byWall['18:00']).toEqual([3]);
    expect(slots.map((s) => s.baslangicMs)).toEqual([...new Set(slots.map((s) => s.baslangicMs))].sort((a, b) => a - b));
  });
});

describe('slotUygunMu', () => {
  it('accepts an offered start and refuses off-grid, foreign staff, blocked or late ones', () => {
    const g = girdi({ personeller: [ayse({ dolu: [{ baslangicMs: ist('10:00'), bitisMs: ist('11:00') }] })] });
    expect(slotUygunMu(g, ist('09:00'), 7)).toBe(true);
    expect(slotUygunMu(g, ist('09:10'), 7)).toBe(false);
    expect(slotUygunMu(g, ist('09:00'), 8)).toBe(false);
    expect(slotUygunMu(g, ist('10:30'), 7)).toBe(false);
    expect(slotUygunMu(g, ist('12:30'), 7)).toBe(false);
    expect(slotUygunMu({ ...g, nowMs: ist('09:30') }, ist('09:00'), 7)).toBe(false);
    expect(slotUygunMu(g, Number.NaN, 7)).toBe(false);
  });

  it('refuses a start outside the local day girdi.tarih', () => {
    expect(slotUygunMu(girdi({ tarih: '2026-06-22' }), ist('09:00'), 7)).toBe(false);
    expect(slotUygunMu(girdi(), ist('09:00') + 7 * 86_400_000, 7)).toBe(false);
  });
});

describe('DST zone Europe/Berlin', () => {
  const BER = 'Europe/Berlin';
  const sunday = (tarih: string, baslangic: string, bitis: string, over: Partial<MusaitlikGirdisi> = {}) =>
    girdi({
      saatDilimi: BER,
      tarih,
      nowMs: at(`${tarih}T00:00:00Z`) - 2 * 86_400_000,
      personeller: [ayse({ calisma: [{ gun: 0, baslangic, bitis }], molalar: [] })],
      ...over,
    });

  it('daytime slots use the offset valid on that day', () => {
    const spring = musaitSlotlar(sunday('2026-03-29', '09:00', '18:00', { adimDk: 60 }));
    expect(spring.map((s) => s.baslangicMs)[0]).toBe(at('2026-03-29T07:00:00Z')); // CEST
    expect(spring).toHaveLength(9);
    const autumn = musaitSlotlar(sunday('2026-10-25', '09:00', '18:00', { adimDk: 60 }));
    expect(autumn.map((s) => s.baslangicMs)[0]).toBe(at('2026-10-25T08:00:00Z')); // CET
    expect(autumn.at(-1)!.baslangicMs).toBe(at('2026-10-25T16:00:00Z'));
  });

  it('spring forward: the missing 02:00 hour is skipped', () => {
    const slots = musaitSlotlar(sunday('2026-03-29', '00:00', '06:00', { adimDk: 60 }));
    expect(slots.map((s) => wall(s.baslangicMs, BER))).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
    expect(slots.map((s) => s.baslangicMs)).toEqual(['2026-03-28T23:00', '2026-03-29T00:00', '2026-03-29T01:00', '2026-03-29T02:00', '2026-03-29T03:00'].map((t) => at(`${t}:00Z`)));
  });

  it('intervals starting at ambiguous or missing wall times', () => {
    const autumn = musaitSlotlar(sunday('2026-10-25', '01:30', '03:30', { sureDk: 30 }));
    expect(autumn.map((s) => s.baslangicMs)).toEqual(['2026-10-24T23:30', '2026-10-25T00:00', '2026-10-25T00:30', '2026-10-25T01:00', '2026-10-25T01:30', '2026-10-25T02:00'].map((t) => at(`${t}:00Z`)));
    expect(autumn.map((s) => wall(s.baslangicMs, BER))).toEqual(['01:30', '02:00', '02:30', '02:00', '02:30', '03:00']);
    // 02:30 does not exist on 2026-03-29: the interval starts at the next real instant, 03:30 CEST
    const spring = musaitSlotlar(sunday('2026-03-29', '02:30', '04:00', { sureDk: 30 }));
    expect(spring.map((s) => s.baslangicMs)).toEqual([at('2026-03-29T01:30:00Z')]);
  });

  it('fall back: the repeated 02:00 hour gives two distinct instants, one hour apart', () => {
    const slots = musaitSlotlar(sunday('2026-10-25', '00:00', '06:00', { adimDk: 60 }));
    expect(slots.map((s) => wall(s.baslangicMs, BER))).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00', '04:00', '05:00']);
    const ms = slots.map((s) => s.baslangicMs);
    expect(ms[0]).toBe(at('2026-10-24T22:00:00Z'));
    expect(ms.slice(1).map((m, i) => m - ms[i]!)).toEqual(Array(6).fill(3_600_000));
    for (const s of slots) expect(slotUygunMu(sunday('2026-10-25', '00:00', '06:00', { adimDk: 60 }), s.baslangicMs, 7)).toBe(true);
  });
});
