/**
 * Login throttling over a sliding 15-minute window (DESIGN §4). Every attempt first writes its rows and counts
 * in one D1 batch (a transaction), so parallel requests cannot all slip under the limit; a successful or
 * refused attempt removes its rows again, a failed one leaves them as the record.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
// An account attacked from many addresses is throttled only far above what one person types, so the owner
// (on another address) still gets in while a distributed guesser is slowed down.
export const ACCOUNT_MAX_FAILURES = 100;

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

const limitOf = (key: string) => (key.startsWith('hesap:') ? ACCOUNT_MAX_FAILURES : LOGIN_MAX_FAILURES);

export interface Attempt {
  ids: number[];
  /** seconds until the caller may try again; 0 when this attempt may proceed */
  retryAfter: number;
}

/** Registers an attempt and says whether it is over a limit (counting itself). */
export async function beginLoginAttempt(db: D1Database, keys: LoginKeys, now = Date.now()): Promise<Attempt> {
  const since = now - LOGIN_WINDOW_MS;
  const all = [keys.ip, keys.accountIp, keys.account];
  const insert = db.prepare('INSERT INTO giris_denemesi (anahtar, zaman) VALUES (?, ?) RETURNING id');
  const count = db.prepare('SELECT anahtar, count(*) AS n FROM giris_denemesi WHERE anahtar IN (?, ?, ?) AND zaman > ? GROUP BY anahtar');
  const results = await db.batch([
    db.prepare('DELETE FROM giris_denemesi WHERE zaman <= ?').bind(since),
    ...all.map((key) => insert.bind(key, now)),
    count.bind(...all, since),
  ]);
  const ids = results.slice(1, 4).map((result) => (result.results[0] as { id: number }).id);
  const counts = (results[4]!.results as { anahtar: string; n: number }[]);
  const over = counts.filter((row) => row.n > limitOf(row.anahtar));
  if (over.length === 0) return { ids, retryAfter: 0 };
  await discardAttempt(db, ids);
  // wait until enough earlier failures leave the window that this key is back under its limit
  let until = now;
  for (const row of over) {
    const failures = row.n - 1; // without this attempt
    const nth = await db
      .prepare('SELECT zaman FROM giris_denemesi WHERE anahtar = ? AND zaman > ? ORDER BY zaman ASC LIMIT 1 OFFSET ?')
      .bind(row.anahtar, since, Math.max(0, failures - limitOf(row.anahtar)))
      .first<{ zaman: number }>();
    until = Math.max(until, (nth?.zaman ?? now) + LOGIN_WINDOW_MS);
  }
  return { ids, retryAfter: Math.max(1, Math.ceil((until - now) / 1000)) };
}

/** Removes an attempt's rows (successful login or an attempt that was refused before checking). */
export async function discardAttempt(db: D1Database, ids: number[]): Promise<void> {
  await db.prepare(`DELETE FROM giris_denemesi WHERE id IN (${ids.map(() => '?').join(', ')})`).bind(...ids).run();
}

/** A successful login also clears the earlier failures of that account from that address. */
export async function clearLoginFailures(db: D1Database, keys: LoginKeys): Promise<void> {
  await db.prepare('DELETE FROM giris_denemesi WHERE anahtar = ?').bind(keys.accountIp).run();
}
