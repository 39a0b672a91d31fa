import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CalismaSchema, GorevFiltreSchema, GorevSchema, IzinSchema, PersonelSchema, hataAnahtari, haftaMetni, haftaOzeti, haftalikDakika, saatHatalari, type Aralik,
} from '@lib/schemas/personel';
import { izinAraligi, saatlerIcinde } from '@worker/db/personel/saat';

/** Pure rules of the staff screens: weekly-hours validation and summaries, leave conversion, the outside-hours test. */

const a = (gun: number, baslangic: string, bitis: string, tur: Aralik['tur'] = 'calisma'): Aralik => ({ gun, baslangic, bitis, tur });
const ilkMesaj = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0]!.message;
};

describe('saatHatalari / CalismaSchema', () => {
  it('accepts split shifts, touching ranges, breaks inside and an end of 24:00', () => {
    const hafta = [a(1, '09:00', '12:00'), a(1, '12:00', '18:00'), a(1, '12:00', '12:30', 'mola'), a(1, '15:00', '15:15', 'mola'), a(6, '18:00', '24:00'), a(6, '23:00', '24:00', 'mola')];
    expect(saatHatalari(hafta)).toEqual([]);
    expect(v.safeParse(CalismaSchema, { araliklar: hafta }).success).toBe(true);
    expect(v.safeParse(CalismaSchema, { araliklar: [] }).success).toBe(true);
  });

  it('reports one problem per day, Monday first, and the schema carries the weekday in the message', () => {
    const hatalar = saatHatalari([
      a(0, '10:00', '12:00', 'mola'),
      a(1, '09:00', '13:00'), a(1, '12:55', '18:00'),
      a(3, '09:00', '12:00'), a(3, '11:00', '13:00', 'mola'),
      a(4, '09:00', '17:00'), a(4, '10:00', '11:00', 'mola'), a(4, '10:30', '11:30', 'mola'),
      a(5, '10:00', '10:00'),
    ]);
    expect(hatalar).toEqual([
      { gun: 1, anahtar: 'personel.saat.cakisma' },
      { gun: 3, anahtar: 'personel.saat.molaDisarida' },
      { gun: 4, anahtar: 'personel.saat.molaCakisma' },
      { gun: 5, anahtar: 'personel.saat.bitisOnce' },
      { gun: 0, anahtar: 'personel.saat.molaYalniz' },
    ]);
    expect(ilkMesaj(CalismaSchema, { araliklar: [a(2, '09:00', '12:00'), a(2, '08:00', '09:30')] })).toBe('personel.saat.cakisma|2');
    expect(hataAnahtari('personel.saat.cakisma|2')).toEqual({ anahtar: 'personel.saat.cakisma', gun: 2 });
    expect(hataAnahtari('personel.saat.bicim')).toEqual({ anahtar: 'personel.saat.bicim', gun: null });
    expect(hataAnahtari('x|9')).toEqual({ anahtar: 'x', gun: null });
  });

  it('a break straddling two shifts is outside, even when the shifts touch nowhere', () => {
    expect(saatHatalari([a(2, '09:00', '12:00'), a(2, '13:00', '17:00'), a(2, '11:30', '13:30', 'mola')])).toEqual([{ gun: 2, anahtar: 'personel.saat.molaDisarida' }]);
  });

  it('refuses times that are not HH:MM in 5-minute steps, and too many ranges', () => {
    for (const saat of ['9:00', '09:03', '24:05', '25:00', '09:60', '', '0900', ' 09:00']) {
      expect(ilkMesaj(CalismaSchema, { araliklar: [a(1, saat, '18:00')] }), saat).toBe('personel.saat.bicim');
    }
    const dokuz = Array.from({ length: 9 }, (_, i) => a(1, `${String(i + 10).padStart(2, '0')}:00`, `${String(i + 10).padStart(2, '0')}:30`));
    expect(ilkMesaj(CalismaSchema, { araliklar: dokuz })).toBe('personel.saat.cokFazla|1');
    expect(ilkMesaj(CalismaSchema, { araliklar: Array.from({ length: 113 }, () => a(1, '09:00', '10:00')) })).toBe('personel.saat.cokFazlaToplam');
  });
});

describe('weekly summaries', () => {
  const kisa = (gun: number) => ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'][gun]!;
  it('groups consecutive days with the same hours, Monday first, days off left out', () => {
    const hafta = [2, 3, 4, 5, 6].flatMap((gun) => [a(gun, '10:00', '19:00'), a(gun, '13:00', '14:00', 'mola')]);
    hafta.push(a(0, '11:00', '15:00'));
    expect(haftaOzeti(hafta)).toEqual([
      { ilk: 2, son: 6, calisma: ['10:00–19:00'], mola: ['13:00–14:00'] },
      { ilk: 0, son: 0, calisma: ['11:00–15:00'], mola: [] },
    ]);
    expect(haftaMetni(hafta, kisa, 'mola')).toBe('Sal–Cmt 10:00–19:00 (mola 13:00–14:00); Paz 11:00–15:00');
    expect(haftalikDakika(hafta)).toBe(5 * 8 * 60 + 4 * 60);
    expect(haftaMetni([], kisa, 'mola')).toBe('');
  });

  it('a gap day splits groups; split shifts are listed in order', () => {
    const hafta = [a(1, '14:00', '18:00'), a(1, '09:00', '12:00'), a(3, '09:00', '12:00'), a(3, '14:00', '18:00')];
    expect(haftaMetni(hafta, kisa, 'mola')).toBe('Pzt 09:00–12:00, 14:00–18:00; Çar 09:00–12:00, 14:00–18:00');
  });
});

describe('saatlerIcinde (appointments outside new hours)', () => {
  const hafta = [a(1, '09:00', '17:00'), a(1, '13:00', '14:00', 'mola')];
  // 2027-01-04 is a Monday; Istanbul is UTC+3
  const r = (bas: string, bit: string) => ({ baslangic: bas, bitis: bit });
  it('inside a working range and clear of breaks, in the venue zone', () => {
    expect(saatlerIcinde(r('2027-01-04T06:00:00.000Z', '2027-01-04T07:00:00.000Z'), hafta, 'Europe/Istanbul')).toBe(true);
    expect(saatlerIcinde(r('2027-01-04T13:00:00.000Z', '2027-01-04T14:00:00.000Z'), hafta, 'Europe/Istanbul')).toBe(true);
    // 08:30 local: before the start
    expect(saatlerIcinde(r('2027-01-04T05:30:00.000Z', '2027-01-04T06:30:00.000Z'), hafta, 'Europe/Istanbul')).toBe(false);
    // 12:30–13:30 local: into the break
    expect(saatlerIcinde(r('2027-01-04T09:30:00.000Z', '2027-01-04T10:30:00.000Z'), hafta, 'Europe/Istanbul')).toBe(false);
    // 16:30–17:30 local: past the end
    expect(saatlerIcinde(r('2027-01-04T13:30:00.000Z', '2027-01-04T14:30:00.000Z'), hafta, 'Europe/Istanbul')).toBe(false);
    // Tuesday: no hours at all
    expect(saatlerIcinde(r('2027-01-05T07:00:00.000Z', '2027-01-05T08:00:00.000Z'), hafta, 'Europe/Istanbul')).toBe(false);
    // the same instant is Monday 06:00 in UTC, outside there
    expect(saatlerIcinde(r('2027-01-04T06:00:00.000Z', '2027-01-04T07:00:00.000Z'), hafta, 'UTC')).toBe(false);
    expect(saatlerIcinde(r('bozuk', '2027-01-04T07:00:00.000Z'), hafta, 'Europe/Istanbul')).toBe(false);
  });

  it('follows DST: 09:00 Berlin is 08:00Z in winter and 07:00Z in summer', () => {
    expect(saatlerIcinde(r('2027-01-04T08:00:00.000Z', '2027-01-04T09:00:00.000Z'), hafta, 'Europe/Berlin')).toBe(true);
    expect(saatlerIcinde(r('2027-07-05T07:00:00.000Z', '2027-07-05T08:00:00.000Z'), hafta, 'Europe/Berlin')).toBe(true);
    expect(saatlerIcinde(r('2027-07-05T06:30:00.000Z', '2027-07-05T07:30:00.000Z'), hafta, 'Europe/Berlin')).toBe(false);
  });
});

describe('leave input', () => {
  it('whole days run from local midnight to the midnight after the last day; time ranges convert wall clock', () => {
    expect(izinAraligi({ tur: 'gun', baslangicTarih: '2027-01-10', bitisTarih: '2027-01-12', aciklama: '' }, 'Europe/Istanbul'))
      .toEqual({ baslangic: '2027-01-09T21:00:00.000Z', bitis: '2027-01-12T21:00:00.000Z' });
    expect(izinAraligi({ tur: 'saat', baslangic: '2027-01-10T09:30', bitis: '2027-01-10T12:00', aciklama: '' }, 'Europe/Istanbul'))
      .toEqual({ baslangic: '2027-01-10T06:30:00.000Z', bitis: '2027-01-10T09:00:00.000Z' });
    // the Berlin DST night is 23 hours long
    expect(izinAraligi({ tur: 'gun', baslangicTarih: '2027-03-28', bitisTarih: '2027-03-28', aciklama: '' }, 'Europe/Berlin'))
      .toEqual({ baslangic: '2027-03-27T23:00:00.000Z', bitis: '2027-03-28T22:00:00.000Z' });
  });

  it('validates type, dates, order, length and the note', () => {
    expect(ilkMesaj(IzinSchema, { tur: 'gun', baslangicTarih: '2027-01-10', bitisTarih: '2027-01-10' })).toBeNull();
    expect(ilkMesaj(IzinSchema, { tur: 'gun', baslangicTarih: '2027-01-10', bitisTarih: '2027-01-09' })).toBe('personel.izin.bitisOnce');
    expect(ilkMesaj(IzinSchema, { tur: 'saat', baslangic: '2027-01-10T10:00', bitis: '2027-01-10T10:00' })).toBe('personel.izin.bitisOnce');
    expect(ilkMesaj(IzinSchema, { tur: 'saat', baslangic: '2027-01-10T24:00', bitis: '2027-01-11T10:00' })).toBe('personel.izin.tarih');
    expect(ilkMesaj(IzinSchema, { tur: 'gun', baslangicTarih: '2027-02-29', bitisTarih: '2027-03-01' })).toBe('personel.izin.tarih');
    expect(ilkMesaj(IzinSchema, { tur: 'gun', baslangicTarih: '2027-01-01', bitisTarih: '2028-01-02' })).toBe('personel.izin.cokUzun');
    expect(ilkMesaj(IzinSchema, { tur: 'gun', baslangicTarih: '2027-01-01', bitisTarih: '2028-01-01' })).toBeNull();
    expect(ilkMesaj(IzinSchema, { tur: 'yil' })).toBe('personel.izin.tur');
    expect(ilkMesaj(IzinSchema, { tur: 'gun', baslangicTarih: '2027-01-10', bitisTarih: '2027-01-10', aciklama: 'a\u0000b' })).toBe('personel.izin.not');
  });
});

describe('staff and task schemas', () => {
  it('normalises the staff input and names the broken field', () => {
    expect(v.parse(PersonelSchema, { ad: '  Selin  ', renk: '#ABCDEF' })).toEqual({ ad: 'Selin', renk: '#abcdef', foto: null, hizmetIdler: [], kullaniciId: null, aktif: true, online: true, personelId: null });
    expect(ilkMesaj(PersonelSchema, {})).toBe('personel.invalid.ad');
    expect(ilkMesaj(PersonelSchema, { ad: 'Ad\u0007' })).toBe('personel.invalid.ad');
    expect(ilkMesaj(PersonelSchema, { ad: 'Selin', foto: 'menu/1/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp' })).toBe('personel.invalid.foto');
    expect(ilkMesaj(PersonelSchema, { ad: 'Selin', foto: `randevu/personel/2/${'a'.repeat(32)}.webp` })).toBeNull();
  });

  it('task defaults and filters', () => {
    expect(v.parse(GorevSchema, { baslik: ' Dolap ' })).toEqual({ baslik: 'Dolap', aciklama: '', personelId: null, sonTarih: null, durum: 'bekliyor' });
    expect(ilkMesaj(GorevSchema, { baslik: 'x', sonTarih: '2027-13-01' })).toBe('personel.gorev.invalid.sonTarih');
    expect(v.parse(GorevFiltreSchema, { personelId: '12', durum: 'acik', gecikmis: '1', extra: 'x' })).toEqual({ personelId: '12', durum: 'acik', gecikmis: '1' });
    for (const bad of [{ personelId: '0' }, { personelId: '012' }, { durum: 'bitti' }, { gecikmis: 'true' }]) expect(v.safeParse(GorevFiltreSchema, bad).success, JSON.stringify(bad)).toBe(false);
  });
});
