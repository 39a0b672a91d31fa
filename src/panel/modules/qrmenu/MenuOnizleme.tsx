import { useEffect, useState, type CSSProperties } from 'react';
import { api } from '@api/client';
import { qrApi } from '@api/qrmenu';
import type { Kategori, QrBilgi, Urun } from '@lib/schemas/qrmenu';
import { gorselUrl } from '@api/dosya';
import { formatKurus } from '@lib/para';
import type { PublicMenu } from '@lib/menu/public-types';
import { metin } from '@lib/menu/text';
import type { MenuTheme } from '@lib/menu/themes';

/** What the compact preview draws: the venue's real categories and products, already in one language. */
export interface OnizlemeVerisi {
  ad: string;
  hosgeldin: string;
  kategoriler: { ad: string; urunler: { id: number; ad: string; aciklama: string; fiyatKurus: number; kampanyaFiyatKurus: number | null; gorsel: string | null; tukendi: boolean }[] }[];
  kampanyalar: string[];
}

function publicten(menu: PublicMenu): OnizlemeVerisi {
  return {
    ad: menu.isletme.ad,
    hosgeldin: menu.anasayfa.hosgeldin,
    kategoriler: menu.kategoriler.map((kategori) => ({
      ad: kategori.ad,
      urunler: [...kategori.urunler, ...kategori.altKategoriler.flatMap((alt) => alt.urunler)].map((urun) => ({ ...urun, gorsel: urun.gorseller[0] ?? null })),
    })),
    kampanyalar: menu.kampanyalar.map((kampanya) => kampanya.baslik),
  };
}

/**
 * Loads the guest read model (GET /api/public/menu/<slug>) for previews. The guest pages cannot be framed
 * (frame-ancestors 'none'), so the panel draws its own compact preview; without the public route it falls
 * back to the panel's own lists.
 */
export function useOnizlemeVerisi(venueName: string): OnizlemeVerisi | null {
  const [data, setData] = useState<OnizlemeVerisi | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const bilgi = await api.get<QrBilgi>(qrApi.qrBilgi);
        const menu = await api.get<PublicMenu>(`/public/menu/${bilgi.slug}?lang=tr`);
        if (live) setData(publicten(menu));
      } catch {
        const [kategoriler, urunler] = await Promise.all([api.get<Kategori[]>(qrApi.kategoriler), api.get<Urun[]>(qrApi.urunler)]).catch(() => [[], []] as [Kategori[], Urun[]]);
        const ids = (root: Kategori) => [root.id, ...kategoriler.filter((item) => item.ustKategoriId === root.id).map((item) => item.id)];
        if (live) {
          setData({
            ad: venueName, hosgeldin: '', kampanyalar: [],
            kategoriler: kategoriler.filter((item) => item.ustKategoriId === null && item.gorunur).sort((a, b) => a.sira - b.sira).map((root) => ({
              ad: metin(root.ad, 'tr'),
              urunler: urunler.filter((urun) => urun.gorunur && ids(root).includes(urun.kategoriId)).map((urun) => ({
                id: urun.id, ad: metin(urun.ad, 'tr'), aciklama: metin(urun.aciklama, 'tr'), fiyatKurus: urun.fiyatKurus, kampanyaFiyatKurus: null, gorsel: urun.gorseller[0] ?? null, tukendi: urun.tukendi,
              })),
            })),
          });
        }
      }
    })();
    return () => { live = false; };
  }, [venueName]);
  return data;
}

export function temaStili(theme: MenuTheme): CSSProperties {
  return { ...theme.vars, colorScheme: theme.karanlik ? 'dark' : 'light' } as CSSProperties;
}

/** A phone-sized drawing of the menu in one theme (decorative: the real page is one click away). */
export function MenuOnizleme({ theme, data, soldOutText, emptyText }: { theme: MenuTheme; data: OnizlemeVerisi | null; soldOutText: string; emptyText: string }) {
  const kategoriler = (data?.kategoriler ?? []).filter((kategori) => kategori.urunler.length > 0).slice(0, 2);
  return (
    <div className={`qm-preview qm-layout-${theme.layout}`} style={temaStili(theme)} aria-hidden="true" data-testid={`preview-${theme.id}`}>
      <div className="qm-pv-head">{data?.ad}</div>
      {data?.kampanyalar[0] && <div className="qm-pv-campaign">{data.kampanyalar[0]}</div>}
      {kategoriler.length === 0 && <p className="qm-pv-empty">{emptyText}</p>}
      {kategoriler.map((kategori) => (
        <div key={kategori.ad} className="qm-pv-cat">
          <div className="qm-pv-cat-title">{kategori.ad}</div>
          <div className="qm-pv-items">
            {kategori.urunler.slice(0, 4).map((urun) => (
              <div key={urun.id} className="qm-pv-item">
                {urun.gorsel && theme.layout !== 'liste' && <img src={gorselUrl(urun.gorsel)} alt="" width={64} height={48} loading="lazy" />}
                <div className="qm-pv-item-text">
                  <span className="qm-pv-name">{urun.ad}</span>
                  {urun.tukendi && <span className="qm-pv-soldout">{soldOutText}</span>}
                </div>
                <span className="qm-pv-price">
                  {urun.kampanyaFiyatKurus !== null && <s>{formatKurus(urun.fiyatKurus)}</s>}
                  {formatKurus(urun.kampanyaFiyatKurus ?? urun.fiyatKurus)}
                </span>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
