import { ozelDeger, type Demirbas, type DemirbasGirdisi, type OzelAlan } from '@lib/schemas/envanter/demirbas';
import type { MessageKey } from '@lib/i18n/translate';
import { katla } from '@lib/search';
import { ApiError } from '@worker/http/envelope';
import { isForeignKeyViolation, uniqueAs409 } from '@worker/http/validation';
import { logIfadesi } from '../log';
import { hurdaDegil, hurdaKoru } from './ortak';

/** R2 prefix of asset and scrap-request photos. */
export const ENVANTER_FOTO_ONEKI = 'envanter';

/** The form maps each code to its field (useAlanHatalari kodAlani); the message is already in the caller's language. */
const alanHatasi = (kod: string, mesaj: string, params?: Record<string, string | number>) => new ApiError(400, kod, mesaj as MessageKey, params);

/** The form's references must be this venue's (category, active location, active staff, uploaded photos); custom values are checked by their type. */
export async function girdiDogrula(db: D1Database, bucket: R2Bucket, isletmeId: number, g: DemirbasGirdisi, mevcut?: Demirbas): Promise<{ ozel: Record<string, string | number>; kategoriAd: string }> {
  const row = await db.prepare(`SELECT
      (SELECT json_object('ad', ad, 'alanlar', json(alanlar)) FROM envanter_kategori WHERE id = ? AND isletme_id = ?) AS kategori,
      (SELECT count(*) FROM envanter_lokasyon WHERE id = ? AND isletme_id = ? AND aktif = 1) AS lokasyon,
      (SELECT count(*) FROM personel WHERE id = ? AND isletme_id = ? AND aktif = 1) AS personel`)
    .bind(g.kategoriId, isletmeId, g.lokasyonId, isletmeId, g.personelId, isletmeId).first<{ kategori: string | null; lokasyon: number; personel: number }>();
  if (g.kategoriId !== null && !row?.kategori) throw alanHatasi('CATEGORY_INVALID', 'envanter.demirbas.v.kategori');
  // an unchanged location or holder that was later deactivated stays valid (editing the notes must still work)
  if (g.lokasyonId !== null && !row?.lokasyon && g.lokasyonId !== mevcut?.lokasyonId) throw alanHatasi('LOCATION_INVALID', 'envanter.demirbas.v.lokasyon');
  if (g.personelId !== null && !row?.personel && g.personelId !== mevcut?.personelId) throw alanHatasi('STAFF_INVALID', 'envanter.demirbas.v.personel');
  const eskiler = new Set(mevcut?.fotolar ?? []);
  for (const foto of g.fotolar) {
    if (eskiler.has(foto)) continue;
    if (!foto.startsWith(`${ENVANTER_FOTO_ONEKI}/${isletmeId}/`) || !(await bucket.head(foto))) throw new ApiError(400, 'IMAGE_KEY_INVALID', 'error.imageKeyInvalid');
  }
  const kategori = row?.kategori ? (JSON.parse(row.kategori) as { ad: string; alanlar: OzelAlan[] }) : { ad: '', alanlar: [] };
  const ozel: Record<string, string | number> = {};
  for (const alan of kategori.alanlar) {
    const sonuc = ozelDeger(alan, g.ozelAlanlar[alan.anahtar]);
    if ('hata' in sonuc) throw alanHatasi('CUSTOM_FIELD', sonuc.hata, { alan: alan.ad });
    if (sonuc.deger !== null) ozel[alan.anahtar] = sonuc.deger;
  }
  return { ozel, kategoriAd: kategori.ad };
}

const arama = (g: DemirbasGirdisi, kategoriAd: string) => katla([g.kod, g.ad, g.marka, g.model, g.seriNo, kategoriAd].join(' '));
const kodTekil = <T>(write: () => Promise<T>) => uniqueAs409(write, 'CODE_TAKEN', 'envanter.demirbas.api.kodVar');
const alanlar = (g: DemirbasGirdisi, ozel: Record<string, string | number>, kategoriAd: string) => [
  g.kod, g.ad, g.kategoriId, g.marka, g.model, g.seriNo, g.lokasyonId, g.personelId, g.alisTarihi, g.alisKurus, g.garantiBitis,
  JSON.stringify(ozel), JSON.stringify(g.fotolar), g.notlar, g.bakimAralikGun, arama(g, kategoriAd),
] as const;

export async function demirbasEkle(db: D1Database, isletmeId: number, kullaniciId: number, g: DemirbasGirdisi, ozel: Record<string, string | number>, kategoriAd: string): Promise<number> {
  return kodTekil(async () => {
    const [row] = await db.batch<{ id: number }>([
      db.prepare(`INSERT INTO envanter_demirbas (isletme_id, kod, ad, kategori_id, marka, model, seri_no, lokasyon_id, personel_id, alis_tarihi, alis_kurus,
          garanti_bitis, ozel_alanlar, fotolar, notlar, bakim_aralik_gun, arama, durum) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
        .bind(isletmeId, ...alanlar(g, ozel, kategoriAd), g.durum),
      logIfadesi(db, isletmeId, kullaniciId, {
        varlik: 'demirbas', varlikId: null, islem: 'ekle', ozet: { kod: g.kod, ad: g.ad, durum: g.durum },
        varlikIdSql: { sql: '(SELECT id FROM envanter_demirbas WHERE isletme_id = ? AND kod = ?)', binds: [isletmeId, g.kod] },
        demirbasIdSql: { sql: '(SELECT id FROM envanter_demirbas WHERE isletme_id = ? AND kod = ?)', binds: [isletmeId, g.kod] },
      }),
    ]);
    return row!.results[0]!.id;
  });
}

/** Which fields an edit changed, for the history (names of fields, never sentences). */
function degisenler(m: Demirbas, g: DemirbasGirdisi, ozel: Record<string, string | number>): string[] {
  const once: Record<string, unknown> = { kod: m.kod, ad: m.ad, kategoriId: m.kategoriId, marka: m.marka, model: m.model, seriNo: m.seriNo, alisTarihi: m.alisTarihi, alisKurus: m.alisKurus, garantiBitis: m.garantiBitis, notlar: m.notlar, bakimAralikGun: m.bakimAralikGun, fotolar: JSON.stringify(m.fotolar), ozelAlanlar: JSON.stringify(m.ozelAlanlar), durum: m.durum };
  const sonra: Record<string, unknown> = { ...g, fotolar: JSON.stringify(g.fotolar), ozelAlanlar: JSON.stringify(ozel) };
  return Object.keys(once).filter((k) => once[k] !== sonra[k]);
}

/**
 * An edit of the form's fields. Location and holder changes made here are logged as a transfer / zimmet like the
 * actions; the status is the form's only while the asset is in use or in storage (the actions own the others).
 */
export async function demirbasGuncelle(db: D1Database, isletmeId: number, kullaniciId: number, m: Demirbas, g: DemirbasGirdisi, ozel: Record<string, string | number>, kategoriAd: string, yollar: { kaynak: string | null; hedef: string | null; personel: string | null }): Promise<void> {
  hurdaDegil(m);
  const durum = m.durum === 'kullanimda' || m.durum === 'depoda' ? g.durum : m.durum;
  const zaman = new Date().toISOString();
  const ifadeler = [
    db.prepare(`UPDATE envanter_demirbas SET kod = ?, ad = ?, kategori_id = ?, marka = ?, model = ?, seri_no = ?, lokasyon_id = ?, personel_id = ?, alis_tarihi = ?,
        alis_kurus = ?, garanti_bitis = ?, ozel_alanlar = ?, fotolar = ?, notlar = ?, bakim_aralik_gun = ?, arama = ?, durum = ?, guncelleme = ? WHERE id = ? AND isletme_id = ?`)
      .bind(...alanlar(g, ozel, kategoriAd), durum, zaman, m.id, isletmeId),
  ];
  const degisen = degisenler(m, g, ozel).filter((k) => k !== 'durum' || durum !== m.durum);
  if (degisen.length) ifadeler.push(logIfadesi(db, isletmeId, kullaniciId, { varlik: 'demirbas', varlikId: m.id, demirbasId: m.id, islem: 'guncelle', ozet: { alanlar: degisen } }, zaman));
  if (durum !== m.durum) ifadeler.push(logIfadesi(db, isletmeId, kullaniciId, { varlik: 'demirbas', varlikId: m.id, demirbasId: m.id, islem: 'durum', ozet: { onceki: m.durum, yeni: durum } }, zaman));
  if (g.lokasyonId !== m.lokasyonId) {
    ifadeler.push(logIfadesi(db, isletmeId, kullaniciId, { varlik: 'demirbas', varlikId: m.id, demirbasId: m.id, islem: 'transfer', ozet: { neden: 'duzenleme', kaynak: yollar.kaynak, kaynakId: m.lokasyonId, hedef: yollar.hedef, hedefId: g.lokasyonId, not: '' } }, zaman));
  }
  if (g.personelId !== m.personelId) {
    ifadeler.push(logIfadesi(db, isletmeId, kullaniciId, { varlik: 'demirbas', varlikId: m.id, demirbasId: m.id, islem: 'zimmet', ozet: { onceki: m.personelAd, oncekiId: m.personelId, yeni: yollar.personel, yeniId: g.personelId, not: '' } }, zaman));
  }
  await hurdaKoru(m.kod, () => kodTekil(() => db.batch(ifadeler)));
}

/** Only an asset with nothing in its history but its creation can be deleted; one with a past is scrapped instead (409). */
export async function demirbasSil(db: D1Database, isletmeId: number, kullaniciId: number, m: Demirbas): Promise<void> {
  hurdaDegil(m);
  const iz = await db.prepare(`SELECT (SELECT count(*) FROM envanter_log WHERE demirbas_id = ?1 AND islem <> 'ekle') +
      (SELECT count(*) FROM envanter_cikis WHERE demirbas_id = ?1) + (SELECT count(*) FROM envanter_bakim WHERE demirbas_id = ?1) +
      (SELECT count(*) FROM envanter_hurda WHERE demirbas_id = ?1) + (SELECT count(*) FROM envanter_sayim_okuma WHERE demirbas_id = ?1) AS n`).bind(m.id).first<{ n: number }>();
  if (iz && iz.n > 0) throw new ApiError(409, 'HAS_HISTORY', 'envanter.demirbas.api.gecmisVar', { kod: m.kod });
  try {
    await hurdaKoru(m.kod, () => db.batch([
      db.prepare("DELETE FROM envanter_log WHERE demirbas_id = ? AND isletme_id = ? AND islem = 'ekle'").bind(m.id, isletmeId),
      db.prepare('DELETE FROM envanter_demirbas WHERE id = ? AND isletme_id = ?').bind(m.id, isletmeId),
      logIfadesi(db, isletmeId, kullaniciId, { varlik: 'demirbas', varlikId: m.id, islem: 'sil', ozet: { kod: m.kod, ad: m.ad } }),
    ]));
  } catch (error) {
    // history written between the check and the batch (a move, a gate pass, an audit reading) still refuses, never 500
    if (isForeignKeyViolation(error)) throw new ApiError(409, 'HAS_HISTORY', 'envanter.demirbas.api.gecmisVar', { kod: m.kod });
    throw error;
  }
}
