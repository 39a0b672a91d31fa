import { TALEP_DURUMLARI, type TalepDurumu, type TalepListesi, type TalepNotu, type TalepSatiri } from '@lib/schemas/admin/talep';
import { matchesSearch } from '@lib/search';

/** The sales desk's view of leads (/admin/frontoffice/dashboard). */

interface Row {
  id: number; ad_soyad: string; isletme_adi: string; telefon: string; eposta: string; sehir: string; mesaj: string; dil: string;
  durum: TalepDurumu; isletme_id: number | null; isletme_ad: string | null; olusturma_zamani: string; guncelleme_zamani: string;
  not_sayisi: number; gecmis: string | null;
}

const SECIM = `SELECT t.id, t.ad_soyad, t.isletme_adi, t.telefon, t.eposta, t.sehir, t.mesaj, t.dil, t.durum, t.isletme_id,
  i.ad AS isletme_ad, t.olusturma_zamani, t.guncelleme_zamani,
  (SELECT count(*) FROM talep_not n WHERE n.talep_id = t.id AND n.tur = 'not') AS not_sayisi,
  (SELECT group_concat(n.yeni_durum) FROM talep_not n WHERE n.talep_id = t.id AND n.tur = 'durum') AS gecmis
  FROM talep t LEFT JOIN isletme i ON i.id = t.isletme_id`;

const satir = (r: Row): TalepSatiri => ({
  id: r.id, adSoyad: r.ad_soyad, isletmeAdi: r.isletme_adi, telefon: r.telefon, eposta: r.eposta, sehir: r.sehir, mesaj: r.mesaj,
  dil: r.dil, durum: r.durum, isletmeId: r.isletme_id, isletmeAd: r.isletme_ad, olusturma: r.olusturma_zamani,
  guncelleme: r.guncelleme_zamani, notSayisi: r.not_sayisi,
});

const ASAMA: Record<TalepDurumu, number> = { yeni: 0, arandi: 1, demo: 2, kazanildi: 3, kaybedildi: -1 };

export interface TalepFiltresi {
  durum?: TalepDurumu | null;
  q?: string;
}

/** Every lead, newest first; the status filter and the folded text search (katla) apply to the rows only. */
export async function talepListesi(db: D1Database, filtre: TalepFiltresi): Promise<TalepListesi> {
  const { results } = await db.prepare(`${SECIM} ORDER BY t.olusturma_zamani DESC, t.id DESC`).all<Row>();
  const sayilar = Object.fromEntries(TALEP_DURUMLARI.map((d) => [d, 0])) as Record<TalepDurumu, number>;
  const huni = { toplam: results.length, arandi: 0, demo: 0, kazanildi: 0 };
  for (const r of results) {
    sayilar[r.durum] += 1;
    // the furthest stage a lead ever reached (a lost lead counts up to where it got)
    const en = Math.max(ASAMA[r.durum], ...(r.gecmis ?? '').split(',').map((d) => ASAMA[d as TalepDurumu] ?? 0));
    if (en >= 1) huni.arandi += 1;
    if (en >= 2) huni.demo += 1;
    if (en >= 3) huni.kazanildi += 1;
  }
  const q = filtre.q?.trim() ?? '';
  const satirlar = results
    .filter((r) => !filtre.durum || r.durum === filtre.durum)
    .filter((r) => q === '' || matchesSearch([r.ad_soyad, r.isletme_adi, r.telefon, r.eposta, r.sehir].join(' '), q))
    .map(satir);
  return { satirlar, sayilar, huni };
}

export async function talepBul(db: D1Database, id: number): Promise<TalepSatiri | null> {
  const row = await db.prepare(`${SECIM} WHERE t.id = ?`).bind(id).first<Row>();
  return row ? satir(row) : null;
}

export async function talepNotlari(db: D1Database, id: number): Promise<TalepNotu[]> {
  const { results } = await db
    .prepare(`SELECT n.id, n.tur, n.metin, n.eski_durum, n.yeni_durum, n.zaman, k.ad_soyad AS yazar
              FROM talep_not n LEFT JOIN kullanici k ON k.id = n.kullanici_id WHERE n.talep_id = ? ORDER BY n.zaman DESC, n.id DESC`)
    .bind(id)
    .all<{ id: number; tur: 'not' | 'durum'; metin: string; eski_durum: TalepDurumu | null; yeni_durum: TalepDurumu | null; zaman: string; yazar: string | null }>();
  return results.map((r) => ({ id: r.id, tur: r.tur, metin: r.metin, eskiDurum: r.eski_durum, yeniDurum: r.yeni_durum, zaman: r.zaman, yazar: r.yazar }));
}

/** Changes the status and writes who and when in the same batch; false when the lead does not exist. Same status: no row. */
export async function talepDurumDegistir(db: D1Database, id: number, durum: TalepDurumu, kullaniciId: number): Promise<boolean> {
  const sonuc = await db.batch([
    db.prepare(`INSERT INTO talep_not (talep_id, kullanici_id, tur, eski_durum, yeni_durum)
                SELECT id, ?, 'durum', durum, ? FROM talep WHERE id = ? AND durum <> ?`).bind(kullaniciId, durum, id, durum),
    db.prepare(`UPDATE talep SET durum = ?, guncelleme_zamani = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`).bind(durum, id),
  ]);
  return (sonuc[1]?.meta.changes ?? 0) > 0;
}

export async function talepNotEkle(db: D1Database, id: number, metin: string, kullaniciId: number): Promise<number | null> {
  const row = await db
    .prepare(`INSERT INTO talep_not (talep_id, kullanici_id, tur, metin) SELECT id, ?, 'not', ? FROM talep WHERE id = ? RETURNING id`)
    .bind(kullaniciId, metin, id)
    .first<{ id: number }>();
  return row?.id ?? null;
}
