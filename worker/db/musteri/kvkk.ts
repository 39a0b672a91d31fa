import { SILINMIS_AD, silmeOnayiDogru } from '@lib/schemas/musteri';
import { ApiError } from '@worker/http/envelope';
import { AKTIF_RANDEVU, musteriBul } from './kayit';
import { onayKomutlari } from './onay';

/**
 * KVKK erase of one customer, ONE batch (one transaction): future active appointments cancelled and their cells
 * freed, free-text traces of the person scrubbed from appointment notes and the cash/debt descriptions, every consent
 * still given recorded as withdrawn (the records hold no free text; they stay as proof of what was allowed when), the
 * name dropped from the merge log, the row anonymised. Amounts and dates stay: the books must still add up. Every statement re-checks that the customer is
 * not erased yet, so two erases racing each other change nothing the second time.
 */
export async function kvkkSil(db: D1Database, isletmeId: number, id: number, onay: string, kullaniciId: number | null = null, now = Date.now()): Promise<{ iptalEdilen: number }> {
  const row = await musteriBul(db, isletmeId, id);
  if (row.silinme_zamani) throw new ApiError(409, 'CUSTOMER_ERASED', 'musteri.api.zatenSilinmis');
  if (!silmeOnayiDogru(onay, row.ad_soyad)) throw new ApiError(400, 'VALIDATION', 'musteri.v.silOnay');

  const simdi = new Date(now).toISOString();
  // ?1 customer, ?2 venue, ?3 now, ?4 the placeholder name
  const canli = 'EXISTS (SELECT 1 FROM musteri WHERE id = ?1 AND isletme_id = ?2 AND silinme_zamani IS NULL)';
  const randevulari = 'SELECT id FROM randevu WHERE musteri_id = ?1 AND isletme_id = ?2';
  const gelecek = `${randevulari} AND durum IN ${AKTIF_RANDEVU} AND baslangic > ?3`;
  // name → placeholder; phone (E.164 and the national 0-form) and e-mail → removed; replace(x, '', y) leaves x as is
  const temizle = (tablo: string) => `(SELECT replace(replace(replace(replace(${tablo}.aciklama, m.ad_soyad, ?4), m.telefon, ''),
      '0' || substr(m.telefon, 4), ''), coalesce(m.email, ''), '') FROM musteri m WHERE m.id = ?1)`;
  const degerler = [id, isletmeId, simdi, SILINMIS_AD];
  // SQLite counts parameters up to the highest ?N used
  const q = (sql: string) => db.prepare(sql).bind(...degerler.slice(0, Math.max(...Array.from(sql.matchAll(/\?(\d)/g), (m) => Number(m[1])))));
  const geriAl = onayKomutlari(db, isletmeId, { id }, [
    { tur: 'kvkk', kanal: null, verildi: false, metinSurum: null },
    { tur: 'pazarlama', kanal: 'sms', verildi: false, metinSurum: null },
    { tur: 'pazarlama', kanal: 'email', verildi: false, metinSurum: null },
  ], 'panel', kullaniciId, true);
  // records merged into this one were the same person under another spelling: their names go from the books too
  const { results: eskiAdlar } = await db
    .prepare('SELECT DISTINCT silinen_ad FROM musteri_birlestirme WHERE kalan_id = ? AND isletme_id = ? AND silinen_ad NOT IN (?, \'\')')
    .bind(id, isletmeId, SILINMIS_AD)
    .all<{ silinen_ad: string }>();
  const eskiAdTemizle = eskiAdlar.flatMap(({ silinen_ad: ad }) => [
    `UPDATE kasa SET aciklama = replace(aciklama, ?5, ?4) WHERE isletme_id = ?2 AND (musteri_id = ?1 OR randevu_id IN (${randevulari})) AND instr(aciklama, ?5) > 0 AND ${canli}`,
    `UPDATE cari SET aciklama = replace(aciklama, ?5, ?4) WHERE isletme_id = ?2 AND musteri_id = ?1 AND instr(aciklama, ?5) > 0 AND ${canli}`,
  ].map((sql) => db.prepare(sql).bind(...degerler, ad)));
  const results = await db.batch([
    q(`DELETE FROM randevu_hucre WHERE randevu_id IN (${gelecek}) AND ${canli}`),
    q(`UPDATE randevu SET durum = 'iptal' WHERE id IN (${gelecek}) AND ${canli}`),
    q(`UPDATE randevu SET notlar = '' WHERE musteri_id = ?1 AND isletme_id = ?2 AND notlar <> '' AND ${canli}`),
    q(`UPDATE kasa SET aciklama = ${temizle('kasa')}
      WHERE isletme_id = ?2 AND (musteri_id = ?1 OR randevu_id IN (${randevulari})) AND ${canli}`),
    q(`UPDATE cari SET aciklama = ${temizle('cari')} WHERE isletme_id = ?2 AND musteri_id = ?1 AND ${canli}`),
    ...eskiAdTemizle,
    // the request hash of an idempotent public create was made from name + phone: a replay now finds no match
    q(`UPDATE randevu_idempotency SET istek_ozet = 'kvkk-silindi' WHERE isletme_id = ?2 AND randevu_id IN (${randevulari}) AND ${canli}`),
    // a record merged into this one was the same person: its name in the log goes too
    q(`UPDATE musteri_birlestirme SET silinen_ad = ?4 WHERE kalan_id = ?1 AND isletme_id = ?2 AND ${canli}`),
    ...geriAl,
    // '+999…' is no country's code, matches the CHECK (GLOB '+[1-9]*') and is unique through the id
    q(`UPDATE musteri SET ad_soyad = ?4, telefon = '+999' || printf('%012d', id), email = NULL, notlar = '', dogum_tarihi = NULL,
        dil = NULL, kvkk_metin_surum = NULL, kvkk_onay_zamani = NULL, silinme_zamani = ?3
      WHERE id = ?1 AND isletme_id = ?2 AND silinme_zamani IS NULL`),
  ]);
  if ((results.at(-1)!.meta.changes ?? 0) === 0) throw new ApiError(409, 'CUSTOMER_ERASED', 'musteri.api.zatenSilinmis');
  return { iptalEdilen: results[1]!.meta.changes ?? 0 };
}
