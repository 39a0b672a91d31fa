import { bugunu, gunEkle, KURALLAR, kuralAyarlari, takipleriBul, type KuralAyarlari, type MusteriGercekleri, type PaketGercegi } from '@lib/crm/kural';
import { yerelGunBasi } from '@lib/crm/segment';

/**
 * Daily generation of rule follow-ups: on the first read of the list each local day (crm_uretim.gun) the facts of the
 * candidate customers only are gathered (indexes of crm_ozet, birthdays, packages, cari_bakiye), the pure rules of
 * src/lib/crm/kural.ts decide, and INSERT OR IGNORE on (isletme_id, musteri_id, kural, anahtar) makes two parallel
 * first reads — or a rerun after a rule changed — add nothing twice. Erased customers are never candidates.
 */

export async function kuralSatirlari(db: D1Database, isletmeId: number): Promise<KuralAyarlari> {
  const { results } = await db.prepare('SELECT kural, aktif, deger, personel_id FROM crm_kural WHERE isletme_id = ?').bind(isletmeId)
    .all<{ kural: string; aktif: number; deger: number; personel_id: number | null }>();
  return kuralAyarlari(results);
}

interface OzetSatiri { musteri_id: number; ilk_ziyaret: string | null; son_ziyaret: string | null; son_randevu: string | null; son_randevu_durum: 'tamamlandi' | 'gelmedi' | null; gelmedi_id: number | null }

const CANLI = 'EXISTS (SELECT 1 FROM musteri m WHERE m.id = o.musteri_id AND m.silinme_zamani IS NULL)';

/** The facts of every customer some active rule may fire for, keyed by customer. */
export async function adayGercekleri(db: D1Database, isletmeId: number, ayar: KuralAyarlari, simdi: Date, saatDilimi: string): Promise<MusteriGercekleri[]> {
  const bugun = bugunu(simdi, saatDilimi);
  const gercek = new Map<number, MusteriGercekleri>();
  const al = (id: number) => {
    let g = gercek.get(id);
    if (!g) gercek.set(id, (g = { musteriId: id, ilkZiyaret: null, sonZiyaret: null, dogumTarihi: null, paketler: [], borcKurus: 0, borcSonTarih: null, sonRandevu: null }));
    return g;
  };
  const ozetSql = (kosul: string) => `SELECT o.musteri_id, o.ilk_ziyaret, o.son_ziyaret, o.son_randevu, o.son_randevu_durum,
      CASE WHEN o.son_randevu_durum = 'gelmedi' THEN (SELECT r.id FROM randevu r WHERE r.musteri_id = o.musteri_id AND r.baslangic = o.son_randevu AND r.durum = 'gelmedi' ORDER BY r.id DESC LIMIT 1) END AS gelmedi_id
    FROM crm_ozet o WHERE o.isletme_id = ? AND ${kosul} AND ${CANLI}`;
  const sorgular: { sql: string; binds: unknown[]; tur: 'ozet' | 'dogum' | 'paket' | 'borc' }[] = [];
  if (ayar.ziyaretYok.aktif) sorgular.push({ tur: 'ozet', sql: ozetSql('o.son_ziyaret < ?'), binds: [isletmeId, yerelGunBasi(simdi, saatDilimi, 1 - ayar.ziyaretYok.deger)] });
  if (ayar.ilkZiyaret.aktif) {
    const n = ayar.ilkZiyaret.deger;
    sorgular.push({ tur: 'ozet', sql: ozetSql('o.ilk_ziyaret >= ? AND o.ilk_ziyaret < ?'), binds: [isletmeId, yerelGunBasi(simdi, saatDilimi, -n - 7), yerelGunBasi(simdi, saatDilimi, 1 - n)] });
  }
  if (ayar.gelmedi.aktif) sorgular.push({ tur: 'ozet', sql: ozetSql("o.son_randevu_durum = 'gelmedi' AND o.son_randevu >= ?"), binds: [isletmeId, yerelGunBasi(simdi, saatDilimi, -ayar.gelmedi.deger)] });
  if (ayar.dogumGunu.aktif) {
    const gunler = Array.from({ length: ayar.dogumGunu.deger }, (_, i) => gunEkle(bugun, i).slice(5));
    // 29 February customers are due on 28 February in a non-leap year; kural.ts decides, this only widens the net
    if (gunler.includes('02-28')) gunler.push('02-29');
    sorgular.push({
      tur: 'dogum',
      sql: `SELECT id AS musteri_id, dogum_tarihi FROM musteri WHERE isletme_id = ? AND silinme_zamani IS NULL AND dogum_tarihi IS NOT NULL
        AND substr(dogum_tarihi, 6, 5) IN (SELECT value FROM json_each(?))`,
      binds: [isletmeId, JSON.stringify(gunler)],
    });
  }
  if (ayar.paketAzaldi.aktif || ayar.paketBitiyor.aktif) {
    const azEsik = ayar.paketAzaldi.aktif ? ayar.paketAzaldi.deger : -1;
    const bitisSiniri = ayar.paketBitiyor.aktif ? gunEkle(bugun, ayar.paketBitiyor.deger) : '0000-00-00';
    sorgular.push({
      tur: 'paket',
      sql: `SELECT mp.musteri_id, mp.id, mp.ad, mp.son_gun, sum(h.kalan) AS kalan
        FROM randevu_musteri_paket mp JOIN randevu_musteri_paket_hizmet h ON h.musteri_paket_id = mp.id
        JOIN musteri m ON m.id = mp.musteri_id AND m.silinme_zamani IS NULL
        WHERE mp.isletme_id = ? AND (mp.son_gun IS NULL OR mp.son_gun >= ?)
        GROUP BY mp.id HAVING sum(h.kalan) > 0 AND (sum(h.kalan) <= ? OR (mp.son_gun IS NOT NULL AND mp.son_gun <= ?))`,
      binds: [isletmeId, bugun, azEsik, bitisSiniri],
    });
  }
  if (ayar.acikBorc.aktif) {
    sorgular.push({
      tur: 'borc',
      sql: `SELECT b.musteri_id, b.bakiye_kurus, b.son_tarih FROM cari_bakiye b JOIN musteri m ON m.id = b.musteri_id AND m.silinme_zamani IS NULL
        WHERE b.isletme_id = ? AND b.bakiye_kurus > ?`,
      binds: [isletmeId, ayar.acikBorc.deger],
    });
  }
  if (sorgular.length === 0) return [];
  const sonuclar = await db.batch(sorgular.map((s) => db.prepare(s.sql).bind(...s.binds)));
  sorgular.forEach((s, i) => {
    for (const r of sonuclar[i]!.results as Record<string, unknown>[]) {
      const g = al(r.musteri_id as number);
      if (s.tur === 'ozet') {
        const o = r as unknown as OzetSatiri;
        g.ilkZiyaret = o.ilk_ziyaret;
        g.sonZiyaret = o.son_ziyaret;
        g.sonRandevu = o.son_randevu && o.son_randevu_durum ? { id: o.gelmedi_id ?? 0, baslangic: o.son_randevu, durum: o.gelmedi_id ? o.son_randevu_durum : 'tamamlandi' } : null;
      } else if (s.tur === 'dogum') g.dogumTarihi = r.dogum_tarihi as string;
      else if (s.tur === 'paket') (g.paketler as PaketGercegi[]).push({ id: r.id as number, ad: r.ad as string, kalan: r.kalan as number, sonGun: r.son_gun as string | null });
      else {
        g.borcKurus = r.bakiye_kurus as number;
        g.borcSonTarih = r.son_tarih as string;
      }
    }
  });
  return [...gercek.values()];
}

const PARCA = 400;

/** Runs the rules for the venue now; answers how many follow-ups were new. */
export async function takipUret(db: D1Database, isletmeId: number, simdi: Date, saatDilimi: string): Promise<number> {
  const ayar = await kuralSatirlari(db, isletmeId);
  const satirlar = (await adayGercekleri(db, isletmeId, ayar, simdi, saatDilimi))
    .flatMap((g) => takipleriBul(g, ayar, simdi, saatDilimi).map((t) => ({ m: g.musteriId, k: t.kural, a: t.anahtar, n: JSON.stringify(t.neden), v: t.vade, p: ayar[t.kural].personelId })));
  let yeni = 0;
  const ifadeler: D1PreparedStatement[] = [];
  for (let i = 0; i < satirlar.length; i += PARCA) {
    ifadeler.push(db.prepare(`INSERT OR IGNORE INTO crm_takip (isletme_id, musteri_id, kural, anahtar, neden, vade, personel_id)
      SELECT ?1, j.value ->> 'm', j.value ->> 'k', j.value ->> 'a', j.value ->> 'n', j.value ->> 'v',
             (SELECT p.id FROM personel p WHERE p.id = j.value ->> 'p' AND p.isletme_id = ?1)
        FROM json_each(?2) j`).bind(isletmeId, JSON.stringify(satirlar.slice(i, i + PARCA))));
  }
  if (ifadeler.length > 0) for (const r of await db.batch(ifadeler)) yeni += r.meta.changes ?? 0;
  return yeni;
}

/** Generates once per local day: the marker is written after the rows, so a failed run is retried by the next read. */
export async function gunlukUretim(db: D1Database, isletmeId: number, simdi: Date, saatDilimi: string): Promise<void> {
  const bugun = bugunu(simdi, saatDilimi);
  const son = await db.prepare('SELECT gun FROM crm_uretim WHERE isletme_id = ?').bind(isletmeId).first<{ gun: string }>();
  if (son?.gun === bugun) return;
  await takipUret(db, isletmeId, simdi, saatDilimi);
  await db.prepare('INSERT INTO crm_uretim (isletme_id, gun) VALUES (?, ?) ON CONFLICT (isletme_id) DO UPDATE SET gun = excluded.gun').bind(isletmeId, bugun).run();
}

export const uretimiSifirla = (db: D1Database, isletmeId: number) => db.prepare('DELETE FROM crm_uretim WHERE isletme_id = ?').bind(isletmeId);
export { KURALLAR };
