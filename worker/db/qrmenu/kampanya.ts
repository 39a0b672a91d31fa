import { notFound, surumArtir } from './admin';

/** Menu campaigns (menu_kampanya); every change bumps the menu version. `values` are the row's columns in order. */

export interface KampanyaRow {
  id: number;
  baslik: string;
  aciklama: string;
  tur: 'sabit_fiyat' | 'hediye_urun' | 'yuzde_indirim';
  deger: number;
  hediye_urun_id: number | null;
  urun_idler: string;
  kategori_idler: string;
  baslangic: string;
  bitis: string;
  haftalik_saatler: string;
  aktif: number;
}

/** One of the venue's campaigns, else 404. */
export async function kampanyaBul(db: D1Database, isletmeId: number, id: number): Promise<KampanyaRow> {
  const row = await db.prepare('SELECT * FROM menu_kampanya WHERE isletme_id = ? AND id = ?').bind(isletmeId, id).first<KampanyaRow>();
  if (!row) throw notFound();
  return row;
}

export async function kampanyaListesi(db: D1Database, isletmeId: number): Promise<KampanyaRow[]> {
  const { results } = await db.prepare('SELECT * FROM menu_kampanya WHERE isletme_id = ? ORDER BY bitis DESC, id DESC').bind(isletmeId).all<KampanyaRow>();
  return results;
}

export async function kampanyaEkle(db: D1Database, isletmeId: number, values: readonly unknown[]): Promise<number> {
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO menu_kampanya (isletme_id, baslik, aciklama, tur, deger, hediye_urun_id, urun_idler, kategori_idler, baslangic, bitis, haftalik_saatler)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(isletmeId, ...values),
    surumArtir(db, isletmeId),
  ]);
  return inserted!.results[0]!.id;
}

export async function kampanyaGuncelle(db: D1Database, isletmeId: number, id: number, values: readonly unknown[]): Promise<void> {
  await db.batch([
    db
      .prepare(
        `UPDATE menu_kampanya SET baslik = ?, aciklama = ?, tur = ?, deger = ?, hediye_urun_id = ?, urun_idler = ?, kategori_idler = ?, baslangic = ?, bitis = ?, haftalik_saatler = ?
          WHERE isletme_id = ? AND id = ?`,
      )
      .bind(...values, isletmeId, id),
    surumArtir(db, isletmeId),
  ]);
}

/** Sets a campaign's start and end (ending it early). */
export async function kampanyaZamaniYaz(db: D1Database, isletmeId: number, id: number, baslangic: string, bitis: string): Promise<void> {
  await db.batch([
    db.prepare('UPDATE menu_kampanya SET baslangic = ?, bitis = ? WHERE isletme_id = ? AND id = ?').bind(baslangic, bitis, isletmeId, id),
    surumArtir(db, isletmeId),
  ]);
}

export async function kampanyaSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  await db.batch([db.prepare('DELETE FROM menu_kampanya WHERE isletme_id = ? AND id = ?').bind(isletmeId, id), surumArtir(db, isletmeId)]);
}
