import * as v from 'valibot';
import type { BeklemeDurumu } from '../../randevu/bekleme';
import { TEKLIF_DK_ARALIGI } from '../../randevu/bekleme';
import type { GonderimKanali } from './hatirlatma';
import { GONDERIM_KANALLARI } from './hatirlatma';
import { telefonAlani } from './telefon';

/** The waitlist (/isletme/randevutakip/bekleme-listesi), the public "join" and the offer link, shared by worker and panel. */

const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(0xffffffff, message));
const saat = v.pipe(v.string('randevu.bekleme.v.pencere'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'randevu.bekleme.v.pencere'));
const telefon = telefonAlani('randevu.api.phoneInvalid');

const girdi = {
  adSoyad: v.pipe(v.string('randevu.api.nameInvalid'), v.trim(), v.minLength(2, 'randevu.api.nameInvalid'), v.maxLength(100, 'randevu.api.nameInvalid')),
  telefon,
  hizmetId: id('randevu.api.serviceInvalid'),
  personelId: v.optional(v.nullable(id('randevu.api.staffInvalid')), null),
  tarih: v.pipe(v.string('randevu.bekleme.v.tarih'), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'randevu.bekleme.v.tarih')),
  pencereBas: saat,
  pencereBit: saat,
};
const pencereSirali = <T extends { pencereBas: string; pencereBit: string }>(g: T) => g.pencereBas < g.pencereBit;

/** Staff add or edit an entry. */
export const BeklemeSchema = v.pipe(v.object(girdi), v.check(pencereSirali, 'randevu.bekleme.v.pencere'));
export type BeklemeGirdisi = v.InferOutput<typeof BeklemeSchema>;

/** The guest joins from the booking page or the widget (KVKK consent as the booking form). */
export const BeklemeKatilSchema = v.pipe(
  v.object({ ...girdi, kvkkOnay: v.literal(true, 'randevu.api.kvkkRequired'), kaynak: v.optional(v.picklist(['online', 'widget']), 'online') }),
  v.check(pencereSirali, 'randevu.bekleme.v.pencere'),
);
export type BeklemeKatilGirdisi = v.InferOutput<typeof BeklemeKatilSchema>;

export const BeklemeAyarSchema = v.object({
  teklifDk: v.pipe(v.number('randevu.bekleme.v.teklifDk'), v.integer('randevu.bekleme.v.teklifDk'), v.minValue(TEKLIF_DK_ARALIGI[0], 'randevu.bekleme.v.teklifDk'), v.maxValue(TEKLIF_DK_ARALIGI[1], 'randevu.bekleme.v.teklifDk')),
});

export const BeklemeGonderSchema = v.object({ kanal: v.picklist(GONDERIM_KANALLARI, 'randevu.hatirlatma.v.kanal') });

/** The `t` of an offer link (or the whole link). */
export const TeklifSchema = v.object({ t: v.pipe(v.string('error.invalidLink'), v.minLength(1, 'error.invalidLink'), v.maxLength(4096, 'error.invalidLink')) });

export type TeklifDurumu = 'acik' | 'kabul' | 'suresi_doldu' | 'dolu' | 'iptal';

export interface BeklemeTeklifi {
  id: number;
  personel: { id: number; ad: string };
  baslangic: string;
  bitis: string;
  sonZaman: string;
  durum: TeklifDurumu;
  gonderim: { kanal: GonderimKanali; kullanici: string | null; zaman: string } | null;
}

export interface BeklemeSatiri {
  id: number;
  adSoyad: string;
  telefon: string;
  hizmet: { id: number; ad: string };
  personel: { id: number; ad: string } | null;
  tarih: string;
  pencereBas: string;
  pencereBit: string;
  durum: BeklemeDurumu;
  kaynak: 'panel' | 'online' | 'widget';
  olusturma: string;
  /** the latest offer (open, or how the last one ended) */
  teklif: BeklemeTeklifi | null;
}

export interface BeklemeListesi {
  saatDilimi: string;
  bugun: string;
  teklifDk: number;
  hizmetler: { id: number; ad: string }[];
  personeller: { id: number; ad: string; hizmetIdler: number[] }[];
  satirlar: BeklemeSatiri[];
}

export interface BeklemeGonderimSonucu { adres: string; metin: string; satir: BeklemeSatiri }

/** What the public offer page shows. */
export interface TeklifGorunumu {
  isletme: string;
  saatDilimi: string;
  hizmet: string;
  personel: string;
  baslangic: string;
  bitis: string;
  sonZaman: string;
  durum: TeklifDurumu;
  adSoyad: string;
}
