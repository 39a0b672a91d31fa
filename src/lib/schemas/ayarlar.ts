import * as v from 'valibot';

const adSoyad = v.pipe(v.string('profile.fullNameInvalid'), v.trim(), v.minLength(2, 'profile.fullNameInvalid'), v.maxLength(80, 'profile.fullNameInvalid'));
const email = v.pipe(v.string('login.emailInvalid'), v.trim(), v.toLowerCase(), v.maxLength(254, 'login.emailInvalid'), v.email('login.emailInvalid'));
const sifre = v.pipe(v.string('profile.passwordInvalid'), v.minLength(8, 'profile.passwordInvalid'), v.maxLength(128, 'profile.passwordInvalid'));
const yetkiSetiId = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(0xffffffff)));

/** Venue user (operator) create form. */
export const KullaniciEkleSchema = v.object({ adSoyad, email, sifre, yetkiSetiId });
/** Venue user update form: password optional (empty keeps the old one). */
export const KullaniciGuncelleSchema = v.object({
  adSoyad,
  email,
  sifre: v.optional(v.union([v.literal(''), sifre]), ''),
  yetkiSetiId,
});
/** Adding an operator account that already exists (another venue's user) to this venue: e-mail and set only. */
export const MevcutKullaniciEkleSchema = v.object({ email, yetkiSetiId });
export type KullaniciEkle = v.InferOutput<typeof KullaniciEkleSchema>;
export type KullaniciGuncelle = v.InferOutput<typeof KullaniciGuncelleSchema>;

/** Permission set form (venue sets and platform templates). */
export const YetkiSetiSchema = v.object({
  ad: v.pipe(v.string('ayarlar.yetki.nameInvalid'), v.trim(), v.minLength(2, 'ayarlar.yetki.nameInvalid'), v.maxLength(60, 'ayarlar.yetki.nameInvalid')),
  aciklama: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  yetkiler: v.pipe(v.array(v.pipe(v.string(), v.maxLength(120))), v.maxLength(1000)),
});
export const AdminYetkiSetiSchema = v.object({
  ...YetkiSetiSchema.entries,
  kapsam: v.picklist(['isletme', 'admin']),
});
export type YetkiSetiForm = v.InferOutput<typeof YetkiSetiSchema>;

/** Own profile: name, and optionally a new password (the current one is then required). */
export const ProfilSchema = v.object({
  adSoyad,
  mevcutSifre: v.optional(v.pipe(v.string(), v.maxLength(256)), ''),
  yeniSifre: v.optional(v.union([v.literal(''), sifre]), ''),
});
