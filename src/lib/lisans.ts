/** Issue 14: the modules a licence can hold, and which panel paths and API prefixes each one covers. */
export const LISANS_MODULLERI = ['qrmenu', 'cafe', 'randevu', 'envanter', 'crm'] as const;
export type LisansModulu = (typeof LISANS_MODULLERI)[number];

export const LISANS_PLANLARI = ['deneme', 'baslangic', 'standart', 'pro'] as const;
export type LisansPlani = (typeof LISANS_PLANLARI)[number];

/** A licence as `requireVenue` reads it with the membership (no extra round trip). */
export interface LisansDurumu {
  moduller: readonly LisansModulu[];
  bitis: string;
  deneme: boolean;
  ekSureGun: number | null;
}

/**
 * Where a licence stands on the venue's local day `bugun` (YYYY-MM-DD): on trial, active, expired but guest pages still
 * in their grace period ('ek-sure'), or expired past it ('bitti'). The panel is read-only in both expired states.
 */
export type LisansHali = 'deneme' | 'aktif' | 'ek-sure' | 'bitti';

export function gunEkle(gun: string, n: number): string {
  const [y, m, d] = gun.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function lisansHali(lisans: { bitis: string; deneme: boolean }, bugun: string, ekSureGun: number): LisansHali {
  if (bugun <= lisans.bitis) return lisans.deneme ? 'deneme' : 'aktif';
  return bugun <= gunEkle(lisans.bitis, ekSureGun) ? 'ek-sure' : 'bitti';
}
