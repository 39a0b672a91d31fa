import { ApiError } from '@worker/http/envelope';
import { logIfadesi } from './log';

/**
 * Moving an asset to another location (the transfer action, and the audit's "move the wrongly placed ones here"):
 * the asset's row and its log row, to run in one batch. A scrapped asset never moves (the trigger holds it too);
 * an asset that left the venue comes back through its gate pass, not a transfer.
 */
export interface TasinanDemirbas { id: number; kod: string; ad: string; durum: string; lokasyonId: number | null; lokasyonAd: string | null }

export function demirbasTasiIfadeleri(
  db: D1Database, isletmeId: number, kullaniciId: number,
  d: TasinanDemirbas, hedef: { id: number; ad: string }, neden: 'transfer' | 'sayim', not = '', zaman = new Date().toISOString(),
): D1PreparedStatement[] {
  if (d.durum === 'hurda') throw new ApiError(409, 'ASSET_SCRAPPED', 'envanter.api.hurdaDegismez', { kod: d.kod });
  if (d.durum === 'disarida') throw new ApiError(409, 'ASSET_OUT', 'envanter.api.disarida', { kod: d.kod });
  if (d.lokasyonId === hedef.id) throw new ApiError(409, 'SAME_LOCATION', 'envanter.api.ayniLokasyon', { kod: d.kod, lokasyon: hedef.ad });
  return [
    db.prepare('UPDATE envanter_demirbas SET lokasyon_id = ?, guncelleme = ? WHERE id = ? AND isletme_id = ?').bind(hedef.id, zaman, d.id, isletmeId),
    logIfadesi(db, isletmeId, kullaniciId, {
      varlik: 'demirbas', varlikId: d.id, demirbasId: d.id, islem: 'transfer',
      ozet: { neden, kaynak: d.lokasyonAd, kaynakId: d.lokasyonId, hedef: hedef.ad, hedefId: hedef.id, not },
    }, zaman),
  ];
}
