import { describe, expect, it } from 'vitest';
import { kapaliGunler, parseAyarJson } from '@lib/randevu/closed-days';
import { reservationThemeFromAnswer } from '@stores/reservationTheme';

const h = (days: string, time: string) => ({ days, time });

describe('kapaliGunler (SPEC §5)', () => {
  it("'Cumartesi - Pazar: KAPALI' closes Saturday and Sunday, open days stay open", () => {
    expect(kapaliGunler([h('Pazartesi - Cuma', '09:00 - 18:00'), h('Cumartesi - Pazar', 'KAPALI')])).toEqual([0, 6]);
  });

  it("a single day with 'Kapalı'", () => {
    expect(kapaliGunler([h('Pazartesi - Cumartesi', '09:00 - 19:00'), h('Pazar', 'Kapalı')])).toEqual([0]);
    expect(kapaliGunler([h('Salı', 'bugün kapalı')])).toEqual([2]);
  });

  it('ranges are inclusive and wrap past Sunday', () => {
    expect(kapaliGunler([h('Cumartesi - Pazartesi', 'kapalı')])).toEqual([0, 1, 6]);
    expect(kapaliGunler([h('Cuma–Salı', 'KAPALI')])).toEqual([0, 1, 2, 5, 6]);
    expect(kapaliGunler([h('Salı - Perşembe', 'Kapalı')])).toEqual([2, 3, 4]);
  });

  it('upper and lower case Turkish İ/ı and ASCII spellings', () => {
    expect(kapaliGunler([h('CUMARTESİ', 'KAPALI')])).toEqual([6]);
    expect(kapaliGunler([h('PAZARTESI - CUMARTESI', 'KAPALI')])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(kapaliGunler([h('SALI - ÇARŞAMBA', 'KAPALI')])).toEqual([2, 3]);
    expect(kapaliGunler([h('sali', 'kapalı'), h('carsamba', 'kapalı'), h('persembe', 'kapalı')])).toEqual([2, 3, 4]);
    expect(kapaliGunler([h('  pazar: ', 'KaPaLı')])).toEqual([0]);
  });

  it('open days, garbage and unknown names are ignored; result sorted and unique', () => {
    expect(kapaliGunler([h('Pazar', '10:00 - 16:00'), h('Cuma', 'Açık')])).toEqual([]);
    expect(kapaliGunler([h('Bayram', 'kapalı'), h('Pazar - Funday', 'kapalı'), h('Pazar - Salı - Cuma', 'kapalı'), h('', 'kapalı')])).toEqual([]);
    expect(kapaliGunler([h('Pazar', 'kapalı'), h('Cumartesi - Pazar', 'KAPALI'), h('Pazar', 'Kapalı')])).toEqual([0, 6]);
    expect(kapaliGunler([{ days: 5, time: 'kapalı' } as never, null as never])).toEqual([]);
  });
});

describe('parseAyarJson', () => {
  it('reads config and closed days from infoCards.workingHours.hours', () => {
    const config = { renk: '#123456', infoCards: { workingHours: { hours: [h('Cumartesi - Pazar', 'KAPALI'), h('Pazartesi', '09:00 - 18:00')] } } };
    expect(parseAyarJson(JSON.stringify(config))).toEqual({ config, closedWeekdays: [0, 6] });
  });

  it('bad, empty or non-object JSON gives an empty config', () => {
    for (const bad of ['{oops', '', null, undefined, '[1,2]', '"text"', 'null', '42']) expect(parseAyarJson(bad)).toEqual({ config: {}, closedWeekdays: [] });
    expect(parseAyarJson('{"infoCards":{"workingHours":{"hours":"Pazar kapalı"}}}').closedWeekdays).toEqual([]);
  });
});

describe('reservationThemeFromAnswer (SPEC §3, §8)', () => {
  const ayarJson = JSON.stringify({ infoCards: { workingHours: { hours: [h('Pazar', 'Kapalı')] } } });

  it('success → config and closed weekdays, not loading, no error', () => {
    expect(reservationThemeFromAnswer({ success: true, errorDetail: null, data: { ayarJson } })).toEqual({
      config: JSON.parse(ayarJson),
      closedWeekdays: [0],
      loading: false,
      error: null,
    });
    expect(reservationThemeFromAnswer({ success: true, data: { ayarJson: null } })).toEqual({ config: {}, closedWeekdays: [], loading: false, error: null });
  });

  it('unsuccessful → errorDetail, else the SPEC text', () => {
    expect(reservationThemeFromAnswer({ success: false, errorDetail: 'Kanal kapalı', data: { ayarJson } })).toEqual({ config: {}, closedWeekdays: [], loading: false, error: 'Kanal kapalı' });
    for (const answer of [{ success: false, errorDetail: '' }, { success: false }, null, 'html', { data: { ayarJson } }]) {
      expect(reservationThemeFromAnswer(answer).error).toBe('Tema ayarları yüklenemedi');
    }
  });
});
