/**
 * Calendar (panel) date maths in the venue's zone: local day bounds (23 h / 25 h on DST days), a staff member's
 * working ranges of one local day, the "outside working hours" test and wall-clock positions for drawing.
 */
import { DK_MS, GUN_MS, dakikaOku, gunMs, tarihMetni, wallToEpoch } from './time';
import { bicim } from '../zaman/dilim';
import { yerelGun } from '../zaman/yerel';

export interface Aralik { baslangicMs: number; bitisMs: number }
export interface HaftalikSatir { gun: number; baslangic: string; bitis: string; tur: 'calisma' | 'mola' }

/** A staff member's working time, breaks and leave within one local day (instants, sorted). */
export interface PersonelGunu {
  tarih: string;
  calisma: Aralik[];
  molalar: Aralik[];
  izinler: Aralik[];
}

/** [start, end) instants of the local calendar day `tarih` in `tz`; null for a malformed date. */
export function gunSinirlari(tarih: string, tz: string): Aralik | null {
  const dayMs = gunMs(tarih);
  if (dayMs === null) return null;
  return { baslangicMs: wallToEpoch(dayMs, 0, tz), bitisMs: wallToEpoch(dayMs + GUN_MS, 0, tz) };
}

/** `gun` consecutive local dates from `tarih` ('YYYY-MM-DD'). */
export function tarihDizisi(tarih: string, gun: number): string[] {
  const dayMs = gunMs(tarih);
  if (dayMs === null) return [];
  return Array.from({ length: gun }, (_, i) => tarihMetni(dayMs + i * GUN_MS));
}

/** Local date of an instant (the zone maths' one `yerelGun`). */
export const yerelTarih = (ms: number, tz: string): string => yerelGun(ms, tz);

/** Monday of the week (Turkish weeks start on Monday) that holds `tarih`. */
export function haftaBasi(tarih: string): string {
  const dayMs = gunMs(tarih);
  if (dayMs === null) return tarih;
  const weekday = new Date(dayMs).getUTCDay();
  return tarihMetni(dayMs - ((weekday + 6) % 7) * GUN_MS);
}

/** `tarih` moved by `n` days. */
export function gunEkle(tarih: string, n: number): string {
  const dayMs = gunMs(tarih);
  return dayMs === null ? tarih : tarihMetni(dayMs + n * GUN_MS);
}

function sirala(list: Aralik[]): Aralik[] {
  return list.sort((a, b) => a.baslangicMs - b.baslangicMs || a.bitisMs - b.bitisMs);
}

/** Weekly rows + leave of one staff member → their ranges on the local day `tarih` (leave clipped to the day). */
export function personelGunu(haftalik: readonly HaftalikSatir[], izinler: readonly Aralik[], tarih: string, tz: string): PersonelGunu {
  const sinir = gunSinirlari(tarih, tz);
  const dayMs = gunMs(tarih);
  const bos: PersonelGunu = { tarih, calisma: [], molalar: [], izinler: [] };
  if (!sinir || dayMs === null) return bos;
  const weekday = new Date(dayMs).getUTCDay();
  for (const satir of haftalik) {
    if (satir.gun !== weekday) continue;
    const bas = dakikaOku(satir.baslangic);
    const bit = dakikaOku(satir.bitis);
    if (bas === null || bit === null || bit <= bas) continue;
    const aralik = { baslangicMs: wallToEpoch(dayMs, bas, tz), bitisMs: wallToEpoch(dayMs, bit, tz) };
    (satir.tur === 'mola' ? bos.molalar : bos.calisma).push(aralik);
  }
  for (const izin of izinler) {
    const baslangicMs = Math.max(izin.baslangicMs, sinir.baslangicMs);
    const bitisMs = Math.min(izin.bitisMs, sinir.bitisMs);
    if (bitisMs > baslangicMs) bos.izinler.push({ baslangicMs, bitisMs });
  }
  sirala(bos.calisma);
  sirala(bos.molalar);
  sirala(bos.izinler);
  return bos;
}

const kesisir = (a: Aralik, b: Aralik) => a.baslangicMs < b.bitisMs && b.baslangicMs < a.bitisMs;

/**
 * True when [bas, bit) is not wholly inside one working range, or touches a break or leave. Only the service time
 * counts: buffers may spill past closing time in the panel (the public flow keeps them inside).
 */
export function mesaiDisi(gun: PersonelGunu, aralik: Aralik): boolean {
  const icinde = gun.calisma.some((c) => c.baslangicMs <= aralik.baslangicMs && aralik.bitisMs <= c.bitisMs);
  if (!icinde) return true;
  return [...gun.molalar, ...gun.izinler].some((e) => kesisir(e, aralik));
}

/** Minutes of the local wall clock (0…1440) of an instant on the local day `tarih`; clamped to that day. */
export function yerelDakika(ms: number, tarih: string, tz: string): number {
  const sinir = gunSinirlari(tarih, tz);
  if (!sinir) return 0;
  if (ms <= sinir.baslangicMs) return 0;
  if (ms >= sinir.bitisMs) return 24 * 60;
  const parts: Record<string, number> = {};
  for (const part of bicim(tz).formatToParts(new Date(ms))) parts[part.type] = Number(part.value);
  return (parts.hour ?? 0) * 60 + (parts.minute ?? 0);
}

/** Instant of the wall-clock minute `dakika` on local day `tarih` (a DST gap moves forward). */
export function yerelAn(tarih: string, dakika: number, tz: string): number | null {
  const dayMs = gunMs(tarih);
  return dayMs === null ? null : wallToEpoch(dayMs, dakika, tz);
}

/**
 * Hour range of the day axis: from the earliest working start to the latest working end over the shown staff, widened
 * to show every appointment; `varsayilan` (09–20) when nobody works.
 */
export function saatEkseni(gunler: readonly PersonelGunu[], randevular: readonly Aralik[], tz: string, varsayilan: [number, number] = [9, 20]): [number, number] {
  let ilk = Number.POSITIVE_INFINITY;
  let son = Number.NEGATIVE_INFINITY;
  for (const gun of gunler) {
    for (const c of gun.calisma) {
      ilk = Math.min(ilk, yerelDakika(c.baslangicMs, gun.tarih, tz));
      son = Math.max(son, yerelDakika(c.bitisMs, gun.tarih, tz));
    }
  }
  if (!Number.isFinite(ilk)) [ilk, son] = [varsayilan[0] * 60, varsayilan[1] * 60];
  for (const r of randevular) {
    // each appointment on its own local day; one running past midnight reaches the end of the axis
    const gun = yerelTarih(r.baslangicMs, tz);
    ilk = Math.min(ilk, yerelDakika(r.baslangicMs, gun, tz));
    son = Math.max(son, yerelDakika(r.bitisMs, gun, tz));
  }
  return [Math.max(0, Math.floor(ilk / 60)), Math.min(24, Math.max(Math.ceil(son / 60), Math.floor(ilk / 60) + 1))];
}

/** Rounds minutes down to a step (5 for starts, 15 for grid cells). */
export const adimaYuvarla = (dakika: number, adim: number) => Math.floor(dakika / adim) * adim;

/** 'HH:MM' of a minute count. */
export function saatMetni(dakika: number): string {
  const d = Math.max(0, Math.min(24 * 60, Math.round(dakika)));
  return `${String(Math.floor(d / 60)).padStart(2, '0')}:${String(d % 60).padStart(2, '0')}`;
}

export { DK_MS, GUN_MS };
