/** Admin area (genel): Turkish texts, loaded with the admin screens (src/lib/i18n/ek.ts). */
export const TR_ADMIN_GENEL = {
} as const;
