/**
 * Header by which a guest QR page tells the Worker's page cache (worker/pages/qrmenu-cache.ts) how long its HTML
 * stays right, in ms; the Worker takes it off before the answer leaves.
 */
export const SAYFA_OMRU = 'X-Qr-Sayfa-Omru';

/** At most a minute (the campaign texts count minutes) and never past the next start or end of a listed campaign. */
export function sayfaOmru(kampanyalar: readonly { degisimMs: number }[], nowMs: number): number {
  return Math.min(60_000, ...kampanyalar.map((k) => k.degisimMs - nowMs));
}
