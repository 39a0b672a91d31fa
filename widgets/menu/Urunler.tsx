/** @jsxImportSource preact */
import type { JSX } from 'preact';
import { ALERJEN_ADLARI, DIYET_ADLARI } from '../../src/lib/menu/allergens';
import { formatKurus } from '@lib/para';
import type { ParaGosterimi } from '../../src/lib/parametre/para';
import type { PublicKategori, PublicUrun } from '../../src/lib/menu/public-types';
import type { Lang } from '../../src/lib/i18n/languages';
import { gorselUrl } from './api';
import type { WidgetTexts } from './texts';

export interface Baglam {
  t: WidgetTexts;
  lang: Lang;
  origin: string;
  /** the venue's money display (venue parameter) */
  para: ParaGosterimi;
}

type Baslik = 'h4' | 'h5';

function Urun({ urun, b, baslik: Baslik }: { urun: PublicUrun; b: Baglam; baslik: Baslik }) {
  const { t, lang } = b;
  const gorsel = urun.gorseller[0];
  const kampanyali = urun.kampanyaFiyatKurus !== null && urun.kampanyaFiyatKurus < urun.fiyatKurus;
  return (
    <li class="u">
      {gorsel && <img src={gorselUrl(b.origin, gorsel)} alt="" width={88} height={88} loading="lazy" decoding="async" />}
      <div>
        <div class="h">
          <Baslik>{urun.ad}</Baslik>
          {urun.tukendi && <span class="b t">{t.soldOut}</span>}
        </div>
        {urun.aciklama && <p class="d">{urun.aciklama}</p>}
        <p class="p">
          {kampanyali ? (
            <>
              <del><span class="sr">{t.oldPrice}: </span>{formatKurus(urun.fiyatKurus, b.para)}</del>
              <ins><span class="sr">{t.campaignPrice}: </span>{formatKurus(urun.kampanyaFiyatKurus!, b.para)}</ins>
            </>
          ) : formatKurus(urun.fiyatKurus, b.para)}
        </p>
        {(urun.diyetEtiketleri.length > 0 || urun.alerjenler.length > 0) && (
          <ul class="c">
            {urun.diyetEtiketleri.map((etiket) => <li key={etiket} class="y">{DIYET_ADLARI[etiket]?.[lang] ?? etiket}</li>)}
            {urun.alerjenler.map((alerjen) => <li key={alerjen}><span class="sr">{t.allergens}: </span>{ALERJEN_ADLARI[alerjen]?.[lang] ?? alerjen}</li>)}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Products of one category; with subcategories as their own sections below. */
export function KategoriIcerigi({ kategori, b }: { kategori: PublicKategori; b: Baglam }): JSX.Element {
  const bos = kategori.urunler.length === 0 && kategori.altKategoriler.length === 0;
  return (
    <>
      {kategori.aciklama && <p class="m">{kategori.aciklama}</p>}
      {bos && <p class="m">{b.t.preparing}</p>}
      {kategori.urunler.length > 0 && (
        <ul class="l">{kategori.urunler.map((urun) => <Urun key={urun.id} urun={urun} b={b} baslik="h4" />)}</ul>
      )}
      {kategori.altKategoriler.map((alt) => (
        <section key={alt.id} aria-labelledby={`a${alt.id}`}>
          <h4 id={`a${alt.id}`}>{alt.ad}</h4>
          {alt.aciklama && <p class="m">{alt.aciklama}</p>}
          <ul class="l">{alt.urunler.map((urun) => <Urun key={urun.id} urun={urun} b={b} baslik="h5" />)}</ul>
        </section>
      ))}
    </>
  );
}
