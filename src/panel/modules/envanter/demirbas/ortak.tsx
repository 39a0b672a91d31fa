import { gorselUrl } from '@api/qrmenu';
import type { DemirbasDurumu } from '@lib/schemas/envanter/demirbas';
import { useTx, type Tx } from '@panel/ui/useTx';
import '@styles/envanter-demirbas.css';

/** Small shared pieces of the fixed-asset screens. */

export const DEMIRBAS_KEY = 'isletme:envanter:demirbaslar';
export const HURDA_KEY = 'isletme:envanter:hurda-talepleri';
export const LISTE_YOLU = '/isletme/envanter/demirbaslar';
export const detayYolu = (slug: string) => `/isletme/envanter/detay/${slug}`;

export { useTx, type Tx };

/** 'YYYY-MM-DD' → short local text. */
export function gunMetni(tarih: string, lang: string): string {
  const [y, m, d] = tarih.split('-').map(Number);
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** An ISO instant → local date and time. */
export function zamanMetni(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : lang, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** Today as 'YYYY-MM-DD' on this device. */
export const bugunGun = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function DurumRozeti({ durum }: { durum: DemirbasDurumu }) {
  const t = useTx();
  return <span className={`dmr-durum dmr-durum-${durum}`}>{t(`envanter.durum.${durum}`)}</span>;
}

/** Warranty state of a 'YYYY-MM-DD' end day: over, ending within 30 days, or running. */
export function garantiDurumu(bitis: string | null): 'yok' | 'bitti' | 'yakin' | 'var' {
  if (!bitis) return 'yok';
  const bugun = bugunGun();
  if (bitis < bugun) return 'bitti';
  const yakin = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return bitis <= yakin ? 'yakin' : 'var';
}

export function Kapak({ foto, ad, size = 56 }: { foto: string | null; ad: string; size?: number }) {
  return foto
    ? <img className="dmr-kapak" src={gorselUrl(foto)} alt="" width={size} height={size} loading="lazy" />
    : <span className="dmr-kapak dmr-kapak-bos" style={{ width: size, height: size }} aria-hidden="true">{ad.slice(0, 1).toLocaleUpperCase('tr')}</span>;
}

/** kuruş → '1.234,50 ₺' in the reader's language. */
export function paraMetni(kurus: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : lang, { style: 'currency', currency: 'TRY' }).format(kurus / 100);
}
