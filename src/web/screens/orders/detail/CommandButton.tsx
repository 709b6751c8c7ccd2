import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../shared/api/errors.js';
import type { AnyCommand } from '../../../../shared/commands/index.js';
import type { OrderDetailJson } from '../../../../shared/schema/order.js';
import { api } from '../../../app/api.js';
import { toast } from '../../../app/toasts.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { confirmWords, isConfirmWord } from '../../../../shared/commands/confirm-words.js';
import { describeShape } from '../../../kit/form/fields.js';
import { SchemaForm, type Choice } from '../../../kit/form/SchemaForm.js';
import { afterOrderChanged, once, orderOf, refusalText } from '../shared.js';
import { confirmLines, textKey } from '../../../kit/confirm/lines.js';
import { useAvailability } from './availability.js';
import { useRefusal } from './refusal.js';

export interface CommandButtonProps {
  command: AnyCommand;
  /** The order the command acts on: its queries are refreshed after the call. */
  orderNumber: string;
  /**
   * The order as shown: the command's `available` rule is read on it (an action that cannot run is
   * disabled with the reason as its tooltip, or left out when it does not apply at all), and the
   * confirmation names the phone and email the customer's messages go to.
   */
  order?: OrderDetailJson;
  /** Input values the row or the header gives (ids, the flag's new value); the form asks the rest. */
  fixed: Record<string, unknown>;
  /** Over the command's title (e.g. "Unflag" for `order.flag` with flag false). */
  label?: string;
  /** A letter pressed with Shift runs it (shown on the button). */
  shortcut?: string;
  primary?: boolean;
  small?: boolean;
  testId?: string;
  /** Options for id fields the form asks (the order's lines, parcels, payments), by field name. */
  choices?: Record<string, readonly Choice[]>;
}

/**
 * A catalogue command as a button: fields its input still needs come in a small form generated
 * from the zod schema (as the palette's), the confirmation (what it does, what the customer is
 * sent, a typed word) is in that same dialog or asked once, the call goes through the catalogue
 * client, and the order's queries reload. A refusal is said once: in the open form, or under the header.
 */
export function CommandButton({ command, orderNumber, order, fixed, label, shortcut, primary, small, testId, choices }: CommandButtonProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const { refused, reason } = useAvailability(command, order);
  const [busy, setBusy] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  // a refusal while the form is open is said in the form: the header's line is behind the modal
  const [formRefusal, setFormRefusal] = useState<string | null>(null);
  const [word, setWord] = useState('');
  const asked = useMemo(() => describeShape(command.input).filter((f) => !(f.key in fixed)).map((f) => f.key), [command, fixed]);
  const title = label ?? t(command.ui.title);
  // the orders area's own names for common fields; others fall back to the kit's labels
  // (the columns of a field of rows too: `items` has `sku` and `quantity`)
  const columns = useMemo(() => describeShape(command.input).filter((f) => asked.includes(f.key)).flatMap((f) => (f.kind === 'rows' ? (f.children ?? []).map((c) => c.key) : [])), [command, asked]);
  const labels = Object.fromEntries([...asked, ...columns].filter((k) => i18n.exists(`orders_web.fields.${k}`)).map((k) => [k, t(`orders_web.fields.${k}`)]));
  const tr = (key: string, o?: Record<string, unknown>) => String(t(key, o));
  const lines = confirmLines(command, order, tr, (k) => i18n.exists(k));
  const needsConfirm = command.danger === true || command.confirm !== undefined || (command.notifies?.length ?? 0) > 0;
  const keep = t(`orders_web.keep.${textKey(command)}`, { defaultValue: t('orders_web.action.back') });
  const words = command.confirm ? confirmWords(command.confirm) : [];

  if (refused?.quiet) return null;

  /** A confirmation of its own, for a command that asks nothing else. */
  async function ask(): Promise<boolean> {
    if (!needsConfirm) return true;
    return confirm({
      title,
      body: [...lines, ...(lines.length ? [] : [t('orders_web.action.confirm_danger')])].join(' '),
      okLabel: title,
      cancelLabel: keep,
      ...(command.confirm !== undefined && { word: command.confirm }),
      danger: command.danger === true,
    });
  }

  /** Runs the command; refusals are reported, not thrown (except field errors, for the form). */
  async function call(values: Record<string, unknown>): Promise<boolean> {
    refusal.report(null);
    setBusy(true);
    try {
      const result = await api.call(command, { ...values, ...fixed }, { ...once(), ...(command.confirm !== undefined && { confirm: command.confirm }) });
      afterOrderChanged(queryClient, orderNumber, orderOf(result));
      // what happened to what: "Order R100139927 canceled"; a flag says which way it went
      const done = `${textKey(command)}${typeof fixed.flag === 'boolean' ? (fixed.flag ? '_on' : '_off') : ''}`;
      toast('success', t(`orders_web.done.${done}`, { number: orderNumber, defaultValue: t('orders_web.action.done_on', { action: title, number: orderNumber }) }));
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.fields && formOpen && Object.keys(e.fields).some((k) => asked.includes(k))) throw e;
      const text = refusalText(e);
      if (formOpen) setFormRefusal(text);
      else refusal.report(text);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onClick() {
    if (reason) { refusal.report(reason); return; }
    if (asked.length > 0) { setFormRefusal(null); setWord(''); setFormOpen(true); return; }
    if (!(await ask())) return;
    await call({});
  }

  return (
    <>
      <button type="button" className={`btn${primary && !reason ? ' btn-primary' : ''}${command.danger ? ' or-btn-danger' : ''}${small ? ' or-btn-small' : ''}`}
        disabled={busy} aria-disabled={reason ? true : undefined} onClick={() => void onClick()} data-testid={testId ?? `action-${command.id}`} data-command={command.id}
        data-unavailable={reason ? 'true' : undefined}
        data-order-shortcut={shortcut?.toLowerCase()} aria-keyshortcuts={shortcut ? `Shift+${shortcut.toUpperCase()}` : undefined}
        title={reason ?? (shortcut ? `${title} (Shift+${shortcut.toUpperCase()})` : title)}>
        {title}
        {shortcut && <kbd aria-hidden="true">⇧{shortcut.toUpperCase()}</kbd>}
      </button>
      {formOpen && (
        <ActionDialog title={title} onClose={() => setFormOpen(false)} danger={command.danger === true}>
          {lines.map((l) => <p key={l} className="or-confirm-line" data-testid="action-form-says">{l}</p>)}
          {formRefusal && <p className="form-error" role="alert" data-testid="action-form-refusal">{formRefusal}</p>}
          <SchemaForm schema={command.input} money={command.money} fixed={fixed} fields={asked} labels={labels} choices={choices} autoFocus submitLabel={title} testId="action-form"
            actions={<button type="button" className="btn" onClick={() => setFormOpen(false)} data-testid="action-form-cancel">{keep}</button>}
            extra={command.confirm && (
              <label className="field or-confirm-word">
                <span>{t('orders_web.action.type_word', { words: words.join(' / ') })}</span>
                <input value={word} onChange={(e) => setWord(e.target.value)} autoComplete="off" spellCheck={false}
                  data-testid="action-form-word" aria-invalid={word !== '' && !isConfirmWord(word, command.confirm)} />
              </label>
            )}
            onSubmit={async (values) => {
              if (command.confirm && !isConfirmWord(word, command.confirm)) {
                setFormRefusal(t('orders_web.action.type_word', { words: words.join(' / ') }));
                return false;
              }
              if (await call(values as Record<string, unknown>)) setFormOpen(false);
              return false;
            }} />
        </ActionDialog>
      )}
    </>
  );
}

/**
 * A modal <dialog> around a form: the page behind is inert, Esc closes, focus comes back. In
 * <body> itself, so a button in a closed "more" menu still shows its form.
 */
export function ActionDialog({ title, onClose, children, danger }: { title: string; onClose: () => void; children: React.ReactNode; danger?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    const before = document.activeElement as HTMLElement | null;
    dialog?.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      before?.focus?.();
    };
  }, []);
  return createPortal(
    <dialog ref={ref} className={`or-dialog${danger ? ' or-dialog-danger' : ''}`} aria-labelledby={id} data-testid="action-dialog" onCancel={(e) => { e.preventDefault(); onClose(); }}>
      <h2 id={id}>{title}</h2>
      {children}
    </dialog>,
    document.body,
  );
}
