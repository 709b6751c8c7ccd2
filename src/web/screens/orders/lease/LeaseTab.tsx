import { useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { updateLeaseLeft } from '../../../../shared/commands/orders/leasing.js';
import { tugrikToMongo } from '../../../../shared/money.js';
import type { OrderDetailJson } from '../../../../shared/schema/order.js';
import { api } from '../../../app/api.js';
import { toast } from '../../../app/toasts.js';
import { Money } from '../../../kit/cells.js';
import { SchemaForm } from '../../../kit/form/SchemaForm.js';
import type { OrderTabProps } from '../detail/tabs.js';
import { afterOrderChanged, once, useCan } from '../shared.js';

/** People type tögrög (₮1,234.50); the API takes möngö, read by the one exact parser (no float on the way). */
const leaseForm = z.object({
  lease_left: z.string()
    .refine((v) => tugrikToMongo(v) !== null, 'orders_extra_ui.validation.cents')
    .refine((v) => (tugrikToMongo(v) ?? 0) >= 0, 'orders_extra_ui.validation.not_negative'),
});
const toTugrik = (mongo: number | null) =>
  (mongo === null ? undefined : `${Math.trunc(mongo / 100)}${mongo % 100 ? `.${String(Math.abs(mongo % 100)).padStart(2, '0')}` : ''}`);

/** Shown only for an order with a lease. */
export const hasLease = (o: OrderDetailJson) => o.lease.lease_amount !== null;

/** The order's lease (§3's lease fields) and, for operators and finance, recording what is left. */
export function LeaseTab({ order }: OrderTabProps) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const l = order.lease;
  const rows: [string, React.ReactNode][] = [
    ['lease_state', l.lease_state ? t(`orders_extra_ui.lease.states.${l.lease_state}`, { defaultValue: l.lease_state }) : '-'],
    ['down_payment', <Money value={l.down_payment} />],
    ['lease_amount', <Money value={l.lease_amount} />],
    ['lease_left', <span data-testid="lease-left"><Money value={l.lease_left} /></span>],
    ['months', `${l.requested_months ?? '-'} / ${l.accepted_months ?? '-'}`],
    ['interest', l.interest === null ? '-' : `${l.interest}%`],
    ['repayment_day', l.repayment_day ?? '-'],
    ['bank_message', l.bank_message ?? '-'],
  ];
  return (
    <div className="or-tab-stack" data-testid="lease-tab">
      <dl className="or-ebarimt-state">
        {rows.map(([k, v]) => <Fragment key={k}><dt>{t(`orders_extra_ui.lease.${k}`)}</dt><dd>{v}</dd></Fragment>)}
      </dl>
      {can(updateLeaseLeft) && (
        <SchemaForm schema={leaseForm} defaultValues={{ lease_left: toTugrik(l.lease_left) }}
          labels={{ lease_left: t('orders_extra_ui.lease.new_left') }} submitLabel={t('orders_extra_ui.lease.update')} testId="lease-left-form"
          onSubmit={async (values) => {
            await api.call(updateLeaseLeft, { number: order.number, lease_left: tugrikToMongo(values.lease_left)! }, once());
            afterOrderChanged(queryClient, order.number);
            toast('success', t('orders_extra_ui.lease.updated'));
          }} />
      )}
    </div>
  );
}
