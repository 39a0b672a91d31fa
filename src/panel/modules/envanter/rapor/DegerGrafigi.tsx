import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { formatKurus, tutarMetni } from '@lib/para';
import { useT } from '@panel/hooks';
import { uplotYukle } from '@panel/ui/uplot';

const RENK = '#0f766e';

/**
 * Value at cost per group (category or location) as bars. uPlot and its stylesheet load with the chart only; the
 * canvas is hidden from screen readers (the table beside it has the same numbers).
 */
export function DegerGrafigi({ adlar, degerler, baslik }: { adlar: string[]; degerler: number[]; baslik: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [hata, setHata] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || adlar.length === 0) return;
    let plot: uPlot | null = null;
    let gozlemci: ResizeObserver | null = null;
    let bitti = false;
    void uplotYukle().then((UPlot) => {
      if (bitti) return;
      const kisalt = (s: string) => (s.length > 14 ? `${s.slice(0, 13)}…` : s);
      const width = Math.max(280, el.clientWidth);
      const para = (_: uPlot, v: number | null) => (v === null || v === undefined ? '–' : formatKurus(Math.round(v * 100)));
      plot = new UPlot({
        width, height: 240,
        scales: { x: { time: false, range: [-0.6, adlar.length - 0.4] }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [
          { values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && adlar[i] ? kisalt(adlar[i]) : '')), incrs: [1, 2, 3, 5], space: 70, grid: { show: false } },
          { values: (_u, splits) => splits.map((v) => `${tutarMetni(Math.round(v) * 100, { tamsaKurussuz: true })} ₺`), size: 72, grid: { stroke: '#e2e8f0' } },
        ],
        series: [
          { label: baslik, value: (_u, v) => (v === null ? '–' : adlar[v] ?? '') },
          { label: t('envanter.ozet.deger'), stroke: RENK, fill: `${RENK}cc`, width: 0, paths: UPlot.paths.bars!({ size: [0.7, 48] }), points: { show: false }, value: para },
        ],
        cursor: { drag: { x: false, y: false } },
        legend: { live: true },
      }, [adlar.map((_, i) => i), degerler.map((k) => k / 100)], el);
      gozlemci = new ResizeObserver(() => {
        const w = Math.max(280, el.clientWidth);
        if (plot && Math.abs(plot.width - w) > 2) plot.setSize({ width: w, height: 240 });
      });
      gozlemci.observe(el);
    }).catch((error: unknown) => {
      console.error('inventory chart failed:', error);
      if (!bitti) setHata(true);
    });
    return () => { bitti = true; gozlemci?.disconnect(); plot?.destroy(); };
  }, [adlar, degerler, baslik, t]);
  if (hata) return <p className="muted">{t('envanter.ozet.grafikYok')}</p>;
  return <div ref={ref} className="trm-grafik" aria-hidden="true" data-testid="ozet-grafik" />;
}
