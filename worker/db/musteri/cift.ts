import { adAnahtari, ulusalNumara, type CiftMusteri, type CiftNedeni, type MusteriCifti } from '@lib/schemas/musteri';
import { katla } from '@lib/search';

/** Likely duplicate customers of a venue (the "Olası çift kayıtlar" panel). */

/** At most this many pairs are answered; a venue with more cleans up in rounds. */
export const CIFT_SINIRI = 100;
// a key shared by very many records (a placeholder e-mail, a common name) is no sign of a duplicate
const GRUP_SINIRI = 6;

interface Row { id: number; ad_soyad: string; telefon: string; email: string | null; olusturma: string }

/**
 * Pairs of the venue's live customers with the same folded name (Turkish case and letters, word order), the same
 * e-mail (case-insensitive) or the same national number. Matching runs here: SQLite's lower() knows only ASCII.
 */
export async function musteriCiftleri(db: D1Database, isletmeId: number): Promise<MusteriCifti[]> {
  const { results } = await db
    .prepare('SELECT id, ad_soyad, telefon, email, olusturma FROM musteri WHERE isletme_id = ? AND silinme_zamani IS NULL ORDER BY id')
    .bind(isletmeId)
    .all<Row>();
  const anahtarlar: Record<CiftNedeni, (r: Row) => string> = {
    ad: (r) => adAnahtari(r.ad_soyad),
    email: (r) => katla(r.email ?? ''),
    telefon: (r) => ulusalNumara(r.telefon),
  };
  const ciftler = new Map<string, { a: Row; b: Row; nedenler: Set<CiftNedeni> }>();
  for (const neden of ['telefon', 'email', 'ad'] as const) {
    const gruplar = new Map<string, Row[]>();
    for (const r of results) {
      const k = anahtarlar[neden](r);
      if (k === '') continue;
      const grup = gruplar.get(k);
      if (grup) grup.push(r);
      else gruplar.set(k, [r]);
    }
    for (const grup of gruplar.values()) {
      if (grup.length < 2 || grup.length > GRUP_SINIRI) continue;
      for (let i = 0; i < grup.length; i++) {
        for (let j = i + 1; j < grup.length; j++) {
          const key = `${grup[i]!.id}-${grup[j]!.id}`;
          const cift = ciftler.get(key) ?? { a: grup[i]!, b: grup[j]!, nedenler: new Set<CiftNedeni>() };
          cift.nedenler.add(neden);
          ciftler.set(key, cift);
        }
      }
    }
  }
  const cevir = (r: Row): CiftMusteri => ({ id: r.id, adSoyad: r.ad_soyad, telefon: r.telefon, email: r.email, olusturma: r.olusturma });
  // strongest evidence first, then the newest pair (a fresh double entry is the likeliest to fix)
  return [...ciftler.values()]
    .sort((x, y) => y.nedenler.size - x.nedenler.size || y.b.id - x.b.id)
    .slice(0, CIFT_SINIRI)
    .map((c) => ({ a: cevir(c.a), b: cevir(c.b), nedenler: (['telefon', 'email', 'ad'] as const).filter((n) => c.nedenler.has(n)) }));
}
