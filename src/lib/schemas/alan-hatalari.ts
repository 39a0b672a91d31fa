import type * as v from 'valibot';

/**
 * First message per field of failed valibot issues (a field = the first key of the issue's path, or with `tamYol` the
 * whole path joined by dots, e.g. 'infoCards.workingHours.hours.0.days'), in issue order.
 * Forms mark every field with it; the API sends the same map (translated) with a VALIDATION answer.
 */
export function alanHatalari<A extends string = string>(issues: readonly v.BaseIssue<unknown>[], tamYol = false): Partial<Record<A, string>> {
  const out: Partial<Record<A, string>> = {};
  for (const issue of issues) {
    const yol = issue.path ?? [];
    const alan = tamYol ? (yol.length ? yol.map((p) => String(p.key)).join('.') : undefined) : yol[0]?.key;
    if (typeof alan === 'string' && !(alan in out)) out[alan as A] = issue.message;
  }
  return out;
}

/** Schema messages are i18n keys; anything else (valibot's own English text) reads as the generic one. */
export const mesajAnahtari = (message: string | undefined): string =>
  message && message.includes('.') && !message.includes(' ') ? message : 'error.invalidInput';
