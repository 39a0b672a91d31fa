import type { PersonelKaydi, PersonelKayitListesi } from '@lib/schemas/personel';
import { ApiError } from '@worker/http/envelope';
import { baglanabilirHesaplar } from './hesap';

/** Pending or confirmed: the appointments that still lie ahead of a person. */
const ACIK_DURUMLAR_SQL = "('beklemede', 'onaylandi')";

interface KayitSatiri {
  id: number;
  ad: string;
  telefon: string | null;
  email: string | null;
  unvan: string;
  baslama_tarihi: string | null;
  ayrilma_tarihi: string | null;
  aktif: number;
  foto: string | null;
  renk: string;
  notlar: string;
  kullanici_id: number | null;
  kullanici_ad: string | null;
  profilli: number;
  gelecek: number;
}

const SATIR_SQL = `SELECT p.id, p.ad, p.telefon, p.email, p.unvan, p.baslama_tarihi, p.ayrilma_tarihi, p.aktif, p.foto, p.renk, p.notlar,
    p.kullanici_id, k.ad_soyad AS kullanici_ad,
    EXISTS (SELECT 1 FROM randevu_profil rp WHERE rp.personel_id = p.id) AS profilli,
    (SELECT count(*) FROM randevu r WHERE r.personel_id = p.id AND r.isletme_id = p.isletme_id AND r.durum IN ${ACIK_DURUMLAR_SQL} AND r.baslangic >= ?) AS gelecek
  FROM personel p LEFT JOIN kullanici k ON k.id = p.kullanici_id`;

const kayit = (row: KayitSatiri): PersonelKaydi => ({
  id: row.id,
  ad: row.ad,
  telefon: row.telefon,
  email: row.email,
  unvan: row.unvan,
  baslamaTarihi: row.baslama_tarihi,
  ayrilmaTarihi: row.ayrilma_tarihi,
  aktif: row.aktif === 1,
  foto: row.foto,
  renk: row.renk,
  notlar: row.notlar,
  kullaniciId: row.kullanici_id,
  kullaniciAd: row.kullanici_ad,
  randevuProfili: row.profilli === 1,
  gelecekRandevu: row.gelecek,
});

/** Everyone in the venue's register (working first, then by name) and the accounts that may be linked. */
export async function personelKayitlari(db: D1Database, isletmeId: number, nowIso = new Date().toISOString()): Promise<PersonelKayitListesi> {
  const [{ results }, hesaplar] = await Promise.all([
    db.prepare(`${SATIR_SQL} WHERE p.isletme_id = ? ORDER BY p.aktif DESC, p.ad COLLATE NOCASE, p.id`).bind(nowIso, isletmeId).all<KayitSatiri>(),
    baglanabilirHesaplar(db, isletmeId),
  ]);
  return { personeller: results.map(kayit), hesaplar };
}

/** One person of the venue, else 404 (another venue's id looks exactly like a missing one). */
export async function personelKaydiBul(db: D1Database, isletmeId: number, id: number, nowIso = new Date().toISOString()): Promise<PersonelKaydi> {
  const row = await db.prepare(`${SATIR_SQL} WHERE p.id = ? AND p.isletme_id = ?`).bind(nowIso, id, isletmeId).first<KayitSatiri>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return kayit(row);
}

/** The name of a staff member of the venue (active or not), or null when the id is not the venue's. */
export async function personelAdi(db: D1Database, isletmeId: number, id: number): Promise<string | null> {
  const row = await db.prepare('SELECT ad FROM personel WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).first<{ ad: string }>();
  return row?.ad ?? null;
}
