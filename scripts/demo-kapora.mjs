// Demo deposits of Güzellik Salonu Lotus (venue 2): the venue's IBAN for deposit transfers, its most expensive service
// asking a 30 % deposit online, and one regular under the customer rule (two no-shows in the last six months: the
// demo's no-show 5 days ago and one more five weeks before it), so an online booking of theirs waits for a deposit.
// Runs only while the demo fills an empty database, after the appointments and the CRM customers (demo-crm.mjs).
import { ILK_KURULUM } from './demo-ilk.mjs';

const MARKER = 'kapora-v1';
const ISLETME = 2;
const MUSTERI = 3018; // demo-crm.mjs plan[17]: the regular whose last appointment was a no-show
const KOD = 'KAPORADEMO1';

const q = (value) => `'${String(value).replace(/'/g, "''")}'`;
const once = `NOT EXISTS (SELECT 1 FROM demo_verisi WHERE anahtar = ${q(MARKER)}) AND ${ILK_KURULUM} AND EXISTS (SELECT 1 FROM isletme WHERE id = ${ISLETME})`;

export function kaporaDemoSql() {
  const sonGelmedi = `SELECT r.* FROM randevu r WHERE r.isletme_id = ${ISLETME} AND r.musteri_id = ${MUSTERI} AND r.durum = 'gelmedi' ORDER BY r.baslangic DESC LIMIT 1`;
  return [
    `INSERT OR IGNORE INTO randevu_kapora_ayar (isletme_id, tutma_dk, kural_gelmedi, kural_gec_iptal_saat, kural_ay, kural_yuzde, gelmedi_politika, iban, hesap_sahibi)
      SELECT ${ISLETME}, 120, 2, 24, 6, 20, 'tut', 'TR330006100519786457841326', 'Lotus Güzellik Hizmetleri Ltd. Şti.' WHERE ${once};`,
    `UPDATE randevu_hizmet SET kapora_tur = 'yuzde', kapora_deger = 30
      WHERE id = (SELECT id FROM randevu_hizmet WHERE isletme_id = ${ISLETME} AND aktif = 1 AND online = 1 ORDER BY fiyat_kurus DESC, id LIMIT 1) AND ${once};`,
    // a second no-show five weeks before the last one, with the same staff and service
    `INSERT OR IGNORE INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus)
      SELECT s.isletme_id, s.musteri_id, s.personel_id, strftime('%Y-%m-%dT%H:%M:%fZ', s.baslangic, '-35 days'), strftime('%Y-%m-%dT%H:%M:%fZ', s.bitis, '-35 days'),
        'gelmedi', 'online', ${q(KOD)}, s.toplam_kurus FROM (${sonGelmedi}) s WHERE ${once};`,
    `INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus)
      SELECT (SELECT id FROM randevu WHERE kod = ${q(KOD)}), k.hizmet_id, k.sure_dk, k.fiyat_kurus FROM randevu_kalem k
       WHERE k.randevu_id = (SELECT id FROM (${sonGelmedi})) AND EXISTS (SELECT 1 FROM randevu WHERE kod = ${q(KOD)})
         AND NOT EXISTS (SELECT 1 FROM randevu_kalem WHERE randevu_id = (SELECT id FROM randevu WHERE kod = ${q(KOD)})) AND ${once};`,
    `INSERT OR IGNORE INTO demo_verisi (anahtar) SELECT ${q(MARKER)} WHERE ${once};`,
  ].join('\n');
}
