/** Turkish texts of the CRM module's ortak part. */
export const TR_CRM_ORTAK = {
} as const;
