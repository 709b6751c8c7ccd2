import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EBARIMT_TYPES, ebarimtGet, ebarimtIssue, ebarimtPrint, ebarimtResend, ebarimtReturn,
} from '../../../../shared/commands/orders/ebarimt.js';
import { api } from '../../../app/api.js';
import { toast } from '../../../app/toasts.js';
import { DateTime } from '../../../kit/cells.js';
import { SchemaForm } from '../../../kit/form/SchemaForm.js';
import { ActionDialog, CommandButton } from '../detail/CommandButton.js';
import { useRefusal } from '../detail/refusal.js';
import type { OrderTabProps } from '../detail/tabs.js';
import { afterOrderChanged, once, refusalText, useCan } from '../shared.js';
import { ReceiptView, SubReceipts, type PrintableReceipt } from './ReceiptView.js';
import './ebarimt.css';
import '../printings/print.css';
import { EbarimtHistory, ebarimtLogsKey } from './EbarimtHistory.js';

type Kind = (typeof EBARIMT_TYPES)[number];

/**
 * The order's e-receipt: its state (id, date, status: all the server keeps), the package it
 * would send (a sub-receipt per merchant TIN with VAT and city tax), and its operations. Issue
 * and print asks the password (§5) and shows the paper receipt with the lottery and QR once.
 */
export function EbarimtTab({ order }: OrderTabProps) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const refusal = useRefusal();
  const [kind, setKind] = useState<Kind>('b2c');
  const [dialog, setDialog] = useState<'issue' | 'print' | null>(null);
  const [printed, setPrinted] = useState<PrintableReceipt | null>(null);
  const query = useQuery({
    queryKey: ['ebarimt.get', order.number],
    queryFn: ({ signal }) => api.call(ebarimtGet, { number: order.number }, { signal }),
  });
  const state = query.data?.ebarimt ?? order.ebarimt;
  const issued = state.status === 'issued';
  const kindFields = kind === 'b2b' ? ['customer_register'] : ['consumer_no'];
  const labels = {
    consumer_no: t('orders_extra_ui.ebarimt.consumer_no'),
    customer_register: t('orders_extra_ui.ebarimt.customer_register'),
    password: t('orders_extra_ui.ebarimt.password'),
  };

  function changed() {
    afterOrderChanged(queryClient, order.number);
    refusal.report(null);
  }
  function refused(e: unknown) {
    // a refused attempt is in the history too
    void queryClient.invalidateQueries({ queryKey: ebarimtLogsKey(order.number) });
    const text = refusalText(e);
    refusal.report(text);
    toast('error', text);
  }

  return (
    <div className="or-tab-stack or-ebarimt" data-testid="ebarimt-tab">
      <dl className="or-ebarimt-state" data-testid="ebarimt-state" data-status={state.status ?? 'none'}>
        <dt>{t('orders_extra_ui.ebarimt.status')}</dt>
        <dd><span className={`badge or-ebarimt-${state.status ?? 'none'}`}>{t(`orders_extra_ui.ebarimt.statuses.${state.status ?? 'none'}`)}</span></dd>
        {state.id && <><dt>{t('orders_extra_ui.ebarimt.id')}</dt><dd data-testid="ebarimt-id">{state.id}</dd></>}
        {state.date && <><dt>{t('orders_extra_ui.ebarimt.date')}</dt><dd><DateTime value={state.date} /></dd></>}
        {state.id && state.type && <><dt>{t('orders_extra_ui.ebarimt.type')}</dt><dd>{t(`orders_extra_ui.ebarimt.types.${state.type === 'b2b' ? 'b2b' : 'b2c'}`)}{state.register ? ` · ${state.register}` : ''}</dd></>}
      </dl>

      {can(ebarimtIssue) && !issued && (
        <div className="or-ebarimt-issue">
          <fieldset className="or-ebarimt-kind">
            <legend>{t('orders_extra_ui.ebarimt.type')}</legend>
            {EBARIMT_TYPES.map((k) => (
              <label key={k}>
                <input type="radio" name={`ebarimt-kind-${order.number}`} value={k} checked={kind === k} onChange={() => setKind(k)} data-testid={`ebarimt-kind-${k}`} />
                {t(`orders_extra_ui.ebarimt.types.${k}`)}
              </label>
            ))}
          </fieldset>
          <button type="button" className="btn btn-primary" onClick={() => setDialog('print')} data-testid="ebarimt-print">{t('orders_extra_ui.ebarimt.issue_print')}</button>
          <button type="button" className="btn" onClick={() => setDialog('issue')} data-testid="ebarimt-issue">{t('orders_extra_ui.ebarimt.issue')}</button>
          <p className="muted or-ebarimt-hint">{t('orders_extra_ui.ebarimt.hint')}</p>
        </div>
      )}
      {can(ebarimtReturn) && issued && (
        <div className="or-ebarimt-actions">
          <CommandButton command={ebarimtReturn} orderNumber={order.number} fixed={{ number: order.number }} testId="ebarimt-return" />
          <CommandButton command={ebarimtResend} orderNumber={order.number} fixed={{ number: order.number }} testId="ebarimt-resend" />
        </div>
      )}

      {query.error ? <p role="alert" className="form-error">{refusalText(query.error)}</p> : null}
      {query.isPending && <p className="muted" role="status">{t('kit.table.loading')}</p>}
      {query.data && (
        <section aria-label={t('orders_extra_ui.ebarimt.package')}>
          <h3 className="or-ebarimt-heading">{t('orders_extra_ui.ebarimt.package')}</h3>
          <SubReceipts summary={query.data.preview} detailed={false} />
        </section>
      )}

      <EbarimtHistory number={order.number} />

      {dialog === 'issue' && (
        <ActionDialog title={t('orders_extra_ui.ebarimt.issue')} onClose={() => setDialog(null)}>
          <SchemaForm schema={ebarimtIssue.input} fixed={{ number: order.number, type: kind }} fields={kindFields} labels={labels} autoFocus
            submitLabel={t('orders_extra_ui.ebarimt.issue')} testId="ebarimt-issue-form"
            actions={<button type="button" className="btn" onClick={() => setDialog(null)}>{t('kit.confirm.cancel')}</button>}
            onSubmit={async (values) => {
              try {
                await api.call(ebarimtIssue, values, once());
              } catch (e) {
                if (isFieldError(e, kindFields)) throw e;
                refused(e);
                return false;
              }
              setDialog(null);
              changed();
              toast('success', t('orders_extra_ui.ebarimt.issued'));
              return true;
            }} />
        </ActionDialog>
      )}
      {dialog === 'print' && (
        <ActionDialog title={t('orders_extra_ui.ebarimt.issue_print')} onClose={() => setDialog(null)}>
          <SchemaForm schema={ebarimtPrint.input} fixed={{ number: order.number, type: kind }} fields={[...kindFields, 'password']} labels={labels} autoFocus
            submitLabel={t('orders_extra_ui.ebarimt.issue_print')} testId="ebarimt-print-form"
            actions={<button type="button" className="btn" onClick={() => setDialog(null)}>{t('kit.confirm.cancel')}</button>}
            onSubmit={async (values) => {
              let answer;
              try {
                // no idempotency key: the answer holds the lottery, which nothing may keep for a replay
                answer = await api.call(ebarimtPrint, values);
              } catch (e) {
                if (isFieldError(e, [...kindFields, 'password'])) throw e;
                refused(e);
                return false;
              }
              setDialog(null);
              setPrinted(answer.receipt);
              changed();
              return true;
            }} />
        </ActionDialog>
      )}
      {printed && (
        <ActionDialog title={t('orders_extra_ui.ebarimt.issue_print')} onClose={() => setPrinted(null)}>
          <ReceiptView receipt={printed} />
          <p className="muted">{t('orders_extra_ui.ebarimt.once')}</p>
          <div className="form-actions">
            <button type="button" className="btn btn-primary" onClick={() => window.print()} data-testid="receipt-print">{t('orders_extra_ui.print.print')}</button>
            <button type="button" className="btn" onClick={() => setPrinted(null)} data-testid="receipt-close">{t('orders_extra_ui.print.close')}</button>
          </div>
        </ActionDialog>
      )}
    </div>
  );
}

/** A refusal naming one of the form's own fields goes back to the form, beside that field. */
function isFieldError(e: unknown, fields: readonly string[]): boolean {
  const f = (e as { fields?: Record<string, string> } | null)?.fields;
  return !!f && Object.keys(f).some((k) => fields.includes(k));
}
