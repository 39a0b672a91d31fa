import { modulMetinleri } from '../modul';
import { TR_PARAMETRE_CRM } from './crm';
import { TR_PARAMETRE_METIN } from './metin';

/** Every Turkish text of the venue parameters screen; importing this module registers them. */
export const TR_PARAMETRE = { ...TR_PARAMETRE_METIN, ...TR_PARAMETRE_CRM } as const;
modulMetinleri('parametre', TR_PARAMETRE);
