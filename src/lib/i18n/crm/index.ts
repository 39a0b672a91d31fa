import { modulMetinleri } from '../modul';
import { TR_CRM_DETAY } from './detay';
import { TR_CRM_GUVENILIRLIK } from './guvenilirlik';
import { TR_CRM_ORTAK } from './ortak';
import { TR_CRM_RAPOR } from './rapor';
import { TR_CRM_TAKIP } from './takip';

/** Every Turkish text of the CRM module (/isletme/crm/*); importing this module registers them (import it from a screen). */
export const TR_CRM = { ...TR_CRM_ORTAK, ...TR_CRM_RAPOR, ...TR_CRM_DETAY, ...TR_CRM_TAKIP, ...TR_CRM_GUVENILIRLIK } as const;
modulMetinleri('crm', TR_CRM);
