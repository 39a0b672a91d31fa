import '@lib/i18n/kasa';
import '@lib/i18n/cari';
import type { SistemKaydi } from '@lib/randevu/kayit-metni';
import * as v from 'valibot';
import { ODEME_YONTEMLERI } from '@lib/schemas/parametre';
import { EKSIK, aciklamaSemasi, kimlikSemasi, tarihSemasi, tutarSemasi, type MusteriBaglanti, type RandevuBaglanti } from '@lib/schemas/kasa';

/**
 * The customer debt ledger (cari: /isletme/randevutakip/cari-takip), its balance report (/caribakiyeraporu) and the
 * customer picker both books use, shared by the worker and the panel. Amounts, dates and links as in schemas/kasa.ts.
 */

export const CARI_TURLERI = ['borc', 'tahsilat'] as const;
export type CariTuru = (typeof CARI_TURLERI)[number];

export const CARI_SON_LIMIT = 100;
export const MUSTERI_ARAMA_LIMIT = 20;

// ---- input ----

/** Ledger movement edit (the customer stays). */
export const CariGuncelleSchema = v.object({
  tur: v.optional(v.picklist(CARI_TURLERI, 'cari.v.tur'), EKSIK),
  tutarKurus: tutarSemasi,
  tarih: tarihSemasi,
  aciklama: aciklamaSemasi,
});
export type CariGuncelleGirdisi = v.InferOutput<typeof CariGuncelleSchema>;

/** Ledger movement create; a tahsilat may also go into the cash book with a payment method. */
export const CariGirdiSchema = v.pipe(
  v.object({
    musteriId: v.optional(kimlikSemasi('kasa.v.musteri'), EKSIK),
    ...CariGuncelleSchema.entries,
    kasaOdeme: v.optional(v.nullable(v.picklist(ODEME_YONTEMLERI, 'kasa.v.odeme')), null),
  }),
  v.check((g) => g.kasaOdeme === null || g.tur === 'tahsilat', 'cari.v.kasaSadeceTahsilat'),
);
export type CariGirdisi = v.InferOutput<typeof CariGirdiSchema>;

// ---- queries ----

/** ?q= of the customer picker (the cash book's and the ledger's). */
export const MusteriAraSorguSchema = v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(100, 'cari.v.arama')), '') });

export const BAKIYE_SIRALARI = ['bakiye', 'ad', 'son'] as const;
export type BakiyeSira = (typeof BAKIYE_SIRALARI)[number];
export const BakiyeSorguSchema = v.object({
  bakiyeli: v.optional(v.picklist(['0', '1'], 'cari.v.bakiyeli'), '0'),
  sira: v.optional(v.picklist(BAKIYE_SIRALARI, 'cari.v.sira'), 'bakiye'),
});
export type BakiyeSorgusu = v.InferOutput<typeof BakiyeSorguSchema>;

// ---- pure maths (unit-tested) ----

/** Running balance of a customer's ledger, oldest first: borc raises it, tahsilat lowers it. */
export function yuruyenBakiye<T extends { tarih: string; id: number; tur: CariTuru; tutarKurus: number }>(rows: readonly T[]): (T & { bakiyeKurus: number })[] {
  let bakiye = 0;
  return [...rows]
    .sort((a, b) => a.tarih.localeCompare(b.tarih) || a.id - b.id)
    .map((row) => {
      bakiye += row.tur === 'borc' ? row.tutarKurus : -row.tutarKurus;
      return { ...row, bakiyeKurus: bakiye };
    });
}

// ---- answers ----

/** a customer as the picker lists them: with the ledger balance */
export interface CariMusteri {
  id: number;
  adSoyad: string;
  telefon: string;
  silinmis: boolean;
  bakiyeKurus: number;
  hareketSayisi: number;
}

export interface CariHareket {
  id: number;
  tarih: string;
  tur: CariTuru;
  tutarKurus: number;
  aciklama: string;
  sistem: SistemKaydi | null;
  randevu: RandevuBaglanti | null;
  kaydeden: string | null;
}

export interface CariDetay {
  musteri: CariMusteri;
  /** oldest first, each with the balance after it */
  hareketler: (CariHareket & { bakiyeKurus: number })[];
  toplamBorc: number;
  toplamTahsilat: number;
  bakiye: number;
  saatDilimi: string;
}

export interface CariSonListe {
  satirlar: (CariHareket & { musteri: MusteriBaglanti })[];
  saatDilimi: string;
}

export interface BakiyeSatiri {
  musteriId: number;
  adSoyad: string;
  telefon: string;
  silinmis: boolean;
  borcKurus: number;
  tahsilatKurus: number;
  bakiyeKurus: number;
  hareketSayisi: number;
  sonHareket: string;
}

export interface BakiyeRaporu {
  satirlar: BakiyeSatiri[];
  toplam: { borc: number; tahsilat: number; bakiye: number; musteri: number; borclu: number; alacakli: number };
  saatDilimi: string;
  isletme: string;
  olusturma: string;
}
