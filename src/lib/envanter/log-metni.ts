import { miktarGoster } from '@lib/envanter/miktar';
import { katla } from '@lib/search';

/**
 * One envanter_log row as a sentence in the reader's language (the loglar screen, its CSV and its text search).
 * The other parts of the module write their own `islem`s; a kind this file does not know still reads as
 * "<record> · <action>" with the names the summary carries, never as raw JSON.
 */

export interface LogSatiri {
  id: number;
  zaman: string;
  kullanici: string | null;
  varlik: string;
  varlikId: number | null;
  islem: string;
  ozet: Record<string, unknown>;
  demirbasId: number | null;
  demirbasKod: string | null;
  demirbasAd: string | null;
  demirbasSlug: string | null;
}

type Ceviri = (key: string, params?: Record<string, string | number>) => string;

const metin = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The known name of a key or the fallback (an unknown action stays readable as its own word). */
function ya(t: Ceviri, key: string, yedek: string): string {
  const s = t(key);
  return s === key ? yedek : s;
}

export function logKonusu(r: LogSatiri): string {
  if (r.demirbasAd) return `${r.demirbasAd} (${r.demirbasKod})`;
  return metin(r.ozet.ad) || metin(r.ozet.lokasyon) || metin(r.ozet.kod);
}

export function logMetni(r: LogSatiri, t: Ceviri, lang = 'tr'): string {
  const o = r.ozet;
  const konu = logKonusu(r);
  if (r.islem === 'transfer' && r.varlik === 'demirbas') {
    const key = o.neden === 'sayim' ? 'envanter.log.tasindiSayim' : 'envanter.log.tasindi';
    return t(key, { konu, kaynak: metin(o.kaynak) || '—', hedef: metin(o.hedef) || '—' });
  }
  if (r.varlik === 'sayim' && r.islem === 'sayim') {
    if (r.demirbasId !== null) return t(`envanter.log.sayim.${metin(o.sonuc) || 'bulundu'}`, { konu, lokasyon: metin(o.lokasyon) });
    return t('envanter.log.sayimBitti', {
      lokasyon: metin(o.lokasyon), beklenen: Number(o.beklenen) || 0, bulunan: Number(o.bulunan) || 0, eksik: Number(o.eksik) || 0, yanlisYer: Number(o.yanlisYer) || 0,
    });
  }
  if (r.varlik === 'stok' && (r.islem === 'giris' || r.islem === 'cikis' || r.islem === 'transfer')) {
    const birim = ya(t, `common.birim.${metin(o.birim)}`, metin(o.birim));
    return t(`envanter.log.stok.${r.islem}`, {
      urun: metin(o.urun), miktar: miktarGoster(Number(o.miktarBinde) || 0, lang), birim,
      kaynak: metin(o.kaynak) || '—', hedef: metin(o.hedef) || '—', neden: ya(t, `envanter.stok.neden.${metin(o.neden)}`, metin(o.neden)),
    });
  }
  const varlik = ya(t, `envanter.log.varlik.${r.varlik}`, r.varlik);
  const islem = ya(t, `envanter.log.islem.${r.islem}`, r.islem);
  return [konu ? `${varlik}: ${konu}` : varlik, islem].join(' · ');
}

/** What the text search folds: the rendered sentence, the names and the summary's values. */
export function logAramaMetni(r: LogSatiri, t: Ceviri, lang = 'tr'): string {
  const degerler = Object.values(r.ozet).map(metin).join(' ');
  return katla(`${logMetni(r, t, lang)} ${r.kullanici ?? ''} ${r.demirbasKod ?? ''} ${r.demirbasAd ?? ''} ${degerler}`);
}
