import * as v from 'valibot';
import type { LisansOzeti } from '@lib/lisans';
import type { CanliDestek } from './destek';

/** Messages are i18n keys; the worker and forms translate them. */
export const LoginSchema = v.object({
  email: v.pipe(v.string('login.emailInvalid'), v.trim(), v.maxLength(254, 'login.emailInvalid'), v.email('login.emailInvalid')),
  password: v.pipe(v.string('login.passwordRequired'), v.minLength(1, 'login.passwordRequired'), v.maxLength(256, 'login.passwordRequired')),
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

export const KullaniciYetkileriSchema = v.object({
  yetkiSetIdString: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
});

// ---- the session answer (login, /auth/me), shared by the Worker and the panel ----

export interface IsletmeBilgisi {
  id: number;
  ad: string;
  tur?: string;
  yetkiSetId: number | null;
  /** absent or null: nothing restricted (no licence row, or a session stored before licences) */
  lisans?: LisansOzeti | null;
  askida?: boolean;
  /** the venue's IANA zone; absent in a session stored before it was sent (then the default zone) */
  saatDilimi?: string;
}

export interface UserInfo {
  isletmeler: IsletmeBilgisi[];
  yetkiSetId: number | null;
  adSoyad?: string;
  email?: string;
  /** the platform's support contact for the licence banner */
  destek?: { eposta: string; telefon: string } | null;
}

export interface SessionAnswer {
  kullaniciTipi: number;
  userInfo: UserInfo;
  permissions: string[];
  selectedIsletmeId: number | null;
  /** platform admins: their live support session ("view as"), or null */
  destek?: CanliDestek | null;
}
