import { atom } from 'nanostores';
import { nextLevel, type LevelState } from '../lib/menu-level';
import { isMobile } from './shell';

/** SPEC §9 admin sidebar: levels 0 (hidden), 1 (64px icons), 2 (110px + 240px panel). */
export const ADMIN_SIDEBAR_WIDTHS = [0, 64, 110] as const;
export const ADMIN_SECOND_PANEL_WIDTH = 240;

export const $adminLevel = atom<LevelState>({ level: 2, direction: 1 });
export const $adminOverlay = atom(false);
export const $adminGroup = atom<string | null>(null);
export const $adminSearch = atom('');

/** Header toggle: overlay under 768px, otherwise 0→1→2→1→0 bouncing. */
export function toggleAdminSidebar(): void {
  if (isMobile()) $adminOverlay.set(!$adminOverlay.get());
  else $adminLevel.set(nextLevel($adminLevel.get(), 0, 2));
}

export function openAdminGroup(id: string): void {
  $adminGroup.set(id);
  if ($adminLevel.get().level < 2) $adminLevel.set({ level: 2, direction: -1 });
}
