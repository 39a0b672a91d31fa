import { formatKurus } from '@lib/para';
import type { GecmisSatiri } from '@lib/schemas/envanter/demirbas';
import { useZaman } from '@panel/ui/useZaman';
import { useTx, type Tx } from './ortak';

const s = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** One history row as a sentence in the reader's language, from the log's data (never stored sentences). */
function cumle(g: GecmisSatiri, t: Tx): { baslik: string; ayrinti?: string } {
  const o = g.ozet;
  const yer = (v: unknown) => s(v) || t('envanter.demirbas.lokasyonYok');
  const kisi = (v: unknown) => s(v) || t('envanter.demirbas.zimmetYok');
  const durum = (v: unknown) => (s(v) ? t(`envanter.durum.${s(v)}`) : '—');
  switch (g.islem) {
    case 'ekle': return { baslik: t('envanter.demirbas.gecmis.ekle', { kod: s(o.kod) }) };
    case 'guncelle': return { baslik: t('envanter.demirbas.gecmis.guncelle'), ayrinti: (Array.isArray(o.alanlar) ? o.alanlar : []).map((a) => t(`envanter.demirbas.alan.${s(a)}`)).join(', ') };
    case 'durum': return { baslik: t('envanter.demirbas.gecmis.durum', { onceki: durum(o.onceki), yeni: durum(o.yeni) }) };
    case 'transfer': return { baslik: t(o.neden === 'sayim' ? 'envanter.demirbas.gecmis.sayimTasima' : 'envanter.demirbas.gecmis.transfer', { kaynak: yer(o.kaynak), hedef: yer(o.hedef) }), ayrinti: s(o.not) };
    case 'zimmet': return { baslik: t('envanter.demirbas.gecmis.zimmet', { onceki: kisi(o.onceki), yeni: kisi(o.yeni) }), ayrinti: s(o.not) };
    case 'cikis': return {
      baslik: t('envanter.demirbas.gecmis.cikis', { no: s(o.no), neden: t(`envanter.demirbas.cikisNeden.${s(o.neden) || 'diger'}`), kime: s(o.kime) }),
      ayrinti: [o.beklenenDonus ? t('envanter.demirbas.gecmis.beklenen', { tarih: s(o.beklenenDonus) }) : '', s(o.aciklama)].filter(Boolean).join(' · '),
    };
    case 'donus': return { baslik: t('envanter.demirbas.gecmis.donus', { no: s(o.no), yer: yer(o.lokasyon), durum: durum(o.durum) }) };
    case 'bakimAc': return { baslik: t('envanter.demirbas.gecmis.bakimAc', { tur: t(`envanter.demirbas.bakimTur.${s(o.tur) || 'ariza'}`) }), ayrinti: s(o.aciklama) };
    case 'bakimKapat': return { baslik: t('envanter.demirbas.gecmis.bakimKapat', { maliyet: formatKurus(Number(o.maliyetKurus ?? 0), 'sembol_once') }), ayrinti: s(o.sonuc) };
    case 'sayim': return { baslik: t(`envanter.demirbas.gecmis.sayim.${['eksik', 'yanlisYer'].includes(s(o.sonuc)) ? s(o.sonuc) : 'bulundu'}`, { lokasyon: yer(o.lokasyon) }) };
    case 'talep': return { baslik: t('envanter.demirbas.gecmis.talep'), ayrinti: s(o.neden) };
    case 'geriCek': return { baslik: t('envanter.demirbas.gecmis.geriCek') };
    case 'onayla': return { baslik: t('envanter.demirbas.gecmis.onayla'), ayrinti: s(o.not) };
    case 'reddet': return { baslik: t('envanter.demirbas.gecmis.reddet'), ayrinti: s(o.not) };
    default: return { baslik: t('envanter.demirbas.gecmis.diger', { islem: g.islem }) };
  }
}

/** The asset's full history, newest first: who, when, what. */
export function Gecmis({ satirlar }: { satirlar: GecmisSatiri[] }) {
  const t = useTx();
  const zaman = useZaman();
  if (satirlar.length === 0) return <p className="muted">{t('envanter.demirbas.gecmis.bos')}</p>;
  return (
    <ol className="dmr-gecmis" data-testid="dmr-gecmis">
      {satirlar.map((g) => {
        const c = cumle(g, t);
        return (
          <li key={g.id} className={`dmr-gecmis-satir dmr-gecmis-${g.islem}`} data-islem={g.islem}>
            <span className="dmr-gecmis-baslik">{c.baslik}</span>
            {c.ayrinti && <span className="dmr-gecmis-ayrinti">{c.ayrinti}</span>}
            <span className="muted dmr-gecmis-kim"><time dateTime={g.zaman}>{zaman.an(g.zaman)}</time>{g.kullaniciAd ? ` · ${g.kullaniciAd}` : ''}</span>
          </li>
        );
      })}
    </ol>
  );
}
