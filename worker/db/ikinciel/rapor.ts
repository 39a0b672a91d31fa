import { gunFarki, medyan } from '@lib/ikinciel/rapor';
import { STOKTA, type CihazTuru } from '@lib/ikinciel/durum';
import { tcMaskele } from '@lib/ikinciel/tc';
import { katla } from '@lib/search';
import type { AylikSatis, FiyatOnerisi, Rapor } from '@lib/schemas/ikinciel/ikinciel';
import { CIHAZ_SQL, ozellikOku, ozetCevir, type CihazRow } from './ortak';

/** Stock value at cost, sold items with profit (per item and per month), average days to sell. */
export async function rapor(db: D1Database, isletmeId: number): Promise<Rapor> {
  const { results } = await db.prepare(`${CIHAZ_SQL} WHERE c.isletme_id = ? ORDER BY c.satis_tarihi DESC, c.id DESC`).bind(isletmeId).all<CihazRow>();
  const ozetler = results.map(ozetCevir);
  const stok = ozetler.filter((o) => STOKTA(o.durum));
  const satilanlar = ozetler.filter((o) => o.satisKurus !== null);
  const aylar = new Map<string, AylikSatis>();
  for (const s of satilanlar) {
    const ay = s.satisTarihi!.slice(0, 7);
    const a = aylar.get(ay) ?? { ay, adet: 0, ciroKurus: 0, karKurus: 0 };
    a.adet += 1;
    a.ciroKurus += s.satisKurus!;
    a.karKurus += s.karKurus!;
    aylar.set(ay, a);
  }
  const gunler = satilanlar.map((s) => gunFarki(s.alisTarihi, s.satisTarihi!));
  return {
    stokAdet: stok.length,
    stokDegeriKurus: stok.reduce((t, o) => t + o.maliyetKurus, 0),
    satilanlar,
    aylik: [...aylar.values()].sort((a, b) => b.ay.localeCompare(a.ay)),
    ortalamaGun: gunler.length ? Math.round((gunler.reduce((a, b) => a + b, 0) / gunler.length) * 10) / 10 : null,
    toplamKarKurus: satilanlar.reduce((t, s) => t + s.karKurus!, 0),
  };
}

/** Median sale price of sold items of the same type and model (folded), else of the same brand; honest when none. */
export async function fiyatOnerisi(db: D1Database, isletmeId: number, tur: CihazTuru, marka: string, model: string): Promise<FiyatOnerisi> {
  const { results } = await db.prepare("SELECT marka, model, satis_kurus FROM ikinciel_cihaz WHERE isletme_id = ? AND tur = ? AND durum = 'satildi' AND satis_kurus IS NOT NULL")
    .bind(isletmeId, tur).all<{ marka: string; model: string; satis_kurus: number }>();
  const km = katla(marka);
  const kmo = katla(model);
  if (!km) return { adet: 0, medyanKurus: null, duzey: 'yok' };
  const ayniMarka = results.filter((r) => katla(r.marka) === km);
  const ayniModel = kmo ? ayniMarka.filter((r) => katla(r.model) === kmo) : [];
  const secilen = ayniModel.length ? ayniModel : ayniMarka;
  if (secilen.length === 0) return { adet: 0, medyanKurus: null, duzey: 'yok' };
  return { adet: secilen.length, medyanKurus: medyan(secilen.map((r) => r.satis_kurus)), duzey: ayniModel.length ? 'model' : 'marka' };
}

/** Rows of the CSV export: every item with cost, sale, profit and the seller (ID masked unless `tcAcik`). */
export async function disaAktarSatirlari(db: D1Database, isletmeId: number, tcAcik: boolean, fiyat: (k: number | null) => string): Promise<string[][]> {
  const { results } = await db.prepare(`${CIHAZ_SQL} WHERE c.isletme_id = ? ORDER BY c.id`).bind(isletmeId).all<CihazRow>();
  const basliklar = ['No', 'Tür', 'Marka', 'Model', 'Özellikler', 'Seri/IMEI', 'Durum', 'Alış tarihi', 'Alış (₺)', 'Masraf (₺)', 'Maliyet (₺)', 'İstenen (₺)',
    'Satış tarihi', 'Satış (₺)', 'Kâr (₺)', 'Ödeme', 'Garanti (gün)', 'Satıcı', 'Satıcı telefon', 'Satıcı TC', 'Alıcı'];
  return [basliklar, ...results.map((r) => {
    const o = ozetCevir(r);
    const oz = ozellikOku(r.ozellik);
    return [String(r.id), r.tur, r.marka, r.model, [oz.islemci, oz.ram, oz.depolama, oz.ekranKarti, oz.ekran, oz.serbest].filter(Boolean).join(' / '), r.seri_no, r.durum,
      r.alis_tarihi, fiyat(o.alisKurus), fiyat(o.masrafKurus), fiyat(o.maliyetKurus), fiyat(o.istenenKurus), o.satisTarihi ?? '', fiyat(o.satisKurus), fiyat(o.karKurus),
      r.odeme ?? '', r.garanti_gun === null ? '' : String(r.garanti_gun), r.satici_ad, r.satici_tel, tcAcik ? r.satici_tc : tcMaskele(r.satici_tc), r.alici_ad ?? ''];
  })];
}
