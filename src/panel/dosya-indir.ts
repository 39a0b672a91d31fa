import { hataMetni } from '../api/client';
import { downloadApiFile } from '../api/qrmenu';
import { withLoader } from '../stores/loader';
import { toast } from '../stores/toasts';

/** An export (CSV, KVKK file) saved with the loader shown; a failure becomes an error toast. True when saved. */
export async function dosyaIndir(path: string, ad: string): Promise<boolean> {
  try {
    await withLoader(() => downloadApiFile(path, ad));
    return true;
  } catch (caught) {
    toast('error', hataMetni(caught));
    return false;
  }
}
