import type { HazirlamaRaporu, HazirlamaSatiri } from '@lib/cafe/istasyon';
import { yerelSaat } from '@lib/zaman/dilim';

/** Preparation times (sent → bumped) of the lines the stations bumped in a range, per station and product and per station and hour. */

// a long range is summarised from at most this many lines (the newest)
const SINIR = 50_000;

function topla(anahtar: (r: { istasyon: string; urun: string; saat: number }) => string, rows: { istasyon: string; urun: string; saat: number; dk: number; adet: number }[]): HazirlamaSatiri[] {
  const m = new Map<string, HazirlamaSatiri & { toplam: number }>();
  for (const r of rows) {
    const k = anahtar(r);
    const s = m.get(k) ?? { istasyon: r.istasyon, urun: k.includes('|u|') ? r.urun : null, saat: k.includes('|s|') ? r.saat : null, adet: 0, ortalamaDk: 0, enUzunDk: 0, toplam: 0 };
    s.adet += r.adet;
    s.toplam += r.dk * r.adet;
    s.enUzunDk = Math.max(s.enUzunDk, Math.round(r.dk * 10) / 10);
    m.set(k, s);
  }
  return [...m.values()].map(({ toplam, ...s }) => ({ ...s, ortalamaDk: Math.round((toplam / s.adet) * 10) / 10 }))
    .sort((a, b) => a.istasyon.localeCompare(b.istasyon, 'tr') || (a.saat ?? 0) - (b.saat ?? 0) || (a.urun ?? '').localeCompare(b.urun ?? '', 'tr'));
}

export async function hazirlamaRaporu(db: D1Database, isletmeId: number, basIso: string, bitIso: string, saatDilimi: string): Promise<HazirlamaRaporu> {
  const { results } = await db.prepare(`SELECT i.ad AS istasyon, x.ad AS urun, f.zaman, x.adet,
      (julianday(x.hazir_zamani) - julianday(f.zaman)) * 1440 AS dk
    FROM istasyon_kalem x JOIN istasyon_fis f ON f.id = x.fis_id JOIN cafe_istasyon i ON i.id = f.istasyon_id
    WHERE x.isletme_id = ? AND x.hazir_zamani IS NOT NULL AND x.durum <> 'iptal' AND f.zaman >= ? AND f.zaman < ?
    ORDER BY f.zaman DESC LIMIT ${SINIR}`).bind(isletmeId, basIso, bitIso).all<{ istasyon: string; urun: string; zaman: string; adet: number; dk: number }>();
  const rows = results.map((r) => ({ ...r, dk: Math.max(0, r.dk), saat: yerelSaat(Date.parse(r.zaman), saatDilimi) }));
  return {
    urunler: topla((r) => `${r.istasyon}|u|${r.urun}`, rows),
    saatler: topla((r) => `${r.istasyon}|s|${r.saat}`, rows),
  };
}
