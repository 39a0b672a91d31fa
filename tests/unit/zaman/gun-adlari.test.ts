import { describe, expect, it } from 'vitest';
import { gunAdlariniCevir } from '@lib/zaman/gun-adlari';

describe('weekday names in a venue\'s free text follow the reader\'s language', () => {
  it('translates full and short Turkish names, keeps everything else as typed', () => {
    expect(gunAdlariniCevir('Pazartesi-Cuma', 'en')).toBe('Monday-Friday');
    expect(gunAdlariniCevir('Cumartesi-Pazar', 'en')).toBe('Saturday-Sunday');
    expect(gunAdlariniCevir('Cmt, Paz', 'en')).toBe('Sat, Sun');
    expect(gunAdlariniCevir('PAZARTESİ – ÇARŞAMBA', 'de')).toBe('Montag – Mittwoch');
    expect(gunAdlariniCevir('Pazartesi-Cuma', 'ru')).toBe('Понедельник-Пятница');
    expect(gunAdlariniCevir('Salı (bayramlar hariç)', 'en')).toBe('Tuesday (bayramlar hariç)');
  });

  it('leaves Turkish as typed and words that are no day alone', () => {
    expect(gunAdlariniCevir('pazartesi-cuma', 'tr')).toBe('pazartesi-cuma');
    expect(gunAdlariniCevir('Her gün', 'en')).toBe('Her gün');
    expect(gunAdlariniCevir('Cumhuriyet Bayramı', 'en')).toBe('Cumhuriyet Bayramı');
  });
});
