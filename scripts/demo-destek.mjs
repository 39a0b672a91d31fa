// Demo support access ("view as"): two past sessions of the demo admin (kullanici 1), so the admin dashboard's support
// card and each owner's log (Ayarlar → Kullanıcılar) show something real. Its own marker; only inserts, and only when
// the admin and the venue are the demo ones.
const MARKER = 'destek-v1';
const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);

/** Sessions: venue, days ago, reason, consent, minutes it lasted, writes as [method, path, status, minutes in]. */
const OTURUMLAR = [
  [2, 9, 'Destek talebi #5230: online randevu kanalında hizmetler görünmüyor', 1, 18, [['PUT', '/api/isletme/randevu/kanal', 200, 12]]],
  [1, 3, 'Destek talebi #5408: X raporu toplamları soruldu', 0, 7, []],
];

export function destekDemoSql(now = Date.now()) {
  const sql = [];
  for (const [isletmeId, gun, neden, onay, dakika, yazmalar] of OTURUMLAR) {
    const bas = new Date(now - gun * 86_400_000);
    const iso = (dk) => new Date(bas.getTime() + dk * 60_000).toISOString();
    const guard = `WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)})
  AND EXISTS (SELECT 1 FROM kullanici WHERE id = 1 AND kullanici_tipi = 3 AND email = 'admin@demo.test')
  AND EXISTS (SELECT 1 FROM isletme WHERE id = ${isletmeId})`;
    const oturum = `(SELECT id FROM destek_oturumu WHERE kullanici_id = 1 AND baslangic = ${q(iso(0))})`;
    sql.push(`INSERT INTO destek_oturumu (kullanici_id, isletme_id, neden, sahip_onayi, baslangic, bitis, bitirme_zamani)
  SELECT 1, ${isletmeId}, ${q(neden)}, ${onay}, ${q(iso(0))}, ${q(iso(30))}, ${q(iso(dakika))} ${guard};`);
    sql.push(`INSERT INTO platform_log (zaman, kullanici_id, isletme_id, tur, ayrinti)
  SELECT ${q(iso(0))}, 1, ${isletmeId}, 'destek.basla', json_object('oturumId', ${oturum}, 'neden', ${q(neden)}, 'sahipOnayi', json(${q(onay ? 'true' : 'false')}), 'bitis', ${q(iso(30))}) ${guard};`);
    for (const [method, path, status, dk] of yazmalar) {
      sql.push(`INSERT INTO platform_log (zaman, kullanici_id, isletme_id, tur, ayrinti)
  SELECT ${q(iso(dk))}, 1, ${isletmeId}, 'destek.yazma', json_object('oturumId', ${oturum}, 'method', ${q(method)}, 'path', ${q(path)}, 'status', ${status}) ${guard};`);
    }
    sql.push(`INSERT INTO platform_log (zaman, kullanici_id, isletme_id, tur, ayrinti)
  SELECT ${q(iso(dakika))}, 1, ${isletmeId}, 'destek.bitir', json_object('oturumId', ${oturum}) ${guard};`);
  }
  sql.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MARKER)});`);
  return sql.join('\n');
}
