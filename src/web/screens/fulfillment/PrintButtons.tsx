import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyCommand, InputOf } from '../../../shared/commands/define.js';
import type { FileOutput } from '../../../shared/schema/file.js';
import { api } from '../../app/api.js';
import { letterOf } from '../../keyboard/keys.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { notifyError } from '../../kit/notify.js';
import { saveFile } from '../../kit/save-file.js';

/**
 * Print (p) and PDF (d) for a print view: the browser's print of the A4 page, or the same page as
 * a PDF the server draws (the catalogue's file command, also in the palette and `bo … --pdf`).
 */
export function PrintButtons<C extends AnyCommand>({ pdf, input, disabled, testId }: { pdf: C; input: InputOf<C>; disabled: boolean; testId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const actions = useRef({ print: () => {}, pdf: () => {} });
  const download = async () => {
    if (busy || disabled) return;
    setBusy(true);
    try {
      saveFile(await api.call(pdf, input) as FileOutput);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  actions.current = { print: () => { if (!disabled) window.print(); }, pdf: () => void download() };

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.defaultPrevented || overlayOpen() || !isPlainKey(e) || e.shiftKey || isTypingTarget(e.target)) return;
      const key = letterOf(e);
      if (key !== 'p' && key !== 'd') return;
      e.preventDefault();
      if (key === 'p') actions.current.print();
      else actions.current.pdf();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button type="button" className="btn btn-primary ff-no-print" disabled={disabled} onClick={() => actions.current.print()} aria-keyshortcuts="p" data-testid={`${testId}-print`}>
        {t('fulfillment_ui.print')}
      </button>
      <button type="button" className="btn ff-no-print" disabled={disabled || busy} onClick={() => void download()} aria-keyshortcuts="d" title={t('fulfillment_ui.pdf_hint')} data-testid={`${testId}-pdf`}>
        {busy ? t('fulfillment_ui.pdf_busy') : t('fulfillment_ui.pdf')}
      </button>
    </>
  );
}
