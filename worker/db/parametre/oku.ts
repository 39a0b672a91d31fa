import { parseMetin } from '@lib/menu/text';
import { gecerliSaatDilimi } from '@lib/randevu/time';
import {
  KDV_ORANLARI, LOG_SAYFA_BOYUTU, ODEME_YONTEMLERI, PARA_GOSTERIMLERI, VARSAYILAN_PARAMETRE,
  type KdvOrani, type OdemeYontemi, type Parametre, type ParametreLogSayfasi, type ParaGosterimi,
} from '@lib/schemas/parametre';
import { LANGUAGES, type Lang } from '@lib/i18n/languages';
import { varsayilanKvkkMetni } from '@lib/parametre/kvkk';
import { VARSAYILAN_ESIKLER } from '@lib/crm/segment';
import { VARSAYILAN_DILIM } from '@lib/zaman/dilim';

/** Reads of the venue parameters: the row (or its defaults), the top categories' VAT, the change log. */

/** The zone as one statement of a caller's db.batch (saves a round trip); read its row with saatDilimiSatiri. */
export const SAAT_DILIMI_SQL = 'SELECT saat_dilimi FROM isletme WHERE id = ?';

/** The zone from a SAAT_DILIMI_SQL result row; a missing or unknown zone is the product default. */
export function saatDilimiSatiri(row: unknown): string {
  const zone = (row as { saat_dilimi?: unknown } | undefined)?.saat_dilimi;
  return typeof zone === 'string' && gecerliSaatDilimi(zone) ? zone : VARSAYILAN_DILIM;
}

interface ParametreSatiri {
  ad: string;
  adres: string | null;
  sehir: string | null;
  telefon: string | null;
  saat_dilimi: string;
  vergi_no: string | null;
  gun_donumu_saat: number | null;
  odeme_yontemleri: string | null;
  platform_kapali: string | null;
  kdv_oranlari: string | null;
  varsayilan_kdv: number | null;
  fis_ust_bilgi: string | null;
  fis_alt_bilgi: string | null;
  misafir_dilleri: string | null;
  para_gosterimi: string | null;
  kvkk_metni: string | null;
  cafe_gun_otomatik: number | null;
  cafe_misafir_sor: number | null;
  cafe_fis_no_zorunlu: number | null;
  qr_siparis: number | null;
  qr_siparis_onay: number | null;
  qr_siparis_kategoriler: string | null;
  qr_siparis_alanlar: string | null;
  crm_yeni_gun: number | null;
  crm_risk_gun: number | null;
  crm_kayip_gun: number | null;
  crm_duzenli_ziyaret: number | null;
  crm_sadik_ziyaret: number | null;
  crm_sadik_harcama_kurus: number | null;
  kvkk_firma_adi: string;
  guncelleme_zamani: string | null;
}

/** A stored JSON list filtered to the catalogue (a hand-edited row never reaches the panel broken), else the fallback. */
export function liste<T extends string | number>(json: string | null, katalog: readonly T[], yedek: T[]): T[] {
  try {
    const value = JSON.parse(json ?? '') as unknown;
    const out = Array.isArray(value) ? katalog.filter((item) => value.includes(item)) : [];
    return out.length > 0 ? out : yedek;
  } catch {
    return yedek;
  }
}

const SATIR_SQL = `SELECT i.ad, i.adres, i.sehir, i.telefon, i.saat_dilimi, p.vergi_no, p.gun_donumu_saat, p.odeme_yontemleri, p.kdv_oranlari, p.varsayilan_kdv,
    p.fis_ust_bilgi, p.fis_alt_bilgi, p.misafir_dilleri, p.para_gosterimi, p.kvkk_metni, p.cafe_gun_otomatik, p.cafe_misafir_sor, p.cafe_fis_no_zorunlu, p.guncelleme_zamani,
    p.qr_siparis, p.qr_siparis_onay, p.qr_siparis_kategoriler, p.qr_siparis_alanlar,
    p.crm_yeni_gun, p.crm_risk_gun, p.crm_kayip_gun, p.crm_duzenli_ziyaret, p.crm_sadik_ziyaret, p.crm_sadik_harcama_kurus,
    coalesce((SELECT firma_adi FROM randevu_kanal WHERE isletme_id = i.id), i.url_adi) AS kvkk_firma_adi,
    (SELECT json_group_array(kod) FROM pos_odeme_yontemi WHERE izinli = 0) AS platform_kapali
  FROM isletme i LEFT JOIN isletme_parametre p ON p.isletme_id = i.id WHERE i.id = ?`;
const KATEGORI_SQL = 'SELECT id, ad, kdv_orani FROM menu_kategori WHERE isletme_id = ? AND ust_kategori_id IS NULL ORDER BY sira, id';
const ALAN_SQL = 'SELECT id, ad FROM cafe_alan WHERE isletme_id = ? ORDER BY sira, id';

/** A stored id list (the self-ordering categories and areas); anything unreadable or empty is "all" (null). */
function idListesi(json: string | null): number[] | null {
  try {
    const x = JSON.parse(json ?? 'null') as unknown;
    const list = Array.isArray(x) ? x.filter((n): n is number => Number.isInteger(n)) : [];
    return list.length > 0 ? list : null;
  } catch {
    return null;
  }
}

/** The venue's parameters; a venue without a parameter row reads the defaults. Null when the venue does not exist. */
export async function parametreOku(db: D1Database, isletmeId: number): Promise<Parametre | null> {
  const [satirlar, kategoriler, alanlar] = await db.batch([db.prepare(SATIR_SQL).bind(isletmeId), db.prepare(KATEGORI_SQL).bind(isletmeId), db.prepare(ALAN_SQL).bind(isletmeId)]);
  const row = satirlar!.results[0] as ParametreSatiri | undefined;
  if (!row) return null;
  const d = VARSAYILAN_PARAMETRE;
  const kdvOranlari = liste(row.kdv_oranlari, KDV_ORANLARI, d.kdvOranlari);
  // the platform's POS definitions decide which methods any venue may take (admin /frontoffice/pos); every reader of
  // the venue's methods (till, cash book, second-hand sales) sees only those
  const kapaliOdemeYontemleri = ODEME_YONTEMLERI.filter((m) => (JSON.parse(row.platform_kapali ?? '[]') as string[]).includes(m));
  const acik = ODEME_YONTEMLERI.filter((m) => !kapaliOdemeYontemleri.includes(m));
  const secili = liste(row.odeme_yontemleri, ODEME_YONTEMLERI, d.odemeYontemleri).filter((m) => acik.includes(m));
  const isletme = { ad: row.ad, adres: row.adres ?? '', sehir: row.sehir ?? '', telefon: row.telefon ?? '', vergiNo: row.vergi_no };
  return {
    ...isletme,
    saatDilimi: row.saat_dilimi,
    gunDonumuSaat: row.gun_donumu_saat ?? d.gunDonumuSaat,
    odemeYontemleri: secili.length > 0 ? secili : acik.slice(0, 1),
    kapaliOdemeYontemleri,
    kdvOranlari,
    varsayilanKdv: (row.varsayilan_kdv ?? d.varsayilanKdv) as KdvOrani,
    fisUstBilgi: row.fis_ust_bilgi ?? d.fisUstBilgi,
    fisAltBilgi: row.fis_alt_bilgi ?? d.fisAltBilgi,
    misafirDilleri: liste(row.misafir_dilleri, LANGUAGES, d.misafirDilleri),
    paraGosterimi: (PARA_GOSTERIMLERI as readonly string[]).includes(row.para_gosterimi ?? '') ? (row.para_gosterimi as ParaGosterimi) : d.paraGosterimi,
    kategoriler: (kategoriler!.results as { id: number; ad: string; kdv_orani: number | null }[]).map((k) => ({ id: k.id, ad: parseMetin(k.ad), kdv: k.kdv_orani as KdvOrani | null })),
    guncelleme: row.guncelleme_zamani,
    kvkkMetni: row.kvkk_metni,
    cafeGunOtomatik: row.cafe_gun_otomatik === 1,
    // a venue without a parameter row asks the guest count (the column's default)
    cafeMisafirSor: row.cafe_misafir_sor !== 0,
    cafeFisNoZorunlu: row.cafe_fis_no_zorunlu === 1,
    qrSiparis: row.qr_siparis === 1,
    qrSiparisOnay: row.qr_siparis_onay === 1,
    qrSiparisKategoriler: idListesi(row.qr_siparis_kategoriler),
    qrSiparisAlanlar: idListesi(row.qr_siparis_alanlar),
    qrAlanlari: alanlar!.results as { id: number; ad: string }[],
    crmYeniGun: row.crm_yeni_gun ?? VARSAYILAN_ESIKLER.yeniGun,
    crmRiskGun: row.crm_risk_gun ?? VARSAYILAN_ESIKLER.riskGun,
    crmKayipGun: row.crm_kayip_gun ?? VARSAYILAN_ESIKLER.kayipGun,
    crmDuzenliZiyaret: row.crm_duzenli_ziyaret ?? VARSAYILAN_ESIKLER.duzenliZiyaret,
    crmSadikZiyaret: row.crm_sadik_ziyaret ?? VARSAYILAN_ESIKLER.sadikZiyaret,
    crmSadikHarcamaKurus: row.crm_sadik_harcama_kurus ?? VARSAYILAN_ESIKLER.sadikHarcamaKurus,
    kvkkVarsayilan: varsayilanKvkkMetni(isletme),
    // where /{FirmaAdi}/kvkk publishes it (the booking channel's name, else the venue's URL name, as the blog finds it)
    kvkkYolu: `/${encodeURIComponent(row.kvkk_firma_adi)}/kvkk`,
  };
}

/**
 * The venue's clock for reports: IANA zone and business-day cutoff hour (0–12). Feed it to isGunu / isGunuAraligi
 * (src/lib/zaman/isgunu.ts). Unknown venue, missing row or an unusable stored zone read as Europe/Istanbul, 0.
 */
export async function isletmeZamani(db: D1Database, isletmeId: number): Promise<{ saatDilimi: string; gunDonumuSaat: number }> {
  const row = await db
    .prepare('SELECT i.saat_dilimi, p.gun_donumu_saat FROM isletme i LEFT JOIN isletme_parametre p ON p.isletme_id = i.id WHERE i.id = ?')
    .bind(isletmeId)
    .first<{ saat_dilimi: string | null; gun_donumu_saat: number | null }>();
  const saatDilimi = row?.saat_dilimi && gecerliSaatDilimi(row.saat_dilimi) ? row.saat_dilimi : VARSAYILAN_DILIM;
  const saat = row?.gun_donumu_saat;
  return { saatDilimi, gunDonumuSaat: typeof saat === 'number' && Number.isInteger(saat) && saat >= 0 && saat <= 12 ? saat : 0 };
}

/** One page of the change log, newest first, with who changed it and the category's current name. */
export async function parametreLogu(db: D1Database, isletmeId: number, sayfa: number): Promise<ParametreLogSayfasi> {
  const boyut = LOG_SAYFA_BOYUTU;
  const [satirlar, toplam] = await db.batch([
    db.prepare(`SELECT l.id, l.alan, l.eski, l.yeni, l.zaman, k.ad_soyad AS kullanici, mk.ad AS kategori
        FROM parametre_log l
        LEFT JOIN kullanici k ON k.id = l.kullanici_id
        LEFT JOIN menu_kategori mk ON l.alan LIKE 'kategoriKdv:%' AND mk.id = CAST(substr(l.alan, 13) AS INTEGER) AND mk.isletme_id = l.isletme_id
       WHERE l.isletme_id = ? ORDER BY l.zaman DESC, l.id DESC LIMIT ? OFFSET ?`).bind(isletmeId, boyut, (sayfa - 1) * boyut),
    db.prepare('SELECT count(*) AS n FROM parametre_log WHERE isletme_id = ?').bind(isletmeId),
  ]);
  type Satir = { id: number; alan: string; eski: string | null; yeni: string | null; zaman: string; kullanici: string | null; kategori: string | null };
  return {
    satirlar: (satirlar!.results as Satir[]).map((s) => ({ ...s, eski: s.eski === null ? null : String(s.eski), yeni: s.yeni === null ? null : String(s.yeni), kategori: s.kategori ? parseMetin(s.kategori) : null })),
    toplam: (toplam!.results[0] as { n: number }).n,
    sayfa,
    boyut,
  };
}

/** What the money screens need of the venue: name, zone, business-day cutoff and the payment methods it offers. */
export async function isletmeOku(db: D1Database, isletmeId: number): Promise<{
  ad: string; saatDilimi: string; gunDonumuSaat: number; odemeYontemleri: OdemeYontemi[]; cafeMisafirSor: boolean; cafeFisNoZorunlu: boolean;
}> {
  const [parametre, zaman] = await Promise.all([parametreOku(db, isletmeId), isletmeZamani(db, isletmeId)]);
  return {
    ad: parametre?.ad ?? '', ...zaman, odemeYontemleri: parametre?.odemeYontemleri ?? [...VARSAYILAN_PARAMETRE.odemeYontemleri],
    cafeMisafirSor: parametre?.cafeMisafirSor ?? true, cafeFisNoZorunlu: parametre?.cafeFisNoZorunlu ?? false,
  };
}

/**
 * What the guest pages need of the parameters: the languages the venue offers its guests (Turkish always) and how it
 * shows money. Missing or damaged values read as the defaults.
 */
export function misafirGorunumu(row: { misafir_dilleri: string | null; para_gosterimi: string | null }): { diller: Lang[]; paraGosterimi: ParaGosterimi } {
  const d = VARSAYILAN_PARAMETRE;
  const diller = liste(row.misafir_dilleri, LANGUAGES, d.misafirDilleri);
  return {
    diller: diller.includes('tr') ? diller : ['tr', ...diller],
    paraGosterimi: (PARA_GOSTERIMLERI as readonly string[]).includes(row.para_gosterimi ?? '') ? (row.para_gosterimi as ParaGosterimi) : d.paraGosterimi,
  };
}
