import { aramaKelimeleri, katla } from '@lib/search';
import type { DestekKaydi, DestekYazma, IsletmeSecenegi } from '@lib/schemas/destek';

/** Reading support sessions back: the admin's list, the venue owner's audit log, the venue picker. */

interface OturumSatiri {
  id: number;
  admin_adi: string | null;
  isletme_id: number;
  isletme_adi: string;
  neden: string;
  sahip_onayi: number;
  baslangic: string;
  bitis: string;
  bitirme_zamani: string | null;
}

const SINIR = 100;

/**
 * The latest sessions (of one venue, or every venue), each with the writes made in it, newest first.
 * Two reads in one batch: the sessions, then the 'destek.yazma' rows of those sessions.
 */
export async function destekKayitlari(db: D1Database, isletmeId: number | null, now = new Date()): Promise<DestekKaydi[]> {
  const filtre = isletmeId === null ? '' : 'WHERE d.isletme_id = ?1';
  const oturumSql = `SELECT d.id, k.ad_soyad AS admin_adi, d.isletme_id, i.ad AS isletme_adi, d.neden, d.sahip_onayi, d.baslangic, d.bitis, d.bitirme_zamani
       FROM destek_oturumu d JOIN isletme i ON i.id = d.isletme_id LEFT JOIN kullanici k ON k.id = d.kullanici_id
       ${filtre} ORDER BY d.id DESC LIMIT ${SINIR}`;
  const son = `(SELECT id FROM destek_oturumu d ${filtre} ORDER BY d.id DESC LIMIT ${SINIR})`;
  const yazmaSql = `SELECT p.zaman, json_extract(p.ayrinti, '$.oturumId') AS oturum_id, json_extract(p.ayrinti, '$.method') AS method,
              json_extract(p.ayrinti, '$.path') AS path, json_extract(p.ayrinti, '$.status') AS status
       FROM platform_log p
      WHERE p.tur = 'destek.yazma' ${isletmeId === null ? '' : 'AND p.isletme_id = ?1'} AND json_extract(p.ayrinti, '$.oturumId') IN ${son}
      ORDER BY p.id`;
  const bind = (sql: string) => (isletmeId === null ? db.prepare(sql) : db.prepare(sql).bind(isletmeId));
  const [oturumlar, yazmalar] = await db.batch([bind(oturumSql), bind(yazmaSql)]);
  const gruplar = new Map<number, DestekYazma[]>();
  for (const y of (yazmalar?.results ?? []) as Array<DestekYazma & { oturum_id: number }>) {
    const liste = gruplar.get(y.oturum_id) ?? [];
    liste.push({ zaman: y.zaman, method: y.method, path: y.path, status: y.status });
    gruplar.set(y.oturum_id, liste);
  }
  const simdi = now.toISOString();
  return ((oturumlar?.results ?? []) as unknown as OturumSatiri[]).map((row) => ({
    id: row.id,
    adminAdi: row.admin_adi ?? '',
    isletmeId: row.isletme_id,
    isletmeAdi: row.isletme_adi,
    neden: row.neden,
    sahipOnayi: row.sahip_onayi === 1,
    baslangic: row.baslangic,
    bitis: row.bitis,
    bitirmeZamani: row.bitirme_zamani,
    canli: row.bitirme_zamani === null && row.bitis > simdi,
    yazmalar: gruplar.get(row.id) ?? [],
  }));
}

/** Active venues whose name or city matches every word of the query (folded), at most 20, by name. */
export async function isletmeAra(db: D1Database, q: string): Promise<IsletmeSecenegi[]> {
  const { results } = await db.prepare('SELECT id, ad, tur, sehir FROM isletme WHERE aktif = 1 ORDER BY ad COLLATE NOCASE').all<IsletmeSecenegi>();
  const kelimeler = aramaKelimeleri(q);
  return results.filter((row) => {
    const metin = katla(`${row.ad} ${row.sehir ?? ''} ${row.id}`);
    return kelimeler.every((kelime) => metin.includes(kelime));
  }).slice(0, 20);
}
