import { atom, getDefaultStore } from 'jotai';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';
export interface Toast { id: number; kind: ToastKind; text: string }

export const toastsAtom = atom<Toast[]>([]);
let next = 1;

/** Shows a toast for a few seconds; callable outside React (the api client's 401 handler). */
export function toast(kind: ToastKind, text: string, ms = kind === 'error' ? 8000 : 4000): void {
  const store = getDefaultStore();
  const id = next++;
  store.set(toastsAtom, (list) => [...list.slice(-4), { id, kind, text }]);
  setTimeout(() => dismissToast(id), ms);
}

export function dismissToast(id: number): void {
  getDefaultStore().set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}
