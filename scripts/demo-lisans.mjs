// Licences of the demo venues Kahve Durağı (1) and Güzellik Salonu Lotus (2): on a fresh database they are made after
// migration 0017 gave every venue that existed its full open-ended licence, so they get the same here (all modules,
// their operators as seats, at least 10). Its own marker; a venue that already has a licence row keeps it.
const MARKER = 'lisans-v1';

/** The demo venues' licences (pro, every module, open-ended), once. */
export function lisansDemoSql() {
  return [
    `INSERT OR IGNORE INTO lisans (isletme_id, plan, moduller, koltuk, baslangic, bitis)
     SELECT i.id, 'pro', '["qrmenu","cafe","randevu","envanter","crm"]',
            min(1000, max(10, (SELECT count(*) FROM isletme_kullanici ik WHERE ik.isletme_id = i.id AND ik.aktif = 1))),
            substr(i.olusturma_zamani, 1, 10), '2099-12-31'
       FROM isletme i
      WHERE i.id IN (1, 2) AND NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = '${MARKER}');`,
    `INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES ('${MARKER}');`,
  ].join('\n');
}
