import { elleGecis, gecisVar, SATILABILIR, type CihazDurumu } from '@lib/ikinciel/durum';
import { silinebilirGun } from '@lib/ikinciel/tc';
import { katla } from '@lib/search';
import type { Cihaz, CihazOzet, Masraf } from '@lib/schemas/ikinciel/ikinciel';
import type { CihazSchema, MasrafSchema, SatisSchema } from '@lib/schemas/ikinciel/ikinciel';
import type * as v from 'valibot';
import { ApiError } from '@worker/http/envelope';
import { CIHAZ_SQL, cihazCevir, cihazYok, ozetCevir, type CihazRow } from './ortak';

/** Items bought, their costs, status moves, the sale into the cash book and the return (the reverse cash row). */

type CihazGirdisi = v.InferOutput<typeof CihazSchema>;
type SatisGirdisi = v.InferOutput<typeof SatisSchema>;

const gecisYok = (from: CihazDurumu, to: CihazDurumu) => new ApiError(409, 'STATUS_MOVE', 'ikinciel.api.gecisYok', { from, to });

export async function cihazlar(db: D1Database, isletmeId: number, f: { durum: CihazDurumu | ''; q: string }): Promise<CihazOzet[]> {
  const { results } = await db.prepare(`${CIHAZ_SQL} WHERE c.isletme_id = ?1 AND (?2 = '' OR c.durum = ?2) ORDER BY c.id DESC LIMIT 1000`).bind(isletmeId, f.durum).all<CihazRow>();
  const kelimeler = katla(f.q).split(' ').filter(Boolean);
  return results.filter((r) => kelimeler.every((k) => katla(`${r.marka} ${r.model} ${r.seri_no} ${r.id}`).includes(k))).map(ozetCevir);
}

export async function cihazRow(db: D1Database, isletmeId: number, id: number): Promise<CihazRow> {
  const r = await db.prepare(`${CIHAZ_SQL} WHERE c.id = ? AND c.isletme_id = ?`).bind(id, isletmeId).first<CihazRow>();
  if (!r) throw cihazYok();
  return r;
}

export async function cihazOku(db: D1Database, isletmeId: number, id: number, tcAcik: boolean): Promise<Cihaz> {
  const r = await cihazRow(db, isletmeId, id);
  const { results } = await db.prepare('SELECT id, aciklama, tutar_kurus AS tutarKurus, tarih FROM ikinciel_masraf WHERE cihaz_id = ? AND isletme_id = ? ORDER BY tarih, id').bind(id, isletmeId).all<Masraf>();
  return cihazCevir(r, results, tcAcik);
}

/** Photo keys must be this venue's own uploads (or ones the item already had). */
export async function fotoDogrula(bucket: R2Bucket, isletmeId: number, fotolar: readonly string[], eskiler: readonly string[] = []): Promise<void> {
  for (const foto of fotolar) {
    if (eskiler.includes(foto)) continue;
    if (!foto.startsWith(`ikinciel/${isletmeId}/`) || !(await bucket.head(foto))) throw new ApiError(400, 'IMAGE_KEY_INVALID', 'error.imageKeyInvalid');
  }
}

const ozellikJson = (g: CihazGirdisi) => JSON.stringify(g.ozellik);

export async function cihazEkle(db: D1Database, isletmeId: number, g: CihazGirdisi): Promise<number> {
  if (g.saticiTc.includes('*')) throw new ApiError(400, 'VALIDATION', 'ikinciel.v.tc');
  const row = await db.prepare(`INSERT INTO ikinciel_cihaz (isletme_id, tur, marka, model, ozellik, seri_no, kondisyon, kondisyon_not, fotolar, satici_ad, satici_tel, satici_tc, alis_kurus, alis_tarihi, istenen_kurus)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15) RETURNING id`)
    .bind(isletmeId, g.tur, g.marka, g.model, ozellikJson(g), g.seriNo, g.kondisyon, g.kondisyonNot, JSON.stringify(g.fotolar), g.saticiAd, g.saticiTel, g.saticiTc, g.alisKurus, g.alisTarihi, g.istenenKurus)
    .first<{ id: number }>();
  return row!.id;
}

/** Edit; a masked ID (what a user without the unmask right sees) keeps the stored one; an erased seller stays erased. */
export async function cihazGuncelle(db: D1Database, isletmeId: number, mevcut: CihazRow, g: CihazGirdisi): Promise<void> {
  const tc = g.saticiTc.includes('*') ? mevcut.satici_tc : g.saticiTc;
  const silinmis = mevcut.satici_silinme !== null;
  await db.prepare(`UPDATE ikinciel_cihaz SET tur = ?3, marka = ?4, model = ?5, ozellik = ?6, seri_no = ?7, kondisyon = ?8, kondisyon_not = ?9, fotolar = ?10,
      satici_ad = ?11, satici_tel = ?12, satici_tc = ?13, alis_kurus = ?14, alis_tarihi = ?15, istenen_kurus = ?16, guncelleme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      WHERE id = ?1 AND isletme_id = ?2`)
    .bind(mevcut.id, isletmeId, g.tur, g.marka, g.model, ozellikJson(g), g.seriNo, g.kondisyon, g.kondisyonNot, JSON.stringify(g.fotolar),
      silinmis ? '' : g.saticiAd, silinmis ? '' : g.saticiTel, silinmis ? '' : tc, g.alisKurus, g.alisTarihi, g.istenenKurus)
    .run();
}

/** Only an item that was never sold can be deleted (a sale is a trade record with a cash row). */
export async function cihazSil(db: D1Database, isletmeId: number, r: CihazRow): Promise<void> {
  if (r.satis_kasa_id !== null || r.durum === 'satildi' || r.durum === 'iade') throw new ApiError(409, 'ITEM_SOLD', 'ikinciel.api.satilmisSilinmez');
  await db.batch([
    db.prepare('DELETE FROM ikinciel_ilan WHERE cihaz_id = ? AND isletme_id = ?').bind(r.id, isletmeId),
    db.prepare('DELETE FROM ikinciel_masraf WHERE cihaz_id = ? AND isletme_id = ?').bind(r.id, isletmeId),
    db.prepare("DELETE FROM ikinciel_cihaz WHERE id = ? AND isletme_id = ? AND durum NOT IN ('satildi', 'iade') AND satis_kasa_id IS NULL").bind(r.id, isletmeId),
  ]);
}

export async function masrafEkle(db: D1Database, isletmeId: number, r: CihazRow, g: v.InferOutput<typeof MasrafSchema>): Promise<void> {
  if (r.durum === 'satildi') throw new ApiError(409, 'ITEM_SOLD', 'ikinciel.api.satilmisMasraf');
  await db.prepare('INSERT INTO ikinciel_masraf (isletme_id, cihaz_id, aciklama, tutar_kurus, tarih) VALUES (?, ?, ?, ?, ?)').bind(isletmeId, r.id, g.aciklama, g.tutarKurus, g.tarih).run();
}

export async function masrafSil(db: D1Database, isletmeId: number, r: CihazRow, masrafId: number): Promise<void> {
  if (r.durum === 'satildi') throw new ApiError(409, 'ITEM_SOLD', 'ikinciel.api.satilmisMasraf');
  const s = await db.prepare('DELETE FROM ikinciel_masraf WHERE id = ? AND cihaz_id = ? AND isletme_id = ?').bind(masrafId, r.id, isletmeId).run();
  if ((s.meta.changes ?? 0) === 0) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
}

/** A plain status move (repair, on sale, reserved, back); selling and returning have their own forms. */
export async function durumDegistir(db: D1Database, isletmeId: number, r: CihazRow, durum: CihazDurumu): Promise<void> {
  if (durum === 'satildi' && gecisVar(r.durum, durum)) throw new ApiError(409, 'USE_SALE', 'ikinciel.api.satisFormu');
  if (!elleGecis(r.durum, durum)) throw gecisYok(r.durum, durum);
  const s = await db.prepare("UPDATE ikinciel_cihaz SET durum = ?3, guncelleme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND isletme_id = ?2 AND durum = ?4")
    .bind(r.id, isletmeId, durum, r.durum).run();
  if ((s.meta.changes ?? 0) === 0) throw gecisYok(r.durum, durum);
}

const cihazAdi = (r: CihazRow) => `${r.marka} ${r.model}`.trim();

/**
 * The sale: the cash book's income row and the item's sale fields in ONE batch, both conditional on the item still
 * being sellable, so a double click or two tabs can never sell twice or leave a cash row without a sale.
 */
export async function sat(db: D1Database, isletmeId: number, kullaniciId: number, r: CihazRow, g: SatisGirdisi, kasaTarihi: string): Promise<void> {
  if (!SATILABILIR.includes(r.durum)) throw gecisYok(r.durum, 'satildi');
  if (g.satisTarihi < r.alis_tarihi) throw new ApiError(422, 'VALIDATION', 'ikinciel.api.satisAlistanOnce');
  const satilabilir = `EXISTS (SELECT 1 FROM ikinciel_cihaz WHERE id = ?1 AND isletme_id = ?2 AND durum IN (${SATILABILIR.map((d) => `'${d}'`).join(', ')}))`;
  const [, guncel] = await db.batch([
    db.prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, aciklama, tarih, kullanici_id) SELECT ?2, 'gelir', ?3, ?4, 'manuel', ?5, ?6, ?7 WHERE ${satilabilir}`)
      .bind(r.id, isletmeId, g.odeme, g.satisKurus, `İkinci el satış #${r.id} · ${cihazAdi(r)}`, kasaTarihi, kullaniciId),
    db.prepare(`UPDATE ikinciel_cihaz SET durum = 'satildi', alici_ad = ?3, alici_tel = ?4, satis_kurus = ?5, satis_tarihi = ?6, odeme = ?7, garanti_gun = ?8,
        satis_kasa_id = last_insert_rowid(), iade_tarihi = NULL, iade_kasa_id = NULL, guncelleme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE id = ?1 AND isletme_id = ?2 AND durum IN (${SATILABILIR.map((d) => `'${d}'`).join(', ')})`)
      .bind(r.id, isletmeId, g.aliciAd, g.aliciTel, g.satisKurus, g.satisTarihi, g.odeme, g.garantiGun),
    db.prepare("UPDATE ikinciel_ilan SET durum = 'satildi', guncelleme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE cihaz_id = ? AND isletme_id = ? AND durum IN ('taslak', 'yayinda')").bind(r.id, isletmeId),
  ]);
  if ((guncel!.meta.changes ?? 0) === 0) throw gecisYok(r.durum, 'satildi');
}

/** The return: the reverse cash row (expense, same method and amount) with the status, in one batch. */
export async function iadeAl(db: D1Database, isletmeId: number, kullaniciId: number, r: CihazRow, tarih: string, kasaTarihi: string): Promise<void> {
  if (!gecisVar(r.durum, 'iade') || r.satis_kurus === null || r.odeme === null) throw gecisYok(r.durum, 'iade');
  if (tarih < (r.satis_tarihi ?? '')) throw new ApiError(422, 'VALIDATION', 'ikinciel.api.iadeSatistanOnce');
  const [, guncel] = await db.batch([
    db.prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, aciklama, tarih, kullanici_id) SELECT ?2, 'gider', ?3, ?4, 'manuel', ?5, ?6, ?7
        WHERE EXISTS (SELECT 1 FROM ikinciel_cihaz WHERE id = ?1 AND isletme_id = ?2 AND durum = 'satildi')`)
      .bind(r.id, isletmeId, r.odeme, r.satis_kurus, `İkinci el iade #${r.id} · ${cihazAdi(r)}`, kasaTarihi, kullaniciId),
    db.prepare(`UPDATE ikinciel_cihaz SET durum = 'iade', iade_tarihi = ?3, iade_kasa_id = last_insert_rowid(), guncelleme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE id = ?1 AND isletme_id = ?2 AND durum = 'satildi'`).bind(r.id, isletmeId, tarih),
  ]);
  if ((guncel!.meta.changes ?? 0) === 0) throw gecisYok(r.durum, 'iade');
}

/** KVKK erase of the seller: after the keeping period only; blanks name, phone and ID and logs who did it. */
export async function saticiSil(db: D1Database, isletmeId: number, kullaniciId: number, r: CihazRow, bugun: string): Promise<void> {
  if (r.satici_silinme !== null) throw new ApiError(409, 'ALREADY_ERASED', 'ikinciel.api.zatenSilindi');
  const sinir = silinebilirGun(r.alis_tarihi);
  if (bugun < sinir) throw new ApiError(409, 'KEEPING_PERIOD', 'ikinciel.api.saklamaSuresi', { gun: sinir });
  await db.batch([
    db.prepare("UPDATE ikinciel_cihaz SET satici_ad = '', satici_tel = '', satici_tc = '', satici_silinme = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND isletme_id = ?").bind(r.id, isletmeId),
    db.prepare("INSERT INTO ikinciel_log (isletme_id, cihaz_id, kullanici_id, tur) VALUES (?, ?, ?, 'satici.sil')").bind(isletmeId, r.id, kullaniciId),
  ]);
}
