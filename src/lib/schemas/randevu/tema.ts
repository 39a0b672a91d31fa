import * as v from 'valibot';

/**
 * The online channel theme (randevu_kanal.ayar_json, SPEC §3 Reservation theme): one schema for the panel editor and
 * PUT /api/isletme/randevu/tema. The output holds exactly the keys the public pages read; anything else is dropped.
 * Messages are i18n keys ('randevu.tema.hata.*').
 */

export const TEMA_SINIR = {
  baslik: 80,
  altBaslik: 120,
  karsilama: 400,
  kartBaslik: 40,
  adres: 200,
  telefon: 40,
  gun: 40,
  saat: 40,
  satir: 14,
} as const;

/** The public pages' own colours when a theme sets none (src/lib/randevu/tema-renk.ts). */
export const VARSAYILAN_RENKLER = { primary: '#0f766e', secondary: '#f0fdfa', text: '#1f2937' } as const;

/** R2 prefix of channel logos; GET /api/public/gorsel/{key} serves them. */
export const LOGO_ONEKI = 'randevu/logo';
const LOGO_ANAHTARI = /^randevu\/logo\/\d{1,10}\/[0-9a-f]{32}\.webp$/;

// control characters are never typed and NUL cuts text short in SQLite
const temizMetin = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\n') || code === 127;
});

const renk = (message: string, varsayilan: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, message), v.toLowerCase()), varsayilan);

/** Trimmed optional text of at most `max` characters; a missing field reads as ''. */
const metin = (max: number, message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message), v.check(temizMetin, message)), '');
const dolu = (max: number, bos: string, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, bos), v.maxLength(max, message), v.check(temizMetin, message));

export const SaatSatiriSchema = v.object({
  days: dolu(TEMA_SINIR.gun, 'randevu.tema.hata.satirBos', 'randevu.tema.hata.gun'),
  time: dolu(TEMA_SINIR.saat, 'randevu.tema.hata.satirBos', 'randevu.tema.hata.saat'),
}, 'randevu.tema.hata.saatler');
export type SaatSatiri = v.InferOutput<typeof SaatSatiriSchema>;

/** An object of known keys (unknown ones dropped); an array is refused rather than read as an empty object. */
const nesneSema = <E extends v.ObjectEntries>(entries: E, message: string) =>
  v.pipe(v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), message), v.object(entries, message));

const kart = (max: number, message: string) => v.optional(nesneSema({ title: metin(TEMA_SINIR.kartBaslik, 'randevu.tema.hata.kartBaslik'), text: metin(max, message) }, message), { title: '', text: '' });

export const TemaSchema = v.object({
  colors: v.optional(
    nesneSema({
      primary: renk('randevu.tema.hata.renkAna', VARSAYILAN_RENKLER.primary),
      secondary: renk('randevu.tema.hata.renkIkincil', VARSAYILAN_RENKLER.secondary),
      text: renk('randevu.tema.hata.renkMetin', VARSAYILAN_RENKLER.text),
    }, 'randevu.tema.hata.renkAna'),
    { ...VARSAYILAN_RENKLER },
  ),
  logo: v.optional(v.nullable(v.pipe(v.string('randevu.tema.hata.logo'), v.regex(LOGO_ANAHTARI, 'randevu.tema.hata.logo'))), null),
  texts: v.optional(
    nesneSema({
      title: metin(TEMA_SINIR.baslik, 'randevu.tema.hata.baslik'),
      subtitle: metin(TEMA_SINIR.altBaslik, 'randevu.tema.hata.altBaslik'),
      welcome: metin(TEMA_SINIR.karsilama, 'randevu.tema.hata.karsilama'),
    }, 'randevu.tema.hata.baslik'),
    { title: '', subtitle: '', welcome: '' },
  ),
  infoCards: v.optional(
    nesneSema({
      workingHours: v.optional(
        nesneSema({
          title: metin(TEMA_SINIR.kartBaslik, 'randevu.tema.hata.kartBaslik'),
          hours: v.optional(v.pipe(v.array(SaatSatiriSchema, 'randevu.tema.hata.saatler'), v.maxLength(TEMA_SINIR.satir, 'randevu.tema.hata.cokSatir')), []),
        }, 'randevu.tema.hata.saatler'),
        { title: '', hours: [] },
      ),
      address: kart(TEMA_SINIR.adres, 'randevu.tema.hata.adres'),
      phone: kart(TEMA_SINIR.telefon, 'randevu.tema.hata.telefon'),
    }, 'randevu.tema.hata.saatler'),
    { workingHours: { title: '', hours: [] }, address: { title: '', text: '' }, phone: { title: '', text: '' } },
  ),
});

export type TemaGirdisi = v.InferInput<typeof TemaSchema>;
export type Tema = v.InferOutput<typeof TemaSchema>;

/** True when `anahtar` is a logo key uploaded by venue `isletmeId`. */
export const logoVenuesunMu = (anahtar: string, isletmeId: number) => anahtar.startsWith(`${LOGO_ONEKI}/${isletmeId}/`);

const nesne = (x: unknown): Record<string, unknown> => (x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {});
const yazi = (x: unknown, max: number) => (typeof x === 'string' ? x.trim().slice(0, max) : '');
const hex = (x: unknown, varsayilan: string) => (typeof x === 'string' && /^#[0-9a-fA-F]{6}$/.test(x.trim()) ? x.trim().toLowerCase() : varsayilan);

/**
 * Whatever is stored (older or hand-made JSON) → a complete theme the editor can show and save again: known keys
 * only, texts cut to the limits, bad colours replaced by the defaults, at most 14 readable hour rows.
 */
export function temaOku(config: unknown): Tema {
  const c = nesne(config);
  const renkler = nesne(c.colors);
  const yazilar = nesne(c.texts);
  const kartlar = nesne(c.infoCards);
  const saat = nesne(kartlar.workingHours);
  const adres = nesne(kartlar.address);
  const telefon = nesne(kartlar.phone);
  const logo = typeof c.logo === 'string' && LOGO_ANAHTARI.test(c.logo) ? c.logo : null;
  return {
    colors: { primary: hex(renkler.primary, VARSAYILAN_RENKLER.primary), secondary: hex(renkler.secondary, VARSAYILAN_RENKLER.secondary), text: hex(renkler.text, VARSAYILAN_RENKLER.text) },
    logo,
    texts: { title: yazi(yazilar.title, TEMA_SINIR.baslik), subtitle: yazi(yazilar.subtitle, TEMA_SINIR.altBaslik), welcome: yazi(yazilar.welcome, TEMA_SINIR.karsilama) },
    infoCards: {
      workingHours: {
        title: yazi(saat.title, TEMA_SINIR.kartBaslik),
        hours: (Array.isArray(saat.hours) ? saat.hours : [])
          .map((h) => ({ days: yazi(nesne(h).days, TEMA_SINIR.gun), time: yazi(nesne(h).time, TEMA_SINIR.saat) }))
          .filter((h) => h.days !== '' && h.time !== '')
          .slice(0, TEMA_SINIR.satir),
      },
      address: { title: yazi(adres.title, TEMA_SINIR.kartBaslik), text: yazi(adres.text, TEMA_SINIR.adres) },
      phone: { title: yazi(telefon.title, TEMA_SINIR.kartBaslik), text: yazi(telefon.text, TEMA_SINIR.telefon) },
    },
  };
}

/** Answer of GET /api/isletme/randevu/tema: the theme editor's data. */
export interface TemaVerisi {
  /** null: the venue has no online channel yet (set it up on the online-kanal screen first) */
  kanal: { firmaKey: string; firmaAdi: string; aktif: boolean } | null;
  isletmeAd: string;
  tema: Tema;
  kapaliGunler: number[];
  /** for the live preview: the first bookable services as the public page lists them */
  hizmetler: { id: number; ad: string; sureDk: number; fiyatKurus: number }[];
  /** weekly working rows of active staff (suggesting the hours card, warning about closed days with staff) */
  calisma: { gun: number; baslangic: string; bitis: string }[];
}
