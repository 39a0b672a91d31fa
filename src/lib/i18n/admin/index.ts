import { modulMetinleri } from '../modul';
import { TR_ADMIN_GENEL } from './genel';
import { TR_ADMIN_ISLETME } from './isletme';
import { TR_ADMIN_LISANS } from './lisans';
import { TR_ADMIN_MUHASEBE } from './muhasebe';
import { TR_ADMIN_POS } from './pos';
import { TR_ADMIN_STOK } from './stok';
import { TR_ADMIN_TALEP } from './talep';

/** Every Turkish text of the admin area's screens; importing this module registers them (import it from a screen). */
export const TR_ADMIN = {
  ...TR_ADMIN_ISLETME,
  ...TR_ADMIN_LISANS,
  ...TR_ADMIN_MUHASEBE,
  ...TR_ADMIN_GENEL,
  ...TR_ADMIN_TALEP,
  ...TR_ADMIN_POS,
  ...TR_ADMIN_STOK,
} as const;
modulMetinleri('admin', TR_ADMIN);
