import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { formatKurus } from '@lib/menu/money';
import type { GunRaporu } from '@lib/schemas/cafe/gun';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import { gunGoster, zamanGoster } from '@panel/modules/randevu/finans/finans-ortak';
import '@styles/cafe-gun.css';
import { baskiyaGonder } from '@panel/ui/baski';

/** The figures of a working day: the X report (now) and the day end (frozen), on screen and on paper (A4, 80 mm). */

export interface Sayim {
  no: number;
  sayilanKurus: number;
  farkKurus: number;
  okcZKurus: number | null;
  aciklama?: string;
  kullanici?: string | null;
}

const tl = (kurus: number) => formatKurus(kurus);
/** Over (+) / short (−) in words and sign, never hidden. */
export function farkMetni(kurus: number, t: ReturnType<typeof useT>): string {
  if (kurus === 0) return t('cafe.gun.fark.yok');
  return kurus > 0 ? t('cafe.gun.fark.fazla', { tutar: tl(kurus) }) : t('cafe.gun.fark.eksik', { tutar: tl(-kurus) });
}

/** A titled table; the first column names the row, the others are figures (right-aligned), except `metin` (wrapping text). */
function Tablo({ baslik, kolonlar, satirlar, alt, testId, metin }: { baslik: string; kolonlar: string[]; satirlar: ReactNode[][]; alt?: ReactNode[]; testId: string; metin?: number }) {
  const t = useT();
  return (
    <section className="cg-bolum" data-testid={testId}>
      <h3>{baslik}</h3>
      {satirlar.length === 0 ? <p className="muted cg-bos">{t('cafe.gun.rapor.yok')}</p> : (
        <table className="cg-tablo">
          <thead><tr>{kolonlar.map((k, i) => <th key={k} scope="col" className={i > 0 && i !== metin ? 'cg-num' : undefined}>{k}</th>)}</tr></thead>
          <tbody>{satirlar.map((s, i) => <tr key={i}>{s.map((h, j) => (j === 0 ? <th key={j} scope="row">{h}</th> : <td key={j} className={j === metin ? 'cg-metin' : 'cg-num'}>{h}</td>))}</tr>)}</tbody>
          {alt && <tfoot><tr>{alt.map((h, j) => (j === 0 ? <th key={j} scope="row">{h}</th> : <td key={j} className="cg-num">{h}</td>))}</tr></tfoot>}
        </table>
      )}
    </section>
  );
}

export function GunRaporuGorunumu({ rapor, saatDilimi, tur, sayim, isletme }: {
  rapor: GunRaporu; saatDilimi: string; tur: 'x' | 'gunsonu'; sayim?: Sayim; isletme?: { ad: string; adres?: string; vergiNo?: string | null };
}) {
  const t = useT();
  const lang = useStore($lang);
  const n = rapor.nakit;
  const a = rapor.adisyon;
  return (
    <article className="cg-rapor" data-testid={`cg-rapor-${tur}`}>
      <header className="cg-rapor-bas">
        {isletme && <p className="cg-isletme"><strong>{isletme.ad}</strong>{isletme.adres ? ` · ${isletme.adres}` : ''}{isletme.vergiNo ? ` · VKN ${isletme.vergiNo}` : ''}</p>}
        <h2>{tur === 'x' ? t('cafe.gun.x.baslik') : t('cafe.gun.gs.raporBaslik', { no: sayim?.no ?? '' })}</h2>
        <p className="muted">
          {t('cafe.gun.rapor.isGunu', { gun: gunGoster(rapor.isGunu, lang, true) })} · {t('cafe.gun.rapor.aralik', { acilis: zamanGoster(rapor.acilis, lang, saatDilimi), zaman: zamanGoster(rapor.zaman, lang, saatDilimi) })}
        </p>
        <p className="cg-mali-not" data-testid="cg-mali-not">{t('cafe.gun.rapor.maliDegil')}</p>
      </header>

      <dl className="cg-ozet">
        <div><dt>{t('cafe.gun.rapor.satis')}</dt><dd data-testid="cg-satis">{tl(rapor.satisKurus)}</dd></div>
        <div><dt>{t('cafe.gun.rapor.adisyonAdet')}</dt><dd>{a.adet}</dd></div>
        <div><dt>{t('cafe.gun.rapor.noAraligi')}</dt><dd data-testid="cg-no-araligi">{a.ilkNo === null ? '–' : `#${a.ilkNo} – #${a.sonNo}`}</dd></div>
        <div><dt>{t('cafe.gun.rapor.ortalama')}</dt><dd>{tl(a.ortalamaKurus)}</dd></div>
        <div><dt>{t('cafe.gun.rapor.misafir')}</dt><dd>{a.misafir}</dd></div>
        <div><dt>{t('cafe.gun.rapor.acik')}</dt><dd>{a.acikAdet > 0 ? `${a.acikAdet} · ${tl(a.acikKurus)}` : '0'}</dd></div>
      </dl>

      <Tablo testId="cg-odemeler" baslik={t('cafe.gun.rapor.odemeler')} kolonlar={[t('cafe.gun.rapor.yontem'), t('cafe.gun.rapor.adet'), t('cafe.gun.rapor.tutar')]}
        satirlar={rapor.odemeler.map((o) => [t(`cafe.gun.odeme.${o.odeme}`), o.adet, tl(o.kurus)])}
        alt={[t('cafe.gun.rapor.tahsilat'), rapor.odemeler.reduce((s, o) => s + o.adet, 0), tl(rapor.tahsilatKurus)]} />
      <Tablo testId="cg-kategoriler" baslik={t('cafe.gun.rapor.kategoriler')} kolonlar={[t('cafe.gun.rapor.kategori'), t('cafe.gun.rapor.adet'), t('cafe.gun.rapor.tutar')]}
        satirlar={rapor.kategoriler.map((k) => [k.ad || t('cafe.gun.rapor.kategorisiz'), k.adet, tl(k.kurus)])} />
      <Tablo testId="cg-garsonlar" baslik={t('cafe.gun.rapor.garsonlar')} kolonlar={[t('cafe.gun.rapor.garson'), t('cafe.gun.rapor.adisyon'), t('cafe.gun.rapor.tutar')]}
        satirlar={rapor.garsonlar.map((g) => [g.ad || t('cafe.gun.rapor.garsonsuz'), g.adisyon, tl(g.kurus)])} />
      <Tablo testId="cg-kdv" baslik={t('cafe.gun.rapor.kdv')} kolonlar={[t('cafe.gun.rapor.oran'), t('cafe.gun.rapor.matrah'), t('cafe.gun.rapor.kdvTutar'), t('cafe.gun.rapor.brut')]}
        satirlar={rapor.kdv.map((k) => [`%${k.oran}`, tl(k.netKurus), tl(k.kdvKurus), tl(k.brutKurus)])}
        alt={[t('cafe.gun.rapor.toplam'), tl(rapor.kdv.reduce((s, k) => s + k.netKurus, 0)), tl(rapor.kdv.reduce((s, k) => s + k.kdvKurus, 0)), tl(rapor.kdv.reduce((s, k) => s + k.brutKurus, 0))]} />
      <Tablo testId="cg-indirim" baslik={t('cafe.gun.rapor.indirimler')} kolonlar={[t('cafe.gun.rapor.tur'), t('cafe.gun.rapor.tutar')]}
        satirlar={[[t('cafe.gun.rapor.kalemIndirimi'), tl(rapor.indirim.kalemKurus)], [t('cafe.gun.rapor.adisyonIndirimi'), tl(rapor.indirim.adisyonKurus)]]} />
      <Tablo testId="cg-ikramlar" baslik={t('cafe.gun.rapor.ikramlar', { tutar: tl(rapor.ikramKurus) })} kolonlar={[t('cafe.gun.rapor.urun'), t('cafe.gun.rapor.neden'), t('cafe.gun.rapor.tutar')]} metin={1}
        satirlar={rapor.ikramlar.map((k) => [`${k.adet} × ${k.ad}`, `${k.neden}${k.kullanici ? ` (${k.kullanici})` : ''}`, tl(k.kurus)])} />
      <Tablo testId="cg-iptaller" baslik={t('cafe.gun.rapor.iptaller', { tutar: tl(rapor.iptalKurus) })} kolonlar={[t('cafe.gun.rapor.urun'), t('cafe.gun.rapor.neden'), t('cafe.gun.rapor.tutar')]} metin={1}
        satirlar={rapor.iptaller.map((k) => [`${k.adet} × ${k.ad}`, `${k.neden}${k.kullanici ? ` (${k.kullanici})` : ''}`, tl(k.kurus)])} />

      <section className="cg-bolum cg-nakit" data-testid="cg-nakit">
        <h3>{t('cafe.gun.rapor.nakit')}</h3>
        <p className="muted cg-aciklama">{t('cafe.gun.rapor.beklenenNasil')}</p>
        <table className="cg-tablo">
          <tbody>
            <tr><th scope="row">{t('cafe.gun.rapor.acilisKasasi')}</th><td className="cg-num">{tl(n.acilisKurus)}</td></tr>
            <tr><th scope="row">{t('cafe.gun.rapor.nakitOdemeler')}</th><td className="cg-num">+ {tl(n.adisyonKurus)}</td></tr>
            <tr><th scope="row">{t('cafe.gun.rapor.elleGiris')}</th><td className="cg-num">+ {tl(n.girisKurus)}</td></tr>
            <tr><th scope="row">{t('cafe.gun.rapor.elleCikis')}</th><td className="cg-num">− {tl(n.cikisKurus)}</td></tr>
            <tr className="cg-kalin"><th scope="row">{t('cafe.gun.rapor.beklenen')}</th><td className="cg-num" data-testid="cg-beklenen">{tl(n.beklenenKurus)}</td></tr>
            {sayim && (
              <>
                <tr><th scope="row">{t('cafe.gun.rapor.sayilan')}</th><td className="cg-num" data-testid="cg-sayilan">{tl(sayim.sayilanKurus)}</td></tr>
                <tr className={`cg-kalin ${sayim.farkKurus < 0 ? 'cg-eksik' : sayim.farkKurus > 0 ? 'cg-fazla' : ''}`}>
                  <th scope="row">{t('cafe.gun.rapor.fark')}</th><td className="cg-num" data-testid="cg-fark">{farkMetni(sayim.farkKurus, t)}</td>
                </tr>
              </>
            )}
          </tbody>
        </table>
      </section>
      {sayim && (
        <section className="cg-bolum" data-testid="cg-okc">
          <h3>{t('cafe.gun.rapor.okc')}</h3>
          <table className="cg-tablo">
            <tbody>
              <tr><th scope="row">{t('cafe.gun.rapor.okcZ')}</th><td className="cg-num">{sayim.okcZKurus === null ? t('cafe.gun.rapor.okcGirilmedi') : tl(sayim.okcZKurus)}</td></tr>
              <tr><th scope="row">{t('cafe.gun.rapor.bizimSatis')}</th><td className="cg-num">{tl(rapor.satisKurus)}</td></tr>
              {sayim.okcZKurus !== null && <tr className="cg-kalin"><th scope="row">{t('cafe.gun.rapor.okcFark')}</th><td className="cg-num" data-testid="cg-okc-fark">{farkMetni(sayim.okcZKurus - rapor.satisKurus, t)}</td></tr>}
            </tbody>
          </table>
          {sayim.aciklama && <p className="cg-aciklama">{sayim.aciklama}</p>}
          {sayim.kullanici && <p className="muted">{t('cafe.gun.rapor.alan', { ad: sayim.kullanici })}</p>}
        </section>
      )}
    </article>
  );
}

export type BaskiBoyu = 'a4' | '80';

/** Prints the report alone: A4, or an 80 mm roll (its own @page, see cafe-gun.css). */
export function baskiAl(boy: BaskiBoyu): void {
  baskiyaGonder('cgBaski', boy);
}

/** The print-only copies (hidden on screen), outside the panel so print CSS shows only them. */
export function BaskiKopyalari({ children }: { children: ReactNode }) {
  useEffect(() => () => { delete document.body.dataset.cgBaski; }, []);
  return createPortal(
    <>
      <div className="cg-baski cg-baski-a4">{children}</div>
      <div className="cg-baski cg-baski-80">{children}</div>
    </>,
    document.body,
  );
}
