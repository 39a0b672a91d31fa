import '@lib/i18n/personel';
import * as v from 'valibot';
import { alanHatalari } from '@lib/schemas/alan-hatalari';
import { id, metin } from './ortak';
import { telefonNormalize } from '@lib/schemas/randevu/telefon';

/**
 * The venue's staff register (/isletme/personel, /api/isletme/personel): one schema for the panel form and the API.
 * Messages are i18n keys ('personel.v.*'); every issue carries its field in `path`, so the form marks each invalid
 * field and the API answers the first one.
 */

/** Titles the form suggests (i18n 'personel.unvan.<id>': Garson, Barista, Kasiyer, Şef, Komi, Kuaför, Estetisyen, Müdür); any text is allowed. */
export const UNVAN_ONERILERI = ['garson', 'barista', 'kasiyer', 'sef', 'komi', 'kuafor', 'estetisyen', 'mudur'] as const;

/** Keys the upload routes hand out: the register's `personel/` and the appointment panel's older `randevu/personel/`. */
export const PERSONEL_FOTO_DESENI = /^(?:randevu\/)?personel\/\d{1,10}\/[0-9a-f]{32}\.webp$/;

export const VARSAYILAN_PERSONEL_RENGI = '#6d28d9';

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30), from 1950 on. */
export function gunGecerli(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m || text < '1950-01-01' || text > '2099-12-31') return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === text;
}

/** '' (or missing/null) → null; otherwise the value must pass `gecerli`. */
const bosVeya = <T>(message: string, gecerli: (text: string) => boolean, donustur: (text: string) => T) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((text) => (text ?? '').trim()),
    v.check((text) => text === '' || (text.length <= 254 && gecerli(text)), message),
    v.transform((text) => (text === '' ? null : donustur(text))),
  );

const EMAIL = v.pipe(v.string(), v.email());

export const PersonelKaydiSchema = v.pipe(
  v.object({
    ad: metin(2, 80, 'personel.v.ad'),
    telefon: bosVeya('personel.v.telefon', (text) => telefonNormalize(text) !== null, (text) => telefonNormalize(text)!),
    email: bosVeya('personel.v.email', (text) => v.is(EMAIL, text), (text) => text.toLowerCase()),
    unvan: metin(0, 60, 'personel.v.unvan'),
    baslamaTarihi: bosVeya('personel.v.baslama', gunGecerli, (text) => text),
    aktif: v.optional(v.boolean('personel.v.aktif'), true),
    /** required when the person left (aktif false); dropped while active */
    ayrilmaTarihi: bosVeya('personel.v.ayrilma', gunGecerli, (text) => text),
    foto: v.optional(v.nullable(v.pipe(v.string('personel.v.foto'), v.regex(PERSONEL_FOTO_DESENI, 'personel.v.foto'))), null),
    renk: v.optional(v.pipe(v.string('personel.v.renk'), v.regex(/^#[0-9a-fA-F]{6}$/, 'personel.v.renk'), v.toLowerCase()), VARSAYILAN_PERSONEL_RENGI),
    notlar: metin(0, 1000, 'personel.v.notlar'),
    /** an operator account of this venue (one person per account) */
    kullaniciId: v.optional(v.nullable(id('personel.v.hesap')), null),
  }),
  v.forward(v.partialCheck([['aktif'], ['ayrilmaTarihi']], (p) => p.aktif || p.ayrilmaTarihi !== null, 'personel.v.ayrilmaGerekli'), ['ayrilmaTarihi']),
  v.forward(
    v.partialCheck([['aktif'], ['baslamaTarihi'], ['ayrilmaTarihi']], (p) => p.aktif || p.baslamaTarihi === null || p.ayrilmaTarihi === null || p.ayrilmaTarihi >= p.baslamaTarihi, 'personel.v.ayrilmaOnce'),
    ['ayrilmaTarihi'],
  ),
  v.transform((p) => ({ ...p, ayrilmaTarihi: p.aktif ? null : p.ayrilmaTarihi })),
);

/** The body as the server stores it. */
export type PersonelKaydiGirdisi = v.InferOutput<typeof PersonelKaydiSchema>;
/** What the form sends before validation. */
export type PersonelKaydiFormu = v.InferInput<typeof PersonelKaydiSchema>;
export type PersonelAlani = keyof PersonelKaydiGirdisi;

/** First message per field of failed issues (the form marks them all). */
export const personelAlanHatalari = (issues: readonly v.BaseIssue<unknown>[]) => alanHatalari<PersonelAlani>(issues);

// ---- answers of the API ----

/** One person of the register as GET /api/isletme/personel lists them. */
export interface PersonelKaydi extends Omit<PersonelKaydiGirdisi, 'aktif'> {
  id: number;
  aktif: boolean;
  kullaniciAd: string | null;
  /** has an appointment profile (appears in /isletme/randevutakip/personel) */
  randevuProfili: boolean;
  /** pending/confirmed appointments from now on */
  gelecekRandevu: number;
}

export interface PersonelKayitListesi {
  personeller: PersonelKaydi[];
  /** active operator accounts of the venue that may be linked */
  hesaplar: { id: number; adSoyad: string }[];
}
