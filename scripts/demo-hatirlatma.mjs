// Demo reminders of Güzellik Salonu Lotus (venue 2): the reminders due today, some already sent by the operator, some
// of those confirmed by the customer, one customer who wants no messages. Lotus is closed on Sunday and Monday, so
// when tomorrow is a closed day the timing is "N hours before" the next open day, so that today always has reminders.
// Runs only while the demo fills an empty database, after the appointments (demo-randevu-panel.mjs).
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'hatirlatma-v1';
const ISLETME = 2;
const TZ_SAAT = 3; // Europe/Istanbul is UTC+3 all year
const GUN_MS = 86_400_000;

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const once = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM isletme WHERE id = ${ISLETME})`;
const iso = (ms) => new Date(ms).toISOString();

export function hatirlatmaDemoSql(now = Date.now()) {
  const bugun = Math.floor((now + TZ_SAAT * 3_600_000) / GUN_MS) * GUN_MS; // Istanbul midnight as a UTC-day number
  const gunBasi = (gun) => bugun + gun * GUN_MS - TZ_SAAT * 3_600_000;
  // the next open day (Tuesday–Saturday) after today
  let ileri = 1;
  while ([0, 1].includes(new Date(bugun + ileri * GUN_MS).getUTCDay())) ileri += 1;
  const sql = [];
  if (ileri > 1) {
    sql.push(`INSERT OR IGNORE INTO randevu_hatirlatma_ayar (isletme_id, zamanlama, saat, saat_once) SELECT ${ISLETME}, 'saat_once', '10:00', ${24 * ileri} WHERE ${once};`);
  }
  const pencere = `r.isletme_id = ${ISLETME} AND r.durum IN ('beklemede', 'onaylandi') AND r.baslangic >= ${q(iso(gunBasi(ileri)))} AND r.baslangic < ${q(iso(gunBasi(ileri + 1)))}`;
  // the latest customer of the day asked for no messages
  sql.push(`UPDATE musteri SET mesaj_istemiyor = 1 WHERE id = (SELECT r.musteri_id FROM randevu r WHERE ${pencere} ORDER BY r.baslangic DESC, r.id DESC LIMIT 1) AND ${once};`);
  // every other reminder (by start) went out this morning, WhatsApp or SMS, by the demo operator; every other one of
  // those was confirmed by the customer
  const sira = `SELECT r.id, row_number() OVER (ORDER BY r.baslangic, r.id) AS n FROM randevu r JOIN musteri m ON m.id = r.musteri_id WHERE ${pencere} AND m.mesaj_istemiyor = 0`;
  const gonderim = iso(Math.min(now - 20 * 60_000, gunBasi(0) + 10 * 3_600_000));
  sql.push(`INSERT OR IGNORE INTO randevu_hatirlatma (randevu_id, isletme_id, kanal, kullanici_id, zaman)
    SELECT s.id, ${ISLETME}, CASE WHEN s.n % 4 = 3 THEN 'sms' ELSE 'whatsapp' END, (SELECT id FROM kullanici WHERE email = 'isletme@demo.test'), ${q(gonderim)}
      FROM (${sira}) s WHERE s.n % 2 = 1 AND ${once};`);
  sql.push(`UPDATE randevu SET teyit_zamani = ${q(iso(Math.min(now - 5 * 60_000, gunBasi(0) + 11 * 3_600_000)))}
    WHERE id IN (SELECT s.id FROM (${sira}) s WHERE s.n % 4 = 1) AND ${once};`);
  sql.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE ${once};`);
  return sql.join('\n');
}
