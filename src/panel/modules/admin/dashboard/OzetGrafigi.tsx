import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { uplotYukle } from '@panel/ui/uplot';
import { useZaman } from '@panel/ui/useZaman';

export interface Seri { ad: string; renk: string; degerler: number[] }

/**
 * Lines over the last days (one point a day). uPlot and its stylesheet load with the chart only, after the figures;
 * the canvas is hidden from screen readers (the table under it holds the same numbers).
 */
export function OzetGrafigi({ gunler, seriler, gunBasligi, testId }: { gunler: string[]; seriler: Seri[]; gunBasligi: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hata, setHata] = useState(false);
  // the points are calendar days at UTC noon
  const zaman = useZaman('UTC');
  useEffect(() => {
    const el = ref.current;
    if (!el || gunler.length === 0) return;
    let plot: uPlot | null = null;
    let gozlemci: ResizeObserver | null = null;
    let bitti = false;
    void uplotYukle().then((UPlot) => {
      if (bitti) return;
      const x = gunler.map((g) => Date.parse(`${g}T12:00:00Z`) / 1000);
      const genislik = () => Math.max(260, el.clientWidth);
      plot = new UPlot({
        width: genislik(), height: 200,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? Math.ceil(max * 1.15) : 1] } },
        axes: [
          { space: 60, grid: { show: false }, values: (_u, splits) => splits.map((s) => zaman.an(s * 1000, 'gunAy')) },
          { size: 44, grid: { stroke: '#e2e8f0' }, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
        ],
        series: [
          // the legend names the x value itself (uPlot's default is the English 'Time')
          { label: gunBasligi, value: (_u, v) => (v === null ? '–' : zaman.an(v * 1000, 'gunAy')) },
          ...seriler.map((s) => ({ label: s.ad, stroke: s.renk, width: 2, points: { show: false } })),
        ],
        cursor: { drag: { x: false, y: false } },
        legend: { live: true },
      }, [x, ...seriler.map((s) => s.degerler)], el);
      gozlemci = new ResizeObserver(() => {
        const w = genislik();
        if (plot && Math.abs(plot.width - w) > 2) plot.setSize({ width: w, height: 200 });
      });
      gozlemci.observe(el);
    }).catch((error: unknown) => {
      console.error('dashboard chart failed:', error);
      if (!bitti) setHata(true);
    });
    return () => { bitti = true; gozlemci?.disconnect(); plot?.destroy(); };
  }, [gunler, seriler, gunBasligi, zaman]);
  if (hata) return null;
  return <div ref={ref} aria-hidden="true" data-testid={testId} />;
}
