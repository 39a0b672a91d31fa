/** Turkish texts of the inventory's demirbas screens; en, de, ru in public/i18n/*.json. */
export const TR_ENVANTER_DEMIRBAS = {
} as const;
