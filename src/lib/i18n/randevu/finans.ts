/** Turkish texts of the appointment panel area 'finans' (spread into TR; translations in finans.overlay.json). */
export const TR_RANDEVU_FINANS = {
} as const;
