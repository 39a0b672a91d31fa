import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  action?: { label: string; run: () => void };
}

/** SPEC §9: business-area toasts auto-close after 3000 ms. */
export const TOAST_MS = 3000;
export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function toast(kind: ToastKind, text: string, action?: Toast['action'], ms = TOAST_MS): number {
  const id = nextId++;
  $toasts.set([...$toasts.get().filter((item) => item.text !== text), { id, kind, text, ...(action ? { action } : {}) }]);
  if (ms > 0) setTimeout(() => dismissToast(id), ms);
  return id;
}
