import * as v from 'valibot';

/** Messages are i18n keys; the worker and forms translate them. */
export const LoginSchema = v.object({
  email: v.pipe(v.string('login.emailInvalid'), v.trim(), v.maxLength(254, 'login.emailInvalid'), v.email('login.emailInvalid')),
  password: v.pipe(v.string('login.passwordRequired'), v.minLength(1, 'login.passwordRequired'), v.maxLength(256, 'login.passwordRequired')),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

export const KullaniciYetkileriSchema = v.object({
  yetkiSetIdString: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
});
