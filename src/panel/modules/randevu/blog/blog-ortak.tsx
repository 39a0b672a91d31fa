import { KAPAK_BOY, KAPAK_EN } from '@lib/schemas/randevu/blog';
import { useT } from '@panel/hooks';
import '@styles/randevu-blog.css';

/** Small shared pieces of the blog screen. */

export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** The translate function for keys built at run time ('randevu.blog.durum.' + durum). */
export function useTx(): Tx {
  return useT() as unknown as Tx;
}

export { hataMetni } from '@api/client';

/** A schema issue key in the user's language (free text from valibot falls back to the generic message). */
export const sorunMetni = (message: string | undefined, t: Tx) => t(!message || message.includes(' ') ? 'error.invalidInput' : message);

/**
 * Crops the centre of a picture to the cover size and encodes WebP in the browser (like the menu images), stepping
 * the quality down until it fits the 1 MB upload limit.
 */
export async function kapakHazirla(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const oran = KAPAK_EN / KAPAK_BOY;
  let [sx, sy, sw, sh] = [0, 0, bitmap.width, bitmap.height];
  if (sw / sh > oran) {
    sw = Math.round(sh * oran);
    sx = Math.round((bitmap.width - sw) / 2);
  } else {
    sh = Math.round(sw / oran);
    sy = Math.round((bitmap.height - sh) / 2);
  }
  const canvas = document.createElement('canvas');
  canvas.width = KAPAK_EN;
  canvas.height = KAPAK_BOY;
  const ctx = canvas.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, sx, sy, sw, sh, 0, 0, KAPAK_EN, KAPAK_BOY);
  bitmap.close();
  for (const kalite of [0.82, 0.7, 0.55]) {
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/webp', kalite));
    if (blob.size <= 1024 * 1024 && blob.type === 'image/webp') return blob;
  }
  throw new Error('kapak');
}

/** Words and reading minutes (≈ 200 words a minute) of plain text. */
export function okumaBilgisi(metin: string): { kelime: number; dk: number } {
  const kelime = metin.split(/\s+/).filter(Boolean).length;
  return { kelime, dk: Math.max(1, Math.round(kelime / 200)) };
}
