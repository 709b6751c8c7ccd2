import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { letterOf } from '../../../keyboard/keys.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../../kit/keys.js';

/** `n` on a list opens its "new" screen, as on the SMS screen. */
export function useNewKey(href: string | null): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!href) return undefined;
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || !isPlainKey(e) || e.shiftKey || isTypingTarget(e.target) || letterOf(e) !== 'n') return;
      e.preventDefault();
      navigate(href!);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [href, navigate]);
}

/** Esc leaves an editor for its list (unless a dialog or the palette has it). */
export function useEscapeTo(href: string): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key !== 'Escape' || e.defaultPrevented || overlayOpen()) return;
      e.preventDefault();
      navigate(href);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [href, navigate]);
}

/**
 * Plain letter keys for a screen's actions (`{ e: newSegment }`), outside fields and dialogs; the
 * letter after a `g` is the go-to table's (`g c`), not the screen's.
 */
export function useLetterKeys(actions: Record<string, () => void>): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    let gAt = 0;
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || !isPlainKey(e) || e.shiftKey || isTypingTarget(e.target)) return;
      const letter = letterOf(e);
      const afterG = Date.now() - gAt < 1500;
      gAt = letter === 'g' && !afterG ? Date.now() : 0;
      if (afterG) return;
      const action = latest.current[letter ?? ''];
      if (!action) return;
      e.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
