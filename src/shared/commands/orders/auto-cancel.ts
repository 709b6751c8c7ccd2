import { z } from 'zod';
import { defineCommand } from '../define.js';

/**
 * Why an order is due: the order settings' hours (/settings/order `auto_cancel_hours`), a product of
 * the order that allows fewer (`auto_cancel_hours` of the product), or an unapproved lease's hours
 * (`lease_auto_cancel_hours`).
 */
export const AUTO_CANCEL_BASES = ['setting', 'product', 'lease'] as const;

/** The state-change reason an automatic cancel writes: `auto_cancel:<hours>h` (the order's history translates it). */
export const autoCancelReason = (hours: number) => `auto_cancel:${hours}h`;
export const AUTO_CANCEL_REASON = /^auto_cancel:(\d+)h$/;

export const autoCancelItem = z.object({
  number: z.string(),
  /** When it was placed, UTC: its age counts from here. */
  placed_at: z.string(),
  hours: z.number().int(),
  basis: z.enum(AUTO_CANCEL_BASES),
  due_at: z.string(),
  total: z.number().int(),
  payment_state: z.string().nullable(),
});

/**
 * The auto-cancel sweep the server runs by itself every few minutes (BO_AUTO_CANCEL_MINUTES), on
 * demand: a placed order nothing of which is paid or has left, older than its hours, is canceled as
 * a person's cancel does it (stock back, payments voided, the customer told), with the automatic
 * reason. `dry_run` lists what would be canceled and changes nothing.
 */
export const autoCancel = defineCommand({
  id: 'order.auto_cancel', area: 'orders', kind: 'mutation', roles: ['admin'], danger: true, notifies: ['sms', 'email'],
  http: { method: 'POST', path: 'orders/auto_cancel' },
  input: z.object({
    dry_run: z.boolean().default(false),
    /** At most this many orders, the longest overdue first. */
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  output: z.object({ dry_run: z.boolean(), canceled: z.number().int(), items: z.array(autoCancelItem) }),
  ui: { title: 'commands.orders_ops.order.auto_cancel', keywords: ['auto cancel', 'unpaid', 'sweep', 'автоматаар цуцлах', 'төлөгдөөгүй'] },
  cli: { verb: ['orders', 'auto-cancel'], columns: ['number', 'placed_at', 'hours', 'basis', 'total'] },
  description: 'commands.orders_ops.order.auto_cancel_help',
});

export const autoCancelCommands = { autoCancel };
