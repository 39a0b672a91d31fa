import { LISANS_MODULLERI, lisansHali, modulListesi, type LisansPlani } from '@lib/lisans';
import { bugun as dilimdeBugun } from '@lib/zaman/dilim';
import type { LisansGecmisi, LisansGirdisi, LisansSatiri } from '@lib/schemas/admin/lisans';

export type { LisansSatiri };

interface Satir {
  id: number;
  ad: string;
  tur: string;
  saat_dilimi: string;
  askiya_alma_zamani: string | null;
  kullanilan: number;
  plan: LisansPlani | null;
  moduller: string | null;
  koltuk: number | null;
  baslangic: string | null;
  bitis: string | null;
  deneme: number | null;
  ek_sure_gun: number | null;
  varsayilan_ek_sure: number;
}

const SATIR_SQL = `SELECT i.id, i.ad, i.tur, i.saat_dilimi, i.askiya_alma_zamani,
       (SELECT count(*) FROM isletme_kullanici ik WHERE ik.isletme_id = i.id AND ik.aktif = 1) AS kullanilan,
       l.plan, l.moduller, l.koltuk, l.baslangic, l.bitis, l.deneme, l.ek_sure_gun,
       coalesce((SELECT ek_sure_gun FROM platform_ayar WHERE id = 1), 7) AS varsayilan_ek_sure
  FROM isletme i LEFT JOIN lisans l ON l.isletme_id = i.id
 WHERE i.aktif = 1`;

function satirdan(row: Satir, bugunler: Map<string, string>): LisansSatiri {
  let bugun = bugunler.get(row.saat_dilimi);
  if (bugun === undefined) {
    bugun = dilimdeBugun(row.saat_dilimi);
    bugunler.set(row.saat_dilimi, bugun);
  }
  const lisans = row.plan === null || row.bitis === null || row.baslangic === null
    ? null
    : {
        plan: row.plan,
        moduller: modulListesi(row.moduller ?? '[]'),
        koltuk: row.koltuk ?? 1,
        baslangic: row.baslangic,
        bitis: row.bitis,
        deneme: row.deneme === 1,
        ekSureGun: row.ek_sure_gun,
        hali: lisansHali({ bitis: row.bitis, deneme: row.deneme === 1 }, bugun, row.ek_sure_gun ?? row.varsayilan_ek_sure),
      };
  return { isletmeId: row.id, ad: row.ad, tur: row.tur, askida: row.askiya_alma_zamani !== null, kullanilan: row.kullanilan, lisans };
}

/** Every active venue with its licence, seats in use and state on its own local day. */
export async function lisansListesi(db: D1Database): Promise<{ satirlar: LisansSatiri[]; varsayilanEkSure: number }> {
  const [liste, ayar] = await db.batch([db.prepare(`${SATIR_SQL} ORDER BY i.ad COLLATE NOCASE`), db.prepare('SELECT ek_sure_gun FROM platform_ayar WHERE id = 1')]);
  const bugunler = new Map<string, string>();
  const varsayilan = ayar!.results[0] as { ek_sure_gun: number } | undefined;
  return { satirlar: (liste!.results as Satir[]).map((row) => satirdan(row, bugunler)), varsayilanEkSure: varsayilan?.ek_sure_gun ?? 7 };
}

/** One venue's licence row for the editor, or null when there is no such active venue. */
export async function lisansSatiri(db: D1Database, isletmeId: number): Promise<LisansSatiri | null> {
  const row = await db.prepare(`${SATIR_SQL} AND i.id = ?`).bind(isletmeId).first<Satir>();
  return row ? satirdan(row, new Map()) : null;
}

/** The licence's history, newest first (at most 100 changes). */
export async function lisansGecmisi(db: D1Database, isletmeId: number): Promise<LisansGecmisi[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.zaman, k.ad_soyad AS kullanici, p.ayrinti FROM platform_log p LEFT JOIN kullanici k ON k.id = p.kullanici_id
        WHERE p.isletme_id = ? AND p.tur = 'lisans.guncelle' ORDER BY p.zaman DESC, p.id DESC LIMIT 100`,
    )
    .bind(isletmeId)
    .all<{ id: number; zaman: string; kullanici: string | null; ayrinti: string }>();
  return results.map((row) => ({ ...row, ayrinti: JSON.parse(row.ayrinti) as LisansGecmisi['ayrinti'] }));
}

/** What the log keeps of a licence (the same shape before and after). */
export function lisansKaydi(l: Pick<LisansGirdisi, 'plan' | 'moduller' | 'koltuk' | 'baslangic' | 'bitis' | 'deneme' | 'ekSureGun'>) {
  return { plan: l.plan, moduller: [...l.moduller], koltuk: l.koltuk, baslangic: l.baslangic, bitis: l.bitis, deneme: l.deneme, ekSureGun: l.ekSureGun };
}

/** Writes the venue's licence (creating it when the venue had none) and its log row in one batch. */
export async function lisansKaydet(db: D1Database, isletmeId: number, kullaniciId: number, girdi: LisansGirdisi, eski: ReturnType<typeof lisansKaydi> | null): Promise<void> {
  const moduller = LISANS_MODULLERI.filter((m) => girdi.moduller.includes(m));
  const yeni = lisansKaydi({ ...girdi, moduller });
  await db.batch([
    db
      .prepare(
        `INSERT INTO lisans (isletme_id, plan, moduller, koltuk, baslangic, bitis, deneme, ek_sure_gun) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (isletme_id) DO UPDATE SET plan = ?2, moduller = ?3, koltuk = ?4, baslangic = ?5, bitis = ?6, deneme = ?7, ek_sure_gun = ?8,
           guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(isletmeId, girdi.plan, JSON.stringify(moduller), girdi.koltuk, girdi.baslangic, girdi.bitis, girdi.deneme ? 1 : 0, girdi.ekSureGun),
    db.prepare("INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti) VALUES (?, ?, 'lisans.guncelle', ?)").bind(kullaniciId, isletmeId, JSON.stringify({ eski, yeni })),
  ]);
}
