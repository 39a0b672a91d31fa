import { ApiError } from './envelope';

/** Rejects permission keys the tree does not know (400 names the first one). */
export function assertKnownKeys(keys: readonly string[], known: ReadonlySet<string>): string[] {
  const unknown = keys.find((key) => !known.has(key));
  if (unknown !== undefined) throw new ApiError(400, 'UNKNOWN_PERMISSION', 'error.unknownPermission', { key: unknown.slice(0, 120) });
  return [...new Set(keys)].sort();
}

/** D1 surfaces constraint failures as plain errors; match on SQLite's text. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

/** Nobody hands out more than they hold: every key must be in the caller's own set. */
export function assertWithinOwn(keys: readonly string[], own: ReadonlySet<string>): void {
  if (keys.some((key) => !own.has(key))) throw new ApiError(403, 'GRANT_BEYOND_OWN', 'error.grantBeyondOwn');
}
