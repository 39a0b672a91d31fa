import * as v from 'valibot';
import type { LisansHali, LisansModulu, LisansPlani } from '@lib/lisans';

/** Venues and their owners (/api/admin/isletmeler): forms and answers. */

export const ISLETME_TURLERI = ['cafe', 'restoran', 'salon'] as const;
export type IsletmeTuru = (typeof ISLETME_TURLERI)[number];
/** The list filter: a suspended venue is 'askida' whatever its licence; 'suresi-doldu' = past its end (grace or not). */
export const ISLETME_DURUMLARI = ['aktif', 'deneme', 'suresi-doldu', 'askida'] as const;
export type IsletmeDurumu = (typeof ISLETME_DURUMLARI)[number];
/** Lower-case letters, digits and single hyphens: the venue's name in its guest URLs. */
export const URL_ADI_DESENI = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const metin = (max: number, mesaj: string) => v.optional(v.pipe(v.string(mesaj), v.trim(), v.maxLength(max, mesaj)), '');
const ad = v.pipe(v.string('admin.isletme.v.ad'), v.trim(), v.minLength(2, 'admin.isletme.v.ad'), v.maxLength(120, 'admin.isletme.v.ad'));
const tur = v.picklist(ISLETME_TURLERI, 'admin.isletme.v.tur');
const urlAdi = v.pipe(v.string('admin.isletme.v.urlAdi'), v.trim(), v.toLowerCase(), v.minLength(2, 'admin.isletme.v.urlAdi'), v.maxLength(60, 'admin.isletme.v.urlAdi'), v.regex(URL_ADI_DESENI, 'admin.isletme.v.urlAdi'));
const pozitif = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(0xffffffff));

const ortak = {
  ad,
  tur,
  urlAdi,
  sehir: metin(80, 'admin.isletme.v.sehir'),
  telefon: metin(30, 'admin.isletme.v.telefon'),
};

/** A new venue with its owner; talepId = the lead it is made from (the lead is marked won in the same batch). */
export const IsletmeEkleSchema = v.object({
  ...ortak,
  sahipAdSoyad: v.pipe(v.string('profile.fullNameInvalid'), v.trim(), v.minLength(2, 'profile.fullNameInvalid'), v.maxLength(80, 'profile.fullNameInvalid')),
  sahipEmail: v.pipe(v.string('login.emailInvalid'), v.trim(), v.toLowerCase(), v.maxLength(254, 'login.emailInvalid'), v.email('login.emailInvalid')),
  koltuk: v.optional(v.pipe(v.number('admin.isletme.v.koltuk'), v.integer('admin.isletme.v.koltuk'), v.minValue(1, 'admin.isletme.v.koltuk'), v.maxValue(1000, 'admin.isletme.v.koltuk')), 5),
  talepId: v.optional(v.nullable(pozitif), null),
});
export type IsletmeEkle = v.InferOutput<typeof IsletmeEkleSchema>;

export const IsletmeGuncelleSchema = v.object({ ...ortak, adres: metin(300, 'admin.isletme.v.adres') });
export type IsletmeGuncelle = v.InferOutput<typeof IsletmeGuncelleSchema>;

export const AskiyaSchema = v.object({
  neden: v.pipe(v.string('admin.isletme.v.neden'), v.trim(), v.minLength(3, 'admin.isletme.v.neden'), v.maxLength(300, 'admin.isletme.v.neden')),
});

/** The public invite page: the link's token and the owner's new password. */
export const DavetSifreSchema = v.object({
  t: v.pipe(v.string('error.invalidLink'), v.maxLength(2048, 'error.invalidLink')),
  sifre: v.pipe(v.string('profile.passwordInvalid'), v.minLength(8, 'profile.passwordInvalid'), v.maxLength(128, 'profile.passwordInvalid')),
});

export interface IsletmeSatiri {
  id: number;
  ad: string;
  urlAdi: string;
  tur: IsletmeTuru;
  sehir: string;
  sahip: { id: number; adSoyad: string; email: string; davetBekliyor: boolean } | null;
  /** null = no licence row (unrestricted) */
  lisans: { plan: LisansPlani; bitis: string; hali: LisansHali } | null;
  durum: IsletmeDurumu;
  askiyaNedeni: string | null;
  operator: number;
  olusturma: string;
}

export interface IsletmeListesi {
  isletmeler: IsletmeSatiri[];
  toplam: number;
  sayfa: number;
  boyut: number;
  /** counts per state over every venue (the filter chips) */
  sayilar: Record<IsletmeDurumu, number>;
}

export interface IsletmeDetayi extends IsletmeSatiri {
  telefon: string;
  adres: string;
  saatDilimi: string;
  askiyaZamani: string | null;
  lisansOzeti: { plan: LisansPlani; moduller: LisansModulu[]; koltuk: number; baslangic: string; bitis: string; deneme: boolean; ekSureGun: number } | null;
}

export interface DavetLinki {
  link: string;
  /** epoch ms */
  gecerlilik: number;
}

export interface IsletmeEklendi {
  id: number;
  sahipId: number;
  /** a new account gets an invite link; an operator who already had one is only added as owner */
  yeniHesap: boolean;
  davet: DavetLinki | null;
}

/** Platform figures for the admin dashboard (GET /api/admin/ozet). */
export interface PlatformOzeti {
  isletme: Record<IsletmeDurumu, number> & { toplam: number };
  /** operators (type 2) who started a session in the last 7 days */
  aktifOperator: number;
  /** running licences that end within 30 days (each venue's own days) */
  bitenLisans: number;
  yeniTalep: number;
  /** the last 30 days, oldest first: bookings created that day by channel, QR menu page views */
  gunler: { gun: string; online: number; panel: number; qr: number }[];
}
