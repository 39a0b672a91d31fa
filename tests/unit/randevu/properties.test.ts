import { describe, expect, it } from 'vitest';
import { musaitSlotlar, slotUygunMu } from '@lib/randevu/availability';
import { localDay, wallToEpoch } from '@lib/randevu/time';
import type { HaftalikAralik, MusaitlikGirdisi, PersonelTakvimi } from '@lib/randevu/types';

const DAY = 86_400_000;
const MIN = 60_000;

/** mulberry32: small seeded PRNG so a failing case can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T,>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}
type Rnd = ReturnType<typeof prng>;

const ZONES = ['Europe/Istanbul', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC'] as const;
const DAYS = ['2026-03-29', '2026-10-25', '2026-03-08', '2026-11-01', '2026-06-15', '2026-01-01', '2026-09-09'] as const;
const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

function araliklar(r: Rnd, gun: number, count: number, maxLen: number): HaftalikAralik[] {
  return Array.from({ length: count }, () => {
    const start = r.int(0, 92) * 15;
    return { gun, baslangic: hhmm(start), bitis: hhmm(Math.min(1440, start + r.int(1, maxLen) * 15)) };
  });
}

function rastgeleGirdi(seed: number): MusaitlikGirdisi {
  const r = prng(seed);
  const tarih = r.pick(DAYS);
  const dayMs = Date.parse(`${tarih}T00:00:00Z`);
  const ileriGunSayisi = r.int(0, 6);
  const personeller: PersonelTakvimi[] = Array.from({ length: r.int(1, 3) }, (_, i) => {
    const calisma = [0, 1, 2, 3, 4, 5, 6].flatMap((g) => araliklar(r, g, r.int(0, 2), 40));
    const molalar = [0, 1, 2, 3, 4, 5, 6].flatMap((g) => araliklar(r, g, r.int(0, 2), 6));
    const around = () => dayMs - DAY + r.int(0, 3 * 24 * 12) * 5 * MIN;
    const izinler = Array.from({ length: r.int(0, 1) }, () => {
      const b = around();
      return { baslangicMs: b, bitisMs: b + r.int(1, 48) * 30 * MIN };
    });
    const dolu = Array.from({ length: r.int(0, 8) }, () => {
      const b = around();
      return { baslangicMs: b, bitisMs: b + r.int(3, 30) * 5 * MIN };
    });
    return { personelId: r.int(1, 4) * 10 + i, calisma, molalar, izinler, dolu };
  });
  return {
    saatDilimi: r.pick(ZONES),
    nowMs: dayMs - (ileriGunSayisi + 1) * DAY + r.int(0, (ileriGunSayisi + 3) * 24 * 4) * 15 * MIN + r.int(0, 59_999),
    tarih,
    sureDk: r.pick([15, 30, 45, 60, 90, 120]),
    onceTamponDk: r.pick([0, 0, 5, 10, 15, 30]),
    sonraTamponDk: r.pick([0, 0, 5, 10, 15, 30]),
    adimDk: r.pick([5, 10, 15, 20, 30, 45, 60]),
    minOnBildirimDk: r.pick([0, 30, 60, 120, 24 * 60]),
    ileriGunSayisi,
    kapaliGunler: [0, 1, 2, 3, 4, 5, 6].filter(() => r.next() < 0.15),
    personeller,
  };
}

/** The booking rules written out directly: may staff `p` start at `s` (on the step grid of `calismaBas`)? */
function kuralaUyar(g: MusaitlikGirdisi, p: PersonelTakvimi, s: number): boolean {
  const dayMs = Date.parse(`${g.tarih}T00:00:00Z`);
  const weekday = new Date(dayMs).getUTCDay();
  const today = localDay(g.nowMs, g.saatDilimi).dayMs;
  if (localDay(s, g.saatDilimi).dayMs !== dayMs || g.kapaliGunler.includes(weekday)) return false;
  if (dayMs < today || dayMs > today + g.ileriGunSayisi * DAY || s < g.nowMs + g.minOnBildirimDk * MIN) return false;
  const bas = s - g.onceTamponDk * MIN;
  const bit = s + (g.sureDk + g.sonraTamponDk) * MIN;
  const inst = (a: HaftalikAralik) => [a.baslangic, a.bitis].map((t) => wallToEpoch(dayMs, Number(t.slice(0, 2)) * 60 + Number(t.slice(3)), g.saatDilimi)) as [number, number];
  const gunun = (list: HaftalikAralik[]) => list.filter((a) => a.gun === weekday).map(inst);
  const icinde = gunun(p.calisma).some(([a, b]) => a <= bas && bit <= b && (s - a) % (g.adimDk * MIN) === 0);
  const engel = [...gunun(p.molalar).map(([a, b]) => ({ baslangicMs: a, bitisMs: b })), ...p.izinler, ...p.dolu];
  return icinde && !engel.some((e) => bas < e.bitisMs && e.baslangicMs < bit);
}

/** Every start on each working interval's step grid, from its start to one step past its end. */
function adaylar(g: MusaitlikGirdisi, p: PersonelTakvimi): number[] {
  const dayMs = Date.parse(`${g.tarih}T00:00:00Z`);
  const weekday = new Date(dayMs).getUTCDay();
  const at = (t: string) => wallToEpoch(dayMs, Number(t.slice(0, 2)) * 60 + Number(t.slice(3)), g.saatDilimi);
  return p.calisma
    .filter((a) => a.gun === weekday)
    .flatMap((a) => {
      const [from, to] = [at(a.baslangic), at(a.bitis)];
      return Array.from({ length: Math.max(0, Math.ceil((to - from) / (g.adimDk * MIN))) + 1 }, (_, k) => from + k * g.adimDk * MIN);
    });
}

const CASES = 400;

describe('availability properties over random schedules', () => {
  it('offered slots obey every rule, are sorted, unique and re-checkable', { timeout: 60_000 }, () => {
    let offered = 0;
    for (let seed = 1; seed <= CASES; seed++) {
      const g = rastgeleGirdi(seed);
      const slots = musaitSlotlar(g);
      offered += slots.length;
      for (const [i, slot] of slots.entries()) {
        const ctx = `seed ${seed} slot ${i}`;
        if (i > 0) expect(slot.baslangicMs, ctx).toBeGreaterThan(slots[i - 1]!.baslangicMs);
        expect(slot.bitisMs - slot.baslangicMs, ctx).toBe(g.sureDk * MIN);
        expect(slot.personelIdler.length, ctx).toBeGreaterThan(0);
        slot.personelIdler.forEach((id, k) => k > 0 && expect(id, ctx).toBeGreaterThan(slot.personelIdler[k - 1]!));
        for (const id of slot.personelIdler) {
          expect(slotUygunMu(g, slot.baslangicMs, id), ctx).toBe(true);
          expect(g.personeller.some((p) => p.personelId === id && kuralaUyar(g, p, slot.baslangicMs)), ctx).toBe(true);
        }
      }
    }
    expect(offered).toBeGreaterThan(1000); // the generator really produces bookable days
  });

  it('every start the rules allow is offered, and slotUygunMu agrees with the list', { timeout: 60_000 }, () => {
    let allowed = 0;
    for (let seed = 1; seed <= CASES; seed++) {
      const g = rastgeleGirdi(seed);
      const slots = new Map(musaitSlotlar(g).map((s) => [s.baslangicMs, s.personelIdler]));
      for (const p of g.personeller) {
        for (const s of adaylar(g, p)) {
          const expected = kuralaUyar(g, p, s);
          if (expected) allowed += 1;
          expect(slots.get(s)?.includes(p.personelId) ?? false, `seed ${seed} start ${new Date(s).toISOString()}`).toBe(expected);
          expect(slotUygunMu(g, s, p.personelId), `seed ${seed}`).toBe(expected);
          // a start off the step grid is never bookable
          expect(slotUygunMu(g, s + 60_000 * (g.adimDk > 5 ? 5 : 1) - 1, p.personelId)).toBe(false);
        }
      }
    }
    expect(allowed).toBeGreaterThan(1000);
  });

  it('closed weekdays and days outside today..today+horizon give no slots', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const g = rastgeleGirdi(seed);
      const weekday = new Date(`${g.tarih}T00:00:00Z`).getUTCDay();
      expect(musaitSlotlar({ ...g, kapaliGunler: [weekday] }), `seed ${seed}`).toEqual([]);
      const today = localDay(g.nowMs, g.saatDilimi).dayMs;
      const tooFar = new Date(today + (g.ileriGunSayisi + 1) * DAY).toISOString().slice(0, 10);
      const past = new Date(today - DAY).toISOString().slice(0, 10);
      expect(musaitSlotlar({ ...g, tarih: tooFar }), `seed ${seed}`).toEqual([]);
      expect(musaitSlotlar({ ...g, tarih: past }), `seed ${seed}`).toEqual([]);
    }
  });
});
