/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Lang } from '../../src/lib/i18n/languages';
import { kampanyaDurumu } from '../../src/lib/menu/campaign';
import type { PublicMenu } from '../../src/lib/menu/public-types';
import { themeById, themeCss } from '../../src/lib/menu/themes';
import { menuYukle } from './api';
import type { CanliKampanya } from './Kampanyalar';
import { Menu } from './Menu';
import { CSS } from './styles';
import { TEXTS } from './texts';

export interface WidgetAyari {
  origin: string;
  slug: string;
  lang: Lang;
  /** fixed-height box that scrolls inside (no layout shift); false = grows with its content */
  sabit: boolean;
  yukseklik: number;
  /** `:host` rules that keep the box shown (and, for a box the widget made itself, sized): host-page CSS cannot override them */
  kok: string;
}

const DAKIKA = 60_000;
const YENILEME_DAKIKA = 5;

function canliKampanyalar(menu: PublicMenu, simdi: number): CanliKampanya[] {
  const liste: CanliKampanya[] = [];
  for (const kampanya of menu.kampanyalar) {
    const durum = kampanyaDurumu({ ...kampanya, aktif: true }, simdi, menu.isletme.saatDilimi);
    if (durum.durum !== 'bitti') liste.push({ kampanya, durum });
  }
  return liste;
}

export function App({ ayar }: { ayar: WidgetAyari }) {
  const t = TEXTS[ayar.lang];
  // undefined = loading, null = failed
  const [menu, setMenu] = useState<PublicMenu | null | undefined>(undefined);
  const [simdi, setSimdi] = useState(Date.now);
  const istenenDurumlar = useRef('');

  const yukle = (sessiz: boolean) => {
    if (!sessiz) setMenu(undefined);
    void menuYukle(ayar.origin, ayar.slug, ayar.lang).then((yeni) => {
      // a failed background refresh keeps the menu on screen
      if (yeni || !sessiz) setMenu(yeni);
    });
  };

  useEffect(() => {
    yukle(false);
    let dakika = 0;
    // countdowns tick each minute; sold-out flags and prices refresh quietly every few minutes and on return to the tab
    const sayac = setInterval(() => {
      setSimdi(Date.now());
      if (++dakika % YENILEME_DAKIKA === 0 && !document.hidden) yukle(true);
    }, DAKIKA);
    const gorunur = () => { if (!document.hidden) yukle(true); };
    document.addEventListener('visibilitychange', gorunur);
    return () => {
      clearInterval(sayac);
      document.removeEventListener('visibilitychange', gorunur);
    };
  }, []); // once per mount

  const kampanyalar = menu ? canliKampanyalar(menu, simdi) : [];

  // campaign prices come computed from the server: refetch once whenever a campaign starts or ends here
  useEffect(() => {
    if (!menu) return;
    const sunucu = menu.kampanyalar.map((kampanya) => kampanya.durum).join();
    const yerel = menu.kampanyalar.map((kampanya) => kampanyalar.find((canli) => canli.kampanya === kampanya)?.durum.durum ?? 'bitti').join();
    if (yerel !== sunucu && yerel !== istenenDurumlar.current) {
      istenenDurumlar.current = yerel;
      yukle(true);
    }
  });

  const tema = themeById(menu?.isletme.tema);
  return (
    <>
      <style>{ayar.kok + CSS + themeCss(tema, '.w')}</style>
      <div
        class={`w ${tema.layout}${ayar.sabit ? ' f' : ''}`}
        lang={menu?.lang ?? ayar.lang}
        aria-busy={menu === undefined}
        style={ayar.sabit ? undefined : { minHeight: menu ? undefined : `${ayar.yukseklik}px` }}
      >
        {menu === undefined && (
          <div class="s" role="status">
            <span class="sr">{t.loading}</span>
            <i /><i /><i /><i /><i /><i />
          </div>
        )}
        {menu === null && (
          <div class="e" role="alert">
            <strong>{t.failed}</strong>
            <p class="m">{t.offline}</p>
            <button type="button" class="r" onClick={() => yukle(false)}>{t.retry}</button>
          </div>
        )}
        {menu && <Menu menu={menu} kampanyalar={kampanyalar} simdi={simdi} b={{ t, lang: menu.lang, origin: ayar.origin, para: menu.isletme.paraGosterimi ?? 'sembol_sonra' }} />}
      </div>
    </>
  );
}
