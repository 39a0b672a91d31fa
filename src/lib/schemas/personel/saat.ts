import '@lib/i18n/personel';
import * as v from 'valibot';

/**
 * Weekly working hours of a staff member (/api/isletme/randevu/personel/:id/calisma): one schema for the panel form and
 * the API. A message key may carry one weekday as 'key|gun' (see hataAnahtari) so both sides can name the day.
 */

/** Weekdays as the panel shows them: Monday first (SPEC numbering, Sunday = 0). */
export const HAFTA_SIRASI = [1, 2, 3, 4, 5, 6, 0] as const;
export const TUR_LISTESI = ['calisma', 'mola'] as const;
export type SaatTuru = (typeof TUR_LISTESI)[number];

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
  v.string('personel.saat.bicim'),
  v.check((text) => {
    const dk = dakika(text);
    return dk !== null && dk % 5 === 0;
  }, 'personel.saat.bicim'),
);

export const AralikSchema = v.object({
  gun: v.pipe(v.number('personel.saat.gun'), v.integer('personel.saat.gun'), v.minValue(0, 'personel.saat.gun'), v.maxValue(6, 'personel.saat.gun')),
  baslangic: saat,
  bitis: saat,
  tur: v.picklist(TUR_LISTESI, 'personel.saat.tur'),
});
export type Aralik = v.InferOutput<typeof AralikSchema>;

export interface SaatHatasi {
  gun: number;
  /** i18n key */
  anahtar: 'personel.saat.bitisOnce' | 'personel.saat.cakisma' | 'personel.saat.molaCakisma' | 'personel.saat.molaDisarida' | 'personel.saat.molaYalniz' | 'personel.saat.cokFazla';
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
  if (calisma.length > MAX_GUNLUK || mola.length > MAX_GUNLUK) return 'personel.saat.cokFazla';
  if ([...calisma, ...mola].some((a) => a.bit <= a.bas)) return 'personel.saat.bitisOnce';
  const cakisir = (list: { bas: number; bit: number }[]) => list.some((a, i) => i > 0 && a.bas < list[i - 1]!.bit);
  if (cakisir(calisma)) return 'personel.saat.cakisma';
  if (mola.length > 0 && calisma.length === 0) return 'personel.saat.molaYalniz';
  if (mola.some((m) => !calisma.some((c) => c.bas <= m.bas && m.bit <= c.bit))) return 'personel.saat.molaDisarida';
  if (cakisir(mola)) return 'personel.saat.molaCakisma';
  return null;
}

/** PUT /personel/:id/calisma: the whole week of one staff member (replaces every row). */
export const CalismaSchema = v.pipe(
  v.object({ araliklar: v.pipe(v.array(AralikSchema, 'error.invalidInput'), v.maxLength(7 * MAX_GUNLUK * 2, 'personel.saat.cokFazlaToplam')) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const hata = saatHatalari(dataset.value.araliklar)[0];
    if (hata) addIssue({ message: `${hata.anahtar}|${hata.gun}` });
  }),
);
export type CalismaGirdisi = v.InferOutput<typeof CalismaSchema>;

/** 'personel.saat.cakisma|1' → key + the weekday to name in the message ({gun}). */
export function hataAnahtari(message: string): { anahtar: string; gun: number | null } {
  const [anahtar = 'error.invalidInput', gun] = message.split('|');
  return { anahtar, gun: gun !== undefined && /^[0-6]$/.test(gun) ? Number(gun) : null };
}

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

/** Future appointments a week of hours leaves outside (a warning; appointments are never moved). */
export interface Disarida { sayi: number; ilk: string | null }
