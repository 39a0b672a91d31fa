import { hataMetni } from './client';
import { downloadApiFile } from './dosya';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';

/**
 * A panel action with the loader shown: `basari` (if any) as a success toast, a failure as an error toast
 * (`hataSuresi` ms for messages worth reading twice). True when it worked.
 */
export async function islem(task: () => Promise<unknown>, basari?: string, hataSuresi?: number): Promise<boolean> {
  try {
    await withLoader(task);
    if (basari) toast('success', basari);
    return true;
  } catch (caught) {
    toast('error', hataMetni(caught), undefined, hataSuresi);
    return false;
  }
}

/** An export (CSV, KVKK file) saved with the loader shown; a failure becomes an error toast. True when saved. */
export const dosyaIndir = (path: string, ad: string): Promise<boolean> => islem(() => downloadApiFile(path, ad));
