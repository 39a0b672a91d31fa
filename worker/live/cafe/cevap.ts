import type { Adisyon } from '@lib/cafe/tipler';
import { adisyonlariOku } from '@worker/db/cafe/adisyon/durum';
import { gunsonuOku } from '@worker/db/cafe/gunsonu';

/**
 * What the object keeps of an answer for a retry: the status and the answer with every whole check replaced by its id
 * and a day end's report by its day, so a kept answer is a few hundred bytes however long the check (it is kept three
 * days for every operation). A retry reads them again from D1: the client gets the check as it is now, which is what
 * the first answer would have told it plus anything that happened since.
 */

export interface SaklananCevap { durum: number; veri: unknown }

type AdisyonIzi = { $adisyon: number };
type RaporIzi = { $gunsonuGun: number };

const adisyonMu = (x: unknown): x is Adisyon =>
  typeof x === 'object' && x !== null && typeof (x as Adisyon).id === 'number' && Array.isArray((x as Adisyon).kalemler);

/** The answer as kept (JSON). */
export function cevapKisalt(cevap: SaklananCevap): string {
  const veri = cevap.veri;
  if (typeof veri !== 'object' || veri === null || Array.isArray(veri)) return JSON.stringify(cevap);
  const kisa: Record<string, unknown> = {};
  for (const [alan, deger] of Object.entries(veri)) {
    if (adisyonMu(deger)) kisa[alan] = { $adisyon: deger.id } satisfies AdisyonIzi;
    else if (alan === 'rapor' && typeof (veri as { gunId?: unknown }).gunId === 'number') kisa[alan] = { $gunsonuGun: (veri as { gunId: number }).gunId } satisfies RaporIzi;
    else kisa[alan] = deger;
  }
  return JSON.stringify({ durum: cevap.durum, veri: kisa });
}

/** A kept answer made whole again from D1. */
export async function cevapAc(db: D1Database, isletmeId: number, metin: string): Promise<Partial<SaklananCevap>> {
  const c = JSON.parse(metin) as Partial<SaklananCevap>;
  if (typeof c.veri !== 'object' || c.veri === null || Array.isArray(c.veri)) return c;
  const alanlar = Object.entries(c.veri as Record<string, unknown>);
  const iz = <K extends string>(x: unknown, anahtar: K): x is Record<K, number> => typeof x === 'object' && x !== null && anahtar in x;
  const idler = alanlar.flatMap(([, d]) => (iz(d, '$adisyon') ? [d.$adisyon] : []));
  const adisyonlar = idler.length ? await adisyonlariOku(db, isletmeId, `a.id IN (${idler.map(() => '?').join(', ')})`, idler) : [];
  const veri: Record<string, unknown> = {};
  for (const [alan, d] of alanlar) {
    if (iz(d, '$adisyon')) veri[alan] = adisyonlar.find((a) => a.id === d.$adisyon) ?? null;
    else if (iz(d, '$gunsonuGun')) veri[alan] = (await gunsonuOku(db, isletmeId, { gunId: d.$gunsonuGun })).rapor;
    else veri[alan] = d;
  }
  return { durum: c.durum, veri };
}
