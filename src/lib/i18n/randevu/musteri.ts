/** Turkish texts of the appointment panel area 'musteri' (spread into TR; translations in musteri.overlay.json). */
export const TR_RANDEVU_MUSTERI = {
} as const;
