/**
 * Resources (rooms, devices) of the appointment module: the screen's reads and writes, the links to services, and the
 * busy cells / maintenance the slot lists leave out. The cells themselves are written by the triggers of migration
 * 0046 in the same statement as the staff cells.
 */
import type { HizmetKaynakSchema, Kaynak, KaynakGirdisi, KaynakListesi, TasinacakRandevu } from '@lib/schemas/randevu/kaynak';
import { kaynakEngelleri, type KaynakVerisi } from '@lib/randevu/kaynak';
import { yerelTarih } from '@lib/randevu/takvim-zaman';
import { ApiError } from '@worker/http/envelope';
import { hataZinciri, isUniqueViolation } from '@worker/http/validation';
import type * as v from 'valibot';
import { DUSEN_TUTMA_SQL } from './kapora';

const HUCRE_MS = 5 * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const SIMDI = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

interface KaynakSatiri {
  id: number; ad: string; tur: 'oda' | 'cihaz'; kapasite: number; demirbas_id: number | null; aktif: number;
  demirbas_kod: string | null; demirbas_ad: string | null; bakimda: number; hizmet_idler: string;
}

const KAYNAK_SELECT = `SELECT k.id, k.ad, k.tur, k.kapasite, k.demirbas_id, k.aktif, d.kod AS demirbas_kod, d.ad AS demirbas_ad,
    EXISTS (SELECT 1 FROM envanter_bakim b WHERE b.demirbas_id = d.id AND b.isletme_id = d.isletme_id AND b.kapanis IS NULL) AS bakimda,
    (SELECT json_group_array(hk.hizmet_id) FROM randevu_hizmet_kaynak hk WHERE hk.kaynak_id = k.id) AS hizmet_idler
  FROM randevu_kaynak k LEFT JOIN envanter_demirbas d ON d.id = k.demirbas_id AND d.isletme_id = k.isletme_id`;

function kaynakOf(row: KaynakSatiri): Kaynak {
  let hizmetIdler: number[] = [];
  try {
    hizmetIdler = (JSON.parse(row.hizmet_idler) as unknown[]).filter((x): x is number => typeof x === 'number').sort((a, b) => a - b);
  } catch { /* an empty list */ }
  return {
    id: row.id, ad: row.ad, tur: row.tur, kapasite: row.kapasite, demirbasId: row.demirbas_id, aktif: row.aktif === 1, hizmetIdler,
    demirbas: row.demirbas_id !== null && row.demirbas_kod !== null ? { kod: row.demirbas_kod, ad: row.demirbas_ad ?? '', bakimda: row.bakimda === 1 } : null,
  };
}

/**
 * Active appointments still to come on a resource whose asset has a maintenance overlapping them: they need moving.
 * `kaynakId` narrows it to one resource.
 */
function tasinacakKomutu(db: D1Database, isletmeId: number, kaynakId: number | null) {
  return db.prepare(`SELECT r.id AS randevu_id, ka.id AS kaynak_id, ka.ad AS kaynak_ad, r.baslangic, r.bitis, m.ad_soyad AS musteri_ad, p.ad AS personel_ad
      FROM randevu_kaynak ka
      JOIN randevu r ON r.id IN (SELECT DISTINCT kh.randevu_id FROM randevu_kaynak_hucre kh WHERE kh.kaynak_id = ka.id)
      JOIN musteri m ON m.id = r.musteri_id
      JOIN randevu_personel p ON p.id = r.personel_id
     WHERE ka.isletme_id = ?1 AND ka.demirbas_id IS NOT NULL AND (?2 IS NULL OR ka.id = ?2)
       AND r.isletme_id = ?1 AND r.durum IN ('beklemede', 'onaylandi') AND r.bitis > ${SIMDI}
       AND EXISTS (SELECT 1 FROM envanter_bakim b WHERE b.demirbas_id = ka.demirbas_id AND b.isletme_id = ka.isletme_id
                    AND b.acilis < r.bitis AND (b.kapanis IS NULL OR b.kapanis > r.baslangic))
     ORDER BY r.baslangic, r.id, ka.id`).bind(isletmeId, kaynakId);
}

interface TasinacakSatiri { randevu_id: number; kaynak_id: number; kaynak_ad: string; baslangic: string; bitis: string; musteri_ad: string; personel_ad: string }

const tasinacakOf = (tz: string) => (row: TasinacakSatiri): TasinacakRandevu => ({
  randevuId: row.randevu_id, kaynakId: row.kaynak_id, kaynakAd: row.kaynak_ad, baslangic: row.baslangic, bitis: row.bitis,
  musteriAd: row.musteri_ad, personelAd: row.personel_ad, gun: yerelTarih(Date.parse(row.baslangic), tz),
});

/** The screen: every resource, the assets they may be linked to, and the appointments that need moving. */
export async function kaynakListesi(db: D1Database, isletmeId: number, tz: string): Promise<KaynakListesi> {
  const [kaynaklar, demirbaslar, tasinacak] = await db.batch([
    db.prepare(`${KAYNAK_SELECT} WHERE k.isletme_id = ? ORDER BY k.ad COLLATE NOCASE, k.id`).bind(isletmeId),
    db.prepare("SELECT id, kod, ad FROM envanter_demirbas WHERE isletme_id = ? AND durum <> 'hurda' ORDER BY kod").bind(isletmeId),
    tasinacakKomutu(db, isletmeId, null),
  ]);
  return {
    kaynaklar: (kaynaklar!.results as unknown as KaynakSatiri[]).map(kaynakOf),
    demirbaslar: demirbaslar!.results as { id: number; kod: string; ad: string }[],
    tasinacaklar: (tasinacak!.results as unknown as TasinacakSatiri[]).map(tasinacakOf(tz)),
  };
}

export async function tasinacaklar(db: D1Database, isletmeId: number, tz: string, kaynakId: number | null): Promise<TasinacakRandevu[]> {
  const { results } = await tasinacakKomutu(db, isletmeId, kaynakId).all<TasinacakSatiri>();
  return results.map(tasinacakOf(tz));
}

export async function kaynakBul(db: D1Database, isletmeId: number, id: number): Promise<Kaynak> {
  const row = await db.prepare(`${KAYNAK_SELECT} WHERE k.isletme_id = ? AND k.id = ?`).bind(isletmeId, id).first<KaynakSatiri>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'randevu.kaynak.api.bulunamadi');
  return kaynakOf(row);
}

/** A linked asset must be the venue's own and not scrapped. */
async function demirbasDogrula(db: D1Database, isletmeId: number, demirbasId: number | null): Promise<void> {
  if (demirbasId === null) return;
  const row = await db.prepare("SELECT 1 AS x FROM envanter_demirbas WHERE id = ? AND isletme_id = ? AND durum <> 'hurda'").bind(demirbasId, isletmeId).first();
  if (!row) throw new ApiError(400, 'VALIDATION', 'randevu.kaynak.api.demirbasYok');
}

const adAlinmis = (error: unknown) => {
  if (isUniqueViolation(error, 'randevu_kaynak.isletme_id, randevu_kaynak.ad')) return new ApiError(409, 'DUPLICATE', 'randevu.kaynak.api.adVar');
  return error;
};

export async function kaynakEkle(db: D1Database, isletmeId: number, g: KaynakGirdisi): Promise<number> {
  await demirbasDogrula(db, isletmeId, g.demirbasId);
  try {
    const row = await db.prepare('INSERT INTO randevu_kaynak (isletme_id, ad, tur, demirbas_id, aktif) VALUES (?, ?, ?, ?, ?) RETURNING id')
      .bind(isletmeId, g.ad, g.tur, g.demirbasId, g.aktif ? 1 : 0).first<{ id: number }>();
    return row!.id;
  } catch (error) {
    throw adAlinmis(error);
  }
}

/**
 * Statements that re-derive the resource cells of the venue's future active appointments from their staff cells and
 * services (after a link or a resource changed). A cell another appointment holds already, or one in maintenance,
 * is left out rather than failing the change; such appointments show up in the list to move.
 */
function yenidenHesapla(db: D1Database, isletmeId: number, randevuSql: string, binds: unknown[]): D1PreparedStatement[] {
  const gelecek = `SELECT r.id FROM randevu r WHERE r.isletme_id = ? AND r.durum IN ('beklemede', 'onaylandi') AND r.bitis > ${SIMDI} AND r.id IN (${randevuSql})`;
  return [
    db.prepare(`DELETE FROM randevu_kaynak_hucre WHERE randevu_id IN (${gelecek})
        AND kaynak_id NOT IN (SELECT hk.kaynak_id FROM randevu_kalem k JOIN randevu_hizmet_kaynak hk ON hk.hizmet_id = k.hizmet_id
                               JOIN randevu_kaynak ka ON ka.id = hk.kaynak_id AND ka.aktif = 1 WHERE k.randevu_id = randevu_kaynak_hucre.randevu_id)`)
      .bind(isletmeId, ...binds),
    db.prepare(`INSERT OR IGNORE INTO randevu_kaynak_hucre (kaynak_id, hucre, randevu_id)
      SELECT DISTINCT hk.kaynak_id, h.hucre, h.randevu_id FROM randevu_hucre h
        JOIN randevu_kalem k ON k.randevu_id = h.randevu_id
        JOIN randevu_hizmet_kaynak hk ON hk.hizmet_id = k.hizmet_id
        JOIN randevu_kaynak ka ON ka.id = hk.kaynak_id AND ka.aktif = 1
       WHERE h.randevu_id IN (${gelecek})
         AND NOT EXISTS (SELECT 1 FROM envanter_bakim b WHERE b.demirbas_id = ka.demirbas_id AND b.isletme_id = ka.isletme_id
                          AND b.acilis < strftime('%Y-%m-%dT%H:%M:%fZ', (h.hucre + 1) * 300, 'unixepoch')
                          AND (b.kapanis IS NULL OR b.kapanis > strftime('%Y-%m-%dT%H:%M:%fZ', h.hucre * 300, 'unixepoch')))`)
      .bind(isletmeId, ...binds),
  ];
}

export async function kaynakGuncelle(db: D1Database, isletmeId: number, id: number, g: KaynakGirdisi): Promise<void> {
  await demirbasDogrula(db, isletmeId, g.demirbasId);
  try {
    await db.batch([
      db.prepare('UPDATE randevu_kaynak SET ad = ?, tur = ?, demirbas_id = ?, aktif = ? WHERE id = ? AND isletme_id = ?')
        .bind(g.ad, g.tur, g.demirbasId, g.aktif ? 1 : 0, id, isletmeId),
      // switched off: its cells go; switched on again: the appointments that need it take their cells back
      ...yenidenHesapla(db, isletmeId, 'SELECT kh.randevu_id FROM randevu_kaynak_hucre kh WHERE kh.kaynak_id = ? UNION SELECT k.randevu_id FROM randevu_kalem k JOIN randevu_hizmet_kaynak hk ON hk.hizmet_id = k.hizmet_id WHERE hk.kaynak_id = ?', [id, id]),
    ]);
  } catch (error) {
    throw adAlinmis(error);
  }
}

/** Deletes a resource with its links and cells (the appointments stay; they no longer hold it). */
export async function kaynakSil(db: D1Database, isletmeId: number, id: number): Promise<void> {
  const sahip = `EXISTS (SELECT 1 FROM randevu_kaynak WHERE id = ? AND isletme_id = ?)`;
  await db.batch([
    db.prepare(`DELETE FROM randevu_kaynak_hucre WHERE kaynak_id = ? AND ${sahip}`).bind(id, id, isletmeId),
    db.prepare(`DELETE FROM randevu_hizmet_kaynak WHERE kaynak_id = ? AND ${sahip}`).bind(id, id, isletmeId),
    db.prepare('DELETE FROM randevu_kaynak WHERE id = ? AND isletme_id = ?').bind(id, isletmeId),
  ]);
}

/** The resources a service needs (ids of the venue's resources; checked here), replacing the list. */
export async function hizmetKaynakYaz(db: D1Database, isletmeId: number, hizmetId: number, g: v.InferOutput<typeof HizmetKaynakSchema>): Promise<void> {
  const yer = g.kaynakIdler.map(() => '?').join(', ') || 'NULL';
  const [hizmet, kaynak] = await db.batch([
    db.prepare('SELECT 1 AS x FROM randevu_hizmet WHERE id = ? AND isletme_id = ?').bind(hizmetId, isletmeId),
    db.prepare(`SELECT count(*) AS n FROM randevu_kaynak WHERE isletme_id = ? AND id IN (${yer})`).bind(isletmeId, ...g.kaynakIdler),
  ]);
  if (hizmet!.results.length === 0) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  if ((kaynak!.results[0] as { n: number }).n !== g.kaynakIdler.length) throw new ApiError(400, 'VALIDATION', 'randevu.kaynak.api.kaynakYok');
  await db.batch([
    db.prepare('DELETE FROM randevu_hizmet_kaynak WHERE hizmet_id = ?').bind(hizmetId),
    ...g.kaynakIdler.map((k) => db.prepare('INSERT INTO randevu_hizmet_kaynak (hizmet_id, kaynak_id) VALUES (?, ?)').bind(hizmetId, k)),
    ...yenidenHesapla(db, isletmeId, 'SELECT k.randevu_id FROM randevu_kalem k WHERE k.hizmet_id = ?', [hizmetId]),
  ]);
}

/**
 * The statements that load what the slot maths needs about resources for instants in [basMs, bitMs): service links,
 * busy cells (an expired unpaid hold is free; `haricRandevuId`'s own cells do not count) and maintenance periods.
 * `venueSql` is an expression of the venue id with its binds.
 */
export function kaynakYukleKomutlari(db: D1Database, venueSql: string, venueBinds: unknown[], basMs: number, bitMs: number, haricRandevuId = 0): D1PreparedStatement[] {
  return [
    db.prepare(`SELECT hk.hizmet_id, hk.kaynak_id FROM randevu_kaynak ka JOIN randevu_hizmet_kaynak hk ON hk.kaynak_id = ka.id
      WHERE ka.isletme_id = ${venueSql} AND ka.aktif = 1`).bind(...venueBinds),
    db.prepare(`SELECT h.kaynak_id, h.hucre FROM randevu_kaynak ka JOIN randevu_kaynak_hucre h ON h.kaynak_id = ka.id
      WHERE ka.isletme_id = ${venueSql} AND ka.aktif = 1 AND h.hucre >= ? AND h.hucre < ? AND h.randevu_id != ? AND NOT h.${DUSEN_TUTMA_SQL}
      ORDER BY h.kaynak_id, h.hucre`).bind(...venueBinds, Math.floor(basMs / HUCRE_MS), Math.ceil(bitMs / HUCRE_MS), haricRandevuId),
    db.prepare(`SELECT ka.id AS kaynak_id, b.acilis, b.kapanis FROM randevu_kaynak ka JOIN envanter_bakim b ON b.demirbas_id = ka.demirbas_id AND b.isletme_id = ka.isletme_id
      WHERE ka.isletme_id = ${venueSql} AND ka.aktif = 1 AND (b.kapanis IS NULL OR b.kapanis > ?) AND b.acilis < ?`).bind(...venueBinds, iso(basMs), iso(bitMs)),
  ];
}

/** The three results of kaynakYukleKomutlari, in order. */
export function kaynakVerisi(results: D1Result[]): KaynakVerisi {
  return {
    baglar: results[0]!.results as KaynakVerisi['baglar'],
    hucreler: results[1]!.results as KaynakVerisi['hucreler'],
    bakimlar: results[2]!.results as KaynakVerisi['bakimlar'],
  };
}

/** Loads the resource data of a venue by id (panel reads). */
export async function kaynakVerisiOku(db: D1Database, isletmeId: number, basMs: number, bitMs: number, haricRandevuId = 0): Promise<KaynakVerisi> {
  return kaynakVerisi(await db.batch(kaynakYukleKomutlari(db, '?', [isletmeId], basMs, bitMs, haricRandevuId)));
}

/** A failed write lost on a resource: its cell was taken, or its asset is in maintenance then. */
export function kaynakCakismasi(text: string): boolean {
  return text.includes('randevu_kaynak_hucre') || text.includes('randevu_kaynak_bakimda');
}

/**
 * The cells in [basMs, bitMs) a series for `hizmetIdler` cannot take because a resource it needs is busy or in
 * maintenance then (the series' conflict list counts them like the staff member's own cells).
 */
export async function kaynakHucreleri(db: D1Database, isletmeId: number, hizmetIdler: number[], basMs: number, bitMs: number): Promise<number[]> {
  const veri = await kaynakVerisiOku(db, isletmeId, basMs, bitMs);
  const out: number[] = [];
  const ilk = Math.floor(basMs / HUCRE_MS);
  const son = Math.ceil(bitMs / HUCRE_MS);
  for (const a of kaynakEngelleri(veri, hizmetIdler)) {
    for (let h = Math.max(ilk, Math.floor(a.baslangicMs / HUCRE_MS)); h < Math.min(son, Math.ceil(a.bitisMs / HUCRE_MS)); h++) out.push(h);
  }
  return out;
}

/**
 * The panel's refusal when a write lost on a resource rather than on the staff member: the same 409 SLOT_TAKEN (and
 * its data, e.g. the move suggestions), worded for the room or device. Any other refusal is returned unchanged.
 */
export function kaynakRetMesaji(error: unknown, ret: ApiError): ApiError {
  if (!kaynakCakismasi(hataZinciri(error))) return ret;
  return new ApiError(ret.status, ret.errorCode, 'randevu.kaynak.api.dolu', ret.params, ret.data);
}
