import { katla } from '@lib/search';

/** The customer book's duplicate detection and merging (worker and panel share it). */

/**
 * A name as a duplicate key: Turkish lower case, letters folded (ş→s, ı→i, …), anything but letters and digits dropped,
 * words sorted, so 'AYŞE  yılmaz', 'Ayse Yilmaz' and 'Yılmaz Ayşe' meet.
 */
export function adAnahtari(ad: string): string {
  return katla(ad).split(/[^\p{L}\p{N}]+/u).filter(Boolean).sort().join(' ');
}

/** The national significant number (last 10 digits) of a stored phone: '+905321112233' → '5321112233'. */
export function ulusalNumara(telefon: string): string {
  return telefon.replace(/\D/g, '').slice(-10);
}

export const CIFT_NEDENLERI = ['ad', 'email', 'telefon'] as const;
export type CiftNedeni = (typeof CIFT_NEDENLERI)[number];

/** A customer as the duplicates panel and the merge dialog show it. */
export interface CiftMusteri { id: number; adSoyad: string; telefon: string; email: string | null; olusturma: string }

/** A likely duplicate pair (a before b by id) and why. */
export interface MusteriCifti { a: CiftMusteri; b: CiftMusteri; nedenler: CiftNedeni[] }

/** What a merge would move from the other record, and what each side holds now. */
export interface BirlestirmeSayilari { randevu: number; kasa: number; cari: number; paket: number; onay: number; bakiyeKurus: number }
export interface BirlestirmeTarafi extends CiftMusteri { dogumTarihi: string | null; notlar: string; sayilar: BirlestirmeSayilari }
export interface BirlestirmeOnizleme { kalan: BirlestirmeTarafi; silinen: BirlestirmeTarafi; saatDilimi: string }

/** The merge log's summary (musteri_birlestirme.ozet): counts that moved and fields filled, never personal data. */
export interface BirlestirmeOzeti { tasinan: Omit<BirlestirmeSayilari, 'bakiyeKurus'>; doldurulan: string[] }
export interface BirlestirmeSonucu { kalanId: number; silinenId: number; ozet: BirlestirmeOzeti }
