import { env } from 'cloudflare:workers';
import type { GenelAyar } from '@lib/schemas/admin/genel';
import { genelAyarOnbellekli } from '@worker/db/admin/genel';

/** The platform settings the public site shows (admin → Ayarlar → Genel), or null when they cannot be read. */
export async function platformAyari(): Promise<GenelAyar | null> {
  try {
    return await genelAyarOnbellekli(env.DB);
  } catch {
    return null;
  }
}
