/** Turkish texts of the appointment panel area 'hizmet' (spread into TR; translations in hizmet.overlay.json). */
export const TR_RANDEVU_HIZMET = {
} as const;
