/**
 * Recurring series (panel): the staff member's leave and occupied cells over the whole series, the one batch that
 * writes every occurrence (each with its own cells: the same key that prevents double booking), and "cancel this and
 * the following".
 */
import type { TakvimRandevusu } from '@lib/schemas/randevu/takvim';
import { hucreEkle } from './yaz';
import { RANDEVU_SQL, randevuListesi } from './takvim';
import { HUCRE_MS } from './kanal';

const iso = (ms: number) => new Date(ms).toISOString();
const AKTIF = "('beklemede', 'onaylandi')";

/** Leave and occupied cells (ascending) of one staff member between two instants. */
export async function seriTakvimi(db: D1Database, isletmeId: number, personelId: number, basMs: number, bitMs: number) {
  const [izin, hucre] = await db.batch([
    db.prepare(`SELECT z.baslangic, z.bitis FROM randevu_izin z JOIN randevu_personel p ON p.id = z.personel_id
      WHERE z.personel_id = ? AND p.isletme_id = ? AND z.bitis > ? AND z.baslangic < ?`).bind(personelId, isletmeId, iso(basMs), iso(bitMs)),
    db.prepare(`SELECT h.hucre FROM randevu_hucre h JOIN randevu_personel p ON p.id = h.personel_id
      WHERE h.personel_id = ? AND p.isletme_id = ? AND h.hucre >= ? AND h.hucre < ? ORDER BY h.hucre`)
      .bind(personelId, isletmeId, Math.floor(basMs / HUCRE_MS), Math.ceil(bitMs / HUCRE_MS)),
  ]);
  return {
    izinler: (izin!.results as unknown as { baslangic: string; bitis: string }[]).map((z) => ({ baslangicMs: Date.parse(z.baslangic), bitisMs: Date.parse(z.bitis) })),
    hucreler: (hucre!.results as unknown as { hucre: number }[]).map((h) => h.hucre),
  };
}

export interface SeriYazimi {
  isletmeId: number;
  personelId: number;
  aralikHafta: number;
  kullaniciId: number;
  toplamKurus: number;
  kalemler: { hizmetId: number; sureDk: number; fiyatKurus: number }[];
  musteri: { adSoyad: string; telefon: string; email: string | null };
  notlar: string;
  tarihler: { baslangicMs: number; bitisMs: number; hucre: [number, number]; kod: string }[];
}

/** The series row, the customer (upserted by phone) and every occurrence with its items and cells: all or nothing. */
export async function seriYaz(db: D1Database, s: SeriYazimi): Promise<number> {
  const seriRef = '(SELECT max(id) FROM randevu_seri WHERE isletme_id = ?)';
  const statements: D1PreparedStatement[] = [
    db.prepare('INSERT INTO randevu_seri (isletme_id, aralik_hafta, adet, kullanici_id) VALUES (?, ?, ?, ?) RETURNING id')
      .bind(s.isletmeId, s.aralikHafta, s.tarihler.length, s.kullaniciId),
    db.prepare(`INSERT INTO musteri (isletme_id, ad_soyad, telefon, email) VALUES (?, ?, ?, ?)
      ON CONFLICT (isletme_id, telefon) DO UPDATE SET email = coalesce(musteri.email, excluded.email)`)
      .bind(s.isletmeId, s.musteri.adSoyad, s.musteri.telefon, s.musteri.email),
  ];
  s.tarihler.forEach((t, i) => {
    statements.push(
      db.prepare(`INSERT INTO randevu (isletme_id, musteri_id, personel_id, baslangic, bitis, durum, kaynak, kod, toplam_kurus, notlar, seri_id, seri_sira)
        VALUES (?, (SELECT id FROM musteri WHERE isletme_id = ? AND telefon = ?), ?, ?, ?, 'onaylandi', 'panel', ?, ?, ?, ${seriRef}, ?)`)
        .bind(s.isletmeId, s.isletmeId, s.musteri.telefon, s.personelId, iso(t.baslangicMs), iso(t.bitisMs), t.kod, s.toplamKurus, s.notlar, s.isletmeId, i + 1),
      ...s.kalemler.map((k) => db.prepare('INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) SELECT id, ?, ?, ? FROM randevu WHERE kod = ?').bind(k.hizmetId, k.sureDk, k.fiyatKurus, t.kod)),
      hucreEkle(db, s.personelId, t.hucre, { kod: t.kod }),
    );
  });
  const results = await db.batch(statements);
  return (results[0]!.results[0] as { id: number }).id;
}

/** The appointments of a series in order. */
export async function seriRandevulari(db: D1Database, isletmeId: number, seriId: number): Promise<TakvimRandevusu[]> {
  const result = await db.prepare(`${RANDEVU_SQL} WHERE r.isletme_id = ? AND r.seri_id = ? ORDER BY r.seri_sira`).bind(isletmeId, seriId).all();
  return randevuListesi(result);
}

/**
 * Cancels the active appointments of the series from `sira` on and frees exactly their cells (cells first, while the
 * rows are still active); the number cancelled.
 */
export async function seriIptal(db: D1Database, isletmeId: number, seriId: number, sira: number): Promise<number> {
  const secim = `SELECT id FROM randevu WHERE isletme_id = ? AND seri_id = ? AND seri_sira >= ? AND durum IN ${AKTIF}`;
  const [, update] = await db.batch([
    db.prepare(`DELETE FROM randevu_hucre WHERE randevu_id IN (${secim})`).bind(isletmeId, seriId, sira),
    db.prepare(`UPDATE randevu SET durum = 'iptal', iptal_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id IN (${secim})`).bind(isletmeId, seriId, sira),
  ]);
  return update!.meta.changes ?? 0;
}
