import { openCors } from '@worker/http/cors';

/** The public booking calls (the booking widget runs on venues' own sites): GET and POST. */
export const bookingCors = () => openCors({ methods: ['GET', 'POST'], allowHeaders: ['Content-Type', 'X-Lang', 'Idempotency-Key'], exposeHeaders: ['Content-Language', 'Retry-After'] });
