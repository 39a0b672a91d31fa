import type { GunOzeti } from '@lib/schemas/cafe/gun';
import { isGunu } from '@lib/zaman/isgunu';
import { isletmeZamani } from '@worker/db/parametre';

/**
 * The cafe's working day (çalışma günü): the open day, the writes that open one (the venue's live object runs them:
 * worker/live/cafe/isleyici/gun.ts) and the list of days with their totals. One open day per venue (unique index).
 */

export const CALISMA_GUNU_KEY = 'isletme:qrmenu:cafe-yonetim:calismagunu';

export interface AcikGun { id: number; is_gunu: string; acilis_zamani: string; acilis_kasasi_kurus: number }

export async function acikGunOku(db: D1Database, isletmeId: number): Promise<AcikGun | null> {
  return db
    .prepare("SELECT id, is_gunu, acilis_zamani, acilis_kasasi_kurus FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik'")
    .bind(isletmeId)
    .first<AcikGun>();
}

/**
 * The writes that open a working day at `simdi`: the day row (business date from the venue's zone and cutoff) and the
 * carry-over of checks a day end left open (devret): they move to the new day. The engine also calls this when the
 * venue lets the first check open the day by itself (isletme_parametre.cafe_gun_otomatik); run it in the same batch
 * as that check, after checking no day is open.
 */
export async function gunAcIfadeleri(db: D1Database, isletmeId: number, kullaniciId: number | null, simdi: string, acilisKasasiKurus = 0): Promise<{ ifadeler: D1PreparedStatement[]; isGunu: string; devredilen: number }> {
  const { saatDilimi, gunDonumuSaat } = await isletmeZamani(db, isletmeId);
  const gun = isGunu(simdi, saatDilimi, gunDonumuSaat);
  const devir = await db.prepare("SELECT count(*) AS n FROM adisyon WHERE isletme_id = ? AND durum = 'acik'").bind(isletmeId).first<{ n: number }>();
  return {
    isGunu: gun,
    devredilen: devir?.n ?? 0,
    ifadeler: [
      db.prepare('INSERT INTO cafe_gun (isletme_id, is_gunu, acilis_kasasi_kurus, acan_id, acilis_zamani) VALUES (?, ?, ?, ?, ?)')
        .bind(isletmeId, gun, acilisKasasiKurus, kullaniciId, simdi),
      db.prepare("UPDATE adisyon SET gun_id = (SELECT id FROM cafe_gun WHERE isletme_id = ?1 AND durum = 'acik') WHERE isletme_id = ?1 AND durum = 'acik'")
        .bind(isletmeId),
    ],
  };
}

interface GunRow {
  id: number; is_gunu: string; durum: 'acik' | 'kapali'; acilis_zamani: string; kapanis_zamani: string | null; acilis_kasasi_kurus: number;
  acan: string | null; kapatan: string | null; adisyon_adet: number; satis_kurus: number; nakit_kurus: number;
  gunsonu_id: number | null; gunsonu_no: number | null; fark_kurus: number | null;
}

export const GUN_LISTE_LIMIT = 60;

/** The open day (if any) and the newest past days with their totals (closed checks, sales, cash in, over/short). */
export async function gunListesi(db: D1Database, isletmeId: number): Promise<{ acik: GunOzeti | null; gunler: GunOzeti[] }> {
  const { results } = await db
    .prepare(`SELECT g.id, g.is_gunu, g.durum, g.acilis_zamani, g.kapanis_zamani, g.acilis_kasasi_kurus, ua.ad_soyad AS acan, uk.ad_soyad AS kapatan,
        (SELECT count(*) FROM adisyon a WHERE a.isletme_id = g.isletme_id AND a.gun_id = g.id AND a.durum = 'kapali') AS adisyon_adet,
        (SELECT coalesce(sum(toplam_kurus), 0) FROM adisyon a WHERE a.isletme_id = g.isletme_id AND a.gun_id = g.id AND a.durum = 'kapali') AS satis_kurus,
        (SELECT coalesce(sum(tutar_kurus), 0) FROM adisyon_odeme o WHERE o.isletme_id = g.isletme_id AND o.gun_id = g.id AND o.odeme = 'nakit') AS nakit_kurus,
        s.id AS gunsonu_id, s.no AS gunsonu_no, s.fark_kurus
      FROM cafe_gun g
      LEFT JOIN kullanici ua ON ua.id = g.acan_id
      LEFT JOIN kullanici uk ON uk.id = g.kapatan_id
      LEFT JOIN cafe_gunsonu s ON s.gun_id = g.id AND s.isletme_id = g.isletme_id
      WHERE g.isletme_id = ? ORDER BY g.acilis_zamani DESC, g.id DESC LIMIT ${GUN_LISTE_LIMIT + 1}`)
    .bind(isletmeId)
    .all<GunRow>();
  const gunler = results.map((r): GunOzeti => ({
    id: r.id,
    isGunu: r.is_gunu,
    durum: r.durum,
    acilis: r.acilis_zamani,
    kapanis: r.kapanis_zamani,
    acilisKasasiKurus: r.acilis_kasasi_kurus,
    acan: r.acan,
    kapatan: r.kapatan,
    adisyonAdet: r.adisyon_adet,
    satisKurus: r.satis_kurus,
    nakitKurus: r.nakit_kurus,
    gunsonu: r.gunsonu_id === null ? null : { id: r.gunsonu_id, no: r.gunsonu_no!, farkKurus: r.fark_kurus! },
  }));
  return { acik: gunler.find((g) => g.durum === 'acik') ?? null, gunler: gunler.filter((g) => g.durum === 'kapali').slice(0, GUN_LISTE_LIMIT) };
}
