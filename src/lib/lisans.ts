import { gunEkle } from './zaman/dilim';

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

export function lisansHali(lisans: { bitis: string; deneme: boolean }, bugun: string, ekSureGun: number): LisansHali {
  if (bugun <= lisans.bitis) return lisans.deneme ? 'deneme' : 'aktif';
  return bugun <= gunEkle(lisans.bitis, ekSureGun) ? 'ek-sure' : 'bitti';
}

/**
 * The venue API prefixes each module owns (longest first wins: the cafe's paths are not the QR menu's). The dashboard
 * tiles of a module go with it; the shared cash tile (/ozet/kasa), users, permission sets, parameters, staff and the
 * summary stay open to every venue.
 */
export const LISANS_API_ONEKLERI: readonly (readonly [string, LisansModulu])[] = [
  ['/api/isletme/cafe', 'cafe'],
  ['/api/isletme/qrmenu', 'qrmenu'],
  // second-hand trading (pc-alis-satis, letgo-bot) sits under the digital menu in the SPEC's tree
  ['/api/isletme/ikinciel', 'qrmenu'],
  ['/api/isletme/randevu', 'randevu'],
  ['/api/isletme/envanter', 'envanter'],
  ['/api/isletme/crm', 'crm'],
  ['/api/isletme/ozet/cafe', 'cafe'],
  ['/api/isletme/ozet/randevu', 'randevu'],
  ['/api/isletme/ozet/cari', 'randevu'],
  ['/api/isletme/ozet/envanter', 'envanter'],
];

/** The panel paths and permission keys each module owns (the cafe's live under qrmenu/cafe-yonetim, so it comes first). */
export const LISANS_PANEL_ONEKLERI: readonly (readonly [string, LisansModulu])[] = [
  ['/isletme/qrmenu/cafe-yonetim', 'cafe'],
  ['/isletme/qrmenu', 'qrmenu'],
  ['/isletme/randevutakip', 'randevu'],
  ['/isletme/envanter', 'envanter'],
  ['/isletme/crm', 'crm'],
];

function onekModulu(onekler: readonly (readonly [string, LisansModulu])[], yol: string): LisansModulu | null {
  for (const [onek, modul] of onekler) {
    if (yol === onek || yol.startsWith(`${onek}/`)) return modul;
  }
  return null;
}

/** The module an API path belongs to, or null for the venue-wide core. */
export function apiModulu(yol: string): LisansModulu | null {
  return onekModulu(LISANS_API_ONEKLERI, yol);
}

/** The module a panel path belongs to, or null for the venue-wide core. */
export function panelModulu(yol: string): LisansModulu | null {
  return onekModulu(LISANS_PANEL_ONEKLERI, yol);
}

/** The module a business permission key belongs to (keys mirror panel paths: isletme:qrmenu:cafe-yonetim:…). */
export function yetkiModulu(key: string): LisansModulu | null {
  return panelModulu(`/${key.split(':').join('/')}`);
}

/** A permission list without the keys of modules outside the licence (null licence: everything stays). */
export function lisansliYetkiler<T extends string>(keys: readonly T[], moduller: readonly LisansModulu[] | null): T[] {
  if (moduller === null) return [...keys];
  return keys.filter((key) => {
    const modul = yetkiModulu(key);
    return modul === null || moduller.includes(modul);
  });
}

/** What the panel needs to know of a venue's licence (the session answer carries it per venue). */
export interface LisansOzeti {
  moduller: LisansModulu[];
  hali: LisansHali;
  bitis: string;
  deneme: boolean;
}

/** Read-only panel: the licence ran out (in or past the guests' grace period). */
export function lisansBitti(hali: LisansHali): boolean {
  return hali === 'ek-sure' || hali === 'bitti';
}

/** The modules of a stored JSON array, in their canonical order; anything else reads as none. */
export function modulListesi(json: string): LisansModulu[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? LISANS_MODULLERI.filter((m) => parsed.includes(m)) : [];
  } catch {
    return [];
  }
}
