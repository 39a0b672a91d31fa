import { modulMetinleri } from '../modul';
import { TR_RANDEVU_BEKLEME } from './bekleme';
import { TR_RANDEVU_DASHBOARD } from './dashboard';
import { TR_RANDEVU_HATIRLATMA } from './hatirlatma';
import { TR_RANDEVU_KANAL } from './kanal';
import { TR_RANDEVU_SERI } from './seri';
import { TR_RANDEVU_KAPORA } from './kapora';
import { TR_RANDEVU_KAYNAK } from './kaynak';
import { TR_RANDEVU_RAPOR } from './rapor';
import { TR_RANDEVU_TAKVIM } from './takvim';

/**
 * The Turkish texts most appointment screens need; importing this module registers them. The texts only a few
 * screens show are parts of their own, loaded with those screens (src/lib/i18n/modul.ts): the services and packages
 * (`./hizmet`), the page theme (`./tema`) and the blog (`./blog`). The cash book, ledger, customer and staff texts
 * are the venue-wide books', not part of this module.
 */
export const TR_RANDEVU = {
  ...TR_RANDEVU_DASHBOARD,
  ...TR_RANDEVU_TAKVIM,
  ...TR_RANDEVU_KANAL,
  ...TR_RANDEVU_HATIRLATMA,
  ...TR_RANDEVU_SERI,
  ...TR_RANDEVU_KAPORA,
  ...TR_RANDEVU_KAYNAK,
  ...TR_RANDEVU_RAPOR,
  ...TR_RANDEVU_BEKLEME,
} as const;
modulMetinleri('randevu', TR_RANDEVU);
