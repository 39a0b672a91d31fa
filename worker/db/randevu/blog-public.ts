import { saatDilimiSatiri } from '@worker/db/parametre';

/**
 * Reads of the public blog pages /{FirmaAdi}/blog and /{FirmaAdi}/blog/{urlAdi}: only published posts whose date has
 * come (drafts and scheduled posts never leave the panel), of an active venue, in ONE D1 round trip per page.
 */

export interface BlogMekani {
  isletmeId: number;
  isletmeAd: string;
  saatDilimi: string;
  /** the canonical first path segment */
  firmaAdi: string;
  firmaKey: string | null;
  kanalAktif: boolean;
  ayarJson: string;
}

export interface BlogKarti {
  baslik: string;
  urlAdi: string;
  ozet: string;
  kapak: string | null;
  yayinTarihi: string;
}
export interface BlogTamYazi extends BlogKarti { govdeHtml: string; guncelleme: string }

export interface BlogListeSayfasi { mekan: BlogMekani; yazilar: BlogKarti[]; toplam: number }
export interface BlogYaziSayfasi { mekan: BlogMekani; yazi: BlogTamYazi | null; digerleri: BlogKarti[] }

export const SAYFA_BOYUTU = 12;

// The venue of /{FirmaAdi}: its booking channel's name, or — for a venue that never opened the channel settings —
// its own URL name. Two '?' placeholders, both the FirmaAdi. (The KVKK notice page finds its venue the same way.)
export const MEKAN = `SELECT isletme_id, isletme_ad, saat_dilimi, firma_adi, firma_key, kanal_aktif, ayar_json FROM (
    SELECT i.id AS isletme_id, i.ad AS isletme_ad, i.saat_dilimi, k.firma_adi, k.firma_key, k.aktif AS kanal_aktif, k.ayar_json, 0 AS oncelik
      FROM randevu_kanal k JOIN isletme i ON i.id = k.isletme_id AND i.aktif = 1 WHERE k.firma_adi = ?
    UNION ALL
    SELECT i.id, i.ad, i.saat_dilimi, i.url_adi, NULL, 0, '{}', 1
      FROM isletme i WHERE i.url_adi = ? AND i.aktif = 1 AND NOT EXISTS (SELECT 1 FROM randevu_kanal k WHERE k.isletme_id = i.id)
  ) ORDER BY oncelik, isletme_id LIMIT 1`;
const MEKAN_ID = `(SELECT isletme_id FROM (${MEKAN}))`;
const GORUNUR = 'yayinda = 1 AND yayin_tarihi IS NOT NULL AND yayin_tarihi <= ?';
const KART = 'baslik, url_adi, ozet, kapak, yayin_tarihi';

interface MekanSatiri { isletme_id: number; isletme_ad: string; saat_dilimi: string; firma_adi: string; firma_key: string | null; kanal_aktif: number; ayar_json: string | null }
interface KartSatiri { baslik: string; url_adi: string; ozet: string; kapak: string | null; yayin_tarihi: string }

const mekan = (r: MekanSatiri): BlogMekani => ({
  isletmeId: r.isletme_id, isletmeAd: r.isletme_ad, saatDilimi: saatDilimiSatiri(r), firmaAdi: r.firma_adi, firmaKey: r.firma_key,
  kanalAktif: r.kanal_aktif === 1, ayarJson: r.ayar_json ?? '{}',
});
const kart = (r: KartSatiri): BlogKarti => ({ baslik: r.baslik, urlAdi: r.url_adi, ozet: r.ozet, kapak: r.kapak, yayinTarihi: r.yayin_tarihi });

/** Page `sayfa` (1-based) of the venue's visible posts, newest first; null when there is no such venue. */
export async function blogListeSayfasi(db: D1Database, firmaAdi: string, simdi: string, sayfa = 1): Promise<BlogListeSayfasi | null> {
  const [m, yazilar, toplam] = await db.batch([
    db.prepare(MEKAN).bind(firmaAdi, firmaAdi),
    db.prepare(`SELECT ${KART} FROM randevu_blog WHERE isletme_id = ${MEKAN_ID} AND ${GORUNUR} ORDER BY yayin_tarihi DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(firmaAdi, firmaAdi, simdi, SAYFA_BOYUTU, (sayfa - 1) * SAYFA_BOYUTU),
    db.prepare(`SELECT count(*) AS n FROM randevu_blog WHERE isletme_id = ${MEKAN_ID} AND ${GORUNUR}`).bind(firmaAdi, firmaAdi, simdi),
  ]);
  const satir = m!.results[0] as MekanSatiri | undefined;
  if (!satir) return null;
  return { mekan: mekan(satir), yazilar: (yazilar!.results as unknown as KartSatiri[]).map(kart), toplam: (toplam!.results[0] as { n: number }).n };
}

/** One visible post and the three newest others; null when there is no such venue (the post may still be null). */
export async function blogYaziSayfasi(db: D1Database, firmaAdi: string, urlAdi: string, simdi: string): Promise<BlogYaziSayfasi | null> {
  const [m, yazi, digerleri] = await db.batch([
    db.prepare(MEKAN).bind(firmaAdi, firmaAdi),
    db.prepare(`SELECT ${KART}, govde_html, guncelleme FROM randevu_blog WHERE isletme_id = ${MEKAN_ID} AND url_adi = ? AND ${GORUNUR}`).bind(firmaAdi, firmaAdi, urlAdi, simdi),
    db.prepare(`SELECT ${KART} FROM randevu_blog WHERE isletme_id = ${MEKAN_ID} AND url_adi != ? AND ${GORUNUR} ORDER BY yayin_tarihi DESC, id DESC LIMIT 3`)
      .bind(firmaAdi, firmaAdi, urlAdi, simdi),
  ]);
  const satir = m!.results[0] as MekanSatiri | undefined;
  if (!satir) return null;
  const y = yazi!.results[0] as (KartSatiri & { govde_html: string; guncelleme: string }) | undefined;
  return {
    mekan: mekan(satir),
    yazi: y ? { ...kart(y), govdeHtml: y.govde_html, guncelleme: y.guncelleme } : null,
    digerleri: (digerleri!.results as unknown as KartSatiri[]).map(kart),
  };
}
