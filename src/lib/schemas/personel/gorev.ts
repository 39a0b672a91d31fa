import '@lib/i18n/personel';
import * as v from 'valibot';
import { id, metin, tarih } from './ortak';

/** Staff tasks (/api/isletme/randevu/gorevler): one set of schemas for the panel forms and the API. */

export const GOREV_DURUMLARI = ['bekliyor', 'devam', 'tamamlandi'] as const;
export type GorevDurumu = (typeof GOREV_DURUMLARI)[number];

export const GorevSchema = v.object({
  baslik: metin(1, 200, 'personel.gorev.invalid.baslik'),
  aciklama: metin(0, 2000, 'personel.gorev.invalid.aciklama'),
  personelId: v.optional(v.nullable(id('personel.gorev.invalid.personel')), null),
  sonTarih: v.optional(v.nullable(tarih('personel.gorev.invalid.sonTarih')), null),
  durum: v.optional(v.picklist(GOREV_DURUMLARI, 'personel.gorev.invalid.durum'), 'bekliyor'),
});
export type GorevGirdisi = v.InferOutput<typeof GorevSchema>;

export const GorevDurumSchema = v.object({ durum: v.picklist(GOREV_DURUMLARI, 'personel.gorev.invalid.durum') });

/** Task list filters (query string): staff id or 'yok' (unassigned), status or 'acik' (not done), overdue only. */
export const GorevFiltreSchema = v.object({
  personelId: v.optional(v.union([v.literal(''), v.literal('yok'), v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/))], 'personel.gorev.invalid.filtre'), ''),
  durum: v.optional(v.picklist(['', 'acik', ...GOREV_DURUMLARI], 'personel.gorev.invalid.filtre'), ''),
  gecikmis: v.optional(v.picklist(['', '0', '1'], 'personel.gorev.invalid.filtre'), ''),
});
export type GorevFiltre = v.InferOutput<typeof GorevFiltreSchema>;

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

export interface GorevPersonel { id: number; ad: string; renk: string; aktif: boolean }
export interface GorevListesi { gorevler: Gorev[]; personeller: GorevPersonel[]; bugun: string }
