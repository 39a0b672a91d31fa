import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageKey } from '@lib/i18n/translate';
import { translate } from '@worker/i18n';
import type { AppEnv } from '@worker/types';

/** DESIGN §3.3: `{success:true,data}` with the right status. */
export function ok<T>(c: Context<AppEnv>, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ success: true as const, data }, status);
}

/** Error answer whose message is in the caller's language. */
export function fail(c: Context<AppEnv>, status: ContentfulStatusCode, errorCode: string, message: MessageKey, params?: Record<string, string | number>) {
  return c.json({ success: false as const, errorCode, errorDetail: translate(c.get('lang') ?? 'tr', message, params) }, status);
}

/** Thrown from helpers; the root error handler turns it into an envelope. */
export class ApiError extends Error {
  /** `data`: what the caller needs to act on the refusal (e.g. the id of the record a conflict is with) */
  constructor(readonly status: ContentfulStatusCode, readonly errorCode: string, readonly messageKey: MessageKey, readonly params?: Record<string, string | number>, readonly data?: unknown) {
    super(errorCode);
  }
}
