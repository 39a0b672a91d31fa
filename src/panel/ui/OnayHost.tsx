import { useStore } from '@nanostores/react';
import { $onay } from '@stores/onay';
import { useT } from '../hooks';
import { OnayDialog } from './OnayDialog';

/** Mounted once per panel: shows the question asked with onayla() (src/stores/onay.ts). */
export function OnayHost() {
  const t = useT();
  const istek = useStore($onay);
  if (!istek) return null;
  return (
    <OnayDialog baslik={t('common.onayBaslik')} onayMetni={istek.onayMetni ?? t('common.yes')} tehlikeli={istek.tehlikeli ?? false}
      onOnay={() => istek.cevap(true)} onClose={() => istek.cevap(false)}>
      <p>{istek.metin}</p>
    </OnayDialog>
  );
}
