import { DONANIM_DURUMLARI, DONANIM_TURLERI, type DonanimDurumu } from '@lib/muhasebe';
import type { Donanim, DonanimDetay, DonanimGirdisi, DonanimHareket, StokListesi, StokSayilari } from '@lib/schemas/admin/stok';
import { ApiError } from '@worker/http/envelope';
import { isForeignKeyViolation, uniqueAs409 } from '@worker/http/validation';

/** Hardware the platform supplies to venues: items, where they are, their history. */

interface DonanimSatiri {
  id: number; tur: Donanim['tur']; seri_no: string; model: string; alis_tarihi: string | null; alis_kurus: number | null; durum: DonanimDurumu;
  isletme_id: number | null; isletme_ad: string | null; notlar: string; guncelleme_zamani: string; gecmis: number;
}
const DONANIM_SQL = `SELECT d.*, i.ad AS isletme_ad,
    (SELECT count(*) FROM donanim_hareket h WHERE h.donanim_id = d.id AND h.islem NOT IN ('ekle', 'guncelle')) AS gecmis
  FROM donanim d LEFT JOIN isletme i ON i.id = d.isletme_id`;
const donanim = (r: DonanimSatiri): Donanim => ({
  id: r.id, tur: r.tur, seriNo: r.seri_no, model: r.model, alisTarihi: r.alis_tarihi, alisKurus: r.alis_kurus, durum: r.durum,
  isletmeId: r.isletme_id, isletmeAd: r.isletme_ad, notlar: r.notlar, guncelleme: r.guncelleme_zamani, silinebilir: r.gecmis === 0 && r.durum !== 'isletmede',
});

const seriTekil = <T>(write: () => Promise<T>) => uniqueAs409(write, 'SERIAL_TAKEN', 'admin.stok.api.seriVar');
const hareket = (db: D1Database, kullaniciId: number, donanimSql: string, donanimBinds: unknown[], h: { islem: DonanimHareket['islem']; oncekiDurum: string | null; yeniDurum: string | null; oncekiIsletme: number | null; yeniIsletme: number | null; notlar: string }) =>
  db.prepare(`INSERT INTO donanim_hareket (donanim_id, kullanici_id, islem, onceki_durum, yeni_durum, onceki_isletme_id, yeni_isletme_id, notlar)
    SELECT ${donanimSql}, ?, ?, ?, ?, ?, ?, ?`).bind(...donanimBinds, kullaniciId, h.islem, h.oncekiDurum, h.yeniDurum, h.oncekiIsletme, h.yeniIsletme, h.notlar);

/** Every item (the platform holds hundreds, not millions; the search folds in the Worker) and the counts per type. */
export async function donanimlar(db: D1Database): Promise<StokListesi> {
  const [liste, sayi] = await db.batch([
    db.prepare(`${DONANIM_SQL} ORDER BY d.tur, d.seri_no LIMIT 20000`),
    db.prepare('SELECT tur, durum, count(*) AS n FROM donanim GROUP BY tur, durum'),
  ]);
  const sayilar = Object.fromEntries(DONANIM_TURLERI.map((t) => [t, Object.fromEntries(DONANIM_DURUMLARI.map((d) => [d, 0]))])) as StokSayilari;
  for (const r of sayi!.results as { tur: Donanim['tur']; durum: DonanimDurumu; n: number }[]) sayilar[r.tur][r.durum] = r.n;
  return { donanimlar: (liste!.results as DonanimSatiri[]).map(donanim), sayilar };
}

export async function donanimBul(db: D1Database, id: number): Promise<Donanim> {
  const r = await db.prepare(`${DONANIM_SQL} WHERE d.id = ?`).bind(id).first<DonanimSatiri>();
  if (!r) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return donanim(r);
}

export async function donanimDetay(db: D1Database, id: number): Promise<DonanimDetay> {
  const d = await donanimBul(db, id);
  const rows = await db.prepare(`SELECT h.id, h.zaman, k.ad_soyad AS kullanici, h.islem, h.onceki_durum, h.yeni_durum, oi.ad AS onceki_isletme, yi.ad AS yeni_isletme, h.notlar
      FROM donanim_hareket h LEFT JOIN kullanici k ON k.id = h.kullanici_id LEFT JOIN isletme oi ON oi.id = h.onceki_isletme_id LEFT JOIN isletme yi ON yi.id = h.yeni_isletme_id
      WHERE h.donanim_id = ? ORDER BY h.id DESC`).bind(id).all<{ id: number; zaman: string; kullanici: string | null; islem: DonanimHareket['islem']; onceki_durum: DonanimDurumu | null; yeni_durum: DonanimDurumu | null; onceki_isletme: string | null; yeni_isletme: string | null; notlar: string }>();
  return {
    donanim: d,
    hareketler: rows.results.map((r) => ({ id: r.id, zaman: r.zaman, kullanici: r.kullanici, islem: r.islem, oncekiDurum: r.onceki_durum, yeniDurum: r.yeni_durum, oncekiIsletme: r.onceki_isletme, yeniIsletme: r.yeni_isletme, notlar: r.notlar })),
  };
}

export async function donanimEkle(db: D1Database, kullaniciId: number, g: DonanimGirdisi): Promise<number> {
  return seriTekil(async () => {
    const [row] = await db.batch([
      db.prepare("INSERT INTO donanim (tur, seri_no, model, alis_tarihi, alis_kurus, notlar, durum) VALUES (?, ?, ?, ?, ?, ?, 'depoda') RETURNING id")
        .bind(g.tur, g.seriNo, g.model, g.alisTarihi, g.alisKurus, g.notlar),
      hareket(db, kullaniciId, '(SELECT id FROM donanim WHERE tur = ? AND seri_no = ?)', [g.tur, g.seriNo], { islem: 'ekle', oncekiDurum: null, yeniDurum: 'depoda', oncekiIsletme: null, yeniIsletme: null, notlar: '' }),
    ]);
    return (row!.results[0] as { id: number }).id;
  });
}

export async function donanimGuncelle(db: D1Database, kullaniciId: number, d: Donanim, g: DonanimGirdisi): Promise<void> {
  await seriTekil(() => db.batch([
    db.prepare("UPDATE donanim SET tur = ?, seri_no = ?, model = ?, alis_tarihi = ?, alis_kurus = ?, notlar = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
      .bind(g.tur, g.seriNo, g.model, g.alisTarihi, g.alisKurus, g.notlar, d.id),
    hareket(db, kullaniciId, '?', [d.id], { islem: 'guncelle', oncekiDurum: d.durum, yeniDurum: d.durum, oncekiIsletme: d.isletmeId, yeniIsletme: d.isletmeId, notlar: '' }),
  ]));
}

/** Only an item that was never assigned nor moved can be deleted (with its own creation rows); else 409: scrap it. */
export async function donanimSil(db: D1Database, d: Donanim): Promise<void> {
  if (!d.silinebilir) throw new ApiError(409, 'HAS_HISTORY', 'admin.stok.api.gecmisVar', { seri: d.seriNo });
  const kosul = "NOT EXISTS (SELECT 1 FROM donanim_hareket WHERE donanim_id = ?1 AND islem NOT IN ('ekle', 'guncelle'))";
  try {
    const [, sil] = await db.batch([
      db.prepare(`DELETE FROM donanim_hareket WHERE donanim_id = ?1 AND ${kosul}`).bind(d.id),
      db.prepare(`DELETE FROM donanim WHERE id = ?1 AND durum <> 'isletmede' AND ${kosul}`).bind(d.id),
    ]);
    if (!sil!.meta.changes) throw new ApiError(409, 'HAS_HISTORY', 'admin.stok.api.gecmisVar', { seri: d.seriNo });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'HAS_HISTORY', 'admin.stok.api.gecmisVar', { seri: d.seriNo });
    throw error;
  }
}

/** A state that refuses an assignment, with its message. */
function atanamaz(d: Donanim): ApiError {
  if (d.durum === 'isletmede') return new ApiError(409, 'ALREADY_ASSIGNED', 'admin.stok.api.zatenIsletmede', { seri: d.seriNo, isletme: d.isletmeAd ?? '' });
  return new ApiError(409, 'NOT_IN_STOCK', 'admin.stok.api.depodaDegil', { seri: d.seriNo });
}

/**
 * Warehouse → venue. The history row and the move carry the same guard (still in the warehouse) in one batch, so two
 * parallel assignments move the item once and the other answers 409.
 */
export async function donanimAta(db: D1Database, kullaniciId: number, d: Donanim, isletmeId: number, notlar: string): Promise<void> {
  if (d.durum !== 'depoda') throw atanamaz(d);
  const venue = await db.prepare('SELECT id FROM isletme WHERE id = ?').bind(isletmeId).first();
  if (!venue) throw new ApiError(422, 'VENUE_INVALID', 'admin.stok.api.isletmeYok');
  const [h, u] = await db.batch([
    db.prepare(`INSERT INTO donanim_hareket (donanim_id, kullanici_id, islem, onceki_durum, yeni_durum, onceki_isletme_id, yeni_isletme_id, notlar)
      SELECT id, ?, 'ata', 'depoda', 'isletmede', NULL, ?, ? FROM donanim WHERE id = ? AND durum = 'depoda'`).bind(kullaniciId, isletmeId, notlar, d.id),
    db.prepare("UPDATE donanim SET durum = 'isletmede', isletme_id = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND durum = 'depoda'").bind(isletmeId, d.id),
  ]);
  if (!h!.meta.changes || !u!.meta.changes) throw atanamaz(await donanimBul(db, d.id));
}

/** Venue → warehouse (or straight to repair when it came back broken). */
export async function donanimIade(db: D1Database, kullaniciId: number, d: Donanim, arizali: boolean, notlar: string): Promise<void> {
  if (d.durum !== 'isletmede') throw new ApiError(409, 'NOT_ASSIGNED', 'admin.stok.api.isletmedeDegil', { seri: d.seriNo });
  const yeni = arizali ? 'arizali' : 'depoda';
  const [h] = await db.batch([
    db.prepare(`INSERT INTO donanim_hareket (donanim_id, kullanici_id, islem, onceki_durum, yeni_durum, onceki_isletme_id, yeni_isletme_id, notlar)
      SELECT id, ?, 'iade', 'isletmede', ?, isletme_id, NULL, ? FROM donanim WHERE id = ? AND durum = 'isletmede' AND isletme_id = ?`).bind(kullaniciId, yeni, notlar, d.id, d.isletmeId),
    db.prepare("UPDATE donanim SET durum = ?, isletme_id = NULL, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND durum = 'isletmede' AND isletme_id = ?").bind(yeni, d.id, d.isletmeId),
  ]);
  if (!h!.meta.changes) throw new ApiError(409, 'NOT_ASSIGNED', 'admin.stok.api.isletmedeDegil', { seri: d.seriNo });
}

/** Warehouse states by hand: in stock ↔ broken, and scrapped (final). An item at a venue is returned first. */
export async function donanimDurum(db: D1Database, kullaniciId: number, d: Donanim, durum: 'depoda' | 'arizali' | 'hurda', notlar: string): Promise<void> {
  if (d.durum === 'isletmede') throw new ApiError(409, 'ASSIGNED', 'admin.stok.api.onceIade', { seri: d.seriNo });
  if (d.durum === 'hurda') throw new ApiError(409, 'SCRAPPED', 'admin.stok.api.hurda', { seri: d.seriNo });
  if (d.durum === durum) return;
  const [h] = await db.batch([
    db.prepare(`INSERT INTO donanim_hareket (donanim_id, kullanici_id, islem, onceki_durum, yeni_durum, notlar)
      SELECT id, ?, 'durum', durum, ?, ? FROM donanim WHERE id = ? AND durum = ?`).bind(kullaniciId, durum, notlar, d.id, d.durum),
    db.prepare("UPDATE donanim SET durum = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND durum = ?").bind(durum, d.id, d.durum),
  ]);
  if (!h!.meta.changes) throw new ApiError(409, 'CHANGED', 'admin.stok.api.degisti', { seri: d.seriNo });
}
