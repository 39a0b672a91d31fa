import { modulMetinleri } from '../modul';
import { TR_ENVANTER_DEMIRBAS } from './demirbas';
import { TR_ENVANTER_ORTAK } from './ortak';
import { TR_ENVANTER_STOK } from './stok';
import { TR_ENVANTER_TARAMA } from './tarama';

/** Every Turkish text of the inventory module (/isletme/envanter/*); importing this module registers them. */
export const TR_ENVANTER = { ...TR_ENVANTER_ORTAK, ...TR_ENVANTER_STOK, ...TR_ENVANTER_DEMIRBAS, ...TR_ENVANTER_TARAMA } as const;
modulMetinleri('envanter', TR_ENVANTER);
