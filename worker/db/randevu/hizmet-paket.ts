import type { Paket, PaketGirdisi, PaketListesi } from '@lib/schemas/randevu/hizmet';
import { ApiError } from '@worker/http/envelope';
import { cokDilli, jsonList } from '@worker/db/qrmenu/admin';
import { isForeignKeyViolation } from '@worker/http/validation';
import { notFound } from './hizmet';

/** Queries of the service packages screen (/api/isletme/randevu/paketler). Every query is scoped by venue. */

interface PaketSatiri {
  id: number;
  ad: string;
  aciklama: string;
  fiyat_kurus: number;
  gecerlilik_gun: number | null;
  aktif: number;
  hizmetler: string;
  satis: number;
}

const PAKET_SELECT = `SELECT p.id, p.ad, p.aciklama, p.fiyat_kurus, p.gecerlilik_gun, p.aktif,
  (SELECT json_group_array(json_array(ph.hizmet_id, ph.seans)) FROM (SELECT hizmet_id, seans FROM randevu_paket_hizmet WHERE paket_id = p.id ORDER BY rowid) ph) AS hizmetler,
  (SELECT count(*) FROM randevu_musteri_paket mp WHERE mp.isletme_id = p.isletme_id AND mp.paket_id = p.id) AS satis
  FROM randevu_paket p`;

function toPaket(row: PaketSatiri): Paket {
  return {
    id: row.id,
    ad: row.ad,
    aciklama: row.aciklama,
    fiyatKurus: row.fiyat_kurus,
    gecerlilikGun: row.gecerlilik_gun,
    aktif: row.aktif === 1,
    hizmetler: jsonList<[number, number]>(row.hizmetler).map(([hizmetId, seans]) => ({ hizmetId, seans })),
    satisSayisi: row.satis,
  };
}

/** Packages of the venue (active first, then by name) and the services they may contain. */
export async function paketListesi(db: D1Database, isletmeId: number): Promise<PaketListesi> {
  const [paketler, hizmetler] = await db.batch([
    db.prepare(`${PAKET_SELECT} WHERE p.isletme_id = ? ORDER BY p.id`).bind(isletmeId),
    db.prepare('SELECT id, ad, fiyat_kurus, aktif FROM randevu_hizmet WHERE isletme_id = ? ORDER BY id').bind(isletmeId),
  ]);
  return {
    paketler: (paketler!.results as unknown as PaketSatiri[]).map(toPaket).sort((a, b) => Number(b.aktif) - Number(a.aktif) || a.ad.localeCompare(b.ad, 'tr') || a.id - b.id),
    hizmetler: (hizmetler!.results as { id: number; ad: string; fiyat_kurus: number; aktif: number }[])
      .map((row) => ({ id: row.id, ad: cokDilli(row.ad), fiyatKurus: row.fiyat_kurus, aktif: row.aktif === 1 }))
      .sort((a, b) => a.ad.tr.localeCompare(b.ad.tr, 'tr') || a.id - b.id),
  };
}

/** One package of the venue, else 404. */
export async function paketBul(db: D1Database, isletmeId: number, id: number): Promise<Paket> {
  const row = await db.prepare(`${PAKET_SELECT} WHERE p.isletme_id = ? AND p.id = ?`).bind(isletmeId, id).first<PaketSatiri>();
  if (!row) throw notFound();
  return toPaket(row);
}

/** The package's services must be the venue's own (400 otherwise). */
export async function paketHizmetleriDogrula(db: D1Database, isletmeId: number, input: PaketGirdisi): Promise<void> {
  const ids = input.hizmetler.map((row) => row.hizmetId);
  const row = await db
    .prepare('SELECT count(*) AS n FROM randevu_hizmet WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))')
    .bind(isletmeId, JSON.stringify(ids))
    .first<{ n: number }>();
  if ((row?.n ?? 0) !== ids.length) throw new ApiError(400, 'SERVICE_INVALID', 'randevu.hizmet.api.paketHizmetGecersiz');
}

const alanlar = (input: PaketGirdisi) => [input.ad, input.aciklama, input.fiyatKurus, input.gecerlilikGun, input.aktif ? 1 : 0];

// the package's service rows, from the body's JSON, joined to the venue's services so nothing foreign slips in
const hizmetSatirlari = (paketRef: string, kosul = '1') => `INSERT INTO randevu_paket_hizmet (paket_id, hizmet_id, seans)
  SELECT ${paketRef}, h.id, json_extract(j.value, '$.seans') FROM json_each(?2) j
  JOIN randevu_hizmet h ON h.id = json_extract(j.value, '$.hizmetId') AND h.isletme_id = ?1 WHERE ${kosul} ORDER BY j.key`;

/** Creates a package with its services in ONE batch; returns the new id. */
export async function paketEkle(db: D1Database, isletmeId: number, input: PaketGirdisi): Promise<number> {
  const [inserted] = await db.batch([
    db.prepare('INSERT INTO randevu_paket (isletme_id, ad, aciklama, fiyat_kurus, gecerlilik_gun, aktif) VALUES (?, ?, ?, ?, ?, ?) RETURNING id').bind(isletmeId, ...alanlar(input)),
    // one transaction with growing ids: the newest package of the venue is the one just inserted
    db.prepare(hizmetSatirlari('(SELECT max(id) FROM randevu_paket WHERE isletme_id = ?1)')).bind(isletmeId, JSON.stringify(input.hizmetler)),
  ]);
  return (inserted!.results[0] as { id: number }).id;
}

/** Replaces a package's fields and services; packages already sold keep their own copies. */
export async function paketGuncelle(db: D1Database, isletmeId: number, id: number, input: PaketGirdisi): Promise<void> {
  await db.batch([
    db.prepare('UPDATE randevu_paket SET ad = ?, aciklama = ?, fiyat_kurus = ?, gecerlilik_gun = ?, aktif = ? WHERE isletme_id = ? AND id = ?').bind(...alanlar(input), isletmeId, id),
    db.prepare('DELETE FROM randevu_paket_hizmet WHERE paket_id = ?2 AND EXISTS (SELECT 1 FROM randevu_paket WHERE id = ?2 AND isletme_id = ?1)').bind(isletmeId, id),
    db.prepare(hizmetSatirlari('?3', 'EXISTS (SELECT 1 FROM randevu_paket WHERE id = ?3 AND isletme_id = ?1)')).bind(isletmeId, JSON.stringify(input.hizmetler), id),
  ]);
}

/** Deletes a package that was never sold (409 otherwise: make it passive instead). */
export async function paketSil(db: D1Database, isletmeId: number, paket: Paket): Promise<void> {
  if (paket.satisSayisi > 0) throw new ApiError(409, 'PACKAGE_SOLD', 'randevu.hizmet.api.paketSatilmis', { sayi: paket.satisSayisi });
  try {
    await db.batch([
      db.prepare('DELETE FROM randevu_paket_hizmet WHERE paket_id = ?2 AND EXISTS (SELECT 1 FROM randevu_paket WHERE id = ?2 AND isletme_id = ?1)').bind(isletmeId, paket.id),
      db.prepare('DELETE FROM randevu_paket WHERE isletme_id = ? AND id = ?').bind(isletmeId, paket.id),
    ]);
  } catch (error) {
    // sold in the meantime: the sale's foreign key keeps the package
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'PACKAGE_SOLD', 'randevu.hizmet.api.paketAzOnceSatildi');
    throw error;
  }
}
