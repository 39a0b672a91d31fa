import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { kapaliGunler } from '@lib/randevu/closed-days';
import { bookingSayfaCss, sayfaBasligi } from '@lib/randevu/ozet-sayfa-css';
import { HAZIR_RENKLER, kapaliAmaCalisilan, kontrastOrani, renkUyarilari, saatOnerisi, satirDurumu } from '@lib/randevu/ozet-tema';
import { TemaSchema, temaOku } from '@lib/schemas/randevu/tema';

const LOGO = 'randevu/logo/7/0123456789abcdef0123456789abcdef.webp';

describe('WCAG contrast of the theme colours', () => {
  it('computes the WCAG ratio', () => {
    expect(kontrastOrani('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(kontrastOrani('#ffffff', '#ffffff')).toBe(1);
    expect(kontrastOrani('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('every ready-made set passes', () => {
    for (const set of HAZIR_RENKLER) expect({ id: set.id, uyarilar: renkUyarilari(set) }).toEqual({ id: set.id, uyarilar: [] });
  });

  it('flags a pale primary (links on white and the header text) and text that is hard to read on the secondary colour', () => {
    const turler = renkUyarilari({ primary: '#8fd3c9', secondary: '#4b5563', text: '#1f2937' }).map((u) => u.tur);
    expect(turler).toEqual(['metinIkincil', 'anaZemin']);
    expect(renkUyarilari({ primary: '#8fd3c9', secondary: '#ffffff', text: '#1f2937' })[0]).toMatchObject({ tur: 'anaZemin' });
    // a mid grey primary: neither black nor white header text reaches 4.5
    expect(renkUyarilari({ primary: '#777777', secondary: '#ffffff', text: '#111111' }).map((u) => u.tur)).toContain('baslikAna');
  });

  it('a light text colour is ignored by the public page and says so', () => {
    expect(renkUyarilari({ primary: '#0f766e', secondary: '#f0fdfa', text: '#9ca3af' }).map((u) => u.tur)).toEqual(['metinYoksayildi']);
    // a mid-dark text that the page keeps but that fails on white
    expect(renkUyarilari({ primary: '#0f766e', secondary: '#ffffff', text: '#6b7280' }).map((u) => u.tur)).toEqual([]);
    expect(renkUyarilari({ primary: '#0f766e', secondary: '#ffffff', text: '#7a7a7a' }).map((u) => u.tur)).toEqual(['metinZemin', 'metinIkincil']);
  });
});

describe('working-hour rows (SPEC §5)', () => {
  it('reads each row: closed days (however "kapalı" is typed), open, unreadable days', () => {
    expect(satirDurumu({ days: 'Cumartesi - Pazar', time: 'KAPALI' })).toEqual({ tur: 'kapali', gunler: [0, 6] });
    expect(satirDurumu({ days: 'Salı - Cumartesi', time: '10:00 - 19:00' })).toEqual({ tur: 'acik' });
    expect(satirDurumu({ days: 'Hafta sonu', time: 'Kapalı' })).toEqual({ tur: 'anlasilmadi' });
    expect(satirDurumu({ days: 'Pazar', time: 'Kapali' })).toEqual({ tur: 'kapali', gunler: [0] });
    expect(satirDurumu({ days: ' pazar ', time: '  kapali  ' })).toEqual({ tur: 'kapali', gunler: [0] });
  });

  it('suggests rows from staff hours, grouping neighbours and wrapping Sunday → Monday', () => {
    const calisma = [2, 3, 4, 5, 6].flatMap((gun) => [
      { gun, baslangic: '10:00', bitis: '19:00', tur: 'calisma' },
      { gun, baslangic: '13:00', bitis: '14:00', tur: 'mola' },
      { gun, baslangic: '09:30', bitis: '12:00', tur: gun === 6 ? 'calisma' : 'mola' },
    ]);
    const satirlar = saatOnerisi(calisma);
    expect(satirlar).toEqual([
      { days: 'Salı - Cuma', time: '10:00 - 19:00' },
      { days: 'Cumartesi', time: '09:30 - 19:00' },
      { days: 'Pazar - Pazartesi', time: 'Kapalı' },
    ]);
    expect(kapaliGunler(satirlar)).toEqual([0, 1]);
    expect(saatOnerisi([])).toEqual([{ days: 'Pazartesi - Pazar', time: 'Kapalı' }]);
  });

  it('finds closed days on which staff work', () => {
    expect(kapaliAmaCalisilan([0, 1, 6], [1, 2, 3])).toEqual([1]);
  });
});

describe('TemaSchema and temaOku', () => {
  it('keeps only known keys, lower-cases colours, fills defaults', () => {
    const out = v.parse(TemaSchema, { evil: 1, colors: { primary: '#AABBCC', extra: '#000000' }, texts: { title: '  Lotus  ', html: '<b>' }, logo: LOGO });
    expect(out).toEqual({
      colors: { primary: '#aabbcc', secondary: '#f0fdfa', text: '#1f2937' },
      logo: LOGO,
      texts: { title: 'Lotus', subtitle: '', welcome: '' },
      infoCards: { workingHours: { title: '', hours: [] }, address: { title: '', text: '' }, phone: { title: '', text: '' } },
    });
  });

  it('refuses bad colours, long texts, 15 rows, half-empty rows and foreign-looking logo keys with i18n keys', () => {
    const hata = (input: unknown) => {
      const r = v.safeParse(TemaSchema, input);
      return r.success ? null : r.issues[0]!.message;
    };
    expect(hata({ colors: { primary: 'red' } })).toBe('randevu.tema.hata.renkAna');
    expect(hata({ colors: { text: '#12345' } })).toBe('randevu.tema.hata.renkMetin');
    expect(hata({ texts: { title: 'x'.repeat(81) } })).toBe('randevu.tema.hata.baslik');
    expect(hata({ infoCards: { workingHours: { hours: Array.from({ length: 15 }, () => ({ days: 'Pazar', time: 'Kapalı' })) } } })).toBe('randevu.tema.hata.cokSatir');
    expect(hata({ infoCards: { workingHours: { hours: [{ days: 'Pazar', time: '  ' }] } } })).toBe('randevu.tema.hata.satirBos');
    expect(hata({ infoCards: { workingHours: { hours: [{ days: 'P'.repeat(41), time: 'Kapalı' }] } } })).toBe('randevu.tema.hata.gun');
    expect(hata({ logo: 'menu/7/0123456789abcdef0123456789abcdef.webp' })).toBe('randevu.tema.hata.logo');
    expect(hata({ texts: { title: 'a\u0000b' } })).toBe('randevu.tema.hata.baslik');
  });

  it('turns any stored JSON into a complete, valid theme', () => {
    const tema = temaOku({ colors: { primary: 'mavi', text: '#2B1D27' }, logo: '../etc', texts: { title: 5, welcome: 'x'.repeat(500) }, infoCards: { workingHours: { hours: [{ days: 'Pazar', time: 'Kapalı' }, { days: '', time: '9' }, 'x'] } } });
    expect(tema.colors).toEqual({ primary: '#0f766e', secondary: '#f0fdfa', text: '#2b1d27' });
    expect(tema.logo).toBeNull();
    expect(tema.texts.welcome).toHaveLength(400);
    expect(tema.infoCards.workingHours.hours).toEqual([{ days: 'Pazar', time: 'Kapalı' }]);
    expect(v.safeParse(TemaSchema, tema).success).toBe(true);
    expect(temaOku(null).texts.title).toBe('');
  });
});

describe('public page header (shared with the preview)', () => {
  it('title falls back to the venue name; only stored logo keys make an image', () => {
    expect(sayfaBasligi({}, 'Lotus')).toEqual({ baslik: 'Lotus', logo: null });
    expect(sayfaBasligi({ texts: { title: '  Lotus Güzellik ' }, logo: LOGO }, 'Lotus')).toEqual({ baslik: 'Lotus Güzellik', logo: `/api/public/gorsel/${LOGO}` });
    expect(sayfaBasligi({ texts: { title: '' }, logo: 'javascript:alert(1)' }, null)).toEqual({ baslik: '', logo: null });
    expect(sayfaBasligi({ logo: 'menu/7/0123456789abcdef0123456789abcdef.webp' }, 'Lotus').logo).toBeNull();
  });

  it('the page CSS carries the theme colours', () => {
    expect(bookingSayfaCss({ a: '#7c3a6b', at: '#fff' })).toContain(':root{--a:#7c3a6b;--at:#fff;--s:#f0fdfa;--x:#1f2937}');
  });
});
