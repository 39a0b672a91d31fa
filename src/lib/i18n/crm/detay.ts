/** Turkish texts of the CRM module's detay part. */
export const TR_CRM_DETAY = {
} as const;
