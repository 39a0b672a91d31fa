import { describe, expect, it } from 'vitest';
import { decodeSlug, encodeSlug, maskFromSeed, SLUG_ERROR, SLUG_LENGTH_ERROR } from '@lib/slug';

const mask = maskFromSeed('isletme-paneli-slug-v1');

describe('slug codec (SPEC "Entity ids in URLs")', () => {
  it('derives a 16-bit mask from the configured string, different per string', () => {
    expect(mask).toBeGreaterThanOrEqual(0);
    expect(mask).toBeLessThanOrEqual(0xffff);
    expect(maskFromSeed('another-seed')).not.toBe(mask);
  });

  it('round-trips random unsigned 32-bit ids through 8 URL-safe characters (6 bytes)', () => {
    const ids = [0, 1, 0xffff, 0x10000, 0xffffffff, ...Array.from({ length: 2000 }, () => Math.floor(Math.random() * 0x100000000))];
    for (const id of ids) {
      const slug = encodeSlug(id, mask);
      expect(slug).toMatch(/^[A-Za-z0-9_-]{8}$/);
      expect(decodeSlug(slug, mask)).toBe(id);
    }
  });

  it('hides the number: consecutive ids do not give consecutive-looking slugs and the mask is appended', () => {
    const bytes = (slug: string) => Buffer.from(slug, 'base64url');
    expect(bytes(encodeSlug(5, mask)).readUInt16BE(4)).toBe(mask);
    expect(bytes(encodeSlug(5, mask)).readUInt32BE(0)).toBe((5 ^ ((mask << 16) | mask)) >>> 0);
  });

  it("fails with 'invalid slug length' when the slug is not 6 bytes", () => {
    for (const bad of ['', 'AAAA', 'AAAAAAAAAAAA', 'AAAAAAA', 'AAAAAAAAA']) {
      expect(() => decodeSlug(bad, mask)).toThrow(SLUG_LENGTH_ERROR);
    }
    expect(SLUG_LENGTH_ERROR).toBe('invalid slug length');
  });

  it("fails with 'invalid slug' when the mask does not match", () => {
    const other = encodeSlug(42, maskFromSeed('another-seed'));
    expect(() => decodeSlug(other, mask)).toThrow(SLUG_ERROR);
    expect(() => decodeSlug('!!!!!!!!', mask)).toThrow(SLUG_ERROR);
    expect(SLUG_ERROR).toBe('invalid slug');
  });

  it('refuses ids outside 32 bits', () => {
    expect(() => encodeSlug(-1, mask)).toThrow(RangeError);
    expect(() => encodeSlug(2 ** 32, mask)).toThrow(RangeError);
  });
});
