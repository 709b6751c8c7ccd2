import type { Key } from 'ink';

/** One key as the palette acts on it. */
export type KeyEvent = { type: 'text'; text: string } | { type: 'enter' | 'backspace' | 'escape' | 'up' | 'down' };

// eslint-disable-next-line no-control-regex
const PASTE_MARK = /\u001b?\[20[01]~/g;

/**
 * Every key in what ink hands over. ink passes a chunk of stdin it does not recognise as one
 * string: under tmux (or when typing fast, or pasting) `abc\r` or `ab\u007f` arrive together, and
 * reading them as text loses the Enter and the Backspace. So the chunk is read character by
 * character: CR and LF are Enter (ink calls only CR `return`), DEL and BS are Backspace (ink calls
 * DEL `delete`), other control characters are dropped, and a bracketed paste (`ESC[200~…ESC[201~`)
 * is its text, its line breaks read as spaces rather than as Enter.
 */
export function keyEvents(input: string, key: Key): KeyEvent[] {
  if (key.upArrow) return [{ type: 'up' }];
  if (key.downArrow) return [{ type: 'down' }];
  if (!input) {
    if (key.escape) return [{ type: 'escape' }];
    if (key.return) return [{ type: 'enter' }];
    if (key.backspace || key.delete) return [{ type: 'backspace' }];
    return [];
  }
  // Ctrl-<letter> arrives as the letter: not text
  if (key.ctrl && input.length === 1) return [];
  const pasted = input.includes('[200~') || input.includes('[201~');
  const text = pasted ? input.replace(PASTE_MARK, '').replace(/[\r\n]+/g, ' ') : input;
  const events: KeyEvent[] = [];
  let run = '';
  const flush = () => {
    if (run) events.push({ type: 'text', text: run });
    run = '';
  };
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\r' || ch === '\n') { flush(); events.push({ type: 'enter' }); continue; }
    if (ch === '\u007f' || ch === '\b') { flush(); events.push({ type: 'backspace' }); continue; }
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    run += ch;
  }
  flush();
  return events;
}
