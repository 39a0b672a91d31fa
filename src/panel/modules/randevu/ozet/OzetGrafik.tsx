import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { formatKurus } from '@lib/para';
import { stilEkle } from '@panel/ui/stil';
import { useBicim, useTx } from '../ortak';

const BAR = '#0f766e';
const CIZGI = '#b45309';

const yukseklik = (width: number) => (width < 480 ? 220 : 280);

let uplotStili = false;

/** uPlot's own stylesheet, added to the page once, when the first chart is drawn. */
function stilYukle(css: string): void {
  if (uplotStili) return;
  uplotStili = true;
  stilEkle(document, css);
}

/**
 * Daily revenue as bars (completed appointments) and a line (cash income). uPlot and its stylesheet (as text) are
 * imported on first render only, so no other screen loads them. The canvas is hidden from screen readers: the table beside it
 * carries the same numbers.
 */
export function OzetGrafik({ gunler, tamamlanan, kasa, saatDilimi }: { gunler: string[]; tamamlanan: number[]; kasa: number[]; saatDilimi: string }) {
  const t = useTx();
  const b = useBicim(saatDilimi);
  const ref = useRef<HTMLDivElement>(null);
  const [hata, setHata] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let plot: uPlot | null = null;
    let gozlemci: ResizeObserver | null = null;
    let bitti = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css?inline')])
      .then(([mod, css]) => {
        if (bitti) return;
        stilYukle(css.default);
        const UPlot = mod.default;
        const lira = (dizi: number[]) => dizi.map((k) => k / 100);
        const data: uPlot.AlignedData = [gunler.map((_, i) => i), lira(tamamlanan), lira(kasa)];
        const etiket = (i: number) => (Number.isInteger(i) && gunler[i] ? b.kisa(gunler[i]) : '');
        const para = (_: uPlot, v: number | null) => (v === null || v === undefined ? '–' : formatKurus(Math.round(v * 100)));
        const width = Math.max(280, el.clientWidth);
        plot = new UPlot({
          width,
          height: yukseklik(width),
          scales: { x: { time: false, range: [-0.6, gunler.length - 0.4] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
          axes: [
            { values: (_u, splits) => splits.map(etiket), incrs: [1, 2, 3, 5, 7, 10, 15], space: 56, grid: { show: false } },
            { values: (_u, splits) => splits.map((v) => `${b.kompakt(v)} ₺`), size: 64, grid: { stroke: '#e2e8f0' } },
          ],
          series: [
            { label: t('randevu.dashboard.tarih'), value: (_u, v) => (v === null ? '–' : gunler[v] ? b.gunAy(gunler[v]) : '') },
            { label: t('randevu.dashboard.gelir.seriTamamlanan'), stroke: BAR, fill: `${BAR}cc`, width: 0, paths: UPlot.paths.bars!({ size: [0.7, 28] }), points: { show: false }, value: para },
            { label: t('randevu.dashboard.gelir.seriKasa'), stroke: CIZGI, width: 2, points: { show: true, size: 5, fill: CIZGI }, value: para },
          ],
          cursor: { drag: { x: false, y: false } },
          legend: { live: true },
        }, data, el);
        // the legend shows the last day until the pointer picks another
        plot.setLegend({ idx: gunler.length - 1 });
        gozlemci = new ResizeObserver(() => {
          const w = Math.max(280, el.clientWidth);
          if (plot && Math.abs(plot.width - w) > 2) plot.setSize({ width: w, height: yukseklik(w) });
        });
        gozlemci.observe(el);
      })
      .catch((error: unknown) => {
        console.error('revenue chart failed:', error);
        if (!bitti) setHata(true);
      });
    return () => {
      bitti = true;
      gozlemci?.disconnect();
      plot?.destroy();
    };
    // redrawn only when the numbers or the language change, not on every silent refresh
  }, [JSON.stringify([gunler, tamamlanan, kasa]), b, t]);

  if (hata) return <p className="muted" role="alert">{t('error.chunkLoad')}</p>;
  return <div ref={ref} className="ro-grafik" aria-hidden="true" data-testid="ro-grafik" />;
}
