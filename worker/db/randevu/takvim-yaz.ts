/**
 * Panel writes of the calendar that are not plain creates/moves: service edits and status changes. Time-occupying
 * changes reuse randevu-yaz.ts (cells = no double booking); each change is one D1 batch.
 */
import type { Durum, Islem, Odeme } from '@lib/randevu/takvim-durum';
import { formatKurus } from '@lib/para';
import { aktifMi } from '@lib/randevu/takvim-durum';
import { alinanKapora, kaporaAyarOku, kaporaGelmedi, kaporaMahsup, kaporaMahsupGeriAl } from './kapora';
import type { HaftalikSatir } from '@lib/randevu/takvim-zaman';
import { paketDusumu, paketIadesi } from './paket';
import { randevuIptal, randevuTasiKomutlari } from './yaz';
import { isConstraintViolation } from '@worker/http/validation';
import { ApiError } from '@worker/http/envelope';
import type { DurumSonucu, TahsilatGirdisi } from '@lib/schemas/randevu/takvim';
import type { OdemeYontemi } from '@lib/schemas/parametre';
import { SAAT_DILIMI_SQL, saatDilimiSatiri } from '@worker/db/parametre';

const KASA_MAX = 100_000_000;

/** What the write routes need to know about an appointment (venue-scoped). */
export interface RandevuKaydi {
  id: number;
  personel_id: number;
  musteri_id: number;
  baslangic: string;
  bitis: string;
  durum: Durum;
  kod: string;
  hizmet_idler: string;
}

export async function randevuKaydi(db: D1Database, isletmeId: number, id: number): Promise<RandevuKaydi | null> {
  return db
    .prepare(`SELECT r.id, r.personel_id, r.musteri_id, r.baslangic, r.bitis, r.durum, r.kod,
        (SELECT json_group_array(k.hizmet_id) FROM randevu_kalem k WHERE k.randevu_id = r.id) AS hizmet_idler
      FROM randevu r WHERE r.id = ? AND r.isletme_id = ?`)
    .bind(id, isletmeId)
    .first<RandevuKaydi>();
}

export const hizmetIdleri = (kayit: RandevuKaydi): number[] => {
  try {
    const list = JSON.parse(kayit.hizmet_idler) as unknown;
    return Array.isArray(list) ? list.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
};

export interface PlanHizmeti { id: number; sure_dk: number; fiyat_kurus: number; once_tampon_dk: number; sonra_tampon_dk: number }
export interface Plan {
  saatDilimi: string;
  personel: { id: number; ad: string; hizmetIdler: number[] } | null;
  hizmetler: PlanHizmeti[];
  calisma: HaftalikSatir[];
  izinler: { baslangicMs: number; bitisMs: number }[];
  musteri: { id: number; ad_soyad: string; telefon: string } | null;
}

/** Staff (active, this venue), services (active, this venue), the staff's hours and leave around `basMs`, the customer. */
export async function planYukle(db: D1Database, isletmeId: number, personelId: number, hizmetIdler: number[], basMs: number, musteriId: number | null): Promise<Plan> {
  const yer = hizmetIdler.map(() => '?').join(', ') || 'NULL';
  const [zone, personel, hizmet, calisma, izin, musteri] = await db.batch([
    db.prepare(SAAT_DILIMI_SQL).bind(isletmeId),
    db.prepare(`SELECT p.id, p.ad, (SELECT json_group_array(ph.hizmet_id) FROM randevu_personel_hizmet ph WHERE ph.personel_id = p.id) AS hizmet_idler
      FROM randevu_personel p WHERE p.id = ? AND p.isletme_id = ? AND p.aktif = 1`).bind(personelId, isletmeId),
    db.prepare(`SELECT id, sure_dk, fiyat_kurus, once_tampon_dk, sonra_tampon_dk FROM randevu_hizmet WHERE isletme_id = ? AND aktif = 1 AND id IN (${yer})`).bind(isletmeId, ...hizmetIdler),
    db.prepare(`SELECT c.gun, c.baslangic, c.bitis, c.tur FROM randevu_calisma c JOIN randevu_personel p ON p.id = c.personel_id WHERE c.personel_id = ? AND p.isletme_id = ?`).bind(personelId, isletmeId),
    db.prepare(`SELECT z.baslangic, z.bitis FROM randevu_izin z JOIN randevu_personel p ON p.id = z.personel_id WHERE z.personel_id = ? AND p.isletme_id = ? AND z.bitis > ? AND z.baslangic < ?`)
      .bind(personelId, isletmeId, new Date(basMs - 2 * 86_400_000).toISOString(), new Date(basMs + 3 * 86_400_000).toISOString()),
    db.prepare('SELECT id, ad_soyad, telefon FROM musteri WHERE id = ? AND isletme_id = ? AND silinme_zamani IS NULL').bind(musteriId ?? 0, isletmeId),
  ]);
  const p = personel!.results[0] as { id: number; ad: string; hizmet_idler: string } | undefined;
  let personelIdler: number[] = [];
  try {
    personelIdler = p ? (JSON.parse(p.hizmet_idler) as number[]) : [];
  } catch {
    personelIdler = [];
  }
  const hizmetler = hizmet!.results as unknown as PlanHizmeti[];
  return {
    saatDilimi: saatDilimiSatiri(zone!.results[0]),
    personel: p ? { id: p.id, ad: p.ad, hizmetIdler: personelIdler } : null,
    // in the order asked for
    hizmetler: hizmetIdler.map((id) => hizmetler.find((h) => h.id === id)).filter((h): h is PlanHizmeti => !!h),
    calisma: calisma!.results as unknown as HaftalikSatir[],
    izinler: (izin!.results as unknown as { baslangic: string; bitis: string }[]).map((z) => ({ baslangicMs: Date.parse(z.baslangic), bitisMs: Date.parse(z.bitis) })),
    musteri: (musteri!.results[0] as Plan['musteri'] | undefined) ?? null,
  };
}

/** Services as one booking: duration, price, the widest buffers (as the public flow does). */
export function hizmetToplami(hizmetler: PlanHizmeti[]) {
  return {
    sureDk: hizmetler.reduce((sum, h) => sum + h.sure_dk, 0),
    toplamKurus: hizmetler.reduce((sum, h) => sum + h.fiyat_kurus, 0),
    onceTamponDk: Math.max(0, ...hizmetler.map((h) => h.once_tampon_dk)),
    sonraTamponDk: Math.max(0, ...hizmetler.map((h) => h.sonra_tampon_dk)),
  };
}

/**
 * New services (and notes) of an active appointment: new items, total, end and cells in one batch, so a conflict
 * leaves it exactly as it was. False when the appointment was not active any more.
 */
export async function hizmetleriYaz(db: D1Database, isletmeId: number, kayit: RandevuKaydi, hizmetler: PlanHizmeti[], bitisMs: number, hucre: [number, number], notlar: string): Promise<boolean> {
  const aktif = "EXISTS (SELECT 1 FROM randevu WHERE id = ? AND isletme_id = ? AND durum IN ('beklemede', 'onaylandi'))";
  const toplam = hizmetToplami(hizmetler);
  const tasi = randevuTasiKomutlari(db, isletmeId, kayit.id, kayit.personel_id, Date.parse(kayit.baslangic), bitisMs, hucre);
  const results = await db.batch([
    ...tasi,
    db.prepare(`DELETE FROM randevu_kalem WHERE randevu_id = ? AND ${aktif}`).bind(kayit.id, kayit.id, isletmeId),
    ...hizmetler.map((h) => db.prepare(`INSERT INTO randevu_kalem (randevu_id, hizmet_id, sure_dk, fiyat_kurus) SELECT ?, ?, ?, ? WHERE ${aktif}`).bind(kayit.id, h.id, h.sure_dk, h.fiyat_kurus, kayit.id, isletmeId)),
    db.prepare(`UPDATE randevu SET toplam_kurus = ?, notlar = ? WHERE id = ? AND isletme_id = ? AND durum IN ('beklemede', 'onaylandi')`).bind(toplam.toplamKurus, notlar, kayit.id, isletmeId),
  ]);
  return (results[2]!.meta.changes ?? 0) > 0;
}

/** The status answer before the route adds the appointment itself. */
type DurumDegisimi = Omit<DurumSonucu, 'randevu'>;

/** The discount in kuruş of a price: an amount, or a percentage rounded to the kuruş. */
export function indirimKurus(fiyat: number, indirim: TahsilatGirdisi['indirim']): number {
  return indirim.tur === 'tutar' ? indirim.deger : Math.round((fiyat * indirim.deger) / 100);
}

/**
 * Completion with a discount and a split payment: checked against the price packages leave (paketDusumu) to the
 * kuruş, then one cash-book row per method and the ledger row in ONE batch with the status, each gated on the state
 * before the update — a double submit (or a race) writes nothing the second time.
 */
async function tamamlaTahsilatli(db: D1Database, isletmeId: number, kayit: RandevuKaydi, g: TahsilatGirdisi, sunulan: readonly OdemeYontemi[], kullaniciId: number, bugun: string, nowIso: string): Promise<DurumDegisimi | null> {
  const id = kayit.id;
  const dusum = await paketDusumu(db, isletmeId, id, bugun);
  // the deposit taken is part of the payment: the completion charges the rest
  const fiyat = Math.max(0, Math.min(KASA_MAX, dusum.tahsilKurus) - (await alinanKapora(db, id)));
  if (g.indirim.tur === 'yuzde' && g.indirim.deger > 100) throw new ApiError(400, 'VALIDATION', 'randevu.takvim.api.discountInvalid');
  const indirim = indirimKurus(fiyat, g.indirim);
  if (indirim > fiyat) throw new ApiError(400, 'DISCOUNT_TOO_BIG', 'randevu.takvim.api.discountTooBig', { indirim: formatKurus(indirim), fiyat: formatKurus(fiyat) });
  for (const o of g.odemeler) if (!sunulan.includes(o.yontem)) throw new ApiError(400, 'VALIDATION', 'kasa.api.odemeSunulmuyor');
  const toplam = g.odemeler.reduce((sum, o) => sum + o.tutarKurus, 0) + g.veresiyeKurus;
  if (toplam !== fiyat - indirim) throw new ApiError(400, 'PAYMENT_SUM', 'randevu.takvim.api.paymentSum', { toplam: formatKurus(toplam), beklenen: formatKurus(fiyat - indirim) });
  if (g.veresiyeKurus > 0) {
    const silinmis = await db.prepare('SELECT silinme_zamani FROM musteri WHERE id = ? AND isletme_id = ?').bind(kayit.musteri_id, isletmeId).first<{ silinme_zamani: string | null }>();
    if (!silinmis || silinmis.silinme_zamani) throw new ApiError(409, 'CUSTOMER_ERASED', 'randevu.takvim.api.ledgerNoCustomer');
  }
  const acik = "EXISTS (SELECT 1 FROM randevu WHERE id = ? AND isletme_id = ? AND durum = 'onaylandi' AND baslangic <= ?)";
  const param = JSON.stringify({ kod: kayit.kod });
  const statements: D1PreparedStatement[] = g.odemeler.map((o) => db
    .prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, randevu_id, musteri_id, kullanici_id)
      SELECT ?, 'gelir', ?, ?, 'randevu', '${KASA_TURU}', ?, ?, ?, ?, ? WHERE ${acik}`)
    .bind(isletmeId, o.yontem, o.tutarKurus, param, nowIso, id, kayit.musteri_id, kullaniciId, id, isletmeId, nowIso));
  if (g.veresiyeKurus > 0) {
    statements.push(db
      .prepare(`INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, randevu_id, kullanici_id)
        SELECT ?, ?, 'borc', ?, 'randevu', '${CARI_TURU}', ?, ?, ?, ? WHERE ${acik}`)
      .bind(isletmeId, kayit.musteri_id, g.veresiyeKurus, param, nowIso, id, kullaniciId, id, isletmeId, nowIso));
  }
  const updateIndex = statements.length;
  statements.push(
    db.prepare("UPDATE randevu SET durum = 'tamamlandi', indirim_kurus = ? WHERE id = ? AND isletme_id = ? AND durum = 'onaylandi' AND baslangic <= ?").bind(indirim, id, isletmeId, nowIso),
    ...dusum,
    kaporaMahsup(db, isletmeId, id),
    db.prepare(TAHSIL_SQL).bind(id, id),
  );
  const results = await tamamlamaYaz(db, statements, updateIndex);
  if (!results) return null;
  const son = results[results.length - 1]!.results[0] as { seans: number };
  const yontemler = [...g.odemeler.map((o) => o.yontem), ...(g.veresiyeKurus > 0 ? ['veresiye' as const] : [])];
  return { durum: 'tamamlandi', paketSeans: son.seans, tahsilKurus: fiyat - indirim, odeme: (yontemler.length === 1 ? yontemler[0] : null) as Odeme | null };
}

/**
 * Runs a completion batch; null when it lost: a concurrent completion already counted these items (kullanim primary
 * key) or used the last session (kalan CHECK), or the status update found the appointment no longer open.
 */
async function tamamlamaYaz(db: D1Database, statements: D1PreparedStatement[], updateIndex: number): Promise<D1Result[] | null> {
  let results: D1Result[];
  try {
    results = await db.batch(statements);
  } catch (error) {
    if (isConstraintViolation(error)) return null;
    throw error;
  }
  return (results[updateIndex]!.meta.changes ?? 0) === 0 ? null : results;
}

/** The kinds that mark the payment rows a completion wrote (undo removes exactly these; a second completion adds none). */
const KASA_TURU = 'randevuOdemesi';
const CARI_TURU = 'veresiyeRandevu';

/** The dates of the cash rows a completion wrote (what an undo would remove). */
export async function odemeTarihleri(db: D1Database, isletmeId: number, randevuId: number): Promise<string[]> {
  const { results } = await db.prepare(`SELECT tarih FROM kasa WHERE randevu_id = ? AND isletme_id = ? AND sistem_tur = '${KASA_TURU}'`).bind(randevuId, isletmeId).all<{ tarih: string }>();
  return results.map((r) => r.tarih);
}

/** Sum of the items no package covered and the sessions packages covered. */
const TAHSIL_SQL = `SELECT coalesce(sum(k.fiyat_kurus), 0) AS tutar,
    (SELECT count(*) FROM randevu_paket_kullanim u JOIN randevu_kalem k2 ON k2.id = u.randevu_kalem_id WHERE k2.randevu_id = ?) AS seans
  FROM randevu_kalem k WHERE k.randevu_id = ? AND NOT EXISTS (SELECT 1 FROM randevu_paket_kullanim u WHERE u.randevu_kalem_id = k.id)`;
const TUTAR_SQL = `min(${KASA_MAX}, (SELECT coalesce(sum(k.fiyat_kurus), 0) FROM randevu_kalem k WHERE k.randevu_id = ?
  AND NOT EXISTS (SELECT 1 FROM randevu_paket_kullanim u WHERE u.randevu_kalem_id = k.id)))`;

/**
 * Completion: payment row first (gated on the state BEFORE the update, so only the request that completes writes it),
 * status, package sessions (paketDusumu right after the status update), then the payment is set to what packages did
 * not cover, or removed when they covered everything.
 */
async function tamamla(db: D1Database, isletmeId: number, kayit: RandevuKaydi, odeme: Odeme | null, kullaniciId: number, bugun: string, nowIso: string): Promise<DurumDegisimi | null> {
  const id = kayit.id;
  const dusum = await paketDusumu(db, isletmeId, id, bugun);
  // the deposit taken is part of the payment (an integer read from the row, so it goes into the SQL as a literal)
  const kapora = Math.trunc(await alinanKapora(db, id));
  const acik = "EXISTS (SELECT 1 FROM randevu WHERE id = ? AND isletme_id = ? AND durum = 'onaylandi' AND baslangic <= ?)";
  const kayitYok = `NOT EXISTS (SELECT 1 FROM kasa WHERE randevu_id = ? AND sistem_tur = '${KASA_TURU}') AND NOT EXISTS (SELECT 1 FROM cari WHERE randevu_id = ? AND sistem_tur = '${CARI_TURU}')`;
  const kayitYokArgs = [id, id];
  const param = JSON.stringify({ kod: kayit.kod });
  const toplam = `(min(${KASA_MAX}, (SELECT coalesce(sum(fiyat_kurus), 0) FROM randevu_kalem WHERE randevu_id = ?)) - ${kapora})`;
  const statements: D1PreparedStatement[] = [];
  let tablo: 'kasa' | 'cari' | null = null;
  let sistemTur = '';
  if (odeme === 'veresiye') {
    tablo = 'cari';
    sistemTur = CARI_TURU;
    statements.push(db.prepare(`INSERT INTO cari (isletme_id, musteri_id, tur, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, randevu_id, kullanici_id)
      SELECT ?, ?, 'borc', ${toplam}, 'randevu', ?, ?, ?, ?, ? WHERE ${toplam} > 0 AND ${acik} AND ${kayitYok}`)
      .bind(isletmeId, kayit.musteri_id, id, sistemTur, param, nowIso, id, kullaniciId, id, id, isletmeId, nowIso, ...kayitYokArgs));
  } else if (odeme) {
    tablo = 'kasa';
    sistemTur = KASA_TURU;
    statements.push(db.prepare(`INSERT INTO kasa (isletme_id, tur, odeme, tutar_kurus, kaynak, sistem_tur, sistem_param, tarih, randevu_id, musteri_id, kullanici_id)
      SELECT ?, 'gelir', ?, ${toplam}, 'randevu', ?, ?, ?, ?, ?, ? WHERE ${toplam} > 0 AND ${acik} AND ${kayitYok}`)
      .bind(isletmeId, odeme, id, sistemTur, param, nowIso, id, kayit.musteri_id, kullaniciId, id, id, isletmeId, nowIso, ...kayitYokArgs));
  }
  const updateIndex = statements.length;
  statements.push(
    db.prepare("UPDATE randevu SET durum = 'tamamlandi' WHERE id = ? AND isletme_id = ? AND durum = 'onaylandi' AND baslangic <= ?").bind(id, isletmeId, nowIso),
    ...dusum,
    kaporaMahsup(db, isletmeId, id),
  );
  if (tablo) {
    const kalan = `(${TUTAR_SQL} - ${kapora})`;
    statements.push(
      db.prepare(`DELETE FROM ${tablo} WHERE randevu_id = ? AND isletme_id = ? AND sistem_tur = ? AND ${kalan} <= 0`).bind(id, isletmeId, sistemTur, id),
      db.prepare(`UPDATE ${tablo} SET tutar_kurus = ${kalan} WHERE randevu_id = ? AND isletme_id = ? AND sistem_tur = ? AND ${kalan} > 0`).bind(id, id, isletmeId, sistemTur, id),
    );
  }
  statements.push(db.prepare(TAHSIL_SQL).bind(id, id));
  const results = await tamamlamaYaz(db, statements, updateIndex);
  if (!results) return null;
  const son = results[results.length - 1]!.results[0] as { tutar: number; seans: number };
  const tahsil = Math.max(0, son.tutar - kapora);
  return { durum: 'tamamlandi', paketSeans: son.seans, tahsilKurus: tahsil, odeme: tahsil > 0 ? odeme : null };
}

/**
 * Runs a validated transition; null when the status changed meanwhile. Undoing a completion removes the payment rows
 * that completion wrote (gated on the state before the update) and gives the package sessions back (paketIadesi).
 */
export async function durumYaz(db: D1Database, isletmeId: number, kayit: RandevuKaydi, islem: Islem, odeme: Odeme | null, kullaniciId: number, bugun: string, nowIso: string,
  tahsilat: { girdi: TahsilatGirdisi; sunulan: readonly OdemeYontemi[] } | null = null): Promise<DurumDegisimi | null> {
  const id = kayit.id;
  const bos = (durum: Durum): DurumDegisimi => ({ durum, paketSeans: 0, tahsilKurus: 0, odeme: null });
  if (islem === 'iptal' || islem === 'reddet') return (await randevuIptal(db, isletmeId, id)) ? bos('iptal') : null;
  if (islem === 'onayla') {
    const r = await db.prepare("UPDATE randevu SET durum = 'onaylandi' WHERE id = ? AND isletme_id = ? AND durum = 'beklemede'").bind(id, isletmeId).run();
    return (r.meta.changes ?? 0) > 0 ? bos('onaylandi') : null;
  }
  if (islem === 'gelmedi') {
    // a deposit taken is kept or refunded by the venue's policy, in the same batch as the status
    const { gelmediPolitika } = await kaporaAyarOku(db, isletmeId);
    const [r] = await db.batch([
      db.prepare("UPDATE randevu SET durum = 'gelmedi' WHERE id = ? AND isletme_id = ? AND durum = 'onaylandi' AND baslangic <= ?").bind(id, isletmeId, nowIso),
      ...kaporaGelmedi(db, isletmeId, id, gelmediPolitika, kullaniciId, nowIso),
    ]);
    return (r!.meta.changes ?? 0) > 0 ? bos('gelmedi') : null;
  }
  if (islem === 'geri-al') {
    const statements: D1PreparedStatement[] = [];
    if (kayit.durum === 'tamamlandi') {
      const tamamlanmis = "EXISTS (SELECT 1 FROM randevu WHERE id = ? AND isletme_id = ? AND durum = 'tamamlandi')";
      statements.push(
        db.prepare(`DELETE FROM kasa WHERE randevu_id = ? AND isletme_id = ? AND sistem_tur = '${KASA_TURU}' AND ${tamamlanmis}`).bind(id, isletmeId, id, isletmeId),
        db.prepare(`DELETE FROM cari WHERE randevu_id = ? AND isletme_id = ? AND sistem_tur = '${CARI_TURU}' AND ${tamamlanmis}`).bind(id, isletmeId, id, isletmeId),
      );
    }
    const updateIndex = statements.length;
    statements.push(db.prepare("UPDATE randevu SET durum = 'onaylandi', indirim_kurus = 0 WHERE id = ? AND isletme_id = ? AND durum = ?").bind(id, isletmeId, kayit.durum));
    if (kayit.durum === 'tamamlandi') statements.push(paketIadesi(db, isletmeId, id));
    statements.push(kaporaMahsupGeriAl(db, isletmeId, id));
    const results = await db.batch(statements);
    return (results[updateIndex]!.meta.changes ?? 0) > 0 ? bos('onaylandi') : null;
  }
  if (tahsilat) return tamamlaTahsilatli(db, isletmeId, kayit, tahsilat.girdi, tahsilat.sunulan, kullaniciId, bugun, nowIso);
  return tamamla(db, isletmeId, kayit, odeme, kullaniciId, bugun, nowIso);
}

export { aktifMi };

/** Replaces an appointment's note. */
export async function randevuNotuYaz(db: D1Database, isletmeId: number, id: number, notlar: string): Promise<void> {
  await db.prepare('UPDATE randevu SET notlar = ? WHERE id = ? AND isletme_id = ?').bind(notlar, id, isletmeId).run();
}
