import { describe, expect, it } from 'vitest';

import { telefonGoster } from '@lib/schemas/randevu/telefon';
import { gecerliIslemler, gecisHatasi } from '@lib/randevu/takvim-durum';
import { blokKutusu, dakikaNoktadan, yerlesim } from '@lib/randevu/takvim-yerlesim';
import {
  gunEkle, gunSinirlari, haftaBasi, mesaiDisi, personelGunu, saatEkseni, saatMetni, tarihDizisi, yerelAn, yerelDakika, yerelTarih, type HaftalikSatir,
} from '@lib/randevu/takvim-zaman';

const IST = 'Europe/Istanbul';
const BER = 'Europe/Berlin';
const at = (iso: string) => Date.parse(iso);
const SAAT = 3_600_000;

describe('local day bounds', () => {
  it('Istanbul days are 24 h and start at 21:00 UTC', () => {
    expect(gunSinirlari('2026-06-15', IST)).toEqual({ baslangicMs: at('2026-06-14T21:00:00Z'), bitisMs: at('2026-06-15T21:00:00Z') });
  });
  it('Berlin: the spring-forward day has 23 h, the fall-back day 25 h', () => {
    const bahar = gunSinirlari('2026-03-29', BER)!;
    expect([bahar.baslangicMs, bahar.bitisMs - bahar.baslangicMs]).toEqual([at('2026-03-28T23:00:00Z'), 23 * SAAT]);
    const guz = gunSinirlari('2026-10-25', BER)!;
    expect([guz.baslangicMs, guz.bitisMs - guz.baslangicMs]).toEqual([at('2026-10-24T22:00:00Z'), 25 * SAAT]);
    expect(gunSinirlari('2026-02-30', BER)).toBeNull();
  });
  it('local date of instants near midnight', () => {
    expect(yerelTarih(at('2026-06-14T21:30:00Z'), IST)).toBe('2026-06-15');
    expect(yerelTarih(at('2026-06-14T20:59:00Z'), IST)).toBe('2026-06-14');
    expect(yerelTarih(at('2026-03-28T23:30:00Z'), BER)).toBe('2026-03-29');
  });
  it('date helpers: weeks start on Monday, month and year ends roll over', () => {
    expect(haftaBasi('2026-11-22')).toBe('2026-11-16'); // Sunday → Monday before
    expect(haftaBasi('2026-11-23')).toBe('2026-11-23');
    expect(haftaBasi('2026-01-01')).toBe('2025-12-29');
    expect(gunEkle('2026-12-31', 1)).toBe('2027-01-01');
    expect(tarihDizisi('2028-02-27', 3)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29']);
    expect(tarihDizisi('bozuk', 3)).toEqual([]);
  });
});

describe("a staff member's day", () => {
  const haftalik: HaftalikSatir[] = [
    { gun: 0, baslangic: '09:00', bitis: '18:00', tur: 'calisma' },
    { gun: 0, baslangic: '12:30', bitis: '13:30', tur: 'mola' },
    { gun: 1, baslangic: '09:00', bitis: '12:00', tur: 'calisma' },
    { gun: 1, baslangic: '14:00', bitis: '19:00', tur: 'calisma' },
  ];
  it('weekly rows become instants of that local day, in a DST zone too', () => {
    // 2026-03-29 is a Sunday: Berlin switches to UTC+2 at 02:00
    const gun = personelGunu(haftalik, [], '2026-03-29', BER);
    expect(gun.calisma).toEqual([{ baslangicMs: at('2026-03-29T07:00:00Z'), bitisMs: at('2026-03-29T16:00:00Z') }]);
    expect(gun.molalar).toEqual([{ baslangicMs: at('2026-03-29T10:30:00Z'), bitisMs: at('2026-03-29T11:30:00Z') }]);
    const onceki = personelGunu(haftalik, [], '2026-03-22', BER);
    expect(onceki.calisma).toEqual([{ baslangicMs: at('2026-03-22T08:00:00Z'), bitisMs: at('2026-03-22T17:00:00Z') }]);
    expect(personelGunu(haftalik, [], '2026-03-24', BER).calisma).toEqual([]);
  });
  it('leave is clipped to the day', () => {
    const izin = { baslangicMs: at('2026-06-14T10:00:00Z'), bitisMs: at('2026-06-16T10:00:00Z') };
    expect(personelGunu(haftalik, [izin], '2026-06-15', IST).izinler).toEqual([{ baslangicMs: at('2026-06-14T21:00:00Z'), bitisMs: at('2026-06-15T21:00:00Z') }]);
    expect(personelGunu(haftalik, [izin], '2026-06-17', IST).izinler).toEqual([]);
  });
  it('outside working hours: before, after, across the split-shift gap, in a break, on leave', () => {
    const pazartesi = personelGunu(haftalik, [], '2026-06-15', IST); // Monday: 09–12, 14–19
    const ist = (hhmm: string) => at(`2026-06-15T${hhmm}:00+03:00`);
    const a = (bas: string, bit: string) => ({ baslangicMs: ist(bas), bitisMs: ist(bit) });
    expect(mesaiDisi(pazartesi, a('09:00', '12:00'))).toBe(false);
    expect(mesaiDisi(pazartesi, a('14:00', '14:45'))).toBe(false);
    expect(mesaiDisi(pazartesi, a('08:45', '09:30'))).toBe(true);
    expect(mesaiDisi(pazartesi, a('18:30', '19:15'))).toBe(true);
    expect(mesaiDisi(pazartesi, a('11:30', '14:30'))).toBe(true);
    const pazar = personelGunu(haftalik, [{ baslangicMs: at('2026-06-14T14:00:00Z'), bitisMs: at('2026-06-14T15:00:00Z') }], '2026-06-14', IST);
    const p = (bas: string, bit: string) => ({ baslangicMs: at(`2026-06-14T${bas}:00+03:00`), bitisMs: at(`2026-06-14T${bit}:00+03:00`) });
    expect(mesaiDisi(pazar, p('12:00', '12:30'))).toBe(false);
    expect(mesaiDisi(pazar, p('12:00', '12:45'))).toBe(true); // break 12:30
    expect(mesaiDisi(pazar, p('17:30', '17:45'))).toBe(true); // leave 17:00–18:00 local
    expect(mesaiDisi(personelGunu([], [], '2026-06-16', IST), p('10:00', '11:00'))).toBe(true);
  });
});

describe('wall-clock positions and the hour axis', () => {
  it('minutes of the local day, clamped; DST day jumps from 02:00 to 03:00', () => {
    expect(yerelDakika(at('2026-06-15T07:30:00Z'), '2026-06-15', IST)).toBe(10 * 60 + 30);
    expect(yerelDakika(at('2026-06-13T07:30:00Z'), '2026-06-15', IST)).toBe(0);
    expect(yerelDakika(at('2026-06-17T07:30:00Z'), '2026-06-15', IST)).toBe(1440);
    expect(yerelDakika(at('2026-03-29T00:59:00Z'), '2026-03-29', BER)).toBe(1 * 60 + 59);
    expect(yerelDakika(at('2026-03-29T01:00:00Z'), '2026-03-29', BER)).toBe(3 * 60);
    expect(yerelAn('2026-03-29', 3 * 60, BER)).toBe(at('2026-03-29T01:00:00Z'));
    expect(yerelAn('2026-10-25', 12 * 60, BER)).toBe(at('2026-10-25T11:00:00Z'));
  });
  it('axis: earliest to latest working time, widened for appointments, 09–20 when nobody works', () => {
    const gun = personelGunu([{ gun: 1, baslangic: '10:00', bitis: '19:00', tur: 'calisma' }], [], '2026-06-15', IST);
    const bos = personelGunu([], [], '2026-06-15', IST);
    expect(saatEkseni([gun, bos], [], IST)).toEqual([10, 19]);
    expect(saatEkseni([bos], [], IST)).toEqual([9, 20]);
    expect(saatEkseni([], [], IST)).toEqual([9, 20]);
    const erken = { baslangicMs: at('2026-06-15T08:30:00+03:00'), bitisMs: at('2026-06-15T09:15:00+03:00') };
    const gec = { baslangicMs: at('2026-06-15T19:30:00+03:00'), bitisMs: at('2026-06-15T20:10:00+03:00') };
    expect(saatEkseni([gun], [erken, gec], IST)).toEqual([8, 21]);
    const geceYarisi = { baslangicMs: at('2026-06-15T23:30:00+03:00'), bitisMs: at('2026-06-16T00:30:00+03:00') };
    expect(saatEkseni([gun], [geceYarisi], IST)).toEqual([10, 24]);
    expect(saatMetni(9 * 60 + 5)).toBe('09:05');
  });
});

describe('overlapping blocks', () => {
  it('no overlap: one lane each; touching blocks do not overlap', () => {
    const y = yerlesim([{ id: 1, bas: 600, bit: 645 }, { id: 2, bas: 645, bit: 700 }, { id: 3, bas: 800, bit: 830 }]);
    expect([...y.values()]).toEqual([{ serit: 0, seritSayisi: 1 }, { serit: 0, seritSayisi: 1 }, { serit: 0, seritSayisi: 1 }]);
  });
  it('a chain shares lanes: A–B and B–C overlap, A and C reuse lane 0', () => {
    const y = yerlesim([{ id: 1, bas: 600, bit: 660 }, { id: 2, bas: 630, bit: 720 }, { id: 3, bas: 670, bit: 700 }]);
    expect(y.get(1)).toEqual({ serit: 0, seritSayisi: 2 });
    expect(y.get(2)).toEqual({ serit: 1, seritSayisi: 2 });
    expect(y.get(3)).toEqual({ serit: 0, seritSayisi: 2 });
  });
  it('three at once need three lanes; a freed lane is reused; a later group starts again at one', () => {
    // the zero-length block 5 (drawn 1 minute long) frees its lane before block 2 starts
    const y = yerlesim([{ id: 3, bas: 600, bit: 700 }, { id: 1, bas: 600, bit: 650 }, { id: 2, bas: 610, bit: 640 }, { id: 4, bas: 700, bit: 760 }, { id: 5, bas: 600, bit: 600 }]);
    expect([3, 1, 5, 2].map((id) => y.get(id)!.serit)).toEqual([0, 1, 2, 2]);
    expect(y.get(1)!.seritSayisi).toBe(3);
    expect(y.get(4)).toEqual({ serit: 0, seritSayisi: 1 });
  });
  it('lanes never overlap in time (random blocks)', () => {
    for (let run = 0; run < 200; run++) {
      const bloklar = Array.from({ length: 12 }, (_, id) => {
        const bas = Math.floor(Math.random() * 600);
        return { id, bas, bit: bas + 5 + Math.floor(Math.random() * 120) };
      });
      const y = yerlesim(bloklar);
      for (const a of bloklar) {
        for (const b of bloklar) {
          if (a.id >= b.id || !(a.bas < b.bit && b.bas < a.bit)) continue;
          expect(y.get(a.id)!.serit).not.toBe(y.get(b.id)!.serit);
          expect(y.get(a.id)!.seritSayisi).toBe(y.get(b.id)!.seritSayisi);
        }
        expect(y.get(a.id)!.serit).toBeLessThan(y.get(a.id)!.seritSayisi);
      }
    }
  });
  it('block boxes and pointer minutes', () => {
    expect(blokKutusu(600, 645, 540, 1200, 2)).toEqual({ top: 120, height: 90 });
    expect(blokKutusu(500, 560, 540, 1200, 2)).toEqual({ top: 0, height: 40 });
    expect(blokKutusu(600, 605, 540, 1200, 2)).toEqual({ top: 120, height: 18 });
    expect(dakikaNoktadan(125, 540, 1200, 2, 15)).toBe(600);
    expect(dakikaNoktadan(-40, 540, 1200, 2, 15)).toBe(540);
    expect(dakikaNoktadan(99_999, 540, 1200, 2, 15)).toBe(1185);
  });
});

describe('status transitions', () => {
  const now = at('2026-06-15T12:00:00Z');
  const once = now - SAAT;
  const sonra = now + SAAT;
  it('offers only valid actions; completion and no-show once started', () => {
    expect(gecerliIslemler('beklemede', sonra, now)).toEqual(['onayla', 'reddet', 'iptal']);
    expect(gecerliIslemler('onaylandi', sonra, now)).toEqual(['iptal']);
    expect(gecerliIslemler('onaylandi', once, now)).toEqual(['iptal', 'gelmedi', 'tamamla']);
    expect(gecerliIslemler('tamamlandi', once, now)).toEqual(['geri-al']);
    expect(gecerliIslemler('gelmedi', once, now)).toEqual(['geri-al']);
    expect(gecerliIslemler('iptal', once, now)).toEqual([]);
    expect(gecisHatasi('tamamla', 'onaylandi', sonra, now)).toBe('baslamadi');
    expect(gecisHatasi('onayla', 'iptal', sonra, now)).toBe('durum');
  });
  it('phones are shown in the Turkish local spelling', () => {
    expect(telefonGoster('+905321234567')).toBe('0532 123 45 67');
    expect(telefonGoster('+4915112345678')).toBe('+4915112345678');
  });
});
