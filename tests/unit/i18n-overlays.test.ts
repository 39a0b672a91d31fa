import { describe, expect, it } from 'vitest';
import { TR } from '@lib/i18n/tr';
import en from '../../public/i18n/en.json';
import de from '../../public/i18n/de.json';
import ru from '../../public/i18n/ru.json';

/** The translation overlays must cover exactly the built-in Turkish keys. */
const overlays: Record<'en' | 'de' | 'ru', Record<string, unknown>> = { en, de, ru };
const source: Record<string, string> = TR;
const sourceKeys = Object.keys(source);

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? ''))].sort();

describe.each(Object.entries(overlays))('i18n overlay %s.json', (lang, overlay) => {
  it('has exactly the same keys as TR', () => {
    const keys = Object.keys(overlay);
    const missing = sourceKeys.filter((key) => !Object.hasOwn(overlay, key));
    const extra = keys.filter((key) => !Object.hasOwn(source, key));
    expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
  });

  it('has only non-empty string values', () => {
    const bad = Object.entries(overlay)
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect({ lang, emptyOrNotString: bad }).toEqual({ lang, emptyOrNotString: [] });
  });

  it('keeps every {placeholder} of the Turkish text and adds none', () => {
    const mismatches = sourceKeys
      .filter((key) => typeof overlay[key] === 'string')
      .map((key) => ({ key, expected: placeholders(source[key] ?? ''), actual: placeholders(overlay[key] as string) }))
      .filter(({ expected, actual }) => expected.join('|') !== actual.join('|'));
    expect({ lang, mismatches }).toEqual({ lang, mismatches: [] });
  });
});
