/**
 * Reading keyboard events the same way everywhere: shortcuts must not fire while the user types,
 * and letters must work on a Mongolian (Cyrillic) layout too, where the G key gives `г`.
 */

/** The user is typing: an input, textarea, select or editable element has the key. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // a checkbox or a button-like input takes no text: shortcuts stay on there
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/**
 * The Latin letter of a key press, lower-case, whatever the layout: `e.key` when it is a Latin
 * letter, else the physical key (`KeyG` → `g`). null for anything else.
 */
export function letterOf(e: KeyboardEvent): string | null {
  if (/^[a-z]$/i.test(e.key)) return e.key.toLowerCase();
  const m = /^Key([A-Z])$/.exec(e.code);
  return m ? m[1]!.toLowerCase() : null;
}

/** Ctrl-K on Windows and Linux, Cmd-K on a Mac. */
export function isPaletteKey(e: KeyboardEvent): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && letterOf(e) === 'k';
}

/** `?`, typed as Shift-/ on most layouts (the physical key on the others). */
export function isQuestionMark(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  return e.key === '?' || (e.shiftKey && e.code === 'Slash');
}

/** A key press with no modifier but Shift: what single-key shortcuts listen to. */
export function isPlain(e: KeyboardEvent): boolean {
  return !e.ctrlKey && !e.metaKey && !e.altKey;
}
