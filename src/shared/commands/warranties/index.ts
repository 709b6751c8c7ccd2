import { z } from 'zod';
import { defineCommand } from '../define.js';
import { zDate, zId, zText } from '../../schema/common.js';
import { listInput, listOutput } from '../../schema/list.js';

/** §2 /warranties [warranty, admin]. */
export const WARRANTY = ['admin', 'warranty'] as const;
export const CLAIM_STATES = ['open', 'in_repair', 'repaired', 'replaced', 'refunded', 'rejected'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
/** A claim moves forward only: open → in repair → one of the endings; an ending is final. */
export const CLAIM_MOVES: Readonly<Record<ClaimState, readonly ClaimState[]>> = {
  open: ['in_repair', 'replaced', 'refunded', 'rejected'],
  in_repair: ['repaired', 'replaced', 'refunded', 'rejected'],
  repaired: [], replaced: [], refunded: [], rejected: [],
};

export const claimSchema = z.object({
  id: z.number().int(), state: z.enum(CLAIM_STATES), description: z.string(), notes: z.string(),
  created_by: z.string().nullable(), created_at: z.string(), updated_at: z.string(), resolved_at: z.string().nullable(),
});

/** §3 Warranty: number, customer, sku, product info, period; and the order line it was made from. */
export const warrantySchema = z.object({
  id: z.number().int(), number: z.string(), order_number: z.string(), line_item_id: z.number().int(), vendor_id: z.number().int(),
  vendor_name: z.string().nullable(), customer_name: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable(),
  sku: z.string(), product_name: z.string(), product_info: z.string(), serial_number: z.string().nullable(), quantity: z.number().int(),
  period_months: z.number().int(), starts_on: z.string(), ends_on: z.string(),
  /** active until its end date has passed. */
  status: z.enum(['active', 'expired']), open_claims: z.number().int(), created_at: z.string(),
});
export type WarrantyJson = z.infer<typeof warrantySchema>;

const common = { area: 'warranties' as const, roles: WARRANTY };

export const list = defineCommand({
  ...common, id: 'warranty.list', kind: 'query', http: { method: 'GET', path: 'warranties' },
  input: listInput({ filters: { starts_on: 'date', ends_on: 'date', vendor_id: 'number' }, sorts: ['starts_on', 'ends_on'], perPage: 25 })
    .extend({ query: z.string().trim().max(100).optional() }),
  output: listOutput(warrantySchema),
  ui: { title: 'commands.warranties.warranty.list', keywords: ['warranty', 'guarantee', 'баталгаа'] },
  cli: { verb: ['warranties', 'list'], columns: ['number', 'customer_name', 'phone', 'sku', 'product_name', 'starts_on', 'ends_on', 'status'] },
});

export const get = defineCommand({
  ...common, id: 'warranty.get', kind: 'query', http: { method: 'GET', path: 'warranties/:id' },
  input: z.object({ id: zId }),
  output: z.object({ warranty: warrantySchema, claims: z.array(claimSchema), shop: z.string() }),
  ui: { title: 'commands.warranties.warranty.get', hidden: true },
  cli: { verb: ['warranties', 'show'], positionals: ['id'] },
});

/** An order's lines as the warranty desk picks one: the product's period, and the warranty a line already has. */
export const orderLines = defineCommand({
  ...common, id: 'warranty.order_lines', kind: 'query', http: { method: 'GET', path: 'warranties/order_lines' },
  input: z.object({ number: zText(30).min(1) }),
  output: z.object({
    order_number: z.string(), customer_name: z.string().nullable(), phone: z.string().nullable(), completed: z.boolean(),
    items: z.array(z.object({
      id: z.number().int(), sku: z.string(), name: z.string(), info: z.string(), quantity: z.number().int(),
      period_months: z.number().int().nullable(), warranty_id: z.number().int().nullable(), warranty_number: z.string().nullable(),
    })),
  }),
  ui: { title: 'commands.warranties.warranty.order_lines', keywords: ['order lines warranty', 'захиалгын бараа'] },
  cli: { verb: ['warranties', 'order-lines'], positionals: ['number'] },
});

/**
 * §7 warranties from_line: a warranty for one line of a completed order; the period is the
 * product's `warranty` property (`12 сар`) unless given; it starts on the day given or today.
 */
export const fromLine = defineCommand({
  ...common, id: 'warranty.from_line', kind: 'mutation', http: { method: 'POST', path: 'warranties/from_line' },
  input: z.object({
    line_item_id: zId,
    period_months: z.coerce.number().int().min(1).max(120).optional(),
    starts_on: zDate.optional(),
    serial_number: zText(100).min(1).optional(),
  }),
  output: z.object({ warranty: warrantySchema }),
  ui: { title: 'commands.warranties.warranty.from_line', keywords: ['new warranty', 'warranty from order', 'баталгаа үүсгэх'] },
  cli: { verb: ['warranties', 'from-line'], positionals: ['line_item_id'] },
});

export const claimCreate = defineCommand({
  ...common, id: 'warranty.claim_create', kind: 'mutation', http: { method: 'POST', path: 'warranties/:id/claims' },
  input: z.object({ id: zId, description: zText(2000).min(1) }),
  output: z.object({ claim: claimSchema }),
  ui: { title: 'commands.warranties.warranty.claim_create', keywords: ['warranty claim', 'баталгаат засвар', 'гомдол'] },
  cli: { verb: ['warranties', 'claim'], positionals: ['id'] },
});

export const claimUpdate = defineCommand({
  ...common, id: 'warranty.claim_update', kind: 'mutation', http: { method: 'PUT', path: 'warranties/:id/claims/:claim_id' },
  input: z.object({ id: zId, claim_id: zId, state: z.enum(CLAIM_STATES).optional(), notes: zText(4000).optional() }),
  output: z.object({ claim: claimSchema }),
  ui: { title: 'commands.warranties.warranty.claim_update', hidden: true },
  cli: { verb: ['warranties', 'claim-update'], positionals: ['id', 'claim_id'] },
});

export const warrantyCommands = { list, get, orderLines, fromLine, claimCreate, claimUpdate };
