import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyCommand } from '../../../../shared/commands/index.js';
import type { OrderDetailJson } from '../../../../shared/schema/order.js';
import { describeShape } from '../../../kit/form/fields.js';
import { useCan } from '../shared.js';
import { ACTION_SHORTCUTS, actionsFor, choicesOf, prefill, type ActionRow, type ActionTarget } from './actions.js';
import { CommandButton } from './CommandButton.js';

const fieldsOf = (c: AnyCommand) => describeShape(c.input).map((f) => f.key);
/** A row shows this many actions as buttons; the rest are one click away in its "more" menu. */
const INLINE = 2;

/** A command acts on one row when its input takes the row's id (`id` or `<target>_id`). */
function takesRow(target: ActionTarget, c: AnyCommand): boolean {
  if (target === 'order') return false;
  const fields = fieldsOf(c);
  return fields.includes('id') || fields.includes(`${target}_id`);
}

function useActions(target: ActionTarget, perRow: boolean): AnyCommand[] {
  const can = useCan();
  return useMemo(() => actionsFor(target).filter((c) => can(c) && takesRow(target, c) === perRow), [target, perRow, can]);
}

/**
 * The registry's actions the user may run: with a `row`, those that act on that row (ship this
 * parcel), the first few as buttons and the others in a menu; without, those of the whole tab or
 * header (add an adjustment to the order), all as buttons.
 */
export function RowActions({ target, row, order, small = true }: { target: ActionTarget; row: ActionRow | null; order: OrderDetailJson; small?: boolean }) {
  const { t } = useTranslation();
  const commands = useActions(target, row !== null);
  if (commands.length === 0) return null;
  const button = (c: AnyCommand) => {
    const shortcut = row === null ? ACTION_SHORTCUTS[c.id] : undefined;
    return (
      <CommandButton key={c.id} command={c} orderNumber={order.number} order={order} fixed={prefill(target, row, order, fieldsOf(c))} small={small} choices={choicesOf(order, (k, o) => String(t(k, o)))}
        {...(shortcut && { shortcut })} testId={`${target}-action-${c.id}`} />
    );
  };
  const inline = row === null ? commands : commands.slice(0, INLINE);
  const more = row === null ? [] : commands.slice(INLINE);
  return (
    <span className="or-row-actions" data-testid={`${target}-actions`}>
      {inline.map(button)}
      {more.length > 0 && <MoreMenu testId={`${target}-more`}>{more.map(button)}</MoreMenu>}
    </span>
  );
}

/**
 * A disclosure button over the rest of a row's actions. Its items stay mounted while it is closed, so
 * an action's form (in <body>) outlives the menu closing on the click that opened it.
 */
function MoreMenu({ children, testId }: { children: React.ReactNode; testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('mousedown', onDown);
    // the first item takes the focus, so the arrows and Tab go on from there
    root.current?.querySelector<HTMLElement>('.or-more-menu button')?.focus();
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  function onKeyDown(e: React.KeyboardEvent) {
    if (!open) return;
    const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('.or-more-menu button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); setOpen(false); toggle.current?.focus(); }
    else if (e.key === 'ArrowDown') { e.preventDefault(); items[(at + 1) % items.length]?.focus(); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); items[(at - 1 + items.length) % items.length]?.focus(); }
  }
  return (
    <span className="or-more" ref={root} onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="btn or-btn-small" aria-expanded={open} aria-controls={id}
        onClick={() => setOpen((o) => !o)} data-testid={testId}>
        {t('orders_web.action.more')} <span aria-hidden="true">▾</span>
      </button>
      <span role="group" aria-label={t('orders_web.action.more')} id={id} className="or-more-menu" hidden={!open} onClick={() => setOpen(false)}>
        {children}
      </span>
    </span>
  );
}

/** Whether rows of a target get an actions column for this user. */
export function useHasRowActions(target: ActionTarget): boolean {
  return useActions(target, true).length > 0;
}
