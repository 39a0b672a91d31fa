/** Turkish texts of the inventory's stok screens; en, de, ru in public/i18n/*.json. */
export const TR_ENVANTER_STOK = {
} as const;
