// Demo waitlist of Güzellik Salonu Lotus (venue 2): three customers wait for a full day about ten days ahead (one added
// at the desk, one from the booking page, one from the widget); the first holds an open offer of a freed afternoon slot
// with Selin, its message not sent yet; one entry of last week ran out. Offers last two hours at Lotus.
// Runs only while the demo fills an empty database, after the appointments (demo-randevu-panel.mjs).
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'bekleme-v1';
const ISLETME = 2;
const SELIN = 1001;
const TZ_SAAT = 3; // Europe/Istanbul is UTC+3 all year
const GUN_MS = 86_400_000;

const q = (value) => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);
const once = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM isletme WHERE id = ${ISLETME})`;
const iso = (ms) => new Date(ms).toISOString();

export function beklemeDemoSql(now = Date.now()) {
  const bugun = Math.floor((now + TZ_SAAT * 3_600_000) / GUN_MS) * GUN_MS; // Istanbul midnight as a UTC-day number
  // an open day (Tuesday–Saturday) ten or more days ahead, past the demo's appointments
  let ileri = 10;
  while ([0, 1].includes(new Date(bugun + ileri * GUN_MS).getUTCDay())) ileri += 1;
  const tarih = (gun) => new Date(bugun + gun * GUN_MS).toISOString().slice(0, 10);
  const an = (gun, saat) => iso(bugun + gun * GUN_MS + (saat - TZ_SAAT) * 3_600_000);
  const hizmet = `(SELECT h.id FROM randevu_hizmet h JOIN randevu_personel_hizmet ph ON ph.hizmet_id = h.id AND ph.personel_id = ${SELIN}
    WHERE h.isletme_id = ${ISLETME} AND h.aktif = 1 AND h.online = 1 AND h.kapora_tur = 'yok' ORDER BY h.id LIMIT 1)`;
  const sure = `(SELECT sure_dk FROM randevu_hizmet WHERE id = ${hizmet})`;
  const kayit = (id, ad, telefon, personel, gun, bas, bit, durum, kaynak, olusturma) =>
    `INSERT OR IGNORE INTO randevu_bekleme (id, isletme_id, ad_soyad, telefon, hizmet_id, personel_id, tarih, pencere_bas, pencere_bit, durum, kaynak, dil,
      kvkk_metin_surum, kvkk_onay_zamani, olusturma, guncelleme_zamani)
      SELECT ${id}, ${ISLETME}, ${q(ad)}, ${q(telefon)}, ${hizmet}, ${personel === null ? 'NULL' : personel}, ${q(tarih(gun))}, ${q(bas)}, ${q(bit)}, ${q(durum)}, ${q(kaynak)}, 'tr',
        ${kaynak === 'panel' ? 'NULL' : q('kvkk-randevu-2026-01')}, ${kaynak === 'panel' ? 'NULL' : q(olusturma)}, ${q(olusturma)}, ${q(olusturma)} WHERE ${once};`;
  return [
    `INSERT OR IGNORE INTO randevu_bekleme_ayar (isletme_id, teklif_dk) SELECT ${ISLETME}, 120 WHERE ${once};`,
    kayit(9001, 'Elif Kaya', '+905321110101', SELIN, ileri, '15:00', '19:00', 'teklif', 'online', iso(now - 3 * 3_600_000)),
    kayit(9002, 'Zeynep Arslan', '+905321110102', null, ileri, '10:00', '12:00', 'bekliyor', 'panel', iso(now - 2 * 3_600_000)),
    kayit(9003, 'Merve Şahin', '+905321110103', null, ileri + 1, '17:00', '19:00', 'bekliyor', 'widget', iso(now - 3_600_000)),
    kayit(9004, 'Can Demir', '+905321110104', SELIN, -5, '10:00', '12:00', 'suresi_doldu', 'online', iso(now - 6 * GUN_MS)),
    // the open offer: Selin at 16:00 that day (a look at the screen moves it to a free time of the window if taken)
    `INSERT OR IGNORE INTO randevu_bekleme_teklif (bekleme_id, isletme_id, personel_id, baslangic, bitis, son_zaman, olusturma)
      SELECT 9001, ${ISLETME}, ${SELIN}, ${q(an(ileri, 16))}, strftime('%Y-%m-%dT%H:%M:%fZ', ${q(an(ileri, 16))}, '+' || ${sure} || ' minutes'), ${q(iso(now + 2 * 3_600_000))}, ${q(iso(now - 5 * 60_000))}
       WHERE EXISTS (SELECT 1 FROM randevu_bekleme WHERE id = 9001) AND ${once};`,
    `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE ${once};`,
  ].join('\n');
}
