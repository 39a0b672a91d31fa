import type { IstasyonFisi } from '@lib/cafe/istasyon';
import { esitlemeIfadeleri, type EsitlemeKapsami } from '@worker/db/cafe/istasyon/esitle';
import { buSurumdekiler, fisleriCoz } from '@worker/db/cafe/istasyon/fis';
import type { IslemBaglami, IstasyonBildirimi, Yayin } from './tipler';

/**
 * The one way an operation that changed sent lines (order, void, complimentary, move, merge, split …) tells the
 * kitchen and bar stations: the handler names the lines it touched and puts the answer in its result (`istasyon`);
 * the engine runs the statements at the end of the operation's own D1 batch (never lost, never applied twice) and
 * broadcasts the tickets that batch changed to the stations' sockets.
 */
export function istasyonaBildir(b: IslemBaglami, kalemler: readonly { siparisId: number | null }[], secim: { sonSiparis?: boolean } = {}): IstasyonBildirimi | undefined {
  const siparisIdler = [...new Set(kalemler.flatMap((k) => (k.siparisId ? [k.siparisId] : [])))];
  const kapsam: EsitlemeKapsami = { siparisIdler, sonSiparis: secim.sonSiparis ?? false };
  if (!siparisIdler.length && !kapsam.sonSiparis) return undefined;
  return { ifadeler: esitlemeIfadeleri(b.db, b.isletmeId, kapsam, b.simdi) };
}

/** The reads that follow a station change in its batch: the tickets it changed. */
export const istasyonOkumasi = (b: IslemBaglami): D1PreparedStatement[] => buSurumdekiler(b.db, b.isletmeId);

/**
 * Each station's changed tickets to the sockets of that station; the table grid hears of it when a ticket's readiness
 * may have changed (something on it was bumped), so the waiter's tile can say "hazır".
 */
export function istasyonYayini(sonuclar: readonly D1Result[], takipeDe = false): Yayin[] {
  const fisler = fisleriCoz(sonuclar);
  if (!fisler.length) return [];
  const surum = Math.max(...fisler.map((f) => f.surum));
  const istasyonlar = new Map<number, IstasyonFisi[]>();
  for (const f of fisler) istasyonlar.set(f.istasyonId, [...(istasyonlar.get(f.istasyonId) ?? []), f]);
  const yayin: Yayin[] = [...istasyonlar].map(([id, list]) => ({ kitle: `i:${id}`, olay: { tur: 'istasyon', surum, fisler: list } }));
  if (takipeDe || fisler.some((f) => f.kalemler.some((k) => k.hazir !== null))) yayin.push({ kitle: 'takip', olay: { tur: 'istasyonHazir' } });
  return yayin;
}
