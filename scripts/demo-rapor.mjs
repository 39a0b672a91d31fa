// Demo history of Güzellik Salonu Lotus (venue 2) for the no-show / late-cancel reports: the weeks of past appointments
// (demo-randevu-panel.mjs) already hold no-shows and cancels, but those cancels carry no cancel time (they predate it).
// Every other one becomes a late cancel (two hours before its start), the rest early ones (two days before), so the
// dashboard and CRM cards show both. Runs only while the demo fills an empty database, after the appointments.
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'rapor-v1';
const ISLETME = 2;

const q = (value) => `'${String(value).replace(/'/g, "''")}'`;
const once = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM isletme WHERE id = ${ISLETME})`;

export function raporDemoSql() {
  const gecmisIptal = `isletme_id = ${ISLETME} AND durum = 'iptal' AND iptal_zamani IS NULL AND baslangic < strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  return [
    `UPDATE randevu SET iptal_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', baslangic, CASE WHEN id % 2 = 0 THEN '-2 hours' ELSE '-2 days' END) WHERE ${gecmisIptal} AND ${once};`,
    `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE ${once};`,
  ].join('\n');
}
