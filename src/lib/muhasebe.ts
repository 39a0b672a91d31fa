/** Issue 14: the platform's billing rules shared by the Worker, the panel and the tests. */

/** The one KDV rule: net × rate / 100 rounded half up to whole kuruş, in integers (the migration checks the same). */
export function kdvHesapla(netKurus: number, oran: number): number {
  return Math.floor((netKurus * oran + 50) / 100);
}

/** "IP2026-000123": the yearly series number of an invoice. */
export const faturaNo = (yil: number, sira: number) => `IP${yil}-${String(sira).padStart(6, '0')}`;

export const TAHSILAT_YONTEMLERI = ['havale', 'eft', 'kart', 'nakit'] as const;
export type TahsilatYontemi = (typeof TAHSILAT_YONTEMLERI)[number];

export const DONANIM_TURLERI = ['tablet', 'fis-yazici', 'qr-stand', 'kart-okuyucu', 'diger'] as const;
export type DonanimTuru = (typeof DONANIM_TURLERI)[number];
export const DONANIM_DURUMLARI = ['depoda', 'isletmede', 'arizali', 'hurda'] as const;
export type DonanimDurumu = (typeof DONANIM_DURUMLARI)[number];

/** Whole days from `a` to `b` (YYYY-MM-DD). */
export function gunFarki(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
