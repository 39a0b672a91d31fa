import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CariGirdiSchema, KasaGirdiSchema, KasaSorguSchema, gunAraligiIso, gunSayisi, gunlukRapor, hangiHizliAralik, hizliAralik, isoYerelMetin,
  kaydirilmisAralik, yerelGun, yerelZamanIso, yerelZamanOku, yuruyenBakiye,
} from '@lib/schemas/randevu/finans';

const IST = 'Europe/Istanbul';
const BER = 'Europe/Berlin';

describe('venue-zone wall times', () => {
  it('reads YYYY-MM-DDTHH:MM and refuses impossible dates and times', () => {
    expect(yerelZamanOku('2026-11-22T23:30')).toEqual({ gun: '2026-11-22', dakika: 23 * 60 + 30 });
    expect(yerelZamanOku('2026-11-22 08:05:59')).toEqual({ gun: '2026-11-22', dakika: 485 });
    for (const bad of ['2026-02-30T10:00', '2026-11-22T24:00', '2026-11-22T10:60', '2026-11-22', '22.11.2026 10:00', '', '2026-11-22T1:00']) {
      expect(yerelZamanOku(bad), bad).toBeNull();
    }
  });

  it('23:30 in Istanbul is 20:30 UTC the same day; 00:30 is 21:30 UTC the day before', () => {
    expect(yerelZamanIso('2026-11-22T23:30', IST)).toBe('2026-11-22T20:30:00.000Z');
    expect(yerelZamanIso('2026-11-23T00:30', IST)).toBe('2026-11-22T21:30:00.000Z');
    expect(yerelGun('2026-11-22T20:30:00.000Z', IST)).toBe('2026-11-22');
    expect(yerelGun('2026-11-22T21:30:00.000Z', IST)).toBe('2026-11-23');
  });

  it('round-trips through the datetime-local text, also across a DST change', () => {
    for (const [text, tz] of [['2026-11-22T23:30', IST], ['2026-03-29T03:15', BER], ['2026-10-25T02:30', BER], ['2026-07-01T00:00', BER]] as const) {
      expect(isoYerelMetin(yerelZamanIso(text, tz)!, tz)).toBe(text);
    }
    // inside the spring-forward gap the time moves forward
    expect(isoYerelMetin(yerelZamanIso('2026-03-29T02:30', BER)!, BER)).toBe('2026-03-29T03:30');
  });

  it('day ranges are venue-zone days: Istanbul starts at 21:00 UTC, Berlin’s spring day is 23 h', () => {
    expect(gunAraligiIso('2026-11-22', '2026-11-22', IST)).toEqual(['2026-11-21T21:00:00.000Z', '2026-11-22T21:00:00.000Z']);
    expect(gunAraligiIso('2026-11-01', '2026-11-30', IST)).toEqual(['2026-10-31T21:00:00.000Z', '2026-11-30T21:00:00.000Z']);
    const [bas, bit] = gunAraligiIso('2026-03-29', '2026-03-29', BER);
    expect(Date.parse(bit) - Date.parse(bas)).toBe(23 * 3_600_000);
  });
});

describe('quick ranges', () => {
  it('today, yesterday, this week from Monday, this month from the 1st', () => {
    // 2026-11-22 is a Sunday
    expect(hizliAralik('bugun', '2026-11-22')).toEqual({ bas: '2026-11-22', bit: '2026-11-22' });
    expect(hizliAralik('dun', '2026-11-01')).toEqual({ bas: '2026-10-31', bit: '2026-10-31' });
    expect(hizliAralik('hafta', '2026-11-22')).toEqual({ bas: '2026-11-16', bit: '2026-11-22' });
    expect(hizliAralik('hafta', '2026-11-16')).toEqual({ bas: '2026-11-16', bit: '2026-11-16' });
    expect(hizliAralik('ay', '2026-11-22')).toEqual({ bas: '2026-11-01', bit: '2026-11-22' });
  });

  it('recognises a quick range, else null (custom)', () => {
    expect(hangiHizliAralik('2026-11-21', '2026-11-21', '2026-11-22')).toBe('dun');
    expect(hangiHizliAralik('2026-11-16', '2026-11-22', '2026-11-22')).toBe('hafta');
    expect(hangiHizliAralik('2026-11-02', '2026-11-22', '2026-11-22')).toBeNull();
  });

  it('previous / next period: days by length, weeks by weeks, months by calendar months', () => {
    expect(kaydirilmisAralik('2026-11-22', '2026-11-22', -1)).toEqual({ bas: '2026-11-21', bit: '2026-11-21' });
    expect(kaydirilmisAralik('2026-11-01', '2026-11-01', -1)).toEqual({ bas: '2026-10-31', bit: '2026-10-31' });
    expect(kaydirilmisAralik('2026-11-16', '2026-11-18', -1)).toEqual({ bas: '2026-11-09', bit: '2026-11-15' });
    expect(kaydirilmisAralik('2026-11-01', '2026-11-22', -1)).toEqual({ bas: '2026-10-01', bit: '2026-10-31' });
    expect(kaydirilmisAralik('2026-01-01', '2026-01-31', -1)).toEqual({ bas: '2025-12-01', bit: '2025-12-31' });
    expect(kaydirilmisAralik('2026-01-01', '2026-01-31', 1)).toEqual({ bas: '2026-02-01', bit: '2026-02-28' });
    expect(kaydirilmisAralik('2026-11-10', '2026-11-14', 1)).toEqual({ bas: '2026-11-15', bit: '2026-11-19' });
    expect(gunSayisi('2026-11-01', '2026-11-30')).toBe(30);
  });
});

describe('daily cash report', () => {
  it('groups by venue-zone day with per-method sums, net and a grand total', () => {
    const rows = [
      { tarih: '2026-11-22T20:30:00.000Z', tur: 'gelir', odeme: 'nakit', tutarKurus: 10_000 }, // 23:30 on the 22nd
      { tarih: '2026-11-22T21:30:00.000Z', tur: 'gelir', odeme: 'kart', tutarKurus: 5_000 }, // 00:30 on the 23rd
      { tarih: '2026-11-22T08:00:00.000Z', tur: 'gider', odeme: 'havale', tutarKurus: 2_500 },
      { tarih: '2026-11-22T09:00:00.000Z', tur: 'gelir', odeme: 'nakit', tutarKurus: 1 },
    ] as const;
    const { gunler, toplam } = gunlukRapor(rows, IST);
    expect(gunler.map((g) => g.tarih)).toEqual(['2026-11-22', '2026-11-23']);
    expect(gunler[0]).toMatchObject({ gelir: { nakit: 10_001, kart: 0, havale: 0, toplam: 10_001 }, gider: { havale: 2_500, toplam: 2_500 }, net: 7_501, adet: 3 });
    expect(gunler[1]).toMatchObject({ gelir: { kart: 5_000, toplam: 5_000 }, net: 5_000, adet: 1 });
    expect(toplam).toMatchObject({ gelir: { nakit: 10_001, kart: 5_000, havale: 0, toplam: 15_001 }, gider: { toplam: 2_500 }, net: 12_501, adet: 4 });
    expect(gunlukRapor([], IST)).toEqual({ gunler: [], toplam: expect.objectContaining({ net: 0, adet: 0 }) });
  });
});

describe('running ledger balance', () => {
  it('borc raises, tahsilat lowers, in time order (ties by id)', () => {
    const rows = [
      { id: 3, tarih: '2026-11-20T10:00:00.000Z', tur: 'tahsilat', tutarKurus: 300 },
      { id: 1, tarih: '2026-11-01T10:00:00.000Z', tur: 'borc', tutarKurus: 1_000 },
      { id: 2, tarih: '2026-11-20T10:00:00.000Z', tur: 'tahsilat', tutarKurus: 800 },
    ] as const;
    expect(yuruyenBakiye(rows).map((r) => [r.id, r.bakiyeKurus])).toEqual([[1, 1_000], [2, 200], [3, -100]]);
  });
});

describe('shared schemas', () => {
  const kasa = { tur: 'gelir', odeme: 'kart', tutarKurus: 12_550, tarih: '2026-11-22T14:05', aciklama: '  Ürün satışı  ' };
  it('accepts a cash movement and trims the description', () => {
    expect(v.parse(KasaGirdiSchema, kasa)).toEqual({ ...kasa, aciklama: 'Ürün satışı', musteriId: null });
  });
  it.each([
    [{ tutarKurus: 0 }, 'rfinans.v.tutar'],
    [{ tutarKurus: -5 }, 'rfinans.v.tutar'],
    [{ tutarKurus: 12.5 }, 'rfinans.v.tutarTam'],
    [{ tutarKurus: '125' }, 'rfinans.v.tutar'],
    [{ tutarKurus: 100_000_001 }, 'rfinans.v.tutarFazla'],
    [{ tutarKurus: undefined }, 'rfinans.v.tutar'],
    [{ tur: 'borc' }, 'rfinans.v.kasaTur'],
    [{ odeme: 'cek' }, 'rfinans.v.odeme'],
    [{ tarih: '2026-02-30T10:00' }, 'rfinans.v.tarih'],
    [{ tarih: '1999-12-31T10:00' }, 'rfinans.v.tarih'],
    [{ aciklama: 'x'.repeat(501) }, 'rfinans.v.aciklama'],
    [{ musteriId: 0 }, 'rfinans.v.musteri'],
  ])('refuses %o with %s', (patch, message) => {
    const result = v.safeParse(KasaGirdiSchema, { ...kasa, ...patch });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });
  it('a cash entry only comes with a tahsilat', () => {
    const cari = { musteriId: 5, tur: 'borc', tutarKurus: 100, tarih: '2026-11-22T10:00', kasaOdeme: 'nakit' };
    expect(v.safeParse(CariGirdiSchema, cari).issues?.[0]?.message).toBe('rfinans.v.kasaSadeceTahsilat');
    expect(v.parse(CariGirdiSchema, { ...cari, tur: 'tahsilat' }).kasaOdeme).toBe('nakit');
    expect(v.safeParse(CariGirdiSchema, { ...cari, musteriId: undefined }).issues?.[0]?.message).toBe('rfinans.v.musteri');
  });
  it('list ranges: ordered, at most 366 days, real dates', () => {
    expect(v.safeParse(KasaSorguSchema, { bas: '2026-11-22', bit: '2026-11-21' }).issues?.[0]?.message).toBe('rfinans.v.aralikTers');
    expect(v.safeParse(KasaSorguSchema, { bas: '2025-01-01', bit: '2026-01-02' }).issues?.[0]?.message).toBe('rfinans.v.aralikUzun');
    expect(v.safeParse(KasaSorguSchema, { bas: '2026-13-01' }).issues?.[0]?.message).toBe('rfinans.v.gun');
    expect(v.parse(KasaSorguSchema, { bas: '2025-01-01', bit: '2026-01-01' })).toMatchObject({ tur: '', odeme: '' });
  });
});
