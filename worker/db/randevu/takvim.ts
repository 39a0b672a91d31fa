/** Reads of the panel calendar (randevular, randevularim): one D1 batch per view. */
import { personelGunu, tarihDizisi, gunSinirlari, type HaftalikSatir } from '@lib/randevu/takvim-zaman';
import type { Durum } from '@lib/randevu/takvim-durum';
import type { KalemGorunumu, KaporaGorunumu, TakvimRandevusu, TakvimVerisi } from '@lib/schemas/randevu/takvim';
import type { CokDilliMetin } from '@lib/menu/text';
import type { SeriBilgisi } from '@lib/schemas/randevu/seri';
import { SAAT_DILIMI_SQL, saatDilimiSatiri } from '@worker/db/parametre';
import { ApiError } from '@worker/http/envelope';



interface RandevuSatiri {
  id: number; kod: string; personel_id: number; musteri_id: number; baslangic: string; bitis: string; durum: Durum; kaynak: TakvimRandevusu['kaynak'];
  ad_soyad: string; telefon: string; silinme_zamani: string | null; kalemler: string; toplam_kurus: number; indirim_kurus: number; odemeler: string; notlar: string; olusturma: string;
  teyit_zamani: string | null;
  seri?: string | null;
  kapora?: string | null;
}

/** SELECT of one appointment with its customer and items (the venue filter is up to the caller's WHERE). */
export const RANDEVU_SQL = `SELECT r.id, r.kod, r.personel_id, r.musteri_id, r.baslangic, r.bitis, r.durum, r.kaynak, m.ad_soyad, m.telefon, m.silinme_zamani,
    r.toplam_kurus, r.indirim_kurus, r.notlar, r.olusturma, r.teyit_zamani,
    (SELECT json_group_array(json_object('yontem', o.yontem, 'tutarKurus', o.tutar)) FROM (
       SELECT k.odeme AS yontem, k.tutar_kurus AS tutar, k.id AS sira FROM kasa k WHERE k.randevu_id = r.id AND k.isletme_id = r.isletme_id AND k.sistem_tur = 'randevuOdemesi'
       UNION ALL SELECT 'veresiye', c.tutar_kurus, 1e15 + c.id FROM cari c WHERE c.randevu_id = r.id AND c.isletme_id = r.isletme_id AND c.sistem_tur = 'veresiyeRandevu'
       ORDER BY sira) o) AS odemeler,
    (SELECT json_group_array(json_object('hizmetId', k.hizmet_id, 'ad', json(h.ad), 'sureDk', k.sure_dk, 'fiyatKurus', k.fiyat_kurus))
       FROM randevu_kalem k JOIN randevu_hizmet h ON h.id = k.hizmet_id WHERE k.randevu_id = r.id ORDER BY k.id) AS kalemler,
    (SELECT json_object('id', s.id, 'sira', r.seri_sira, 'adet', s.adet, 'aralikHafta', s.aralik_hafta) FROM randevu_seri s WHERE s.id = r.seri_id) AS seri,
    (SELECT json_object('kod', kp.kod, 'tutarKurus', kp.tutar_kurus, 'sonZaman', kp.son_zaman, 'odeme', kp.odeme,
       'durum', CASE WHEN kp.durum = 'bekliyor' AND r.durum = 'beklemede' AND kp.son_zaman <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN 'dustu' ELSE kp.durum END)
       FROM randevu_kapora kp WHERE kp.randevu_id = r.id) AS kapora
  FROM randevu r JOIN musteri m ON m.id = r.musteri_id AND m.isletme_id = r.isletme_id`;

function jsonListe<T>(text: string | null): T[] {
  try {
    const value = JSON.parse(text ?? '[]') as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function seriOku(text: string | null): SeriBilgisi | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as SeriBilgisi;
  } catch {
    return null;
  }
}

export function randevuGorunumu(r: RandevuSatiri): TakvimRandevusu {
  return {
    id: r.id, kod: r.kod, personelId: r.personel_id, musteriId: r.musteri_id, baslangic: r.baslangic, bitis: r.bitis, durum: r.durum, kaynak: r.kaynak,
    musteriAd: r.ad_soyad, musteriTelefon: r.telefon, musteriSilindi: r.silinme_zamani !== null, kalemler: jsonListe<KalemGorunumu>(r.kalemler),
    toplamKurus: r.toplam_kurus, indirimKurus: r.indirim_kurus, odemeler: jsonListe<TakvimRandevusu['odemeler'][number]>(r.odemeler), notlar: r.notlar, olusturma: r.olusturma,
    teyit: r.teyit_zamani ?? null,
    seri: seriOku(r.seri ?? null),
    ...kaporaGorunumu(r),
  };
}

/** The deposit of a row; an expired unpaid hold counts as free, so the calendar shows it cancelled. */
function kaporaGorunumu(r: RandevuSatiri): Pick<TakvimRandevusu, 'kapora' | 'durum'> | Record<string, never> {
  if (!r.kapora) return {};
  const kapora = JSON.parse(r.kapora) as KaporaGorunumu;
  return { kapora, durum: kapora.durum === 'dustu' && r.durum === 'beklemede' ? 'iptal' : r.durum };
}

export const randevuListesi = (result: D1Result | undefined) => ((result?.results ?? []) as unknown as RandevuSatiri[]).map(randevuGorunumu);

const GENIS_MS = 15 * 3_600_000; // every zone's local day lies within [UTC day − 15 h, UTC day + 1 d + 15 h]
const BEKLEYEN_GERI_MS = 7 * 86_400_000;

/** Everything the day/week view needs for `gun` local days from `tarih`, in one batch. */
export async function takvimVerisi(db: D1Database, isletmeId: number, tarih: string, gun: number, nowMs: number): Promise<Omit<TakvimVerisi, 'odemeYontemleri'>> {
  const tarihler = tarihDizisi(tarih, gun);
  const utcBas = Date.parse(`${tarihler[0]}T00:00:00Z`) - GENIS_MS;
  const utcBit = Date.parse(`${tarihler[tarihler.length - 1]}T00:00:00Z`) + 86_400_000 + GENIS_MS;
  const genis = [new Date(utcBas).toISOString(), new Date(utcBit).toISOString()] as const;
  const bekleyenSinir = new Date(nowMs - BEKLEYEN_GERI_MS).toISOString();
  const bugun = new Date(nowMs).toISOString().slice(0, 10);
  const [zone, personel, calisma, izin, randevu, hizmet, bekleyenSay, bekleyen, paket] = await db.batch([
    db.prepare(SAAT_DILIMI_SQL).bind(isletmeId),
    db.prepare(`SELECT p.id, p.ad, p.renk, p.foto, p.sira, p.aktif, (SELECT json_group_array(ph.hizmet_id) FROM randevu_personel_hizmet ph WHERE ph.personel_id = p.id) AS hizmet_idler
      FROM randevu_personel p WHERE p.isletme_id = ? AND (p.aktif = 1 OR EXISTS (SELECT 1 FROM randevu r WHERE r.personel_id = p.id AND r.isletme_id = p.isletme_id
        AND r.durum IN ('beklemede', 'onaylandi', 'tamamlandi', 'gelmedi') AND r.bitis > ? AND r.baslangic < ?)) ORDER BY p.sira, p.id`).bind(isletmeId, ...genis),
    db.prepare(`SELECT c.personel_id, c.gun, c.baslangic, c.bitis, c.tur FROM randevu_calisma c JOIN randevu_personel p ON p.id = c.personel_id
      WHERE p.isletme_id = ? ORDER BY c.personel_id, c.gun, c.baslangic`).bind(isletmeId),
    db.prepare(`SELECT z.personel_id, z.baslangic, z.bitis FROM randevu_izin z JOIN randevu_personel p ON p.id = z.personel_id
      WHERE p.isletme_id = ? AND z.bitis > ? AND z.baslangic < ?`).bind(isletmeId, ...genis),
    db.prepare(`${RANDEVU_SQL} WHERE r.isletme_id = ? AND r.bitis > ? AND r.baslangic < ? ORDER BY r.baslangic, r.id`).bind(isletmeId, ...genis),
    db.prepare('SELECT id, ad, sure_dk, fiyat_kurus, once_tampon_dk, sonra_tampon_dk, online FROM randevu_hizmet WHERE isletme_id = ? AND aktif = 1 ORDER BY id').bind(isletmeId),
    db.prepare("SELECT count(*) AS n FROM randevu WHERE isletme_id = ? AND durum = 'beklemede' AND bitis > ?").bind(isletmeId, bekleyenSinir),
    db.prepare(`${RANDEVU_SQL} WHERE r.isletme_id = ? AND r.durum = 'beklemede' AND r.bitis > ? ORDER BY r.baslangic, r.id LIMIT 50`).bind(isletmeId, bekleyenSinir),
    db.prepare(`SELECT mp.musteri_id, mph.hizmet_id, sum(mph.kalan) AS kalan FROM randevu_musteri_paket mp JOIN randevu_musteri_paket_hizmet mph ON mph.musteri_paket_id = mp.id
      WHERE mp.isletme_id = ? AND mph.kalan > 0 AND (mp.son_gun IS NULL OR mp.son_gun >= ?)
        AND mp.musteri_id IN (SELECT musteri_id FROM randevu WHERE isletme_id = ? AND bitis > ? AND baslangic < ?)
      GROUP BY mp.musteri_id, mph.hizmet_id`).bind(isletmeId, bugun, isletmeId, ...genis),
  ]);
  const tz = saatDilimiSatiri(zone!.results[0]);
  const bas = gunSinirlari(tarihler[0]!, tz)!.baslangicMs;
  const bit = gunSinirlari(tarihler[tarihler.length - 1]!, tz)!.bitisMs;

  const calismaRows = calisma!.results as unknown as (HaftalikSatir & { personel_id: number })[];
  const izinRows = (izin!.results as unknown as { personel_id: number; baslangic: string; bitis: string }[])
    .map((z) => ({ personelId: z.personel_id, baslangicMs: Date.parse(z.baslangic), bitisMs: Date.parse(z.bitis) }));
  const personeller = (personel!.results as unknown as { id: number; ad: string; renk: string; foto: string | null; sira: number; aktif: number; hizmet_idler: string }[]).map((p) => {
    const haftalik = calismaRows.filter((c) => c.personel_id === p.id);
    const izinler = izinRows.filter((z) => z.personelId === p.id);
    return {
      id: p.id, ad: p.ad, renk: p.renk, foto: p.foto, sira: p.sira, aktif: p.aktif === 1,
      hizmetIdler: jsonListe<number>(p.hizmet_idler).filter((x) => typeof x === 'number').sort((a, b) => a - b),
      gunler: tarihler.map((t) => personelGunu(haftalik, izinler, t, tz)),
    };
  });
  const randevular = randevuListesi(randevu).filter((r) => Date.parse(r.bitis) > bas && Date.parse(r.baslangic) < bit);
  const paketler: Record<number, Record<number, number>> = {};
  for (const row of paket!.results as unknown as { musteri_id: number; hizmet_id: number; kalan: number }[]) {
    (paketler[row.musteri_id] ??= {})[row.hizmet_id] = row.kalan;
  }
  return {
    saatDilimi: tz,
    tarihler,
    baslangic: new Date(bas).toISOString(),
    bitis: new Date(bit).toISOString(),
    personeller,
    randevular,
    hizmetler: (hizmet!.results as unknown as { id: number; ad: string; sure_dk: number; fiyat_kurus: number; once_tampon_dk: number; sonra_tampon_dk: number; online: number }[]).map((h) => ({
      id: h.id, ad: adMetni(h.ad), sureDk: h.sure_dk, fiyatKurus: h.fiyat_kurus, onceTamponDk: h.once_tampon_dk, sonraTamponDk: h.sonra_tampon_dk, online: h.online === 1,
    })),
    bekleyenSayisi: (bekleyenSay!.results[0] as { n: number }).n,
    bekleyenler: randevuListesi(bekleyen),
    paketler,
  };
}

/** Multilingual name JSON → object (a broken row still shows something). */
export function adMetni(text: string): CokDilliMetin {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as CokDilliMetin) : { tr: String(text) };
  } catch {
    return { tr: String(text) };
  }
}

/** The CSV export's appointments (starting in [basMs, bitMs)) with their staff name. */
export async function disaAktarimRandevulari(db: D1Database, isletmeId: number, basMs: number, bitMs: number) {
  const { results } = await db
    .prepare(`SELECT x.*, p.ad AS personel_ad FROM (${RANDEVU_SQL} WHERE r.isletme_id = ? AND r.baslangic >= ? AND r.baslangic < ?) x
      JOIN randevu_personel p ON p.id = x.personel_id ORDER BY x.baslangic, x.id`)
    .bind(isletmeId, new Date(basMs).toISOString(), new Date(bitMs).toISOString())
    .all<Record<string, unknown>>();
  return results;
}

/** Staff records of the venue linked to the logged-in account. */
export async function kendiPersonelim(db: D1Database, isletmeId: number, kullaniciId: number) {
  const { results } = await db.prepare('SELECT id, ad, renk, foto FROM randevu_personel WHERE isletme_id = ? AND kullanici_id = ? ORDER BY aktif DESC, id').bind(isletmeId, kullaniciId).all<{ id: number; ad: string; renk: string; foto: string | null }>();
  return results;
}

/** Appointments of the given staff starting in [basMs, bitMs), at most 500, as the panel shows them. */
export async function personelRandevulari(db: D1Database, isletmeId: number, ids: readonly number[], basMs: number, bitMs: number): Promise<TakvimRandevusu[]> {
  const { results } = await db
    .prepare(`${RANDEVU_SQL} WHERE r.isletme_id = ? AND r.personel_id IN (${ids.map(() => '?').join(', ')}) AND r.baslangic >= ? AND r.baslangic < ? ORDER BY r.baslangic, r.id LIMIT 500`)
    .bind(isletmeId, ...ids, new Date(basMs).toISOString(), new Date(bitMs).toISOString())
    .all();
  return randevuListesi({ results } as D1Result);
}

/** One appointment as the panel shows it (after a write), else 404. */
export async function randevuGorunumOku(db: D1Database, isletmeId: number, id: number): Promise<TakvimRandevusu> {
  const row = await db.prepare(`${RANDEVU_SQL} WHERE r.id = ? AND r.isletme_id = ?`).bind(id, isletmeId).first();
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'randevu.takvim.api.notFound');
  return randevuGorunumu(row as never);
}
