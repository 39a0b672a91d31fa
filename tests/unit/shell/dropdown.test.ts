import { describe, expect, it } from 'vitest';
import { filterOptions } from '@lib/dropdown';
import { matchesSearch } from '@lib/search';

const cities = [
  { value: '34', label: 'İstanbul' },
  { value: '35', label: 'İzmir' },
  { value: '07', label: 'Antalya' },
  { value: '06', label: 'Ankara', model: 'başkent' },
  { value: '61', label: 'Trabzon' },
  { value: '65', label: 'Iğdır' },
];

describe('dropdown search (SPEC §5: case-insensitive, Turkish letters folded, trimmed)', () => {
  it("'istanbul' finds 'İstanbul'", () => {
    expect(filterOptions(cities, 'istanbul').map((o) => o.label)).toEqual(['İstanbul']);
  });

  it('trims whitespace and ignores case', () => {
    expect(filterOptions(cities, '  ANTAL ').map((o) => o.label)).toEqual(['Antalya']);
    expect(filterOptions(cities, 'İZ').map((o) => o.label)).toEqual(['İzmir']);
  });

  it('folds I, ı and İ alike (a Turkish or an English keyboard)', () => {
    expect(filterOptions(cities, 'ığ').map((o) => o.label)).toEqual(['Iğdır']);
    expect(matchesSearch('IĞDIR', 'ığdır')).toBe(true);
  });

  it('searches the optional model too and returns nothing for no match', () => {
    expect(filterOptions(cities, 'başkent').map((o) => o.label)).toEqual(['Ankara']);
    expect(filterOptions(cities, 'berlin')).toEqual([]);
    expect(filterOptions(cities, '   ')).toHaveLength(cities.length);
  });
});
