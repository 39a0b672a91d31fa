import { atom } from 'nanostores';
import type { Lang } from '../lib/i18n/languages';
import type { LisansOzeti } from '../lib/lisans';
import { readStored, writeStored } from './persist';

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
