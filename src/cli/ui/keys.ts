import type { Key } from 'ink';

/** One key as the palette acts on it. */
export type KeyEvent = { type: 'text'; text: string } | { type: 'enter' | 'backspace' | 'escape' | 'up' | 'down' };

/**
 * Every key in what ink hands over. ink passes a chunk of stdin it does not recognise as one
 * string: under tmux (or when typing fast, or pasting) `abc\r` or `ab\u007f` arrive together, and
 * reading them as text loses the Enter and the Backspace. So the chunk is read character by
 * character: CR and LF are Enter (ink calls only CR `return`), DEL and BS are Backspace (ink calls
 * DEL `delete`), other control characters are dropped. A bracketed paste (`ESC[200~…ESC[201~`,
 * which ink hands over as three events) is text, its line breaks read as spaces, not as Enter:
 * hence a reader with the memory of being inside a paste.
 */
export function keyReader(): (input: string, key: Key) => KeyEvent[] {
  let pasting = false;
  return (input, key) => {
    if (!pasting) {
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
    }
    const events: KeyEvent[] = [];
    let run = '';
    const flush = () => {
      if (run) events.push({ type: 'text', text: run });
      run = '';
    };
    for (const part of input.split(/(\u001b?\[20[01]~)/)) {
      if (/^\u001b?\[200~$/.test(part)) { pasting = true; continue; }
      if (/^\u001b?\[201~$/.test(part)) { pasting = false; continue; }
      for (const ch of part) {
        const code = ch.codePointAt(0)!;
        if (ch === '\r' || ch === '\n') {
          if (pasting) run += ' ';
          else { flush(); events.push({ type: 'enter' }); }
          continue;
        }
        if (!pasting && (ch === '\u007f' || ch === '\b')) { flush(); events.push({ type: 'backspace' }); continue; }
        if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
        run += ch;
      }
    }
    flush();
    return events;
  };
}
