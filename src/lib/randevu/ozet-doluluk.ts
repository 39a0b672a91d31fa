/**
 * Staff occupancy for the appointment dashboard: booked minutes of active appointments inside working time ÷
 * working minutes (weekly hours minus breaks minus leave), per local day of the venue zone. Pure; instants are epoch ms.
 */
import { DK_MS, GUN_MS, wallToEpoch } from '../zaman/dilim';
import { dakikaOku, gunMs } from './time';

export interface Aralik {
  bas: number;
  bit: number;
}

export interface HaftalikSatir {
  gun: number;
  baslangic: string;
  bitis: string;
  tur: 'calisma' | 'mola';
}

export interface DolulukGirdisi {
  calisma: readonly HaftalikSatir[];
  izinler: readonly Aralik[];
  /** active appointments (pending, confirmed, completed) */
  randevular: readonly Aralik[];
}

export interface GunDolulugu {
  tarih: string;
  /** working minutes before leave (hours minus breaks) */
  planDk: number;
  /** working minutes after leave: the denominator */
  calismaDk: number;
  /** booked minutes inside working time */
  doluDk: number;
  /** booked minutes of the day outside working time (overtime, breaks) */
  mesaiDisiDk: number;
}

/** Sorted, non-overlapping union of intervals (empty ones dropped). */
export function birlestir(list: readonly Aralik[]): Aralik[] {
  const sorted = list.filter((a) => a.bit > a.bas).map((a) => ({ ...a })).sort((a, b) => a.bas - b.bas);
  const out: Aralik[] = [];
  for (const a of sorted) {
    const last = out[out.length - 1];
    if (last && a.bas <= last.bit) last.bit = Math.max(last.bit, a.bit);
    else out.push(a);
  }
  return out;
}

/** `from` minus every interval of `cut`. */
export function cikar(from: readonly Aralik[], cut: readonly Aralik[]): Aralik[] {
  let parts = birlestir(from);
  for (const c of birlestir(cut)) {
    parts = parts.flatMap((p) => {
      if (c.bit <= p.bas || c.bas >= p.bit) return [p];
      const kalan: Aralik[] = [];
      if (c.bas > p.bas) kalan.push({ bas: p.bas, bit: c.bas });
      if (c.bit < p.bit) kalan.push({ bas: c.bit, bit: p.bit });
      return kalan;
    });
  }
  return parts;
}

/** Milliseconds covered by both sets. */
export function kesisim(a: readonly Aralik[], b: readonly Aralik[]): number {
  const x = birlestir(a);
  const y = birlestir(b);
  let total = 0;
  let j = 0;
  for (const p of x) {
    while (j < y.length && y[j]!.bit <= p.bas) j++;
    for (let k = j; k < y.length && y[k]!.bas < p.bit; k++) total += Math.min(p.bit, y[k]!.bit) - Math.max(p.bas, y[k]!.bas);
  }
  return total;
}

const sure = (list: readonly Aralik[]) => birlestir(list).reduce((sum, a) => sum + a.bit - a.bas, 0);
const dk = (ms: number) => Math.round(ms / DK_MS);

/** The weekly rows of one kind on a local day, as instants (DST-aware). */
function gunAraliklari(satirlar: readonly HaftalikSatir[], tur: HaftalikSatir['tur'], dayMs: number, weekday: number, tz: string): Aralik[] {
  const out: Aralik[] = [];
  for (const s of satirlar) {
    if (s.tur !== tur || s.gun !== weekday) continue;
    const bas = dakikaOku(s.baslangic);
    const bit = dakikaOku(s.bitis);
    if (bas === null || bit === null || bit <= bas) continue;
    out.push({ bas: wallToEpoch(dayMs, bas, tz), bit: wallToEpoch(dayMs, bit, tz) });
  }
  return out;
}

/** Occupancy of one staff member on each local day ('YYYY-MM-DD') in `tz`; an unreadable date gives zeros. */
export function gunlukDoluluk(girdi: DolulukGirdisi, tarihler: readonly string[], tz: string): GunDolulugu[] {
  return tarihler.map((tarih) => {
    const dayMs = gunMs(tarih);
    if (dayMs === null) return { tarih, planDk: 0, calismaDk: 0, doluDk: 0, mesaiDisiDk: 0 };
    const weekday = new Date(dayMs).getUTCDay();
    const gun: Aralik = { bas: wallToEpoch(dayMs, 0, tz), bit: wallToEpoch(dayMs + GUN_MS, 0, tz) };
    const plan = cikar(gunAraliklari(girdi.calisma, 'calisma', dayMs, weekday, tz), gunAraliklari(girdi.calisma, 'mola', dayMs, weekday, tz));
    const calisma = cikar(plan, girdi.izinler);
    // an appointment crossing midnight counts on each day for its own part
    const randevular = birlestir(girdi.randevular).map((r) => ({ bas: Math.max(r.bas, gun.bas), bit: Math.min(r.bit, gun.bit) }));
    const dolu = kesisim(randevular, calisma);
    return { tarih, planDk: dk(sure(plan)), calismaDk: dk(sure(calisma)), doluDk: dk(dolu), mesaiDisiDk: dk(sure(randevular) - dolu) };
  });
}

export interface DolulukToplami {
  planDk: number;
  calismaDk: number;
  doluDk: number;
  mesaiDisiDk: number;
  /** 0…1, or null without working time */
  oran: number | null;
}

/** Sum of several days (e.g. a week) with its ratio. */
export function dolulukToplami(gunler: readonly GunDolulugu[]): DolulukToplami {
  const t = gunler.reduce(
    (acc, g) => ({ planDk: acc.planDk + g.planDk, calismaDk: acc.calismaDk + g.calismaDk, doluDk: acc.doluDk + g.doluDk, mesaiDisiDk: acc.mesaiDisiDk + g.mesaiDisiDk }),
    { planDk: 0, calismaDk: 0, doluDk: 0, mesaiDisiDk: 0 },
  );
  return { ...t, oran: t.calismaDk > 0 ? Math.min(1, t.doluDk / t.calismaDk) : null };
}
