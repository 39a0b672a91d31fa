// Demo venue parameters (isletme_parametre) and a short change history for Kahve Durağı (1) and Güzellik Salonu Lotus (2).
// Its own marker; a venue whose parameters someone already changed (a parametre_log row exists) is left alone.
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'parametre-v1';
const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
// the venue's row is there before (migration 0008 makes it) and its cutoff hour decides the day of every row: only on an empty database
const guard = (isletmeId) => `WHERE NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM isletme WHERE id = ${isletmeId})
  AND NOT EXISTS (SELECT 1 FROM parametre_log WHERE isletme_id = ${isletmeId})`;

const PARAMETRELER = [
  {
    isletme_id: 1, vergi_no: '4750012340', gun_donumu_saat: 3, odeme_yontemleri: '["nakit","kart","yemek_karti"]', kdv_oranlari: '[1,10,20]', varsayilan_kdv: 10,
    fis_ust_bilgi: 'KAHVE DURAĞI\nIşıklar Cd. No:24, Muratpaşa/Antalya\nTel: 0242 555 12 34',
    fis_alt_bilgi: 'Bizi tercih ettiğiniz için teşekkürler!\nWi-Fi: KahveDuragi_Misafir\nBu belge mali değeri olmayan bilgi fişidir.',
    misafir_dilleri: '["tr","en","de","ru"]', para_gosterimi: 'sembol_sonra',
  },
  {
    isletme_id: 2, vergi_no: '38516420784', gun_donumu_saat: 0, odeme_yontemleri: '["nakit","kart","havale"]', kdv_oranlari: '[20]', varsayilan_kdv: 20,
    fis_ust_bilgi: 'GÜZELLİK SALONU LOTUS\nModa Cd. No:118, Kadıköy/İstanbul\nTel: 0216 555 78 90',
    fis_alt_bilgi: 'Bir sonraki randevunuzu online alabilirsiniz.\nGüzel günler dileriz!',
    misafir_dilleri: '["tr","en"]', para_gosterimi: 'sembol_sonra',
  },
];

/** Parameter rows for the demo venues, then a few past changes by the owner (kullanici 2) for the log. */
export function parametreDemoSql(now = Date.now()) {
  const gunOnce = (gun, saat = 10) => new Date(now - gun * 86_400_000 + saat * 3_600_000 - (now % 86_400_000)).toISOString();
  const loglar = {
    1: [
      ['gunDonumuSaat', '0', '3', gunOnce(12, 9)],
      ['fisAltBilgi', 'Teşekkürler!', PARAMETRELER[0].fis_alt_bilgi, gunOnce(12, 9)],
      ['odemeYontemleri', '["nakit","kart"]', '["nakit","kart","yemek_karti"]', gunOnce(5, 14)],
    ],
    2: [
      ['vergiNo', null, '38516420784', gunOnce(20, 11)],
      ['kdvOranlari', '[1,10,20]', '[20]', gunOnce(20, 11)],
      ['varsayilanKdv', '10', '20', gunOnce(20, 11)],
    ],
  };
  const sql = [];
  for (const row of PARAMETRELER) {
    const cols = Object.keys(row);
    sql.push(`INSERT INTO isletme_parametre (${cols.join(', ')}) SELECT ${Object.values(row).map(q).join(', ')} ${guard(row.isletme_id)}
  ON CONFLICT (isletme_id) DO UPDATE SET ${cols.filter((c) => c !== 'isletme_id').map((c) => `${c} = excluded.${c}`).join(', ')};`);
    // one statement per venue: the guard looks at parametre_log, so a second statement would see the first one's rows
    const values = loglar[row.isletme_id].map(([alan, eski, yeni, zaman]) => `(${row.isletme_id}, 2, ${q(alan)}, ${q(eski)}, ${q(yeni)}, ${q(zaman)})`).join(', ');
    sql.push(`INSERT INTO parametre_log (isletme_id, kullanici_id, alan, eski, yeni, zaman) SELECT * FROM (VALUES ${values}) ${guard(row.isletme_id)};`);
  }
  sql.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) VALUES (${q(MARKER)});`);
  return sql.join('\n');
}
