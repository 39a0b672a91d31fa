import { atom, computed } from 'nanostores';

const $pending = atom(0);
/** SPEC §3 Loader state: one visible flag (shown while any tracked call runs). */
export const $loader = computed($pending, (count) => ({ visible: count > 0 }));

export function showLoader(): void {
  $pending.set($pending.get() + 1);
}
export function hideLoader(): void {
  $pending.set(Math.max(0, $pending.get() - 1));
}

/** Runs a task with the overlay visible. */
export async function withLoader<T>(task: () => Promise<T>): Promise<T> {
  showLoader();
  try {
    return await task();
  } finally {
    hideLoader();
  }
}
