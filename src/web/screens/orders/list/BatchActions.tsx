import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { batch, batchCancel, type BATCH_ACTIONS } from '../../../../shared/commands/orders/batch.js';
import type { OrderJson } from '../../../../shared/schema/order.js';
import { api } from '../../../app/api.js';
import { confirm } from '../../../kit/confirm/confirm.js';
import { notifyError } from '../../../kit/notify.js';
import { toast } from '../../../app/toasts.js';
import { DriverPicker, useDrivers } from '../DriverPicker.js';
import { ORDER_LIST_KEY, once, useCan } from '../shared.js';

export type BatchAction = (typeof BATCH_ACTIONS)[number] | 'cancel';
export interface BatchOutcome {
  action: BatchAction;
  applied: number;
  failed: number;
  results: { number: string; ok: boolean; error: string | null }[];
}

/**
 * What the list does to its selection: approve, flag, unflag and assign a driver through
 * `orders.batch`, cancel through `orders.batch_cancel` after the typed word (§5). Each order
 * answers on its own; the outcome goes to the screen, which shows it row by row.
 */
export function BatchActions({ rows, clear, onOutcome }: { rows: OrderJson[]; clear: () => void; onOutcome: (o: BatchOutcome) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const drivers = useDrivers();
  const [driver, setDriver] = useState('');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const numbers = rows.map((r) => r.number);

  async function run(action: BatchAction) {
    if (action === 'cancel') {
      const ok = await confirm({
        title: t('orders_web.batch.cancel_title', { count: numbers.length }),
        body: t('orders_web.batch.cancel_body'),
        okLabel: t('orders_web.batch.cancel'),
        word: batchCancel.confirm,
        danger: true,
      });
      if (!ok) return;
    }
    setBusy(true);
    try {
      const result = action === 'cancel'
        ? await api.call(batchCancel, { numbers }, { ...once(), confirm: batchCancel.confirm })
        : await api.call(batch, { numbers, action, ...(action === 'assign_driver' && { driver_id: Number(driver) }) }, once());
      onOutcome({ action, ...result });
      toast(result.failed > 0 ? 'warning' : 'success', t('orders_web.batch.done', { applied: result.applied, failed: result.failed }));
      clear();
      setPicking(false);
      void queryClient.invalidateQueries({ queryKey: ORDER_LIST_KEY });
      // the detail of any order in the batch is stale too
      const touched = new Set(result.results.map((r) => r.number));
      void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[1] === 'string' && touched.has(q.queryKey[1]) });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  }

  const canBatch = can(batch);
  return (
    <span className="or-bulk" role="group" aria-label={t('orders_web.batch.label')}>
      {canBatch && (
        <>
          <button type="button" className="btn" disabled={busy} onClick={() => void run('approve')} data-testid="orders-bulk-approve">{t('orders_web.batch.approve')}</button>
          <button type="button" className="btn" disabled={busy} onClick={() => void run('flag')} data-testid="orders-bulk-flag">{t('orders_web.batch.flag')}</button>
          <button type="button" className="btn" disabled={busy} onClick={() => void run('unflag')} data-testid="orders-bulk-unflag">{t('orders_web.batch.unflag')}</button>
          {picking ? (
            <form className="or-bulk-driver" onSubmit={(e) => { e.preventDefault(); if (driver) void run('assign_driver'); }}>
              <DriverPicker value={driver} onChange={setDriver} drivers={drivers} testId="orders-bulk-driver" />
              <button type="submit" className="btn btn-primary" disabled={busy || !driver} data-testid="orders-bulk-driver-submit">{t('orders_web.batch.assign')}</button>
            </form>
          ) : (
            <button type="button" className="btn" disabled={busy} onClick={() => setPicking(true)} data-testid="orders-bulk-assign">{t('orders_web.batch.assign_driver')}</button>
          )}
        </>
      )}
      {can(batchCancel) && (
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void run('cancel')} data-testid="orders-bulk-cancel">{t('orders_web.batch.cancel')}</button>
      )}
    </span>
  );
}

/** The answer of the last batch, order by order: applied, or refused with the server's reason. */
export function BatchOutcomePanel({ outcome, onClose }: { outcome: BatchOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="or-outcome" aria-labelledby="orders-outcome-title" data-testid="orders-batch-result" data-action={outcome.action}>
      <header>
        <h2 id="orders-outcome-title">{t(`orders_web.batch.outcome_${outcome.failed ? 'partly' : 'all'}`, { action: t(`orders_web.batch.${outcome.action === 'assign_driver' ? 'assign_driver' : outcome.action}`), applied: outcome.applied, failed: outcome.failed })}</h2>
        <button type="button" className="btn btn-ghost" onClick={onClose} data-testid="orders-batch-result-close">{t('orders_web.batch.close')}</button>
      </header>
      <ul>
        {outcome.results.map((r) => (
          <li key={r.number} className={r.ok ? 'or-outcome-ok' : 'or-outcome-refused'} data-testid="orders-batch-result-row" data-number={r.number} data-ok={r.ok}>
            <Link href={`/orders/${r.number}`}>{r.number}</Link>
            <span className={`or-badge ${r.ok ? 'or-ok' : 'or-bad'}`}>{r.ok ? t('orders_web.batch.ok') : t('orders_web.batch.refused')}</span>
            {r.error && <span className="or-outcome-reason">{r.error}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
