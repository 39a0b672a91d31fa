import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CariGirdiSchema } from '@lib/schemas/cari';
import { KasaGirdiSchema, KasaSorguSchema, gunlukRapor } from '@lib/schemas/kasa';

const IST = 'Europe/Istanbul';

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

describe('shared schemas', () => {
  const kasa = { tur: 'gelir', odeme: 'kart', tutarKurus: 12_550, tarih: '2026-11-22T14:05', aciklama: '  Ürün satışı  ' };
  it('accepts a cash movement and trims the description', () => {
    expect(v.parse(KasaGirdiSchema, kasa)).toEqual({ ...kasa, aciklama: 'Ürün satışı', musteriId: null });
  });
  it.each([
    [{ tutarKurus: 0 }, 'kasa.v.tutar'],
    [{ tutarKurus: -5 }, 'kasa.v.tutar'],
    [{ tutarKurus: 12.5 }, 'kasa.v.tutarTam'],
    [{ tutarKurus: '125' }, 'kasa.v.tutar'],
    [{ tutarKurus: 100_000_001 }, 'kasa.v.tutarFazla'],
    [{ tutarKurus: undefined }, 'kasa.v.tutar'],
    [{ tur: 'borc' }, 'kasa.v.tur'],
    [{ odeme: 'cek' }, 'kasa.v.odeme'],
    [{ tarih: '2026-02-30T10:00' }, 'kasa.v.tarih'],
    [{ tarih: '1999-12-31T10:00' }, 'kasa.v.tarih'],
    [{ aciklama: 'x'.repeat(501) }, 'kasa.v.aciklama'],
    [{ musteriId: 0 }, 'kasa.v.musteri'],
  ])('refuses %o with %s', (patch, message) => {
    const result = v.safeParse(KasaGirdiSchema, { ...kasa, ...patch });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });
  it('a cash entry only comes with a tahsilat', () => {
    const cari = { musteriId: 5, tur: 'borc', tutarKurus: 100, tarih: '2026-11-22T10:00', kasaOdeme: 'nakit' };
    expect(v.safeParse(CariGirdiSchema, cari).issues?.[0]?.message).toBe('cari.v.kasaSadeceTahsilat');
    expect(v.parse(CariGirdiSchema, { ...cari, tur: 'tahsilat' }).kasaOdeme).toBe('nakit');
    expect(v.safeParse(CariGirdiSchema, { ...cari, musteriId: undefined }).issues?.[0]?.message).toBe('kasa.v.musteri');
  });
  it('list ranges: ordered, at most 366 days, real dates', () => {
    expect(v.safeParse(KasaSorguSchema, { bas: '2026-11-22', bit: '2026-11-21' }).issues?.[0]?.message).toBe('kasa.v.aralikTers');
    expect(v.safeParse(KasaSorguSchema, { bas: '2025-01-01', bit: '2026-01-02' }).issues?.[0]?.message).toBe('kasa.v.aralikUzun');
    expect(v.safeParse(KasaSorguSchema, { bas: '2026-13-01' }).issues?.[0]?.message).toBe('kasa.v.gun');
    expect(v.parse(KasaSorguSchema, { bas: '2025-01-01', bit: '2026-01-01' })).toMatchObject({ tur: '', odeme: '' });
  });
});
