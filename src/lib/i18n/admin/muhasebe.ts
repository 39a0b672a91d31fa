/** Admin area (muhasebe): Turkish texts, loaded with the admin screens (src/lib/i18n/ek.ts). */
export const TR_ADMIN_MUHASEBE = {
} as const;
