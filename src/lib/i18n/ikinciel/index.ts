import { modulMetinleri } from '../modul';
import { TR_IKINCIEL_METIN } from './metin';

/** Every Turkish text of second-hand trading; importing this module registers them (import it from a screen). */
export const TR_IKINCIEL = { ...TR_IKINCIEL_METIN } as const;
modulMetinleri('ikinciel', TR_IKINCIEL);
