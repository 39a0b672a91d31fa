/** Turkish texts of the appointment panel area 'blog' (spread into TR; translations in blog.overlay.json). */
export const TR_RANDEVU_BLOG = {
} as const;
