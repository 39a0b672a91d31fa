import type { MessageKey } from '../../src/lib/i18n/translate';
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

/** Runs a write whose UNIQUE index may lose a race; the loser answers 409 with the given code instead of 500. */
export async function uniqueAs409<T>(write: () => Promise<T>, errorCode = 'NAME_TAKEN', messageKey: MessageKey = 'error.nameTaken'): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, errorCode, messageKey);
    throw error;
  }
}
