/** The staff module's schemas: the register, the appointment profile, working hours, leave and tasks. */
export * from './kayit';
export * from './randevu';
export * from './saat';
export * from './izin';
export * from './gorev';
export { tarihGecerli } from './ortak';
