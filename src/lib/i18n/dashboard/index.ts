import { modulMetinleri } from '../modul';
import { TR_DASHBOARD_METIN } from './metin';

/** Every Turkish text of the venue dashboard; importing this module registers them. */
export const TR_DASHBOARD = { ...TR_DASHBOARD_METIN } as const;
modulMetinleri('dashboard', TR_DASHBOARD);
