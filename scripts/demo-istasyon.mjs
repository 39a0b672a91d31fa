// Kahve Durağı's (venue 1) kitchen and bar stations: Bar (hot and cold drinks) and Mutfak (desserts, breakfast), and
// the stations' tickets of the demo's open checks (demo-cafe-canli.mjs) as the venue's live object would have written
// them: the last batches of Bahçe 2, Teras 1 and Bar 1 wait on the screens, the others are ready (and taken by the waiter, but
// Masa 6's). Written only when this start fills an empty database: a person's stations and routes are
// never touched.
import { ILK_KURULUM } from './demo-ilk.mjs';

const V = 1;
const BAR = 1001;
const MUTFAK = 1002;
// [category, station]: subcategories (coffees, teas, iced coffees, lemonades) take their parent's
const YONLER = [[1001, BAR], [1004, BAR], [1007, MUTFAK], [1008, MUTFAK]];

export function istasyonDemoSql() {
  const kosul = `${ILK_KURULUM} AND EXISTS (SELECT 1 FROM isletme WHERE id = ${V})`;
  // the last batch of Bahçe 2, Teras 1 and Bar 1 still waits; everything sent before is ready
  const hazir = `NOT (min(m.ad) IN ('Bahçe 2', 'Teras 1', 'Bar 1') AND s.id = (SELECT max(id) FROM adisyon_siparis WHERE adisyon_id = s.adisyon_id))`;
  const rota = `JOIN menu_urun u ON u.id = k.urun_id JOIN menu_kategori kat ON kat.id = u.kategori_id LEFT JOIN menu_kategori ust ON ust.id = kat.ust_kategori_id
    JOIN cafe_istasyon ist ON ist.id = coalesce(u.istasyon_id, kat.istasyon_id, ust.istasyon_id) AND ist.aktif = 1`;
  const acikKalem = `k.isletme_id = ${V} AND k.siparis_id IS NOT NULL AND a.durum = 'acik'`;
  return [
    `INSERT OR IGNORE INTO cafe_istasyon (id, isletme_id, ad, yazdir, sira) SELECT ${BAR}, ${V}, 'Bar', 0, 0 WHERE ${kosul};`,
    `INSERT OR IGNORE INTO cafe_istasyon (id, isletme_id, ad, yazdir, sira) SELECT ${MUTFAK}, ${V}, 'Mutfak', 0, 1 WHERE ${kosul};`,
    ...YONLER.map(([kat, ist]) => `UPDATE menu_kategori SET istasyon_id = ${ist} WHERE id = ${kat} AND isletme_id = ${V} AND istasyon_id IS NULL AND ${kosul};`),
    `INSERT OR IGNORE INTO istasyon_surum (isletme_id, surum) SELECT ${V}, 1 WHERE ${kosul};`,
    `INSERT OR IGNORE INTO istasyon_fis (isletme_id, istasyon_id, siparis_id, masa_ad, gonderen, zaman, surum, hazir_zamani, teslim_zamani)
      SELECT ${V}, ist.id, s.id, min(m.ad), coalesce(min(g.ad_soyad), ''), s.zaman, 1,
        CASE WHEN ${hazir} THEN strftime('%Y-%m-%dT%H:%M:%fZ', s.zaman, '+7 minutes') END,
        CASE WHEN ${hazir} AND min(m.ad) <> 'Masa 6' THEN strftime('%Y-%m-%dT%H:%M:%fZ', s.zaman, '+9 minutes') END
      FROM adisyon_kalem k JOIN adisyon a ON a.id = k.adisyon_id JOIN menu_masa m ON m.id = a.masa_id
        JOIN adisyon_siparis s ON s.id = k.siparis_id LEFT JOIN kullanici g ON g.id = s.gonderen_id ${rota}
      WHERE ${acikKalem} AND ${kosul} GROUP BY ist.id, s.id;`,
    `INSERT OR IGNORE INTO istasyon_kalem (isletme_id, fis_id, kalem_id, urun_id, ad, adet, secenekler, not_metni, durum, masa_ad, hazir_zamani, surum)
      SELECT ${V}, f.id, k.id, k.urun_id, k.ad, k.adet, k.secenekler, k.not_metni, k.durum, m.ad, f.hazir_zamani, 1
      FROM adisyon_kalem k JOIN adisyon a ON a.id = k.adisyon_id JOIN menu_masa m ON m.id = a.masa_id ${rota}
        JOIN istasyon_fis f ON f.siparis_id = k.siparis_id AND f.istasyon_id = ist.id
      WHERE ${acikKalem} AND ${kosul};`,
  ].join('\n');
}
