// Demo resources of Güzellik Salonu Lotus (venue 2): a laser epilation service (Derya and Selin) that needs the
// "Lazer Odası" — a room resource linked to the salon's laser device in the inventory — and a few coming laser
// appointments that hold it (the resource cells come from migration 0046's triggers, as in the product). A candidate
// time is booked only when its staff member is free then, so the other demo appointments are never overlapped.
// Runs only while the demo fills an empty database, after the appointments, the inventory and the deposits.
import { katla } from '../src/lib/search.ts';
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'kaynak-v1';
const ISLETME = 2;
const HIZMET = 1007;
const [SURE_DK, KURUS, SONRA_DK] = [30, 80_000, 5];
const DEMIRBAS_KOD = 'LTS-040';
const KAYNAK_AD = 'Lazer Odası';
const CIHAZ = ['Diyot lazer epilasyon cihazı', 'Alma Lasers', 'Soprano Titanium', 'AL-STI-40871'];
const TZ_SAAT = 3; // Europe/Istanbul is UTC+3 all year
const GUN_MS = 86_400_000;
const HUCRE_MS = 5 * 60_000;
// [day from today, local time, staff]: Derya 1003 and Selin 1001 share the room
const ADAYLAR = [[1, '18:15', 1003], [2, '11:00', 1001], [2, '18:15', 1003], [3, '18:15', 1001], [4, '18:15', 1003], [5, '11:00', 1003], [6, '18:15', 1001]];

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const once = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM randevu_hizmet WHERE id = 1005 AND isletme_id = ${ISLETME})`;
const iso = (ms) => new Date(ms).toISOString();
const ad = JSON.stringify({ tr: 'Lazer epilasyon', en: 'Laser hair removal', de: 'Laser-Haarentfernung', ru: 'Лазерная эпиляция' });

export function kaynakDemoSql(now = Date.now()) {
  const bugun = Math.floor((now + TZ_SAAT * 3_600_000) / GUN_MS) * GUN_MS; // Istanbul midnight as a UTC-day number
  const kaynakId = `(SELECT id FROM randevu_kaynak WHERE isletme_id = ${ISLETME} AND ad = ${q(KAYNAK_AD)})`;
  const sql = [
    `INSERT OR IGNORE INTO randevu_hizmet (id, isletme_id, ad, sure_dk, fiyat_kurus, once_tampon_dk, sonra_tampon_dk, online, aktif) SELECT ${HIZMET}, ${ISLETME}, ${q(ad)}, ${SURE_DK}, ${KURUS}, 0, ${SONRA_DK}, 1, 1 WHERE ${once};`,
    `INSERT OR IGNORE INTO randevu_personel_hizmet (personel_id, hizmet_id) SELECT p.id, ${HIZMET} FROM personel p WHERE p.id IN (1001, 1003) AND p.isletme_id = ${ISLETME} AND ${once} AND EXISTS (SELECT 1 FROM randevu_hizmet WHERE id = ${HIZMET});`,
    `INSERT OR IGNORE INTO envanter_demirbas (isletme_id, kod, ad, marka, model, seri_no, alis_tarihi, alis_kurus, garanti_bitis, notlar, arama)
      SELECT ${ISLETME}, ${q(DEMIRBAS_KOD)}, ${q(CIHAZ[0])}, ${q(CIHAZ[1])}, ${q(CIHAZ[2])}, ${q(CIHAZ[3])}, ${q(iso(now - 200 * GUN_MS).slice(0, 10))}, 95000000, ${q(iso(now + 530 * GUN_MS).slice(0, 10))}, 'Lazer odasında.',
        ${q(katla([DEMIRBAS_KOD, ...CIHAZ].join(' ')))} WHERE ${once};`,
    // the inventory's history starts with its adding, as for every demo asset
    `INSERT INTO envanter_log (isletme_id, varlik, varlik_id, demirbas_id, islem, ozet, kullanici_id, zaman)
      SELECT ${ISLETME}, 'demirbas', d.id, d.id, 'ekle', json_object('kod', d.kod, 'ad', d.ad, 'lokasyon', NULL), 2, ${q(iso(now - 200 * GUN_MS))} FROM envanter_demirbas d
       WHERE d.isletme_id = ${ISLETME} AND d.kod = ${q(DEMIRBAS_KOD)} AND NOT EXISTS (SELECT 1 FROM envanter_log l WHERE l.demirbas_id = d.id) AND ${once};`,
    `INSERT OR IGNORE INTO randevu_kaynak (isletme_id, ad, tur, demirbas_id)
      SELECT ${ISLETME}, ${q(KAYNAK_AD)}, 'oda', (SELECT id FROM envanter_demirbas WHERE isletme_id = ${ISLETME} AND kod = ${q(DEMIRBAS_KOD)}) WHERE ${once};`,
    `INSERT OR IGNORE INTO randevu_hizmet_kaynak (hizmet_id, kaynak_id) SELECT ${HIZMET}, ${kaynakId} WHERE ${once} AND ${kaynakId} IS NOT NULL AND EXISTS (SELECT 1 FROM randevu_hizmet WHERE id = ${HIZMET});`,
  ];
  ADAYLAR.forEach(([gun, saat, personel], i) => {
    const [hh, mm] = saat.split(':').map(Number);
    const baslangic = bugun + gun * GUN_MS + ((hh - TZ_SAAT) * 60 + mm) * 60_000;
    if (baslangic <= now + 3_600_000) return;
    const bitis = baslangic + SURE_DK * 60_000;
    const ilk = Math.floor(baslangic / HUCRE_MS);
    const son = Math.ceil((bitis + SONRA_DK * 60_000) / HUCRE_MS) - 1;
    const kod = `LAZERDEMO${i + 1}`;
    const haftaGunu = new Date(bugun + gun * GUN_MS).getUTCDay();
    // the salon is open Tuesday–Saturday; the staff member and the room must be free then
    const bos = `${[2, 3, 4, 5, 6].includes(haftaGunu) ? 1 : 0} AND NOT EXISTS (SELECT 1 FROM randevu_hucre WHERE personel_id = ${personel} AND hucre BETWEEN ${ilk} AND ${son})
      AND NOT EXISTS (SELECT 1 FROM randevu_kaynak_hucre WHERE kaynak_id = ${kaynakId} AND hucre BETWEEN ${ilk} AND ${son})`;
    // a customer who may get messages (the reminders demo has one who wants none; its list counts them)
    const musteri = `(SELECT id FROM musteri WHERE isletme_id = ${ISLETME} AND mesaj_istemiyor = 0 AND silinme_zamani IS NULL ORDER BY id LIMIT 1 OFFSET ${i * 3})`;
    sql.push(
      `INSERT OR IGNORE INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, notlar, olusturma)
        SELECT ${ISLETME}, ${musteri}, ${personel}, ${q(iso(baslangic))}, ${q(iso(bitis))}, 'onaylandi', ${i % 2 ? "'online'" : "'panel'"}, ${q(kod)}, ${KURUS}, 'Bacak, 4. seans', ${q(iso(now - 3 * GUN_MS))}
        WHERE ${once} AND ${musteri} IS NOT NULL AND ${kaynakId} IS NOT NULL AND ${bos};`,
      `INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) SELECT id, ${HIZMET}, ${SURE_DK}, ${KURUS} FROM randevu
        WHERE kod = ${q(kod)} AND NOT EXISTS (SELECT 1 FROM randevu_kalem k WHERE k.randevu_id = randevu.id) AND ${once};`,
      `INSERT INTO randevu_hucre (personel_id, hucre, randevu_id) WITH RECURSIVE h(x) AS (SELECT ${ilk} UNION ALL SELECT x + 1 FROM h WHERE x < ${son})
        SELECT ${personel}, x, (SELECT id FROM randevu WHERE kod = ${q(kod)}) FROM h
         WHERE ${once} AND EXISTS (SELECT 1 FROM randevu WHERE kod = ${q(kod)}) AND NOT EXISTS (SELECT 1 FROM randevu_hucre WHERE randevu_id = (SELECT id FROM randevu WHERE kod = ${q(kod)}));`,
    );
  });
  sql.push(`INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE ${once};`);
  return sql.join('\n');
}
