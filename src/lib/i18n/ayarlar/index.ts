import { modulMetinleri } from '../modul';
import { TR_AYARLAR_METIN } from './metin';

/** Every Turkish text of the settings screens; importing this module registers them. */
export const TR_AYARLAR = { ...TR_AYARLAR_METIN } as const;
modulMetinleri('ayarlar', TR_AYARLAR);
