import { describe, expect, it } from 'vitest';
import { kapaliGunler } from '@lib/randevu/closed-days';
import { aramaHazirla, musteriEslesir } from '@lib/schemas/musteri';
import { filterOptions } from '@lib/dropdown';
import { HARF_KATLAMA, katla, matchesSearch } from '@lib/search';

// real Turkish names and cities, each with the ways people type them on Turkish and English keyboards
const YAZILISLAR: [string, string[]][] = [
  ['İstanbul', ['istanbul', 'ISTANBUL', 'Istanbul', 'İSTANBUL', 'ıstanbul', '  istanbul  ']],
  ['Iğdır', ['igdir', 'IGDIR', 'IĞDIR', 'ığdır', 'Igdir']],
  ['Şanlıurfa', ['sanliurfa', 'SANLIURFA', 'ŞANLIURFA', 'şanlıurfa', 'Sanliurfa']],
  ['Çağrı', ['cagri', 'CAGRI', 'ÇAĞRI', 'çağrı']],
  ['Gülşen Öztürk', ['gulsen ozturk', 'GULSEN OZTURK', 'GÜLŞEN ÖZTÜRK', '  gülşen   öztürk ']],
  ['Ümraniye', ['umraniye', 'UMRANIYE', 'ÜMRANİYE']],
  ['Muğla', ['mugla', 'MUGLA', 'MUĞLA']],
  ['Eskişehir', ['eskisehir', 'ESKISEHIR', 'ESKİŞEHİR', 'Eskisehir']],
  ['Kâğıthane', ['kagithane', 'KAGITHANE', 'kâğıthane']],
];

describe('katla: the one folding of the product', () => {
  it.each(YAZILISLAR)('%s folds the same however it is typed', (ad, yazilislar) => {
    for (const yazilis of yazilislar) expect(katla(yazilis), yazilis).toBe(katla(ad));
  });

  it('folds to plain lower-case ASCII with single spaces', () => {
    expect(katla('  Gülşen   Öztürk ')).toBe('gulsen ozturk');
    expect(katla('İSTANBUL\tÜMRANİYE')).toBe('istanbul umraniye');
    // decomposed input (as some keyboards and files send it) folds like the composed letters
    expect(katla('S\u0327anli\u0307urfa')).toBe('sanliurfa');
    expect(katla('Straße')).toBe('strasse');
  });

  it('folds every letter of its table as the table says (the SQL folding replaces by the same table)', () => {
    for (const [harf, yerine] of Object.entries(HARF_KATLAMA)) expect(katla(`a${harf}b`), harf).toBe(`a${yerine}b`);
  });

  it.each(YAZILISLAR)('a search typed any way finds %s', (ad, yazilislar) => {
    for (const yazilis of yazilislar) expect(matchesSearch(`${ad} şubesi`, yazilis), yazilis).toBe(true);
    expect(matchesSearch(ad, 'ankara')).toBe(false);
  });

  it('every word of the query must appear, in any order', () => {
    expect(matchesSearch('Gülşen Öztürk', 'ozturk gulsen')).toBe(true);
    expect(matchesSearch('Gülşen Öztürk', 'ozturk ayse')).toBe(false);
  });

  it('the dropdown and the customer search forgive the keyboard too', () => {
    const sehirler = YAZILISLAR.map(([label], i) => ({ value: String(i), label }));
    expect(filterOptions(sehirler, 'sanliurfa').map((o) => o.label)).toEqual(['Şanlıurfa']);
    expect(filterOptions(sehirler, 'IGDIR').map((o) => o.label)).toEqual(['Iğdır']);
    const musteri = { adSoyad: 'Gülşen Öztürk', telefon: '+905321112233', email: 'GULSEN@ORNEK.COM' };
    expect(musteriEslesir(musteri, aramaHazirla(' GULSEN  ozturk '))).toBe(true);
    expect(musteriEslesir(musteri, aramaHazirla('gülşen@ornek'))).toBe(true);
  });

  it.each(['KAPALI', 'kapali', ' Kapalı ', 'Kapalı', 'kapalı', 'KAPALİ', 'Bugün  KAPALI'])('%j closes the day', (time) => {
    expect(kapaliGunler([{ days: 'Pazar', time }])).toEqual([0]);
  });

  it('day names read however they are typed', () => {
    expect(kapaliGunler([{ days: 'SALI', time: 'kapali' }, { days: ' carsamba ', time: 'kapali' }, { days: 'PERŞEMBE', time: 'kapali' }])).toEqual([2, 3, 4]);
    expect(kapaliGunler([{ days: 'cumartesi  -  PAZAR', time: 'Kapali' }])).toEqual([0, 6]);
    expect(kapaliGunler([{ days: 'Pazar', time: '10:00 - 16:00' }])).toEqual([]);
  });
});
