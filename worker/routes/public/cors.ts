import { openCors } from '@worker/http/cors';

/** Public reads only: any origin may GET (the menu widget runs on venues' own sites). */
export const publicCors = () => openCors({ methods: ['GET'], allowHeaders: ['Content-Type', 'X-Lang'], exposeHeaders: ['Content-Language'], onlyFor: ['GET', 'HEAD'] });
