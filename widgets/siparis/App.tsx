/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatKurus } from '../../src/lib/para';
import type { ParaGosterimi } from '../../src/lib/parametre/para';
import { api, IstekHatasi, type Katalog, type KatalogUrunu } from './api';
import { adetDegistir, bosSepet, ekle, sepetOku, sepetYaz, type Sepet } from './sepet';

/** What the page gives the island (#qr-siparis-ayar): the venue, the language, its words, where the tab is. */
export interface Ayar { slug: string; lang: string; para: ParaGosterimi; hesap: string; metin: Record<string, string> }

export const EKLE_OLAYI = 'qr-siparis-ekle';

const yerlestir = (metin: string, p: Record<string, string | number>) => metin.replace(/\{(\w+)\}/g, (_, k: string) => String(p[k] ?? ''));

/** The floating cart, the options sheet of a product and the send; the product pages' "Add" buttons ask for it by event. */
export function App({ ayar, katalog }: { ayar: Ayar; katalog: Katalog }) {
  const m = ayar.metin;
  const anahtar = `qr-sepet:${ayar.slug}:${katalog.masa.id}`;
  const [sepet, setSepet] = useState<Sepet>(() => sepetOku(anahtar));
  const [toplam, setToplam] = useState<number | null>(null);
  const [secilen, setSecilen] = useState<KatalogUrunu | null>(null);
  const [not, setNot] = useState<{ metin: string; hata: boolean } | null>(null);
  const [gonderiliyor, setGonderiliyor] = useState(false);
  const sepetRef = useRef<HTMLDialogElement>(null);
  const secenekRef = useRef<HTMLDialogElement>(null);
  const tl = (k: number) => formatKurus(k, ayar.para);
  const gonderilen = (s: Sepet) => s.kalemler.map((k) => ({ urunId: k.urunId, adet: k.adet, secenekler: k.secenekler }));

  const degistir = (s: Sepet) => {
    sepetYaz(anahtar, s);
    setSepet(s);
  };
  const koy = (u: KatalogUrunu, secenekler: number[]) => {
    const degerler = katalog.gruplar.flatMap((g) => g.degerler);
    const adlar = secenekler.map((id) => degerler.find((d) => d.id === id)!);
    degistir(ekle(sepet, { urunId: u.id, ad: u.ad, adet: 1, secenekler, secenekAdlari: adlar.map((d) => d.ad), birimKurus: u.fiyatKurus + adlar.reduce((t, d) => t + d.farkKurus, 0) }));
    setNot(null);
  };

  useEffect(() => {
    const dinle = (e: Event) => {
      const u = katalog.urunler.find((x) => x.id === (e as CustomEvent<number>).detail);
      if (!u) return;
      if (u.gruplar.length === 0) koy(u, []);
      else {
        setSecilen(u);
        secenekRef.current?.showModal();
      }
    };
    addEventListener(EKLE_OLAYI, dinle);
    return () => removeEventListener(EKLE_OLAYI, dinle);
  });

  // the total is the server's (options and prices as they are now)
  useEffect(() => {
    if (sepet.kalemler.length === 0) return setToplam(0);
    let gecerli = true;
    api.sepet(ayar.slug, ayar.lang, gonderilen(sepet)).then((c) => gecerli && setToplam(c.toplamKurus), (e: unknown) => {
      if (!gecerli) return;
      setToplam(null);
      setNot({ metin: e instanceof IstekHatasi && e.message ? e.message : m.hata!, hata: true });
    });
    return () => {
      gecerli = false;
    };
  }, [sepet.id]);

  const gonder = async () => {
    setGonderiliyor(true);
    try {
      // the cart's id goes with it: a double tap or a retry after a lost answer is the same order
      const c = await api.siparis(ayar.slug, ayar.lang, sepet.id, gonderilen(sepet));
      degistir(bosSepet());
      setNot({ metin: c.durum === 'eklendi' ? m.gonderildi! : m.bekliyor!, hata: false });
    } catch (e) {
      setNot({ metin: e instanceof IstekHatasi && e.message ? e.message : m.hata!, hata: true });
    } finally {
      setGonderiliyor(false);
    }
  };

  const adet = sepet.kalemler.reduce((t, k) => t + k.adet, 0);
  return (
    <>
      {(adet > 0 || not) && (
        <button type="button" class="ana ac" aria-haspopup="dialog" data-testid="sepet-ac" onClick={() => sepetRef.current?.showModal()}>
          {yerlestir(m.ac!, { sayi: adet })}{toplam ? ` · ${tl(toplam)}` : ''}
        </button>
      )}
      <dialog ref={sepetRef} aria-labelledby="qs-baslik" data-testid="sepet">
        <h2 id="qs-baslik">{m.baslik}</h2>
        {not && <p class={`not${not.hata ? ' hata' : ''}`} role={not.hata ? 'alert' : 'status'} data-testid="sepet-not">{not.metin}</p>}
        {sepet.kalemler.length === 0 ? <p>{m.bos}</p> : (
          <ul>
            {sepet.kalemler.map((k, i) => (
              <li key={`${k.urunId}-${k.secenekler.join()}`}>
                <span class="ad">{k.adet} × {k.ad}{k.secenekAdlari.length > 0 && <small>{k.secenekAdlari.join(', ')}</small>}</span>
                <button type="button" aria-label={`${m.cikar}: ${k.ad}`} onClick={() => degistir(adetDegistir(sepet, i, k.adet - 1))}>−</button>
                <button type="button" aria-label={`${k.ad} +1`} onClick={() => degistir(adetDegistir(sepet, i, k.adet + 1))}>+</button>
              </li>
            ))}
          </ul>
        )}
        <div class="alt">
          <span class="top" data-testid="sepet-toplam">{m.toplam}: {toplam === null ? '—' : tl(toplam)}</span>
          <span>
            <button type="button" onClick={() => sepetRef.current?.close()}>{m.kapat}</button>{' '}
            {sepet.kalemler.length > 0 && <button type="button" class="ana" disabled={gonderiliyor || toplam === null} onClick={() => void gonder()} data-testid="sepet-gonder">{m.gonder}</button>}
          </span>
        </div>
      </dialog>
      <dialog ref={secenekRef} aria-labelledby="qs-urun" data-testid="secenek">
        {secilen && <Secenekler key={secilen.id} ayar={ayar} urun={secilen} katalog={katalog} tl={tl} kapat={() => secenekRef.current?.close()} koy={(s) => {
          koy(secilen, s);
          secenekRef.current?.close();
        }} />}
      </dialog>
    </>
  );
}

/** A product's option groups: radios for one choice, checkboxes for several; "Put in cart" waits for every group's minimum. */
function Secenekler({ ayar, urun, katalog, tl, kapat, koy }: { ayar: Ayar; urun: KatalogUrunu; katalog: Katalog; tl: (k: number) => string; kapat: () => void; koy: (s: number[]) => void }) {
  const m = ayar.metin;
  const [secim, setSecim] = useState<Record<number, number[]>>({});
  const gruplar = urun.gruplar.map((id) => katalog.gruplar.find((g) => g.id === id)!).filter(Boolean);
  const tamam = gruplar.every((g) => (secim[g.id]?.length ?? 0) >= g.enAz);
  const sec = (grup: number, deger: number, tek: boolean) => {
    const simdi = secim[grup] ?? [];
    setSecim({ ...secim, [grup]: tek ? [deger] : simdi.includes(deger) ? simdi.filter((d) => d !== deger) : [...simdi, deger] });
  };
  return (
    <form onSubmit={(e) => {
      e.preventDefault();
      if (tamam) koy(gruplar.flatMap((g) => secim[g.id] ?? []));
    }}>
      <h2 id="qs-urun">{urun.ad} <small>{tl(urun.fiyatKurus)}</small></h2>
      {gruplar.map((g) => {
        const tek = g.enCok === 1;
        const secili = secim[g.id] ?? [];
        return (
          <fieldset key={g.id}>
            <legend>{g.ad} <small>{[g.enAz > 0 ? yerlestir(m.zorunlu!, { sayi: g.enAz }) : '', !tek ? yerlestir(m.enCok!, { sayi: g.enCok }) : ''].filter(Boolean).join(' · ')}</small></legend>
            {g.degerler.map((d) => (
              <label key={d.id}>
                <input type={tek ? 'radio' : 'checkbox'} name={`g${g.id}`} checked={secili.includes(d.id)} disabled={d.tukendi || (!tek && !secili.includes(d.id) && secili.length >= g.enCok)}
                  onChange={() => sec(g.id, d.id, tek)} />
                <span>{d.ad}{d.farkKurus > 0 ? ` +${tl(d.farkKurus)}` : ''}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <div class="alt">
        <button type="button" onClick={kapat}>{m.kapat}</button>
        <button type="submit" class="ana" disabled={!tamam} data-testid="secenek-koy">{m.sepeteKoy}</button>
      </div>
    </form>
  );
}
