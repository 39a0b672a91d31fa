/** Turkish texts of the appointment panel area 'personel' (spread into TR; translations in personel.overlay.json). */
export const TR_RANDEVU_PERSONEL = {
} as const;
