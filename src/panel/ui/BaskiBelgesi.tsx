import { useLayoutEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { fisMonogrami, satirKes } from '@lib/pos';
import { baskiIsaretleriniIzle } from './baski';
import type { Ozellikler } from './Tablo';
import { useVenueName } from './useVenueName';
import '@styles/panel-baski.css';

/** Paper sizes with their @page in panel-baski.css: A4, A4 without margins (label sheets), an 80 mm roll. */
export type BaskiBoyu = 'a4' | 'a4-tam' | '80';

/** The venue's header: its name (default: the selected venue's), the lines under it and the logo mark. */
export interface BaskiBasi {
  ad?: string;
  /** address, phone, tax number: what the receipt template prints (FisDuzeni.ustSatirlar) or the screen has */
  satirlar?: readonly (string | null | undefined | false)[];
  /** the receipt template's logo mark (the name's initials) */
  logo?: boolean;
  /** a thermal printer's characters per line: longer lines are cut as it would */
  karakter?: number;
}

interface BaskiBelgesiOzellikleri {
  boy: BaskiBoyu;
  /** the body mark (a dataset key, 'cgBaski') that prints this document; without it, see `hep` */
  isaret?: string;
  /** the mark's value for this document when it is not its size (two A4 sheets under one mark) */
  deger?: string;
  /** printed whenever it is on the page (a ticket that is printed as soon as it is made) */
  hep?: boolean;
  /** the screen's class on the paper copy (its print styles; tests find the copy by it) */
  sinif?: string;
  testId?: string;
  ozellikler?: Ozellikler;
  /** false: a document with a header of its own (an invoice names both sides) */
  bas?: BaskiBasi | false;
  /** footer lines (FisDuzeni.altSatirlar) and a closing note */
  alt?: readonly string[];
  altNot?: ReactNode;
  /** also shown on screen where it stands (a dialog's preview), with this class; the test id goes on it */
  onizleme?: string | true;
  children: ReactNode;
}

function Bas({ bas, ad }: { bas: BaskiBasi; ad: string }) {
  const kes = (s: string) => (bas.karakter ? satirKes(s, bas.karakter) : s);
  const satirlar = (bas.satirlar ?? []).filter((s): s is string => Boolean(s));
  return (
    <header className="baski-bas">
      {bas.logo && <div className="baski-logo" aria-hidden="true" data-testid="fis-logo">{fisMonogrami(ad)}</div>}
      <p className="baski-isletme">{ad}</p>
      {satirlar.map((s, i) => <p key={i} className="baski-satir">{kes(s)}</p>)}
    </header>
  );
}

/**
 * A printed document: the venue's header, the screen's content and a footer, on A4 or an 80 mm roll. The paper copy
 * waits at the end of <body> (hidden on screen) and is the only thing printed while the body carries its mark
 * (baskiyaGonder) or, with `hep`, while it exists; the @page rules of every size live in panel-baski.css.
 */
export function BaskiBelgesi(p: BaskiBelgesiOzellikleri) {
  const secili = useVenueName();
  useLayoutEffect(() => {
    const birak = baskiIsaretleriniIzle();
    return () => {
      birak();
      if (p.isaret) delete document.body.dataset[p.isaret];
    };
  }, [p.isaret]);
  const ad = (p.bas && p.bas.ad) || secili;
  const icerik = (
    <>
      {p.bas !== false && <Bas bas={p.bas ?? {}} ad={ad} />}
      {p.children}
      {(p.alt?.length || p.altNot) && (
        <footer className="baski-alt">
          {p.alt?.map((s, i) => <p key={i} className="baski-satir">{p.bas && p.bas.karakter ? satirKes(s, p.bas.karakter) : s}</p>)}
          {p.altNot && <p className="baski-not">{p.altNot}</p>}
        </footer>
      )}
    </>
  );
  return (
    <>
      {p.onizleme && <div className={`baski-onizleme${p.onizleme === true ? '' : ` ${p.onizleme}`}`} data-boy={p.boy} data-testid={p.testId}>{icerik}</div>}
      {createPortal(
        <div className={`baski-belgesi${p.sinif ? ` ${p.sinif}` : ''}`} data-boy={p.boy} data-isaret={p.isaret} data-deger={p.isaret ? (p.deger ?? p.boy) : undefined} data-etkin={p.hep ? '' : undefined}
          data-testid={p.onizleme ? undefined : p.testId} {...p.ozellikler}>
          {icerik}
        </div>,
        document.body,
      )}
    </>
  );
}
