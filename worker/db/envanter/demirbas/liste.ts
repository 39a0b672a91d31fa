import { aramaKelimeleri } from '@lib/search';
import { DEMIRBAS_DURUMLARI, SAYFA_BOYU, SIRALAR, type DemirbasDurumu, type DemirbasListesi, type DemirbasOzet, type Secenekler } from '@lib/schemas/envanter/demirbas';
import { pozitifId } from '@worker/http/request';
import { KATEGORI_SQL, kategoriSatirlari } from './kategori';
import { LOKASYON_SQL, OZET_SQL, likeKalibi, lokasyonYollari, ozet, type LokasyonSatiri, type OzetSatiri } from './ortak';

/** The list's filters as the query string gives them (anything unreadable is dropped, never an error). */
export interface ListeSorgusu {
  q: string;
  kategoriId: number | null;
  lokasyonId: number | null;
  durum: DemirbasDurumu | null;
  personelId: number | null;
  garanti: 'bitmis' | 'yakin' | null;
  sira: (typeof SIRALAR)[number];
  azalan: boolean;
  sayfa: number;
}

export function listeSorgusu(q: (name: string) => string | undefined): ListeSorgusu {
  const durum = q('durum');
  const garanti = q('garanti');
  const sira = q('sira');
  const sayfa = pozitifId(q('sayfa') ?? '1') ?? 1;
  return {
    q: (q('q') ?? '').slice(0, 200),
    kategoriId: pozitifId(q('kategori') ?? ''),
    lokasyonId: pozitifId(q('lokasyon') ?? ''),
    durum: (DEMIRBAS_DURUMLARI as readonly string[]).includes(durum ?? '') ? (durum as DemirbasDurumu) : null,
    personelId: pozitifId(q('personel') ?? ''),
    garanti: garanti === 'bitmis' || garanti === 'yakin' ? garanti : null,
    sira: (SIRALAR as readonly string[]).includes(sira ?? '') ? (sira as ListeSorgusu['sira']) : 'kod',
    azalan: q('yon') === 'desc',
    sayfa: Math.min(sayfa, 100_000),
  };
}

const SIRA_SQL: Record<ListeSorgusu['sira'], string> = {
  kod: 'd.kod', ad: 'd.ad COLLATE NOCASE', alis: 'd.alis_tarihi', garanti: 'd.garanti_bitis', guncelleme: 'd.guncelleme',
};

/** WHERE of the filtered set (the venue first, so every clause runs inside one venue). */
function kosul(isletmeId: number, s: ListeSorgusu, bugun: string): { sql: string; binds: unknown[] } {
  const parcalar = ['d.isletme_id = ?'];
  const binds: unknown[] = [isletmeId];
  for (const kelime of aramaKelimeleri(s.q)) {
    parcalar.push("d.arama LIKE ? ESCAPE '\\'");
    binds.push(likeKalibi(kelime));
  }
  if (s.kategoriId !== null) { parcalar.push('d.kategori_id = ?'); binds.push(s.kategoriId); }
  if (s.lokasyonId !== null) {
    // the location and everything below it
    parcalar.push(`d.lokasyon_id IN (WITH RECURSIVE alt(id) AS (SELECT id FROM envanter_lokasyon WHERE id = ? AND isletme_id = ?
        UNION SELECT l.id FROM envanter_lokasyon l JOIN alt ON l.ust_id = alt.id) SELECT id FROM alt)`);
    binds.push(s.lokasyonId, isletmeId);
  }
  if (s.durum !== null) { parcalar.push('d.durum = ?'); binds.push(s.durum); }
  if (s.personelId !== null) { parcalar.push('d.personel_id = ?'); binds.push(s.personelId); }
  if (s.garanti === 'bitmis') { parcalar.push('d.garanti_bitis < ?'); binds.push(bugun); }
  if (s.garanti === 'yakin') { parcalar.push("d.garanti_bitis BETWEEN ? AND date(?, '+30 days')"); binds.push(bugun, bugun); }
  return { sql: parcalar.join(' AND '), binds };
}

/** One page of the filtered list and its total: count, page and the location tree in one batch (one round trip). */
export async function demirbasListesi(db: D1Database, isletmeId: number, mask: number, s: ListeSorgusu, bugun: string): Promise<DemirbasListesi> {
  const { sql, binds } = kosul(isletmeId, s, bugun);
  const yon = s.azalan ? 'DESC' : 'ASC';
  const [sayi, sayfa, lokasyonlar] = await db.batch([
    db.prepare(`SELECT count(*) AS n FROM envanter_demirbas d WHERE ${sql}`).bind(...binds),
    db.prepare(`${OZET_SQL} WHERE ${sql} ORDER BY ${SIRA_SQL[s.sira]} ${yon} NULLS LAST, d.id ${yon} LIMIT ? OFFSET ?`).bind(...binds, SAYFA_BOYU, (s.sayfa - 1) * SAYFA_BOYU),
    db.prepare(LOKASYON_SQL).bind(isletmeId),
  ]);
  const yollar = lokasyonYollari(lokasyonlar!.results as LokasyonSatiri[]);
  return {
    demirbaslar: (sayfa!.results as OzetSatiri[]).map((r) => ozet(r, mask, yollar)),
    toplam: (sayi!.results[0] as { n: number }).n,
    sayfa: s.sayfa,
    sayfaBoyu: SAYFA_BOYU,
  };
}

/** The whole filtered set (CSV export), capped so one export never runs away. */
export async function demirbasTumu(db: D1Database, isletmeId: number, mask: number, s: ListeSorgusu, bugun: string): Promise<DemirbasOzet[]> {
  const { sql, binds } = kosul(isletmeId, s, bugun);
  const [satirlar, lokasyonlar] = await db.batch([
    db.prepare(`${OZET_SQL} WHERE ${sql} ORDER BY ${SIRA_SQL[s.sira]} ${s.azalan ? 'DESC' : 'ASC'} NULLS LAST, d.id LIMIT 20000`).bind(...binds),
    db.prepare(LOKASYON_SQL).bind(isletmeId),
  ]);
  const yollar = lokasyonYollari(lokasyonlar!.results as LokasyonSatiri[]);
  return (satirlar!.results as OzetSatiri[]).map((r) => ozet(r, mask, yollar));
}

/** DMR-0001 style: one past the highest DMR number of the venue. */
export const SONRAKI_KOD_SQL = "SELECT coalesce(max(CAST(substr(kod, 5) AS INTEGER)), 0) + 1 AS n FROM envanter_demirbas WHERE isletme_id = ? AND kod GLOB 'DMR-[0-9]*'";
export const kodBicimi = (n: number) => `DMR-${String(n).padStart(4, '0')}`;

/** What the asset form picks from: categories, active locations (with paths), active staff, the next free code. */
export async function secenekler(db: D1Database, isletmeId: number): Promise<Secenekler> {
  const [kategori, lokasyon, personel, kod] = await db.batch([
    db.prepare(KATEGORI_SQL).bind(isletmeId),
    db.prepare(LOKASYON_SQL).bind(isletmeId),
    db.prepare('SELECT id, ad FROM personel WHERE isletme_id = ? AND aktif = 1 ORDER BY ad COLLATE NOCASE, id').bind(isletmeId),
    db.prepare(SONRAKI_KOD_SQL).bind(isletmeId),
  ]);
  const lokasyonlar = lokasyon!.results as LokasyonSatiri[];
  const yollar = lokasyonYollari(lokasyonlar);
  return {
    kategoriler: kategoriSatirlari(kategori!.results),
    lokasyonlar: lokasyonlar.filter((l) => l.aktif === 1).map((l) => ({ id: l.id, ad: l.ad, ustId: l.ust_id, yol: yollar.get(l.id) ?? l.ad }))
      .sort((a, b) => a.yol.localeCompare(b.yol, 'tr')),
    personeller: personel!.results as { id: number; ad: string }[],
    sonrakiKod: kodBicimi((kod!.results[0] as { n: number }).n),
  };
}
