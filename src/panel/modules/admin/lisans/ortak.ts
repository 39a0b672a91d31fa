import '@styles/admin-lisans.css';

/** YYYY-MM-DD as the Turkish-style day (DD.MM.YYYY) every admin list shows. */
export const tarih = (gun: string): string => gun.split('-').reverse().join('.');
