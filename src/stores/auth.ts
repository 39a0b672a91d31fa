import { computed } from 'nanostores';
import { authApi } from '../api/auth';
import type { SessionAnswer } from '@lib/schemas/auth';
import { ApiCallError, setUnauthorizedHandler, setVenueForbiddenHandler } from '../api/client';
import { translateWith } from '../lib/i18n/translate';
import { ISLETME_PERMISSION_KEYS } from '../lib/permissions';
import { cevrimdisiVerisiniSil } from './cevrimdisi';
import { $destek, admineDon, isletmePaneli } from './destek';
import { $session, EMPTY_SESSION, patchSession } from './session';

/** SPEC §3 Auth state. */
export const $auth = computed($session, (session) => ({
  isAuthenticated: session.isAuthenticated,
  permissions: session.permissions,
  selectedIsletmeId: session.selectedIsletmeId,
}));

export const $permissionSet = computed($session, (session) => new Set(session.permissions));

/** A platform admin in the business panel sees the venue of their live support session with every venue key. */
function destekGorunumu(answer: SessionAnswer): void {
  const destek = answer.destek ?? null;
  $destek.set(destek);
  if (!destek) return admineDon();
  const venue = { id: destek.isletmeId, ad: destek.isletmeAdi, tur: destek.isletmeTur, yetkiSetId: null };
  patchSession({
    kullaniciTipi: answer.kullaniciTipi,
    userInfo: { ...answer.userInfo, isletmeler: [venue], yetkiSetId: null },
    isAuthenticated: true,
    selectedIsletmeId: venue.id,
    permissions: [...ISLETME_PERMISSION_KEYS],
  });
}

function applyAnswer(answer: SessionAnswer): void {
  if (answer.kullaniciTipi === 3 && isletmePaneli()) return destekGorunumu(answer);
  const current = $session.get().selectedIsletmeId;
  const keep = answer.userInfo.isletmeler.find((isletme) => isletme.id === current);
  const selected = keep ?? answer.userInfo.isletmeler.find((isletme) => isletme.id === answer.selectedIsletmeId) ?? null;
  patchSession({
    kullaniciTipi: answer.kullaniciTipi,
    userInfo: { ...answer.userInfo, yetkiSetId: selected ? selected.yetkiSetId : answer.userInfo.yetkiSetId },
    isAuthenticated: true,
    selectedIsletmeId: selected?.id ?? null,
    ...(keep ? {} : { permissions: answer.permissions }),
  });
}

/** SPEC §4: replaces the permission list; no set id → empty list without a call; failure → 'Yetki yüklenemedi.'. */
export async function loadPermissions(): Promise<string[]> {
  const setId = $session.get().userInfo?.yetkiSetId;
  if (setId === null || setId === undefined) {
    patchSession({ permissions: [] });
    return [];
  }
  try {
    const answer = await authApi.permissions(String(setId));
    const list = Array.isArray(answer?.data) ? answer.data : [];
    patchSession({ permissions: list });
    return list;
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401) throw error;
    throw new Error(translateWith(null, 'error.permissionLoad'));
  }
}

export async function login(email: string, password: string): Promise<SessionAnswer> {
  const answer = await authApi.login(email, password);
  // what the service worker kept for whoever used this device before is gone before this user's panel opens
  await cevrimdisiVerisiniSil();
  patchSession({ selectedIsletmeId: null });
  applyAnswer(answer);
  await loadPermissions();
  return answer;
}

/** Re-reads the session from the server (the cookie is the source of truth). */
export async function refreshSession(): Promise<void> {
  applyAnswer(await authApi.me());
  if (!$destek.get()) await loadPermissions();
}

/** SPEC §5: the business selector accepts only numeric ids the user has. */
export async function selectVenue(value: string | number): Promise<boolean> {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return false;
  const session = $session.get();
  const venue = session.userInfo?.isletmeler.find((isletme) => isletme.id === Number(text));
  if (!venue || !session.userInfo) return false;
  patchSession({ selectedIsletmeId: venue.id, userInfo: { ...session.userInfo, yetkiSetId: venue.yetkiSetId } });
  await loadPermissions();
  return true;
}

/** Clears everything SPEC §4 lists and goes to /login, replacing the history entry. */
export function clearSession(): void {
  const lang = $session.get().lang;
  $session.set({ ...EMPTY_SESSION, lang });
}

let loggingOut = false;
export async function logout(callServer = true): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  if (callServer) await authApi.logout().catch(() => undefined);
  await cevrimdisiVerisiniSil();
  clearSession();
  location.replace('/login');
}

setUnauthorizedHandler(() => {
  void logout(false);
});
// the support session ended (time up, or ended elsewhere): the server refuses the venue, the admin goes back
setVenueForbiddenHandler(() => {
  if ($destek.get()) admineDon();
});
