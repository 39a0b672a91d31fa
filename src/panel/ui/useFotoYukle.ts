import { useState } from 'react';
import { hataMetni } from '@api/client';
import { resizeToWebp } from '@api/dosya';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { useT } from '../hooks';

/**
 * A picked photo → 400 px WebP (≤ 1 MB) → `yukle` → the R2 key handed to `onYuklendi`; errors become a toast.
 * Staff photos on the register and the appointment staff screen.
 */
export function useFotoYukle(yukle: (blob: Blob) => Promise<string>, onYuklendi: (anahtar: string) => void) {
  const t = useT();
  const [yukleniyor, setYukleniyor] = useState(false);
  async function sec(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast('error', t('common.imageType'));
    setYukleniyor(true);
    try {
      const blob = await resizeToWebp(file, 400);
      if (blob.size > 1024 * 1024) throw new Error(t('common.imageTooBig'));
      onYuklendi(await withLoader(() => yukle(blob)));
    } catch (caught) {
      toast('error', hataMetni(caught));
    } finally {
      setYukleniyor(false);
    }
  }
  return { yukleniyor, sec };
}
