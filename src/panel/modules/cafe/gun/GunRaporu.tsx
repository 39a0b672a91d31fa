import { useStore } from '@nanostores/react';
import { type ReactNode } from 'react';
import { formatKurus } from '@lib/para';
import type { GunRaporu } from '@lib/schemas/cafe/gun';
import { $lang } from '@stores/language';
import { useT } from '@panel/hooks';
import { gunGoster, zamanGoster } from '@panel/modules/kasa/ortak';
import '@styles/cafe-gun.css';
import { BaskiBelgesi } from '@panel/ui/BaskiBelgesi';
import { baskiyaGonder } from '@panel/ui/baski';
import { Tablo as KitTablosu, type Kolon } from '@panel/ui/Tablo';

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
      <KitTablosu sinif="cg-tablo" baslik={baslik} yalin kartlar={false} satirlar={satirlar} satirAnahtari={(_, i) => i} bos={t('cafe.gun.rapor.yok')}
        kolonlar={kolonlar.map((k, j): Kolon<ReactNode[]> => ({ anahtar: String(j), baslik: k, satirBasligi: j === 0, sayisal: j > 0 && j !== metin, sinif: j === metin ? 'cg-metin' : undefined, alt: alt?.[j], hucre: (s) => s[j] }))} />
    </section>
  );
}

/** Label and amount rows (the cash drawer, the register): a row of `vurgu` is bold, `sinif` colours it. */
interface Satir { etiket: string; deger: ReactNode; vurgu?: boolean; sinif?: string; testId?: string }
function TutarTablosu({ satirlar }: { satirlar: (Satir | false)[] }) {
  const t = useT();
  return (
    <KitTablosu sinif="cg-tablo" yalin kartlar={false} basliklarGizli satirlar={satirlar.filter((s): s is Satir => Boolean(s))} satirAnahtari={(s) => s.etiket}
      satirOzellik={(s) => ({ className: [s.vurgu && 'cg-kalin', s.sinif].filter(Boolean).join(' ') || undefined })} kolonlar={[
        { anahtar: 'etiket', baslik: t('cafe.gun.rapor.tur'), satirBasligi: true, hucre: (s) => s.etiket },
        { anahtar: 'deger', baslik: t('cafe.gun.rapor.tutar'), sayisal: true, ozellik: (s) => ({ 'data-testid': s.testId }), hucre: (s) => s.deger },
      ]} />
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
        <p className="muted cg-aciklama cg-formul">{t('cafe.gun.rapor.beklenenNasil')}</p>
        <TutarTablosu satirlar={[
          { etiket: t('cafe.gun.rapor.acilisKasasi'), deger: tl(n.acilisKurus) },
          { etiket: t('cafe.gun.rapor.nakitOdemeler'), deger: `+ ${tl(n.adisyonKurus)}` },
          { etiket: t('cafe.gun.rapor.elleGiris'), deger: `+ ${tl(n.girisKurus)}` },
          { etiket: t('cafe.gun.rapor.elleCikis'), deger: `− ${tl(n.cikisKurus)}` },
          { etiket: t('cafe.gun.rapor.beklenen'), deger: tl(n.beklenenKurus), vurgu: true, testId: 'cg-beklenen' },
          !!sayim && { etiket: t('cafe.gun.rapor.sayilan'), deger: tl(sayim.sayilanKurus), testId: 'cg-sayilan' },
          !!sayim && { etiket: t('cafe.gun.rapor.fark'), deger: farkMetni(sayim.farkKurus, t), vurgu: true, sinif: sayim.farkKurus < 0 ? 'cg-eksik' : sayim.farkKurus > 0 ? 'cg-fazla' : undefined, testId: 'cg-fark' },
        ]} />
      </section>
      {sayim && (
        <section className="cg-bolum" data-testid="cg-okc">
          <h3>{t('cafe.gun.rapor.okc')}</h3>
          <TutarTablosu satirlar={[
            { etiket: t('cafe.gun.rapor.okcZ'), deger: sayim.okcZKurus === null ? t('cafe.gun.rapor.okcGirilmedi') : tl(sayim.okcZKurus) },
            { etiket: t('cafe.gun.rapor.bizimSatis'), deger: tl(rapor.satisKurus) },
            sayim.okcZKurus !== null && { etiket: t('cafe.gun.rapor.okcFark'), deger: farkMetni(sayim.okcZKurus - rapor.satisKurus, t), vurgu: true, testId: 'cg-okc-fark' },
          ]} />
          {sayim.aciklama && <p className="cg-aciklama">{sayim.aciklama}</p>}
          {sayim.kullanici && <p className="muted">{t('cafe.gun.rapor.alan', { ad: sayim.kullanici })}</p>}
        </section>
      )}
    </article>
  );
}

export type BaskiBoyu = 'a4' | '80';

/** Prints the report alone: A4, or an 80 mm roll. */
export function baskiAl(boy: BaskiBoyu): void {
  baskiyaGonder('cgBaski', boy);
}

/** Who closed the day (day end) or took the figures (X report), and when: printed above the signature line. */
export interface BaskiImzasi { tur: 'x' | 'gunsonu'; kim: string | null | undefined; zaman: string; saatDilimi: string }

/**
 * The paper copies (A4 and 80 mm) under the venue's header (its name, address and tax number), closing with who
 * closed the day or took the report, when, and a line to sign.
 */
export function BaskiKopyalari({ isletme, imza, children }: { isletme?: { ad: string; adres?: string; vergiNo?: string | null }; imza?: BaskiImzasi; children: ReactNode }) {
  const t = useT();
  const lang = useStore($lang);
  const bas = { ad: isletme?.ad, satirlar: [isletme?.adres, isletme?.vergiNo && `VKN ${isletme.vergiNo}`] };
  const alt = imza ? [t(imza.tur === 'x' ? 'cafe.gun.baski.alan' : 'cafe.gun.baski.kapatan', { ad: imza.kim || '–', zaman: zamanGoster(imza.zaman, lang, imza.saatDilimi) })] : undefined;
  const altNot = imza ? <span className="cg-imza" data-testid="cg-imza">{t('cafe.gun.baski.imza')}</span> : undefined;
  return (
    <>
      <BaskiBelgesi isaret="cgBaski" boy="a4" sinif="cg-baski cg-baski-a4" bas={bas} alt={alt} altNot={altNot}>{children}</BaskiBelgesi>
      <BaskiBelgesi isaret="cgBaski" boy="80" sinif="cg-baski cg-baski-80" bas={bas} alt={alt} altNot={altNot}>{children}</BaskiBelgesi>
    </>
  );
}
