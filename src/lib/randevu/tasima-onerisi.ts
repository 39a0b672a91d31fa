/**
 * What to offer when a move lands on an occupied time: the next free starts of the same staff member, and the other
 * staff who do every service and are free at the asked time. The same slot maths as online booking (availability.ts),
 * without the channel's notice, horizon and closed days (the panel books any working time).
 */
import { musaitSlotlar, slotUygunMu } from './availability';
import { GUN_MS, localDay, tarihMetni } from './time';
import type { MusaitlikGirdisi, PersonelTakvimi } from './types';

export interface TasimaOnerisi { personelId: number; baslangic: string }

export interface OneriGirdisi {
  saatDilimi: string;
  /** the asked start */
  baslangicMs: number;
  personelId: number;
  sureDk: number;
  onceTamponDk: number;
  sonraTamponDk: number;
  /** staff that do every service of the appointment, the asked one included */
  personeller: PersonelTakvimi[];
  /** starts before this are never offered (now) */
  enErkenMs: number;
}

const ADIM_DK = 15;
const GUN_SAYISI = 8;

function girdi(g: OneriGirdisi, tarih: string, p: PersonelTakvimi, adimDk: number, nowMs: number): MusaitlikGirdisi {
  return {
    saatDilimi: g.saatDilimi, nowMs, tarih, sureDk: g.sureDk, onceTamponDk: g.onceTamponDk, sonraTamponDk: g.sonraTamponDk,
    adimDk, minOnBildirimDk: 0, ileriGunSayisi: GUN_SAYISI + 1, kapaliGunler: [], personeller: [p],
  };
}

/** Up to `adet` next free starts of the asked staff member (15-minute steps, from the asked time on, 8 days), then the other free staff at the asked time. */
export function tasimaOnerileri(g: OneriGirdisi, adet = 3): TasimaOnerisi[] {
  const kendi = g.personeller.find((p) => p.personelId === g.personelId);
  const from = Math.max(g.baslangicMs, g.enErkenMs);
  // the availability maths counts days from "now": anchor it at the first day looked at
  const nowMs = from;
  const out: TasimaOnerisi[] = [];
  if (kendi) {
    const ilkGun = localDay(from, g.saatDilimi).dayMs;
    for (let gun = 0; gun < GUN_SAYISI && out.length < adet; gun++) {
      for (const slot of musaitSlotlar(girdi(g, tarihMetni(ilkGun + gun * GUN_MS), kendi, ADIM_DK, nowMs))) {
        if (out.length >= adet) break;
        if (slot.baslangicMs > g.baslangicMs) out.push({ personelId: g.personelId, baslangic: new Date(slot.baslangicMs).toISOString() });
      }
    }
  }
  if (g.baslangicMs >= g.enErkenMs) {
    const tarih = tarihMetni(localDay(g.baslangicMs, g.saatDilimi).dayMs);
    for (const p of g.personeller) {
      if (p.personelId === g.personelId) continue;
      if (slotUygunMu(girdi(g, tarih, p, 5, g.baslangicMs), g.baslangicMs, p.personelId)) out.push({ personelId: p.personelId, baslangic: new Date(g.baslangicMs).toISOString() });
    }
  }
  return out;
}
