/** Login throttling over a sliding window, one row per failed try (DESIGN §4). */
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

export function loginKeys(email: string, ip: string): LoginKeys {
  const account = email.trim().toLocaleLowerCase('tr');
  return { ip: `ip:${ip}`, accountIp: `hesap-ip:${account}|${ip}`, account: `hesap:${account}` };
}

/** Minutes until the oldest counted failure leaves the window, or 0 when the caller may try. */
export async function loginBlockedFor(db: D1Database, keys: LoginKeys, now = Date.now()): Promise<number> {
  const since = now - LOGIN_WINDOW_MS;
  const row = await db
    .prepare(
      `SELECT
         (SELECT count(*) FROM giris_denemesi WHERE anahtar = ?1 AND zaman > ?4) AS ip,
         (SELECT count(*) FROM giris_denemesi WHERE anahtar = ?2 AND zaman > ?4) AS account_ip,
         (SELECT count(*) FROM giris_denemesi WHERE anahtar = ?3 AND zaman > ?4) AS account,
         (SELECT min(zaman) FROM giris_denemesi WHERE anahtar IN (?1, ?2, ?3) AND zaman > ?4) AS oldest`,
    )
    .bind(keys.ip, keys.accountIp, keys.account, since)
    .first<{ ip: number; account_ip: number; account: number; oldest: number | null }>();
  if (!row) return 0;
  const blocked = row.ip >= LOGIN_MAX_FAILURES || row.account_ip >= LOGIN_MAX_FAILURES || row.account >= ACCOUNT_MAX_FAILURES;
  if (!blocked) return 0;
  return Math.max(1, Math.ceil(((row.oldest ?? now) + LOGIN_WINDOW_MS - now) / 60_000));
}

export async function recordLoginFailure(db: D1Database, keys: LoginKeys, now = Date.now()): Promise<void> {
  const insert = db.prepare('INSERT INTO giris_denemesi (anahtar, zaman) VALUES (?, ?)');
  await db.batch([
    insert.bind(keys.ip, now),
    insert.bind(keys.accountIp, now),
    insert.bind(keys.account, now),
    db.prepare('DELETE FROM giris_denemesi WHERE zaman < ?').bind(now - LOGIN_WINDOW_MS),
  ]);
}

/** A successful login clears the failures of that account from that address. */
export async function clearLoginFailures(db: D1Database, keys: LoginKeys): Promise<void> {
  await db.prepare('DELETE FROM giris_denemesi WHERE anahtar = ?').bind(keys.accountIp).run();
}
