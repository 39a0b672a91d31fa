/**
 * Helpers of the channel theme editor: WCAG contrast of the chosen colours (as the public page will really use
 * them), per-row closed-day reading (SPEC §5) and working-hour rows suggested from the staff's weekly hours. Pure.
 */
import { parlaklik, temaRenkleri } from './tema-renk';
import { kapaliGunler, kapaliMi } from './closed-days';
import { dakikaOku } from './time';

/** WCAG contrast ratio (1…21) of two '#rrggbb' colours. */
export function kontrastOrani(a: string, b: string): number {
  const [x, y] = [parlaklik(a), parlaklik(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

export const MIN_KONTRAST = 4.5;
const SAYFA_ZEMINI = '#ffffff';

export type RenkUyarisi =
  | { tur: 'metinZemin' | 'metinIkincil' | 'anaZemin' | 'baslikAna'; oran: number }
  | { tur: 'metinYoksayildi' };

/**
 * Contrast problems of a theme as the public page applies it (src/lib/randevu/tema-renk.ts: the text colour is only
 * used when dark enough, the header text is black or white by the primary colour): text on the white page and on
 * the secondary colour, the primary colour as link/accent text on white, the header text on the primary colour.
 */
export function renkUyarilari(colors: { primary: string; secondary: string; text: string }): RenkUyarisi[] {
  const etkin = temaRenkleri({ colors });
  const out: RenkUyarisi[] = [];
  if (!etkin.x) out.push({ tur: 'metinYoksayildi' });
  const metin = etkin.x ?? '#1f2937';
  const ikincil = etkin.s ?? '#f0fdfa';
  const ana = etkin.a ?? '#0f766e';
  const kontrol = (tur: 'metinZemin' | 'metinIkincil' | 'anaZemin' | 'baslikAna', a: string, b: string) => {
    const oran = kontrastOrani(a, b);
    if (oran < MIN_KONTRAST) out.push({ tur, oran: Math.floor(oran * 100) / 100 });
  };
  if (etkin.x) kontrol('metinZemin', metin, SAYFA_ZEMINI);
  kontrol('metinIkincil', metin, ikincil);
  kontrol('anaZemin', ana, SAYFA_ZEMINI);
  kontrol('baslikAna', etkin.at === '#111' ? '#111111' : '#ffffff', ana);
  return out;
}

/** Turkish weekday names as the public page needs them for SPEC §5 (data, not UI text). Sunday = 0. */
export const TR_GUN_ADLARI = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
export const KAPALI = 'Kapalı';

export type SatirDurumu = { tur: 'acik' } | { tur: 'kapali'; gunler: number[] } | { tur: 'anlasilmadi' };

/**
 * How one {days, time} row reads under SPEC §5: closed weekdays, open, or a warning — 'kapalı' (however typed) in the
 * time but day names that cannot be read ('anlasilmadi').
 */
export function satirDurumu(satir: { days: string; time: string }): SatirDurumu {
  if (!kapaliMi(satir.time)) return { tur: 'acik' };
  const gunler = kapaliGunler([satir]);
  return gunler.length > 0 ? { tur: 'kapali', gunler } : { tur: 'anlasilmadi' };
}

/** Weekdays (0–6) that have working hours but the theme shows as closed: online customers cannot book them. */
export function kapaliAmaCalisilan(kapali: readonly number[], calisilan: readonly number[]): number[] {
  return kapali.filter((g) => calisilan.includes(g)).sort((a, b) => a - b);
}

const PAZARTESI_ILK = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * Rows for the working-hours card from the staff's weekly hours: per weekday the earliest start to the latest end of
 * any staff member, days without hours as 'Kapalı'; neighbouring days with the same text become one row
 * ('Salı - Cumartesi'), also across Sunday → Monday.
 */
export function saatOnerisi(calisma: readonly { gun: number; baslangic: string; bitis: string; tur?: string }[]): { days: string; time: string }[] {
  const metin = (gun: number): string => {
    let ilk = Infinity;
    let son = -Infinity;
    for (const c of calisma) {
      if (c.gun !== gun || (c.tur !== undefined && c.tur !== 'calisma')) continue;
      const bas = dakikaOku(c.baslangic);
      const bit = dakikaOku(c.bitis);
      if (bas === null || bit === null || bit <= bas) continue;
      ilk = Math.min(ilk, bas);
      son = Math.max(son, bit);
    }
    if (ilk === Infinity) return KAPALI;
    const hhmm = (dk: number) => `${String(Math.floor(dk / 60)).padStart(2, '0')}:${String(dk % 60).padStart(2, '0')}`;
    return `${hhmm(ilk)} - ${hhmm(son)}`;
  };
  const metinler = new Map(PAZARTESI_ILK.map((g) => [g, metin(g)]));
  if (new Set(metinler.values()).size === 1) {
    return [{ days: `${TR_GUN_ADLARI[1]} - ${TR_GUN_ADLARI[0]}`, time: metinler.get(1)! }];
  }
  // start the walk where the text changes, so a run over Sunday → Monday stays one row
  let bas = 0;
  while (metinler.get(PAZARTESI_ILK[bas]!) === metinler.get(PAZARTESI_ILK[(bas + 6) % 7]!)) bas++;
  const sira = [...PAZARTESI_ILK.slice(bas), ...PAZARTESI_ILK.slice(0, bas)];
  const gruplar: { gunler: number[]; time: string }[] = [];
  for (const g of sira) {
    const time = metinler.get(g)!;
    const son = gruplar[gruplar.length - 1];
    if (son && son.time === time) son.gunler.push(g);
    else gruplar.push({ gunler: [g], time });
  }
  // Monday-first order of the rows, as people read a week
  const sirasi = (g: number) => (g + 6) % 7;
  gruplar.sort((a, b) => sirasi(a.gunler[0]!) - sirasi(b.gunler[0]!));
  return gruplar.map(({ gunler, time }) => ({
    days: gunler.length === 1 ? TR_GUN_ADLARI[gunler[0]!]! : `${TR_GUN_ADLARI[gunler[0]!]} - ${TR_GUN_ADLARI[gunler[gunler.length - 1]!]}`,
    time,
  }));
}

/** Ready-made colour sets that pass every contrast check above. */
export const HAZIR_RENKLER = [
  { id: 'turkuaz', primary: '#0f766e', secondary: '#f0fdfa', text: '#1f2937' },
  { id: 'mor', primary: '#7c3a6b', secondary: '#f6eef4', text: '#2b1d27' },
  { id: 'lacivert', primary: '#1e3a8a', secondary: '#eff6ff', text: '#1e293b' },
  { id: 'gul', primary: '#be185d', secondary: '#fdf2f8', text: '#1f2937' },
  { id: 'orman', primary: '#166534', secondary: '#f0fdf4', text: '#1c1917' },
  { id: 'grafit', primary: '#334155', secondary: '#f1f5f9', text: '#0f172a' },
] as const;
