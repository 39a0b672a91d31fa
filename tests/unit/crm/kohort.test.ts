import { describe, expect, it } from 'vitest';
import { ayBasiIso, ayFarki, ayKaydir, aylarOnce, dkDegistirici, kohortTablosu, sonAylar, utcFarkDk, yerelAy, yuzde } from '@lib/crm/kohort';
import { CRM_ALANLARI, ParametreSchema } from '@lib/schemas/parametre';
import * as v from 'valibot';

/** Month maths of the retention report with fixed clocks (venue zones with and without daylight saving). */

const IST = 'Europe/Istanbul';
const BERLIN = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);

describe('local months', () => {
  it('the zone offset in minutes, also across a DST change', () => {
    expect(utcFarkDk(at('2026-01-15T12:00:00Z'), IST)).toBe(180);
    expect(utcFarkDk(at('2026-01-15T12:00:00Z'), BERLIN)).toBe(60);
    expect(utcFarkDk(at('2026-07-15T12:00:00Z'), BERLIN)).toBe(120);
    expect(utcFarkDk(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(dkDegistirici(180)).toBe('+180 minutes');
    expect(dkDegistirici(-240)).toBe('-240 minutes');
  });

  it('a visit late on the last evening of a month (UTC) belongs to the next local month in Istanbul', () => {
    expect(yerelAy(at('2026-01-31T21:30:00Z'), IST)).toBe('2026-02');
    expect(yerelAy(at('2026-01-31T20:59:00Z'), IST)).toBe('2026-01');
  });

  it('month shifts and differences across years', () => {
    expect(ayKaydir('2026-01', -1)).toBe('2025-12');
    expect(ayKaydir('2025-11', 14)).toBe('2027-01');
    expect(ayFarki('2025-11', '2026-02')).toBe(3);
    expect(ayFarki('2026-02', '2026-02')).toBe(0);
  });

  it('the last 12 months end with the current local month', () => {
    const aylar = sonAylar(at('2026-03-31T22:30:00Z'), IST);
    expect(aylar).toHaveLength(12);
    expect(aylar[11]).toBe('2026-04');
    expect(aylar[0]).toBe('2025-05');
  });

  it('a local month starts at local midnight', () => {
    expect(ayBasiIso('2026-03', IST)).toBe('2026-02-28T21:00:00.000Z');
    expect(ayBasiIso('2026-04', BERLIN)).toBe('2026-03-31T22:00:00.000Z');
  });

  it('three months before 31 May is 28 February (29 in a leap year), same wall time', () => {
    expect(new Date(aylarOnce(at('2026-05-31T09:00:00Z'), IST, 3)).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(new Date(aylarOnce(at('2028-05-31T09:00:00Z'), IST, 3)).toISOString()).toBe('2028-02-29T09:00:00.000Z');
    expect(new Date(aylarOnce(at('2026-08-15T10:00:00Z'), IST, 3)).toISOString()).toBe('2026-05-15T10:00:00.000Z');
  });
});

describe('the cohort table', () => {
  const aylar = ['2026-01', '2026-02', '2026-03'];
  it('puts each count at its month offset; months still ahead are null; out-of-range rows are ignored', () => {
    const t = kohortTablosu(aylar, [{ kohort: '2026-01', sayi: 10 }, { kohort: '2026-03', sayi: 4 }, { kohort: '2025-12', sayi: 7 }], [
      { kohort: '2026-01', ay: '2026-01', sayi: 10 }, { kohort: '2026-01', ay: '2026-03', sayi: 3 },
      { kohort: '2026-03', ay: '2026-03', sayi: 4 }, { kohort: '2025-12', ay: '2026-01', sayi: 2 },
    ]);
    expect(t.map((k) => k.ay)).toEqual(aylar);
    expect(t[0]).toMatchObject({ ay: '2026-01', musteri: 10 });
    expect(t[0]!.donen.slice(0, 4)).toEqual([10, 0, 3, null]);
    expect(t[1]).toMatchObject({ musteri: 0 });
    expect(t[1]!.donen.slice(0, 3)).toEqual([0, 0, null]);
    expect(t[2]!.donen.slice(0, 2)).toEqual([4, null]);
    expect(t[2]!.donen).toHaveLength(12);
  });

  it('percent of a cohort, 0 for an empty one', () => {
    expect(yuzde(3, 10)).toBe(30);
    expect(yuzde(1, 3)).toBe(33);
    expect(yuzde(2, 3)).toBe(67);
    expect(yuzde(0, 0)).toBe(0);
  });
});

describe('segment thresholds in the parameter schema', () => {
  const temel = {
    ad: 'Salon', adres: '', sehir: '', telefon: '', vergiNo: null, saatDilimi: IST, gunDonumuSaat: 0, odemeYontemleri: ['nakit'], kdvOranlari: [10], varsayilanKdv: 10,
    fisUstBilgi: '', fisAltBilgi: '', misafirDilleri: ['tr'], paraGosterimi: 'sembol_sonra',
  };
  const crm = { crmYeniGun: 30, crmRiskGun: 60, crmKayipGun: 150, crmDuzenliZiyaret: 2, crmSadikZiyaret: 8, crmSadikHarcamaKurus: 500_000 };
  const hata = (govde: object) => v.safeParse(ParametreSchema, govde).issues?.map((i) => [i.path?.[0]?.key, i.message]);
  it('accepts all six or none; refuses a partial set', () => {
    expect(v.safeParse(ParametreSchema, temel).success).toBe(true);
    expect(v.safeParse(ParametreSchema, { ...temel, ...crm }).success).toBe(true);
    expect(hata({ ...temel, crmYeniGun: 20 })).toEqual([['crmYeniGun', 'parametre.v.crmEksik']]);
    expect(CRM_ALANLARI).toHaveLength(6);
  });
  it('lost after at risk, loyal above regular, whole numbers in range', () => {
    expect(hata({ ...temel, ...crm, crmRiskGun: 150 })).toEqual([['crmKayipGun', 'parametre.v.crmRiskKayip']]);
    expect(v.safeParse(ParametreSchema, { ...temel, ...crm, crmRiskGun: 149 }).success).toBe(true);
    expect(hata({ ...temel, ...crm, crmDuzenliZiyaret: 8 })).toEqual([['crmSadikZiyaret', 'parametre.v.crmDuzenliSadik']]);
    expect(hata({ ...temel, ...crm, crmYeniGun: 366 })).toEqual([['crmYeniGun', 'parametre.v.crmYeniGun']]);
    expect(hata({ ...temel, ...crm, crmSadikHarcamaKurus: -1 })).toEqual([['crmSadikHarcamaKurus', 'parametre.v.crmSadikHarcama']]);
  });
});
