import * as v from 'valibot';
import type { SayimSonucu } from '@lib/envanter/sayim';
import type { LogSatiri } from '@lib/envanter/log-metni';

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

/** What a scanned or typed label stands for, in this venue: an asset or a location with a short summary. */
export interface EtiketDemirbas {
  tur: 'demirbas'; id: number; slug: string; kod: string; ad: string; durum: string;
  lokasyonId: number | null; lokasyonAd: string | null;
}
export interface EtiketLokasyon { tur: 'lokasyon'; id: number; slug: string; ad: string; yol: string[]; aktif: boolean }
export type EtiketOzeti = EtiketDemirbas | EtiketLokasyon;

/** A location's card (qr/{slug}): where it sits, what assets and stock it holds, its direct sub-locations. */
export interface LokasyonKarti extends EtiketLokasyon {
  demirbaslar: { id: number; kod: string; ad: string; durum: string; slug: string }[];
  stoklar: { id: number; ad: string; birim: string; miktarBinde: number }[];
  altlar: { id: number; ad: string; slug: string }[];
}

/** One location of the flat tree list (the audit's location picker and the label sheets). */
export interface LokasyonSecenegi { id: number; ad: string; derinlik: number; yol: string; demirbas: number; aktif: boolean; slug: string }

/** One audit with its readings and its result (live while open, the stored one when finished). */
export interface SayimDetay {
  id: number; lokasyonId: number; lokasyonAd: string; lokasyonYol: string[]; kullanici: string | null; baslama: string; bitis: string | null;
  sonuc: SayimSonucu; tasinan: number[];
  okumalar: { demirbasId: number | null; metin: string; zaman: string }[];
  demirbaslar: { id: number; kod: string; ad: string; durum: string; lokasyonId: number | null; lokasyonAd: string | null; slug: string }[];
}

/** An audit in the list, with its counts once finished. */
export interface SayimOzeti {
  id: number; lokasyonId: number; lokasyonAd: string; kullanici: string | null; baslama: string; bitis: string | null;
  sayilar: { beklenen: number; bulunan: number; eksik: number; yanlisYer: number; bilinmeyen: number } | null;
}

/** The inventory summary (rapor/envanter-ozeti); `bugun` is the venue's day it was made for. */
export interface EnvanterOzeti {
  bugun: string;
  toplam: { adet: number; degerKurus: number };
  kategoriler: { id: number | null; ad: string | null; adet: number; degerKurus: number }[];
  lokasyonlar: { id: number | null; ad: string | null; adet: number; degerKurus: number }[];
  garanti: { icinde: number; disinda: number; bilinmiyor: number; yakinda: number };
  bakimVadesi: { id: number; kod: string; ad: string; lokasyon: string | null; vade: string; slug: string }[];
  dusukStok: { id: number; ad: string; birim: string; minBinde: number; miktarBinde: number }[];
  hurdaBuYil: { id: number; kod: string; ad: string; degerKurus: number; zaman: string; slug: string }[];
}

/** GET …/loglar: one page of the inventory log. */
export interface LogSayfasi { satirlar: LogSatiri[]; toplam: number; kesildi: boolean; sayfa: number; sayfaBoyu: number; saatDilimi: string }
/** GET …/loglar/secenekler: what the log can be filtered by. */
export interface LogSecenekleri { varliklar: string[]; islemler: string[]; kullanicilar: { id: number; ad: string }[] }
/** GET …/etiketler: the labels to print. */
export interface EtiketListesi { isletme: string; etiketler: { id: number; slug: string; kod: string; ad: string }[] }
/** POST …/sayim/:id/okuma: what one scan did to the count. */
export interface SayimOkumaCevabi { tekrar: boolean; demirbasId: number | null; lokasyonEtiketi: boolean; sayim: SayimDetay }
