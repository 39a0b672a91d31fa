import { CRM_ALANLARI, type CrmAlani, type ParametreGirdisi } from '@lib/schemas/parametre';

const CRM_KOLONLARI: Record<CrmAlani, string> = {
  crmYeniGun: 'crm_yeni_gun', crmRiskGun: 'crm_risk_gun', crmKayipGun: 'crm_kayip_gun',
  crmDuzenliZiyaret: 'crm_duzenli_ziyaret', crmSadikZiyaret: 'crm_sadik_ziyaret', crmSadikHarcamaKurus: 'crm_sadik_harcama_kurus',
};

/**
 * Saving the venue parameters: one D1 batch (a transaction) that first logs every field whose stored value differs
 * (old value read by the log statement itself, so a concurrent save cannot make the log lie), then writes.
 * Log values are text (numbers too), arrays their stored JSON.
 */

type Deger = string | number | null;

// D1 binds every JS number as REAL: 3 would be logged as '3.0'
const metinOlarak = (deger: Deger): string | null => (deger === null ? null : String(deger));
const bosIseNull = (text: string): string | null => (text === '' ? null : text);

// an empty choice is "all" (NULL), like a list never set
const idListesi = (list: number[] | null): string | null => (list && list.length > 0 ? JSON.stringify([...list].sort((a, b) => a - b)) : null);

/** [log field name, column, new value] of the isletme row and of the parameter row. */
function alanlar(g: ParametreGirdisi): { isletme: [string, string, Deger][]; parametre: [string, string, Deger][] } {
  return {
    isletme: [
      ['ad', 'ad', g.ad],
      ['adres', 'adres', bosIseNull(g.adres)],
      ['sehir', 'sehir', bosIseNull(g.sehir)],
      ['telefon', 'telefon', bosIseNull(g.telefon)],
      ['saatDilimi', 'saat_dilimi', g.saatDilimi],
    ],
    parametre: [
      ['vergiNo', 'vergi_no', g.vergiNo],
      ['gunDonumuSaat', 'gun_donumu_saat', g.gunDonumuSaat],
      ['odemeYontemleri', 'odeme_yontemleri', JSON.stringify(g.odemeYontemleri)],
      ['kdvOranlari', 'kdv_oranlari', JSON.stringify(g.kdvOranlari)],
      ['varsayilanKdv', 'varsayilan_kdv', g.varsayilanKdv],
      ['fisUstBilgi', 'fis_ust_bilgi', g.fisUstBilgi],
      ['fisAltBilgi', 'fis_alt_bilgi', g.fisAltBilgi],
      ['misafirDilleri', 'misafir_dilleri', JSON.stringify(g.misafirDilleri)],
      ['paraGosterimi', 'para_gosterimi', g.paraGosterimi],
      // left out of the request: the notice stays as it is
      ...(g.kvkkMetni === undefined ? [] : [['kvkkMetni', 'kvkk_metni', g.kvkkMetni] as [string, string, Deger]]),
      ...(g.cafeGunOtomatik === undefined ? [] : [['cafeGunOtomatik', 'cafe_gun_otomatik', g.cafeGunOtomatik ? 1 : 0] as [string, string, Deger]]),
      ...(g.cafeMisafirSor === undefined ? [] : [['cafeMisafirSor', 'cafe_misafir_sor', g.cafeMisafirSor ? 1 : 0] as [string, string, Deger]]),
      ...(g.cafeFisNoZorunlu === undefined ? [] : [['cafeFisNoZorunlu', 'cafe_fis_no_zorunlu', g.cafeFisNoZorunlu ? 1 : 0] as [string, string, Deger]]),
      ...(g.qrSiparis === undefined ? [] : [['qrSiparis', 'qr_siparis', g.qrSiparis ? 1 : 0] as [string, string, Deger]]),
      ...(g.qrSiparisOnay === undefined ? [] : [['qrSiparisOnay', 'qr_siparis_onay', g.qrSiparisOnay ? 1 : 0] as [string, string, Deger]]),
      ...(g.qrSiparisKategoriler === undefined ? [] : [['qrSiparisKategoriler', 'qr_siparis_kategoriler', idListesi(g.qrSiparisKategoriler)] as [string, string, Deger]]),
      ...(g.qrSiparisAlanlar === undefined ? [] : [['qrSiparisAlanlar', 'qr_siparis_alanlar', idListesi(g.qrSiparisAlanlar)] as [string, string, Deger]]),
      // the segment thresholds come all six or none (the schema checks)
      ...CRM_ALANLARI.flatMap((alan) => (g[alan] === undefined ? [] : [[alan, CRM_KOLONLARI[alan], g[alan]] as [string, string, Deger]])),
    ],
  };
}

/** True when every id is a top menu category of the venue. */
export async function ustKategorilerMi(db: D1Database, isletmeId: number, idler: readonly number[]): Promise<boolean> {
  if (idler.length === 0) return true;
  const row = await db
    .prepare('SELECT count(*) AS n FROM menu_kategori WHERE isletme_id = ? AND ust_kategori_id IS NULL AND id IN (SELECT value FROM json_each(?))')
    .bind(isletmeId, JSON.stringify(idler))
    .first<{ n: number }>();
  return row?.n === new Set(idler).size;
}

/** True when every id is a cafe area of the venue. */
async function alanlarMi(db: D1Database, isletmeId: number, idler: readonly number[]): Promise<boolean> {
  if (idler.length === 0) return true;
  const row = await db.prepare('SELECT count(*) AS n FROM cafe_alan WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))')
    .bind(isletmeId, JSON.stringify(idler)).first<{ n: number }>();
  return row?.n === new Set(idler).size;
}

/**
 * Writes the parameters, the venue's own columns and the top categories' VAT rates, logging one row per changed field
 * (who, old, new). False, with nothing written, when a category is not a top category of this venue.
 */
export async function parametreKaydet(db: D1Database, isletmeId: number, kullaniciId: number, g: ParametreGirdisi): Promise<boolean> {
  if (!(await ustKategorilerMi(db, isletmeId, [...g.kategoriKdv.map((k) => k.id), ...(g.qrSiparisKategoriler ?? [])]))) return false;
  if (!(await alanlarMi(db, isletmeId, g.qrSiparisAlanlar ?? []))) return false;
  const { isletme, parametre } = alanlar(g);
  const log = (alan: string, kolon: string, tablo: 'isletme' | 'isletme_parametre', yeni: Deger) =>
    db.prepare(`INSERT INTO parametre_log (isletme_id, kullanici_id, alan, eski, yeni)
        SELECT ?, ?, ?, CAST(${kolon} AS TEXT), ? FROM ${tablo} WHERE ${tablo === 'isletme' ? 'id' : 'isletme_id'} = ? AND ${kolon} IS NOT ?`)
      .bind(isletmeId, kullaniciId, alan, metinOlarak(yeni), isletmeId, yeni);
  const degisti = isletme.map(([, kolon]) => `${kolon} IS NOT ?`).join(' OR ');
  const statements: D1PreparedStatement[] = [
    // a venue created after migration 0008 has no row yet: the defaults become its old values
    db.prepare('INSERT OR IGNORE INTO isletme_parametre (isletme_id) VALUES (?)').bind(isletmeId),
    ...isletme.map(([alan, kolon, yeni]) => log(alan, kolon, 'isletme', yeni)),
    ...parametre.map(([alan, kolon, yeni]) => log(alan, kolon, 'isletme_parametre', yeni)),
    ...g.kategoriKdv.map((k) => db.prepare(`INSERT INTO parametre_log (isletme_id, kullanici_id, alan, eski, yeni)
        SELECT ?, ?, 'kategoriKdv:' || id, CAST(kdv_orani AS TEXT), ? FROM menu_kategori WHERE id = ? AND isletme_id = ? AND ust_kategori_id IS NULL AND kdv_orani IS NOT ?`)
      .bind(isletmeId, kullaniciId, metinOlarak(k.kdv), k.id, isletmeId, k.kdv)),
    // guests' menu pages show the venue's name and contact: a new menu version lets the edge cache see the change
    db.prepare(`UPDATE isletme SET menu_surum = menu_surum + (${degisti}), ${isletme.map(([, kolon]) => `${kolon} = ?`).join(', ')} WHERE id = ?`)
      .bind(...isletme.map(([, , yeni]) => yeni), ...isletme.map(([, , yeni]) => yeni), isletmeId),
    db.prepare(`UPDATE isletme_parametre SET ${parametre.map(([, kolon]) => `${kolon} = ?`).join(', ')}, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE isletme_id = ?`)
      .bind(...parametre.map(([, , yeni]) => yeni), isletmeId),
    ...g.kategoriKdv.map((k) => db.prepare('UPDATE menu_kategori SET kdv_orani = ? WHERE id = ? AND isletme_id = ? AND ust_kategori_id IS NULL').bind(k.kdv, k.id, isletmeId)),
  ];
  await db.batch(statements);
  return true;
}
