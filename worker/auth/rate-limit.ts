/**
 * Login throttling over a sliding 15-minute window (DESIGN §4). Thresholds and keys over the one
 * limiter (worker/http/limiter.ts); a successful or refused attempt removes its rows again, a failed one leaves
 * them as the record.
 *
 * Guessing is slowed per account from one address, per account across addresses and per address across accounts;
 * no key blocks a whole address at a person's typing rate, because a cafe's guest Wi-Fi and its staff tablets leave
 * through one public address: a guest mistyping their password must not lock the waiters out.
 */
import { pencereAnahtariSil, pencereDenemesi, pencereDenemesiSil } from '@worker/http/limiter';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** failures of one account from one address: the 11th try answers 429 for that account there only */
export const LOGIN_MAX_FAILURES = 10;
// An account attacked from many addresses is throttled only far above what one person types, so the owner
// (on another address) still gets in while a distributed guesser is slowed down.
export const ACCOUNT_MAX_FAILURES = 100;
// A password spray over many accounts from one address. One person cannot get near it: refused tries do not count,
// so each account adds at most LOGIN_MAX_FAILURES, and 100 means ten accounts fully locked from that address in
// 15 minutes (a venue's whole staff mistyping a few times each stays far below). It still caps a sprayer at
// ~400 guesses an hour per address, like the per-account key does for one account across addresses.
export const IP_MAX_FAILURES = 100;

export interface LoginKeys {
  ip: string;
  accountIp: string;
  account: string;
}

/** Keys per IP, per account+IP and per account; e-mail folded like D1's NOCASE lookup (ASCII lower case). */
export function loginKeys(email: string, ip: string): LoginKeys {
  const account = email.trim().toLowerCase();
  return { ip: `ip:${ip}`, accountIp: `hesap-ip:${account}|${ip}`, account: `hesap:${account}` };
}

export interface Attempt {
  ids: number[];
  /** seconds until the caller may try again; 0 when this attempt may proceed */
  retryAfter: number;
}

/** Registers an attempt and says whether it is over a limit (counting itself). */
export async function beginLoginAttempt(db: D1Database, keys: LoginKeys, now = Date.now()): Promise<Attempt> {
  const { ids, retryAfter } = await pencereDenemesi(db, 'giris_denemesi', LOGIN_WINDOW_MS, [
    { anahtar: keys.ip, max: IP_MAX_FAILURES },
    { anahtar: keys.accountIp, max: LOGIN_MAX_FAILURES },
    { anahtar: keys.account, max: ACCOUNT_MAX_FAILURES },
  ], [], now);
  return { ids, retryAfter };
}

/** Removes an attempt's rows (successful login or an attempt that was refused before checking). */
export async function discardAttempt(db: D1Database, ids: number[]): Promise<void> {
  await pencereDenemesiSil(db, 'giris_denemesi', ids);
}

/** A successful login also clears the earlier failures of that account from that address. */
export async function clearLoginFailures(db: D1Database, keys: LoginKeys): Promise<void> {
  await pencereAnahtariSil(db, 'giris_denemesi', keys.accountIp);
}
