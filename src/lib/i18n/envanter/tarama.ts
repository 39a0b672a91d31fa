/** Turkish texts of the inventory's tarama screens; en, de, ru in public/i18n/*.json. */
export const TR_ENVANTER_TARAMA = {
} as const;
