/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';
import type { PublicMenu } from '../../src/lib/menu/public-types';
import { Kampanyalar, type CanliKampanya } from './Kampanyalar';
import { KategoriIcerigi, type Baglam } from './Urunler';

/** The loaded menu: venue name, live campaigns, category tabs (WAI-ARIA tabs pattern) and the selected panel. */
export function Menu({ menu, kampanyalar, simdi, b }: { menu: PublicMenu; kampanyalar: CanliKampanya[]; simdi: number; b: Baglam }) {
  const { t } = b;
  const [seciliId, setSeciliId] = useState<number | null>(null);
  const sekmeler = useRef<HTMLDivElement>(null);
  const kategoriler = menu.kategoriler;
  const secili = kategoriler.find((kategori) => kategori.id === seciliId) ?? kategoriler[0];

  const sec = (index: number, odak: boolean) => {
    const kategori = kategoriler[index];
    const liste = sekmeler.current;
    if (!kategori || !liste) return;
    setSeciliId(kategori.id);
    if (odak) (liste.children[index] as HTMLElement | undefined)?.focus();
    // in the fixed-height box, bring the new panel's top under the sticky tabs (never scrolls the host page)
    const kutu = liste.parentElement;
    if (kutu && kutu.scrollTop > liste.offsetTop) kutu.scrollTop = liste.offsetTop;
  };

  const tus = (event: KeyboardEvent) => {
    const n = kategoriler.length;
    const simdiki = secili ? kategoriler.indexOf(secili) : 0;
    const hedef = { ArrowRight: simdiki + 1, ArrowLeft: simdiki - 1 + n, Home: 0, End: n - 1 }[event.key];
    if (hedef === undefined) return;
    event.preventDefault();
    sec(hedef % n, true);
  };

  return (
    <>
      <header>
        <h2>{menu.isletme.ad}</h2>
        <p class="m">{t.menu}</p>
      </header>
      {kampanyalar.length > 0 && <Kampanyalar liste={kampanyalar} simdi={simdi} t={t} para={b.para} />}
      {secili ? (
        <>
          <div role="tablist" aria-label={t.categories} ref={sekmeler} onKeyDown={tus}>
            {kategoriler.map((kategori, index) => (
              <button
                key={kategori.id}
                type="button"
                role="tab"
                id={`t${kategori.id}`}
                aria-controls="panel"
                aria-selected={kategori === secili}
                tabIndex={kategori === secili ? 0 : -1}
                onClick={() => sec(index, false)}
              >
                {kategori.ad}
              </button>
            ))}
          </div>
          <section role="tabpanel" id="panel" aria-labelledby={`t${secili.id}`}>
            <h3>{secili.ad}</h3>
            <KategoriIcerigi kategori={secili} b={b} />
          </section>
        </>
      ) : (
        <p class="e">{t.comingSoon}</p>
      )}
    </>
  );
}
