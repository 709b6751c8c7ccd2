import { z } from 'zod';
import type { Role } from '../../roles/roles.js';
import { zMoney, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';
import { ORDER_STATES, zOrderNumber } from '../../schema/order.js';
import { defineCommand } from '../define.js';

/** A lease is the whole order's financing: not a merchant's share, so the roles that see whole orders. */
export const LEASE_READ: readonly Role[] = ['admin', 'orders', 'orders_view', 'finance_report'];
/** Recording a repayment: operators and finance. */
export const LEASE_EDIT: readonly Role[] = ['admin', 'orders', 'finance_report'];

export const LEASE_STATES = ['requested', 'accepted', 'paying', 'closed'] as const;

export const leaseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  customer_name: z.string().nullable(),
  phone: z.string().nullable(),
  total: z.number().int(),
  down_payment: z.number().int().nullable(),
  lease_amount: z.number().int(),
  lease_state: z.string().nullable(),
  lease_left: z.number().int().nullable(),
  requested_months: z.number().int().nullable(),
  accepted_months: z.number().int().nullable(),
  interest: z.number().nullable(),
  repayment_day: z.number().int().nullable(),
  bank_message: z.string().nullable(),
  created_at: z.string(),
});
export type LeaseJson = z.infer<typeof leaseSchema>;

export const leaseFilters = {
  number: 'text', customer_name: 'text', phone: 'text', lease_state: 'text', lease_left: 'number', lease_amount: 'number', created_at: 'date',
} as const;

export const leaseList = defineCommand({
  id: 'order.lease_list', area: 'orders', kind: 'query', roles: LEASE_READ,
  http: { method: 'POST', path: 'orders/lease_list' },
  input: listInput({ filters: leaseFilters, sorts: ['number', 'created_at', 'lease_left', 'lease_amount'] }).extend({
    /** Leases still owing money (lease_left above zero). */
    open: z.boolean().optional(),
    query: zText(100).optional(),
  }),
  output: listOutput(leaseSchema),
  ui: { title: 'commands.orders_extra.order.lease_list', keywords: ['lease', 'leasing', 'лизинг', 'зээл'] },
  cli: { verb: ['orders', 'leases'], positionals: ['query'] },
  money: ['q.lease_left_eq', 'q.lease_left_gteq', 'q.lease_left_lteq', 'q.lease_amount_eq', 'q.lease_amount_gteq', 'q.lease_amount_lteq'],
});

export const lease = defineCommand({
  id: 'order.lease', area: 'orders', kind: 'query', roles: LEASE_READ,
  http: { method: 'GET', path: 'orders/:number/lease' },
  input: z.object({ number: zOrderNumber }),
  output: z.object({ lease: leaseSchema }),
  ui: { title: 'commands.orders_extra.order.lease', keywords: ['lease', 'лизинг'] },
  cli: { verb: ['orders', 'lease'], positionals: ['number'] },
});

/** §7's update_lease_left: what the customer still owes, never negative, never above the lease. */
export const updateLeaseLeft = defineCommand({
  id: 'order.update_lease_left', area: 'orders', kind: 'mutation', roles: LEASE_EDIT,
  http: { method: 'POST', path: 'orders/:number/update_lease_left' },
  input: z.object({ number: zOrderNumber, lease_left: zMoney.refine((v) => v >= 0, 'must not be negative') }),
  output: z.object({ lease: leaseSchema }),
  ui: { title: 'commands.orders_extra.order.update_lease_left', keywords: ['lease', 'left', 'repayment', 'лизинг', 'үлдэгдэл'] },
  cli: { verb: ['orders', 'update-lease-left'], positionals: ['number', 'lease_left'] },
  money: ['lease_left'],
});

export const leasingCommands = { leaseList, lease, updateLeaseLeft };
