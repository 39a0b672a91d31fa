/** Turkish texts of the appointment panel area 'takvim' (spread into TR; translations in takvim.overlay.json). */
export const TR_RANDEVU_TAKVIM = {
} as const;
