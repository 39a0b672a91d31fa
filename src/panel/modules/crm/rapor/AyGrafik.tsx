import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useT } from '@panel/hooks';
import { uplotYukle } from '@panel/ui/uplot';

const YENI = '#0f766e';
const DONEN = '#b45309';

/**
 * New and returning customers per month as bars side by side. uPlot and its sheet load with the chart only; the canvas
 * is hidden from screen readers (the table under it has the same numbers).
 */
export function AyGrafik({ aylar }: { aylar: { ay: string; yeni: number; donen: number }[] }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [hata, setHata] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || aylar.length === 0) return;
    let plot: uPlot | null = null;
    let gozlemci: ResizeObserver | null = null;
    let bitti = false;
    void uplotYukle().then((UPlot) => {
      if (bitti) return;
      const etiket = (ay: string) => `${ay.slice(5)}.${ay.slice(2, 4)}`;
      const genislik = () => Math.max(280, el.clientWidth);
      const cubuk = (kayma: number) => UPlot.paths.bars!({ size: [0.38, 28], align: kayma as 1 | -1 });
      plot = new UPlot({
        width: genislik(), height: 220,
        scales: { x: { time: false, range: [-0.6, aylar.length - 0.4] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] } },
        axes: [
          { values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && aylar[i] ? etiket(aylar[i].ay) : '')), incrs: [1, 2, 3], space: 36, grid: { show: false } },
          { size: 48, grid: { stroke: '#e2e8f0' } },
        ],
        series: [
          { label: t('crm.rapor.ay'), value: (_u, v) => (v === null ? '–' : aylar[v]?.ay ?? '') },
          { label: t('crm.rapor.yeniMusteri'), stroke: YENI, fill: `${YENI}cc`, width: 0, paths: cubuk(-1), points: { show: false } },
          { label: t('crm.rapor.donenMusteri'), stroke: DONEN, fill: `${DONEN}cc`, width: 0, paths: cubuk(1), points: { show: false } },
        ],
        cursor: { drag: { x: false, y: false } },
        legend: { live: true },
      }, [aylar.map((_, i) => i), aylar.map((a) => a.yeni), aylar.map((a) => a.donen)], el);
      gozlemci = new ResizeObserver(() => {
        const w = genislik();
        if (plot && Math.abs(plot.width - w) > 2) plot.setSize({ width: w, height: 220 });
      });
      gozlemci.observe(el);
    }).catch((error: unknown) => {
      console.error('crm chart failed:', error);
      if (!bitti) setHata(true);
    });
    return () => { bitti = true; gozlemci?.disconnect(); plot?.destroy(); };
  }, [aylar, t]);
  if (hata) return <p className="muted">{t('crm.rapor.grafikYok')}</p>;
  return <div ref={ref} className="crr-grafik" aria-hidden="true" data-testid="crr-ay-grafik" />;
}
