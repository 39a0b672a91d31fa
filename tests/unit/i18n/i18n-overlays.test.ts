import { describe, expect, it } from 'vitest';
import { TR } from '@lib/i18n/tr';
import { MODUL_OVERLAY, MODUL_TR, PARCA_TR, SHELL_OVERLAY, TUM_OVERLAY, TUM_TR } from '@lib/i18n/tum';
import { cogulBloklari } from '@lib/i18n/translate';

/** The translation overlays (the shell's and every module's together) must cover exactly the built-in Turkish keys. */
const overlays: Record<'en' | 'de' | 'ru', Record<string, unknown>> = TUM_OVERLAY;
const source: Record<string, string> = { ...TUM_TR };
const sourceKeys = Object.keys(source);

/** Text outside the counted parts `{n, plural, …}` (each one a '#'), and the counted parts. */
function parcalar(text: string) {
  const bloklar = cogulBloklari(text);
  let disari = '';
  let son = 0;
  for (const blok of bloklar) {
    disari += `${text.slice(son, blok.bas)}#`;
    son = blok.son;
  }
  return { disari: disari + text.slice(son), bloklar };
}

/** Placeholder names, also those inside the arms of a counted part and the counted value itself. */
const placeholders = (text: string): string[] => {
  const { disari, bloklar } = parcalar(text);
  const adlar = [disari, ...bloklar.flatMap((b) => Object.values(b.kollar))].flatMap((part) => [...part.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? ''));
  adlar.push(...bloklar.map((b) => b.ad));
  return [...new Set(adlar)].sort();
};

// placeholders that hold a count; in English a plural noun right after one ('{sayi} users') must be a counted part
const SAYI_ADLARI = 'sayi|n|adet|dakika|saat|gun|kelime|seans|paket|alt|toplam|randevu|kasa|cari|onay|satir|karakter|gelecek|max|en';
const SAYILI_ISIM = new RegExp(`\\{(?:${SAYI_ADLARI})\\}(?: [a-z]+)? [a-z]+s\\b`);

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

describe.each(Object.entries(overlays))('counted texts in %s.json', (lang, overlay) => {
  const kategoriler = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];

  it(`every {n, plural, …} has exactly the forms of ${lang} (Intl.PluralRules) and counts a placeholder of the Turkish text`, () => {
    const sorunlar = Object.entries(overlay).flatMap(([key, text]) => parcalar(text as string).bloklar
      .filter((b) => [...kategoriler].sort().join('|') !== Object.keys(b.kollar).filter((k) => !k.startsWith('=')).sort().join('|')
        || !placeholders(source[key] ?? '').includes(b.ad))
      .map((b) => ({ key, ad: b.ad, formlar: Object.keys(b.kollar) })));
    expect({ lang, kategoriler, sorunlar }).toEqual({ lang, kategoriler, sorunlar: [] });
  });

  it('a text counted in one language is counted on the same placeholder in all of them', () => {
    const sayilan = (o: Record<string, unknown>, key: string) => parcalar(String(o[key] ?? '')).bloklar.map((b) => b.ad).sort().join('|');
    const farkli = sourceKeys.filter((key) => Object.values(overlays).some((o) => sayilan(o, key) !== sayilan(overlay, key)));
    expect({ lang, farkli }).toEqual({ lang, farkli: [] });
  });
});

describe('English counted nouns', () => {
  it('a plural noun after a count is a counted part ("1 users" never shows)', () => {
    const sayisiz = Object.entries(TUM_OVERLAY.en).filter(([, text]) => SAYILI_ISIM.test(parcalar(text).disari)).map(([key, text]) => `${key}: ${text}`);
    expect(sayisiz).toEqual([]);
  });
});

// the shell's words; the venue-wide books' prefixes ride in the shell until they get their own text modules
const SHELL_ONEKLERI = ['error', 'common', 'action', 'login', 'profile', 'shell', 'menu', 'soon', 'dropdown', 'saat', 'tarihSaat', 'misc'];

const onek = (key: string) => key.split('.')[0]!;

describe('texts that load with their screens', () => {
  const moduller = Object.keys(MODUL_TR);
  const parcalar = Object.keys(PARCA_TR);

  it.each(['en', 'de', 'ru'] as const)('the shell overlay (public/i18n/%s.json) holds only shell keys, the same as the shell’s Turkish', (lang) => {
    const disari = Object.keys(SHELL_OVERLAY[lang]).filter((key) => !SHELL_ONEKLERI.includes(onek(key)));
    expect({ lang, disari }).toEqual({ lang, disari: [] });
    expect(Object.keys(SHELL_OVERLAY[lang]).sort()).toEqual(Object.keys(TR).sort());
  });

  // a module's keys start with its word and none with one of its parts' prefixes; a part's keys with `<word>.<part>.`
  const parcaOnekleri = (modul: string) => parcalar.filter((p) => p.startsWith(`${modul}/`)).map((p) => `${p.replace('/', '.')}.`);
  const yabanci = (birim: string) => (key: string) => (birim.includes('/')
    ? !key.startsWith(`${birim.replace('/', '.')}.`)
    : onek(key) !== birim || parcaOnekleri(birim).some((o) => key.startsWith(o)));
  const turkcesi = (birim: string) => Object.keys(birim.includes('/') ? PARCA_TR[birim as keyof typeof PARCA_TR] : MODUL_TR[birim as keyof typeof MODUL_TR]);

  it.each([...moduller, ...parcalar])('%s: every Turkish key and every key of its en/de/ru overlay is its own', (birim) => {
    const tr = turkcesi(birim);
    expect(tr.filter(yabanci(birim))).toEqual([]);
    for (const lang of ['en', 'de', 'ru']) {
      const overlay = MODUL_OVERLAY[`./${birim}/${lang}.json`];
      expect(overlay, `${birim}/${lang}.json`).toBeDefined();
      expect({ lang, disari: Object.keys(overlay!).filter(yabanci(birim)) }).toEqual({ lang, disari: [] });
      expect(Object.keys(overlay!).sort(), `${birim}/${lang}.json`).toEqual([...tr].sort());
    }
  });

  it('no overlay file without its module or part, no module word in the shell', () => {
    const dosyalar = Object.keys(MODUL_OVERLAY).map((yol) => yol.slice(2, yol.lastIndexOf('/')));
    expect([...new Set(dosyalar)].sort()).toEqual([...moduller, ...parcalar].sort());
    expect(Object.keys(TR).filter((key) => moduller.includes(onek(key)))).toEqual([]);
  });
});
