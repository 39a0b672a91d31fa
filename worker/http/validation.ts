import type { MessageKey } from '@lib/i18n/translate';
import { ApiError } from './envelope';

/** Rejects permission keys the tree does not know (400 names the first one). */
export function assertKnownKeys(keys: readonly string[], known: ReadonlySet<string>): string[] {
  const unknown = keys.find((key) => !known.has(key));
  if (unknown !== undefined) throw new ApiError(400, 'UNKNOWN_PERMISSION', 'error.unknownPermission', { key: unknown.slice(0, 120) });
  return [...new Set(keys)].sort();
}

/** D1 surfaces constraint failures as plain errors whose SQLite text may sit in `cause` (batches): the whole chain. */
export function hataZinciri(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    parts.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? e.cause : null;
  }
  return parts.join(' ');
}

/** A UNIQUE (or, with `index`, that very index's) violation; `index` is SQLite's column list, e.g. 'randevu_kanal.firma_key'. */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const text = hataZinciri(error);
  return /UNIQUE constraint failed/i.test(text) && (index === undefined || text.includes(index));
}

/** A delete or insert refused because a row references, or would reference, what is not there. */
export const isForeignKeyViolation = (error: unknown): boolean => /FOREIGN KEY constraint failed/i.test(hataZinciri(error));

/** Any constraint (UNIQUE, CHECK, FOREIGN KEY, NOT NULL) refused the write. */
export const isConstraintViolation = (error: unknown): boolean => /constraint failed|SQLITE_CONSTRAINT/i.test(hataZinciri(error));

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
