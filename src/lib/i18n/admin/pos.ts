/** Admin area (pos): Turkish texts, loaded with the admin screens (src/lib/i18n/ek.ts). */
export const TR_ADMIN_POS = {
} as const;
