import { modulMetinleri } from '../modul';
import { TR_RANDEVU_BEKLEME } from './bekleme';
import { TR_RANDEVU_BLOG } from './blog';
import { TR_RANDEVU_DASHBOARD } from './dashboard';
import { TR_RANDEVU_HATIRLATMA } from './hatirlatma';
import { TR_RANDEVU_HIZMET } from './hizmet';
import { TR_RANDEVU_KANAL } from './kanal';
import { TR_RANDEVU_SERI } from './seri';
import { TR_RANDEVU_KAPORA } from './kapora';
import { TR_RANDEVU_TAKVIM } from './takvim';
import { TR_RANDEVU_TEMA } from './tema';

/**
 * Every Turkish text of the appointment module; importing this module registers them. The cash book, ledger, customer
 * and staff texts in this folder (finans.ts, musteri.ts, personel.ts) are the venue-wide books', not part of it.
 */
export const TR_RANDEVU = {
  ...TR_RANDEVU_DASHBOARD,
  ...TR_RANDEVU_TAKVIM,
  ...TR_RANDEVU_HIZMET,
  ...TR_RANDEVU_KANAL,
  ...TR_RANDEVU_TEMA,
  ...TR_RANDEVU_BLOG,
  ...TR_RANDEVU_HATIRLATMA,
  ...TR_RANDEVU_SERI,
  ...TR_RANDEVU_KAPORA,
  ...TR_RANDEVU_BEKLEME,
} as const;
modulMetinleri('randevu', TR_RANDEVU);
