import { atom, getDefaultStore } from 'jotai';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';
/** A place the toast points to (a job's page): a link inside the console. */
export interface ToastLink { href: string; label: string }
export interface Toast { id: number; kind: ToastKind; text: string; link?: ToastLink }

export const toastsAtom = atom<Toast[]>([]);
let next = 1;

/** Shows a toast for a few seconds; callable outside React (the api client's 401 handler). */
export function toast(kind: ToastKind, text: string, ms = kind === 'error' ? 8000 : 4000, link?: ToastLink): void {
  const store = getDefaultStore();
  const id = next++;
  store.set(toastsAtom, (list) => [...list.slice(-4), { id, kind, text, ...(link && { link }) }]);
  setTimeout(() => dismissToast(id), ms);
}

export function dismissToast(id: number): void {
  getDefaultStore().set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}
