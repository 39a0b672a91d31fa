import { gorselUrl } from '@api/dosya';
import { gunEkle } from '@lib/zaman/dilim';
import type { DemirbasDurumu } from '@lib/schemas/envanter/demirbas';
import { useTx, type Tx } from '@panel/ui/useTx';
import '@styles/envanter-demirbas.css';

/** Small shared pieces of the fixed-asset screens. */

export const DEMIRBAS_KEY = 'isletme:envanter:demirbaslar';
export const HURDA_KEY = 'isletme:envanter:hurda-talepleri';
export const LISTE_YOLU = '/isletme/envanter/demirbaslar';
export const detayYolu = (slug: string) => `/isletme/envanter/detay/${slug}`;

export { useTx, type Tx };

export function DurumRozeti({ durum }: { durum: DemirbasDurumu }) {
  const t = useTx();
  return <span className={`dmr-durum dmr-durum-${durum}`}>{t(`envanter.durum.${durum}`)}</span>;
}

/** Warranty state of a 'YYYY-MM-DD' end day on the venue's day `bugun`: over, ending within 30 days, or running. */
export function garantiDurumu(bitis: string | null, bugun: string): 'yok' | 'bitti' | 'yakin' | 'var' {
  if (!bitis) return 'yok';
  if (bitis < bugun) return 'bitti';
  return bitis <= gunEkle(bugun, 30) ? 'yakin' : 'var';
}

export function Kapak({ foto, ad, size = 56 }: { foto: string | null; ad: string; size?: number }) {
  return foto
    ? <img className="dmr-kapak" src={gorselUrl(foto)} alt="" width={size} height={size} loading="lazy" />
    : <span className="dmr-kapak dmr-kapak-bos" style={{ width: size, height: size }} aria-hidden="true">{ad.slice(0, 1).toLocaleUpperCase('tr')}</span>;
}
