// Demo areas and tables of Kahve Durağı (venue 1) on their floor plans: Salon, Bahçe, Teras, 16 tables. The six tables
// of the QR menu demo ('Masa 1'..'Masa 4', 'Bahçe 1', 'Bahçe 2', ids 1..6) stay as they are and are placed too.
// Its own marker; a name or a cell the venue already uses is left alone (OR IGNORE). Tables that were there before
// keep their area, order and place: only on an empty database (the QR demo's tables of this same run) are they moved.
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'cafe-masa-v1';
const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const guard = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND EXISTS (SELECT 1 FROM isletme WHERE id = 1)`;
const alan = (ad) => `(SELECT id FROM cafe_alan WHERE isletme_id = 1 AND ad = ${q(ad)})`;

// [area, name, seats, column, row] on the 8 × 6 grid
const MASALAR = [
  ['Salon', 'Masa 1', 2, 0, 0], ['Salon', 'Masa 2', 2, 2, 0], ['Salon', 'Masa 3', 4, 4, 0], ['Salon', 'Masa 4', 4, 6, 0],
  ['Salon', 'Masa 5', 4, 0, 2], ['Salon', 'Masa 6', 6, 2, 2], ['Salon', 'Masa 7', 4, 4, 2], ['Salon', 'Bar 1', 2, 6, 4],
  ['Bahçe', 'Bahçe 1', 4, 0, 0], ['Bahçe', 'Bahçe 2', 4, 2, 0], ['Bahçe', 'Bahçe 3', 6, 4, 0], ['Bahçe', 'Bahçe 4', 8, 1, 2],
  ['Teras', 'Teras 1', 2, 0, 0], ['Teras', 'Teras 2', 2, 2, 0], ['Teras', 'Teras 3', 4, 4, 0], ['Teras', 'Teras 4', 4, 6, 0],
];

/** Areas, the tables that are missing, capacities and plan cells, guarded so a second run changes nothing. */
export function cafeDemoSql() {
  const sira = new Map();
  return [
    ...['Salon', 'Bahçe', 'Teras'].map((ad, i) => `INSERT OR IGNORE INTO cafe_alan (isletme_id, ad, sira) SELECT 1, ${q(ad)}, ${i + 1} WHERE ${guard};`),
    ...MASALAR.map(([alanAd, ad, kapasite, x, y]) => {
      const n = (sira.get(alanAd) ?? 0) + 1;
      sira.set(alanAd, n);
      return [
        // a new table comes after the area's own tables (on an empty database: the plan's order)
        `INSERT OR IGNORE INTO menu_masa (isletme_id, alan_id, ad, sira, kapasite, plan_x, plan_y)
          SELECT 1, ${alan(alanAd)}, ${q(ad)}, CASE WHEN ${ILK_KURULUM} THEN ${n} ELSE (SELECT coalesce(max(sira), 0) + 1 FROM menu_masa WHERE alan_id = ${alan(alanAd)}) END, ${kapasite}, ${x}, ${y} WHERE ${guard};`,
        // the QR demo's garden tables of this same run start in Salon: they move to their area
        `UPDATE OR IGNORE menu_masa SET alan_id = ${alan(alanAd)}, sira = ${n}, kapasite = ${kapasite}, plan_x = ${x}, plan_y = ${y}
          WHERE isletme_id = 1 AND ad = ${q(ad)} AND plan_x IS NULL AND ${guard} AND ${ILK_KURULUM};`,
      ].join('\n');
    }),
    `UPDATE isletme SET menu_surum = menu_surum + 1 WHERE id = 1 AND ${guard} AND ${ILK_KURULUM};`,
    `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE EXISTS (SELECT 1 FROM isletme WHERE id = 1);`,
  ].join('\n');
}
