/** Second-hand trading (pc-alis-satis, letgo-bot): Turkish texts, loaded with their screens (src/lib/i18n/ek.ts). */
export const TR_IKINCIEL_METIN = {
} as const;
