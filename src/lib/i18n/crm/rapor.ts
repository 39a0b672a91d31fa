/** Turkish texts of the CRM module's rapor part. */
export const TR_CRM_RAPOR = {
} as const;
