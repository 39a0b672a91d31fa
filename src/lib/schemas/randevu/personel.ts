import * as v from 'valibot';
import type { CokDilliMetin } from '@lib/menu/text';
import { PERSONEL_FOTO_DESENI } from '@lib/schemas/personel';

/**
 * Staff (randevu_personel), weekly hours, leave and staff tasks of the appointment panel: one set of schemas for the
 * panel forms and the API (/api/isletme/randevu/personel*, /gorevler). Messages are i18n keys ('rpersonel.*');
 * a key may carry one weekday as 'key|gun' (see hataAnahtari) so both sides can name the day.
 */

/** Weekdays as the panel shows them: Monday first (SPEC numbering, Sunday = 0). */
export const HAFTA_SIRASI = [1, 2, 3, 4, 5, 6, 0] as const;
export const TUR_LISTESI = ['calisma', 'mola'] as const;
export type SaatTuru = (typeof TUR_LISTESI)[number];

/** Calendar colours with ≥ 4.5:1 contrast against white initials; any other '#rrggbb' is allowed too. */
export const RENK_PALETI = [
  ['#6d28d9', 'mor'], ['#1d4ed8', 'mavi'], ['#0f766e', 'camgobegi'], ['#15803d', 'yesil'], ['#a16207', 'hardal'],
  ['#c2410c', 'turuncu'], ['#b91c1c', 'kirmizi'], ['#be185d', 'pembe'], ['#4338ca', 'civit'], ['#334155', 'gri'],
] as const;
export const VARSAYILAN_RENK = '#6d28d9';

export const GOREV_DURUMLARI = ['bekliyor', 'devam', 'tamamlandi'] as const;
export type GorevDurumu = (typeof GOREV_DURUMLARI)[number];

const id = (message = 'error.invalidInput') => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0xffffffff, message));
const benzersiz = <T>(list: readonly T[]) => new Set(list).size === list.length;
// control characters (NUL cuts text short in SQLite's length(), others are never typed)
const temizMetin = (text: string) => ![...text].some((ch) => {
  const code = ch.charCodeAt(0);
  return (code < 32 && ch !== '\t' && ch !== '\n' && ch !== '\r') || code === 127;
});
/** Trimmed text of min..max characters without control characters; a missing field reads as ''. */
const metin = (min: number, max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message), v.check(temizMetin, message)), '');

/** 'HH:MM' → minutes (00:00 … 24:00), null otherwise. */
export function dakika(saat: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(saat);
  if (!m) return null;
  const total = Number(m[1]) * 60 + Number(m[2]);
  return total <= 24 * 60 ? total : null;
}

/** minutes → 'HH:MM'. */
export const saatMetni = (dk: number): string => `${String(Math.floor(dk / 60)).padStart(2, '0')}:${String(dk % 60).padStart(2, '0')}`;

const saat = v.pipe(
  v.string('rpersonel.saat.bicim'),
  v.check((text) => {
    const dk = dakika(text);
    return dk !== null && dk % 5 === 0;
  }, 'rpersonel.saat.bicim'),
);

export const AralikSchema = v.object({
  gun: v.pipe(v.number('rpersonel.saat.gun'), v.integer('rpersonel.saat.gun'), v.minValue(0, 'rpersonel.saat.gun'), v.maxValue(6, 'rpersonel.saat.gun')),
  baslangic: saat,
  bitis: saat,
  tur: v.picklist(TUR_LISTESI, 'rpersonel.saat.tur'),
});
export type Aralik = v.InferOutput<typeof AralikSchema>;

export interface SaatHatasi {
  gun: number;
  /** i18n key */
  anahtar: 'rpersonel.saat.bitisOnce' | 'rpersonel.saat.cakisma' | 'rpersonel.saat.molaCakisma' | 'rpersonel.saat.molaDisarida' | 'rpersonel.saat.molaYalniz' | 'rpersonel.saat.cokFazla';
}

const MAX_GUNLUK = 8;

/** Every rule broken by a week of ranges, at most one per day (the first): end after start, no overlaps, breaks inside work. */
export function saatHatalari(araliklar: readonly Aralik[]): SaatHatasi[] {
  const out: SaatHatasi[] = [];
  for (const gun of HAFTA_SIRASI) {
    const hata = gunHatasi(araliklar.filter((a) => a.gun === gun));
    if (hata) out.push({ gun, anahtar: hata });
  }
  return out;
}

function gunHatasi(gunun: readonly Aralik[]): SaatHatasi['anahtar'] | null {
  const parca = (tur: SaatTuru) => gunun.filter((a) => a.tur === tur).map((a) => ({ bas: dakika(a.baslangic) ?? 0, bit: dakika(a.bitis) ?? 0 })).sort((a, b) => a.bas - b.bas || a.bit - b.bit);
  const calisma = parca('calisma');
  const mola = parca('mola');
  if (calisma.length > MAX_GUNLUK || mola.length > MAX_GUNLUK) return 'rpersonel.saat.cokFazla';
  if ([...calisma, ...mola].some((a) => a.bit <= a.bas)) return 'rpersonel.saat.bitisOnce';
  const cakisir = (list: { bas: number; bit: number }[]) => list.some((a, i) => i > 0 && a.bas < list[i - 1]!.bit);
  if (cakisir(calisma)) return 'rpersonel.saat.cakisma';
  if (mola.length > 0 && calisma.length === 0) return 'rpersonel.saat.molaYalniz';
  if (mola.some((m) => !calisma.some((c) => c.bas <= m.bas && m.bit <= c.bit))) return 'rpersonel.saat.molaDisarida';
  if (cakisir(mola)) return 'rpersonel.saat.molaCakisma';
  return null;
}

/** PUT /personel/:id/calisma: the whole week of one staff member (replaces every row). */
export const CalismaSchema = v.pipe(
  v.object({ araliklar: v.pipe(v.array(AralikSchema, 'error.invalidInput'), v.maxLength(7 * MAX_GUNLUK * 2, 'rpersonel.saat.cokFazlaToplam')) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const hata = saatHatalari(dataset.value.araliklar)[0];
    if (hata) addIssue({ message: `${hata.anahtar}|${hata.gun}` });
  }),
);
export type CalismaGirdisi = v.InferOutput<typeof CalismaSchema>;

/** 'rpersonel.saat.cakisma|1' → key + the weekday to name in the message ({gun}). */
export function hataAnahtari(message: string): { anahtar: string; gun: number | null } {
  const [anahtar = 'error.invalidInput', gun] = message.split('|');
  return { anahtar, gun: gun !== undefined && /^[0-6]$/.test(gun) ? Number(gun) : null };
}

const renk = v.pipe(v.string('rpersonel.invalid.renk'), v.regex(/^#[0-9a-fA-F]{6}$/, 'rpersonel.invalid.renk'), v.toLowerCase());
/** Keys the upload routes hand out (this panel's randevu/personel/… or the staff register's personel/…); the API checks the venue. */
export const FOTO_DESENI = PERSONEL_FOTO_DESENI;

export const PersonelSchema = v.object({
  ad: metin(2, 80, 'rpersonel.invalid.ad'),
  renk: v.optional(renk, VARSAYILAN_RENK),
  foto: v.optional(v.nullable(v.pipe(v.string('rpersonel.invalid.foto'), v.regex(FOTO_DESENI, 'rpersonel.invalid.foto'))), null),
  hizmetIdler: v.optional(v.pipe(v.array(id('rpersonel.invalid.hizmet'), 'rpersonel.invalid.hizmet'), v.maxLength(500, 'rpersonel.invalid.hizmet'), v.check(benzersiz, 'rpersonel.invalid.hizmet')), []),
  kullaniciId: v.optional(v.nullable(id('rpersonel.invalid.hesap')), null),
  aktif: v.optional(v.boolean('rpersonel.invalid.aktif'), true),
  /** offered on the public booking page and widget */
  online: v.optional(v.boolean('rpersonel.invalid.aktif'), true),
  /** on add: a person already in the venue's staff register who gets the appointment profile */
  personelId: v.optional(v.nullable(id('rpersonel.invalid.kayit')), null),
});
export type PersonelGirdisi = v.InferOutput<typeof PersonelSchema>;

export const SiraSchema = v.object({
  idler: v.pipe(v.array(id('rpersonel.invalid.sira'), 'rpersonel.invalid.sira'), v.minLength(1, 'rpersonel.invalid.sira'), v.maxLength(500, 'rpersonel.invalid.sira'), v.check(benzersiz, 'rpersonel.invalid.sira')),
});

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30). */
export function tarihGecerli(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toISOString().slice(0, 10) === text;
}
const tarih = (message: string) => v.pipe(v.string(message), v.check(tarihGecerli, message));
/** A wall-clock instant in the venue zone, 'YYYY-MM-DDTHH:MM'. */
const yerelAn = (message: string) => v.pipe(v.string(message), v.check((text) => /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(text) && tarihGecerli(text.slice(0, 10)), message));
const not = metin(0, 200, 'rpersonel.izin.not');

/** Longest leave in one entry (days). */
export const MAX_IZIN_GUN = 366;
const gunFarki = (a: string, b: string) => (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000;

/** Leave: whole days in the venue zone (inclusive) or from–to wall-clock times. */
export const IzinSchema = v.pipe(
  v.variant('tur', [
    v.object({ tur: v.literal('gun'), baslangicTarih: tarih('rpersonel.izin.tarih'), bitisTarih: tarih('rpersonel.izin.tarih'), aciklama: not }),
    v.object({ tur: v.literal('saat'), baslangic: yerelAn('rpersonel.izin.tarih'), bitis: yerelAn('rpersonel.izin.tarih'), aciklama: not }),
  ], 'rpersonel.izin.tur'),
  v.check((izin) => (izin.tur === 'gun' ? izin.bitisTarih >= izin.baslangicTarih : izin.bitis > izin.baslangic), 'rpersonel.izin.bitisOnce'),
  v.check((izin) => (izin.tur === 'gun' ? gunFarki(izin.baslangicTarih, izin.bitisTarih) < MAX_IZIN_GUN : gunFarki(izin.baslangic, izin.bitis) < MAX_IZIN_GUN), 'rpersonel.izin.cokUzun'),
);
export type IzinGirdisi = v.InferOutput<typeof IzinSchema>;

export const GorevSchema = v.object({
  baslik: metin(1, 200, 'rpersonel.gorev.invalid.baslik'),
  aciklama: metin(0, 2000, 'rpersonel.gorev.invalid.aciklama'),
  personelId: v.optional(v.nullable(id('rpersonel.gorev.invalid.personel')), null),
  sonTarih: v.optional(v.nullable(tarih('rpersonel.gorev.invalid.sonTarih')), null),
  durum: v.optional(v.picklist(GOREV_DURUMLARI, 'rpersonel.gorev.invalid.durum'), 'bekliyor'),
});
export type GorevGirdisi = v.InferOutput<typeof GorevSchema>;

export const GorevDurumSchema = v.object({ durum: v.picklist(GOREV_DURUMLARI, 'rpersonel.gorev.invalid.durum') });

/** Task list filters (query string): staff id or 'yok' (unassigned), status or 'acik' (not done), overdue only. */
export const GorevFiltreSchema = v.object({
  personelId: v.optional(v.union([v.literal(''), v.literal('yok'), v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/))], 'rpersonel.gorev.invalid.filtre'), ''),
  durum: v.optional(v.picklist(['', 'acik', ...GOREV_DURUMLARI], 'rpersonel.gorev.invalid.filtre'), ''),
  gecikmis: v.optional(v.picklist(['', '0', '1'], 'rpersonel.gorev.invalid.filtre'), ''),
});
export type GorevFiltre = v.InferOutput<typeof GorevFiltreSchema>;

/** Consecutive weekdays (Monday first) sharing the same hours, for one-line summaries; days off are left out. */
export interface HaftaGrubu {
  ilk: number;
  son: number;
  calisma: string[];
  mola: string[];
}

const aralikMetni = (a: Aralik) => `${a.baslangic}–${a.bitis}`;

export function haftaOzeti(araliklar: readonly Aralik[]): HaftaGrubu[] {
  const out: HaftaGrubu[] = [];
  let onceki = '';
  for (const gun of HAFTA_SIRASI) {
    const gunun = araliklar.filter((a) => a.gun === gun).sort((a, b) => a.baslangic.localeCompare(b.baslangic));
    const calisma = gunun.filter((a) => a.tur === 'calisma').map(aralikMetni);
    const mola = gunun.filter((a) => a.tur === 'mola').map(aralikMetni);
    const imza = calisma.length ? `${calisma.join(',')}|${mola.join(',')}` : '';
    const son = out[out.length - 1];
    if (imza && imza === onceki && son) son.son = gun;
    else if (imza) out.push({ ilk: gun, son: gun, calisma, mola });
    onceki = imza;
  }
  return out;
}

/** Working minutes of a week (breaks taken off). */
export function haftalikDakika(araliklar: readonly Aralik[]): number {
  const sure = (a: Aralik) => Math.max(0, (dakika(a.bitis) ?? 0) - (dakika(a.baslangic) ?? 0));
  return araliklar.reduce((sum, a) => sum + (a.tur === 'calisma' ? sure(a) : -sure(a)), 0);
}

/** One summary line, e.g. 'Sal–Cmt 10:00–19:00 (mola 13:00–14:00)'; `gunAdi` gives short day names, `mola` the word. */
export function haftaMetni(araliklar: readonly Aralik[], gunAdi: (gun: number) => string, mola: string): string {
  return haftaOzeti(araliklar)
    .map((g) => `${g.ilk === g.son ? gunAdi(g.ilk) : `${gunAdi(g.ilk)}–${gunAdi(g.son)}`} ${g.calisma.join(', ')}${g.mola.length ? ` (${mola} ${g.mola.join(', ')})` : ''}`)
    .join('; ');
}

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

export interface Gorev {
  id: number;
  baslik: string;
  aciklama: string;
  personelId: number | null;
  sonTarih: string | null;
  durum: GorevDurumu;
  olusturma: string;
  /** due day before today (venue zone) and not done */
  gecikmis: boolean;
}
