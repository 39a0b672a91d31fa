import { decodeSlug, encodeSlug, maskFromSeed } from '@lib/slug';
import type { Bindings } from './types';

const masks = new Map<string, number>();

/** The deployment's slug mask, derived once from SLUG_MASK_SEED. */
export function slugMask(env: Pick<Bindings, 'SLUG_MASK_SEED'>): number {
  const seed = env.SLUG_MASK_SEED || 'isletme-paneli-slug-v1';
  let mask = masks.get(seed);
  if (mask === undefined) {
    mask = maskFromSeed(seed);
    masks.set(seed, mask);
  }
  return mask;
}

export const slugFor = (env: Pick<Bindings, 'SLUG_MASK_SEED'>, id: number) => encodeSlug(id, slugMask(env));
export const idFromSlug = (env: Pick<Bindings, 'SLUG_MASK_SEED'>, slug: string) => decodeSlug(slug, slugMask(env));
