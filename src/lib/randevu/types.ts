/**
 * Booking domain contracts shared by the availability maths (src/lib/randevu/availability.ts), the booking API
 * and the pages/widget. Times: instants are epoch ms (UTC); wall-clock times are 'HH:MM' in the venue's zone.
 * Weekday numbering Sunday = 0 (SPEC §9).
 */
export interface HaftalikAralik {
  gun: number; // 0..6
  baslangic: string; // 'HH:MM'
  bitis: string; // 'HH:MM' (same day; working hours do not run past midnight)
}

export interface PersonelTakvimi {
  personelId: number;
  calisma: HaftalikAralik[]; // several per day allowed (split shifts)
  molalar: HaftalikAralik[]; // recurring breaks
  izinler: { baslangicMs: number; bitisMs: number }[]; // leave, days off
  /** existing appointments incl. pending ones, already widened by their own buffers */
  dolu: { baslangicMs: number; bitisMs: number }[];
}

export interface MusaitlikGirdisi {
  saatDilimi: string; // e.g. 'Europe/Istanbul'
  nowMs: number;
  tarih: string; // local day 'YYYY-MM-DD' to list slots for
  sureDk: number; // total service duration
  onceTamponDk: number;
  sonraTamponDk: number;
  adimDk: number; // slot step (e.g. 15)
  minOnBildirimDk: number; // minimum notice
  ileriGunSayisi: number; // horizon in days from today (local)
  kapaliGunler: number[]; // closed weekdays from the channel theme (SPEC §5)
  personeller: PersonelTakvimi[]; // candidates (one, or all for "any")
  /** busy times of the resources (rooms, devices) the services need: they block a start for every staff member */
  kaynakEngelleri?: { baslangicMs: number; bitisMs: number }[];
}

export interface Slot {
  baslangicMs: number;
  bitisMs: number;
  /** staff free for this slot, ascending ids */
  personelIdler: number[];
}
