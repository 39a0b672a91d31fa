/** The support contact the platform settings (Genel) hold, for the public /contact page; empty fields are ''. */
export async function destekIletisimi(db: D1Database): Promise<{ eposta: string; telefon: string }> {
  const row = await db.prepare('SELECT destek_eposta, destek_telefon FROM platform_ayar WHERE id = 1').first<{ destek_eposta: string; destek_telefon: string }>();
  return { eposta: row?.destek_eposta ?? '', telefon: row?.destek_telefon ?? '' };
}
