/** The logged-in account's own rows: the login lookup and the profile (name, password) change. */

/** The account a login names (D1's NOCASE e-mail), or null. */
export async function girisKullanicisi(db: D1Database, email: string) {
  return db
    .prepare('SELECT id, sifre_hash, aktif FROM kullanici WHERE email = ?')
    .bind(email)
    .first<{ id: number; sifre_hash: string; aktif: number }>();
}

/** The stored password hash of an account, or null. */
export async function sifreHashi(db: D1Database, kullaniciId: number): Promise<string | null> {
  const row = await db.prepare('SELECT sifre_hash FROM kullanici WHERE id = ?').bind(kullaniciId).first<{ sifre_hash: string }>();
  return row?.sifre_hash ?? null;
}

/** Saves one's own name; with a new password hash also that, and closes one's other sessions (one batch). */
export async function profilKaydet(db: D1Database, user: { id: number; tokenHash: string }, adSoyad: string, yeniHash: string | null, now = Date.now()): Promise<void> {
  const statements = [db.prepare('UPDATE kullanici SET ad_soyad = ? WHERE id = ?').bind(adSoyad, user.id)];
  if (yeniHash !== null) {
    statements.push(
      db.prepare('UPDATE kullanici SET sifre_hash = ? WHERE id = ?').bind(yeniHash, user.id),
      db.prepare('UPDATE oturum SET iptal_zamani = ? WHERE kullanici_id = ? AND token_hash <> ? AND iptal_zamani IS NULL').bind(now, user.id, user.tokenHash),
    );
  }
  await db.batch(statements);
}
