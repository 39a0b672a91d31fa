import { describe, expect, it } from 'vitest';
import { musaitSlotlar, slotUygunMu } from '@lib/randevu/availability';
import { gerekenKaynaklar, kaynakEngelleri, type KaynakVerisi } from '@lib/randevu/kaynak';
import type { MusaitlikGirdisi, PersonelTakvimi } from '@lib/randevu/types';

/** Resources in the slot maths: a busy or maintained resource blocks a start for every staff member. */

const ist = (hhmm: string) => Date.parse(`2026-06-15T${hhmm}:00+03:00`);
const hucre = (hhmm: string) => ist(hhmm) / 300_000;
const personel = (id: number): PersonelTakvimi => ({ personelId: id, calisma: [{ gun: 1, baslangic: '09:00', bitis: '12:00' }], molalar: [], izinler: [], dolu: [] });
const girdi = (over: Partial<MusaitlikGirdisi> = {}): MusaitlikGirdisi => ({
  saatDilimi: 'Europe/Istanbul', nowMs: Date.parse('2026-06-14T12:00:00+03:00'), tarih: '2026-06-15', sureDk: 60, onceTamponDk: 0, sonraTamponDk: 0,
  adimDk: 60, minOnBildirimDk: 0, ileriGunSayisi: 30, kapaliGunler: [], personeller: [personel(1), personel(2)], ...over,
});
// device 5 busy 10:00–11:00 (12 cells); service 1 needs it, service 2 needs room 6 (free), service 3 nothing
const veri: KaynakVerisi = {
  baglar: [{ hizmet_id: 1, kaynak_id: 5 }, { hizmet_id: 2, kaynak_id: 6 }],
  hucreler: Array.from({ length: 12 }, (_, i) => ({ kaynak_id: 5, hucre: hucre('10:00') + i })),
  bakimlar: [],
};
const saatler = (g: MusaitlikGirdisi) => musaitSlotlar(g).map((s) => new Date(s.baslangicMs + 3 * 3_600_000).toISOString().slice(11, 16));

describe('kaynakEngelleri', () => {
  it('merges a resource\'s cells into intervals, only for the resources the services need', () => {
    expect(gerekenKaynaklar(veri, [1, 2, 3])).toEqual([5, 6]);
    expect(kaynakEngelleri(veri, [1])).toEqual([{ baslangicMs: ist('10:00'), bitisMs: ist('11:00') }]);
    expect(kaynakEngelleri(veri, [2, 3])).toEqual([]);
  });

  it('an open maintenance has no end; a closed one blocks its own period', () => {
    const bakimli: KaynakVerisi = { ...veri, bakimlar: [{ kaynak_id: 6, acilis: '2026-06-15T07:30:00.000Z', kapanis: null }] };
    const [acik] = kaynakEngelleri(bakimli, [2]);
    expect(acik!.baslangicMs).toBe(ist('10:30'));
    expect(acik!.bitisMs).toBeGreaterThan(Date.parse('2100-01-01'));
    const kapali: KaynakVerisi = { ...veri, bakimlar: [{ kaynak_id: 6, acilis: '2026-06-15T06:00:00.000Z', kapanis: '2026-06-15T07:00:00.000Z' }] };
    expect(kaynakEngelleri(kapali, [2])).toEqual([{ baslangicMs: ist('09:00'), bitisMs: ist('10:00') }]);
  });
});

describe('musaitSlotlar with resources', () => {
  it('a busy device removes its time from both staff; a service without it keeps every start', () => {
    expect(saatler(girdi())).toEqual(['09:00', '10:00', '11:00']);
    const g = girdi({ kaynakEngelleri: kaynakEngelleri(veri, [1]) });
    expect(saatler(g)).toEqual(['09:00', '11:00']);
    expect(slotUygunMu(g, ist('10:00'), 2)).toBe(false);
    expect(slotUygunMu(g, ist('11:00'), 2)).toBe(true);
    expect(saatler(girdi({ kaynakEngelleri: kaynakEngelleri(veri, [3]) }))).toEqual(['09:00', '10:00', '11:00']);
  });
});
