import type { GenelAyar } from '@lib/schemas/admin/genel';
import type { FirmaBilgisi } from '@lib/schemas/admin/muhasebe';
import { LANGUAGES, type Lang } from '@lib/i18n/languages';

/** One platform_log row as a statement for a batch (admin actions platform-wide). */
export function platformLogIfadesi(db: D1Database, kullaniciId: number | null, isletmeId: number | null, tur: string, ayrinti: unknown): D1PreparedStatement {
  return db.prepare('INSERT INTO platform_log (kullanici_id, isletme_id, tur, ayrinti) VALUES (?, ?, ?, ?)').bind(kullaniciId, isletmeId, tur, JSON.stringify(ayrinti));
}

interface AyarSatiri {
  firma_unvan: string; vergi_dairesi: string; vergi_no: string; adres: string; telefon: string; eposta: string; iban: string;
  destek_eposta: string; destek_telefon: string; deneme_gun: number; ek_sure_gun: number; kdv_orani: number; fatura_vade_gun: number; diller: string;
}

function ayar(r: AyarSatiri): GenelAyar {
  let diller: Lang[] = [...LANGUAGES];
  try {
    const okunan = JSON.parse(r.diller) as unknown;
    if (Array.isArray(okunan)) diller = LANGUAGES.filter((l) => l === 'tr' || okunan.includes(l));
  } catch { /* a broken value reads as every language */ }
  return {
    firmaUnvan: r.firma_unvan, vergiDairesi: r.vergi_dairesi, vergiNo: r.vergi_no, adres: r.adres, telefon: r.telefon, eposta: r.eposta, iban: r.iban,
    destekEposta: r.destek_eposta, destekTelefon: r.destek_telefon, denemeGun: r.deneme_gun, ekSureGun: r.ek_sure_gun, kdvOrani: r.kdv_orani,
    faturaVadeGun: r.fatura_vade_gun, diller,
  };
}

export const firmaBilgisi = (a: GenelAyar): FirmaBilgisi => ({
  firmaUnvan: a.firmaUnvan, vergiDairesi: a.vergiDairesi, vergiNo: a.vergiNo, adres: a.adres, telefon: a.telefon, eposta: a.eposta, iban: a.iban,
});

const AYAR_SQL = 'SELECT * FROM platform_ayar WHERE id = 1';

/** The settings row (the migration inserts it; should it be missing, the column defaults). */
export async function genelAyar(db: D1Database): Promise<GenelAyar & { guncelleme: string }> {
  const r = await db.prepare(AYAR_SQL).first<AyarSatiri & { guncelleme_zamani: string }>();
  if (!r) {
    await db.prepare('INSERT OR IGNORE INTO platform_ayar (id) VALUES (1)').run();
    return genelAyar(db);
  }
  return { ...ayar(r), guncelleme: r.guncelleme_zamani };
}

// The public pages read the settings on every render; an isolate keeps them a minute (a save here forgets at once,
// other isolates pick it up within the minute).
const ONBELLEK_MS = 60_000;
let onbellek: { deger: GenelAyar; zaman: number } | null = null;

export async function genelAyarOnbellekli(db: D1Database, now = Date.now()): Promise<GenelAyar> {
  if (onbellek && now - onbellek.zaman < ONBELLEK_MS) return onbellek.deger;
  const deger = await genelAyar(db);
  onbellek = { deger, zaman: now };
  return deger;
}

/** Saves the row and logs {eski, yeni} in one batch. */
export async function genelAyarKaydet(db: D1Database, kullaniciId: number, eski: GenelAyar, yeni: GenelAyar): Promise<void> {
  await db.batch([
    db.prepare(`UPDATE platform_ayar SET firma_unvan = ?, vergi_dairesi = ?, vergi_no = ?, adres = ?, telefon = ?, eposta = ?, iban = ?, destek_eposta = ?,
        destek_telefon = ?, deneme_gun = ?, ek_sure_gun = ?, kdv_orani = ?, fatura_vade_gun = ?, diller = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1`)
      .bind(yeni.firmaUnvan, yeni.vergiDairesi, yeni.vergiNo, yeni.adres, yeni.telefon, yeni.eposta, yeni.iban, yeni.destekEposta, yeni.destekTelefon,
        yeni.denemeGun, yeni.ekSureGun, yeni.kdvOrani, yeni.faturaVadeGun, JSON.stringify(yeni.diller)),
    platformLogIfadesi(db, kullaniciId, null, 'genel.guncelle', { eski, yeni }),
  ]);
  onbellek = null;
}
