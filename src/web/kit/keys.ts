// one rule for "the user is typing" across the shell's shortcuts and the table's keys
export { isTypingTarget } from '../keyboard/keys.js';

/** A key pressed alone: no Ctrl, Alt or Meta (Shift is part of `?` and `/` on some layouts). */
export const isPlainKey = (e: KeyboardEvent | React.KeyboardEvent): boolean => !e.ctrlKey && !e.altKey && !e.metaKey;

/** A modal overlay (dialog, palette) owns the keyboard while it is open. */
export function overlayOpen(): boolean {
  return document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]') !== null;
}
