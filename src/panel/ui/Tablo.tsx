import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useT } from '../hooks';
import '@styles/panel-tablo.css';

/** Attributes a row or a cell takes from its screen (data-testid, title, data-*, className). */
export type Ozellikler = Record<string, string | number | boolean | undefined>;

export type SiraYonu = 'artan' | 'azalan';
export interface Siralama { anahtar: string; yon: SiraYonu }

/** One column: its header, how a row fills its cell, and how it sorts and aligns. */
export interface Kolon<T> {
  /** React key of the column and the key handed to `onSirala` */
  anahtar: string;
  /** header text (a node only for things like a select-all box; then give `etiket`) */
  baslik: ReactNode;
  /** the cell's label on a phone card (default: the header when it is text); '' for none */
  etiket?: string;
  hucre: (satir: T, sira: number) => ReactNode;
  /** figures: right-aligned, tabular digits, kept on one line */
  sayisal?: boolean;
  /** the row's name: a row header, the title of the card on a phone */
  satirBasligi?: boolean;
  /** the row's buttons: header only for screen readers, right-aligned, no label on a card */
  islemler?: boolean;
  /** header only for screen readers */
  baslikGizli?: boolean;
  /** on a phone card, sits in the card's top corner (a row's select box) */
  kose?: boolean;
  /** sortable: the value to sort by here, or true when the screen sorts (server side, see `onSirala`) */
  sirala?: ((satir: T) => string | number | null) | true;
  /** test id of the header's sort button */
  siralaTestId?: string;
  /** class of the cells (or of each cell from its row) */
  sinif?: string | ((satir: T) => string | undefined);
  ozellik?: (satir: T) => Ozellikler;
  /** the footer row's cell (a total) */
  alt?: ReactNode;
  /** a header over this one that neighbouring columns of the same key share ('Income (₺)' over its methods) */
  ust?: { anahtar: string; baslik: ReactNode; sinif?: string };
}

/** The header row of a group of rows (a day of a book): its key and what it says. */
export interface Grup { anahtar: string; baslik: ReactNode }

interface TabloOzellikleri<T> {
  /** false / null entries are left out (a column only some screens show) */
  kolonlar: readonly (Kolon<T> | false | null | undefined)[];
  satirlar: readonly T[];
  satirAnahtari: (satir: T, sira: number) => Key;
  /** the table's name for screen readers (a caption; `baslikGorunur` shows it) */
  baslik?: string;
  baslikGorunur?: boolean;
  /** shown instead of the table when there are no rows (nothing when absent) */
  bos?: ReactNode;
  bosTestId?: string;
  testId?: string;
  /** the screen's own class on the table */
  sinif?: string;
  satirOzellik?: (satir: T) => Ozellikler;
  /** sorted by the screen (server side): the current order; `onSirala` gets the clicked column's key */
  siralama?: Siralama;
  onSirala?: (anahtar: string) => void;
  /** sorted here: the order before any click */
  ilkSiralama?: Siralama;
  /** rows in groups, in group order (not with sorting): each group a row group under its header row */
  grup?: (satir: T) => Grup;
  /** false keeps the table a table on a phone (a few short figure columns) */
  kartlar?: boolean;
  /** a report's table: smaller cells, no box around it */
  yalin?: boolean;
  /** a list of label and amount rows: the header row only for screen readers */
  basliklarGizli?: boolean;
  mesgul?: boolean;
}

/** Whether the box scrolls now: the table is wider than the screen gives it, or taller than a screen's cap on it. */
function useKaydirilir() {
  const ref = useRef<HTMLDivElement>(null);
  const [kaydirilir, setKaydirilir] = useState(false);
  useLayoutEffect(() => {
    const kutu = ref.current;
    if (!kutu || typeof ResizeObserver === 'undefined') return;
    const olc = () => setKaydirilir(kutu.scrollWidth > kutu.clientWidth + 1 || kutu.scrollHeight > kutu.clientHeight + 1);
    const gozcu = new ResizeObserver(olc);
    gozcu.observe(kutu);
    if (kutu.firstElementChild) gozcu.observe(kutu.firstElementChild);
    olc();
    return () => gozcu.disconnect();
  });
  return [ref, kaydirilir] as const;
}

const harfSirasi = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

function sirali<T>(satirlar: readonly T[], kolon: Kolon<T> | undefined, yon: SiraYonu): readonly T[] {
  const deger = kolon?.sirala;
  if (typeof deger !== 'function') return satirlar;
  const carpan = yon === 'artan' ? 1 : -1;
  return [...satirlar].sort((a, b) => {
    const x = deger(a);
    const y = deger(b);
    // an empty value goes last whichever way
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return carpan * (typeof x === 'number' && typeof y === 'number' ? x - y : harfSirasi.compare(String(x), String(y)));
  });
}

/** Consecutive rows of one group key together, each row with its place in the whole list. */
function gruplar<T>(satirlar: readonly T[], grup: (satir: T) => Grup): { grup: Grup; satirlar: { satir: T; sira: number }[] }[] {
  const sonuc: { grup: Grup; satirlar: { satir: T; sira: number }[] }[] = [];
  satirlar.forEach((satir, sira) => {
    const g = grup(satir);
    const son = sonuc[sonuc.length - 1];
    if (son?.grup.anahtar === g.anahtar) son.satirlar.push({ satir, sira });
    else sonuc.push({ grup: g, satirlar: [{ satir, sira }] });
  });
  return sonuc;
}

/**
 * The kit's table: headers from the column list, sortable columns (a button in the header, aria-sort), an empty
 * state, and on a phone (≤ 640 px) each row a card of label: value pairs, the same DOM restyled by CSS (the cells
 * carry their header as data-label). The explicit roles keep it a table to screen readers when CSS makes it blocks.
 */
export function Tablo<T>(p: TabloOzellikleri<T>) {
  const t = useT();
  const [icSira, setIcSira] = useState<Siralama | undefined>(p.ilkSiralama);
  const [kutu, kaydirilir] = useKaydirilir();
  const kolonlar = p.kolonlar.filter((k): k is Kolon<T> => Boolean(k));
  const siralama = p.siralama ?? icSira;
  if (p.satirlar.length === 0) return p.bos === undefined ? null : <p className={`tablo-bos${p.yalin ? ' tablo-bos-yalin' : ''}`} data-testid={p.bosTestId}>{p.bos}</p>;

  const satirlar = p.siralama ? p.satirlar : sirali(p.satirlar, kolonlar.find((k) => k.anahtar === siralama?.anahtar), siralama?.yon ?? 'artan');
  const sirala = (k: Kolon<T>) => {
    if (p.onSirala) return p.onSirala(k.anahtar);
    setIcSira((o) => ({ anahtar: k.anahtar, yon: o?.anahtar === k.anahtar && o.yon === 'artan' ? 'azalan' : 'artan' }));
  };
  const baslikSinifi = (k: Kolon<T>) => [k.sayisal && 'tablo-sayi', k.islemler && 'tablo-islemler'].filter(Boolean).join(' ') || undefined;
  const sinif = (k: Kolon<T>, satir?: T) => [
    baslikSinifi(k), k.satirBasligi && 'tablo-satir-basligi', k.kose && 'tablo-kose',
    typeof k.sinif === 'function' ? (satir === undefined ? undefined : k.sinif(satir)) : k.sinif,
  ].filter(Boolean).join(' ') || undefined;
  // a header under a shared one is named with it on a card ('Income · Cash')
  const baslikMetni = (k: Kolon<T>) => (typeof k.baslik !== 'string' ? undefined : typeof k.ust?.baslik === 'string' ? `${k.ust.baslik} · ${k.baslik}` : k.baslik);
  const etiket = (k: Kolon<T>) => (k.islemler || k.satirBasligi ? undefined : (k.etiket ?? baslikMetni(k)) || undefined);
  const altVar = kolonlar.some((k) => k.alt !== undefined);
  const ustVar = kolonlar.some((k) => k.ust);

  const baslikHucresi = (k: Kolon<T>, satirAraligi?: number) => {
    const aktif = k.sirala !== undefined && siralama?.anahtar === k.anahtar;
    const gizli = k.baslikGizli || k.islemler;
    return (
      <th key={k.anahtar} role="columnheader" scope="col" rowSpan={satirAraligi} className={baslikSinifi(k)} data-siralanir={k.sirala ? '' : undefined}
        aria-sort={aktif ? (siralama!.yon === 'artan' ? 'ascending' : 'descending') : undefined}>
        {k.sirala ? (
          <button type="button" className="tablo-sirala" onClick={() => sirala(k)} data-testid={k.siralaTestId}>
            {k.baslik}<span className={`tablo-ok${aktif ? ' tablo-ok-aktif' : ''}`} aria-hidden="true">{aktif ? (siralama!.yon === 'artan' ? '▲' : '▼') : '↕'}</span>
          </button>
        ) : gizli ? <span className="sr-only">{k.islemler && !k.baslik ? t('common.actions') : k.baslik}</span> : k.baslik}
      </th>
    );
  };
  const satirHucreleri = (satir: T, i: number) => (
    <tr key={p.satirAnahtari(satir, i)} role="row" {...p.satirOzellik?.(satir)}>
      {kolonlar.map((k) => {
        const ortak = { className: sinif(k, satir), 'data-label': etiket(k), ...k.ozellik?.(satir) };
        if (k.satirBasligi) return <th key={k.anahtar} role="rowheader" scope="row" {...ortak}>{k.hucre(satir, i)}</th>;
        // the value in one box: on a card it stands beside its label as one piece, however many parts it has
        return <td key={k.anahtar} role="cell" {...ortak}>{k.islemler || k.kose ? k.hucre(satir, i) : <span className="tablo-deger">{k.hucre(satir, i)}</span>}</td>;
      })}
    </tr>
  );

  return (
    // a table larger than its box scrolls: then the keyboard must be able to reach and scroll it
    <div ref={kutu} className={`tablo-kutu${p.kartlar === false ? '' : ' tablo-kartli'}${p.yalin ? ' tablo-yalin' : ''}${p.basliklarGizli ? ' tablo-basliksiz' : ''}`}
      {...(kaydirilir ? { tabIndex: 0, ...(p.baslik ? { role: 'region', 'aria-label': p.baslik } : {}) } : {})}>
      <table role="table" className={`tablo${p.sinif ? ` ${p.sinif}` : ''}`} data-testid={p.testId} aria-busy={p.mesgul || undefined}>
        {p.baslik && <caption className={p.baslikGorunur ? 'tablo-baslik' : 'sr-only'}>{p.baslik}</caption>}
        <thead role="rowgroup">
          {ustVar ? (
            <>
              <tr role="row" data-sirala={t('common.sirala')}>
                {kolonlar.map((k, i) => {
                  if (!k.ust) return baslikHucresi(k, 2);
                  if (kolonlar[i - 1]?.ust?.anahtar === k.ust.anahtar) return null;
                  let genislik = 1;
                  while (kolonlar[i + genislik]?.ust?.anahtar === k.ust.anahtar) genislik += 1;
                  return <th key={`ust-${k.ust.anahtar}`} role="columnheader" scope="colgroup" colSpan={genislik} className={k.ust.sinif}>{k.ust.baslik}</th>;
                })}
              </tr>
              <tr role="row" data-sirala={t('common.sirala')}>{kolonlar.filter((k) => k.ust).map((k) => baslikHucresi(k))}</tr>
            </>
          ) : (
            <tr role="row" data-sirala={t('common.sirala')}>{kolonlar.map((k) => baslikHucresi(k))}</tr>
          )}
        </thead>
        {p.grup ? gruplar(satirlar, p.grup).map((g) => (
          <tbody key={g.grup.anahtar} role="rowgroup" className="tablo-grup">
            <tr role="row" className="tablo-grup-basi"><th role="rowheader" scope="rowgroup" colSpan={kolonlar.length}>{g.grup.baslik}</th></tr>
            {g.satirlar.map(({ satir, sira }) => satirHucreleri(satir, sira))}
          </tbody>
        )) : (
          <tbody role="rowgroup">{satirlar.map((satir, i) => satirHucreleri(satir, i))}</tbody>
        )}
        {altVar && (
          <tfoot role="rowgroup">
            <tr role="row">
              {kolonlar.map((k) => (k.satirBasligi
                ? <th key={k.anahtar} role="rowheader" scope="row" className={sinif(k)}>{k.alt}</th>
                : <td key={k.anahtar} role="cell" className={sinif(k)} data-label={k.alt === undefined ? undefined : etiket(k)}>{k.alt}</td>))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
