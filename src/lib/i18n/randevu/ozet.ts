/** Turkish texts of the appointment panel area 'ozet' (spread into TR; translations in ozet.overlay.json). */
export const TR_RANDEVU_OZET = {
} as const;
