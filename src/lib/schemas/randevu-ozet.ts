/**
 * Temporary re-export: the appointment dashboard schema lives in ./randevu/ozet.ts. Only worker/db/randevu/ozet.ts
 * still imports this path (it was being edited elsewhere during the move); point it at '@lib/schemas/randevu/ozet'
 * and delete this file.
 */
export * from './randevu/ozet';
