import { atom } from 'nanostores';
import type { Lang } from '../lib/i18n/languages';
import type { UserInfo } from '@lib/schemas/auth';
import { readStored, writeStored } from './persist';

/**
 * SPEC §3 Session, kept client-side. The token itself stays in the HttpOnly `token` cookie, out of reach of
 * scripts, so nothing here is secret and it is stored as plain JSON.
 */
export interface Session {
  kullaniciTipi: number | null;
  userInfo: UserInfo | null;
  isAuthenticated: boolean;
  permissions: string[];
  selectedIsletmeId: number | null;
  lang: Lang | null;
}

const STORAGE_KEY = 'session';
export const EMPTY_SESSION: Session = { kullaniciTipi: null, userInfo: null, isAuthenticated: false, permissions: [], selectedIsletmeId: null, lang: null };

export const $session = atom<Session>({ ...EMPTY_SESSION, ...readStored<Partial<Session>>(STORAGE_KEY, {}) });
$session.listen((value) => writeStored(STORAGE_KEY, value));

export function patchSession(patch: Partial<Session>): void {
  $session.set({ ...$session.get(), ...patch });
}
