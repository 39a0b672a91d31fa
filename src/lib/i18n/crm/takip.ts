/** Turkish texts of the CRM module's takip part. */
export const TR_CRM_TAKIP = {
} as const;
