import { describe, expect, it } from 'vitest';
import { birlestir, cikar, dolulukToplami, gunlukDoluluk, kesisim, type Aralik, type HaftalikSatir } from '@lib/randevu/ozet-doluluk';
import { gelmemeOrani, gunDizisi, gunlukTopla, haftaGunleri, kovaGunu } from '@lib/randevu/ozet-gelir';

const IST = 'Europe/Istanbul'; // UTC+3 all year
/** Istanbul wall time on a day → epoch ms. */
const ist = (tarih: string, saat: string) => Date.parse(`${tarih}T${saat}:00+03:00`);
const aralik = (tarih: string, bas: string, bit: string, bitTarih = tarih): Aralik => ({ bas: ist(tarih, bas), bit: ist(bitTarih, bit) });
const satir = (gun: number, baslangic: string, bitis: string, tur: HaftalikSatir['tur'] = 'calisma'): HaftalikSatir => ({ gun, baslangic, bitis, tur });

// 2026-05-12 is a Tuesday (2), 2026-05-13 a Wednesday (3)
const SALI = '2026-05-12';
const CARSAMBA = '2026-05-13';
const HAFTA = [satir(2, '09:00', '18:00'), satir(2, '13:00', '14:00', 'mola'), satir(3, '09:00', '18:00'), satir(3, '13:00', '14:00', 'mola')];

describe('interval helpers', () => {
  it('merges overlapping and touching intervals, drops empty ones', () => {
    expect(birlestir([{ bas: 5, bit: 8 }, { bas: 0, bit: 3 }, { bas: 3, bit: 4 }, { bas: 7, bit: 10 }, { bas: 12, bit: 12 }])).toEqual([{ bas: 0, bit: 4 }, { bas: 5, bit: 10 }]);
  });
  it('subtracts and intersects', () => {
    expect(cikar([{ bas: 0, bit: 10 }], [{ bas: 2, bit: 3 }, { bas: 8, bit: 12 }])).toEqual([{ bas: 0, bit: 2 }, { bas: 3, bit: 8 }]);
    expect(kesisim([{ bas: 0, bit: 10 }, { bas: 20, bit: 30 }], [{ bas: 5, bit: 25 }])).toBe(10);
  });
});

describe('gunlukDoluluk: booked ÷ working minutes in the venue zone', () => {
  it('a working day with a break: 8 h of work, an appointment inside, one during the break counts as outside hours', () => {
    const [gun] = gunlukDoluluk({
      calisma: HAFTA,
      izinler: [],
      randevular: [aralik(SALI, '10:00', '11:00'), aralik(SALI, '13:00', '13:30'), aralik(SALI, '17:30', '18:30')],
    }, [SALI], IST);
    expect(gun).toEqual({ tarih: SALI, planDk: 480, calismaDk: 480, doluDk: 90, mesaiDisiDk: 60 });
  });

  it('a day of leave has no working minutes; a half day of leave halves them', () => {
    const tamGun = gunlukDoluluk({ calisma: HAFTA, izinler: [aralik(SALI, '00:00', '00:00', CARSAMBA)], randevular: [] }, [SALI, CARSAMBA], IST);
    expect(tamGun.map((g) => [g.planDk, g.calismaDk])).toEqual([[480, 0], [480, 480]]);
    const yarim = gunlukDoluluk({ calisma: HAFTA, izinler: [aralik(SALI, '09:00', '13:00')], randevular: [aralik(SALI, '11:00', '12:00'), aralik(SALI, '15:00', '16:00')] }, [SALI], IST);
    expect(yarim[0]).toMatchObject({ planDk: 480, calismaDk: 240, doluDk: 60, mesaiDisiDk: 60 });
  });

  it('an appointment crossing midnight counts on each day for its own part', () => {
    const gece = [satir(2, '18:00', '24:00'), satir(3, '00:00', '06:00')];
    const gunler = gunlukDoluluk({ calisma: gece, izinler: [], randevular: [aralik(SALI, '23:30', '00:45', CARSAMBA)] }, [SALI, CARSAMBA], IST);
    expect(gunler.map((g) => [g.calismaDk, g.doluDk, g.mesaiDisiDk])).toEqual([[360, 30, 0], [360, 45, 0]]);
  });

  it('overlapping appointments are not counted twice and an unknown date gives zeros', () => {
    const [gun, bos] = gunlukDoluluk({ calisma: HAFTA, izinler: [], randevular: [aralik(SALI, '10:00', '11:00'), aralik(SALI, '10:30', '11:30')] }, [SALI, '2026-02-30'], IST);
    expect(gun!.doluDk).toBe(90);
    expect(bos).toEqual({ tarih: '2026-02-30', planDk: 0, calismaDk: 0, doluDk: 0, mesaiDisiDk: 0 });
  });

  it('follows DST: 00:00–06:00 on the spring-forward Sunday in Berlin is 5 hours of work', () => {
    const [gun] = gunlukDoluluk({ calisma: [satir(0, '00:00', '06:00')], izinler: [], randevular: [] }, ['2026-03-29'], 'Europe/Berlin');
    expect(gun!.calismaDk).toBe(300);
  });

  it('sums a week with its ratio; no working time gives null', () => {
    const gunler = gunlukDoluluk({ calisma: HAFTA, izinler: [], randevular: [aralik(SALI, '09:00', '13:00'), aralik(CARSAMBA, '09:00', '11:00')] }, haftaGunleri(SALI), IST);
    expect(dolulukToplami(gunler)).toEqual({ planDk: 960, calismaDk: 960, doluDk: 360, mesaiDisiDk: 0, oran: 0.375 });
    expect(dolulukToplami([]).oran).toBeNull();
  });
});

describe('revenue days', () => {
  it('day lists: 30 days ending today, Monday-first weeks', () => {
    expect(gunDizisi('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(gunDizisi('2026-05-12', 30)).toHaveLength(30);
    expect(gunDizisi('yanlış', 3)).toEqual([]);
    expect(haftaGunleri('2026-05-17')).toEqual(['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14', '2026-05-15', '2026-05-16', '2026-05-17']);
    expect(haftaGunleri('2026-05-11')[0]).toBe('2026-05-11');
  });

  it('a 15-minute UTC bucket lands on the right local day, also in a +05:45 zone', () => {
    expect(kovaGunu('2026-05-11T20:45', IST)).toBe('2026-05-11');
    expect(kovaGunu('2026-05-11T21:00', IST)).toBe('2026-05-12');
    expect(kovaGunu('2026-05-11T18:00', 'Asia/Kathmandu')).toBe('2026-05-11');
    expect(kovaGunu('2026-05-11T18:15', 'Asia/Kathmandu')).toBe('2026-05-12');
    expect(kovaGunu('2026-05-11', IST)).toBeNull();
  });

  it('with a business day turning at 03:00 a 01:30 payment counts for the day before', () => {
    // 22:30 UTC = 01:30 Istanbul on the 12th
    expect(kovaGunu('2026-05-11T22:30', IST)).toBe('2026-05-12');
    expect(kovaGunu('2026-05-11T22:30', IST, 3)).toBe('2026-05-11');
    expect(kovaGunu('2026-05-12T00:00', IST, 3)).toBe('2026-05-12');
    expect(gunlukTopla(['2026-05-11', '2026-05-12'], [{ zaman: '2026-05-11T22:30', kurus: 500, adet: 1 }], IST, 3)).toEqual({ kurus: [500, 0], adet: [1, 0] });
  });

  it('sums buckets per local day and leaves out days outside the window', () => {
    const gunler = ['2026-05-11', '2026-05-12'];
    const toplam = gunlukTopla(gunler, [
      { zaman: '2026-05-10T20:45', kurus: 999, adet: 1 }, // 23:45 on the 10th: outside
      { zaman: '2026-05-10T21:00', kurus: 100, adet: 1 }, // 00:00 on the 11th
      { zaman: '2026-05-11T12:00', kurus: 250, adet: 2 },
      { zaman: '2026-05-11T21:15', kurus: 40, adet: 1 }, // 00:15 on the 12th
      { zaman: 'bozuk', kurus: 5, adet: 1 },
    ], IST);
    expect(toplam).toEqual({ kurus: [350, 40], adet: [3, 1] });
  });

  it('no-show rate is no-shows among due appointments', () => {
    expect(gelmemeOrani(9, 1)).toBe(0.1);
    expect(gelmemeOrani(0, 0)).toBeNull();
  });
});
