import { atom } from 'nanostores';
import type { CanliDestek } from '@lib/schemas/destek';

/** The live support session ("view as") while a platform admin uses the business panel, else null. */
export const $destek = atom<CanliDestek | null>(null);

/** Whether this page is the business panel (a platform admin there is always in a support session). */
export const isletmePaneli = (): boolean => typeof location !== 'undefined' && location.pathname.startsWith('/isletme');

/** The session ended (or never was): the admin goes back to their own area. */
export function admineDon(): void {
  location.replace('/admin/dashboard');
}
