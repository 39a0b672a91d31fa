import type {
  BirlestirmeOnizleme, BirlestirmeOzeti, BirlestirmeSayilari, BirlestirmeSonucu, BirlestirmeTarafi,
} from '@lib/schemas/musteri';
import { ApiError } from '@worker/http/envelope';
import { isletmeBilgi, musteriBul, type MusteriRow } from './kayit';

/** Merging two records of the same person: one stays, everything of the other moves to it, the other goes. */

/** The kept record's notes never outgrow what its form accepts. */
const NOT_SINIRI = 2000;

/** Both records of the venue, live and distinct, or the refusal: 400 itself, 404 unknown here, 409 erased. */
async function ikiKayit(db: D1Database, isletmeId: number, kalanId: number, silinenId: number): Promise<[MusteriRow, MusteriRow]> {
  if (kalanId === silinenId) throw new ApiError(400, 'VALIDATION', 'musteri.api.kendisiyle');
  const kalan = await musteriBul(db, isletmeId, kalanId);
  const silinen = await musteriBul(db, isletmeId, silinenId);
  if (kalan.silinme_zamani || silinen.silinme_zamani) throw new ApiError(409, 'CUSTOMER_ERASED', 'musteri.api.silinmisBirlesmez');
  return [kalan, silinen];
}

/** What a merge moves, per summary key: the tables whose musteri_id points at the customer. */
const TASINANLAR = { randevu: 'randevu', kasa: 'kasa', cari: 'cari', paket: 'randevu_musteri_paket', onay: 'musteri_onay' } as const;
const say = (tablo: string, n: string, venue: string) => `(SELECT count(*) FROM ${tablo} WHERE musteri_id = ${n} AND isletme_id = ${venue})`;
/** SQL columns: the counts of customer `n` (a parameter like ?1) in venue `venue`. */
const sayimSql = (n: string, venue: string) => Object.entries(TASINANLAR).map(([ad, tablo]) => `${say(tablo, n, venue)} AS ${ad}`).join(', ');

async function sayilar(db: D1Database, isletmeId: number, id: number): Promise<BirlestirmeSayilari> {
  const row = await db
    .prepare(`SELECT ${sayimSql('?1', '?2')},
      (SELECT coalesce(sum(bakiye_kurus), 0) FROM cari_bakiye WHERE musteri_id = ?1 AND isletme_id = ?2) AS bakiyeKurus`)
    .bind(id, isletmeId)
    .first<BirlestirmeSayilari>();
  return row!;
}

const taraf = async (db: D1Database, isletmeId: number, r: MusteriRow): Promise<BirlestirmeTarafi> => ({
  id: r.id, adSoyad: r.ad_soyad, telefon: r.telefon, email: r.email, olusturma: r.olusturma, dogumTarihi: r.dogum_tarihi, notlar: r.notlar,
  sayilar: await sayilar(db, isletmeId, r.id),
});

/** GET preview: both records side by side with what each holds (what will move is the other one's). */
export async function birlestirmeOnizleme(db: D1Database, isletmeId: number, kalanId: number, silinenId: number): Promise<BirlestirmeOnizleme> {
  const [kalan, silinen] = await ikiKayit(db, isletmeId, kalanId, silinenId);
  return { kalan: await taraf(db, isletmeId, kalan), silinen: await taraf(db, isletmeId, silinen), saatDilimi: (await isletmeBilgi(db, isletmeId)).saatDilimi };
}

/**
 * The merge, ONE batch (one transaction): log row with the summary, appointments, cash, ledger, sold packages,
 * consent records, earlier merge-log rows, cafe checks and their tab payments and CRM follow-ups moved, empty fields of the kept record filled (notes appended), the
 * other record deleted. Every statement re-checks that both records are still live in this venue, so a concurrent
 * erase or merge makes the whole batch a no-op (then 409), never half a merge.
 */
export async function musteriBirlestir(db: D1Database, isletmeId: number, kullaniciId: number | null, kalanId: number, silinenId: number): Promise<BirlestirmeSonucu> {
  await ikiKayit(db, isletmeId, kalanId, silinenId);
  // ?1 kept, ?2 merged away, ?3 venue, ?4 user
  const ikisi = `?1 <> ?2 AND EXISTS (SELECT 1 FROM musteri WHERE id = ?1 AND isletme_id = ?3 AND silinme_zamani IS NULL)
    AND EXISTS (SELECT 1 FROM musteri WHERE id = ?2 AND isletme_id = ?3 AND silinme_zamani IS NULL)`;
  const q = (sql: string) => db.prepare(sql).bind(kalanId, silinenId, isletmeId, ...(sql.includes('?4') ? [kullaniciId] : []));
  const tasi = (tablo: string, kolon = 'musteri_id') => q(`UPDATE ${tablo} SET ${kolon} = ?1 WHERE ${kolon} = ?2 AND isletme_id = ?3 AND ${ikisi}`);
  const s = '(SELECT %s FROM musteri WHERE id = ?2)';
  const sk = (kolon: string) => s.replace('%s', kolon);
  const results = await db.batch([
    // the summary is counted inside the transaction: exactly what moves, never personal data
    q(`INSERT INTO musteri_birlestirme (isletme_id, kalan_id, silinen_id, silinen_ad, ozet, kullanici_id)
      SELECT ?3, ?1, ?2, m.ad_soyad, json_object(
        'tasinan', json_object(${Object.entries(TASINANLAR).map(([ad, tablo]) => `'${ad}', ${say(tablo, '?2', '?3')}`).join(', ')}),
        'doldurulan', json((SELECT json_group_array(value) FROM json_each(json_array(
          CASE WHEN k.email IS NULL AND m.email IS NOT NULL THEN 'email' END,
          CASE WHEN k.dogum_tarihi IS NULL AND m.dogum_tarihi IS NOT NULL THEN 'dogumTarihi' END,
          CASE WHEN m.notlar <> '' THEN 'notlar' END,
          CASE WHEN k.kvkk_onay_zamani IS NULL AND m.kvkk_onay_zamani IS NOT NULL THEN 'kvkk' END)) WHERE value IS NOT NULL))), ?4
      FROM musteri m JOIN musteri k ON k.id = ?1 WHERE m.id = ?2 AND ${ikisi} RETURNING ozet`),
    tasi('randevu'),
    tasi('kasa'),
    tasi('cari'),
    tasi('randevu_musteri_paket'),
    tasi('musteri_onay'),
    tasi('musteri_birlestirme', 'kalan_id'),
    // the cafe's checks linked to the person and their tab payments (crm_ozet follows by trigger)
    tasi('adisyon'),
    tasi('adisyon_odeme'),
    // follow-ups: a rule's follow-up both records got (same rule, same key) keeps its history under a key of its own
    q(`UPDATE OR IGNORE crm_takip SET musteri_id = ?1 WHERE musteri_id = ?2 AND isletme_id = ?3 AND ${ikisi}`),
    q(`UPDATE crm_takip SET musteri_id = ?1, anahtar = anahtar || '#' || id WHERE musteri_id = ?2 AND isletme_id = ?3 AND ${ikisi}`),
    q(`UPDATE musteri SET email = coalesce(email, ${sk('email')}), dogum_tarihi = coalesce(dogum_tarihi, ${sk('dogum_tarihi')}),
        notlar = substr(CASE WHEN ${sk('notlar')} = '' THEN notlar WHEN notlar = '' THEN ${sk('notlar')} ELSE notlar || char(10) || ${sk('notlar')} END, 1, ${NOT_SINIRI}),
        kvkk_metin_surum = CASE WHEN kvkk_onay_zamani IS NULL THEN ${sk('kvkk_metin_surum')} ELSE kvkk_metin_surum END,
        kvkk_onay_zamani = coalesce(kvkk_onay_zamani, ${sk('kvkk_onay_zamani')}),
        dil = coalesce(dil, ${sk('dil')})
      WHERE id = ?1 AND isletme_id = ?3 AND ${ikisi}`),
    q(`DELETE FROM musteri WHERE id = ?2 AND isletme_id = ?3 AND ${ikisi}`),
  ]);
  const log = results[0]!.results[0] as { ozet: string } | undefined;
  if (!log || (results.at(-1)!.meta.changes ?? 0) === 0) throw new ApiError(409, 'CONFLICT', 'musteri.api.birlestirmeDegisti');
  return { kalanId, silinenId, ozet: JSON.parse(log.ozet) as BirlestirmeOzeti };
}
