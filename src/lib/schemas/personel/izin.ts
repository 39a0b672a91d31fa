import '@lib/i18n/personel';
import * as v from 'valibot';
import { metin, tarih, tarihGecerli } from './ortak';

/** A wall-clock instant in the venue zone, 'YYYY-MM-DDTHH:MM'. */
const yerelAn = (message: string) => v.pipe(v.string(message), v.check((text) => /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(text) && tarihGecerli(text.slice(0, 10)), message));
const not = metin(0, 200, 'personel.izin.not');

/** Longest leave in one entry (days). */
export const MAX_IZIN_GUN = 366;
const gunFarki = (a: string, b: string) => (Date.parse(`${b.slice(0, 10)}T00:00:00Z`) - Date.parse(`${a.slice(0, 10)}T00:00:00Z`)) / 86_400_000;

/** Leave: whole days in the venue zone (inclusive) or from–to wall-clock times. */
export const IzinSchema = v.pipe(
  v.variant('tur', [
    v.object({ tur: v.literal('gun'), baslangicTarih: tarih('personel.izin.tarih'), bitisTarih: tarih('personel.izin.tarih'), aciklama: not }),
    v.object({ tur: v.literal('saat'), baslangic: yerelAn('personel.izin.tarih'), bitis: yerelAn('personel.izin.tarih'), aciklama: not }),
  ], 'personel.izin.tur'),
  v.check((izin) => (izin.tur === 'gun' ? izin.bitisTarih >= izin.baslangicTarih : izin.bitis > izin.baslangic), 'personel.izin.bitisOnce'),
  v.check((izin) => (izin.tur === 'gun' ? gunFarki(izin.baslangicTarih, izin.bitisTarih) < MAX_IZIN_GUN : gunFarki(izin.baslangic, izin.bitis) < MAX_IZIN_GUN), 'personel.izin.cokUzun'),
);
export type IzinGirdisi = v.InferOutput<typeof IzinSchema>;

/** One leave entry as the leave dialog lists it; `cakisan` counts active appointments inside it. */
export interface Izin { id: number; baslangic: string; bitis: string; aciklama: string; tamGun: boolean; cakisan: number }
