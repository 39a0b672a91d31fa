import type { Lang } from '@lib/i18n/languages';
import { metin, parseMetin } from '@lib/menu/text';
import { kayitMetni, sistemKaydi } from '@lib/randevu/kayit-metni';
import { SILINMIS_AD } from '@lib/schemas/musteri';
import { ZAMAN_SAYFA_BOYUTU, type OlayTuru, type ZamanCizelgesi, type ZamanOlayi } from '@lib/schemas/crm/detay';
import { musteriBul } from '@worker/db/musteri/kayit';
import { translate } from '@worker/i18n';

/**
 * One customer's timeline, newest first: every kind in one UNION over indexed per-customer reads (randevu, adisyon,
 * kasa, cari, packages, follow-ups, merges by musteri_id), one page at a time; the page's appointments and checks
 * then get their lines in one more batch. Columns a, b, c carry each kind's own texts (see `olayCevir`).
 */
const GRUP_1 = `
  SELECT 'randevu' AS tur, r.id, r.baslangic AS zaman, max(r.toplam_kurus - r.indirim_kurus, 0) AS tutar, r.durum, p.ad AS a, r.notlar AS b, r.kod AS c, NULL AS takip_id
    FROM randevu r LEFT JOIN randevu_personel p ON p.id = r.personel_id WHERE r.musteri_id = ?1 AND r.isletme_id = ?2
  UNION ALL
  SELECT 'adisyon', a.id, a.kapanis, a.toplam_kurus, a.durum, ms.ad, CAST(a.no AS TEXT), NULL, NULL
    FROM adisyon a LEFT JOIN menu_masa ms ON ms.id = a.masa_id WHERE a.musteri_id = ?1 AND a.isletme_id = ?2 AND a.durum = 'kapali'
  UNION ALL
  SELECT 'odeme', k.id, k.tarih, k.tutar_kurus, k.tur, k.odeme, json_object('t', k.sistem_tur, 'p', k.sistem_param), k.aciklama, NULL
    FROM kasa k WHERE k.isletme_id = ?2 AND (k.musteri_id = ?1 OR k.randevu_id IN (SELECT id FROM randevu WHERE musteri_id = ?1 AND isletme_id = ?2))
  UNION ALL
  SELECT 'paketSatis', mp.id, mp.satis_zamani, mp.fiyat_kurus, NULL, mp.ad, mp.son_gun, NULL, NULL
    FROM randevu_musteri_paket mp WHERE mp.musteri_id = ?1 AND mp.isletme_id = ?2
  UNION ALL
  SELECT 'paketKullanim', k.id, r.baslangic, NULL, r.durum, mp.ad, h.ad, NULL, NULL
    FROM randevu_musteri_paket mp JOIN randevu_paket_kullanim pk ON pk.musteri_paket_id = mp.id JOIN randevu_kalem k ON k.id = pk.randevu_kalem_id
    JOIN randevu r ON r.id = k.randevu_id LEFT JOIN randevu_hizmet h ON h.id = pk.hizmet_id
    WHERE mp.musteri_id = ?1 AND mp.isletme_id = ?2
`;
const GRUP_2 = `
  SELECT 'cari', c.id, c.tarih, c.tutar_kurus, c.tur, json_object('t', c.sistem_tur, 'p', c.sistem_param), c.aciklama, NULL, NULL
    FROM cari c WHERE c.musteri_id = ?1 AND c.isletme_id = ?2
  UNION ALL
  SELECT 'takip', t.id, t.olusturma, NULL, t.durum, t.kural, t.vade, t.sonuc, t.id
    FROM crm_takip t WHERE t.musteri_id = ?1 AND t.isletme_id = ?2
  UNION ALL
  SELECT 'takipOlay', o.id, o.zaman, NULL, o.tur, coalesce(o.sonuc, o.kanal), o.notlar, t.kural, t.id
    FROM crm_takip t JOIN crm_takip_olay o ON o.takip_id = t.id WHERE t.musteri_id = ?1 AND t.isletme_id = ?2
  UNION ALL
  SELECT 'birlestirme', b.id, b.zaman, NULL, NULL, b.silinen_ad, NULL, NULL, NULL
    FROM musteri_birlestirme b WHERE b.kalan_id = ?1 AND b.isletme_id = ?2
  UNION ALL
  SELECT 'kayit', m.id, m.olusturma, NULL, NULL, NULL, NULL, NULL, NULL FROM musteri m WHERE m.id = ?1 AND m.isletme_id = ?2
`;
// D1 allows few terms in one compound SELECT: two groups of five, each its own compound inside a subquery
const ZAMAN_SQL = `SELECT tur, id, zaman, tutar, durum, a, b, c, takip_id FROM (
  SELECT * FROM (${GRUP_1}) UNION ALL SELECT * FROM (${GRUP_2})
) WHERE zaman IS NOT NULL ORDER BY zaman DESC, tur, id DESC LIMIT ?3 OFFSET ?4`;

interface ZamanRow {
  tur: OlayTuru;
  id: number;
  zaman: string;
  tutar: number | null;
  durum: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  takip_id: number | null;
}

function sistem(json: string | null) {
  try {
    const { t, p } = JSON.parse(json ?? '{}') as { t?: string | null; p?: string | null };
    return sistemKaydi(t, p);
  } catch {
    return null;
  }
}

export async function zamanCizelgesi(db: D1Database, isletmeId: number, id: number, sayfa: number, lang: Lang): Promise<ZamanCizelgesi> {
  const musteri = await musteriBul(db, isletmeId, id);
  const boyut = ZAMAN_SAYFA_BOYUTU;
  const { results } = await db.prepare(ZAMAN_SQL).bind(id, isletmeId, boyut + 1, (sayfa - 1) * boyut).all<ZamanRow>();
  const satirlar = results.slice(0, boyut);
  const randevuIds = satirlar.filter((r) => r.tur === 'randevu').map((r) => r.id);
  const adisyonIds = satirlar.filter((r) => r.tur === 'adisyon').map((r) => r.id);
  const [kalemler, adisyonKalemleri] = await db.batch([
    db.prepare(`SELECT k.randevu_id AS sahip, h.ad FROM randevu_kalem k LEFT JOIN randevu_hizmet h ON h.id = k.hizmet_id
      WHERE k.randevu_id IN (SELECT value FROM json_each(?1)) ORDER BY k.id`).bind(JSON.stringify(randevuIds)),
    db.prepare(`SELECT adisyon_id AS sahip, ad, sum(adet) AS adet FROM adisyon_kalem
      WHERE adisyon_id IN (SELECT value FROM json_each(?1)) AND isletme_id = ?2 AND durum <> 'iptal' GROUP BY adisyon_id, ad ORDER BY min(id)`).bind(JSON.stringify(adisyonIds), isletmeId),
  ]);
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key as never, params);
  const hizmetler = new Map<number, string[]>();
  for (const k of kalemler!.results as { sahip: number; ad: string | null }[]) hizmetler.set(k.sahip, [...(hizmetler.get(k.sahip) ?? []), metin(parseMetin(k.ad), lang)]);
  const satislar = new Map<number, string[]>();
  for (const k of adisyonKalemleri!.results as { sahip: number; ad: string; adet: number }[]) satislar.set(k.sahip, [...(satislar.get(k.sahip) ?? []), `${k.adet}× ${k.ad}`]);
  const musteriAd = musteri.silinme_zamani ? t('musteri.silinmisMusteri') : musteri.ad_soyad;

  const olayCevir = (r: ZamanRow): ZamanOlayi => {
    const temel = { tur: r.tur, id: r.id, zaman: r.zaman, tutarKurus: r.tutar, durum: r.durum, takipId: r.takip_id };
    switch (r.tur) {
      case 'randevu': return { ...temel, metin: (hizmetler.get(r.id) ?? []).join(', '), ek: [r.a ?? '', r.b ?? ''].filter(Boolean).join(' · ') };
      case 'adisyon': return { ...temel, metin: t('crm.detay.olay.masa', { masa: r.a ?? '', no: r.b ?? '' }), ek: (satislar.get(r.id) ?? []).join(', ') };
      case 'odeme': return { ...temel, metin: kayitMetni(t, sistem(r.b), r.c ?? '', musteriAd), ek: r.a ? t(`kasa.odeme.${r.a}`) : '' };
      case 'cari': return { ...temel, metin: kayitMetni(t, sistem(r.a), r.b ?? ''), ek: '' };
      case 'paketSatis': return { ...temel, metin: r.a ?? '', ek: r.b ? t('crm.detay.olay.sonGun', { gun: r.b }) : '' };
      case 'paketKullanim': return { ...temel, metin: r.a ?? '', ek: metin(parseMetin(r.b), lang) };
      case 'takip': return { ...temel, metin: t(`crm.detay.kural.${r.a ?? 'manuel'}`), ek: t('crm.detay.olay.vade', { gun: r.b ?? '' }) };
      case 'takipOlay': return { ...temel, metin: t(`crm.detay.kural.${r.c ?? 'manuel'}`), ek: [r.a ? t(`crm.detay.olayDeger.${r.a}`) : '', r.b ?? ''].filter(Boolean).join(' · ') };
      case 'birlestirme': return { ...temel, metin: r.a === SILINMIS_AD ? t('musteri.silinmisMusteri') : r.a ?? '', ek: '' };
      default: return { ...temel, metin: '', ek: '' };
    }
  };
  return { olaylar: satirlar.map(olayCevir), sayfa, sayfaBoyutu: boyut, dahaVar: results.length > boyut };
}
