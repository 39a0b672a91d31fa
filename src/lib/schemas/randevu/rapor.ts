/** No-show / late-cancel reports (dashboard card, CRM), shared by the worker and the panel. */
import * as v from 'valibot';
import { gunMs } from '@lib/randevu/time';
import { gunSayisi } from '@lib/zaman/aralik';

export const DONEM_MAX_GUN = 366;
export const DONEM_VARSAYILAN_GUN = 30;

const gun = v.pipe(v.string('randevu.rapor.v.tarih'), v.check((s) => gunMs(s) !== null && s >= '2000-01-01' && s <= '2099-12-31', 'randevu.rapor.v.tarih'));

/** ?bas=&bit= (venue-zone days); a missing end defaults on the server (the last 30 days up to today). */
export const DonemSorguSchema = v.pipe(
  v.object({ bas: v.optional(gun), bit: v.optional(gun) }),
  v.check((s) => !s.bas || !s.bit || s.bas <= s.bit, 'randevu.rapor.v.aralikTers'),
  v.check((s) => !s.bas || !s.bit || gunSayisi(s.bas, s.bit) <= DONEM_MAX_GUN, 'randevu.rapor.v.aralikUzun'),
);

/** One service's / staff member's / customer's figures over the period. */
export interface GuvenilirlikSatiri {
  id: number;
  ad: string;
  /** due appointments: started before now, not cancelled in time, no unpaid deposit hold (the rate's denominator) */
  vade: number;
  gelmedi: number;
  gecIptal: number;
  /** (gelmedi + gecIptal) / vade, null when nothing was due */
  oran: number | null;
}

export interface GuvenilirlikRaporu {
  bas: string;
  bit: string;
  saatDilimi: string;
  /** a cancel less than this many hours before the start is late (the deposit rule's parameter) */
  gecIptalSaat: number;
  toplam: Omit<GuvenilirlikSatiri, 'id' | 'ad'>;
  hizmetler: GuvenilirlikSatiri[];
  personeller: GuvenilirlikSatiri[];
}

export interface MusteriGuvenilirlikRaporu {
  bas: string;
  bit: string;
  gecIptalSaat: number;
  /** customers with at least one no-show or late cancel, most first */
  musteriler: GuvenilirlikSatiri[];
}

/** A customer's figures in the deposit rule's window (the CRM summary). */
export interface MusteriGuvenilirligi {
  ay: number;
  gecIptalSaat: number;
  vade: number;
  gelmedi: number;
  gecIptal: number;
  oran: number | null;
  /** the venue's threshold (0 = the customer rule is off) and whether this customer's next online booking asks a deposit by it */
  esik: number;
  kaporaKurali: boolean;
}
