import { describe, expect, it } from 'vitest';
import { anMetni, GUN_AY, gunMetni, SAAT, SAYISAL, sureMetni, TARIH, TARIH_SAAT, UZUN, zamanBicimleri } from './bicim';

// 2026-03-05 21:30 UTC: already 6 March 00:30 in Istanbul (UTC+3), still 5 March 16:30 in New York
const AN = '2026-03-05T21:30:00.000Z';

describe('anMetni: an instant in the venue’s zone and the UI language', () => {
  it('shows the venue’s wall clock, never the device’s', () => {
    expect(anMetni(AN, 'tr', 'Europe/Istanbul', SAAT)).toBe('00:30');
    expect(anMetni(AN, 'tr', 'America/New_York', SAAT)).toBe('16:30');
    expect(anMetni(AN, 'tr', 'Europe/Istanbul', TARIH)).toBe('6 Mar 2026');
    expect(anMetni(AN, 'tr', 'America/New_York', TARIH)).toBe('5 Mar 2026');
    expect(anMetni(Date.parse(AN), 'tr', 'Europe/Istanbul', SAYISAL)).toBe('06.03.2026');
  });

  it('writes 24-hour times in every language', () => {
    for (const lang of ['tr', 'en', 'de', 'ru'] as const) expect(anMetni('2026-03-05T11:05:00Z', lang, 'Europe/Istanbul', SAAT)).toBe('14:05');
    expect(anMetni('2026-03-05T11:05:00Z', 'en', 'Europe/Istanbul', TARIH_SAAT)).toBe('5 Mar 2026, 14:05');
  });
});

describe('gunMetni: a calendar day as it is', () => {
  it('never moves a day, whatever the zone', () => {
    expect(gunMetni('2026-03-05', 'tr')).toBe('5 Mar 2026');
    expect(gunMetni('2026-03-05', 'en', UZUN)).toBe('Thursday, 5 March 2026');
    expect(gunMetni('2026-03-05', 'de', GUN_AY)).toBe('5. März');
    expect(gunMetni('2026-03-05T00:00:00Z', 'tr')).toBe('5 Mar 2026');
  });
});

describe('sureMetni', () => {
  it('writes minutes as hours and minutes in the UI language', () => {
    expect(sureMetni(45, 'tr')).toBe('45 dk');
    expect(sureMetni(90, 'tr')).toBe('1 sa 30 dk');
    expect(sureMetni(120, 'tr')).toBe('2 sa');
    expect(sureMetni(90, 'en')).toBe('1 h 30 min');
    expect(sureMetni(60, 'de')).toBe('1 Std.');
    expect(sureMetni(5, 'ru')).toBe('5 мин');
  });
});

describe('zamanBicimleri', () => {
  it('binds a language and a zone, and knows the venue’s today', () => {
    const z = zamanBicimleri('tr', 'Europe/Istanbul');
    expect(z.saat(AN)).toBe('00:30');
    expect(z.an(AN, 'gunAySaat')).toBe('6 Mar 00:30');
    expect(z.gun('2026-03-05')).toBe('5 Mar 2026');
    expect(z.bugun(Date.parse(AN))).toBe('2026-03-06');
    expect(zamanBicimleri('tr', 'America/New_York').bugun(Date.parse(AN))).toBe('2026-03-05');
    expect(z.sure(75)).toBe('1 sa 15 dk');
    // a screen shows what it cannot read as it came, never a broken page
    expect(z.gun('yok')).toBe('yok');
    expect(z.an('dün')).toBe('dün');
  });

  it('reads a zone Intl does not know as the default zone', () => {
    const z = zamanBicimleri('tr', 'Yok/Boyle');
    expect(z.timeZone).toBe('Europe/Istanbul');
    expect(z.saat(AN)).toBe('00:30');
  });
});
