import * as v from 'valibot';
import { LISANS_MODULLERI, LISANS_PLANLARI, type LisansHali, type LisansModulu, type LisansPlani } from '@lib/lisans';

/** A real calendar day YYYY-MM-DD (2026-02-30 is not). */
export function gunGecerli(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === text;
}

const gun = (message: string) => v.pipe(v.string(message), v.check(gunGecerli, message));
const tamSayi = (min: number, max: number, message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** PUT /api/admin/lisans/:isletmeId: a venue's whole licence (ekSureGun null = the platform default). */
export const LisansSchema = v.pipe(
  v.object({
    plan: v.picklist(LISANS_PLANLARI, 'admin.lisans.v.plan'),
    moduller: v.pipe(v.array(v.picklist(LISANS_MODULLERI, 'admin.lisans.v.modul'), 'admin.lisans.v.modul'), v.maxLength(LISANS_MODULLERI.length, 'admin.lisans.v.modul')),
    koltuk: tamSayi(1, 1000, 'admin.lisans.v.koltuk'),
    baslangic: gun('admin.lisans.v.tarih'),
    bitis: gun('admin.lisans.v.tarih'),
    deneme: v.boolean('error.invalidInput'),
    ekSureGun: v.nullable(tamSayi(0, 90, 'admin.lisans.v.ekSure')),
  }),
  v.forward(v.partialCheck([['baslangic'], ['bitis']], (l) => l.bitis >= l.baslangic, 'admin.lisans.v.bitis'), ['bitis']),
);
export type LisansGirdisi = v.InferOutput<typeof LisansSchema>;

/** A venue's licence as /api/admin/lisans answers it (lisans null: no row, not restricted). */
export interface LisansSatiri {
  isletmeId: number;
  ad: string;
  tur: string;
  askida: boolean;
  kullanilan: number;
  lisans: {
    plan: LisansPlani;
    moduller: LisansModulu[];
    koltuk: number;
    baslangic: string;
    bitis: string;
    deneme: boolean;
    ekSureGun: number | null;
    hali: LisansHali;
  } | null;
}

/** The licence list (GET /api/admin/lisans). */
export interface LisansListesi {
  satirlar: LisansSatiri[];
  varsayilanEkSure: number;
}

/** One change in a venue's licence history (GET /api/admin/lisans/:isletmeId). */
export interface LisansGecmisi {
  id: number;
  zaman: string;
  kullanici: string | null;
  ayrinti: { eski: Partial<LisansGirdisi> | null; yeni: Partial<LisansGirdisi> };
}
