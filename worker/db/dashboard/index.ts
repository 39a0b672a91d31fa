import type { LisansModulu } from '@lib/lisans';
import type { CafeOzeti, CariOzeti, KasaOzeti, PersonelOzeti, RandevuOzeti, YonetimOzeti } from '@lib/schemas/dashboard';
import { ODEME_YONTEMLERI, type OdemeYontemi } from '@lib/schemas/parametre';
import { isGunuAraligi, isGunu } from '@lib/zaman/isgunu';
import { yerelSaat } from '@lib/zaman/dilim';
import { isletmeZamani } from '@worker/db/parametre';
import { gunRaporu } from '@worker/db/cafe/gun-rapor';

/** Figures of the business dashboard (/isletme/dashboard), one function per tile; every query is venue-scoped. */

/** The venue's business day now and its [start, end) instants. */
async function bugunAraligi(db: D1Database, isletmeId: number, simdi: Date) {
  const { saatDilimi, gunDonumuSaat } = await isletmeZamani(db, isletmeId);
  const gun = isGunu(simdi.toISOString(), saatDilimi, gunDonumuSaat);
  return { gun, saatDilimi, ...isGunuAraligi(gun, saatDilimi, gunDonumuSaat) };
}

/** Members, permission sets and open sessions: for those who manage users, not for a waiter. */
export async function yonetimOzeti(db: D1Database, isletmeId: number, simdiMs = Date.now()): Promise<YonetimOzeti> {
  const row = await db
    .prepare(`SELECT
        (SELECT count(*) FROM isletme_kullanici WHERE isletme_id = ?1 AND aktif = 1) AS aktifKullanici,
        (SELECT count(*) FROM yetki_seti WHERE isletme_id = ?1) AS yetkiSeti,
        (SELECT count(*) FROM oturum o JOIN isletme_kullanici ik ON ik.kullanici_id = o.kullanici_id AND ik.isletme_id = ?1 AND ik.aktif = 1
          WHERE o.iptal_zamani IS NULL AND o.bitis_zamani > ?2) AS acikOturum`)
    .bind(isletmeId, simdiMs)
    .first<YonetimOzeti>();
  return { aktifKullanici: row?.aktifKullanici ?? 0, yetkiSeti: row?.yetkiSeti ?? 0, acikOturum: row?.acikOturum ?? 0 };
}

/** Today's appointments (business day), those still to come, pending online requests and today's next three. */
export async function randevuOzeti(db: D1Database, isletmeId: number, simdi = new Date()): Promise<RandevuOzeti> {
  const { gun, saatDilimi, baslangic, bitis } = await bugunAraligi(db, isletmeId, simdi);
  const simdiIso = simdi.toISOString();
  const [sayilar, siradakiler] = await db.batch([
    db.prepare(`SELECT count(*) AS bugun,
        sum(durum IN ('beklemede', 'onaylandi') AND baslangic >= ?4) AS kalan,
        sum(durum = 'tamamlandi') AS tamamlanan,
        (SELECT count(*) FROM randevu WHERE isletme_id = ?1 AND durum = 'beklemede' AND baslangic >= ?4) AS bekleyen
      FROM randevu WHERE isletme_id = ?1 AND baslangic >= ?2 AND baslangic < ?3 AND durum <> 'iptal'`).bind(isletmeId, baslangic, bitis, simdiIso),
    db.prepare(`SELECT r.id, r.baslangic, r.durum, m.ad_soyad AS musteri, p.ad AS personel
      FROM randevu r JOIN musteri m ON m.id = r.musteri_id JOIN personel p ON p.id = r.personel_id
      WHERE r.isletme_id = ? AND r.durum IN ('beklemede', 'onaylandi') AND r.baslangic >= ? AND r.baslangic < ? ORDER BY r.baslangic, r.id LIMIT 3`).bind(isletmeId, simdiIso, bitis),
  ]);
  const s = sayilar!.results[0] as { bugun: number; kalan: number | null; tamamlanan: number | null; bekleyen: number } | undefined;
  return {
    gun,
    saatDilimi,
    bugun: s?.bugun ?? 0,
    kalan: s?.kalan ?? 0,
    tamamlanan: s?.tamamlanan ?? 0,
    bekleyen: s?.bekleyen ?? 0,
    siradakiler: (siradakiler!.results as { id: number; baslangic: string; durum: 'beklemede' | 'onaylandi'; musteri: string; personel: string }[]),
  };
}

/** Today's cash book (business day): income per payment method, expenses, net. */
export async function kasaOzeti(db: D1Database, isletmeId: number, simdi = new Date()): Promise<KasaOzeti> {
  const { gun, baslangic, bitis } = await bugunAraligi(db, isletmeId, simdi);
  const { results } = await db
    .prepare('SELECT tur, odeme, sum(tutar_kurus) AS kurus, count(*) AS adet FROM kasa WHERE isletme_id = ? AND tarih >= ? AND tarih < ? GROUP BY tur, odeme')
    .bind(isletmeId, baslangic, bitis)
    .all<{ tur: 'gelir' | 'gider'; odeme: OdemeYontemi; kurus: number; adet: number }>();
  const gelir = Object.fromEntries(ODEME_YONTEMLERI.map((y) => [y, 0])) as Record<OdemeYontemi, number>;
  let gider = 0;
  let adet = 0;
  for (const r of results) {
    adet += r.adet;
    if (r.tur === 'gider') gider += r.kurus;
    else if (r.odeme in gelir) gelir[r.odeme] += r.kurus;
  }
  const toplamGelir = Object.values(gelir).reduce((a, b) => a + b, 0);
  return { gun, gelir, toplamGelir, gider, net: toplamGelir - gider, adet };
}

/** What customers owe on their tabs (from the cari_bakiye view). */
export async function cariOzeti(db: D1Database, isletmeId: number): Promise<CariOzeti> {
  const row = await db
    .prepare('SELECT coalesce(sum(bakiye_kurus), 0) AS alacak, count(*) AS borclu FROM cari_bakiye WHERE isletme_id = ? AND bakiye_kurus > 0')
    .bind(isletmeId)
    .first<CariOzeti>();
  return { alacak: row?.alacak ?? 0, borclu: row?.borclu ?? 0 };
}

/** Active people of the register, how many take appointments. */
export async function personelOzeti(db: D1Database, isletmeId: number): Promise<PersonelOzeti> {
  const row = await db
    .prepare(`SELECT count(*) AS aktif, sum(EXISTS (SELECT 1 FROM randevu_profil rp WHERE rp.personel_id = p.id AND rp.aktif = 1)) AS randevulu
      FROM personel p WHERE p.isletme_id = ? AND p.aktif = 1`)
    .bind(isletmeId)
    .first<{ aktif: number; randevulu: number | null }>();
  return { aktif: row?.aktif ?? 0, randevulu: row?.randevulu ?? 0 };
}

/** The venue's city for the dashboard header (null when not entered). */
export async function isletmeSehri(db: D1Database, isletmeId: number): Promise<string | null> {
  const row = await db.prepare('SELECT sehir FROM isletme WHERE id = ?').bind(isletmeId).first<{ sehir: string | null }>();
  return row?.sehir ?? null;
}

/** The cafe today, as the X report counts it: the open working day, or today's business day once its day end closed it. */
export async function cafeOzeti(db: D1Database, isletmeId: number, simdi = new Date()): Promise<CafeOzeti> {
  const { gun: bugun, saatDilimi } = await bugunAraligi(db, isletmeId, simdi);
  const gun = await db
    .prepare(`SELECT id, is_gunu, durum, acilis_zamani, kapanis_zamani, acilis_kasasi_kurus FROM cafe_gun
      WHERE isletme_id = ?1 AND (durum = 'acik' OR is_gunu = ?2) ORDER BY durum = 'acik' DESC, id DESC LIMIT 1`)
    .bind(isletmeId, bugun)
    .first<{ id: number; is_gunu: string; durum: 'acik' | 'kapali'; acilis_zamani: string; kapanis_zamani: string | null; acilis_kasasi_kurus: number }>();
  if (!gun) {
    const acik = await db.prepare("SELECT count(*) AS n, coalesce(sum(toplam_kurus), 0) AS kurus FROM adisyon WHERE isletme_id = ? AND durum = 'acik'").bind(isletmeId).first<{ n: number; kurus: number }>();
    return { gun: null, acikAdisyon: acik?.n ?? 0, acikKurus: acik?.kurus ?? 0, satisKurus: 0, tahsilatKurus: 0, kapananAdisyon: 0, ortalamaKurus: 0, yogunSaat: null };
  }
  const acikGun = gun.durum === 'acik';
  const [rapor, kalemR] = await Promise.all([
    gunRaporu(db, isletmeId, gun, acikGun ? simdi.toISOString() : gun.kapanis_zamani ?? simdi.toISOString()),
    db.prepare(`SELECT substr(k.eklenme, 1, 13) AS saat, sum(k.adet) AS adet FROM adisyon_kalem k JOIN adisyon a ON a.id = k.adisyon_id
      WHERE a.isletme_id = ? AND a.gun_id = ? AND k.durum <> 'iptal' GROUP BY substr(k.eklenme, 1, 13)`).bind(isletmeId, gun.id).all<{ saat: string; adet: number }>(),
  ]);
  // UTC hours summed into the venue's local hours (zones with half hours keep their whole hour)
  const saatler = new Map<number, number>();
  for (const r of kalemR.results) {
    const h = yerelSaat(Date.parse(`${r.saat}:30:00Z`), saatDilimi);
    saatler.set(h, (saatler.get(h) ?? 0) + r.adet);
  }
  const yogun = [...saatler].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  return {
    gun: { isGunu: gun.is_gunu, acilis: gun.acilis_zamani, acik: acikGun },
    acikAdisyon: rapor.adisyon.acikAdet,
    acikKurus: rapor.adisyon.acikKurus,
    satisKurus: rapor.satisKurus,
    tahsilatKurus: rapor.tahsilatKurus,
    kapananAdisyon: rapor.adisyon.adet,
    ortalamaKurus: rapor.adisyon.ortalamaKurus,
    yogunSaat: yogun ? yogun[0] : null,
  };
}

/** The module a venue of each type lives in: its tiles lead when the venue uses it. */
const TURUN_MODULU: Readonly<Record<string, LisansModulu>> = { cafe: 'cafe', restoran: 'cafe', salon: 'randevu' };

/**
 * Modules with a dashboard tile the venue used in the 30 days before `simdi` (appointments also ahead): the module of
 * its type first, then the others by how many records they hold (rows of different modules are not alike: a cafe
 * logs more stock movements than checks, yet it is a cafe).
 */
export async function kullanilanModuller(db: D1Database, isletmeId: number, tur: string, simdi = new Date()): Promise<LisansModulu[]> {
  const once = new Date(simdi.getTime() - 30 * 86_400_000).toISOString();
  const row = await db
    .prepare(`SELECT
        (SELECT count(*) FROM adisyon WHERE isletme_id = ?1 AND acilis >= ?2) AS cafe,
        (SELECT count(*) FROM randevu WHERE isletme_id = ?1 AND baslangic >= ?2 AND durum <> 'iptal') AS randevu,
        (SELECT count(*) FROM envanter_stok_hareket WHERE isletme_id = ?1 AND zaman >= ?2) AS envanter`)
    .bind(isletmeId, once)
    .first<Record<'cafe' | 'randevu' | 'envanter', number>>();
  const ana = TURUN_MODULU[tur];
  return (['cafe', 'randevu', 'envanter'] as const)
    .map((modul) => [modul, row?.[modul] ?? 0] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => Number(b[0] === ana) - Number(a[0] === ana) || b[1] - a[1])
    .map(([modul]) => modul);
}
