import * as v from 'valibot';

/** Resources (/isletme/randevutakip/kaynaklar): rooms and devices services need, shared by worker and panel. */

export const KAYNAK_TURLERI = ['oda', 'cihaz'] as const;
export type KaynakTuru = (typeof KAYNAK_TURLERI)[number];
export const KAYNAK_AD_MAX = 80;
/** at most this many resources a service may need */
export const HIZMET_KAYNAK_MAX = 5;

const id = (mesaj: string) => v.pipe(v.number(mesaj), v.integer(mesaj), v.minValue(1, mesaj), v.maxValue(2 ** 31 - 1, mesaj));

export const KaynakSchema = v.object({
  ad: v.pipe(v.string('randevu.kaynak.v.ad'), v.trim(), v.minLength(1, 'randevu.kaynak.v.ad'), v.maxLength(KAYNAK_AD_MAX, 'randevu.kaynak.v.ad')),
  tur: v.picklist(KAYNAK_TURLERI, 'randevu.kaynak.v.tur'),
  demirbasId: v.nullable(id('randevu.kaynak.v.demirbas')),
  aktif: v.boolean('randevu.kaynak.v.aktif'),
});
export type KaynakGirdisi = v.InferOutput<typeof KaynakSchema>;

/** PUT /hizmetler/:id/kaynaklar: the resources a service needs (replaces the list). */
export const HizmetKaynakSchema = v.object({
  kaynakIdler: v.pipe(v.array(id('randevu.kaynak.v.kaynak'), 'randevu.kaynak.v.kaynak'), v.maxLength(HIZMET_KAYNAK_MAX, 'randevu.kaynak.v.cokKaynak'),
    v.check((l) => new Set(l).size === l.length, 'randevu.kaynak.v.kaynak')),
});

export interface Kaynak {
  id: number;
  ad: string;
  tur: KaynakTuru;
  kapasite: number;
  demirbasId: number | null;
  /** the linked asset's tag and name, and whether it is in maintenance now */
  demirbas: { kod: string; ad: string; bakimda: boolean } | null;
  aktif: boolean;
  /** the services that need it */
  hizmetIdler: number[];
}

/** An appointment on a resource whose asset is (or will be) in maintenance at its time: it needs moving. */
export interface TasinacakRandevu {
  randevuId: number;
  kaynakId: number;
  kaynakAd: string;
  baslangic: string;
  bitis: string;
  musteriAd: string;
  personelAd: string;
  /** the calendar day (YYYY-MM-DD, venue time) the calendar opens on */
  gun: string;
}

export interface KaynakListesi {
  kaynaklar: Kaynak[];
  /** the venue's fixed assets a resource may be linked to (not scrapped) */
  demirbaslar: { id: number; kod: string; ad: string }[];
  tasinacaklar: TasinacakRandevu[];
}

/** A resource as the service form offers it. */
export interface KaynakSecenegi { id: number; ad: string; tur: KaynakTuru; aktif: boolean; hizmetIdler: number[] }
