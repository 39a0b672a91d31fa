import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HizmetSchema, PaketSatisSchema, PaketSchema, sonGunHesapla } from '@lib/schemas/randevu/hizmet';
import { parseLira } from '@lib/para';
import { telefonGoster } from '@lib/schemas/randevu/telefon';

/** Pure parts of the services/packages area: the shared schemas (worker + panel form) and small helpers. */

const ilkMesaj = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0]!.message;
};
const hizmet = (extra: Record<string, unknown> = {}) => ({ ad: { tr: 'Saç kesimi' }, sureDk: 45, fiyatKurus: 45_000, ...extra });
const paket = (extra: Record<string, unknown> = {}) => ({ ad: 'Cilt 5 Seans', fiyatKurus: 360_000, hizmetler: [{ hizmetId: 1, seans: 5 }], ...extra });

describe('HizmetSchema', () => {
  it('fills the defaults and trims the names', () => {
    expect(v.parse(HizmetSchema, hizmet({ ad: { tr: '  Saç kesimi ', en: ' Haircut ' } }))).toEqual({
      ad: { tr: 'Saç kesimi', en: 'Haircut', de: '', ru: '' }, sureDk: 45, fiyatKurus: 45_000, onceTamponDk: 0, sonraTamponDk: 0, online: true, aktif: true, personelIdler: [],
    });
  });

  it.each([5, 10, 45, 715, 720])('accepts a duration of %i minutes', (sureDk) => {
    expect(ilkMesaj(HizmetSchema, hizmet({ sureDk }))).toBeNull();
  });

  it.each([0, 1, 4, 7, 12.5, 721, 725, -5, Number.NaN, Infinity, '45', null])('refuses a duration of %s with its own key', (sureDk) => {
    expect(ilkMesaj(HizmetSchema, hizmet({ sureDk }))).toBe('randevu.hizmet.v.sure');
  });

  it('says what is missing instead of a generic error', () => {
    expect(ilkMesaj(HizmetSchema, { sureDk: 45, fiyatKurus: 0 })).toBe('randevu.hizmet.v.adTr');
    expect(ilkMesaj(HizmetSchema, { ad: { tr: 'Fön' }, fiyatKurus: 0 })).toBe('randevu.hizmet.v.sure');
    expect(ilkMesaj(HizmetSchema, hizmet({ ad: { tr: ' \t ' } }))).toBe('randevu.hizmet.v.adTr');
    expect(ilkMesaj(HizmetSchema, hizmet({ ad: { tr: 'x'.repeat(101) } }))).toBe('randevu.hizmet.v.adUzun');
  });

  it('keeps buffers to multiples of 5 within 0–240 and prices to whole kuruş', () => {
    expect(ilkMesaj(HizmetSchema, hizmet({ onceTamponDk: 240, sonraTamponDk: 0 }))).toBeNull();
    for (const bad of [3, 241, 245, -5, 2.5]) expect(ilkMesaj(HizmetSchema, hizmet({ sonraTamponDk: bad })), String(bad)).toBe('randevu.hizmet.v.tampon');
    for (const bad of [-1, 0.5, 100_000_001]) expect(ilkMesaj(HizmetSchema, hizmet({ fiyatKurus: bad })), String(bad)).toBe('randevu.hizmet.v.fiyat');
  });

  it('refuses duplicate or malformed staff ids', () => {
    expect(ilkMesaj(HizmetSchema, hizmet({ personelIdler: [3, 1, 3] }))).toBe('randevu.hizmet.v.personelTekrar');
    expect(ilkMesaj(HizmetSchema, hizmet({ personelIdler: [0] }))).toBe('randevu.hizmet.v.personel');
    expect(ilkMesaj(HizmetSchema, hizmet({ personelIdler: Array.from({ length: 201 }, (_, i) => i + 1) }))).toBe('randevu.hizmet.v.personel');
  });
});

describe('PaketSchema and PaketSatisSchema', () => {
  it('accepts a package without expiry and defaults to active', () => {
    expect(v.parse(PaketSchema, paket())).toEqual({ ad: 'Cilt 5 Seans', aciklama: '', fiyatKurus: 360_000, gecerlilikGun: null, aktif: true, hizmetler: [{ hizmetId: 1, seans: 5 }] });
  });

  it('needs at least one service, each once, with 1–1000 sessions', () => {
    expect(ilkMesaj(PaketSchema, paket({ hizmetler: [] }))).toBe('randevu.hizmet.v.paketHizmetYok');
    expect(ilkMesaj(PaketSchema, paket({ hizmetler: [{ hizmetId: 1, seans: 1 }, { hizmetId: 1, seans: 2 }] }))).toBe('randevu.hizmet.v.paketHizmetTekrar');
    expect(ilkMesaj(PaketSchema, paket({ hizmetler: [{ hizmetId: 1, seans: 0 }] }))).toBe('randevu.hizmet.v.seans');
    expect(ilkMesaj(PaketSchema, paket({ hizmetler: [{ hizmetId: 1, seans: 1001 }] }))).toBe('randevu.hizmet.v.seans');
    expect(ilkMesaj(PaketSchema, paket({ hizmetler: Array.from({ length: 51 }, (_, i) => ({ hizmetId: i + 1, seans: 1 })) }))).toBe('randevu.hizmet.v.paketHizmetCok');
    expect(ilkMesaj(PaketSchema, paket({ gecerlilikGun: 0 }))).toBe('randevu.hizmet.v.gecerlilik');
    expect(ilkMesaj(PaketSchema, paket({ ad: '   ' }))).toBe('randevu.hizmet.v.paketAd');
  });

  it('wants an explicit payment: a method, or null for on account', () => {
    expect(v.parse(PaketSatisSchema, { musteriId: 7, odeme: null })).toEqual({ musteriId: 7, odeme: null });
    expect(v.parse(PaketSatisSchema, { musteriId: 7, odeme: 'havale' })).toEqual({ musteriId: 7, odeme: 'havale' });
    expect(ilkMesaj(PaketSatisSchema, { musteriId: 7 })).toBe('randevu.hizmet.v.odeme');
    expect(ilkMesaj(PaketSatisSchema, { musteriId: 7, odeme: 'veresiye' })).toBe('randevu.hizmet.v.odeme');
    expect(ilkMesaj(PaketSatisSchema, { odeme: null })).toBe('randevu.hizmet.v.musteri');
  });
});

describe('helpers', () => {
  it('counts the last day across months, years and 29 February', () => {
    expect(sonGunHesapla('2026-01-31', 30)).toBe('2026-03-02');
    expect(sonGunHesapla('2026-12-20', 15)).toBe('2027-01-04');
    expect(sonGunHesapla('2028-02-28', 1)).toBe('2028-02-29');
    expect(sonGunHesapla('2026-05-12', 3650)).toBe('2036-05-09');
    expect(sonGunHesapla('2026-05-12', null)).toBeNull();
  });

  it('reads lira the Turkish way: dots group thousands, the comma is the decimal mark', () => {
    expect(parseLira('3.000')).toBe(300_000);
    expect(parseLira('1.250.000')).toBe(125_000_000);
    expect(parseLira('1.250,50')).toBe(125_050);
    expect(parseLira('450')).toBe(45_000);
    expect(parseLira(' 45,5 ₺')).toBe(4_550);
    expect(parseLira('12.5')).toBe(1_250);
    expect(parseLira('abc')).toBeNull();
    expect(parseLira('')).toBeNull();
  });

  it('shows Turkish numbers the way people write them', () => {
    expect(telefonGoster('+905321112233')).toBe('0532 111 22 33');
    expect(telefonGoster('+4915112345678')).toBe('+4915112345678');
  });
});
