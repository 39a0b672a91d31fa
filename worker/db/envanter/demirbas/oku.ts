import type { Bakim, Cikis, Demirbas, DemirbasDetayi, GecmisSatiri } from '@lib/schemas/envanter/demirbas';
import { ApiError } from '@worker/http/envelope';
import { hurdaSatiri, HURDA_SQL, type HurdaSatiri } from './hurda-satir';
import { LOKASYON_SQL, OZET_SQL, jsonDizi, lokasyonYollari, ozet, type LokasyonSatiri, type OzetSatiri } from './ortak';

interface TamSatir extends OzetSatiri {
  ozel_alanlar: string; notlar: string; bakim_aralik_gun: number | null; kategori_aralik: number | null; son_bakim: string | null;
  sonraki_bakim: string | null; olusturma: string; guncelleme: string;
}

/** Next maintenance: (last one, else the purchase date, else the day it was registered) + the asset's or its category's interval. */
export const SONRAKI_BAKIM_SQL = "date(coalesce(d.son_bakim, d.alis_tarihi, substr(d.olusturma, 1, 10)), '+' || coalesce(d.bakim_aralik_gun, k.bakim_aralik_gun) || ' days')";

const TAM_SQL = OZET_SQL.replace('FROM envanter_demirbas d', `, d.ozel_alanlar, d.notlar, d.bakim_aralik_gun, k.bakim_aralik_gun AS kategori_aralik, d.son_bakim,
    CASE WHEN coalesce(d.bakim_aralik_gun, k.bakim_aralik_gun) IS NULL OR d.durum = 'hurda' THEN NULL ELSE ${SONRAKI_BAKIM_SQL} END AS sonraki_bakim,
    d.olusturma, d.guncelleme
  FROM envanter_demirbas d`);

const ozelOku = (text: string): Record<string, string | number> => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string | number>) : {};
  } catch {
    return {};
  }
};

function tam(r: TamSatir, mask: number, yollar: Map<number, string>): Demirbas {
  return {
    ...ozet(r, mask, yollar), fotolar: jsonDizi(r.fotolar), ozelAlanlar: ozelOku(r.ozel_alanlar), notlar: r.notlar, bakimAralikGun: r.bakim_aralik_gun,
    bakimAraligi: r.bakim_aralik_gun ?? r.kategori_aralik, sonBakim: r.son_bakim, sonrakiBakim: r.sonraki_bakim, olusturma: r.olusturma, guncelleme: r.guncelleme,
  };
}

/** One asset of the venue, else 404 (another venue's id looks exactly like a missing one). */
export async function demirbasBul(db: D1Database, isletmeId: number, mask: number, id: number): Promise<Demirbas> {
  const [satir, lokasyonlar] = await db.batch([
    db.prepare(`${TAM_SQL} WHERE d.id = ? AND d.isletme_id = ?`).bind(id, isletmeId),
    db.prepare(LOKASYON_SQL).bind(isletmeId),
  ]);
  const row = satir!.results[0] as TamSatir | undefined;
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return tam(row, mask, lokasyonYollari(lokasyonlar!.results as LokasyonSatiri[]));
}

interface CikisSatiri { id: number; no: number; demirbas_id: number; neden: Cikis['neden']; kime: string; aciklama: string; beklenen_donus: string | null; zaman: string; kullanici_ad: string | null; donus_zamani: string | null }
const CIKIS_SQL = `SELECT c.id, c.no, c.demirbas_id, c.neden, c.kime, c.aciklama, c.beklenen_donus, c.zaman, u.ad_soyad AS kullanici_ad, c.donus_zamani
  FROM envanter_cikis c LEFT JOIN kullanici u ON u.id = c.kullanici_id`;
const cikis = (r: CikisSatiri): Cikis => ({
  id: r.id, no: r.no, demirbasId: r.demirbas_id, neden: r.neden, kime: r.kime, aciklama: r.aciklama, beklenenDonus: r.beklenen_donus, zaman: r.zaman,
  kullaniciAd: r.kullanici_ad, donusZamani: r.donus_zamani,
});

export async function cikisBul(db: D1Database, isletmeId: number, id: number): Promise<Cikis> {
  const row = await db.prepare(`${CIKIS_SQL} WHERE c.id = ? AND c.isletme_id = ?`).bind(id, isletmeId).first<CikisSatiri>();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  return cikis(row);
}

interface BakimSatiri { id: number; tur: Bakim['tur']; aciklama: string; acilis: string; acan_ad: string | null; kapanis: string | null; kapatan_ad: string | null; sonuc: string; maliyet_kurus: number }
const bakim = (r: BakimSatiri): Bakim => ({
  id: r.id, tur: r.tur, aciklama: r.aciklama, acilis: r.acilis, acanAd: r.acan_ad, kapanis: r.kapanis, kapatanAd: r.kapatan_ad, sonuc: r.sonuc, maliyetKurus: r.maliyet_kurus,
});

interface LogSatiri { id: number; varlik: string; islem: string; ozet: string; kullanici_ad: string | null; zaman: string }

/** The detail screen: the asset, what is open on it (gate pass, maintenance, scrap request), the decision if scrapped, its whole history. */
export async function demirbasDetayi(db: D1Database, isletmeId: number, mask: number, id: number): Promise<DemirbasDetayi> {
  const [satir, lokasyonlar, acikCikis, acikBakim, hurdalar, log] = await db.batch([
    db.prepare(`${TAM_SQL} WHERE d.id = ? AND d.isletme_id = ?`).bind(id, isletmeId),
    db.prepare(LOKASYON_SQL).bind(isletmeId),
    db.prepare(`${CIKIS_SQL} WHERE c.demirbas_id = ? AND c.isletme_id = ? AND c.donus_zamani IS NULL`).bind(id, isletmeId),
    db.prepare(`SELECT b.id, b.tur, b.aciklama, b.acilis, a.ad_soyad AS acan_ad, b.kapanis, k.ad_soyad AS kapatan_ad, b.sonuc, b.maliyet_kurus
        FROM envanter_bakim b LEFT JOIN kullanici a ON a.id = b.acan_id LEFT JOIN kullanici k ON k.id = b.kapatan_id
        WHERE b.demirbas_id = ? AND b.isletme_id = ? AND b.kapanis IS NULL`).bind(id, isletmeId),
    db.prepare(`${HURDA_SQL} WHERE h.demirbas_id = ? AND h.isletme_id = ? AND h.durum IN ('bekliyor', 'onaylandi') ORDER BY h.id DESC`).bind(id, isletmeId),
    db.prepare(`SELECT l.id, l.varlik, l.islem, l.ozet, u.ad_soyad AS kullanici_ad, l.zaman FROM envanter_log l LEFT JOIN kullanici u ON u.id = l.kullanici_id
        WHERE l.demirbas_id = ? AND l.isletme_id = ? ORDER BY l.zaman DESC, l.id DESC LIMIT 1000`).bind(id, isletmeId),
  ]);
  const row = satir!.results[0] as TamSatir | undefined;
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'error.notFound');
  const talepler = (hurdalar!.results as HurdaSatiri[]).map((h) => hurdaSatiri(h, mask));
  return {
    demirbas: tam(row, mask, lokasyonYollari(lokasyonlar!.results as LokasyonSatiri[])),
    acikCikis: acikCikis!.results[0] ? cikis(acikCikis!.results[0] as CikisSatiri) : null,
    acikBakim: acikBakim!.results[0] ? bakim(acikBakim!.results[0] as BakimSatiri) : null,
    bekleyenHurda: talepler.find((h) => h.durum === 'bekliyor') ?? null,
    hurdaKarari: talepler.find((h) => h.durum === 'onaylandi') ?? null,
    gecmis: (log!.results as LogSatiri[]).map((l): GecmisSatiri => ({ id: l.id, varlik: l.varlik, islem: l.islem, ozet: JSON.parse(l.ozet) as Record<string, unknown>, kullaniciAd: l.kullanici_ad, zaman: l.zaman })),
  };
}

/** The venue's location paths by id ('Depo / Raf 2'), for the log rows of a move. */
export async function lokasyonYollariOku(db: D1Database, isletmeId: number): Promise<Map<number, string>> {
  return lokasyonYollari((await db.prepare(LOKASYON_SQL).bind(isletmeId).all<LokasyonSatiri>()).results);
}
