import { modulMetinleri } from '../modul';
import { TR_QRMENU_MISAFIR } from './misafir';
import { TR_QRMENU_PANEL } from './panel';
import { TR_QRMENU_SECENEK } from './secenek';
import { TR_QRMENU_SIPARIS } from './siparis';

/** Every Turkish text of the QR menu; importing this module registers them (import it from a screen). */
export const TR_QRMENU = { ...TR_QRMENU_PANEL, ...TR_QRMENU_SECENEK, ...TR_QRMENU_MISAFIR, ...TR_QRMENU_SIPARIS } as const;
modulMetinleri('qrmenu', TR_QRMENU);
