import * as v from 'valibot';
import type { ZiyaretRakamlari } from '@lib/crm/segment';
import type { MusteriDili, MusteriOnayi, PazarlamaIzni } from '@lib/schemas/musteri';
import type { MusteriPaketBakiyesi } from '@lib/schemas/musteri';
import type { MusteriGuvenilirligi } from '@lib/schemas/randevu/rapor';

/** One customer's whole story (/api/isletme/crm/musteri/:id): the card, the figures, consents, the timeline. */

/** Timeline events per page. */
export const ZAMAN_SAYFA_BOYUTU = 50;

export const ZamanSorguSchema = v.object({
  sayfa: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'crm.detay.v.sayfa'), v.transform(Number)), '1'),
});

export const AramaSorguSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(100, 'crm.detay.v.arama')), ''),
});

/** Personal data of the card; absent (null) once the customer is erased. */
export interface MusteriKarti {
  adSoyad: string;
  telefon: string;
  email: string | null;
  dil: MusteriDili | null;
  dogumTarihi: string | null;
  notlar: string;
}

export interface Musteri360Ozet extends ZiyaretRakamlari {
  /** open debt from the ledger (borç − tahsilat); < 0 = prepaid */
  borcKurus: number;
  /** upcoming active appointments */
  yaklasan: number;
}

export interface Musteri360 {
  id: number;
  olusturma: string;
  /** erased (KVKK): `kart` is null, the figures stay */
  silinmeZamani: string | null;
  kart: MusteriKarti | null;
  saatDilimi: string;
  ozet: Musteri360Ozet;
  /** no-shows and late cancels in the deposit rule's window (null for an erased customer: no phone to match) */
  guvenilirlik: MusteriGuvenilirligi | null;
  paketler: MusteriPaketBakiyesi[];
  kvkk: { surum: string; zaman: string } | null;
  pazarlama: PazarlamaIzni;
  /** every consent record, newest first */
  onaylar: MusteriOnayi[];
}

export const OLAY_TURLERI = ['randevu', 'adisyon', 'odeme', 'paketSatis', 'paketKullanim', 'cari', 'takip', 'takipOlay', 'birlestirme', 'kayit'] as const;
export type OlayTuru = (typeof OLAY_TURLERI)[number];

/**
 * One timeline event. `durum` is the kind's own state (appointment status, check 'kapali', ledger 'borc'/'tahsilat',
 * cash 'gelir'/'gider', follow-up status or event kind); `metin` is already in the reader's language (services, a
 * table, a package, the cash book's sentence); `ek` is a second line (staff member, payment method, rule, note).
 */
export interface ZamanOlayi {
  tur: OlayTuru;
  id: number;
  zaman: string;
  tutarKurus: number | null;
  durum: string | null;
  metin: string;
  ek: string;
  /** a follow-up's id for the link to it */
  takipId: number | null;
}

export interface ZamanCizelgesi {
  olaylar: ZamanOlayi[];
  sayfa: number;
  sayfaBoyutu: number;
  dahaVar: boolean;
}

export interface MusteriAramaSonucu { id: number; adSoyad: string; telefon: string; email: string | null }
