import { describe, expect, it } from 'vitest';
import { saatKaydir, saatOku } from '@lib/zaman/saat';

describe('24-hour time entry (src/lib/saat.ts)', () => {
  it.each([
    ['14:30', '14:30'], [' 14:30 ', '14:30'], ['14.30', '14:30'], ['1430', '14:30'], ['930', '09:30'], ['9:30', '09:30'],
    ['9', '09:00'], ['09', '09:00'], ['0', '00:00'], ['23:59', '23:59'], ['00:00', '00:00'], ['7:5', '07:05'],
  ])('reads %j as %s', (girdi, beklenen) => {
    expect(saatOku(girdi)).toBe(beklenen);
  });

  it.each(['', '24:00', '12:60', '2:30 PM', '14:30:00', 'abc', '12345', '-1:00', '1:2:3'])('refuses %j', (girdi) => {
    expect(saatOku(girdi)).toBeNull();
  });

  it('steps with the arrow keys, around midnight', () => {
    expect(saatKaydir('14:30', 5)).toBe('14:35');
    expect(saatKaydir('23:58', 5)).toBe('00:03');
    expect(saatKaydir('00:02', -5)).toBe('23:57');
    expect(saatKaydir('', 15)).toBe('09:15');
  });
});
