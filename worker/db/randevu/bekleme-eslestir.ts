/**
 * The waitlist's offers, computed when someone looks (the screen, an offer link) and right after a write that may
 * free cells: no cron. Expired offers close (their entry is done, the slot goes to the next one), an open offer whose
 * slot was taken meanwhile goes back to waiting, and each waiting entry, oldest first, gets the first free slot of its
 * window that no other open offer holds.
 */
import { musaitSlotlar, slotUygunMu } from '@lib/randevu/availability';
import { saatDakika, TEKLIF_DK_VARSAYILAN } from '@lib/randevu/bekleme';
import { GUN_MS, gunMs } from '@lib/randevu/time';
import type { MusaitlikGirdisi } from '@lib/randevu/types';
import { bugun, gecerliSaatDilimi, VARSAYILAN_DILIM, wallToEpoch } from '@lib/zaman/dilim';
import { ApiError } from '@worker/http/envelope';
import { kanalYukle, musaitlikGirdisi, secimOlustur, type KanalVerisi } from './kanal';

const iso = (ms: number) => new Date(ms).toISOString();
const SIMDI = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

interface BekleyenRow { id: number; hizmet_id: number; personel_id: number | null; tarih: string; pencere_bas: string; pencere_bit: string }
interface AcikRow { id: number; bekleme_id: number; hizmet_id: number; personel_id: number; baslangic: string; bitis: string; tarih: string }

/** Is any entry of the venue waiting or holding an offer? One cheap read before the full pass. */
export async function beklemeVarMi(db: D1Database, isletmeId: number): Promise<boolean> {
  return !!(await db.prepare("SELECT 1 FROM randevu_bekleme WHERE isletme_id = ? AND durum IN ('bekliyor', 'teklif') LIMIT 1").bind(isletmeId).first());
}

/** Runs one pass over the venue's waitlist; never throws (a failed pass must not fail the write that called it). */
export async function beklemeEslestirSessiz(db: D1Database, isletmeId: number, nowMs = Date.now()): Promise<void> {
  try {
    if (await beklemeVarMi(db, isletmeId)) await beklemeEslestir(db, isletmeId, nowMs);
  } catch (error) {
    console.error('waitlist offers', error);
  }
}

/** One pass: closes expired and overtaken offers and makes new ones. Returns how many offers it made. */
export async function beklemeEslestir(db: D1Database, isletmeId: number, nowMs = Date.now()): Promise<number> {
  const now = iso(nowMs);
  const [, , bekleyen, acik, kanal, ayar] = await db.batch([
    db.prepare(`UPDATE randevu_bekleme SET durum = 'suresi_doldu', guncelleme_zamani = ${SIMDI} WHERE isletme_id = ? AND durum = 'teklif'
      AND id IN (SELECT bekleme_id FROM randevu_bekleme_teklif WHERE isletme_id = ? AND durum = 'acik' AND son_zaman <= ?)`).bind(isletmeId, isletmeId, now),
    db.prepare("UPDATE randevu_bekleme_teklif SET durum = 'suresi_doldu' WHERE isletme_id = ? AND durum = 'acik' AND son_zaman <= ?").bind(isletmeId, now),
    db.prepare("SELECT id, hizmet_id, personel_id, tarih, pencere_bas, pencere_bit FROM randevu_bekleme WHERE isletme_id = ? AND durum = 'bekliyor' ORDER BY olusturma, id").bind(isletmeId),
    db.prepare(`SELECT t.id, t.bekleme_id, b.hizmet_id, t.personel_id, t.baslangic, t.bitis, b.tarih FROM randevu_bekleme_teklif t JOIN randevu_bekleme b ON b.id = t.bekleme_id
      WHERE t.isletme_id = ? AND t.durum = 'acik'`).bind(isletmeId),
    db.prepare('SELECT k.firma_key, i.saat_dilimi FROM randevu_kanal k JOIN isletme i ON i.id = k.isletme_id WHERE k.isletme_id = ? AND k.aktif = 1').bind(isletmeId),
    db.prepare('SELECT teklif_dk FROM randevu_bekleme_ayar WHERE isletme_id = ?').bind(isletmeId),
  ]);
  const k = kanal!.results[0] as { firma_key: string; saat_dilimi: string } | undefined;
  const tz = k && gecerliSaatDilimi(k.saat_dilimi) ? k.saat_dilimi : VARSAYILAN_DILIM;
  const bugunTarih = bugun(tz, nowMs);
  const hepsi = bekleyen!.results as unknown as BekleyenRow[];
  const gecmis = hepsi.filter((b) => b.tarih < bugunTarih);
  let bekleyenler = hepsi.filter((b) => b.tarih >= bugunTarih);
  let acikTeklifler = acik!.results as unknown as AcikRow[];
  const yazilacak: D1PreparedStatement[] = gecmis.map((b) =>
    db.prepare(`UPDATE randevu_bekleme SET durum = 'suresi_doldu', guncelleme_zamani = ${SIMDI} WHERE id = ? AND durum = 'bekliyor'`).bind(b.id));
  if (!k || (bekleyenler.length === 0 && acikTeklifler.length === 0)) {
    if (yazilacak.length) await db.batch(yazilacak);
    return 0;
  }

  const gunler = [...bekleyenler.map((b) => b.tarih), ...acikTeklifler.map((t) => t.tarih)].map((t) => gunMs(t) ?? 0);
  let veri: KanalVerisi | null;
  try {
    veri = await kanalYukle(db, k.firma_key, { aralik: { basMs: Math.min(...gunler) - GUN_MS, bitMs: Math.max(...gunler) + 2 * GUN_MS } });
  } catch (error) {
    // a venue that takes no online bookings makes no offers
    if (error instanceof ApiError) veri = null;
    else throw error;
  }
  if (!veri) {
    if (yazilacak.length) await db.batch(yazilacak);
    return 0;
  }

  // what open offers hold, per staff (buffers included), so two entries are not offered the same time
  const tutulan = (t: AcikRow) => {
    const h = veri.hizmetler.find((x) => x.id === t.hizmet_id);
    return { personelId: t.personel_id, baslangicMs: Date.parse(t.baslangic) - (h?.once_tampon_dk ?? 0) * 60_000, bitisMs: Date.parse(t.bitis) + (h?.sonra_tampon_dk ?? 0) * 60_000 };
  };
  const girdiOf = (hizmetId: number, personelIdler: number[] | null, tarih: string, haricTeklif: number | null): { girdi: MusaitlikGirdisi; sureDk: number } | null => {
    const secim = secimOlustur(veri, [hizmetId]);
    if (!secim) return null;
    const adaylar = personelIdler ? secim.adaylar.filter((id) => personelIdler.includes(id)) : secim.adaylar;
    if (adaylar.length === 0) return null;
    const girdi = musaitlikGirdisi(veri, secim, adaylar, tarih, nowMs);
    for (const p of girdi.personeller) {
      const ek = acikTeklifler.filter((t) => t.id !== haricTeklif).map(tutulan).filter((a) => a.personelId === p.personelId);
      p.dolu = [...p.dolu, ...ek.map(({ baslangicMs, bitisMs }) => ({ baslangicMs, bitisMs }))];
    }
    return { girdi, sureDk: secim.sureDk };
  };

  // an open offer whose slot someone else took (or that cannot be booked any more) goes back to waiting
  const dusen = acikTeklifler.filter((t) => {
    const g = girdiOf(t.hizmet_id, [t.personel_id], t.tarih, t.id);
    return !g || !slotUygunMu(g.girdi, Date.parse(t.baslangic), t.personel_id);
  });
  if (dusen.length) {
    const ids = new Set(dusen.map((t) => t.id));
    acikTeklifler = acikTeklifler.filter((t) => !ids.has(t.id));
    for (const t of dusen) {
      yazilacak.push(
        db.prepare("UPDATE randevu_bekleme_teklif SET durum = 'dolu' WHERE id = ? AND durum = 'acik'").bind(t.id),
        db.prepare(`UPDATE randevu_bekleme SET durum = 'bekliyor', guncelleme_zamani = ${SIMDI} WHERE id = ? AND durum = 'teklif'`).bind(t.bekleme_id),
      );
    }
    const geriGelen = await db.prepare(`SELECT id, hizmet_id, personel_id, tarih, pencere_bas, pencere_bit FROM randevu_bekleme
      WHERE id IN (${dusen.map(() => '?').join(', ')}) AND tarih >= ?`).bind(...dusen.map((t) => t.bekleme_id), bugunTarih).all<BekleyenRow>();
    bekleyenler = [...bekleyenler, ...geriGelen.results].sort((a, b) => a.id - b.id);
  }

  const dk = (ayar!.results[0] as { teklif_dk: number } | undefined)?.teklif_dk ?? TEKLIF_DK_VARSAYILAN;
  let yeni = 0;
  for (const b of bekleyenler) {
    const g = girdiOf(b.hizmet_id, b.personel_id ? [b.personel_id] : null, b.tarih, null);
    const gun = gunMs(b.tarih);
    if (!g || gun === null) continue;
    const basMs = wallToEpoch(gun, saatDakika(b.pencere_bas), tz);
    const bitMs = wallToEpoch(gun, saatDakika(b.pencere_bit), tz);
    const slot = musaitSlotlar(g.girdi).find((s) => s.baslangicMs >= basMs && s.bitisMs <= bitMs);
    if (!slot) continue;
    const personelId = slot.personelIdler[0]!;
    // an offer never stays open past its own start
    const sonZaman = iso(Math.min(nowMs + dk * 60_000, slot.baslangicMs));
    yazilacak.push(
      db.prepare(`INSERT OR IGNORE INTO randevu_bekleme_teklif (bekleme_id, isletme_id, personel_id, baslangic, bitis, son_zaman)
        SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM randevu_bekleme WHERE id = ? AND durum = 'bekliyor')`)
        .bind(b.id, isletmeId, personelId, iso(slot.baslangicMs), iso(slot.bitisMs), sonZaman, b.id),
      db.prepare(`UPDATE randevu_bekleme SET durum = 'teklif', guncelleme_zamani = ${SIMDI} WHERE id = ? AND durum = 'bekliyor'
        AND EXISTS (SELECT 1 FROM randevu_bekleme_teklif WHERE bekleme_id = ? AND durum = 'acik')`).bind(b.id, b.id),
    );
    acikTeklifler.push({ id: -b.id, bekleme_id: b.id, hizmet_id: b.hizmet_id, personel_id: personelId, baslangic: iso(slot.baslangicMs), bitis: iso(slot.bitisMs), tarih: b.tarih });
    yeni++;
  }
  if (yazilacak.length) await db.batch(yazilacak);
  return yeni;
}
