import { hataMetni } from '@api/client';

import '@styles/randevu-hizmet.css';

/** Shared bits of the services and packages screens. */

export const HIZMET_KEY = 'isletme:randevutakip:hizmetler';
export const PAKET_KEY = 'isletme:randevutakip:hizmet-paketleri';
export const API = '/isletme/randevu';
export { hataMetni };
