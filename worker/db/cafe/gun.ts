import type { GunAcGirdisi, GunOzeti } from '@lib/schemas/cafe/gun';
import { isGunu } from '@lib/zaman/isgunu';
import { isletmeZamani } from '@worker/db/parametre';
import { ApiError } from '@worker/http/envelope';
import type { IslemBaglami, IslemSonucu, Isleyici, Yayin } from '@worker/live/tipler';

/**
 * The cafe's working day (çalışma günü): opening it (an operation of the venue's live object, so it never races with
 * checks) and the list of days with their totals. One open day per venue (unique index); the day end closes it
 * (worker/db/cafe/gunsonu.ts).
 */

export const CALISMA_GUNU_KEY = 'isletme:qrmenu:cafe-yonetim:calismagunu';

/** 403 unless the operator's set holds `key` (the engine passes the set with the operation). */
export function yetkiGerekli(b: IslemBaglami, key: string): void {
  if (!b.kullanici.yetkiler.includes(key)) throw new ApiError(403, 'FORBIDDEN', 'error.forbidden');
}

export interface AcikGun { id: number; is_gunu: string; acilis_zamani: string; acilis_kasasi_kurus: number }

export async function acikGunOku(db: D1Database, isletmeId: number): Promise<AcikGun | null> {
  return db
    .prepare("SELECT id, is_gunu, acilis_zamani, acilis_kasasi_kurus FROM cafe_gun WHERE isletme_id = ? AND durum = 'acik'")
    .bind(isletmeId)
    .first<AcikGun>();
}

export const gunYayini = (olay: Record<string, unknown>): Yayin[] => [
  { kitle: 'takip', olay: { tur: 'gun', ...olay } },
  { kitle: 'kasa', olay: { tur: 'gun', ...olay } },
];

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

/** 'gunAc': the cashier opens the day with the opening float; 409 while a day is open. */
export const gunAc: Isleyici<GunAcGirdisi> = async (b, op): Promise<IslemSonucu> => {
  yetkiGerekli(b, `${CALISMA_GUNU_KEY}:ekle`);
  const acik = await acikGunOku(b.db, b.isletmeId);
  if (acik) throw new ApiError(409, 'DAY_OPEN', 'cafe.gun.api.gunAcik', { gun: acik.is_gunu }, { gunId: acik.id });
  const acilisKasasiKurus = op.acilisKasasiKurus ?? 0;
  const { ifadeler, isGunu: gun, devredilen } = await gunAcIfadeleri(b.db, b.isletmeId, b.kullanici.id, b.simdi, acilisKasasiKurus);
  return {
    durum: 201,
    veri: { isGunu: gun, acilisKasasiKurus, acilis: b.simdi, devredilen },
    ifadeler,
    gunluk: { tur: 'gunAc', ozet: { isGunu: gun, acilisKasasiKurus, devredilen } },
    yayin: gunYayini({ durum: 'acik', isGunu: gun }),
  };
};

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
