import { ApiError } from '@worker/http/envelope';
import { MISAFIR_SUTUNLARI, misafirAcik, type MisafirSatiri } from '@worker/db/lisans/misafir';
import type { HaftalikAralik, MusaitlikGirdisi, PersonelTakvimi } from '@lib/randevu/types';
import { parseAyarJson } from '@lib/randevu/closed-days';
import { saatDilimiSatiri } from '@worker/db/parametre';
import { DUSEN_TUTMA_SQL } from './kapora';
import { BOS_KAYNAK, kaynakEngelleri, type KaynakVerisi } from '@lib/randevu/kaynak';
import { kaynakVerisi, kaynakYukleKomutlari } from './kaynak';

/** Minutes per occupancy cell (randevu_hucre.hucre = epoch minutes / 5). */
export const HUCRE_DK = 5;
export const HUCRE_MS = HUCRE_DK * 60_000;

export interface KanalSatiri {
  isletme_id: number;
  firma_key: string;
  firma_adi: string;
  min_on_bildirim_dk: number;
  ileri_gun: number;
  adim_dk: number;
  otomatik_onay: number;
  iptal_saat_once: number;
  ayar_json: string;
  isletme_ad: string;
  saat_dilimi: string;
}

export interface HizmetSatiri {
  id: number;
  ad: string;
  sure_dk: number;
  fiyat_kurus: number;
  once_tampon_dk: number;
  sonra_tampon_dk: number;
}

export interface PersonelBilgisi {
  id: number;
  ad: string;
  hizmetIdler: number[];
}

interface CalismaSatiri { personel_id: number; gun: number; baslangic: string; bitis: string; tur: 'calisma' | 'mola' }
interface IzinSatiri { personel_id: number; baslangic: string; bitis: string }
interface HucreSatiri { personel_id: number; hucre: number }
export interface IdempotencySatiri { istek_ozet: string; randevu_id: number | null; yanit: string | null }

export interface KanalVerisi {
  kanal: KanalSatiri;
  hizmetler: HizmetSatiri[];
  personeller: PersonelBilgisi[];
  calisma: CalismaSatiri[];
  izinler: IzinSatiri[];
  hucreler: HucreSatiri[];
  /** the rooms and devices services need: links, busy cells and maintenance in the loaded range */
  kaynak: KaynakVerisi;
  idempotency: IdempotencySatiri | null;
  /** results of extra statements passed in, in order */
  ek: D1Result[];
}

export interface YuklemeSecenekleri {
  /** load hours, leave and occupied cells for instants in [basMs, bitMs) */
  aralik?: { basMs: number; bitMs: number; haricRandevuId?: number };
  idempotencyAnahtari?: string;
  ek?: D1PreparedStatement[];
}

// the channel's venue, only while both the channel and the venue are active
const VENUE = '(SELECT k.isletme_id FROM randevu_kanal k JOIN isletme i ON i.id = k.isletme_id WHERE k.firma_key = ? AND k.aktif = 1 AND i.aktif = 1)';

/** A FirmaKey as it may appear in a URL; anything else cannot be a channel. */
export const firmaKeyGecerli = (key: string | undefined): key is string => typeof key === 'string' && /^[A-Za-z0-9_-]{4,64}$/.test(key);

/**
 * Everything the public booking calls need about a channel, in ONE D1 round trip (a batch): channel + venue,
 * bookable services, staff with their services, and — for a time range — weekly hours, leave and occupied cells.
 * Null when the channel is unknown or disabled.
 */
export async function kanalYukle(db: D1Database, firmaKey: string, secenek: YuklemeSecenekleri = {}): Promise<KanalVerisi | null> {
  const statements: D1PreparedStatement[] = [
    db.prepare(`SELECT k.isletme_id, k.firma_key, k.firma_adi, k.min_on_bildirim_dk, k.ileri_gun, k.adim_dk, k.otomatik_onay, k.iptal_saat_once, k.ayar_json,
        i.ad AS isletme_ad, i.saat_dilimi, ${MISAFIR_SUTUNLARI}
      FROM randevu_kanal k JOIN isletme i ON i.id = k.isletme_id WHERE k.firma_key = ? AND k.aktif = 1 AND i.aktif = 1`).bind(firmaKey),
    db.prepare(`SELECT id, ad, sure_dk, fiyat_kurus, once_tampon_dk, sonra_tampon_dk FROM randevu_hizmet
      WHERE isletme_id = ${VENUE} AND aktif = 1 AND online = 1 ORDER BY id`).bind(firmaKey),
    db.prepare(`SELECT p.id, p.ad, (SELECT json_group_array(ph.hizmet_id) FROM randevu_personel_hizmet ph WHERE ph.personel_id = p.id) AS hizmet_idler
      FROM randevu_personel p WHERE p.isletme_id = ${VENUE} AND p.aktif = 1 AND p.online = 1 ORDER BY p.id`).bind(firmaKey),
  ];
  const aralik = secenek.aralik;
  if (aralik) {
    const bas = new Date(aralik.basMs).toISOString();
    const bit = new Date(aralik.bitMs).toISOString();
    statements.push(
      db.prepare(`SELECT c.personel_id, c.gun, c.baslangic, c.bitis, c.tur FROM randevu_calisma c JOIN randevu_personel p ON p.id = c.personel_id
        WHERE p.isletme_id = ${VENUE} AND p.aktif = 1 AND p.online = 1 ORDER BY c.personel_id, c.gun, c.baslangic`).bind(firmaKey),
      db.prepare(`SELECT z.personel_id, z.baslangic, z.bitis FROM randevu_izin z JOIN randevu_personel p ON p.id = z.personel_id
        WHERE p.isletme_id = ${VENUE} AND p.aktif = 1 AND p.online = 1 AND z.bitis > ? AND z.baslangic < ?`).bind(firmaKey, bas, bit),
      db.prepare(`SELECT h.personel_id, h.hucre FROM randevu_personel p JOIN randevu_hucre h ON h.personel_id = p.id
        WHERE p.isletme_id = ${VENUE} AND p.aktif = 1 AND p.online = 1 AND h.hucre >= ? AND h.hucre < ? AND h.randevu_id != ? AND NOT h.${DUSEN_TUTMA_SQL} ORDER BY h.personel_id, h.hucre`)
        .bind(firmaKey, Math.floor(aralik.basMs / HUCRE_MS), Math.ceil(aralik.bitMs / HUCRE_MS), aralik.haricRandevuId ?? 0),
      ...kaynakYukleKomutlari(db, VENUE, [firmaKey], aralik.basMs, aralik.bitMs, aralik.haricRandevuId ?? 0),
    );
  }
  if (secenek.idempotencyAnahtari !== undefined) {
    statements.push(db.prepare(`SELECT istek_ozet, randevu_id, yanit FROM randevu_idempotency WHERE isletme_id = ${VENUE} AND anahtar = ?`).bind(firmaKey, secenek.idempotencyAnahtari));
  }
  const ekBas = statements.length;
  statements.push(...(secenek.ek ?? []));
  const results = await db.batch(statements);
  const kanal = results[0]!.results[0] as (KanalSatiri & MisafirSatiri) | undefined;
  if (!kanal) return null;
  // suspended, no appointment module, or the licence past its grace period: the venue takes no online bookings
  if (!misafirAcik(kanal, 'randevu')) throw new ApiError(403, 'BOOKING_CLOSED', 'randevu.api.bookingClosed');
  let i = 3;
  const rows = <T>(on: boolean): T[] => (on ? (results[i++]!.results as T[]) : []);
  const calisma = rows<CalismaSatiri>(!!aralik);
  const izinler = rows<IzinSatiri>(!!aralik);
  const hucreler = rows<HucreSatiri>(!!aralik);
  const kaynak = aralik ? kaynakVerisi(results.slice(i, (i += 3))) : BOS_KAYNAK;
  const idempotency = secenek.idempotencyAnahtari !== undefined ? ((results[i]!.results[0] as IdempotencySatiri | undefined) ?? null) : null;
  const personeller = (results[2]!.results as { id: number; ad: string; hizmet_idler: string }[]).map((p) => ({ id: p.id, ad: p.ad, hizmetIdler: idListesi(p.hizmet_idler) }));
  return { kanal, hizmetler: results[1]!.results as HizmetSatiri[], personeller, calisma, izinler, hucreler, kaynak, idempotency, ek: results.slice(ekBas) };
}

function idListesi(json: string): number[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((x): x is number => typeof x === 'number').sort((a, b) => a - b) : [];
  } catch {
    return [];
  }
}

/** The chosen services as one booking: total duration, price, widest buffers; null if any is not bookable. */
export interface Secim {
  hizmetler: HizmetSatiri[];
  sureDk: number;
  toplamKurus: number;
  onceTamponDk: number;
  sonraTamponDk: number;
  /** staff doing every chosen service, ascending ids */
  adaylar: number[];
}

export function secimOlustur(veri: KanalVerisi, hizmetIdler: number[]): Secim | null {
  const hizmetler = hizmetIdler.map((id) => veri.hizmetler.find((h) => h.id === id));
  if (hizmetler.length === 0 || hizmetler.some((h) => !h)) return null;
  const secili = hizmetler as HizmetSatiri[];
  return {
    hizmetler: secili,
    sureDk: secili.reduce((sum, h) => sum + h.sure_dk, 0),
    toplamKurus: secili.reduce((sum, h) => sum + h.fiyat_kurus, 0),
    onceTamponDk: Math.max(...secili.map((h) => h.once_tampon_dk)),
    sonraTamponDk: Math.max(...secili.map((h) => h.sonra_tampon_dk)),
    adaylar: veri.personeller.filter((p) => hizmetIdler.every((id) => p.hizmetIdler.includes(id))).map((p) => p.id),
  };
}

/** Occupied cells of one staff member → merged busy intervals (buffers are already inside the cells). */
export function doluAraliklar(hucreler: HucreSatiri[], personelId: number): { baslangicMs: number; bitisMs: number }[] {
  const out: { baslangicMs: number; bitisMs: number }[] = [];
  for (const h of hucreler) {
    if (h.personel_id !== personelId) continue;
    const bas = h.hucre * HUCRE_MS;
    const last = out[out.length - 1];
    if (last && last.bitisMs === bas) last.bitisMs = bas + HUCRE_MS;
    else out.push({ baslangicMs: bas, bitisMs: bas + HUCRE_MS });
  }
  return out;
}

export function takvimler(veri: KanalVerisi, personelIdler: number[]): PersonelTakvimi[] {
  return personelIdler.map((personelId) => {
    const aralik = (tur: 'calisma' | 'mola'): HaftalikAralik[] =>
      veri.calisma.filter((c) => c.personel_id === personelId && c.tur === tur).map((c) => ({ gun: c.gun, baslangic: c.baslangic, bitis: c.bitis }));
    return {
      personelId,
      calisma: aralik('calisma'),
      molalar: aralik('mola'),
      izinler: veri.izinler.filter((z) => z.personel_id === personelId).map((z) => ({ baslangicMs: Date.parse(z.baslangic), bitisMs: Date.parse(z.bitis) })),
      dolu: doluAraliklar(veri.hucreler, personelId),
    };
  });
}

/** The venue's zone; an unknown one (bad row) falls back to the product default rather than failing. */
export function saatDilimi(veri: KanalVerisi): string {
  return saatDilimiSatiri(veri.kanal);
}

/** The availability input for one local day and a set of candidate staff. */
export function musaitlikGirdisi(veri: KanalVerisi, secim: Secim, personelIdler: number[], tarih: string, nowMs: number): MusaitlikGirdisi {
  const k = veri.kanal;
  return {
    saatDilimi: saatDilimi(veri),
    nowMs,
    tarih,
    sureDk: secim.sureDk,
    onceTamponDk: secim.onceTamponDk,
    sonraTamponDk: secim.sonraTamponDk,
    adimDk: k.adim_dk,
    minOnBildirimDk: k.min_on_bildirim_dk,
    ileriGunSayisi: k.ileri_gun,
    kapaliGunler: parseAyarJson(k.ayar_json).closedWeekdays,
    personeller: takvimler(veri, personelIdler),
    kaynakEngelleri: kaynakEngelleri(veri.kaynak, secim.hizmetler.map((h) => h.id)),
  };
}

/** First and last occupied cell of a booking [start - before buffer, end + after buffer). */
export function hucreAraligi(baslangicMs: number, bitisMs: number, onceTamponDk: number, sonraTamponDk: number): [number, number] {
  const ilk = Math.floor((baslangicMs - onceTamponDk * 60_000) / HUCRE_MS);
  const son = Math.ceil((bitisMs + sonraTamponDk * 60_000) / HUCRE_MS) - 1;
  return [ilk, son];
}

/** The theme settings (ayar_json) of an active channel of an active venue, by its public key. */
export async function kanalTemaAyari(db: D1Database, kimlik: { firmaKey: string | null; isletmeId: number | null }) {
  // a FirmaKey match wins over a venue id that happens to be spelled the same
  return db
    .prepare(`SELECT k.ayar_json FROM randevu_kanal k JOIN isletme i ON i.id = k.isletme_id
      WHERE (k.firma_key = ?1 OR k.isletme_id = ?2) AND k.aktif = 1 AND i.aktif = 1 ORDER BY k.firma_key = ?1 DESC LIMIT 1`)
    .bind(kimlik.firmaKey, kimlik.isletmeId)
    .first<{ ayar_json: string }>();
}
