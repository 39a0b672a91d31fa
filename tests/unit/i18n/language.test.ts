import { describe, expect, it } from 'vitest';
import { langFromBrowser, pickLanguage } from '@lib/i18n/languages';
import { langFromRequest } from '@lib/i18n/server-lang';
import { translateWith } from '@lib/i18n/translate';

describe('language order (SPEC §1)', () => {
  it('prefers the lang query parameter, then the stored value, then the browser, then tr', () => {
    expect(pickLanguage('de', 'en', ['ru'])).toBe('de');
    expect(pickLanguage(null, 'en', ['ru'])).toBe('en');
    expect(pickLanguage(undefined, null, ['ru-RU', 'en'])).toBe('ru');
    expect(pickLanguage(null, null, [])).toBe('tr');
  });

  it('skips values that are not tr, en, de or ru', () => {
    expect(pickLanguage('fr', 'xx', ['es-ES', 'de-AT'])).toBe('de');
    expect(pickLanguage('EN', null, null)).toBe('tr');
    expect(langFromBrowser('fr-FR,fr;q=0.9,en;q=0.8')).toBe('en');
  });

  it('reads the same order from a request on the server', () => {
    const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
    expect(langFromRequest(request('http://x/?lang=ru', { cookie: 'lang=en', 'accept-language': 'de' }))).toBe('ru');
    expect(langFromRequest(request('http://x/', { cookie: 'a=b; lang=en', 'accept-language': 'de' }))).toBe('en');
    expect(langFromRequest(request('http://x/', { 'accept-language': 'de-DE,de;q=0.9' }))).toBe('de');
    expect(langFromRequest(request('http://x/'))).toBe('tr');
  });

  it('falls back to the built-in Turkish text, never blank', () => {
    expect(translateWith({ 'common.save': 'Save' }, 'common.save')).toBe('Save');
    expect(translateWith({ 'common.save': '' }, 'common.save')).toBe('Kaydet');
    expect(translateWith(null, 'shell.venueChanged', { ad: 'Kahve Durağı' })).toBe('Kahve Durağı seçildi.');
  });
});
