import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_RETURN_STATES, RETURN_CONDITIONS, receiveReturn, returnList, updateReturnBy, type ProductReturnJson,
} from '../../../shared/commands/fulfillment/returns.js';
import { api } from '../../app/api.js';
import { toast } from '../../app/toasts.js';
import { FilterBar, type FilterDef } from '../../kit/filters/FilterBar.js';
import { isPlainKey, isTypingTarget, overlayOpen } from '../../kit/keys.js';
import { DataTable } from '../../kit/table/DataTable.js';
import { commandSource } from '../../kit/table/source.js';
import type { Column } from '../../kit/table/types.js';
import { once, useCan } from '../orders/shared.js';
import { today } from './shared.js';

type Outcome = 'restock' | 'write_off';

/**
 * What the desk does to the selected returns: inspects them (a condition, a note), then puts them
 * back on the shelf (`r`) or writes them off (`w`, which needs a condition or a note); or moves the
 * day they are due. Each return answers on its own; refusals are said with their reason.
 */
function ReturnBulk({ rows, clear }: { rows: ProductReturnJson[]; clear: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [condition, setCondition] = useState('');
  const [note, setNote] = useState('');
  const [due, setDue] = useState(today);
  const [busy, setBusy] = useState(false);
  const open = rows.filter((r) => r.state === 'requested');
  const act = useRef<(o: Outcome | 'due') => Promise<void>>(async () => undefined);

  act.current = async (what) => {
    if (busy || !open.length) return;
    if (what === 'write_off' && !condition && !note.trim()) {
      toast('warning', t('fulfillment_ui.returns.why'));
      document.querySelector<HTMLSelectElement>('[data-testid="ff-return-condition"]')?.focus();
      return;
    }
    setBusy(true);
    let done = 0;
    const refused: string[] = [];
    for (const r of open) {
      try {
        if (what === 'due') await api.call(updateReturnBy, { id: r.id, return_by: due }, once());
        else {
          await api.call(receiveReturn, {
            id: r.id, outcome: what,
            ...(condition && { condition: condition as (typeof RETURN_CONDITIONS)[number] }),
            ...(note.trim() && { note: note.trim() }),
          }, once());
        }
        done += 1;
      } catch (e) {
        refused.push(`${r.order_number}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    if (done) toast('success', t('fulfillment_ui.returns.done', { count: done }));
    if (refused.length) toast('warning', t('fulfillment_ui.returns.failed', { count: refused.length, error: refused[0] }));
    setBusy(false);
    setNote('');
    setCondition('');
    clear();
    void queryClient.invalidateQueries({ predicate: (q) => ['line_item.return_list', 'line_item.list'].includes(String(q.queryKey[0])) });
  };

  const allowed = can(receiveReturn);
  // r restocks and w writes off the selection, as j/k/x choose it
  useEffect(() => {
    if (!allowed) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isPlainKey(e) || isTypingTarget(e.target) || overlayOpen()) return;
      if (e.key === 'r') { e.preventDefault(); void act.current('restock'); }
      if (e.key === 'w') { e.preventDefault(); void act.current('write_off'); }
      if (e.key === 'i') { e.preventDefault(); document.querySelector<HTMLSelectElement>('[data-testid="ff-return-condition"]')?.focus(); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);

  if (!allowed) return null;
  if (!open.length) return <span className="muted">{t('fulfillment_ui.returns.none_open')}</span>;
  return (
    <span className="ff-bulk" role="group" aria-label={t('fulfillment_ui.returns.inspect')}>
      <select className="input ff-narrow" value={condition} onChange={(e) => setCondition(e.target.value)} aria-label={t('fulfillment_ui.returns.condition')}
        aria-keyshortcuts="i" data-testid="ff-return-condition">
        <option value="">{t('fulfillment_ui.returns.condition')}…</option>
        {RETURN_CONDITIONS.map((c) => <option key={c} value={c}>{t(`fulfillment_ui.returns.conditions.${c}`)}</option>)}
      </select>
      <input type="text" className="input" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)}
        aria-label={t('fulfillment_ui.returns.note')} placeholder={t('fulfillment_ui.returns.note_placeholder')} data-testid="ff-return-note" />
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act.current('restock')} aria-keyshortcuts="r" data-testid="ff-return-restock">{t('fulfillment_ui.returns.restock')}</button>
      <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void act.current('write_off')} aria-keyshortcuts="w" data-testid="ff-return-write_off">{t('fulfillment_ui.returns.write_off')}</button>
      {can(updateReturnBy) && (
        <>
          <input type="date" className="input ff-narrow" value={due} onChange={(e) => e.target.value && setDue(e.target.value)} aria-label={t('fulfillment_ui.returns.return_by')} data-testid="ff-return-due" />
          <button type="button" className="btn" disabled={busy} onClick={() => void act.current('due')} data-testid="ff-return-due-set">{t('fulfillment_ui.returns.set_due')}</button>
        </>
      )}
    </span>
  );
}

/**
 * /fulfillment/products_return: the returns desk (§7 `line_items return_list`, `product_returns`):
 * the products customers bring back, received and inspected here, then restocked or written off
 * with what was found. From the keyboard: j/k move, x selects, i inspects, r restocks, w writes off.
 */
export default function ProductsReturn({ title = 'nav.routes.fulfillment_products_return' }: { title?: string; params?: unknown }) {
  const { t } = useTranslation();
  const source = useMemo(() => commandSource(returnList), []);
  // the text columns may shrink well below their share (their text wraps): the desk's rows carry
  // whatever the day's returns say, and a long state or vendor must not push the table sideways
  const columns = useMemo<Column<ProductReturnJson>[]>(() => [
    { id: 'order', header: t('fulfillment_ui.columns.order'), primary: true, width: '104px', value: (r) => r.order_number },
    { id: 'state', header: t('fulfillment_ui.returns.state'), fit: true, cell: (r) => <span className={`ff-pill ff-return-${r.state}`} data-state={r.state}>{t(`fulfillment_ui.returns.states.${r.state}`)}</span> },
    { id: 'sku', header: t('fulfillment_ui.columns.sku'), width: '96px', value: (r) => r.sku },
    { id: 'name', header: t('fulfillment_ui.columns.product'), width: 'minmax(64px, 2fr)', value: (r) => r.name },
    { id: 'quantity', header: t('fulfillment_ui.columns.quantity'), kind: 'number', width: '56px', value: (r) => r.quantity },
    { id: 'reason', header: t('fulfillment_ui.returns.reason'), width: 'minmax(64px, 1fr)', value: (r) => r.reason },
    {
      id: 'found', header: t('fulfillment_ui.returns.condition'), width: 'minmax(64px, 1fr)',
      value: (r) => [r.condition ? t(`fulfillment_ui.returns.conditions.${r.condition}`) : null, r.note].filter(Boolean).join(' · ') || '-',
    },
    { id: 'vendor', header: t('fulfillment_ui.columns.vendor'), width: 'minmax(64px, 1fr)', value: (r) => r.vendor_name },
    { id: 'return_by', header: t('fulfillment_ui.returns.return_by'), kind: 'date', sort: 'return_by', value: (r) => r.return_by },
    { id: 'created', header: t('fulfillment_ui.returns.asked'), kind: 'date', sort: 'created_at', value: (r) => r.created_at },
  ], [t]);
  const filters: FilterDef[] = [
    { type: 'text', key: 'order_number_eq', label: t('fulfillment_ui.filters.order'), wide: true },
    { type: 'select', key: 'state_eq', label: t('fulfillment_ui.returns.state'), options: PRODUCT_RETURN_STATES.map((s) => ({ value: s, label: t(`fulfillment_ui.returns.states.${s}`) })) },
    { type: 'date_range', field: 'return_by', label: t('fulfillment_ui.returns.return_by') },
  ];
  return (
    <section className="ff-screen" data-testid="products-return">
      <h1 className="screen-title">{t(title)}</h1>
      <p className="ff-hint">{t('fulfillment_ui.returns.key_hint')}</p>
      <FilterBar filters={filters} testId="ff-return-filters" />
      <DataTable<ProductReturnJson>
        source={source}
        columns={columns}
        rowKey={(r) => r.id}
        rowHref={(r) => `/orders/${r.order_number}`}
        label={t('fulfillment_ui.returns.table')}
        emptyText={t('fulfillment_ui.returns.empty')}
        selectable
        testId="ff-returns"
        bulkActions={(rows, clear) => <ReturnBulk rows={rows} clear={clear} />}
      />
    </section>
  );
}

/** /merchant/products_return: the same desk under the merchant console; the server keeps him to his vendor's lines. */
export function MerchantProductsReturn() {
  return <ProductsReturn title="nav.routes.merchant_products_return" />;
}
