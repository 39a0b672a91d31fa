import { atom } from 'nanostores';
import { nextLevel, type LevelState } from '../lib/menu-level';

/** SPEC §9 mobile breakpoint. */
export const MOBILE_BREAKPOINT = 768;

export const $menuLevel = atom<LevelState>({ level: 2, direction: 1 });
export const $drawerOpen = atom(false);
export const $fullscreen = atom(false);
export const $openModule = atom<string | null>(null);

export function isMobile(): boolean {
  return typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT;
}

/** The top-bar toggle: drawer on phones, level cycle (1↔2) elsewhere. */
export function toggleMenu(): void {
  if (isMobile()) $drawerOpen.set(!$drawerOpen.get());
  else $menuLevel.set(nextLevel($menuLevel.get(), 1, 2));
}

/** Opening a module expands the menu to level 2. */
export function openModule(id: string): void {
  $openModule.set(id);
  $menuLevel.set({ level: 2, direction: -1 });
}

export function closeDrawer(): void {
  if ($drawerOpen.get()) $drawerOpen.set(false);
}

export async function toggleFullscreen(): Promise<void> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // some browsers (iOS Safari) refuse; the state below still reflects reality
  }
  $fullscreen.set(Boolean(document.fullscreenElement));
}

if (typeof document !== 'undefined') {
  document.addEventListener('fullscreenchange', () => $fullscreen.set(Boolean(document.fullscreenElement)));
}
