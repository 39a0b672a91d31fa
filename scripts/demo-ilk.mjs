// "This start fills an empty database": a marker set before the first demo row and removed after the last one, so it
// is never there between starts. Demo parts that write history (closed days, past appointments and payments) or
// change a row they did not add in this same run ask it: on a database a person has used they add nothing of that kind.
const ILK = 'ilk-kurulum';

/** First statement of the demo: the database has no venue yet. */
export const ilkKurulumBasla = `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT '${ILK}' WHERE NOT EXISTS (SELECT 1 FROM isletme);`;
/** Last statement of the demo. */
export const ilkKurulumBitti = `DELETE FROM demo_verisi WHERE anahtar = '${ILK}';`;
/** SQL condition: this start is filling an empty database. */
export const ILK_KURULUM = `EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = '${ILK}')`;
