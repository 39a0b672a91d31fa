import { modulMetinleri } from '../modul';
import { TR_CAFE_GUN } from './gun';
import { TR_CAFE_MASA } from './masa';
import { TR_CAFE_TAKIP } from './takip';
import { TR_CAFE_BOL } from './bol';
import { TR_CAFE_ISTASYON } from './istasyon';
import { TR_CAFE_QR } from './qr';

/** Every Turkish text of the cafe (tables, table tracking, the working day and its reports); importing this module registers them. */
export const TR_CAFE = { ...TR_CAFE_MASA, ...TR_CAFE_GUN, ...TR_CAFE_TAKIP, ...TR_CAFE_BOL, ...TR_CAFE_ISTASYON, ...TR_CAFE_QR } as const;
modulMetinleri('cafe', TR_CAFE);
