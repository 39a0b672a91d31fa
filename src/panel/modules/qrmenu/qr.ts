import { renderSVG } from 'uqr';
import { saveBlob } from '@api/dosya';

/** A QR code as an SVG string (library output only; never mixed with user text). Quiet zone of 4 modules. */
export function qrSvg(url: string): string {
  return renderSVG(url, { ecc: 'M', border: 4 });
}

/** The QR SVG rasterised to a PNG blob of `size` px via a canvas. */
export async function qrPng(url: string, size = 1024): Promise<Blob> {
  const svg = qrSvg(url).replace('<svg ', `<svg width="${size}" height="${size}" `);
  const image = new Image(size, size);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/png'));
}

export function downloadSvg(url: string, name: string): void {
  saveBlob(new Blob([qrSvg(url)], { type: 'image/svg+xml' }), `${name}.svg`);
}

export async function downloadPng(url: string, name: string): Promise<void> {
  saveBlob(await qrPng(url), `${name}.png`);
}
