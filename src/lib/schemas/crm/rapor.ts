import * as v from 'valibot';
import { SEGMENTLER, type SegmentEsikleri, type ZiyaretRakamlari } from '@lib/crm/segment';
import type { KohortSatiri } from '@lib/crm/kohort';

/** The customer report (/api/isletme/crm/musteriler) and the retention report (/api/isletme/crm/kohort): queries and answers. */

export const RAPOR_SAYFA_BOYUTU = 50;
export const HUCRE_SAYFA_BOYUTU = 50;

export const RAPOR_SIRALARI = ['ad', 'ilk', 'son', 'ziyaret', 'harcama', 'ortalama', 'gelmedi', 'borc', 'segment'] as const;
export type RaporSirasi = (typeof RAPOR_SIRALARI)[number];
/** 'yok': no visit yet */
export const SEGMENT_FILTRELERI = [...SEGMENTLER, 'yok'] as const;
export type SegmentFiltresi = (typeof SEGMENT_FILTRELERI)[number];

const GUN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const AY = /^\d{4}-(0[1-9]|1[0-2])$/;
const hata = 'error.invalidInput';
const sayfa = v.optional(v.pipe(v.string(hata), v.regex(/^\d{1,6}$/, hata), v.transform(Number), v.minValue(1, hata)), '1');
const gun = v.optional(v.pipe(v.string(hata), v.regex(GUN, hata)));

export const RAPOR_SORGU_ALANLARI = ['q', 'segment', 'onay', 'borc', 'paket', 'sonBas', 'sonBit', 'sira', 'yon', 'sayfa'] as const;

export const RaporSorguSchema = v.pipe(
  v.object({
    q: v.optional(v.pipe(v.string(hata), v.maxLength(100, hata)), ''),
    segment: v.optional(v.picklist(SEGMENT_FILTRELERI, hata)),
    /** marketing consent on any channel: has / has not */
    onay: v.optional(v.picklist(['var', 'yok'], hata)),
    borc: v.optional(v.picklist(['1'], hata)),
    paket: v.optional(v.picklist(['1'], hata)),
    /** last visit between these local days (both included) */
    sonBas: gun,
    sonBit: gun,
    sira: v.optional(v.picklist(RAPOR_SIRALARI, hata), 'son'),
    yon: v.optional(v.picklist(['artan', 'azalan'], hata), 'azalan'),
    sayfa,
  }),
  v.check((s) => !s.sonBas || !s.sonBit || s.sonBas <= s.sonBit, 'crm.rapor.v.aralik'),
);
export type RaporSorgusu = v.InferOutput<typeof RaporSorguSchema>;
export type RaporFiltresi = Omit<RaporSorgusu, 'sira' | 'yon' | 'sayfa'>;

export const HUCRE_SORGU_ALANLARI = ['tur', 'kohort', 'ay', 'eski', 'yeni', 'sayfa'] as const;

/** A cell of the retention report: a cohort (first-visit month, months after) or a segment move (from, to). */
export const HucreSorguSchema = v.pipe(
  v.object({
    tur: v.picklist(['kohort', 'gecis'], hata),
    kohort: v.optional(v.pipe(v.string(hata), v.regex(AY, hata))),
    ay: v.optional(v.pipe(v.string(hata), v.regex(/^\d{1,2}$/, hata), v.transform(Number), v.maxValue(11, hata))),
    eski: v.optional(v.picklist(SEGMENT_FILTRELERI, hata)),
    yeni: v.optional(v.picklist(SEGMENT_FILTRELERI, hata)),
    sayfa,
  }),
  v.check((s) => (s.tur === 'kohort' ? s.kohort !== undefined && s.ay !== undefined : s.eski !== undefined && s.yeni !== undefined), hata),
);
export type HucreSorgusu = v.InferOutput<typeof HucreSorguSchema>;

export interface OnayDurumu { kvkk: boolean; sms: boolean; email: boolean }

export interface RaporSatiri extends ZiyaretRakamlari {
  id: number;
  adSoyad: string;
  telefon: string;
  email: string | null;
  favoriHizmet: string | null;
  favoriUrun: string | null;
  borcKurus: number;
  kalanSeans: number;
  onay: OnayDurumu;
}

export interface RaporListesi {
  satirlar: RaporSatiri[];
  toplam: number;
  sayfa: number;
  sayfaBoyutu: number;
  esikler: SegmentEsikleri;
  saatDilimi: string;
}

export interface RaporOzeti {
  /** every customer of the venue, erased ones too (nameless); 'yok' = no visit yet */
  segmentler: Record<SegmentFiltresi, number>;
  /** the last 12 local months, oldest first */
  aylar: { ay: string; yeni: number; donen: number }[];
  esikler: SegmentEsikleri;
}

export interface KohortRaporu {
  kohortlar: KohortSatiri[];
  /** the instant the moves compare against (three months ago) */
  gecisTarihi: string;
  /** [from][to] counts; 'yok' = no visit by then / yet */
  gecisler: Record<SegmentFiltresi, Record<SegmentFiltresi, number>>;
  esikler: SegmentEsikleri;
  saatDilimi: string;
}

export interface HucreSatiri { id: number; adSoyad: string; sonZiyaret: string | null; ziyaret: number }
export interface HucreListesi {
  satirlar: HucreSatiri[];
  /** live customers only: an erased one is counted nowhere */
  toplam: number;
  sayfa: number;
  sayfaBoyutu: number;
}
