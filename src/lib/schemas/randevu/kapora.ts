import * as v from 'valibot';
import type { CokDilliMetin } from '@lib/menu/text';
import type { KaporaGorunumu } from './takvim';

/** Deposits (kapora): the venue's rules, a service's deposit and recording a deposit, shared by worker and panel. */

const tamsayi = (min: number, max: number, key: string) => v.pipe(v.number(key), v.integer(key), v.minValue(min, key), v.maxValue(max, key));

/** The venue's deposit rules (a venue parameter). */
export const KaporaAyarSchema = v.object({
  tutmaDk: tamsayi(15, 4320, 'randevu.kapora.v.tutmaDk'),
  kuralGelmedi: tamsayi(0, 20, 'randevu.kapora.v.kuralGelmedi'),
  kuralGecIptalSaat: tamsayi(0, 168, 'randevu.kapora.v.kuralGecIptalSaat'),
  kuralAy: tamsayi(1, 24, 'randevu.kapora.v.kuralAy'),
  kuralYuzde: tamsayi(1, 100, 'randevu.kapora.v.kuralYuzde'),
  gelmediPolitika: v.picklist(['tut', 'iade'], 'randevu.kapora.v.politika'),
  // TR IBAN: TR + 24 digits, spaces allowed while typing; stored without spaces
  iban: v.pipe(v.string('randevu.kapora.v.iban'), v.transform((s) => s.replace(/\s+/g, '').toUpperCase()), v.check((s) => s === '' || /^TR\d{24}$/.test(s), 'randevu.kapora.v.iban')),
  hesapSahibi: v.pipe(v.string('randevu.kapora.v.hesapSahibi'), v.trim(), v.maxLength(120, 'randevu.kapora.v.hesapSahibi')),
});

/** A service's deposit: none, a fixed amount in kuruş, or a percentage (1–100) of its price. */
export const HizmetKaporaSchema = v.pipe(
  v.object({ tur: v.picklist(['yok', 'sabit', 'yuzde'], 'randevu.kapora.v.tur'), deger: tamsayi(0, 100_000_000, 'randevu.kapora.v.deger') }),
  v.check((h) => h.tur !== 'yuzde' || (h.deger >= 1 && h.deger <= 100), 'randevu.kapora.v.yuzde'),
  v.check((h) => h.tur !== 'sabit' || h.deger >= 1, 'randevu.kapora.v.deger'),
);

/** POST …/randevular/:id/kapora: the deposit came in, by transfer or in cash. */
export const KaporaAlSchema = v.object({ odeme: v.picklist(['havale', 'nakit'], 'randevu.kapora.v.odeme') });

/** The venue's deposit rules as the panel reads and saves them. */
export type KaporaAyari = v.InferOutput<typeof KaporaAyarSchema>;

/** A service's row in the deposit settings: its name, price and deposit. */
export interface HizmetKaporaSatiri { id: number; ad: CokDilliMetin; fiyatKurus: number; tur: 'yok' | 'sabit' | 'yuzde'; deger: number }

/** What the guest's confirmation and manage page show of a booking's deposit. */
export interface MisafirKaporasi { kod: string; tutarKurus: number; sonZaman: string; durum: KaporaGorunumu['durum']; iban: string; hesapSahibi: string; saatDilimi: string }
