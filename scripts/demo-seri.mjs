// Demo recurring series of Güzellik Salonu Lotus (venue 2): the package customer's facial care every 2 weeks with
// Derya, four times, from the first open day (Tuesday–Saturday) after the demo's coming week, so its cells never meet
// the other demo appointments. Each completion counts one session of the customer's package.
// Runs only while the demo fills an empty database, after the appointments (demo-randevu-panel.mjs).
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'seri-v1';
const ISLETME = 2;
const SERI = 1001;
const PERSONEL = 1003;
const HIZMET = 1005; // Cilt bakımı: 60 min, 10 min after-buffer
const [SURE_DK, KURUS, SONRA_DK] = [60, 90_000, 10];
const TZ_SAAT = 3; // Europe/Istanbul is UTC+3 all year
const GUN_MS = 86_400_000;
const HUCRE_MS = 5 * 60_000;

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const once = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM randevu_hizmet WHERE id = ${HIZMET} AND isletme_id = ${ISLETME})`;
const iso = (ms) => new Date(ms).toISOString();
const MUSTERI = `(SELECT musteri_id FROM randevu_musteri_paket WHERE id = 1001 AND isletme_id = ${ISLETME})`;

export function seriDemoSql(now = Date.now()) {
  const bugun = Math.floor((now + TZ_SAAT * 3_600_000) / GUN_MS) * GUN_MS; // Istanbul midnight as a UTC-day number
  let gun = 9;
  while ([0, 1].includes(new Date(bugun + gun * GUN_MS).getUTCDay())) gun += 1;
  const sql = [`INSERT OR IGNORE INTO randevu_seri (id, isletme_id, aralik_hafta, adet, kullanici_id, olusturma)
    SELECT ${SERI}, ${ISLETME}, 2, 4, (SELECT id FROM kullanici WHERE email = 'isletme@demo.test'), ${q(iso(now - 2 * GUN_MS))} WHERE ${once};`];
  for (let sira = 1; sira <= 4; sira += 1) {
    const baslangic = bugun + (gun + (sira - 1) * 14) * GUN_MS + (16 - TZ_SAAT) * 3_600_000; // 16:00 in Istanbul
    const bitis = baslangic + SURE_DK * 60_000;
    const kod = `SERIDEMO${sira}X`;
    sql.push(`INSERT OR IGNORE INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, notlar, olusturma, seri_id, seri_sira)
      SELECT ${ISLETME}, ${MUSTERI}, ${PERSONEL}, ${q(iso(baslangic))}, ${q(iso(bitis))}, 'onaylandi', 'panel', ${q(kod)}, ${KURUS}, 'Paketten, iki haftada bir', ${q(iso(now - 2 * GUN_MS))}, ${SERI}, ${sira}
      WHERE ${once} AND ${MUSTERI} IS NOT NULL;`);
    sql.push(`INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) SELECT id, ${HIZMET}, ${SURE_DK}, ${KURUS} FROM randevu
      WHERE kod = ${q(kod)} AND seri_id = ${SERI} AND NOT EXISTS (SELECT 1 FROM randevu_kalem k WHERE k.randevu_id = randevu.id) AND ${once};`);
    const ilk = Math.floor(baslangic / HUCRE_MS);
    const son = Math.ceil((bitis + SONRA_DK * 60_000) / HUCRE_MS) - 1;
    sql.push(`INSERT OR IGNORE INTO randevu_hucre (personel_id, hucre, randevu_id) WITH RECURSIVE h(x) AS (SELECT ${ilk} UNION ALL SELECT x + 1 FROM h WHERE x < ${son})
      SELECT ${PERSONEL}, x, (SELECT id FROM randevu WHERE kod = ${q(kod)} AND seri_id = ${SERI}) FROM h WHERE ${once} AND EXISTS (SELECT 1 FROM randevu WHERE kod = ${q(kod)} AND seri_id = ${SERI});`);
  }
  sql.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE ${once};`);
  return sql.join('\n');
}
