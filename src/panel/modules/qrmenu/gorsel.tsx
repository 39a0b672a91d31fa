import { useState } from 'react';
import { gorselUrl, resizeToWebp, upload } from '@api/dosya';
import { withLoader } from '@stores/loader';
import { toast } from '@stores/toasts';
import { Icon } from '@panel/ui/Icon';
import { useT } from '@panel/hooks';
import '@styles/panel-ui.css';
import '@styles/qrmenu-panel.css';

/** File input that resizes to WebP in the browser, uploads and hands back the storage key. */
export function GorselYukle({ label, onUploaded, testId }: { label: string; onUploaded: (anahtar: string) => void; testId?: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function onFile(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast('error', t('common.imageType'));
      return;
    }
    setBusy(true);
    try {
      const blob = await resizeToWebp(file);
      if (blob.size > 1024 * 1024) throw new Error(t('common.imageTooBig'));
      onUploaded(await withLoader(() => upload(blob)));
    } catch (error) {
      toast('error', error instanceof Error ? error.message : t('error.server'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <label className="btn btn-small qm-upload">
      <Icon name="plus" size={16} />{label}
      <input type="file" accept="image/*" className="sr-only" disabled={busy} data-testid={testId}
        onChange={(event) => { void onFile(event.target.files?.[0]); event.target.value = ''; }} />
    </label>
  );
}

export function Gorsel({ anahtar, alt, size = 56 }: { anahtar: string; alt: string; size?: number }) {
  return <img src={gorselUrl(anahtar)} alt={alt} width={size} height={size} className="qm-thumb" loading="lazy" />;
}
