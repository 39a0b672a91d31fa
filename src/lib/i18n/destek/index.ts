import { modulMetinleri } from '../modul';
import { TR_DESTEK_METIN } from './metin';

/** Every Turkish text of platform support access; importing this module registers them. */
export const TR_DESTEK = { ...TR_DESTEK_METIN } as const;
modulMetinleri('destek', TR_DESTEK);
