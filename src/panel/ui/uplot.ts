import type uPlot from 'uplot';
import { stilEkle } from './stil';

let stilEklendi = false;

/** uPlot and its stylesheet, loaded with the first chart only (a constructed stylesheet: CSP allows no inline styles). */
export async function uplotYukle(): Promise<typeof uPlot> {
  const [mod, css] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css?inline')]);
  if (!stilEklendi) { stilEklendi = true; stilEkle(document, css.default); }
  return mod.default;
}
