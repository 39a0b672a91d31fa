import { api } from './client';

/** Files in and out of the panel: image upload (WebP, resized in the browser), CSV/PDF downloads, image URLs. */

/** Public URL of an uploaded image. */
export function gorselUrl(anahtar: string): string {
  return `/api/public/gorsel/${anahtar}`;
}

/** Multipart POST of one WebP image (field `dosya`) → its storage key (the images store of the venue, one endpoint for every module). */
export async function upload(blob: Blob): Promise<string> {
  return (await api.upload<{ anahtar: string }>('/isletme/qrmenu/gorsel', blob, 'gorsel.webp')).anahtar;
}

/** Downloads an API file (CSV export) with the venue headers, through a temporary object URL. */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const response = await api.file(path);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** Triggers a browser download of a blob. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Image file → WebP blob at most `max` px on its long side (quality 0.82), drawn on a canvas in the browser. */
export async function resizeToWebp(file: Blob, max = 1200): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/webp', 0.82));
}
