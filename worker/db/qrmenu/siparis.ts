import type { Lang } from '@lib/i18n/languages';
import type { QrBekleyen, QrCagri, QrCagriTuru, QrDurumu, QrKalem, QrRedNedeni } from '@lib/schemas/cafe/qr';
import { adisyonlariOku } from '@worker/db/cafe/adisyon/durum';
import { BAG_KOSULU } from '@worker/db/cafe/secenek';
import { ziyaretBagi, ziyaretSorgulari } from './ziyaret';

/** Reads of ordering from the table: what the guest may order, the table's tab for the guest, what waits for staff. */

const AD = (col: string) => `coalesce(json_extract(${col}, '$.' || ?), json_extract(${col}, '$.tr'), '')`;

export const QR_AYAR_SUTUNLARI = `coalesce(p.qr_siparis, 0) AS acik, p.qr_siparis_kategoriler AS kategoriler, p.qr_siparis_alanlar AS alanlar`;

const liste = (json: string | null): number[] | null => {
  try {
    const x = json ? (JSON.parse(json) as unknown) : null;
    return Array.isArray(x) ? x.filter((n): n is number => Number.isInteger(n)) : null;
  } catch {
    return null;
  }
};

/** A table of the venue and whether its guests may order (self-ordering on, the table's area allowed). */
export interface SiparisMasasi { id: number; ad: string; siparis: boolean; kategoriler: number[] | null }

export async function siparisMasasi(db: D1Database, isletmeId: number, masaId: number): Promise<SiparisMasasi | null> {
  const row = await db.prepare(`SELECT m.id, m.ad, m.alan_id, ${QR_AYAR_SUTUNLARI}
      FROM menu_masa m LEFT JOIN isletme_parametre p ON p.isletme_id = m.isletme_id WHERE m.id = ? AND m.isletme_id = ? AND m.aktif = 1`)
    .bind(masaId, isletmeId).first<{ id: number; ad: string; alan_id: number | null; acik: number; kategoriler: string | null; alanlar: string | null }>();
  if (!row) return null;
  const alanlar = liste(row.alanlar);
  const siparis = row.acik === 1 && (alanlar === null || (row.alan_id !== null && alanlar.includes(row.alan_id)));
  return { id: row.id, ad: row.ad, siparis, kategoriler: liste(row.kategoriler) };
}

export interface KatalogGrubu { id: number; ad: string; enAz: number; enCok: number; degerler: { id: number; ad: string; farkKurus: number; tukendi: boolean }[] }
/** What the ordering island offers: the orderable products (names in the guest's language) and their option groups. */
export interface SiparisKatalogu { urunler: { id: number; ad: string; fiyatKurus: number; tukendi: boolean; gruplar: number[] }[]; gruplar: KatalogGrubu[] }

export async function siparisKatalogu(db: D1Database, isletmeId: number, kategoriler: number[] | null, lang: Lang): Promise<SiparisKatalogu> {
  const gorunur = `u.gorunur = 1 AND k.gorunur = 1 AND coalesce(uk.gorunur, 1) = 1`;
  const kapsam = kategoriler === null ? '1' : 'coalesce(k.ust_kategori_id, k.id) IN (SELECT value FROM json_each(?))';
  const kapsamBind = kategoriler === null ? [] : [JSON.stringify(kategoriler)];
  const urunFrom = 'FROM menu_urun u JOIN menu_kategori k ON k.id = u.kategori_id LEFT JOIN menu_kategori uk ON uk.id = k.ust_kategori_id';
  const [urunR, bagR, grupR, degerR] = await db.batch([
    db.prepare(`SELECT u.id, ${AD('u.ad')} AS ad, u.fiyat_kurus, u.tukendi ${urunFrom} WHERE u.isletme_id = ? AND ${gorunur} AND ${kapsam} ORDER BY u.sira, u.id`)
      .bind(lang, isletmeId, ...kapsamBind),
    db.prepare(`SELECT DISTINCT u.id AS urun_id, b.grup_id ${urunFrom} JOIN menu_secenek_bag b ON b.isletme_id = u.isletme_id AND (${BAG_KOSULU})
       WHERE u.isletme_id = ? AND ${gorunur} AND ${kapsam}`).bind(isletmeId, ...kapsamBind),
    db.prepare(`SELECT id, ${AD('ad')} AS ad, en_az, en_cok FROM menu_secenek_grup WHERE isletme_id = ? ORDER BY sira, id`).bind(lang, isletmeId),
    db.prepare(`SELECT id, grup_id, ${AD('ad')} AS ad, fark_kurus, tukendi FROM menu_secenek_deger WHERE isletme_id = ? AND aktif = 1 ORDER BY sira, id`).bind(lang, isletmeId),
  ]);
  const baglar = bagR!.results as { urun_id: number; grup_id: number }[];
  const gruplar = (grupR!.results as { id: number; ad: string; en_az: number; en_cok: number }[]);
  const sira = new Map(gruplar.map((g, i) => [g.id, i]));
  const degerler = degerR!.results as { id: number; grup_id: number; ad: string; fark_kurus: number; tukendi: number }[];
  const kullanilan = new Set(baglar.map((b) => b.grup_id));
  return {
    urunler: (urunR!.results as { id: number; ad: string; fiyat_kurus: number; tukendi: number }[]).map((u) => ({
      id: u.id, ad: u.ad, fiyatKurus: u.fiyat_kurus, tukendi: u.tukendi === 1,
      gruplar: baglar.filter((b) => b.urun_id === u.id).map((b) => b.grup_id).sort((a, b) => sira.get(a)! - sira.get(b)!),
    })),
    gruplar: gruplar.filter((g) => kullanilan.has(g.id)).map((g) => ({
      id: g.id, ad: g.ad, enAz: g.en_az, enCok: g.en_cok,
      degerler: degerler.filter((d) => d.grup_id === g.id).map((d) => ({ id: d.id, ad: d.ad, farkKurus: d.fark_kurus, tukendi: d.tukendi === 1 })),
    })),
  };
}

/** The guest's view of their table: the check their visit is tied to and the orders this visit sent. */
export interface MasaHesabi {
  bag: 'bagli' | 'serbest' | 'bitti';
  adisyon: { kalemler: { ad: string; adet: number; secenekler: string[]; tutarKurus: number; durum: string }[]; toplamKurus: number; odenenKurus: number } | null;
  siparisler: { zaman: string; durum: 'bekliyor' | 'kabul' | 'red' | 'eklendi'; redNeden: QrRedNedeni | null; toplamKurus: number; kalemler: QrKalem[] }[];
}

export async function masaHesabi(db: D1Database, isletmeId: number, masaId: number, ziyaret: { id: string; baslangic: string }, lang: Lang): Promise<MasaHesabi> {
  const [siparisR, ...bagR] = await db.batch([
    db.prepare('SELECT zaman, durum, red_neden, toplam_kurus, ozet FROM qr_siparis WHERE isletme_id = ? AND ziyaret = ? AND masa_id = ? ORDER BY id')
      .bind(isletmeId, ziyaret.id, masaId),
    ...ziyaretSorgulari(db, isletmeId, masaId, ziyaret),
  ]);
  const bag = ziyaretBagi(bagR);
  const siparisler = (siparisR!.results as { zaman: string; durum: MasaHesabi['siparisler'][number]['durum']; red_neden: QrRedNedeni | null; toplam_kurus: number; ozet: string }[])
    .map((s) => ({ zaman: s.zaman, durum: s.durum, redNeden: s.red_neden, toplamKurus: s.toplam_kurus, kalemler: JSON.parse(s.ozet) as QrKalem[] }));
  if (bag.tur !== 'bagli') return { bag: bag.tur, adisyon: null, siparisler };
  const [a] = await adisyonlariOku(db, isletmeId, 'a.id = ?', [bag.adisyonId]);
  if (!a) return { bag: 'serbest', adisyon: null, siparisler };
  // a line keeps its Turkish name as sold; the guest reads the product's name in their language while it exists
  const idler = [...new Set(a.kalemler.map((k) => k.urunId).filter((x): x is number => x !== null))];
  const adlar = new Map(idler.length === 0 ? [] : (await db.prepare(`SELECT id, ${AD('ad')} AS ad FROM menu_urun WHERE isletme_id = ? AND id IN (SELECT value FROM json_each(?))`)
    .bind(lang, isletmeId, JSON.stringify(idler)).all<{ id: number; ad: string }>()).results.map((r) => [r.id, r.ad]));
  return {
    bag: 'bagli', siparisler,
    adisyon: {
      kalemler: a.kalemler.filter((k) => k.durum !== 'iptal').map((k) => ({
        ad: (k.urunId !== null && adlar.get(k.urunId)) || k.ad, adet: k.adet, secenekler: k.secenekler.map((s) => s.ad), tutarKurus: k.tutarKurus, durum: k.durum,
      })),
      toplamKurus: a.toplamKurus, odenenKurus: a.odenenKurus,
    },
  };
}

/** GET /api/isletme/cafe/qr: the guest orders waiting for staff and the open calls, oldest first. */
export async function qrDurumu(db: D1Database, isletmeId: number): Promise<QrDurumu> {
  const [siparisR, cagriR] = await db.batch([
    db.prepare(`SELECT q.id, q.masa_id, m.ad AS masa, q.zaman, q.toplam_kurus, q.ozet FROM qr_siparis q JOIN menu_masa m ON m.id = q.masa_id
       WHERE q.isletme_id = ? AND q.durum = 'bekliyor' ORDER BY q.id`).bind(isletmeId),
    db.prepare(`SELECT c.id, c.masa_id, m.ad AS masa, c.tur, c.zaman FROM qr_cagri c JOIN menu_masa m ON m.id = c.masa_id
       WHERE c.isletme_id = ? AND c.kapanis IS NULL ORDER BY c.id`).bind(isletmeId),
  ]);
  const bekleyen: QrBekleyen[] = (siparisR!.results as { id: number; masa_id: number; masa: string; zaman: string; toplam_kurus: number; ozet: string }[])
    .map((s) => ({ id: s.id, masaId: s.masa_id, masa: s.masa, zaman: s.zaman, toplamKurus: s.toplam_kurus, kalemler: JSON.parse(s.ozet) as QrKalem[] }));
  const cagrilar: QrCagri[] = (cagriR!.results as { id: number; masa_id: number; masa: string; tur: QrCagriTuru; zaman: string }[])
    .map((c) => ({ id: c.id, masaId: c.masa_id, masa: c.masa, tur: c.tur, zaman: c.zaman }));
  return { bekleyen, cagrilar };
}
