import * as v from 'valibot';

/** Turkish phone numbers: how any usual spelling is normalised to E.164 and how a stored number is shown. */

/**
 * A Turkish phone number in any usual spelling ('0555 111 22 33', '+90 555 111 22 33', '555 111 22 33',
 * '(0212) 555-12-34') → E.164 '+905551112233'; null when it is not a Turkish number.
 */
export function telefonNormalize(text: string): string | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const compact = text.replace(/[\s().-]/g, '');
  const m = /^(?:\+90|0090|90|0)?([2-5]\d{9})$/.exec(compact);
  return m ? `+90${m[1]}` : null;
}

/** '+905321112233' → '0532 111 22 33', how Turkish numbers are written (and kept as text by Excel); others as stored. */
export function telefonGoster(e164: string): string {
  const m = /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(e164);
  return m ? `0${m[1]} ${m[2]} ${m[3]} ${m[4]}` : e164;
}

/** A phone field: any usual spelling in, E.164 out; anything else fails with `message`. */
export const telefonAlani = (message: string) => v.pipe(v.string(message), v.rawTransform(({ dataset, addIssue, NEVER }) => {
  const normal = telefonNormalize(dataset.value);
  if (normal === null) {
    addIssue({ message });
    return NEVER;
  }
  return normal;
}));
