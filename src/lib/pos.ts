/**
 * POS definitions venues inherit (front office, /admin/frontoffice/pos): payment methods, receipt templates and
 * printer profiles. The one resolution rule of a venue's 80 mm ticket lives here (fisDuzeni), shared by the Worker
 * and the panel's live previews.
 */

/** The cafe's payment methods (0013 adisyon_odeme.odeme); the platform decides which venues may use, their labels and order. */
export const ODEME_KODLARI = ['nakit', 'kart', 'havale', 'yemek_karti', 'diger', 'veresiye'] as const;
export type OdemeKodu = (typeof ODEME_KODLARI)[number];
export const KAGIT_GENISLIKLERI = [58, 80] as const;
export const SATIR_KARAKTERLERI = [32, 42, 48] as const;
export const FIS_SATIR_MAX = 8;
export const FIS_SATIR_UZUNLUK = 48;

export interface OdemeYontemi { kod: OdemeKodu; etiket: string; sira: number; izinli: boolean }
export interface FisSablonu { id: number; ad: string; ustSatirlar: string[]; altSatirlar: string[]; logoGoster: boolean; izinli: boolean; varsayilan: boolean }
export interface YaziciProfili { id: number; ad: string; kagitMm: number; satirKarakter: number; izinli: boolean; varsayilan: boolean }
export interface PosTanimlari { yontemler: OdemeYontemi[]; sablonlar: FisSablonu[]; profiller: YaziciProfili[] }

/** A venue's choice (null = the platform default) and its own receipt header/footer from Parametreler (fisUstBilgi, fisAltBilgi). */
export interface IsletmePosSecimi { sablonId: number | null; profilId: number | null; ustMetin: string; altMetin: string }

/** What the venue's tickets print: header/footer lines, logo, paper and line width, payment methods in order. */
export interface FisDuzeni {
  sablonAd: string | null;
  profilAd: string | null;
  ustSatirlar: string[];
  altSatirlar: string[];
  logoGoster: boolean;
  kagitMm: number;
  satirKarakter: number;
  yontemler: { kod: OdemeKodu; etiket: string }[];
}

const satirlar = (metin: string) => metin.split(/\r?\n/).map((s) => s.trim()).filter(Boolean).slice(0, FIS_SATIR_MAX);

/**
 * Platform default → venue override: the venue's template/profile when the platform still allows it, else the
 * platform default (else nothing: the built-in 80 mm, 48 characters, no extra lines). The venue's own receipt header
 * (its address, phone) prints above the template's header lines, its own footer below the template's footer lines.
 * Only allowed payment methods, in the platform order.
 */
export function fisDuzeni(tanim: PosTanimlari, secim: IsletmePosSecimi | null): FisDuzeni {
  const sablon = tanim.sablonlar.find((s) => s.izinli && s.id === secim?.sablonId) ?? tanim.sablonlar.find((s) => s.izinli && s.varsayilan) ?? null;
  const profil = tanim.profiller.find((p) => p.izinli && p.id === secim?.profilId) ?? tanim.profiller.find((p) => p.izinli && p.varsayilan) ?? null;
  const ust = satirlar(secim?.ustMetin ?? '');
  const alt = satirlar(secim?.altMetin ?? '');
  return {
    sablonAd: sablon?.ad ?? null,
    profilAd: profil?.ad ?? null,
    ustSatirlar: [...ust, ...(sablon?.ustSatirlar ?? [])],
    altSatirlar: [...(sablon?.altSatirlar ?? []), ...alt],
    logoGoster: sablon?.logoGoster ?? false,
    kagitMm: profil?.kagitMm ?? 80,
    satirKarakter: profil?.satirKarakter ?? 48,
    yontemler: [...tanim.yontemler].filter((y) => y.izinli).sort((a, b) => a.sira - b.sira).map((y) => ({ kod: y.kod, etiket: y.etiket })),
  };
}

/** A line cut to the printer's characters per line (what the thermal printer would do). */
export const satirKes = (metin: string, karakter: number) => (metin.length > karakter ? metin.slice(0, karakter) : metin);

/** The receipt's logo mark when a template shows the logo: the venue name's first two initials, as the preview draws it. */
export function fisMonogrami(isletmeAd: string): string {
  return isletmeAd.split(/\s+/).map((s) => s[0] ?? '').join('').slice(0, 2).toUpperCase();
}
