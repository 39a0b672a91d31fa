import { ApiError } from '@worker/http/envelope';

/** Encrypted link payload: what it is for, the ids it carries and when it stops working. */
export interface LinkPayload {
  purpose: string;
  ids: Record<string, number | string>;
  /** expiry, epoch milliseconds */
  exp: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function b64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromB64url(text: string): Uint8Array {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(normal + '='.repeat((4 - (normal.length % 4)) % 4)), (ch) => ch.charCodeAt(0));
}

async function importKey(secret: string): Promise<CryptoKey> {
  let raw: Uint8Array;
  try {
    raw = fromB64url(secret);
  } catch {
    throw new ApiError(500, 'LINK_KEY', 'error.decryptLink');
  }
  if (raw.length !== 32) throw new ApiError(400, 'LINK_KEY', 'error.decryptLink');
  return crypto.subtle.importKey('raw', raw as BufferSource, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** AES-GCM (random 96-bit IV) → `v1.<iv>.<ciphertext>` in URL-safe base64. */
export async function encryptLink(secret: string, payload: LinkPayload): Promise<string> {
  const key = await importKey(secret);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: encoder.encode('v1') }, key, encoder.encode(JSON.stringify(payload)));
  return `v1.${b64url(iv)}.${b64url(new Uint8Array(data))}`;
}

/**
 * Opens a link for one purpose. Wrong format or key material → 'Could not decrypt link.';
 * tampered, expired or for another purpose → 'Invalid link.'.
 */
export async function decryptLink(secret: string, token: string, purpose: string, now = Date.now()): Promise<LinkPayload> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1' || !parts[1] || !parts[2] || token.length > 2048) throw new ApiError(400, 'LINK_UNREADABLE', 'error.decryptLink');
  let iv: Uint8Array;
  let data: Uint8Array;
  try {
    iv = fromB64url(parts[1]);
    data = fromB64url(parts[2]);
  } catch {
    throw new ApiError(400, 'LINK_UNREADABLE', 'error.decryptLink');
  }
  if (iv.length !== 12 || data.length < 17) throw new ApiError(400, 'LINK_UNREADABLE', 'error.decryptLink');
  const key = await importKey(secret);
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv as BufferSource, additionalData: encoder.encode('v1') }, key, data as BufferSource);
  } catch {
    throw new ApiError(400, 'LINK_INVALID', 'error.invalidLink');
  }
  let payload: LinkPayload;
  try {
    payload = JSON.parse(decoder.decode(plain)) as LinkPayload;
  } catch {
    throw new ApiError(400, 'LINK_INVALID', 'error.invalidLink');
  }
  if (payload.purpose !== purpose || typeof payload.exp !== 'number' || payload.exp < now) throw new ApiError(400, 'LINK_INVALID', 'error.invalidLink');
  return payload;
}

/** The token of a pasted link (its `?<param>=` value) or a bare token, as the guest pages and routes receive it. */
export function linkTokeni(link: string, param: string): string {
  const at = link.indexOf(`${param}=`);
  if (at < 0) return link.trim();
  const raw = link.slice(at + param.length + 1).split(/[&#]/)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
