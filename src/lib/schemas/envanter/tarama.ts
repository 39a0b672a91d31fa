import * as v from 'valibot';

/** Shapes of the inventory's scanning part: audits, their scans, the log filter, label sheets. */

export const SayimBaslatSchema = v.object({
  lokasyonId: v.pipe(v.number('envanter.tarama.api.lokasyonSec'), v.integer('envanter.tarama.api.lokasyonSec'), v.minValue(1, 'envanter.tarama.api.lokasyonSec')),
});

export const SayimOkumaSchema = v.object({
  metin: v.pipe(v.string('envanter.tarama.api.kodGir'), v.trim(), v.minLength(1, 'envanter.tarama.api.kodGir'), v.maxLength(500, 'envanter.tarama.api.kodGir')),
});

export const LOG_SAYFA_BOYU = 50;
export const LOG_VARLIKLARI = ['lokasyon', 'urun', 'stok', 'kategori', 'demirbas', 'cikis', 'bakim', 'hurda', 'sayim'] as const;

/**
 * Label sheets (A4): columns × rows, the label's size and the gap between columns in mm — the common ready-cut
 * sheets; the grid is centred on the page as those sheets are cut.
 */
export const ETIKET_KAGITLARI = {
  '3x7': { sutun: 3, satir: 7, genislik: 70, yukseklik: 42.3, aralik: 0 },
  '3x8': { sutun: 3, satir: 8, genislik: 70, yukseklik: 37, aralik: 0 },
  '2x7': { sutun: 2, satir: 7, genislik: 99.1, yukseklik: 38.1, aralik: 2.5 },
  '4x10': { sutun: 4, satir: 10, genislik: 48.5, yukseklik: 25.4, aralik: 0 },
} as const;
export type EtiketKagidi = keyof typeof ETIKET_KAGITLARI;
