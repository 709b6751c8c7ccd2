import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/errors.js';
import { confirmWords, isConfirmWord } from '../../shared/commands/confirm-words.js';
import type { AnyCommand } from '../../shared/commands/index.js';
import type { OrderDetailJson } from '../../shared/schema/order.js';
import type { FileOutput } from '../../shared/schema/file.js';
import { api } from '../app/api.js';
import { saveFile } from '../kit/save-file.js';
import { confirmLines } from '../kit/confirm/lines.js';
import { describeShape, humanise } from '../kit/form/fields.js';
import { SchemaForm } from '../kit/form/SchemaForm.js';
import { letterOf } from '../keyboard/keys.js';
import type { FormValues } from '../kit/form/values.js';
import { paletteLine } from './bo-line.js';
import { ResultView } from './ResultView.js';

type Outcome =
  | { readonly kind: 'ok'; readonly value: unknown }
  /** `inForm`: the form already shows it (headline and fields), so the panel does not repeat it. */
  | { readonly kind: 'error'; readonly error: unknown; readonly inForm: boolean };

export interface CommandPanelProps {
  readonly command: AnyCommand;
  /** The order on screen, if any: its number fills the form, its phone and email the confirmation. */
  readonly order?: OrderDetailJson | null;
  readonly onBack: () => void;
}

/** The key that copies the `bo` line, as the reader's keyboard names it. */
const COPY_KEY = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘ B' : 'Ctrl B';

/** A key per submitted form, so a mutation retried after a network error is not run twice. */
function idempotencyKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A catalogue command chosen in the palette: its parameter form generated from the zod input,
 * the `bo` line that does the same from a terminal with the values typed (Ctrl B copies it),
 * a confirmation for dangerous ones (a typed word when the command has `confirm`), the call through
 * the catalogue client and the answer or the refusal.
 */
export function CommandPanel({ command, order, onBack }: CommandPanelProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ values: unknown; key: string } | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hasFields = useMemo(() => describeShape(command.input).length > 0, [command]);
  const needsConfirm = command.danger === true || command.confirm !== undefined || (command.notifies?.length ?? 0) > 0;
  // the order on screen fills the number of an order operation (the user may change it)
  const defaults = useMemo(() => (order && describeShape(command.input).some((f) => f.key === 'number') ? { number: order.number } : undefined), [command, order]);
  const says = confirmLines(command, order ?? undefined, (k, o) => String(t(k, o)), (k) => i18n.exists(k));
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  // the `bo` line of what is typed (issue 15): the form's values as they change
  const [typed, setTyped] = useState<FormValues>({});
  const onValues = useCallback((values: FormValues) => setTyped(structuredClone(values)), []);
  const line = useMemo(() => paletteLine(command, typed), [command, typed]);
  const [copied, setCopied] = useState<string | null>(null);

  async function copyLine(): Promise<void> {
    try {
      await navigator.clipboard.writeText(line);
      setCopied(line);
    } catch {
      // no clipboard (an insecure page, a refusal): the line is selected for Ctrl C instead
      const code = document.querySelector('[data-testid="palette-bo-line"]');
      if (code) window.getSelection()?.selectAllChildren(code);
    }
  }

  // SchemaForm's autoFocus loses the race with its own mount-time reset (react-hook-form drops
  // field refs on reset), so the panel puts the caret in the first field itself
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (body.current?.contains(document.activeElement)) return;
      body.current?.querySelector<HTMLElement>('input, select, textarea, button[type="submit"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  async function run(values: unknown, key: string, confirm?: string): Promise<void> {
    setRunning(true);
    try {
      const value: unknown = await api.call(command, values, {
        ...(command.kind === 'mutation' ? { idempotencyKey: key } : {}),
        ...(confirm ? { confirm } : {}),
      });
      // a file command (a PDF) is saved, and the panel names the file
      if (command.file) saveFile(value as FileOutput);
      setOutcome({ kind: 'ok', value: command.file ? { file: (value as FileOutput).name } : value });
      // screens showing what the command changed refetch
      if (command.kind === 'mutation') void queryClient.invalidateQueries();
    } finally {
      setRunning(false);
    }
  }

  async function submitted(values: unknown): Promise<void> {
    setOutcome(null);
    if (needsConfirm) {
      setPending({ values, key: idempotencyKey() });
      return;
    }
    try {
      await run(values, idempotencyKey());
    } catch (e) {
      setOutcome({ kind: 'error', error: e, inForm: true });
      // the form puts the refusal's field messages on its fields
      throw e;
    }
  }

  async function confirmed(word: string | undefined): Promise<void> {
    if (!pending) return;
    try {
      await run(pending.values, pending.key, word);
      setPending(null);
    } catch (e) {
      setOutcome({ kind: 'error', error: e, inForm: false });
      setPending(null);
    }
  }

  // a query that takes nothing (who am I, list websites) answers at once
  const ranOnce = useRef(false);
  useEffect(() => {
    if (ranOnce.current || hasFields || needsConfirm || command.kind !== 'query') return;
    ranOnce.current = true;
    run({}, idempotencyKey()).catch((e: unknown) => setOutcome({ kind: 'error', error: e, inForm: false }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const description = command.description && i18n.exists(command.description) ? t(command.description) : null;

  return (
    <section className="palette-command" aria-labelledby={headingId} data-testid="palette-command" data-command={command.id}
      onKeyDown={(e) => {
        // Ctrl B / ⌘ B ("bo") copies the line, from any field of the form
        if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && letterOf(e.nativeEvent) === 'b') {
          e.preventDefault();
          void copyLine();
        }
      }}>
      <header className="palette-command-head">
        <button type="button" className="btn btn-ghost palette-back" onClick={onBack} aria-label={t('palette.command.back')} title={t('palette.command.back')} data-testid="palette-back">←</button>
        <h3 id={headingId}>{t(command.ui.title)}</h3>
        <span className={`palette-tag palette-tag-${command.kind}`}>{t(`palette.command.${command.kind}`)}</span>
        {needsConfirm && <span className="palette-tag palette-tag-danger">{t('palette.command.danger')}</span>}
      </header>
      {description && <p className="muted palette-command-description">{description}</p>}
      <div className="palette-bo" data-testid="palette-bo">
        <span className="muted palette-bo-label">{t('palette.command.bo_line')}</span>
        <code className="palette-bo-line" data-testid="palette-bo-line">{line}</code>
        <button type="button" className="btn btn-ghost palette-bo-copy" onClick={() => void copyLine()} data-testid="palette-bo-copy"
          title={t('palette.command.copy_hint')} aria-label={t('palette.command.copy_hint')}>
          {copied === line ? t('palette.command.copied') : t('palette.command.copy')} <kbd>{COPY_KEY}</kbd>
        </button>
      </div>

      <div className="palette-command-body" ref={body}>
        {pending ? (
          <Confirm word={command.confirm} says={says} busy={running} onConfirm={(w) => void confirmed(w)} onCancel={() => setPending(null)} />
        ) : (
          <SchemaForm schema={command.input} money={command.money} defaultValues={defaults} onSubmit={submitted} autoFocus testId="palette-form" onValues={onValues}
            submitLabel={outcome ? t('palette.command.run_again') : t('palette.command.run')} disabled={running} />
        )}

        <div className="palette-outcome" aria-live="polite">
          {running && <p className="muted">{t('palette.command.running')}</p>}
          {!running && outcome?.kind === 'ok' && (
            <div data-testid="palette-result">
              <h4 className="palette-outcome-title">{t('palette.command.result')}</h4>
              <ResultView value={outcome.value} />
            </div>
          )}
          {!running && outcome?.kind === 'error' && !outcome.inForm && <ErrorView error={outcome.error} />}
        </div>
      </div>
    </section>
  );
}

function ErrorView({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  const api = error instanceof ApiError ? error : null;
  // the server's sentence is English; in Mongolian its code's message says the same
  const message = api && i18n.language !== 'en' && i18n.exists(`errors.${api.code}`) ? t(`errors.${api.code}`)
    : error instanceof Error ? error.message : String(error);
  const fields = Object.entries(api?.fields ?? {});
  return (
    <div className="palette-error" role="alert" data-testid="palette-error">
      <strong>{t('palette.command.failed')}</strong>
      <p>{message}</p>
      {fields.length > 0 && (
        <>
          <p>{t('palette.command.fields')}</p>
          <ul>{fields.map(([name, text]) => <li key={name}><b>{humanise(name)}</b>: {text}</li>)}</ul>
        </>
      )}
    </div>
  );
}

function Confirm({ word, says, busy, onConfirm, onCancel }: { word: string | undefined; says: string[]; busy: boolean; onConfirm: (word: string | undefined) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const wordInput = useRef<HTMLInputElement>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  // the typed word when one is asked for, else the button: Enter confirms, Esc goes back
  useEffect(() => (wordInput.current ?? runButton.current)?.focus(), []);
  const matches = word === undefined || isConfirmWord(typed, word);

  return (
    <form className="palette-confirm" data-testid="palette-confirm" onSubmit={(e) => {
      e.preventDefault();
      setTried(true);
      if (matches) onConfirm(word);
    }}>
      {says.map((line) => <p key={line} data-testid="palette-confirm-says">{line}</p>)}
      <p role="alert">{word === undefined ? (says.length ? t('palette.command.confirm_go') : t('palette.command.confirm_danger')) : t('palette.command.confirm_word', { word: confirmWords(word).join(' / ') })}</p>
      {word !== undefined && (
        <label className="field" htmlFor={inputId}>
          <span>{t('palette.command.confirm_word_label')}</span>
          <input id={inputId} ref={wordInput} value={typed} autoComplete="off" spellCheck={false} data-testid="palette-confirm-word"
            aria-invalid={tried && !matches} onChange={(e) => setTyped(e.target.value)} />
          {tried && !matches && <span className="field-error">{t('palette.command.confirm_mismatch', { word: confirmWords(word).join(' / ') })}</span>}
        </label>
      )}
      <div className="palette-confirm-actions">
        <button type="submit" className="btn btn-danger" disabled={busy} ref={runButton} data-testid="palette-confirm-run">
          {t('palette.command.confirm_run')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>{t('palette.command.cancel')}</button>
      </div>
    </form>
  );
}
