/**
 * Pure slot maths for online booking. Slots step in real instants from the start of each working interval, so on a
 * DST day a wall time that does not exist is never offered and a repeated wall hour gives two distinct instants.
 */
import type { HaftalikAralik, MusaitlikGirdisi, PersonelTakvimi, Slot } from './types';
import { DK_MS, GUN_MS, dakikaOku, gecerliSaatDilimi, gunMs, localDay, wallToEpoch } from './time';

type Aralik = { baslangicMs: number; bitisMs: number };

// Date/Intl throw outside ±8.64e15 ms, so a wild nowMs gives no slots instead of an exception
const gecerliAn = (ms: number) => Number.isFinite(ms) && Math.abs(ms) < 8e15;

/** The day's UTC-midnight epoch and weekday when the day may be booked at all (zone, date, closed day, horizon). */
function acikGun(girdi: MusaitlikGirdisi): { dayMs: number; weekday: number } | null {
  if (!gecerliSaatDilimi(girdi.saatDilimi) || !gecerliAn(girdi.nowMs)) return null;
  const dayMs = gunMs(girdi.tarih);
  if (dayMs === null) return null;
  const weekday = new Date(dayMs).getUTCDay();
  if (girdi.kapaliGunler.includes(weekday)) return null;
  const fark = Math.round((dayMs - localDay(girdi.nowMs, girdi.saatDilimi).dayMs) / GUN_MS);
  if (fark < 0 || !(fark <= girdi.ileriGunSayisi)) return null;
  return { dayMs, weekday };
}

function gunAraliklari(liste: HaftalikAralik[], gun: { dayMs: number; weekday: number }, saatDilimi: string): Aralik[] {
  const out: Aralik[] = [];
  for (const a of liste) {
    if (a.gun !== gun.weekday) continue;
    const bas = dakikaOku(a.baslangic);
    const bit = dakikaOku(a.bitis);
    if (bas === null || bit === null || bit <= bas) continue;
    out.push({ baslangicMs: wallToEpoch(gun.dayMs, bas, saatDilimi), bitisMs: wallToEpoch(gun.dayMs, bit, saatDilimi) });
  }
  return out;
}

const dk = (deger: number) => (Number.isFinite(deger) && deger > 0 ? deger * DK_MS : 0);

/** Offered starts of one staff member on an open day, ascending and unique. */
function baslangiclar(girdi: MusaitlikGirdisi, p: PersonelTakvimi, gun: { dayMs: number; weekday: number }): number[] {
  if (!(girdi.sureDk >= 1) || !(girdi.adimDk >= 1)) return [];
  const sure = dk(girdi.sureDk);
  const adim = dk(girdi.adimDk);
  const once = dk(girdi.onceTamponDk);
  const sonra = dk(girdi.sonraTamponDk);
  const enErken = girdi.nowMs + dk(girdi.minOnBildirimDk);
  const engeller = [...gunAraliklari(p.molalar, gun, girdi.saatDilimi), ...p.izinler, ...p.dolu, ...(girdi.kaynakEngelleri ?? [])];
  const out = new Set<number>();
  for (const calisma of gunAraliklari(p.calisma, gun, girdi.saatDilimi)) {
    for (let s = calisma.baslangicMs; s + sure + sonra <= calisma.bitisMs; s += adim) {
      if (s - once < calisma.baslangicMs || s < enErken) continue;
      const bas = s - once;
      const bit = s + sure + sonra;
      if (engeller.some((e) => bas < e.bitisMs && e.baslangicMs < bit)) continue;
      out.add(s);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Free slots of the local day `tarih`, merged over the candidate staff. */
export function musaitSlotlar(girdi: MusaitlikGirdisi): Slot[] {
  const gun = acikGun(girdi);
  if (!gun) return [];
  const personelAna = new Map<number, Set<number>>();
  for (const p of girdi.personeller) {
    for (const s of baslangiclar(girdi, p, gun)) {
      const ids = personelAna.get(s) ?? new Set<number>();
      ids.add(p.personelId);
      personelAna.set(s, ids);
    }
  }
  const sure = dk(girdi.sureDk);
  return [...personelAna.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, ids]) => ({ baslangicMs: s, bitisMs: s + sure, personelIdler: [...ids].sort((a, b) => a - b) }));
}

/**
 * Re-check of one requested start for one staff member with the same rules. Starts come only from the working
 * intervals of `girdi.tarih`, so a start on another local day is refused (the caller loaded dolu/izin for that day).
 */
export function slotUygunMu(girdi: MusaitlikGirdisi, baslangicMs: number, personelId: number): boolean {
  const gun = acikGun(girdi);
  if (!gun) return false;
  return girdi.personeller.some((p) => p.personelId === personelId && baslangiclar(girdi, p, gun).includes(baslangicMs));
}
