import { describe, expect, it } from 'vitest';
import { nextLevel, type LevelState } from '@lib/menu-level';
import { afterLoginPath } from '@lib/redirect';

function walk(start: LevelState, min: number, max: number, steps: number): number[] {
  const levels: number[] = [];
  let state = start;
  for (let i = 0; i < steps; i++) {
    state = nextLevel(state, min, max);
    levels.push(state.level);
  }
  return levels;
}

describe('side menu levels bounce at the ends (SPEC §4)', () => {
  it('business shell cycles 1 ↔ 2', () => {
    expect(walk({ level: 1, direction: 1 }, 1, 2, 4)).toEqual([2, 1, 2, 1]);
  });
  it('admin sidebar goes 0 → 1 → 2 → 1 → 0 → 1', () => {
    expect(walk({ level: 0, direction: 1 }, 0, 2, 5)).toEqual([1, 2, 1, 0, 1]);
  });
});

describe('after-login redirect', () => {
  it('goes to `from` only inside the user type’s own area', () => {
    expect(afterLoginPath('/isletme/ayarlar/yonetim/kullanici', 2)).toBe('/isletme/ayarlar/yonetim/kullanici');
    expect(afterLoginPath('/admin/stok', 2)).toBe('/isletme/dashboard');
    expect(afterLoginPath('/admin/stok?x=1', 3)).toBe('/admin/stok?x=1');
    expect(afterLoginPath('//evil.test/isletme', 2)).toBe('/isletme/dashboard');
    expect(afterLoginPath('https://evil.test/isletme', 2)).toBe('/isletme/dashboard');
    expect(afterLoginPath('/\\evil.test', 3)).toBe('/admin/dashboard');
    expect(afterLoginPath('/isletmeler', 2)).toBe('/isletme/dashboard');
    expect(afterLoginPath(null, 1)).toBe('/');
    // a label's short link: the operator's, resolved by the server
    expect(afterLoginPath('/AbCd-_12', 2)).toBe('/AbCd-_12');
    expect(afterLoginPath('/AbCd-_12', 3)).toBe('/admin/dashboard');
    expect(afterLoginPath('/AbCd-_123', 2)).toBe('/isletme/dashboard');
  });
});
