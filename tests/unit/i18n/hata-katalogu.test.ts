import { describe, expect, it } from 'vitest';
import { translate } from '@lib/i18n/overlays';
import type { MessageKey } from '@lib/i18n/tum';
import { EN as BOOKING_EN } from '@widgets/booking/diller';
import { TR_METIN as BOOKING_TR } from '@widgets/booking/texts';
import { TEXTS as MENU_WIDGET } from '@widgets/menu/texts';

/**
 * SPEC §8's error catalogue is shown in the UI language: its English wording, exact, on English screens; its Turkish
 * texts, exact, on Turkish screens; the English ones translated on Turkish screens (never English under Turkish).
 */
const INGILIZCE: [MessageKey, string][] = [
  ['error.loadFailed', 'Failed to load data.'],
  ['error.server', 'Server error.'],
  ['error.invalidLink', 'Invalid link.'],
  ['error.decryptLink', 'Could not decrypt link.'],
  ['error.connectivity', 'Please check your internet connection or try again.'],
  ['error.chunkLoad', 'Loading chunk failed'],
  ['misc.comingSoon', 'Coming Soon'],
  ['qrmenu.misafir.productLoadFailed', 'Product info could not be loaded.'],
  ['qrmenu.misafir.subcategoriesPreparing', 'Subcategories for this category are being prepared'],
];
const TURKCE: [MessageKey, string][] = [
  ['error.languageLoad', 'Dil yüklenemedi.'],
  ['error.permissionLoad', 'Yetki yüklenemedi.'],
  ['qrmenu.misafir.themeFailed', 'Tema alınamadı'],
  ['qrmenu.misafir.themeServerError', 'Sunucu hatası'],
  ['randevu.api.themeFailed', 'Tema ayarları yüklenemedi'],
];

describe('SPEC §8 error catalogue in the UI language', () => {
  it.each(INGILIZCE)('%s: the SPEC English on English screens, Turkish on Turkish ones', (key, spec) => {
    expect(translate('en', key)).toBe(spec);
    const tr = translate('tr', key);
    expect(tr).not.toBe(spec);
    expect(tr).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
  });

  it.each(TURKCE)('%s: the SPEC Turkish as written on Turkish screens, translated on English ones', (key, spec) => {
    expect(translate('tr', key)).toBe(spec);
    expect(translate('en', key)).not.toBe(spec);
  });

  it('the cafe payment’s connectivity message reads in Turkish on a Turkish screen', () => {
    expect(translate('tr', 'error.connectivity')).toBe('Lütfen internet bağlantınızı kontrol edin veya tekrar deneyin.');
  });

  it('the menu and booking widgets say the same as the site in each language', () => {
    for (const lang of ['tr', 'en'] as const) {
      expect(MENU_WIDGET[lang].failed, lang).toBe(translate(lang, 'error.loadFailed'));
      expect(MENU_WIDGET[lang].offline, lang).toBe(translate(lang, 'error.connectivity'));
      expect(MENU_WIDGET[lang].preparing, lang).toBe(translate(lang, 'qrmenu.misafir.subcategoriesPreparing'));
      expect(MENU_WIDGET[lang].comingSoon, lang).toBe(translate(lang, 'misc.comingSoon'));
    }
    expect(BOOKING_TR.failed).toBe(translate('tr', 'error.loadFailed'));
    expect(BOOKING_EN.failed).toBe(translate('en', 'error.loadFailed'));
  });
});
