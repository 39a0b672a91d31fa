import { describe, expect, it } from 'vitest';
import {
  bilinmeyenYerTutucular, dogumGunuTarihi, kuralAyarlari, sablonDoldur, sonrakiDogumGunu, takipleriBul, type Kural, type MusteriGercekleri,
} from '@lib/crm/kural';

const IST = 'Europe/Istanbul';
const ayar = kuralAyarlari([]);
const bos: MusteriGercekleri = { musteriId: 1, ilkZiyaret: null, sonZiyaret: null, dogumTarihi: null, paketler: [], borcKurus: 0, borcSonTarih: null, sonRandevu: null };
/** noon in Istanbul of a local day */
const ogle = (gun: string) => new Date(`${gun}T09:00:00Z`);
const bul = (g: Partial<MusteriGercekleri>, simdi: Date, kural: Kural, a = ayar, tz = IST) => takipleriBul({ ...bos, ...g }, a, simdi, tz).filter((t) => t.kural === kural);

describe('ziyaretYok', () => {
  it('fires at exactly N days, not at N−1; anahtar is the local day of the last visit', () => {
    const simdi = ogle('2026-03-20');
    // 45 days before 20 March 2026 is 3 February
    expect(bul({ sonZiyaret: '2026-02-03T15:00:00.000Z', ilkZiyaret: '2025-01-01T10:00:00.000Z' }, simdi, 'ziyaretYok')).toEqual([{ kural: 'ziyaretYok', anahtar: '2026-02-03', neden: { gun: 45 }, vade: '2026-03-20' }]);
    expect(bul({ sonZiyaret: '2026-02-04T15:00:00.000Z' }, simdi, 'ziyaretYok')).toEqual([]);
  });
  it("counts the venue's calendar days: a visit at 23:30 in Istanbul is that local day, not the UTC one", () => {
    const simdi = new Date('2026-03-20T21:30:00Z'); // 00:30 on 21 March in Istanbul
    // 23:30 on 4 February in Istanbul (20:30 UTC): 45 local days → fires
    expect(bul({ sonZiyaret: '2026-02-04T20:30:00.000Z' }, simdi, 'ziyaretYok')).toEqual([{ kural: 'ziyaretYok', anahtar: '2026-02-04', neden: { gun: 45 }, vade: '2026-03-21' }]);
    // read in UTC the same instants are 4 February and 20 March: 44 days, nothing
    expect(bul({ sonZiyaret: '2026-02-04T20:30:00.000Z' }, simdi, 'ziyaretYok', ayar, 'UTC')).toEqual([]);
    // 00:30 on 5 February in Istanbul is 21:30 UTC on the 4th: 44 local days, nothing; in UTC it would fire
    expect(bul({ sonZiyaret: '2026-02-04T21:30:00.000Z' }, ogle('2026-03-21'), 'ziyaretYok')).toEqual([]);
    expect(bul({ sonZiyaret: '2026-02-04T21:30:00.000Z' }, ogle('2026-03-21'), 'ziyaretYok', ayar, 'UTC')).toHaveLength(1);
  });
  it('never fires for a customer without a visit', () => {
    expect(bul({}, ogle('2026-03-20'), 'ziyaretYok')).toEqual([]);
  });
  it('crosses a year end', () => {
    const t = bul({ sonZiyaret: '2025-11-17T10:00:00.000Z' }, ogle('2026-01-01'), 'ziyaretYok');
    expect(t[0]).toMatchObject({ anahtar: '2025-11-17', neden: { gun: 45 } });
  });
  it('a switched-off rule never fires', () => {
    const kapali = kuralAyarlari([{ kural: 'ziyaretYok', aktif: 0, deger: 45, personel_id: null }]);
    expect(bul({ sonZiyaret: '2025-01-01T10:00:00.000Z' }, ogle('2026-03-20'), 'ziyaretYok', kapali)).toEqual([]);
  });
});

describe('dogumGunu', () => {
  it('29 February is 28 February in a non-leap year and itself in a leap year', () => {
    expect(dogumGunuTarihi('1992-02-29', 2027)).toBe('2027-02-28');
    expect(dogumGunuTarihi('1992-02-29', 2028)).toBe('2028-02-29');
    expect(sonrakiDogumGunu('1992-02-29', '2027-03-01')).toEqual({ tarih: '2028-02-29', gun: 365 });
  });
  it('fires within the next N days including today (7: today … today+6)', () => {
    const simdi = ogle('2027-02-22');
    expect(bul({ dogumTarihi: '1992-02-29' }, simdi, 'dogumGunu')).toEqual([{ kural: 'dogumGunu', anahtar: '2027', neden: { tarih: '2027-02-28' }, vade: '2027-02-28' }]);
    expect(bul({ dogumTarihi: '1992-02-29' }, ogle('2027-02-21'), 'dogumGunu')).toEqual([]);
    expect(bul({ dogumTarihi: '1990-02-22' }, simdi, 'dogumGunu')[0]?.vade).toBe('2027-02-22');
    expect(bul({ dogumTarihi: '1990-02-21' }, simdi, 'dogumGunu')).toEqual([]);
  });
  it('a leap year: 29 February birthday fires on its own day', () => {
    expect(bul({ dogumTarihi: '2000-02-29' }, ogle('2028-02-29'), 'dogumGunu')).toEqual([{ kural: 'dogumGunu', anahtar: '2028', neden: { tarih: '2028-02-29' }, vade: '2028-02-29' }]);
    // leap year: 29 Feb is 7 days after 22 Feb → outside the window of 7 (today … today+6)
    expect(bul({ dogumTarihi: '2000-02-29' }, ogle('2028-02-22'), 'dogumGunu')).toEqual([]);
    expect(bul({ dogumTarihi: '2000-02-29' }, ogle('2028-02-23'), 'dogumGunu')).toHaveLength(1);
  });
  it('across the year end the anahtar is the birthday’s year', () => {
    expect(bul({ dogumTarihi: '1985-01-02' }, ogle('2026-12-30'), 'dogumGunu')).toEqual([{ kural: 'dogumGunu', anahtar: '2027', neden: { tarih: '2027-01-02' }, vade: '2027-01-02' }]);
  });
});

describe('packages', () => {
  const paket = (kalan: number, sonGun: string | null) => [{ id: 7, ad: 'Cilt bakımı 10', kalan, sonGun }];
  it('paketAzaldi: ≤ N sessions and > 0, not expired', () => {
    const simdi = ogle('2026-05-31');
    expect(bul({ paketler: paket(1, null) }, simdi, 'paketAzaldi')).toEqual([{ kural: 'paketAzaldi', anahtar: 'p7', neden: { paket: 'Cilt bakımı 10', kalan: 1 }, vade: '2026-05-31' }]);
    expect(bul({ paketler: paket(2, null) }, simdi, 'paketAzaldi')).toEqual([]);
    expect(bul({ paketler: paket(0, null) }, simdi, 'paketAzaldi')).toEqual([]);
    expect(bul({ paketler: paket(1, '2026-05-30') }, simdi, 'paketAzaldi')).toEqual([]);
    expect(bul({ paketler: paket(1, '2026-05-31') }, simdi, 'paketAzaldi')).toHaveLength(1);
  });
  it('paketBitiyor: last usable day within N days (exactly N fires, N+1 does not), across a month end', () => {
    const simdi = ogle('2026-05-31');
    expect(bul({ paketler: paket(3, '2026-06-14') }, simdi, 'paketBitiyor')).toEqual([{ kural: 'paketBitiyor', anahtar: 'p7', neden: { paket: 'Cilt bakımı 10', sonGun: '2026-06-14' }, vade: '2026-05-31' }]);
    expect(bul({ paketler: paket(3, '2026-06-15') }, simdi, 'paketBitiyor')).toEqual([]);
    expect(bul({ paketler: paket(0, '2026-06-01') }, simdi, 'paketBitiyor')).toEqual([]);
    expect(bul({ paketler: paket(3, null) }, simdi, 'paketBitiyor')).toEqual([]);
  });
});

describe('acikBorc', () => {
  it('fires above N kuruş; anahtar is the local day of the latest ledger row', () => {
    const simdi = ogle('2026-04-10');
    expect(bul({ borcKurus: 1, borcSonTarih: '2026-04-01T21:30:00.000Z' }, simdi, 'acikBorc')).toEqual([{ kural: 'acikBorc', anahtar: '2026-04-02', neden: { borcKurus: 1 }, vade: '2026-04-10' }]);
    expect(bul({ borcKurus: 0, borcSonTarih: '2026-04-01T10:00:00.000Z' }, simdi, 'acikBorc')).toEqual([]);
    const esik = kuralAyarlari([{ kural: 'acikBorc', aktif: 1, deger: 10_000, personel_id: 3 }]);
    expect(bul({ borcKurus: 10_000, borcSonTarih: '2026-04-01T10:00:00.000Z' }, simdi, 'acikBorc', esik)).toEqual([]);
    expect(bul({ borcKurus: 10_001, borcSonTarih: '2026-04-01T10:00:00.000Z' }, simdi, 'acikBorc', esik)).toHaveLength(1);
  });
});

describe('gelmedi', () => {
  it('fires when the last past appointment was a no-show within N days (N fires, N+1 does not)', () => {
    const simdi = ogle('2026-03-01');
    const r = (baslangic: string, durum: 'gelmedi' | 'tamamlandi' = 'gelmedi') => ({ sonRandevu: { id: 42, baslangic, durum } });
    // 14 days before 1 March 2026 (not a leap year) is 15 February
    expect(bul(r('2026-02-15T08:00:00.000Z'), simdi, 'gelmedi')).toEqual([{ kural: 'gelmedi', anahtar: 'r42', neden: { tarih: '2026-02-15' }, vade: '2026-03-01' }]);
    expect(bul(r('2026-02-14T08:00:00.000Z'), simdi, 'gelmedi')).toEqual([]);
    expect(bul(r('2026-02-20T08:00:00.000Z', 'tamamlandi'), simdi, 'gelmedi')).toEqual([]);
    // a leap year has 29 February: 14 days before 1 March 2028 is 16 February
    expect(bul(r('2028-02-16T08:00:00.000Z'), ogle('2028-03-01'), 'gelmedi')).toHaveLength(1);
    expect(bul(r('2028-02-15T08:00:00.000Z'), ogle('2028-03-01'), 'gelmedi')).toEqual([]);
  });
});

describe('ilkZiyaret', () => {
  it('fires from exactly N days after the first visit up to 7 days later, never for old customers', () => {
    const simdi = ogle('2026-01-08');
    const f = (ilk: string) => bul({ ilkZiyaret: ilk, sonZiyaret: ilk }, simdi, 'ilkZiyaret');
    expect(f('2026-01-01T12:00:00.000Z')).toEqual([{ kural: 'ilkZiyaret', anahtar: '2026-01-01', neden: { gun: 7 }, vade: '2026-01-08' }]);
    expect(f('2026-01-02T12:00:00.000Z')).toEqual([]);
    expect(f('2025-12-25T12:00:00.000Z')).toHaveLength(1);
    expect(f('2025-12-24T12:00:00.000Z')).toEqual([]);
  });
  it("the first visit's day is the venue's: 23:30 in Istanbul on 31 Dec is still 31 Dec", () => {
    // 2025-12-31 23:30 Istanbul = 20:30 UTC; in UTC that would be the same day, 00:30 local on 1 Jan = 21:30 UTC 31 Dec
    const t = bul({ ilkZiyaret: '2025-12-31T21:30:00.000Z' }, ogle('2026-01-08'), 'ilkZiyaret');
    expect(t[0]).toMatchObject({ anahtar: '2026-01-01', neden: { gun: 7 } });
    expect(bul({ ilkZiyaret: '2025-12-31T21:30:00.000Z' }, ogle('2026-01-08'), 'ilkZiyaret', ayar, 'UTC')[0]).toMatchObject({ anahtar: '2025-12-31', neden: { gun: 8 } });
  });
});

describe('templates', () => {
  it('names unknown placeholders and fills the known ones', () => {
    expect(bilinmeyenYerTutucular('Merhaba {ad}, {kampanya} {borc} {}')).toEqual(['kampanya', '']);
    expect(sablonDoldur('Merhaba {ad}, {isletme} seni bekliyor: {randevuLinki}', { ad: 'Ayşe', isletme: 'Lotus' })).toBe('Merhaba Ayşe, Lotus seni bekliyor:');
  });
});
