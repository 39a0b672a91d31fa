import { describe, expect, it } from 'vitest';
import { adAnahtari, ulusalNumara } from '@lib/schemas/musteri';
import { telefonNormalize } from '@lib/schemas/randevu/telefon';

/** Duplicate keys of the customer book: folded names and national numbers. */

describe('adAnahtari', () => {
  it('folds Turkish case and letters, spaces, punctuation and word order', () => {
    const key = adAnahtari('Şükrü Işık');
    for (const yazim of ['ŞÜKRÜ IŞIK', '  şükrü   ışık ', 'Sukru Isik', 'Işık, Şükrü', 'SUKRU ISIK']) expect(adAnahtari(yazim), yazim).toBe(key);
    expect(adAnahtari('İpek Çelik')).toBe(adAnahtari('ipek celik'));
    expect(adAnahtari('Şükrü Işıklı')).not.toBe(key);
    expect(adAnahtari(' - ')).toBe('');
  });
});

describe('ulusalNumara', () => {
  it('every usual spelling of a Turkish number meets on the same national number', () => {
    const spellings = ['0532 111 22 33', '+90 532 111 2233', '905321112233', '5321112233'];
    for (const s of spellings) {
      const e164 = telefonNormalize(s);
      expect(e164, s).toBe('+905321112233');
      expect(ulusalNumara(e164!)).toBe('5321112233');
    }
  });
});
