import { getDefaultStore, Provider, useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { confirmQueueAtom, type ConfirmRequest } from './confirm.js';
import { confirmWords, isConfirmWord } from '../../../shared/commands/confirm-words.js';
import '../../styles/kit.css';

/** Renders the first waiting question in its own root at the end of <body>. */
export function mountConfirmHost(): void {
  const el = document.createElement('div');
  el.id = 'confirm-root';
  document.body.appendChild(el);
  createRoot(el).render(<Provider store={getDefaultStore()}><ConfirmHost /></Provider>);
}

function ConfirmHost() {
  const queue = useAtomValue(confirmQueueAtom);
  const current = queue[0];
  return current ? <ConfirmDialog key={current.id} request={current} /> : null;
}

/**
 * A modal <dialog>: the page behind is inert (focus stays inside), Esc cancels, Enter confirms
 * (once the typed word matches), and focus returns to where it was.
 */
function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState('');
  const ids = useId().replace(/:/g, '');
  const matches = !request.word || isConfirmWord(typed, request.word);

  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    // showModal focuses the first control (Cancel); Enter must confirm, so the word or OK takes focus
    dialog?.querySelector<HTMLElement>('[data-testid="confirm-word"], [data-testid="confirm-ok"]')?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      before?.focus?.();
    };
  }, []);

  function finish(ok: boolean) {
    ref.current?.close();
    request.resolve(ok);
  }

  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${ids}-title`} aria-describedby={request.body ? `${ids}-body` : undefined}
      data-testid="confirm-dialog" onCancel={(e) => { e.preventDefault(); finish(false); }}>
      <form method="dialog" onSubmit={(e) => { e.preventDefault(); if (matches) finish(true); }}>
        <h2 id={`${ids}-title`}>{request.title}</h2>
        {request.body && <p id={`${ids}-body`}>{request.body}</p>}
        {request.code && <output className="confirm-code" data-testid="confirm-code">{request.code}</output>}
        {request.word && (
          <label className="field">
            <span>{t('kit.confirm.type_word', { word: confirmWords(request.word).join(' / ') })}</span>
            <input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false}
              data-testid="confirm-word" aria-invalid={typed !== '' && !matches} />
          </label>
        )}
        <div className="confirm-actions">
          {!request.notice && (
            <button type="button" className="btn" onClick={() => finish(false)} data-testid="confirm-cancel">
              {request.cancelLabel ?? t('kit.confirm.cancel')}
            </button>
          )}
          <button type="submit" className={`btn ${request.danger ? 'btn-danger' : 'btn-primary'}`} disabled={!matches}
            data-testid="confirm-ok">
            {request.okLabel ?? t('kit.confirm.ok')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
