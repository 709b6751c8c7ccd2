import { atom, getDefaultStore } from 'jotai';

export interface ConfirmOptions {
  title: string;
  body?: string;
  /** Label of the confirming button; "OK" by default. */
  okLabel?: string;
  cancelLabel?: string;
  /** A word the user must type before confirming (§5: cancelling orders needs `cancel`). */
  word?: string;
  /** A value to copy (a key shown once), set apart under the body, selectable. */
  code?: string;
  /** Only to be acknowledged: no Cancel button (Esc still closes it). */
  notice?: boolean;
  /** Destructive: the confirming button is red. */
  danger?: boolean;
}

export interface ConfirmRequest extends ConfirmOptions { id: number; resolve: (ok: boolean) => void }

/** The open question and those waiting behind it, one dialog at a time. */
export const confirmQueueAtom = atom<ConfirmRequest[]>([]);

let nextId = 1;
let hostMounted: Promise<void> | null = null;

/** The dialog host is mounted on first use, so any module (the palette, a screen) can ask. */
function mountHost(): Promise<void> {
  hostMounted ??= import('./ConfirmHost.js').then(({ mountConfirmHost }) => mountConfirmHost());
  return hostMounted;
}

/**
 * Asks the user; resolves true when he confirms, false on Cancel or Esc. With `word`, the confirm
 * button stays disabled until the word is typed.
 */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  await mountHost();
  return new Promise<boolean>((resolve) => {
    const store = getDefaultStore();
    const id = nextId++;
    store.set(confirmQueueAtom, (q) => [...q, {
      ...options,
      id,
      resolve: (ok) => {
        store.set(confirmQueueAtom, (list) => list.filter((r) => r.id !== id));
        resolve(ok);
      },
    }]);
  });
}
