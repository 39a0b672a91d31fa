import { decryptLink, encryptLink } from './link';

/**
 * The guest's visit: scanning a table's QR card (the landing with `?masa=`) starts one. It is an encrypted link
 * (AES-GCM, the product's one link format) in an HttpOnly cookie — never in a page's HTML, so a cached page can never
 * carry one guest's visit into another's. It names the venue, the table, a random id and the instant it began: the
 * venue's live object ties it to the table's open check once staff accepted an order of this visit into it, and when
 * that check (or the one open as the visit began) closes the visit is over.
 */

export const ZIYARET_CEREZI = 'qr_ziyaret';
const AMAC = 'qr-ziyaret';
/** a visit lasts at most this long (a long evening), whatever happens to the check */
export const ZIYARET_SURESI_MS = 12 * 3_600_000;

export interface Ziyaret {
  isletmeId: number;
  masaId: number;
  /** random id of this visit (its orders carry it) */
  id: string;
  /** when the visit began (ISO, UTC) */
  baslangic: string;
}

export async function ziyaretYaz(key: string, isletmeId: number, masaId: number, simdi = Date.now()): Promise<string> {
  const id = crypto.randomUUID().replace(/-/g, '');
  return encryptLink(key, { purpose: AMAC, ids: { i: isletmeId, m: masaId, z: id, t: new Date(simdi).toISOString() }, exp: simdi + ZIYARET_SURESI_MS });
}

/** The visit in a cookie header, if it is one of ours, unexpired and for this venue; else null. */
export async function ziyaretOku(key: string, cookieHeader: string | null | undefined, isletmeId: number): Promise<Ziyaret | null> {
  const token = cerez(cookieHeader, ZIYARET_CEREZI);
  if (!token) return null;
  try {
    const p = await decryptLink(key, token, AMAC);
    const z = { isletmeId: Number(p.ids.i), masaId: Number(p.ids.m), id: String(p.ids.z), baslangic: String(p.ids.t) };
    return z.isletmeId === isletmeId && Number.isInteger(z.masaId) && z.masaId > 0 ? z : null;
  } catch {
    return null;
  }
}

export function ziyaretCerezi(token: string, secure: boolean): string {
  return `${ZIYARET_CEREZI}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${ZIYARET_SURESI_MS / 1000}${secure ? '; Secure' : ''}`;
}

function cerez(header: string | null | undefined, ad: string): string | null {
  for (const parca of (header ?? '').split(';')) {
    const [k, ...v] = parca.trim().split('=');
    if (k === ad) return v.join('=') || null;
  }
  return null;
}
