import type { IndirimTuru } from '@lib/schemas/cafe/islem';

/** A check as the live object, the API and the panel see it: header, lines (voided ones too), payments, order batches. */

export type AdisyonDurumu = 'acik' | 'kapali' | 'birlesti';
export type KalemDurumu = 'aktif' | 'ikram' | 'iptal';

/** An option a line was sold with, as it was then (the line's birimKurus already holds farkKurus). */
export interface KalemSecenegi {
  grupId: number;
  degerId: number;
  /** the group's and the value's Turkish names; mutfakAd: the short name tickets print ('' = use ad) */
  grup: string;
  ad: string;
  mutfakAd: string;
  farkKurus: number;
}

export interface Kalem {
  id: number;
  urunId: number | null;
  ad: string;
  kategoriAd: string;
  birimKurus: number;
  adet: number;
  kdvOrani: number;
  not: string;
  secenekler: KalemSecenegi[];
  siparisId: number | null;
  durum: KalemDurumu;
  neden: string;
  indirimKurus: number;
  tutarKurus: number;
  odemeId: number | null;
  /** the sub-check (bölüm) it belongs to; null: not split */
  bolumId: number | null;
  /** the guest's seat at the table (split by seat) */
  koltuk: number | null;
  ekleyenId: number | null;
  ekleyen: string | null;
  eklenme: string;
}

export interface Odeme {
  id: number;
  odeme: string;
  tutarKurus: number;
  alinanKurus: number | null;
  /** the ÖKC receipt number given with the payment */
  fisNo: string | null;
  zaman: string;
  kullanici: string | null;
  /** the sub-check it paid (null: the check or its unsplit part) */
  bolumId: number | null;
}

/** A sub-check of a table's check; its amount is computed (lib/cafe/bolum.ts), never stored. */
export interface Bolum {
  id: number;
  no: number;
  tur: 'kalem' | 'esit';
  koltuk: number | null;
  odendi: boolean;
  hesapIstendi: boolean;
  kapanis: string | null;
}

export interface Adisyon {
  id: number;
  no: number;
  masaId: number;
  masaAd: string;
  gunId: number;
  durum: AdisyonDurumu;
  surum: number;
  misafir: number;
  garsonId: number | null;
  garson: string | null;
  musteriId: number | null;
  musteri: string | null;
  indirimTur: IndirimTuru | null;
  indirimDeger: number;
  indirimKurus: number;
  toplamKurus: number;
  odenenKurus: number;
  hesapIstendi: boolean;
  acilis: string;
  kapanis: string | null;
  birlesenId: number | null;
  kalemler: Kalem[];
  odemeler: Odeme[];
  /** order batches with how often each was printed; kaynak: who sent it, a waiter or the guest's QR menu ('qr') */
  siparisler: { id: number; zaman: string; basim: number; kaynak?: 'garson' | 'qr' }[];
  /** sub-checks of a split check, by number ([] when not split) */
  bolumler: Bolum[];
}


/** The live grid of table tracking. */
export interface TakipMasasi {
  id: number;
  ad: string;
  alanId: number | null;
  kapasite: number;
  sira: number;
}

export interface AcikAdisyonOzeti {
  id: number;
  no: number;
  masaId: number;
  surum: number;
  misafir: number;
  garsonId: number | null;
  garson: string | null;
  toplamKurus: number;
  odenenKurus: number;
  hesapIstendi: boolean;
  acilis: string;
  /** the stations' ready tickets of this check the waiter has not taken yet */
  hazir: number;
}

export interface TakipDurumu {
  alanlar: { id: number; ad: string }[];
  masalar: TakipMasasi[];
  acik: AcikAdisyonOzeti[];
  gun: { id: number; isGunu: string; acilis: string } | null;
  /** the caller's user id ("my tables": the checks they opened) */
  ben: number;
  /** the venue's payment methods (parameters), in its order */
  odemeYontemleri: string[];
  /** venue parameters: a table that opens asks the guest count; a payment needs the ÖKC receipt number */
  misafirSor: boolean;
  fisNoZorunlu: boolean;
}


export interface KatalogSecenekGrubu {
  id: number;
  ad: string;
  enAz: number;
  enCok: number;
  degerler: { id: number; ad: string; farkKurus: number; tukendi: boolean }[];
}

export interface Katalog {
  kategoriler: { id: number; ad: string; ustId: number | null }[];
  /** secenekGrupIdler: the option groups offered on the product (its own and its categories'), in their order */
  urunler: { id: number; kategoriId: number; ad: string; fiyatKurus: number; tukendi: boolean; secenekGrupIdler: number[] }[];
  /** the venue's option groups with the values still offered (a sold-out one is shown, not chosen) */
  secenekGruplari: KatalogSecenekGrubu[];
  /** the venue's most ordered products of the last two weeks */
  favoriler: number[];
}

