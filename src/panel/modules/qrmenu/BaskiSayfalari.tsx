import type { Kategori, Masa, Urun } from '@lib/schemas/qrmenu';
import { formatKurus } from '@lib/para';
import { metin } from '@lib/menu/text';
import { translateWith } from '@lib/i18n/translate';
import { SAYISAL, anMetni } from '@lib/zaman/bicim';
import { useT } from '@panel/hooks';
import { useZaman } from '@panel/ui/useZaman';
import { qrSvg } from './qr';
import { baskiyaGonder } from '@panel/ui/baski';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';

export type BaskiTuru = 'masalar' | 'fiyat';

/** Marks which sheet the next print shows; only that print document is then on paper. */
export function yazdir(tur: BaskiTuru): void {
  baskiyaGonder('qmPrint', tur);
}

export function QrResmi({ url, label, className = 'qm-qr' }: { url: string; label: string; className?: string }) {
  // the SVG comes from the QR library alone, never from user input, so injecting it is safe
  return <div className={className} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: qrSvg(url) }} />;
}

/** A table's own guest address: the venue's landing with the table's id (what its QR code holds). */
export const masaUrl = (landingUrl: string, masaId: number) => `${landingUrl}?masa=${masaId}`;
const semasiz = (url: string) => url.replace(/^https?:\/\//, '');

function sayfalar<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** Print-only sheets (A4, each names the venue itself): table cards 2×3 per page and the price list / entrance board. */
export function BaskiSayfalari({ venue, landingUrl, kisaUrl, masalar, kategoriler, urunler }: { venue: string; landingUrl: string; kisaUrl: string; masalar: Masa[]; kategoriler: Kategori[]; urunler: Urun[] }) {
  const t = useT();
  const zaman = useZaman();
  // the entrance board is a Turkish legal notice whatever the panel language
  const tr = (key: 'qrmenu.qr.priceListTitle' | 'qrmenu.qr.priceListDate' | 'qrmenu.qr.vatIncluded' | 'qrmenu.qr.digitalMenu', params?: Record<string, string>) => translateWith(null, key, params);
  const tarih = anMetni(Date.now(), 'tr', zaman.timeZone, SAYISAL);
  const sirali = (parent: number | null) => kategoriler.filter((item) => item.ustKategoriId === parent && item.gorunur).sort((a, b) => a.sira - b.sira || a.id - b.id);
  const urunleri = (id: number) => urunler.filter((urun) => urun.kategoriId === id && urun.gorunur).sort((a, b) => a.sira - b.sira || a.id - b.id);
  const liste = (items: Urun[]) => (
    <ul className="qm-pl-items">
      {items.map((urun) => (
        <li key={urun.id}><span>{metin(urun.ad, 'tr')}</span><span className="qm-pl-dots" aria-hidden="true" /><span className="qm-pl-price">{formatKurus(urun.fiyatKurus)}</span></li>
      ))}
    </ul>
  );
  return (
    <>
      <BaskiBelgesi isaret="qmPrint" deger="masalar" boy="a4" sinif="qm-print-masalar" bas={false}>
        {sayfalar(masalar, 6).map((page, index) => (
          <div className="qm-a4 qm-cards" key={index}>
            {page.map((masa) => (
              <div className="qm-card" key={masa.id} data-testid={`print-card-${masa.id}`}>
                <div className="qm-card-venue">{venue}</div>
                <div className="qm-card-table">{masa.ad}</div>
                <QrResmi url={masaUrl(landingUrl, masa.id)} label={masa.ad} />
                <div className="qm-card-hint">{t('qrmenu.qr.scanHint')}</div>
                {/* the address the code holds, for a guest whose camera does not read it; the short one is easier to type */}
                <div className="qm-card-url qm-card-url-masa">{semasiz(masaUrl(landingUrl, masa.id))}</div>
                <div className="qm-card-url">{semasiz(kisaUrl)}</div>
              </div>
            ))}
          </div>
        ))}
      </BaskiBelgesi>
      <BaskiBelgesi isaret="qmPrint" deger="fiyat" boy="a4" sinif="qm-print-fiyat" bas={false}>
        <div className="qm-a4 qm-pricelist" data-testid="price-list">
          <header className="qm-pl-head">
            <h1>{venue}</h1>
            <p>{tr('qrmenu.qr.priceListTitle')}</p>
            <p className="qm-pl-date">{tr('qrmenu.qr.priceListDate', { tarih })}</p>
          </header>
          <div className="qm-pl-body">
            {sirali(null).map((kategori) => {
              const altlar = sirali(kategori.id);
              const kendi = urunleri(kategori.id);
              if (kendi.length === 0 && altlar.every((alt) => urunleri(alt.id).length === 0)) return null;
              return (
                <section key={kategori.id} className="qm-pl-cat">
                  <h2>{metin(kategori.ad, 'tr')}</h2>
                  {liste(kendi)}
                  {altlar.map((alt) => urunleri(alt.id).length > 0 && (
                    <div key={alt.id}><h3>{metin(alt.ad, 'tr')}</h3>{liste(urunleri(alt.id))}</div>
                  ))}
                </section>
              );
            })}
          </div>
          <footer className="qm-pl-foot">
            <p><strong>{tr('qrmenu.qr.vatIncluded')}</strong></p>
            <div className="qm-pl-qr"><QrResmi url={landingUrl} label={t('qrmenu.qr.venueQr')} className="qm-qr qm-qr-small" /><span>{tr('qrmenu.qr.digitalMenu')} {kisaUrl.replace(/^https?:\/\//, '')}</span></div>
          </footer>
        </div>
      </BaskiBelgesi>
    </>
  );
}
