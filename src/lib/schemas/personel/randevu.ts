import '@lib/i18n/personel';
import * as v from 'valibot';
import type { CokDilliMetin } from '@lib/menu/text';
import { PERSONEL_FOTO_DESENI, VARSAYILAN_PERSONEL_RENGI } from './kayit';
import { benzersiz, id, metin } from './ortak';
import type { Aralik } from './saat';

/**
 * A staff member's appointment profile (randevu_personel: calendar colour, services, online booking, order): one schema
 * for the panel form and the API (/api/isletme/randevu/personel).
 */

/** Calendar colours with ≥ 4.5:1 contrast against white initials; any other '#rrggbb' is allowed too. */
export const RENK_PALETI = [
  ['#6d28d9', 'mor'], ['#1d4ed8', 'mavi'], ['#0f766e', 'camgobegi'], ['#15803d', 'yesil'], ['#a16207', 'hardal'],
  ['#c2410c', 'turuncu'], ['#b91c1c', 'kirmizi'], ['#be185d', 'pembe'], ['#4338ca', 'civit'], ['#334155', 'gri'],
] as const;
export const VARSAYILAN_RENK = VARSAYILAN_PERSONEL_RENGI;

const renk = v.pipe(v.string('personel.invalid.renk'), v.regex(/^#[0-9a-fA-F]{6}$/, 'personel.invalid.renk'), v.toLowerCase());
/** Keys the upload routes hand out (this panel's randevu/personel/… or the staff register's personel/…); the API checks the venue. */
export const FOTO_DESENI = PERSONEL_FOTO_DESENI;

export const PersonelSchema = v.object({
  ad: metin(2, 80, 'personel.invalid.ad'),
  renk: v.optional(renk, VARSAYILAN_RENK),
  foto: v.optional(v.nullable(v.pipe(v.string('personel.invalid.foto'), v.regex(FOTO_DESENI, 'personel.invalid.foto'))), null),
  hizmetIdler: v.optional(v.pipe(v.array(id('personel.invalid.hizmet'), 'personel.invalid.hizmet'), v.maxLength(500, 'personel.invalid.hizmet'), v.check(benzersiz, 'personel.invalid.hizmet')), []),
  kullaniciId: v.optional(v.nullable(id('personel.invalid.hesap')), null),
  aktif: v.optional(v.boolean('personel.invalid.aktif'), true),
  /** offered on the public booking page and widget */
  online: v.optional(v.boolean('personel.invalid.aktif'), true),
  /** on add: a person already in the venue's staff register who gets the appointment profile */
  personelId: v.optional(v.nullable(id('personel.invalid.kayit')), null),
});
export type PersonelGirdisi = v.InferOutput<typeof PersonelSchema>;

export const SiraSchema = v.object({
  idler: v.pipe(v.array(id('personel.invalid.sira'), 'personel.invalid.sira'), v.minLength(1, 'personel.invalid.sira'), v.maxLength(500, 'personel.invalid.sira'), v.check(benzersiz, 'personel.invalid.sira')),
});

// ---- answers of the API (shared by the worker and the panel) ----

export interface Personel {
  id: number;
  ad: string;
  renk: string;
  foto: string | null;
  sira: number;
  aktif: boolean;
  online: boolean;
  kullaniciId: number | null;
  kullaniciAd: string | null;
  hizmetIdler: number[];
  calisma: Aralik[];
  /** leave that has not ended yet */
  izinSayisi: number;
  /** active (pending/confirmed) appointments from now on */
  gelecekRandevu: number;
  /** every appointment ever (a staff member with any cannot be deleted) */
  toplamRandevu: number;
}

export interface PersonelListesi {
  personeller: Personel[];
  hizmetler: { id: number; ad: CokDilliMetin; aktif: boolean }[];
  /** active operator accounts of the venue that may be linked */
  hesaplar: { id: number; adSoyad: string }[];
  /** active people of the staff register without an appointment profile: "add" can reuse them */
  adaylar: { id: number; ad: string; unvan: string; renk: string; foto: string | null; kullaniciId: number | null }[];
  saatDilimi: string;
}
