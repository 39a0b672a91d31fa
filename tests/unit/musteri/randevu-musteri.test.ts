import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MusteriGirdiSchema, MusteriListeSorguSchema, aramaHazirla, dogumTarihiGecerli, musteriEslesir, paketDurumu, silmeOnayiDogru } from '@lib/schemas/musteri';
import { telefonGoster } from '@lib/schemas/randevu/telefon';

/** Pure parts of the customers screen: search, phone display, erase confirmation, birthday, package state, schemas. */

const m = (adSoyad: string, telefon = '+905321112233', email: string | null = null) => ({ adSoyad, telefon, email });
const bul = (q: string, musteri: ReturnType<typeof m>) => musteriEslesir(musteri, aramaHazirla(q));

describe('search', () => {
  it('matches names in the Turkish locale, with or without Turkish letters', () => {
    expect(bul('ışık', m('IŞIK Öztürk'))).toBe(true);
    expect(bul('ISIK', m('Işık Öztürk'))).toBe(true);
    expect(bul('isik ozturk', m('Işık Öztürk'))).toBe(true);
    expect(bul('İPEK', m('ipek çiçek'))).toBe(true);
    expect(bul('cicek ipek', m('İpek Çiçek'))).toBe(true);
    expect(bul('ayşe', m('Ayşegül Kaya'))).toBe(true);
    expect(bul('ayşe demir', m('Ayşe Kaya'))).toBe(false);
    expect(bul('   ', m('Herkes'))).toBe(true);
  });

  it('matches e-mail parts and phone digits in any spelling', () => {
    expect(bul('kaya@ornek', m('Ayşe', '+905321112233', 'ayse.kaya@ornek.test'))).toBe(true);
    for (const q of ['0532 111 22 33', '+90 532 111 2233', '(532) 111-22-33', '905321112233', '00905321112233', '2233', '111']) expect(bul(q, m('Ayşe')), q).toBe(true);
    expect(bul('0533', m('Ayşe'))).toBe(false);
    // two digits are too few to be a phone search: they are read as words
    expect(aramaHazirla('53')).toEqual({ kelimeler: ['53'], rakam: null });
    expect(aramaHazirla('0532 11')).toEqual({ kelimeler: [], rakam: '053211' });
  });
});

describe('display and confirmation', () => {
  it('formats Turkish numbers for the screen and the CSV, leaves others alone', () => {
    expect(telefonGoster('+905321112233')).toBe('0532 111 22 33');
    expect(telefonGoster('+999000000001234')).toBe('+999000000001234');
  });

  it('accepts the name or SİL however typed, nothing else', () => {
    expect(silmeOnayiDogru('ayşe  yılmaz ', 'Ayşe Yılmaz')).toBe(true);
    expect(silmeOnayiDogru('AYŞE YILMAZ', 'Ayşe Yılmaz')).toBe(true);
    expect(silmeOnayiDogru('sil', 'Ayşe Yılmaz')).toBe(true);
    expect(silmeOnayiDogru('SİL', 'Ayşe Yılmaz')).toBe(true);
    // typed on an English keyboard: the confirmation forgives the keyboard like every search does
    expect(silmeOnayiDogru('SIL', 'Ayşe Yılmaz')).toBe(true);
    expect(silmeOnayiDogru('ayse yilmaz', 'Ayşe Yılmaz')).toBe(true);
    expect(silmeOnayiDogru('Ayşe', 'Ayşe Yılmaz')).toBe(false);
    expect(silmeOnayiDogru('', 'Ayşe Yılmaz')).toBe(false);
  });

  it('birthdays exist in the calendar, from 1900 up to today', () => {
    expect(dogumTarihiGecerli('1990-05-17', '2026-11-22')).toBe(true);
    expect(dogumTarihiGecerli('2024-02-29', '2026-11-22')).toBe(true);
    expect(dogumTarihiGecerli('2023-02-29', '2026-11-22')).toBe(false);
    expect(dogumTarihiGecerli('2026-11-23', '2026-11-22')).toBe(false);
    expect(dogumTarihiGecerli('1899-12-31', '2026-11-22')).toBe(false);
    expect(dogumTarihiGecerli('17.05.1990', '2026-11-22')).toBe(false);
  });

  it('package state: expired wins, then used up, else active', () => {
    expect(paketDurumu(null, [0, 2], '2026-11-22')).toBe('aktif');
    expect(paketDurumu('2026-11-22', [1], '2026-11-22')).toBe('aktif');
    expect(paketDurumu('2026-11-21', [1], '2026-11-22')).toBe('suresiDoldu');
    expect(paketDurumu(null, [0, 0], '2026-11-22')).toBe('bitti');
  });
});

describe('schemas', () => {
  it('normalises the form and never takes a consent time from the client', () => {
    const out = v.parse(MusteriGirdiSchema, { adSoyad: ' Ali Veli ', telefon: '0 (532) 111 22 33', email: ' ali@ornek.test ', kvkkOnay: true, kvkkOnayZamani: '2001-01-01' });
    expect(out).toEqual({ adSoyad: 'Ali Veli', telefon: '+905321112233', email: 'ali@ornek.test', notlar: '', dogumTarihi: '', kvkkOnay: true });
  });

  it('names the failing field in its message, also for a missing one', () => {
    const message = (input: unknown) => { const r = v.safeParse(MusteriGirdiSchema, input); return r.success ? null : r.issues[0]!.message; };
    expect(message({ telefon: '05321112233' })).toBe('musteri.v.ad');
    expect(message({ adSoyad: 'Ali Veli' })).toBe('musteri.v.telefon');
    expect(message({ adSoyad: 'Ali Veli', telefon: '+4420794609' })).toBe('musteri.v.telefon');
    expect(message({ adSoyad: 'Ali Veli', telefon: '05321112233', email: 'x@' })).toBe('musteri.v.email');
  });

  it('list query: defaults, numbers and refusals', () => {
    expect(v.parse(MusteriListeSorguSchema, {})).toEqual({ q: '', sayfa: 1, sira: 'ad', filtre: 'aktif' });
    expect(v.parse(MusteriListeSorguSchema, { sayfa: '7', sira: 'son', filtre: 'silinmis' })).toEqual({ q: '', sayfa: 7, sira: 'son', filtre: 'silinmis' });
    for (const bad of [{ sayfa: '0' }, { sayfa: '01' }, { sayfa: '1234567' }, { sira: 'x' }, { filtre: 'tumu' }]) expect(v.safeParse(MusteriListeSorguSchema, bad).success, JSON.stringify(bad)).toBe(false);
  });
});
