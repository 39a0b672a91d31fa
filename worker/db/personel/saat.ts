import { gunMs } from '@lib/randevu/time';
import { dakika, type Aralik, type Izin, type IzinGirdisi } from '@lib/schemas/personel';
import { GUN_MS, localDay, wallToEpoch } from '@lib/zaman/dilim';
import { ApiError } from '@worker/http/envelope';
import { AKTIF_DURUMLAR_SQL, notFound } from './randevu';

/** Weekly hours and leave of one staff member, and how they meet existing appointments (which are never moved). */

export interface Zaman { baslangic: string; bitis: string }

/**
 * True when an appointment lies inside one working range of its local day and touches no break there.
 * Ranges are turned into instants on that day, so a DST change is handled like the availability maths does.
 */
export function saatlerIcinde(randevu: Zaman, araliklar: readonly Aralik[], saatDilimi: string): boolean {
  const bas = Date.parse(randevu.baslangic);
  const bit = Date.parse(randevu.bitis);
  if (!Number.isFinite(bas) || !Number.isFinite(bit)) return false;
  const { dayMs, weekday } = localDay(bas, saatDilimi);
  const anlar = (tur: Aralik['tur']) => araliklar
    .filter((a) => a.gun === weekday && a.tur === tur)
    .map((a) => ({ bas: wallToEpoch(dayMs, dakika(a.baslangic) ?? 0, saatDilimi), bit: wallToEpoch(dayMs, dakika(a.bitis) ?? 0, saatDilimi) }));
  if (!anlar('calisma').some((c) => c.bas <= bas && bit <= c.bit)) return false;
  return !anlar('mola').some((m) => m.bas < bit && bas < m.bit);
}

/** Future active appointments of the staff member that the given week would leave outside working time. */
export async function disaridaKalanlar(db: D1Database, isletmeId: number, personelId: number, araliklar: readonly Aralik[], saatDilimi: string, nowIso = new Date().toISOString()): Promise<{ sayi: number; ilk: string | null }> {
  const { results } = await db
    .prepare(`SELECT baslangic, bitis FROM randevu WHERE isletme_id = ? AND personel_id = ? AND durum IN ${AKTIF_DURUMLAR_SQL} AND baslangic >= ? ORDER BY baslangic LIMIT 5000`)
    .bind(isletmeId, personelId, nowIso)
    .all<Zaman>();
  const disarida = results.filter((r) => !saatlerIcinde(r, araliklar, saatDilimi));
  return { sayi: disarida.length, ilk: disarida[0]?.baslangic ?? null };
}

/** Replaces the whole week in one statement batch (delete + one INSERT from JSON). */
export async function calismaKaydet(db: D1Database, personelId: number, araliklar: readonly Aralik[]): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM randevu_calisma WHERE personel_id = ?').bind(personelId),
    db.prepare(`INSERT INTO randevu_calisma (personel_id, gun, baslangic, bitis, tur)
        SELECT ?, json_extract(value, '$.gun'), json_extract(value, '$.baslangic'), json_extract(value, '$.bitis'), json_extract(value, '$.tur') FROM json_each(?)`)
      .bind(personelId, JSON.stringify(araliklar)),
  ]);
}

const gece = (ms: number, saatDilimi: string) => wallToEpoch(localDay(ms, saatDilimi).dayMs, 0, saatDilimi) === ms;

/** Leave not ended more than `gecmisGun` days ago, earliest first, each with its overlapping active appointments. */
export async function izinListesi(db: D1Database, personelId: number, saatDilimi: string, gecmisGun = 90): Promise<Izin[]> {
  const sinir = new Date(Date.now() - gecmisGun * GUN_MS).toISOString();
  const { results } = await db
    .prepare(`SELECT z.id, z.baslangic, z.bitis, z.aciklama,
        (SELECT count(*) FROM randevu r WHERE r.personel_id = z.personel_id AND r.durum IN ${AKTIF_DURUMLAR_SQL} AND r.baslangic < z.bitis AND r.bitis > z.baslangic) AS cakisan
      FROM randevu_izin z WHERE z.personel_id = ? AND z.bitis > ? ORDER BY z.baslangic, z.id`)
    .bind(personelId, sinir)
    .all<Omit<Izin, 'tamGun'>>();
  return results.map((z) => ({ ...z, tamGun: gece(Date.parse(z.baslangic), saatDilimi) && gece(Date.parse(z.bitis), saatDilimi) }));
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Leave input (wall clock in the venue zone) → UTC instants; whole days run from local midnight to the next one. */
export function izinAraligi(izin: IzinGirdisi, saatDilimi: string): { baslangic: string; bitis: string } {
  if (izin.tur === 'gun') {
    const bas = gunMs(izin.baslangicTarih)!;
    const bit = gunMs(izin.bitisTarih)! + GUN_MS;
    return { baslangic: iso(wallToEpoch(bas, 0, saatDilimi)), bitis: iso(wallToEpoch(bit, 0, saatDilimi)) };
  }
  const an = (text: string) => wallToEpoch(gunMs(text.slice(0, 10))!, Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)), saatDilimi);
  return { baslangic: iso(an(izin.baslangic)), bitis: iso(an(izin.bitis)) };
}

/** Adds leave unless it overlaps the staff member's other leave (409); answers the id and the overlapping appointments. */
export async function izinEkle(db: D1Database, personelId: number, aralik: { baslangic: string; bitis: string }, aciklama: string): Promise<{ id: number; cakisan: number }> {
  // a DST gap may squeeze a short from–to range to nothing
  if (aralik.bitis <= aralik.baslangic) throw new ApiError(400, 'VALIDATION', 'personel.izin.bitisOnce');
  const [eklenen, sayim] = await db.batch<{ id?: number; n?: number }>([
    db.prepare(`INSERT INTO randevu_izin (personel_id, baslangic, bitis, aciklama) SELECT ?, ?, ?, ?
        WHERE NOT EXISTS (SELECT 1 FROM randevu_izin WHERE personel_id = ? AND baslangic < ? AND bitis > ?) RETURNING id`)
      .bind(personelId, aralik.baslangic, aralik.bitis, aciklama, personelId, aralik.bitis, aralik.baslangic),
    db.prepare(`SELECT count(*) AS n FROM randevu WHERE personel_id = ? AND durum IN ${AKTIF_DURUMLAR_SQL} AND baslangic < ? AND bitis > ?`).bind(personelId, aralik.bitis, aralik.baslangic),
  ]);
  const id = eklenen!.results[0]?.id;
  if (id === undefined) throw new ApiError(409, 'LEAVE_OVERLAP', 'personel.izin.cakisma');
  return { id, cakisan: sayim!.results[0]?.n ?? 0 };
}

export async function izinSil(db: D1Database, personelId: number, izinId: number): Promise<void> {
  const { meta } = await db.prepare('DELETE FROM randevu_izin WHERE id = ? AND personel_id = ?').bind(izinId, personelId).run();
  if (!meta.changes) throw notFound();
}
