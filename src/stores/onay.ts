import { atom } from 'nanostores';

/** One open question of the product's confirm dialog (src/panel/ui/OnayHost.tsx shows it). */
export interface OnayIstegi {
  metin: string;
  /** the accept button's label; 'Evet' when absent */
  onayMetni?: string;
  /** a red accept button (deleting, deactivating) */
  tehlikeli?: boolean;
  cevap: (evet: boolean) => void;
}

export const $onay = atom<OnayIstegi | null>(null);

/**
 * The product's confirm step instead of window.confirm: resolves true when the user accepts in the dialog, false on
 * cancel, Escape or a newer question.
 */
export function onayla(metin: string, secenek: { onayMetni?: string; tehlikeli?: boolean } = {}): Promise<boolean> {
  $onay.get()?.cevap(false);
  return new Promise((resolve) => {
    const istek: OnayIstegi = {
      metin,
      ...secenek,
      cevap: (evet) => {
        if ($onay.get() === istek) $onay.set(null);
        resolve(evet);
      },
    };
    $onay.set(istek);
  });
}
