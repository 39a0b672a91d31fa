import type { Gorev, GorevDurumu, GorevFiltre, GorevGirdisi } from '@lib/schemas/personel';
import { ApiError } from '@worker/http/envelope';
import { notFound } from './randevu';

/** Staff tasks (randevu_gorev): title, optional staff, optional due day in the venue zone, status. */

interface GorevSatiri { id: number; baslik: string; aciklama: string; personel_id: number | null; son_tarih: string | null; durum: GorevDurumu; olusturma: string }

/** Tasks matching the filters, by due day (none last), then oldest first. `bugun` is today in the venue zone. */
export async function gorevListesi(db: D1Database, isletmeId: number, filtre: GorevFiltre, bugun: string): Promise<Gorev[]> {
  const where = ['isletme_id = ?'];
  const params: unknown[] = [isletmeId];
  if (filtre.personelId === 'yok') where.push('personel_id IS NULL');
  else if (filtre.personelId) {
    where.push('personel_id = ?');
    params.push(Number(filtre.personelId));
  }
  if (filtre.durum === 'acik') where.push("durum <> 'tamamlandi'");
  else if (filtre.durum) {
    where.push('durum = ?');
    params.push(filtre.durum);
  }
  if (filtre.gecikmis === '1') {
    where.push("durum <> 'tamamlandi' AND son_tarih < ?");
    params.push(bugun);
  }
  const { results } = await db
    .prepare(`SELECT id, baslik, aciklama, personel_id, son_tarih, durum, olusturma FROM randevu_gorev WHERE ${where.join(' AND ')}
      ORDER BY son_tarih IS NULL, son_tarih, id LIMIT 2000`)
    .bind(...params)
    .all<GorevSatiri>();
  return results.map((r) => ({
    id: r.id, baslik: r.baslik, aciklama: r.aciklama, personelId: r.personel_id, sonTarih: r.son_tarih, durum: r.durum, olusturma: r.olusturma,
    gecikmis: r.durum !== 'tamamlandi' && r.son_tarih !== null && r.son_tarih < bugun,
  }));
}

/** Staff the task screen may assign (active first), without the staff screen's permission. */
export async function gorevPersonelleri(db: D1Database, isletmeId: number): Promise<{ id: number; ad: string; renk: string; aktif: boolean }[]> {
  const { results } = await db.prepare('SELECT id, ad, renk, aktif FROM randevu_personel WHERE isletme_id = ? ORDER BY aktif DESC, sira, id').bind(isletmeId).all<{ id: number; ad: string; renk: string; aktif: number }>();
  return results.map((p) => ({ ...p, aktif: p.aktif === 1 }));
}

/** The assignee must be one of the venue's staff (another venue's id: 404). */
export async function gorevPersonelDogrula(db: D1Database, isletmeId: number, personelId: number | null): Promise<void> {
  if (personelId === null) return;
  const row = await db.prepare('SELECT 1 AS x FROM randevu_personel WHERE id = ? AND isletme_id = ?').bind(personelId, isletmeId).first();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'personel.gorev.personelYok');
}

export async function gorevEkle(db: D1Database, isletmeId: number, g: GorevGirdisi): Promise<number> {
  const row = await db
    .prepare('INSERT INTO randevu_gorev (isletme_id, personel_id, baslik, aciklama, son_tarih, durum) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(isletmeId, g.personelId, g.baslik, g.aciklama, g.sonTarih, g.durum)
    .first<{ id: number }>();
  return row!.id;
}

export async function gorevGuncelle(db: D1Database, isletmeId: number, id: number, g: GorevGirdisi): Promise<void> {
  const { meta } = await db
    .prepare('UPDATE randevu_gorev SET personel_id = ?, baslik = ?, aciklama = ?, son_tarih = ?, durum = ? WHERE id = ? AND isletme_id = ?')
    .bind(g.personelId, g.baslik, g.aciklama, g.sonTarih, g.durum, id, isletmeId)
    .run();
  if (!meta.changes) throw notFound();
}

export async function gorevDurum(db: D1Database, isletmeId: number, id: number, durum: GorevDurumu): Promise<void> {
  const { meta } = await db.prepare('UPDATE randevu_gorev SET durum = ? WHERE id = ? AND isletme_id = ?').bind(durum, id, isletmeId).run();
  if (!meta.changes) throw notFound();
}

export async function gorevSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const { meta } = await db.prepare('DELETE FROM randevu_gorev WHERE id = ? AND isletme_id = ?').bind(id, isletmeId).run();
  if (!meta.changes) throw notFound();
}
