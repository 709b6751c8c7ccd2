import { useEffect, type RefObject } from 'react';

/**
 * A header popover (the jobs tray, the notifications bell) closes on a click outside it, except in
 * a dialog it opened itself (a cancel's question), and on Escape, which gives the focus back to its
 * button.
 */
export function usePopoverDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const away = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node) && !(e.target as Element).closest?.('dialog, [role="dialog"], [role="alertdialog"]')) close();
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open, close, root, button]);
}
