import { and, count, eq, gt, isNotNull, type SQL } from 'drizzle-orm';
import type { leasingCommands } from '../../../shared/commands/orders/leasing.js';
import type { LeaseJson } from '../../../shared/commands/orders/leasing.js';
import type { OrderJson } from '../../../shared/schema/order.js';
import { formatMoney } from '../../../shared/i18n/format.js';
import type { HandlersOf } from '../../commands/handler.js';
import { ransackOrder, ransackWhere, type FilterColumn } from '../../commands/ransack.js';
import { schema } from '../../db/index.js';
import { extraError, requireWholeOrders } from './ebarimt/errors.js';
import { ORDER_FILTERS, orderMatch } from './find.js';
import { findOrder, orderListScope, type OrderRow } from './scope.js';

const { orders } = schema;

const LEASE_FILTERS: Record<string, FilterColumn> = {
  number: ORDER_FILTERS.number!,
  customer_name: { kind: 'text', column: orders.customerName },
  phone: { kind: 'text', column: orders.phone },
  lease_state: { kind: 'text', column: orders.leaseState },
  lease_left: { kind: 'number', column: orders.leaseLeft },
  lease_amount: { kind: 'number', column: orders.leaseAmount },
  created_at: { kind: 'date', column: orders.createdAt },
};
const LEASE_SORTS = { number: orders.number, created_at: orders.createdAt, lease_left: orders.leaseLeft, lease_amount: orders.leaseAmount };

export function toLeaseJson(o: OrderRow): LeaseJson {
  return {
    id: o.id, number: o.number, state: o.state as OrderJson['state'], customer_name: o.customerName, phone: o.phone, total: o.total,
    down_payment: o.downPayment, lease_amount: o.leaseAmount ?? 0, lease_state: o.leaseState, lease_left: o.leaseLeft,
    requested_months: o.requestedMonths, accepted_months: o.acceptedMonths, interest: o.interest, repayment_day: o.repaymentDay,
    bank_message: o.bankMessage, created_at: o.createdAt.toISOString(),
  };
}

export const leasingHandlers: HandlersOf<typeof leasingCommands> = {
  // served by orders_lease_idx (created_at where lease_amount is not null)
  async leaseList({ page, per_page, q, open, query }, ctx) {
    requireWholeOrders(ctx);
    const parts: (SQL | undefined)[] = [isNotNull(orders.leaseAmount), orderListScope(ctx.scope), ransackWhere(q, LEASE_FILTERS)];
    if (open) parts.push(gt(orders.leaseLeft, 0));
    if (query?.trim()) parts.push(orderMatch(query));
    const where = and(...parts);
    const [rows, [total]] = await Promise.all([
      ctx.db.select().from(orders).where(where).orderBy(...ransackOrder(q, LEASE_SORTS, orders.id)).limit(per_page).offset((page - 1) * per_page),
      ctx.db.select({ n: count() }).from(orders).where(where),
    ]);
    return { items: rows.map(toLeaseJson), page, per_page, total: total?.n ?? 0 };
  },

  async lease({ number }, ctx) {
    requireWholeOrders(ctx);
    const o = await findOrder(ctx, number);
    if (o.leaseAmount === null) throw extraError(ctx, 'lease_none', { lease: 'none' }, { number: o.number });
    return { lease: toLeaseJson(o) };
  },

  async updateLeaseLeft({ number, lease_left }, ctx) {
    requireWholeOrders(ctx);
    const o = await findOrder(ctx, number, true);
    if (o.leaseAmount === null) throw extraError(ctx, 'lease_none', { lease: 'none' }, { number: o.number });
    if (lease_left > o.leaseAmount) {
      throw extraError(ctx, 'lease_above', { lease_left: `above the lease amount ${o.leaseAmount}` }, { left: formatMoney(lease_left), amount: formatMoney(o.leaseAmount) });
    }
    const [row] = await ctx.db.update(orders).set({ leaseLeft: lease_left, updatedAt: new Date() }).where(eq(orders.id, o.id)).returning();
    ctx.auditTarget = `order:${o.number}`;
    return { lease: toLeaseJson(row!) };
  },
};
