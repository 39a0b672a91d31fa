import { modulMetinleri } from '../modul';
import { TR_QRMENU_MISAFIR } from './misafir';
import { TR_QRMENU_PANEL } from './panel';
import { TR_QRMENU_SECENEK } from './secenek';

/** Every Turkish text of the QR menu; importing this module registers them (import it from a screen). */
export const TR_QRMENU = { ...TR_QRMENU_PANEL, ...TR_QRMENU_SECENEK, ...TR_QRMENU_MISAFIR } as const;
modulMetinleri('qrmenu', TR_QRMENU);
